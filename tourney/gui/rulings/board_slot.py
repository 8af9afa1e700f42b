"""The board: five card places in a row; clicking them sends the picked cards to the board."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from tourney.engine.cards import Card
from tourney.gui.rulings.dispute_delegates import paint_cards

__all__ = ["BoardSlot"]


class BoardSlot(QWidget):
    """Shows the board's cards and empty places; a click makes the board the picker's target.

    Signals:
        clicked: The director clicked the board.
    """

    clicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._cards: tuple[Card, ...] = ()
        self._active = False
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setToolTip(self.tr("Click, then pick the five board cards."))
        self.setAccessibleName(self.tr("Board"))

    def set_cards(self, cards: Sequence[Card], *, active: bool) -> None:
        """Show ``cards``; ``active`` marks the board as the picker's target."""
        self._cards, self._active = tuple(cards), active
        self.update()

    def _card_font(self) -> QFont:
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 1.3)
        return font

    def sizeHint(self) -> QSize:
        """Room for five cards in a large font."""
        metrics = QFontMetrics(self._card_font())
        height = max(44, metrics.height() * 2 + 6)
        card = max(metrics.horizontalAdvance("10♠") + 10, int((height - 12) * 0.8))
        return QSize(5 * (card + 4) + 16, height)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A left click selects the board."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mousePressEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Space or Enter selects the board, like a button."""
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.clicked.emit()
            return
        super().keyPressEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Frame (blue when it is the target), then the cards."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = self.rect().adjusted(1, 1, -1, -1)
        colour = QColor("#1565c0") if self._active else QColor("#cfd8dc")
        painter.setPen(QPen(colour, 2 if self._active else 1))
        painter.setBrush(QColor("#e8f0fe") if self._active else QColor("#f5f7f8"))
        painter.drawRoundedRect(frame, 6, 6)
        inner = QRect(frame.adjusted(4, 3, -4, -3))
        paint_cards(painter, inner, self._cards, slots=5, font=self._card_font())
        painter.end()
