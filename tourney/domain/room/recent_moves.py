"""The seat moves the room may still be looking for: the TV's ticker and the phones' list.

One rule for every screen (the Qt display's ticker, the browser TV, the phones' "Where do I
sit?"): :func:`recent_moves` picks each player's latest move in effect that still matters,
and :class:`MoveAges` drops the moves that are stale by play — once the players have had
:data:`STALE_AFTER_S` of play to find their seats. Only time while a level's clock runs
counts, so moves made at a break or during a pause stay until play has gone on for that
long; no move is kept longer than :data:`LONGEST_S`.

>>> LONGEST_S // 60, STALE_AFTER_S // 60
(90.0, 5.0)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, TypeVar

from tourney.domain.levels.clock_events import ClockReading, Now, to_ms
from tourney.domain.levels.structure import Level
from tourney.domain.log.payloads import HandPlayed, PlayerMoved, ProposalAccepted
from tourney.domain.state import TournamentState

__all__ = ["LONGEST_S", "STALE_AFTER_S", "MoveAges", "RecentMove", "recent_moves"]

STALE_AFTER_S = 5 * 60.0
"""How much play a move stays on the screens for."""

LONGEST_S = 90 * 60.0
"""No move stays on the screens longer than this, play or not (a long dinner break)."""


@dataclass(frozen=True, slots=True)
class RecentMove:
    """One player's latest seat move, while the room may still be looking for it.

    Attributes:
        entry: The entry moved.
        origin: The ``(table, seat)`` it left, ``None`` when not told (a move by hand, or the
            final-table redraw, where everyone moves and only the new seat matters).
        to: The ``(table, seat)`` it went to.
        at: When the move was made, seconds since the epoch.
        seq: The move's position in the log.
    """

    entry: int
    origin: tuple[int, int] | None
    to: tuple[int, int]
    at: float
    seq: int


def recent_moves(state: TournamentState, now: Now) -> tuple[RecentMove, ...]:
    """The seat moves the players may still be looking for, newest first.

    Each player's latest move in effect (a player the final-table redraw gave his own seat
    has not moved), unless the player has busted since, a hand was
    recorded at the table he went to after the move (he is playing there), the move is older
    than :data:`LONGEST_S`, or the tournament is finished. Moves made together are listed by
    the table and seat they go to. The screens drop the ones stale by play time
    (:class:`MoveAges`).
    """
    if state.finished:
        return ()
    latest: dict[int, RecentMove] = {}
    hands: dict[int, int] = {}
    for event in state.history.in_effect(state.log):
        payload = event.payload
        if isinstance(payload, PlayerMoved):
            to = (payload.to[0], payload.to[1])
            latest[payload.entry] = RecentMove(payload.entry, None, to, event.at, event.seq)
        elif isinstance(payload, ProposalAccepted):
            redraw = payload.final_table is not None  # everyone moves: only "where to"
            for move in payload.moves:
                origin = None if redraw else (move.origin[0], move.origin[1])
                to = (move.to[0], move.to[1])
                if (move.origin[0], move.origin[1]) == to:  # drawn his own seat: no move
                    latest.pop(move.entry, None)
                    continue
                latest[move.entry] = RecentMove(move.entry, origin, to, event.at, event.seq)
        elif isinstance(payload, HandPlayed):
            hands[payload.table] = event.seq
    oldest = to_ms(now) / 1000 - LONGEST_S
    kept = [
        move
        for entry, move in latest.items()
        if entry in state.entries
        and state.entries[entry].active
        and hands.get(move.to[0], 0) < move.seq
        and move.at > oldest
    ]
    kept.sort(key=lambda move: (-move.seq, move.to))
    return tuple(kept)


class _Dated(Protocol):
    """A move as a screen holds it: which entry, and when it was made."""

    @property
    def entry(self) -> int: ...  # pragma: no cover - a protocol

    @property
    def at(self) -> float: ...  # pragma: no cover - a protocol


M = TypeVar("M", bound=_Dated)


class MoveAges:
    """How long each move has been shown while play went on, to drop the stale ones.

    A screen calls :meth:`fresh` every second or so with its moves, the time and the clock's
    reading. Play is what the clock of a level counted between two looks: nothing while it is
    paused or on a break.
    """

    def __init__(self) -> None:
        self._played: dict[tuple[int, float], float] = {}
        self._last: tuple[int, int] | None = None

    def _play_since_last_look(self, reading: ClockReading | None) -> float:
        """Seconds a level's clock ran since the previous look."""
        last = self._last
        if reading is None or not isinstance(reading.item, Level):
            self._last = None
            return 0.0
        self._last = (reading.index, reading.elapsed_ms)
        if last is None:
            return 0.0
        if last[0] == reading.index:
            return max(0, reading.elapsed_ms - last[1]) / 1000
        return reading.elapsed_ms / 1000

    def fresh(self, moves: Sequence[M], now: float, reading: ClockReading | None) -> tuple[M, ...]:
        """The moves that are not stale at ``now``, in their order.

        A move seen for the first time counts the time since it was made as play when play
        is going on now (the screen was opened late, or the program restarted).
        """
        step = self._play_since_last_look(reading)
        playing = reading is not None and reading.running and isinstance(reading.item, Level)
        played: dict[tuple[int, float], float] = {}
        kept: list[M] = []
        for move in moves:
            key = (move.entry, move.at)
            before = self._played.get(key)
            if before is None:
                seen = max(0.0, now - move.at) if playing else 0.0
            else:
                seen = before + step
            played[key] = seen
            if seen < STALE_AFTER_S and now - move.at < LONGEST_S:
                kept.append(move)
        self._played = played
        return tuple(kept)
