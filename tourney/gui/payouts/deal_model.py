"""The players of a deal as a Qt table: name, chips (editable), share of the chips, amount.

A thin adapter over :class:`DealController`; chip edits go to the controller, and so do the
amounts of a negotiated deal, typed in the window's language (``291,60`` in Italian).
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)

from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.gui.language import current_language
from tourney.gui.numbers import parse_decimal
from tourney.gui.payouts.deal_controller import DealController
from tourney.gui.payouts.money import chips_text, percent_text

__all__ = ["DealColumn", "DealModel"]

_Index = QModelIndex | QPersistentModelIndex


class DealColumn(IntEnum):
    """The deal table's columns."""

    PLAYER = 0
    CHIPS = 1
    SHARE = 2
    AMOUNT = 3


class DealModel(QAbstractTableModel):
    """One row per player left, by entry number."""

    def __init__(
        self,
        controller: DealController,
        currency: Currency = NO_CURRENCY,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._controller = controller
        self._currency = currency
        self._rows = len(controller.players)
        controller.changed.connect(self._refresh)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Players in the deal."""
        return 0 if parent.isValid() else self._rows

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns of :class:`DealColumn`."""
        return 0 if parent.isValid() else len(DealColumn)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles."""
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(DealColumn):
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            DealColumn.PLAYER: QCoreApplication.translate("DealModel", "Player"),
            DealColumn.CHIPS: QCoreApplication.translate("DealModel", "Chips"),
            DealColumn.SHARE: QCoreApplication.translate("DealModel", "Share of chips"),
            DealColumn.AMOUNT: QCoreApplication.translate("DealModel", "Receives"),
        }[DealColumn(section)]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role``."""
        players = self._controller.players
        if not index.isValid() or index.row() >= min(len(players), self._rows):
            return None
        row = index.row()
        player = players[row]
        column = DealColumn(index.column())
        if role == Qt.ItemDataRole.EditRole and column is DealColumn.CHIPS:
            return player.chips
        if role == Qt.ItemDataRole.EditRole and column is DealColumn.AMOUNT:
            amount = self._controller.amount_of(row)
            return None if amount is None else amount / 100
        if role == Qt.ItemDataRole.TextAlignmentRole and column is not DealColumn.PLAYER:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role == Qt.ItemDataRole.ToolTipRole and column is DealColumn.CHIPS:
            return QCoreApplication.translate(
                "DealModel", "Count the player's chips and type them in."
            )
        if (
            role == Qt.ItemDataRole.ToolTipRole
            and column is DealColumn.AMOUNT
            and self._controller.negotiating
        ):
            return QCoreApplication.translate(
                "DealModel", "Type the amount this player agreed to receive now."
            )
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column is DealColumn.PLAYER:
            return QCoreApplication.translate("DealModel", "{name} (entry {entry})").format(
                name=player.name, entry=player.entry
            )
        if column is DealColumn.CHIPS:
            return chips_text(player.chips)
        if column is DealColumn.SHARE:
            return percent_text(player.chips, self._controller.counted)
        amount = self._controller.amount_of(row)
        if amount is None:
            return "—"
        return money(amount, self._currency, language=current_language())

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """The chips are editable, and so are the amounts of a negotiated deal."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        if index.column() == DealColumn.CHIPS:
            return flags | Qt.ItemFlag.ItemIsEditable
        if index.column() == DealColumn.AMOUNT and self._controller.negotiating:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Send a chip count, or an amount agreed (in money, not cents), to the controller."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        if index.column() == DealColumn.AMOUNT:
            try:
                cents = round(parse_decimal(value) * 100)
            except ValueError:
                return False
            return self._controller.set_agreed(index.row(), cents)
        if index.column() != DealColumn.CHIPS:
            return False
        try:
            chips = int(_digits(str(value)))
        except ValueError:
            return False
        return self._controller.set_chips(index.row(), chips)

    def _refresh(self) -> None:
        rows = len(self._controller.players)
        if rows != self._rows:
            self.beginResetModel()
            self._rows = rows
            self.endResetModel()
        elif rows:
            self.dataChanged.emit(self.index(0, 0), self.index(rows - 1, len(DealColumn) - 1))


def _digits(text: str) -> str:
    """A typed whole number without its thousands marks (``12,500``, ``12.500``, ``12 500``)."""
    for mark in (",", ".", " ", "\u00a0", "\u202f"):
        text = text.replace(mark, "")
    return text.strip()
