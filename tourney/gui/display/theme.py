"""Colour themes for the clock display: a dark one for dim rooms and a light one.

A :class:`Theme` is plain data (``#rrggbb`` strings); the widgets turn it into colours.
"""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["DARK", "LIGHT", "THEMES", "Theme"]


@dataclass(frozen=True, slots=True)
class Theme:
    """The colours of the display.

    Attributes:
        name: The theme's id (``"dark"``, ``"light"``).
        background: The window background.
        panel: The background of the side panel and the bands.
        text: Ordinary text and the running digits.
        muted: Captions and secondary text.
        dimmed: The digits while the clock is paused.
        accent: The level title and the blinds.
        break_accent: The break title and the colour-up notice.
        warning: The last minute's digits.
        danger: Overtime digits and the hand-for-hand banner.
        on_danger: Text drawn on the ``danger`` colour.
        overlay: The background of the "paused" badge.
    """

    name: str
    background: str
    panel: str
    text: str
    muted: str
    dimmed: str
    accent: str
    break_accent: str
    warning: str
    danger: str
    on_danger: str
    overlay: str


DARK = Theme(
    name="dark",
    background="#0b0f14",
    panel="#16202b",
    text="#f4f6f8",
    muted="#8a97a6",
    dimmed="#3b4757",
    accent="#ffd166",
    break_accent="#4fd1c5",
    warning="#ffb020",
    danger="#e5484d",
    on_danger="#ffffff",
    overlay="#2b3744",
)

LIGHT = Theme(
    name="light",
    background="#f6f7f9",
    panel="#e4e8ee",
    text="#111820",
    muted="#5b6775",
    dimmed="#b9c1cc",
    accent="#0b5cad",
    break_accent="#0f7d72",
    warning="#b25e00",
    danger="#c8252c",
    on_danger="#ffffff",
    overlay="#ffffff",
)

THEMES: dict[str, Theme] = {DARK.name: DARK, LIGHT.name: LIGHT}
"""The themes by name."""
