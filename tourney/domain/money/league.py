"""League points per finish, and season standings across tournaments.

**Points are** :class:`~decimal.Decimal` **values with two decimals** (``Decimal("12.65")``):
exact to add up over a season, printable as they are, and fine-grained enough for the
square-root formula. Whole-number formulas simply give ``.00``. Rounding is half up.

Three formulas (``n`` = entries in the tournament, ``k`` = the place):

* :class:`FixedPoints` — a table by place (``25, 18, 15, ...``), and optional points for
  every other player (for turning up).
* :class:`LinearPoints` — ``n - k + 1``: last gets 1, each place above one more, the
  winner ``n``. Bigger fields give more points.
* :class:`SquareRootPoints` — ``scale × √(n / k)``: the winner of a 25-player field gets
  ``10 × √25 = 50``, second ``10 × √12.5 = 35.36``; points fall off steeply at the top and
  grow with the field.

Players who tie share the places they cover, so they get the average of those places'
points (rounded to two decimals).

Standings rank players by total points, then **more wins**, then **better best finish**;
players still equal share the rank and are listed by name.

>>> LinearPoints().points(place=1, entries=12)
Decimal('12.00')
>>> SquareRootPoints().points(place=2, entries=25)
Decimal('35.36')
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from itertools import pairwise

from tourney.base.formats import name_key
from tourney.base.messages import message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.apportion import check_amount

__all__ = [
    "FixedPoints",
    "LinearPoints",
    "PointsFormula",
    "SquareRootPoints",
    "Standing",
    "TournamentResult",
    "result_points",
    "season_standings",
]

_CENT = Decimal("0.01")


def _points(value: Decimal) -> Decimal:
    return value.quantize(_CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True, slots=True)
class FixedPoints:
    """Points from a table by place.

    Attributes:
        table: Points for place 1, 2, ... (places beyond the table get ``others``).
        others: Points for every player placed below the table.
    """

    table: tuple[Decimal, ...]
    others: Decimal = Decimal(0)

    def __post_init__(self) -> None:
        ladder = (*self.table, self.others)
        if any(points < 0 for points in ladder):
            raise DomainNotAllowedError("League points cannot be negative.")
        if any(lower > higher for higher, lower in pairwise(ladder)):
            raise DomainNotAllowedError("A lower place cannot score more league points.")

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` (``entries`` is not used)."""
        del entries
        return _points(self.table[place - 1] if place <= len(self.table) else self.others)


@dataclass(frozen=True, slots=True)
class LinearPoints:
    """``entries - place + 1`` points: the winner gets one point per entry."""

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` of ``entries``."""
        return _points(Decimal(entries - place + 1))


@dataclass(frozen=True, slots=True)
class SquareRootPoints:
    """``scale × √(entries / place)`` points.

    Attributes:
        scale: The multiplier (10 by default).
    """

    scale: Decimal = Decimal(10)

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` of ``entries``."""
        return _points(self.scale * (Decimal(entries) / Decimal(place)).sqrt())


PointsFormula = FixedPoints | LinearPoints | SquareRootPoints
"""Any of the league's points formulas."""


@dataclass(frozen=True, slots=True)
class TournamentResult:
    """The finishing places of one tournament of the season.

    Attributes:
        name: The tournament's name (or date).
        entries: The field size, re-entries included.
        places: ``(player, place)`` per player; tied players share the same place, which
            is the best place they cover (two players tied for 9th both have 9).
    """

    name: str
    entries: int
    places: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        check_amount(self.entries, message("the number of entries"), positive=True)
        names = [name for name, _ in self.places]
        if len(set(names)) != len(names):
            raise DomainNotAllowedError("A player is listed twice in {name}.", name=self.name)
        counts = Counter(place for _, place in self.places)
        free = 1
        for label in sorted(counts):
            check_amount(label, message("a place in {name}", name=self.name), positive=True)
            if label < free:
                raise DomainNotAllowedError(
                    "Place {place} in {name} falls inside the tie above it.",
                    place=label,
                    name=self.name,
                )
            free = label + counts[label]
        if free - 1 > self.entries:
            raise DomainNotAllowedError(
                "{name} has {entries} entries but its places run to {last}.",
                name=self.name,
                entries=self.entries,
                last=free - 1,
            )

    def covers(self, place: int) -> int:
        """How many places the players labelled ``place`` share."""
        return sum(1 for _, label in self.places if label == place)


def result_points(result: TournamentResult, formula: PointsFormula) -> dict[str, Decimal]:
    """Each player's points for one tournament; tied players average their places."""
    points: dict[str, Decimal] = {}
    for player, place in result.places:
        covers = result.covers(place)
        total = sum(
            (
                formula.points(place=place + offset, entries=result.entries)
                for offset in range(covers)
            ),
            Decimal(0),
        )
        points[player] = _points(total / covers)
    return points


@dataclass(frozen=True, slots=True)
class Standing:
    """One player's line in the season standings.

    Attributes:
        rank: The player's rank (players still tied after the tie-breaks share it).
        player: The player.
        points: Total points.
        played: Tournaments played.
        wins: Tournaments won (a shared first place counts as a win).
        best: The best finish.
    """

    rank: int
    player: str
    points: Decimal
    played: int
    wins: int
    best: int


def season_standings(
    results: Sequence[TournamentResult], formula: PointsFormula, *, language: str = "en"
) -> tuple[Standing, ...]:
    """Add up the season and rank the players.

    Order: more points, then more wins, then a better best finish; players equal on all
    three share the rank and are listed by name, in ``language``'s alphabetical order.
    """
    by_name = name_key(language)
    totals: dict[str, list[Decimal]] = {}
    places: dict[str, list[int]] = {}
    for result in results:
        for player, points in result_points(result, formula).items():
            totals.setdefault(player, []).append(points)
        for player, place in result.places:
            places.setdefault(player, []).append(place)
    lines = [
        (sum(totals[player], Decimal(0)), places[player].count(1), min(places[player]), player)
        for player in totals
    ]
    lines.sort(key=lambda line: (-line[0], -line[1], line[2], by_name(line[3]), line[3]))
    standings: list[Standing] = []
    for position, (points, wins, best, player) in enumerate(lines, start=1):
        previous = standings[-1] if standings else None
        same = previous is not None and (previous.points, previous.wins, previous.best) == (
            points,
            wins,
            best,
        )
        rank = previous.rank if same and previous is not None else position
        standings.append(Standing(rank, player, points, len(places[player]), wins, best))
    return tuple(standings)
