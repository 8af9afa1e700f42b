"""A read-only Qt table over a tuple of rows: the part every list-like view shares.

A subclass names its columns (an ``IntEnum``), gives their titles (:meth:`RowsModel.header`)
and answers for one cell (:meth:`RowsModel.cell`); the row bookkeeping, the header and the
index checks are here once.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import IntEnum
from typing import Any, Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QObject, QPersistentModelIndex, Qt

__all__ = ["RowsModel"]

Row = TypeVar("Row")
Column = TypeVar("Column", bound=IntEnum)
Index = QModelIndex | QPersistentModelIndex


class RowsModel(QAbstractTableModel, Generic[Row, Column]):
    """Rows of ``Row`` in the columns of ``columns``; replaced whole with :meth:`set_rows`."""

    columns: type[Column]

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[Row, ...] = ()

    def set_rows(self, rows: Iterable[Row]) -> None:
        """Show other rows."""
        self.beginResetModel()
        self._rows = tuple(rows)
        self.endResetModel()

    def row_at(self, row: int) -> Row:
        """The row shown at ``row``."""
        return self._rows[row]

    def header(self, column: Column) -> str:
        """A column's title (override)."""
        return column.name.title()

    def cell(self, row: Row, column: Column, role: int) -> Any:
        """What ``row`` shows in ``column`` for ``role``; ``None`` for nothing (override)."""
        raise NotImplementedError

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """The rows (a table has no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        """The columns."""
        return 0 if parent.isValid() else len(self.columns)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        """Column titles."""
        if (
            orientation is Qt.Orientation.Horizontal
            and role == Qt.ItemDataRole.DisplayRole
            and 0 <= section < len(self.columns)
        ):
            return self.header(self.columns(section))
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role`` (see :meth:`cell`)."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        return self.cell(self._rows[index.row()], self.columns(index.column()), role)
