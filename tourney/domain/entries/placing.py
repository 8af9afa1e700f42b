"""Places for players who bust in the same hand.

When several players are eliminated in one hand, the one who *started the hand* with more
chips finishes higher (TDA practice). Players who started the hand with the same stack
tie: they get the same place (the best one they cover) and share the prizes of all the
places they cover equally (see :meth:`tourney.domain.money.payouts.Payouts.shared`).

>>> result = place_bustouts(players_left=10, busted=[("Ann", 500), ("Bob", 900)])
>>> [(p.player, p.place) for p in result.placings]
[('Bob', 9), ('Ann', 10)]
>>> tie = place_bustouts(players_left=10, busted=[("Ann", 500), ("Bob", 500)])
>>> [(p.player, p.label) for p in tie.placings]
[('Ann', '9 (tie, places 9–10)'), ('Bob', '9 (tie, places 9–10)')]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import groupby

from tourney.base.messages import message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.payouts import Payouts

__all__ = ["BustOut", "Placing", "place_bustouts", "prizes_for"]


@dataclass(frozen=True, slots=True)
class Placing:
    """The finishing place of one busted player.

    Attributes:
        player: Who busted.
        stack: His stack at the start of the hand.
        place: The best place he covers (his place label).
        covers: How many places he shares with the players he ties with (1 = no tie).
    """

    player: str
    stack: int
    place: int
    covers: int = 1

    @property
    def tied(self) -> bool:
        """Whether the player shares his place."""
        return self.covers > 1

    @property
    def label(self) -> str:
        """The place as shown on the results: ``"9"`` or ``"9 (tie, places 9–10)"``."""
        if not self.tied:
            return str(self.place)
        return f"{self.place} (tie, places {self.place}–{self.place + self.covers - 1})"


@dataclass(frozen=True, slots=True)
class BustOut:
    """The places of the players who busted in one hand, best place first.

    Attributes:
        players_left: How many players were in the tournament before the hand.
        placings: One per busted player, best place first (ties in the order given).
        explanation: Plain sentences for the director and the results sheet.
    """

    players_left: int
    placings: tuple[Placing, ...]
    explanation: tuple[str, ...]


def place_bustouts(*, players_left: int, busted: Sequence[tuple[str, int]]) -> BustOut:
    """Place the players who busted in the same hand.

    Args:
        players_left: Players still in the tournament before the hand (the worst place
            free is this number).
        busted: ``(player, stack at the start of the hand)`` for each busted player.

    Returns:
        The placings, best first; players with equal stacks tie.

    Raises:
        DomainError: No busted player, nobody left to win, a repeated name, or a stack
            that is not a positive whole number of chips.
    """
    check_amount(players_left, message("the number of players left"), positive=True)
    if not busted:
        raise DomainMalformedError("Name at least one busted player.")
    if len(busted) >= players_left:
        raise DomainNotAllowedError(
            "{count} players cannot bust when only {left} are left: somebody must win the hand.",
            count=len(busted),
            left=players_left,
        )
    names = [name for name, _ in busted]
    if len(set(names)) != len(names):
        raise DomainNotAllowedError("A player is listed twice among the busted players.")
    for name, stack in busted:
        check_amount(stack, message("the starting stack of {name}", name=name), positive=True)

    ordered = sorted(busted, key=lambda item: -item[1])
    place = players_left - len(busted) + 1
    placings: list[Placing] = []
    lines: list[str] = []
    for stack, group in groupby(ordered, key=lambda item: item[1]):
        members = [name for name, _ in group]
        placings.extend(Placing(name, stack, place, len(members)) for name in members)
        if len(members) == 1:
            lines.append(f"{members[0]} started the hand with {stack} chips: place {place}.")
        else:
            lines.append(
                f"{', '.join(members)} each started the hand with {stack} chips: they tie "
                f"for place {place} and share places {place}–{place + len(members) - 1}."
            )
        place += len(members)
    if len(busted) > 1:
        lines.insert(0, "Players busting in the same hand are placed by their starting stacks.")
    return BustOut(players_left, tuple(placings), tuple(lines))


def prizes_for(bust: BustOut, payouts: Payouts) -> tuple[int, ...]:
    """The prize of each busted player, in the order of ``bust.placings``.

    Tied players share the sum of the places they cover evenly, to the cent (an odd cent
    to the earlier-listed player); a place outside the money pays 0.
    """
    prizes: list[int] = []
    for place, group in groupby(bust.placings, key=lambda placing: placing.place):
        prizes.extend(payouts.shared(best_place=place, count=len(list(group))))
    return tuple(prizes)
