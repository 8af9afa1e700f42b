"""A structure's preview as a Qt table: level, blinds, ante, minutes, start and depth.

Chips and depths are written with the window's language's marks (``12.500``, ``45,5 BB`` in
Italian).

Shown by the new-tournament wizard and by the structure generator.

A thin adapter over :class:`~tourney.domain.levels.generator.PreviewRow` tuples; whoever builds the
structure hands the rows over with :meth:`PreviewModel.set_rows`.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)
from PySide6.QtGui import QFont

from tourney.base.messages import Number
from tourney.domain.levels.generator import GeneratedStructure, PreviewRow
from tourney.domain.levels.structure import AnteKind, Break, Level
from tourney.gui.language import current_language
from tourney.gui.numbers import chips_text
from tourney.gui.rows_model import RowsModel

__all__ = ["LevelColumn", "PreviewModel", "shallower_start"]


class LevelColumn(IntEnum):
    """The preview's columns."""

    LEVEL = 0
    BLINDS = 1
    ANTE = 2
    MINUTES = 3
    STARTS = 4
    DEPTH = 5


def _header(column: LevelColumn) -> str:
    return {
        LevelColumn.LEVEL: QCoreApplication.translate("Tournaments", "Level"),
        LevelColumn.BLINDS: QCoreApplication.translate("Tournaments", "Blinds"),
        LevelColumn.ANTE: QCoreApplication.translate("Tournaments", "Ante"),
        LevelColumn.MINUTES: QCoreApplication.translate("Tournaments", "Minutes"),
        LevelColumn.STARTS: QCoreApplication.translate("Tournaments", "Starts"),
        LevelColumn.DEPTH: QCoreApplication.translate("Tournaments", "Average stack"),
    }[column]


def _starts(row: PreviewRow) -> str:
    if row.starts_at is not None:
        return row.starts_at.strftime("%H:%M")
    hours, rest = divmod(row.starts_after // 60, 60)
    return f"+{hours}:{rest:02d}"


def _level_cell(row: PreviewRow, column: LevelColumn, level: Level) -> str:
    if column is LevelColumn.LEVEL:
        return str(row.level)
    if column is LevelColumn.BLINDS:
        return f"{chips_text(level.small_blind)} / {chips_text(level.big_blind)}"
    if column is LevelColumn.ANTE:
        if level.ante_kind is AnteKind.NONE or not level.ante:
            return ""
        kind = (
            QCoreApplication.translate("Tournaments", "BB ante")
            if level.ante_kind is AnteKind.BIG_BLIND
            else QCoreApplication.translate("Tournaments", "ante")
        )
        return f"{chips_text(level.ante)} ({kind})"
    if column is LevelColumn.DEPTH:
        if row.average_stack_bb is None:
            return ""
        return QCoreApplication.translate("Tournaments", "%1 BB").replace(
            "%1", Number(f"{row.average_stack_bb:g}").translated(current_language())
        )
    return ""


def _break_cell(column: LevelColumn, item: Break) -> str:
    if column is LevelColumn.LEVEL:
        return QCoreApplication.translate("Tournaments", "Break")
    if column is LevelColumn.BLINDS and item.colour_up:
        return QCoreApplication.translate("Tournaments", "colour up %1").replace(
            "%1", ", ".join(chips_text(v) for v in item.colour_up)
        )
    return ""


class PreviewModel(RowsModel[PreviewRow, LevelColumn]):
    """The preview's levels and breaks; whoever builds the structure calls :meth:`set_rows`."""

    columns = LevelColumn

    def header(self, column: LevelColumn) -> str:
        """Column titles."""
        return _header(column)

    def cell(self, row: PreviewRow, column: LevelColumn, role: int) -> Any:
        """The cell's text, alignment and (for breaks) emphasis."""
        if role == Qt.ItemDataRole.DisplayRole:
            if column is LevelColumn.MINUTES:
                return str(row.item.seconds // 60)
            if column is LevelColumn.STARTS:
                return _starts(row)
            if isinstance(row.item, Level):
                return _level_cell(row, column, row.item)
            return _break_cell(column, row.item)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is not LevelColumn.LEVEL:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.FontRole and isinstance(row.item, Break):
            font = QFont()
            font.setItalic(True)
            return font
        return None


def shallower_start(generated: GeneratedStructure, asked: int) -> str:
    """The sentence saying play starts shallower than ``asked`` big blinds, or ``""``.

    The generator starts shallower when the length leaves too few levels to climb from the
    depth asked to the end at a sensible pace: the director is told, not left to find out.
    """
    depth = int(generated.starting_big_blinds)
    if depth >= asked * 0.95:
        return ""
    return " " + (
        QCoreApplication.translate(
            "Tournaments",
            "To end in about that time, play starts %1 big blinds deep, not %2: make the "
            "tournament longer, the levels shorter or the breaks fewer to start deeper.",
        )
        .replace("%1", str(depth))
        .replace("%2", str(asked))
    )
