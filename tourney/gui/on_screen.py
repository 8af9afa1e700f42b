"""A window that grows keeps its whole frame on its screen.

Qt grows a window from its top-left corner: a dialog opened small in the middle of a laptop's
768-pixel screen, which then shows a table under its lines, would put its buttons below the
screen. :func:`keep_on_screen` moves such a window up (and left) just enough to show it whole.
"""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

__all__ = ["keep_on_screen", "moved_into"]


def moved_into(frame: QRect, area: QRect) -> tuple[int, int]:
    """Where ``frame``'s top-left goes so that it lies in ``area`` with as little move as can be.

    A frame bigger than the area keeps its top-left corner in the area (its title bar and
    first lines stay reachable).
    """
    x = frame.left() + min(0, area.right() - frame.right())
    y = frame.top() + min(0, area.bottom() - frame.bottom())
    return max(area.left(), x), max(area.top(), y)


def keep_on_screen(window: QWidget) -> None:
    """Move ``window`` (a top-level window) so that its frame lies on its screen's free area."""
    screen = window.screen()
    if screen is None or not window.isWindow():
        return
    frame = window.frameGeometry()
    x, y = moved_into(frame, screen.availableGeometry())
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)
