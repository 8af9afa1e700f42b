"""Editors for the level table: spin boxes for amounts and minutes, lists for the choices."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QLineEdit,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tourney.domain.levels.structure import AnteKind, Game, Limit
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.structure.labels import choices
from tourney.gui.structure.levels_model import Column

__all__ = ["LevelDelegate"]

_Index = QModelIndex | QPersistentModelIndex

#: The largest blind or ante a spin box accepts.
MAX_AMOUNT = 2_000_000_000

_CHOICES: dict[Column, type[AnteKind] | type[Game] | type[Limit]] = {
    Column.ANTE_KIND: AnteKind,
    Column.GAME: Game,
    Column.LIMIT: Limit,
}


class LevelDelegate(QStyledItemDelegate):
    """Picks the editor by column; amounts step by the smallest chip in the set."""

    def __init__(self, *, chip_step: Callable[[], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._chip_step = chip_step

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        """A spin box, a combo box or a line edit, as the column needs."""
        column = Column(index.column())
        if column in _CHOICES:
            combo = QComboBox(parent)
            for value, name in choices(_CHOICES[column]):
                combo.addItem(name, value)
            return combo
        if column is Column.COLOUR_UP:
            line = QLineEdit(parent)
            line.setPlaceholderText(self.tr("e.g. 25, 100"))
            line.setFrame(False)
            return line
        if column is Column.MINUTES:
            spin = QSpinBox(parent)
            spin.setRange(1, 24 * 60)
        else:
            spin = ChipsSpinBox(parent)
            spin.setRange(0, MAX_AMOUNT)
            spin.setSingleStep(max(self._chip_step(), 1))
        spin.setAlignment(Qt.AlignmentFlag.AlignRight)
        spin.setFrame(False)
        return spin

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        """Load the cell's value."""
        value = index.data(Qt.ItemDataRole.EditRole)
        if isinstance(editor, QComboBox):
            editor.setCurrentIndex(max(editor.findData(value), 0))
        elif isinstance(editor, QLineEdit):
            editor.setText(str(value or ""))
        elif isinstance(editor, QSpinBox):
            editor.setValue(int(value or 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        """Send the value to the model (whose controller may refuse it)."""
        if isinstance(editor, QComboBox):
            value: object = editor.currentData()
        elif isinstance(editor, QLineEdit):
            value = editor.text()
        else:
            assert isinstance(editor, QSpinBox)
            editor.interpretText()
            value = editor.value()
        model.setData(index, value, Qt.ItemDataRole.EditRole)
