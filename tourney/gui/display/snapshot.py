"""What the clock display shows: one frozen value, replaced whenever the tournament changes.

The display never stores the time. A snapshot carries a ``reading`` callable (for instance
a :class:`~tourney.domain.levels.clock.ClockState`'s bound ``reading`` method) and the display
asks it for a :class:`~tourney.domain.levels.clock_events.ClockReading` at every repaint. Level,
blinds, ante, game, break, colour-up, next level, time to the next break, pause and
overtime all come from that reading, so they change on the exact millisecond the domain
clock says, even before a new snapshot arrives. Everything else (players, stacks, money,
messages, the seat moves, the final results) is in the snapshot, money already formatted by
the caller.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tourney.domain.levels.clock_events import ClockReading

__all__ = ["DisplaySnapshot", "FinalResults", "MoveNotice", "PayoutRow", "ReadingAt"]

ReadingAt = Callable[[float], ClockReading]
"""Gives the clock reading at ``now`` (seconds since the epoch)."""


@dataclass(frozen=True, slots=True)
class PayoutRow:
    """One line of the payout ladder or of the final results, formatted by the caller.

    Attributes:
        place: The place or places paid, as shown: ``"1"``, ``"10–12"``.
        amount: The prize with its currency: ``"€ 1,250"``; empty for no prize.
        name: The player who finished there (final results only).
    """

    place: str
    amount: str
    name: str = ""


@dataclass(frozen=True, slots=True)
class MoveNotice:
    """A seat move for the ticker, until it is stale.

    Attributes:
        entry: The entry moved (a later move of the same entry replaces this one).
        text: What the ticker says: ``"Ann Miller: table 3 seat 5 → table 1 seat 9"``.
        at: When the move was made, seconds since the epoch.
    """

    entry: int
    text: str
    at: float


@dataclass(frozen=True, slots=True)
class FinalResults:
    """The end of the tournament, for the room.

    Attributes:
        winner: The winner's name.
        prize: The winner's prize as written, empty when none is known.
        rows: Every place known, first place first, with the player's name and prize.
    """

    winner: str
    prize: str
    rows: tuple[PayoutRow, ...]


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
        payouts: The payout ladder, first place first (after a deal, its players first).
        deal: Whether a deal is recorded (the ladder is then the deal's).
        messages: Announcements for the ticker, shown until the next snapshot.
        moves: Recent seat moves, newest first; the display drops them once stale.
        hand_for_hand: Whether hand-for-hand play is on (the clock's own flag also counts).
        results: The winner and the final results once the tournament is finished.
        started: Whether the clock was ever started: before that the game line says the
            tournament starts soon and no "Paused" badge shows (as on the browser's TV).
    """

    reading: ReadingAt
    tournament_name: str = ""
    players_left: int | None = None
    entries: int | None = None
    average_stack: int | None = None
    chips_in_play: int | None = None
    prize_pool: str = ""
    payouts: tuple[PayoutRow, ...] = ()
    deal: bool = False
    messages: tuple[str, ...] = ()
    moves: tuple[MoveNotice, ...] = ()
    hand_for_hand: bool = False
    results: FinalResults | None = None
    started: bool = True
