"""The colours of the Tables tab: felt, rail, name plates and the button and blind markers.

Chosen for contrast on a bright room's screen: dark text on light plates, white on the blinds'
markers, and the selection in a strong blue that no marker uses.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

__all__ = [
    "BB",
    "BUSTING",
    "BUSTING_FILL",
    "BUTTON",
    "EFFECTIVE",
    "FELT",
    "FELT_TEXT",
    "HAND_FOR_HAND",
    "HOLD",
    "MODE",
    "OPEN",
    "PLATE",
    "PLATE_BORDER",
    "PLATE_TEXT",
    "QUIET_TEXT",
    "RAIL",
    "RESERVED",
    "SB",
    "SELECTED",
    "SELECTED_FILL",
    "UNCONFIRMED",
]

FELT = QColor("#1f6b45")
RAIL = QColor("#5b4032")
FELT_TEXT = QColor("#e8f5e9")
MODE = QColor("#ffca28")
PLATE = QColor("#ffffff")
PLATE_BORDER = QColor("#78909c")
PLATE_TEXT = QColor("#1a1a1a")
QUIET_TEXT = QColor("#607d8b")
RESERVED = QColor("#cfd8dc")
OPEN = QColor("#eef2f4")
SELECTED = QColor("#1565c0")
SELECTED_FILL = QColor("#e3f2fd")
BUTTON = QColor("#ffffff")
SB = QColor("#1e88e5")
BB = QColor("#c62828")
EFFECTIVE = QColor("#ef6c00")
HAND_FOR_HAND = QColor("#ffb300")
UNCONFIRMED = QColor("#fff3e0")
BUSTING = QColor("#c62828")
BUSTING_FILL = QColor("#ffebee")
HOLD = QColor("#d32f2f")
