"""Hand-for-hand play and the places of players busting in the same hand.

Near the money the room plays hand-for-hand (TDA RP-8): every table plays one hand and waits
until all the others have finished theirs. :class:`HandForHand` is that mode's state, which
the clock and the display honour (the clock pauses between hands). Players eliminated during
the same hand, at one table or several, are ranked by their stacks at the start of the hand
(the bigger stack places higher, equal stacks tie) by
:func:`tourney.domain.entries.placing.place_bustouts`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from tourney.domain.errors import DomainNotAllowedError

__all__ = ["HandForHand"]


@dataclass(frozen=True, slots=True)
class HandForHand:
    """The hand-for-hand state of the room.

    Attributes:
        active: Whether the room plays hand-for-hand.
        hand: The number of the hand being played hand-for-hand (1 for the first).
        finished: Tables that have finished the current hand and wait.
    """

    active: bool = False
    hand: int = 0
    finished: frozenset[int] = frozenset()

    @staticmethod
    def is_due(players_left: int, places_paid: int) -> bool:
        """Whether the bubble has come: one player more than the places paid."""
        return players_left == places_paid + 1

    def start(self) -> HandForHand:
        """Start hand-for-hand play with hand 1."""
        return HandForHand(active=True, hand=1)

    def stop(self) -> HandForHand:
        """Return to normal play."""
        return HandForHand()

    def finish_table(self, number: int, tables: Iterable[int]) -> HandForHand:
        """Mark table ``number`` as done with the current hand.

        When every table in ``tables`` is done, the next hand starts at all tables.

        Raises:
            DomainNotAllowedError: Hand-for-hand is off, or the table is not in play.
        """
        in_play = frozenset(tables)
        if not self.active:
            raise DomainNotAllowedError("the room is not playing hand-for-hand")
        if number not in in_play:
            raise DomainNotAllowedError("table {number} is not in play", number=number)
        finished = (self.finished | {number}) & in_play
        if finished == in_play:
            return replace(self, hand=self.hand + 1, finished=frozenset())
        return replace(self, finished=finished)

    def waiting_for(self, tables: Iterable[int]) -> tuple[int, ...]:
        """The tables still playing the current hand."""
        return tuple(sorted(set(tables) - self.finished))
