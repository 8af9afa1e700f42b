"""The ticker along the bottom of the clock display: every message and move, a page at a time.

The items are packed into pages that each fit the ticker's width at its full font size; the
pages take turns, :data:`PAGE_SECONDS` each, counted on the wall clock (so every screen
showing the same tournament turns its pages together, and a test moves them with its fake
time). A single item too long for the ticker gets a page of its own, drawn smaller.

A seat move stays on the TV until it is stale: once the players have had
:data:`STALE_AFTER_S` of play to find their seats. Only time while a level's clock runs
counts, so moves made at a break or during a pause stay until play has gone on for that
long. The snapshot drops a move earlier when a hand is recorded at the table it went to,
when the player moves again or busts, or when the move is undone
(:func:`tourney.gui.display_adapter.move_notices`); no move is kept longer than
:data:`LONGEST_S`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tourney.domain.levels.clock_events import ClockReading
from tourney.domain.levels.structure import Level
from tourney.gui.display.snapshot import MoveNotice

__all__ = [
    "LONGEST_S",
    "PAGE_SECONDS",
    "SEPARATOR",
    "STALE_AFTER_S",
    "MoveAges",
    "pack_pages",
    "page_at",
]

STALE_AFTER_S = 5 * 60.0
"""How much play a move stays on the TV for."""

LONGEST_S = 90 * 60.0
"""No move stays on the TV longer than this, play or not (a long dinner break)."""

PAGE_SECONDS = 5
"""How long each page of the ticker is shown."""

SEPARATOR = "   •   "
"""Between two items of one page."""


class MoveAges:
    """How long each move has been on the TV while play went on, to drop the stale ones.

    The display calls :meth:`fresh` at every repaint (about once a second) with the snapshot's
    moves, the time and the clock's reading. Play is what the clock of a level counted
    between two looks: nothing while it is paused or on a break.
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

    def fresh(
        self, moves: Sequence[MoveNotice], now: float, reading: ClockReading | None
    ) -> tuple[MoveNotice, ...]:
        """The moves that are not stale at ``now``, in their order.

        A move seen for the first time counts the time since it was made as play when play
        is going on now (the display was opened late, or the program restarted).
        """
        step = self._play_since_last_look(reading)
        playing = reading is not None and reading.running and isinstance(reading.item, Level)
        played: dict[tuple[int, float], float] = {}
        kept: list[MoveNotice] = []
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


def pack_pages(items: Sequence[str], width: float, measure: Callable[[str], float]) -> list[str]:
    """The items joined into pages, each as wide as ``width`` at most when it can be.

    Items keep their order; an item wider than ``width`` alone is a page of its own.
    """
    pages: list[str] = []
    current = ""
    for item in items:
        if not item:
            continue
        candidate = item if not current else current + SEPARATOR + item
        if current and measure(candidate) > width:
            pages.append(current)
            current = item
        else:
            current = candidate
    if current:
        pages.append(current)
    return pages


def page_at(count: int, now: float) -> int:
    """Which of ``count`` pages is shown at ``now``."""
    if count <= 1:
        return 0
    return int(now // PAGE_SECONDS) % count
