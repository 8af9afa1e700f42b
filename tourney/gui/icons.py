"""The icons of the director's actions: play, pause, previous, next, restart, undo, redo.

Drawn for Tourney (``resources/icons/actions/*.svg``, rendered to the PNGs shipped in
``tourney/resources/icons/actions/`` by ``resources/icons/render_icons.py``), so they look the
same on every system. They replace the style's standard icons, whose Python side costs the
window's start a few milliseconds (Qt's style class and its fifteen enumerations).
"""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QSize
from PySide6.QtGui import QIcon

from tourney.resources import resource_path

__all__ = ["ACTION_ICONS", "SIZES", "action_icon"]

ACTION_ICONS = ("play", "pause", "previous", "next", "restart", "undo", "redo")
"""The names of the icons there are."""

SIZES = (16, 24, 32, 48)
"""The sizes drawn, in pixels; Qt picks the one that fits (or scales the nearest)."""


@cache
def action_icon(name: str) -> QIcon:
    """The icon ``name`` (one of :data:`ACTION_ICONS`), every size in it.

    Raises:
        ValueError: No icon has that name.
    """
    if name not in ACTION_ICONS:
        raise ValueError(f"no action icon {name!r} (there are: {', '.join(ACTION_ICONS)})")
    icon = QIcon()
    for size in SIZES:
        path = resource_path("icons", "actions", f"{name}-{size}.png")
        icon.addFile(str(path), QSize(size, size))  # the size given: read when first drawn
    return icon
