"""The library's tournaments as a Qt table: name, date, venue, status, entries, last changed.

A thin adapter over :class:`~tourney.gui.tournaments.catalog.TournamentRow` lists (most
recently changed first); :class:`TournamentsController` hands new rows over.
"""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    Qt,
)

from tourney.base.formats import collation_text
from tourney.gui.language import current_language
from tourney.gui.rows_model import RowsModel
from tourney.gui.tournaments.catalog import Stage, TournamentRow

__all__ = ["ID_ROLE", "SORT_ROLE", "TournamentColumn", "TournamentsModel", "stage_name"]

#: Role holding the tournament's library id on every cell.
ID_ROLE = Qt.ItemDataRole.UserRole + 1
#: Role holding the value a column sorts by (numbers and times, not their text).
SORT_ROLE = Qt.ItemDataRole.UserRole + 2


class TournamentColumn(IntEnum):
    """The list's columns."""

    NAME = 0
    DATE = 1
    VENUE = 2
    STATUS = 3
    ENTRIES = 4
    CHANGED = 5


def stage_name(stage: Stage) -> str:
    """How far a tournament got, as the list says it."""
    return {
        Stage.PLANNED: QCoreApplication.translate("Tournaments", "Planned"),
        Stage.REGISTERING: QCoreApplication.translate("Tournaments", "Registering"),
        Stage.RUNNING: QCoreApplication.translate("Tournaments", "Running"),
        Stage.FINISHED: QCoreApplication.translate("Tournaments", "Finished"),
        Stage.DAMAGED: QCoreApplication.translate("Tournaments", "Cannot be read"),
    }[stage]


def _header(column: TournamentColumn) -> str:
    return {
        TournamentColumn.NAME: QCoreApplication.translate("Tournaments", "Name"),
        TournamentColumn.DATE: QCoreApplication.translate("Tournaments", "Date"),
        TournamentColumn.VENUE: QCoreApplication.translate("Tournaments", "Venue"),
        TournamentColumn.STATUS: QCoreApplication.translate("Tournaments", "Status"),
        TournamentColumn.ENTRIES: QCoreApplication.translate("Tournaments", "Entries"),
        TournamentColumn.CHANGED: QCoreApplication.translate("Tournaments", "Last changed"),
    }[column]


def _display(row: TournamentRow, column: TournamentColumn) -> str:
    if column is TournamentColumn.NAME:
        return row.name
    if column is TournamentColumn.DATE:
        return row.date
    if column is TournamentColumn.VENUE:
        return row.venue
    if column is TournamentColumn.STATUS:
        return stage_name(row.stage)
    if column is TournamentColumn.ENTRIES:
        return str(row.entries)
    return datetime.fromtimestamp(row.updated_at).strftime("%Y-%m-%d %H:%M")


def _sort_key(row: TournamentRow, column: TournamentColumn) -> Any:
    if column is TournamentColumn.ENTRIES:
        return row.entries
    if column is TournamentColumn.CHANGED:
        return row.updated_at
    return collation_text(_display(row, column), current_language())


class TournamentsModel(RowsModel[TournamentRow, TournamentColumn]):
    """One row per tournament, in the order the controller gives (most recent first)."""

    columns = TournamentColumn

    def tournament(self, row: int) -> TournamentRow:
        """The tournament shown on ``row``."""
        return self.row_at(row)

    def header(self, column: TournamentColumn) -> str:
        """Column titles."""
        return _header(column)

    def cell(self, row: TournamentRow, column: TournamentColumn, role: int) -> Any:
        """The cell's text, its sort value, the tournament's id, alignment."""
        if role == Qt.ItemDataRole.DisplayRole:
            return _display(row, column)
        if role == ID_ROLE:
            return row.id
        if role == SORT_ROLE:
            return _sort_key(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is TournamentColumn.ENTRIES:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
