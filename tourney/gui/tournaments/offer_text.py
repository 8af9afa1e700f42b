"""What the wizard and the settings say was chosen for the rebuys and the add-on, in sentences.

The buy-in page says it under each offer as the fields change (:func:`offer_sentence`):
until the end of level N (with or without the break after it), until the end of the first
break, during the first break only. The summary, which knows the structure, says when the
window really closes, with the clock time (:func:`offer_window_with_structure`): the break
named by the level it follows, and a break the structure does not have.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication

from tourney.domain.levels.structure import Break, Structure
from tourney.domain.setup import break_index, levels_started
from tourney.gui.tournaments.offer_window import Window, WindowKind

__all__ = ["break_words", "offer_sentence", "offer_window_with_structure", "window_with_structure"]


def _how_many(limit: int | None) -> str:
    if limit is None:
        return QCoreApplication.translate("Tournaments", "as many as players want")
    if limit == 1:
        return QCoreApplication.translate("Tournaments", "once per entry")
    return QCoreApplication.translate("Tournaments", "up to %1 per entry").replace("%1", str(limit))


def break_words(number: int) -> str:
    """A break by its number, as a sentence says it: "the first break", "break 4"."""
    named = {
        1: QCoreApplication.translate("Tournaments", "the first break"),
        2: QCoreApplication.translate("Tournaments", "the second break"),
        3: QCoreApplication.translate("Tournaments", "the third break"),
    }
    return named.get(number) or QCoreApplication.translate("Tournaments", "break %1").replace(
        "%1", str(number)
    )


def _until(window: Window) -> str:
    kind, number = window.kind, window.number
    if kind is WindowKind.LEVEL:
        return QCoreApplication.translate(
            "Tournaments", "until the end of level %1 (not in the break after it)"
        ).replace("%1", str(number))
    if kind is WindowKind.LEVEL_AND_BREAK:
        return QCoreApplication.translate(
            "Tournaments",
            "until the end of level %1 and during the break after it, if there is one",
        ).replace("%1", str(number))
    if kind is WindowKind.BREAK:
        return QCoreApplication.translate("Tournaments", "until the end of %1").replace(
            "%1", break_words(number)
        )
    if kind is WindowKind.BREAK_ONLY:
        return QCoreApplication.translate("Tournaments", "during %1 only").replace(
            "%1", break_words(number)
        )
    return QCoreApplication.translate("Tournaments", "for the whole tournament")


def offer_sentence(
    *,
    rebuy: bool,
    offered: bool,
    limit: int | None,
    window: Window,
    only_short: bool = False,
) -> str:
    """The rebuy or add-on as the fields describe it, in one sentence.

    Args:
        rebuy: The rebuy (else the add-on).
        offered: Whether it is ticked.
        limit: How many per entry (``None``: no limit).
        window: When it may be bought.
        only_short: Rebuys only at or below the starting stack.
    """
    if not offered:
        return (
            QCoreApplication.translate("Tournaments", "No rebuys.")
            if rebuy
            else QCoreApplication.translate("Tournaments", "No add-on.")
        )
    if rebuy:
        text = QCoreApplication.translate("Tournaments", "Rebuys: %1, %2.")
        if only_short:
            text = QCoreApplication.translate(
                "Tournaments", "Rebuys: %1, %2, for a stack at or below the starting stack."
            )
    else:
        text = QCoreApplication.translate("Tournaments", "The add-on: %1, %2.")
    return text.replace("%1", _how_many(limit)).replace("%2", _until(window))


def window_with_structure(
    until: int | None, structure: Structure, *, start: datetime | None, with_break: bool = True
) -> str:
    """When a window "until level ``until``" closes in ``structure``, with the clock time.

    With ``with_break`` (as "until level N" always meant) the break right after the level
    is part of the window; without it the window closes when the level ends.

    >>> from tourney.domain.levels.templates import template
    >>> window_with_structure(6, template("regular").structure, start=None)
    'until the end of level 6 and the break after it'
    """
    if until is None:
        return QCoreApplication.translate("Tournaments", "for the whole tournament")
    levels = structure.levels()
    if until > len(levels):
        return QCoreApplication.translate(
            "Tournaments", "for the whole tournament (the structure has %1 levels)"
        ).replace("%1", str(len(levels)))
    index = levels[until - 1][0]
    closes = index + 1
    after_break = closes < len(structure.items) and isinstance(structure.items[closes], Break)
    if after_break and with_break:
        closes += 1
        text = QCoreApplication.translate(
            "Tournaments", "until the end of level %1 and the break after it"
        )
    else:
        text = QCoreApplication.translate("Tournaments", "until the end of level %1")
    text = text.replace("%1", str(until))
    if start is not None and closes < len(structure.items):
        at = start + timedelta(seconds=structure.start_offsets()[closes])
        text += " " + QCoreApplication.translate("Tournaments", "(about %1)").replace(
            "%1", at.strftime("%H:%M")
        )
    return text


def offer_window_with_structure(
    window: Window, structure: Structure, *, start: datetime | None
) -> str:
    """When a rebuy or add-on window closes (or its break is played) in ``structure``.

    A window ending at a level is :func:`window_with_structure`'s (with or without the break
    after it); a break is named by the level it follows, with its clock time from ``start``.
    """
    kind, number = window.kind, window.number
    if kind is WindowKind.WHOLE:
        return QCoreApplication.translate("Tournaments", "for the whole tournament")
    if kind in (WindowKind.LEVEL, WindowKind.LEVEL_AND_BREAK):
        return window_with_structure(
            number, structure, start=start, with_break=kind is WindowKind.LEVEL_AND_BREAK
        )
    index = break_index(structure, number)
    if index is None:
        breaks = sum(1 for item in structure.items if isinstance(item, Break))
        return (
            QCoreApplication.translate(
                "Tournaments", "during %1, but this structure has only %2 breaks: never"
            )
            .replace("%1", break_words(number))
            .replace("%2", str(breaks))
        )
    after = levels_started(structure, index)
    offsets = structure.start_offsets()
    if kind is WindowKind.BREAK:
        text = QCoreApplication.translate(
            "Tournaments", "until the end of the break after level %1"
        ).replace("%1", str(after))
        moment = index + 1
    else:
        text = QCoreApplication.translate(
            "Tournaments", "during the break after level %1 only"
        ).replace("%1", str(after))
        moment = index
    if start is not None and moment < len(structure.items):
        at = start + timedelta(seconds=offsets[moment])
        text += " " + QCoreApplication.translate("Tournaments", "(about %1)").replace(
            "%1", at.strftime("%H:%M")
        )
    return text
