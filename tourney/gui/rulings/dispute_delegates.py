"""Editors and painters for the seats table: spin boxes for numbers, cards drawn as cards."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, QRect, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QApplication,
    QSpinBox,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from tourney.engine.cards import Card
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.rulings.card_style import card_colour
from tourney.gui.rulings.dispute_model import CARDS_ROLE

__all__ = ["CardsDelegate", "SpinBoxDelegate", "paint_cards"]

_Index = QModelIndex | QPersistentModelIndex

#: The largest number of chips a spin box accepts.
MAX_CHIPS = 2_000_000_000


class SpinBoxDelegate(QStyledItemDelegate):
    """Edits a whole number with a spin box whose range and step are read when editing starts."""

    def __init__(
        self,
        *,
        minimum: Callable[[], int],
        maximum: Callable[[], int],
        step: Callable[[], int] = lambda: 1,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._minimum, self._maximum, self._step = minimum, maximum, step

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        """A spin box with the window's language's thousands separators (typed ones read too)."""
        editor = ChipsSpinBox(parent)
        editor.setRange(self._minimum(), self._maximum())
        editor.setSingleStep(self._step())
        editor.setAlignment(Qt.AlignmentFlag.AlignRight)
        editor.setFrame(False)
        return editor

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        """Load the cell's number."""
        assert isinstance(editor, QSpinBox)
        editor.setValue(int(index.data(Qt.ItemDataRole.EditRole) or 0))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        """Send the number to the model (which may refuse it)."""
        assert isinstance(editor, QSpinBox)
        editor.interpretText()
        model.setData(index, editor.value(), Qt.ItemDataRole.EditRole)


def paint_cards(
    painter: QPainter, rect: QRect, cards: Sequence[Card], *, slots: int, font: QFont
) -> None:
    """Draw ``cards`` as small white cards in ``rect``, then empty dashed slots up to ``slots``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    bold = QFont(font)
    bold.setBold(True)
    painter.setFont(bold)
    height = max(rect.height() - 6, 12)
    width = max(painter.fontMetrics().horizontalAdvance("10♠") + 10, int(height * 0.8))
    x = rect.left() + 4
    top = rect.top() + (rect.height() - height) // 2
    for position in range(max(slots, len(cards))):
        box = QRect(x, top, width, height)
        if position < len(cards):
            card = cards[position]
            painter.setPen(QPen(QColor("#9e9e9e"), 1))
            painter.setBrush(QColor("#ffffff"))
            painter.drawRoundedRect(box, 4, 4)
            painter.setPen(QColor(card_colour(card)))
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, card.pretty)
        else:
            painter.setPen(QPen(QColor("#bdbdbd"), 1, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box, 4, 4)
        x += width + 4
    painter.restore()


class CardsDelegate(QStyledItemDelegate):
    """Paints a seat's cards as little cards, with dashed slots for the ones still missing."""

    def __init__(self, *, slots: Callable[[], int], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._slots = slots

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        """Draw the selection background, then the cards."""
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        cards = index.data(CARDS_ROLE) or ()
        paint_cards(painter, opt.rect, cards, slots=self._slots(), font=opt.font)
