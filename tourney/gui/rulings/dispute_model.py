"""The seats of a dispute as a Qt table: seat, name, chips put in, folded, cards.

A thin adapter: it reads :attr:`RulingsController.dispute` and sends every edit back to the
controller, which decides whether it is allowed.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tourney.gui.numbers import chips_text, parse_chips
from tourney.gui.rulings.dispute import SeatEntry
from tourney.gui.rulings.rulings_controller import RulingsController

__all__ = ["CARDS_ROLE", "SEAT_ROLE", "Column", "DisputeModel"]

#: Role holding the seat's cards (a tuple of ``Card``) on every cell.
CARDS_ROLE = Qt.ItemDataRole.UserRole + 1
#: Role holding the seat number on every cell.
SEAT_ROLE = Qt.ItemDataRole.UserRole + 2

_Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    """The table's columns."""

    SEAT = 0
    NAME = 1
    CONTRIBUTION = 2
    FOLDED = 3
    CARDS = 4


def _header(column: Column) -> str:
    return {
        Column.SEAT: QCoreApplication.translate("DisputeModel", "Seat"),
        Column.NAME: QCoreApplication.translate("DisputeModel", "Player"),
        Column.CONTRIBUTION: QCoreApplication.translate("DisputeModel", "Put in"),
        Column.FOLDED: QCoreApplication.translate("DisputeModel", "Folded"),
        Column.CARDS: QCoreApplication.translate("DisputeModel", "Cards"),
    }[column]


_TOOLTIPS = {
    Column.SEAT: QT_TRANSLATE_NOOP("DisputeModel", "The seat number at the table."),
    Column.NAME: QT_TRANSLATE_NOOP("DisputeModel", "The player's name (optional)."),
    Column.CONTRIBUTION: QT_TRANSLATE_NOOP(
        "DisputeModel", "Every chip the seat put in this hand: blinds, antes and bets."
    ),
    Column.FOLDED: QT_TRANSLATE_NOOP(
        "DisputeModel", "Tick if the seat folded: its chips stay in the pot as dead money."
    ),
    Column.CARDS: QT_TRANSLATE_NOOP(
        "DisputeModel", "Select the row, then pick the cards with the card picker."
    ),
}


class DisputeModel(QAbstractTableModel):
    """One row per seat in the hand, in seat order."""

    def __init__(self, controller: RulingsController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: tuple[SeatEntry, ...] = controller.dispute.seats
        controller.dispute_changed.connect(self._refresh)

    def entry(self, row: int) -> SeatEntry:
        """The seat shown on ``row``."""
        return self._rows[row]

    def row_of(self, seat: int) -> int:
        """The row showing ``seat``, or -1."""
        return next((row for row, e in enumerate(self._rows) if e.seat == seat), -1)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Seats in the hand (a table has no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The five columns of :class:`Column`."""
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles and their tooltips."""
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        column = Column(section)
        if role == Qt.ItemDataRole.DisplayRole:
            return _header(column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return QCoreApplication.translate("DisputeModel", str(_TOOLTIPS[column]))
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role``."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        entry = self._rows[index.row()]
        column = Column(index.column())
        if role == CARDS_ROLE:
            return entry.cards
        if role == SEAT_ROLE:
            return entry.seat
        if role == Qt.ItemDataRole.CheckStateRole and column is Column.FOLDED:
            return Qt.CheckState.Checked if entry.folded else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            Column.SEAT,
            Column.CONTRIBUTION,
        ):
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_value(entry, column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display_value(entry, column)
        return None

    @staticmethod
    def _edit_value(entry: SeatEntry, column: Column) -> Any:
        return {
            Column.SEAT: entry.seat,
            Column.NAME: entry.name,
            Column.CONTRIBUTION: entry.contribution,
        }.get(column)

    @staticmethod
    def _display_value(entry: SeatEntry, column: Column) -> str | None:
        if column is Column.SEAT:
            return str(entry.seat)
        if column is Column.NAME:
            return entry.name
        if column is Column.CONTRIBUTION:
            return chips_text(entry.contribution)
        if column is Column.CARDS:
            return " ".join(card.pretty for card in entry.cards)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Every cell is selectable; seat, name and chips are editable; folded is a check box."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = Column(index.column())
        if column is Column.FOLDED:
            return flags | Qt.ItemFlag.ItemIsUserCheckable
        if column in (Column.SEAT, Column.NAME, Column.CONTRIBUTION):
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Send an edit to the controller; False when it refuses."""
        if not index.isValid() or index.row() >= len(self._rows):
            return False
        seat = self._rows[index.row()].seat
        column = Column(index.column())
        controller = self._controller
        if role == Qt.ItemDataRole.CheckStateRole and column is Column.FOLDED:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            return controller.set_folded(seat, folded=checked)
        if role != Qt.ItemDataRole.EditRole:
            return False
        if column is Column.SEAT:
            return controller.set_seat_number(seat, int(value))
        if column is Column.NAME:
            return controller.set_name(seat, str(value))
        if column is Column.CONTRIBUTION:
            try:
                chips = parse_chips(value)
            except ValueError:
                return False
            return controller.set_contribution(seat, chips)
        return False

    def _refresh(self) -> None:
        rows = self._controller.dispute.seats
        if len(rows) != len(self._rows):
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
            return
        changed = [
            row for row, (old, new) in enumerate(zip(self._rows, rows, strict=True)) if old != new
        ]
        self._rows = rows
        if changed:
            self.dataChanged.emit(
                self.index(min(changed), 0), self.index(max(changed), len(Column) - 1)
            )
