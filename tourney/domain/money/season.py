"""Season standings: each tournament's places as league points, added up across a season.

Players who tie share the places they cover, so they get the average of those places' points
(rounded to two decimals). Standings rank players by total points, then **more wins**, then
**better best finish**; players still equal share the rank and are listed by name.

>>> from tourney.domain.money.league import LinearPoints
>>> result = TournamentResult("Week 1", 3, (("Ann", 1), ("Bob", 2), ("Cyd", 3)))
>>> [(s.rank, s.player, str(s.points)) for s in season_standings([result], LinearPoints())]
[(1, 'Ann', '3.00'), (2, 'Bob', '2.00'), (3, 'Cyd', '1.00')]
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal

from tourney.base.formats import name_key
from tourney.base.messages import message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.league import PointsFormula, points_of

__all__ = ["Standing", "TournamentResult", "result_points", "season_standings"]


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
        points[player] = points_of(total / covers)
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
