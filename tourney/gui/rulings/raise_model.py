"""The actions of a betting round as a Qt table: player, action, amount (his total after it).

A thin adapter over :attr:`RaiseController.round`; edits go back to the controller.
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

from tourney.engine.betting_actions import ActionKind
from tourney.gui.numbers import chips_text, parse_chips
from tourney.gui.rulings.raise_controller import ActionRow, RaiseController

__all__ = ["ActionColumn", "ActionsModel", "action_label"]

_Index = QModelIndex | QPersistentModelIndex

_ACTION_LABELS = {
    ActionKind.SMALL_BLIND: QT_TRANSLATE_NOOP("ActionsModel", "small blind"),
    ActionKind.BIG_BLIND: QT_TRANSLATE_NOOP("ActionsModel", "big blind"),
    ActionKind.STRADDLE: QT_TRANSLATE_NOOP("ActionsModel", "straddle"),
    ActionKind.FOLD: QT_TRANSLATE_NOOP("ActionsModel", "fold"),
    ActionKind.CHECK: QT_TRANSLATE_NOOP("ActionsModel", "check"),
    ActionKind.CALL: QT_TRANSLATE_NOOP("ActionsModel", "call"),
    ActionKind.BET: QT_TRANSLATE_NOOP("ActionsModel", "bet"),
    ActionKind.RAISE: QT_TRANSLATE_NOOP("ActionsModel", "raise"),
    ActionKind.ALL_IN: QT_TRANSLATE_NOOP("ActionsModel", "all-in"),
}


def action_label(kind: ActionKind) -> str:
    """The action's name for people, translated."""
    return QCoreApplication.translate("ActionsModel", str(_ACTION_LABELS[kind]))


class ActionColumn(IntEnum):
    """The table's columns."""

    PLAYER = 0
    ACTION = 1
    TO = 2


class ActionsModel(QAbstractTableModel):
    """One row per action, in the order they happened."""

    def __init__(self, controller: RaiseController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._rows: tuple[ActionRow, ...] = controller.round.actions
        controller.round_changed.connect(self._refresh)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Actions so far (a table has no children)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Player, action, amount."""
        return 0 if parent.isValid() else len(ActionColumn)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles; rows are numbered from 1."""
        if role == Qt.ItemDataRole.DisplayRole and orientation is Qt.Orientation.Vertical:
            return str(section + 1)
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(ActionColumn):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                self.tr("Player"),
                self.tr("Action"),
                self.tr("To (their total)"),
            )[section]
        if role == Qt.ItemDataRole.ToolTipRole and section == ActionColumn.TO:
            return self.tr(
                "The player's total in front of them this round after the action: raise TO."
            )
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role``."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = ActionColumn(index.column())
        if role == Qt.ItemDataRole.EditRole:
            if column is ActionColumn.PLAYER:
                return row.player
            if column is ActionColumn.ACTION:
                return row.kind.value
            return row.to
        if role == Qt.ItemDataRole.DisplayRole:
            if column is ActionColumn.PLAYER:
                return row.player
            if column is ActionColumn.ACTION:
                return action_label(row.kind)
            return "—" if row.to is None else chips_text(row.to)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is ActionColumn.TO:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Every cell is editable except the amount of a fold, check or call."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        row = self._rows[index.row()]
        if index.column() == ActionColumn.TO and not row.kind.needs_amount:
            return flags
        return flags | Qt.ItemFlag.ItemIsEditable

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Send an edit to the controller."""
        if not index.isValid() or role != Qt.ItemDataRole.EditRole:
            return False
        column = ActionColumn(index.column())
        if column is ActionColumn.PLAYER:
            return self._controller.set_action(index.row(), player=str(value).strip())
        if column is ActionColumn.ACTION:
            try:
                kind = ActionKind.parse(str(value))
            except ValueError:
                return False
            return self._controller.set_action(index.row(), kind=kind)
        if not self._rows[index.row()].kind.needs_amount:
            return False
        try:
            to = parse_chips(value)
        except ValueError:
            return False
        return self._controller.set_action(index.row(), to=to)

    def _refresh(self) -> None:
        rows = self._controller.round.actions
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
                self.index(min(changed), 0), self.index(max(changed), len(ActionColumn) - 1)
            )
