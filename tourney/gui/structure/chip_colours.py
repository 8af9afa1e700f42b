"""Chip colours as the director reads them: the usual colours' names in the window's language.

A chip set stores each colour as typed (``"green"``); the usual ones are English words,
said here in the window's language ("verde"; of several chips "verdi") and read back from
it, so a set made in Italian works in English too. A colour that is not one of them is
shown as typed.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

__all__ = ["COLOURS", "colour_key", "colour_name"]

COLOURS: tuple[str, ...] = (
    str(QT_TRANSLATE_NOOP("ChipColours", "white")),
    str(QT_TRANSLATE_NOOP("ChipColours", "red")),
    str(QT_TRANSLATE_NOOP("ChipColours", "blue")),
    str(QT_TRANSLATE_NOOP("ChipColours", "green")),
    str(QT_TRANSLATE_NOOP("ChipColours", "black")),
    str(QT_TRANSLATE_NOOP("ChipColours", "purple")),
    str(QT_TRANSLATE_NOOP("ChipColours", "yellow")),
    str(QT_TRANSLATE_NOOP("ChipColours", "orange")),
    str(QT_TRANSLATE_NOOP("ChipColours", "pink")),
    str(QT_TRANSLATE_NOOP("ChipColours", "grey")),
    str(QT_TRANSLATE_NOOP("ChipColours", "brown")),
    str(QT_TRANSLATE_NOOP("ChipColours", "light blue")),
)
"""The usual chip colours, in English (the stored words)."""

_SEVERAL: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "white"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "red"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "blue"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "green"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "black"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "purple"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "yellow"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "orange"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "pink"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "grey"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "brown"),
    QT_TRANSLATE_NOOP("ChipColoursSeveral", "light blue"),
)
"""The same colours said of several chips ("8 × 25 verdi"): Italian and Romanian adjectives
agree with the chips they describe. Qt looks them up itself; nothing reads this tuple."""


def colour_name(colour: str, *, chips: int = 1) -> str:
    """``colour`` in the window's language when it is a usual one, else as it is.

    Args:
        colour: The stored colour.
        chips: How many chips it describes (Italian "verde" of one, "verdi" of several).
    """
    key = colour.strip().lower()
    if key in COLOURS:
        context = "ChipColours" if chips == 1 else "ChipColoursSeveral"
        return QCoreApplication.translate(context, key)
    return colour


def colour_key(text: str) -> str:
    """What to store for ``text`` typed or picked: the English word of a usual colour."""
    typed = text.strip()
    for key in COLOURS:
        if typed.lower() in {key, QCoreApplication.translate("ChipColours", key).lower()}:
            return key
    return typed
