"""What the clock display shows: one frozen value, replaced whenever the tournament changes.

The display never stores the time. A snapshot carries a ``reading`` callable (for instance
a :class:`~tourney.domain.levels.clock.ClockState`'s bound ``reading`` method) and the display
asks it for a :class:`~tourney.domain.levels.clock_events.ClockReading` at every repaint. Level,
blinds, ante, game, break, colour-up, next level, time to the next break, pause and
overtime all come from that reading, so they change on the exact millisecond the domain
clock says, even before a new snapshot arrives. Everything else (players, stacks, money,
messages) is in the snapshot, money already formatted by the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tourney.domain.levels.clock_events import ClockReading

__all__ = ["DisplaySnapshot", "PayoutRow", "ReadingAt"]

ReadingAt = Callable[[float], ClockReading]
"""Gives the clock reading at ``now`` (seconds since the epoch)."""


@dataclass(frozen=True, slots=True)
class PayoutRow:
    """One line of the payout ladder, formatted by the caller.

    Attributes:
        place: The place or places paid, as shown: ``"1"``, ``"10–12"``.
        amount: The prize with its currency: ``"€ 1,250"``.
    """

    place: str
    amount: str


@dataclass(frozen=True, slots=True)
class DisplaySnapshot:
    """Everything the TV shows besides the time, plus the way to read the clock.

    Attributes:
        reading: The clock reading at a given moment (``clock_state.reading``).
        tournament_name: The title across the top.
        players_left: Players still in, None when unknown.
        entries: Entries so far (re-entries count), None when unknown.
        average_stack: The average stack in chips, None when nobody is left.
        chips_in_play: All chips in play, None when unknown.
        prize_pool: The prize pool with its currency, empty when unknown.
        payouts: The payout ladder, first place first.
        messages: Recent table moves and announcements, newest first.
        hand_for_hand: Whether hand-for-hand play is on (the clock's own flag also counts).
    """

    reading: ReadingAt
    tournament_name: str = ""
    players_left: int | None = None
    entries: int | None = None
    average_stack: int | None = None
    chips_in_play: int | None = None
    prize_pool: str = ""
    payouts: tuple[PayoutRow, ...] = ()
    messages: tuple[str, ...] = ()
    hand_for_hand: bool = False
