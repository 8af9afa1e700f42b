"""The seats of the hand as a compact table as tall as its rows, so that all ten are in sight.

One row per seat, a text line high (the cards drawn small in it); the table asks the page for
the height of its rows, at least three, and grows as seats are added, so that it never
scrolls by itself and the picker below it stays in reach.
"""

from __future__ import annotations

from PySide6.QtCore import QAbstractItemModel, QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QSizePolicy, QTableView, QWidget

from tourney.gui.rulings.dispute_model import Column

__all__ = ["MIN_ROWS", "SeatsTable"]

#: The rows the table always has room for, however few seats are in the hand.
MIN_ROWS = 3

_WIDTHS = {Column.SEAT: 60, Column.NAME: 150, Column.CONTRIBUTION: 120, Column.FOLDED: 76}


class SeatsTable(QTableView):
    """A table of seats whose height is that of its rows (at least :data:`MIN_ROWS`)."""

    def __init__(self, model: QAbstractItemModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.setAlternatingRowColors(True)
        rows = self.verticalHeader()
        rows.setVisible(False)
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(max(26, self.fontMetrics().height() + 12))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.setStretchLastSection(True)
        for column, width in _WIDTHS.items():
            self.setColumnWidth(column, width)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self._too_narrow = False
        for signal in (model.modelReset, model.rowsInserted, model.rowsRemoved):
            signal.connect(self.updateGeometry)

    def rows_height(self) -> int:
        """The height that shows every row (at least :data:`MIN_ROWS`), header and frame."""
        rows = max(self.model().rowCount(), MIN_ROWS)
        height = self.horizontalHeader().sizeHint().height()
        height += rows * self.verticalHeader().defaultSectionSize() + 2 * self.frameWidth()
        if self._too_narrow:
            height += self.horizontalScrollBar().sizeHint().height()
        return height

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A page too narrow for the columns scrolls them: room for the scroll bar below."""
        super().resizeEvent(event)
        too_narrow = self.horizontalHeader().length() > self.viewport().width()
        if too_narrow != self._too_narrow:
            self._too_narrow = too_narrow
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        """As wide as a table likes, as tall as :meth:`rows_height`."""
        return QSize(super().sizeHint().width(), self.rows_height())

    def minimumSizeHint(self) -> QSize:
        """Every row stays in sight: the page scrolls as a whole rather than the table."""
        return QSize(super().minimumSizeHint().width(), self.rows_height())
