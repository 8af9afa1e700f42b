"""The ticker along the bottom of the clock display: every message and move, a page at a time.

The items are packed into pages that each fit the ticker's width at its full font size; the
pages take turns, :data:`PAGE_SECONDS` each, counted on the wall clock (so every screen
showing the same tournament turns its pages together, and a test moves them with its fake
time). A single item too long for the ticker gets a page of its own, drawn smaller.

A seat move stays on the TV until it is stale: once the players have had
:data:`STALE_AFTER_S` of play to find their seats (:class:`MoveAges`). The rule is the
room's, shared with the phones and the browser TV (:mod:`tourney.domain.room.recent_moves`):
a move is dropped earlier when a hand is recorded at the table it went to, when the player
moves again or busts, or when the move is undone; no move is kept longer than
:data:`LONGEST_S`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from tourney.domain.room.recent_moves import LONGEST_S, STALE_AFTER_S, MoveAges

__all__ = [
    "LONGEST_S",
    "PAGE_SECONDS",
    "SEPARATOR",
    "STALE_AFTER_S",
    "MoveAges",
    "pack_pages",
    "page_at",
]

PAGE_SECONDS = 5
"""How long each page of the ticker is shown."""

SEPARATOR = "   •   "
"""Between two items of one page."""


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
