"""The editor of an amount agreed in a negotiated deal: money in the window's language.

A :class:`~tourney.gui.number_boxes.DecimalSpinBox` in the cell, so ``291,60`` is read in
Italian and ``291.60`` in English; the model receives the amount in money (not cents).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QObject, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QWidget

from tourney.gui.number_boxes import DecimalSpinBox

__all__ = ["MoneyDelegate"]

_Index = QModelIndex | QPersistentModelIndex

_MOST = 100_000_000
"""The largest amount typed, in money (a hundred million)."""


class MoneyDelegate(QStyledItemDelegate):
    """Edits an amount of money with the money's decimals (2, or 0 for whole amounts)."""

    def __init__(self, parent: QObject | None = None, *, decimals: Callable[[], int]) -> None:
        super().__init__(parent)
        self._decimals = decimals

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        """A money spin box, right-aligned, without a frame."""
        editor = DecimalSpinBox(parent)
        editor.setRange(0, _MOST)
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        """Load the cell's amount."""
        assert isinstance(editor, DecimalSpinBox)
        editor.set_cents(round(float(index.data(Qt.ItemDataRole.EditRole) or 0) * 100))
        editor.follow_decimals(self._decimals())

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        """Send the amount to the model (which may refuse it)."""
        assert isinstance(editor, DecimalSpinBox)
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)
