"""What the wizard says it chose for the rebuys and the add-on, in sentences.

The buy-in page says it under each offer as the fields change (:func:`offer_sentence`);
the summary, which knows the structure, says when the window really closes: at the end of
level N, or after the break that follows it, with the clock time
(:func:`window_with_structure`).
"""

from __future__ import annotations

from datetime import datetime, timedelta

from PySide6.QtCore import QCoreApplication

from tourney.domain.levels.structure import Break, Structure

__all__ = ["offer_sentence", "window_with_structure"]


def _how_many(limit: int | None) -> str:
    if limit is None:
        return QCoreApplication.translate("Tournaments", "as many as players want")
    if limit == 1:
        return QCoreApplication.translate("Tournaments", "once per entry")
    return QCoreApplication.translate("Tournaments", "up to %1 per entry").replace("%1", str(limit))


def _until(level: int | None) -> str:
    if level is None:
        return QCoreApplication.translate("Tournaments", "for the whole tournament")
    return QCoreApplication.translate(
        "Tournaments", "until the end of level %1 and during the break after it, if there is one"
    ).replace("%1", str(level))


def offer_sentence(
    *, rebuy: bool, offered: bool, limit: int | None, until: int | None, only_short: bool = False
) -> str:
    """The rebuy or add-on as the fields describe it, in one sentence.

    Args:
        rebuy: The rebuy (else the add-on).
        offered: Whether it is ticked.
        limit: How many per entry (``None``: no limit).
        until: The last level (``None``: the whole tournament).
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
    return text.replace("%1", _how_many(limit)).replace("%2", _until(until))


def window_with_structure(
    until: int | None, structure: Structure, *, start: datetime | None
) -> str:
    """When a window "until level ``until``" closes in ``structure``, with the clock time.

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
    if after_break:
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
