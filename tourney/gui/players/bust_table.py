"""One table in the bust-out dialog: where the button was in the hand, one click to say so.

The table is drawn as it was in the hand (the busting players in red), with the button and
blinds where Tourney expects them, or none while the button is unconfirmed; a click on a seat
puts the button there (:class:`~tourney.gui.players.bust_hands.BustHands` says which hand
that means). Under it: what Tourney concluded and what the next hand will be.
"""

from __future__ import annotations

from collections.abc import Iterable
from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from tourney.domain.errors import DomainError
from tourney.domain.room.button import Positions
from tourney.gui.display.texts import english_plural
from tourney.gui.language import refusal
from tourney.gui.players.bust_hands import BustHands
from tourney.gui.tables.table_widget import TableWidget
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["BustTable"]

_WIDTH = 460
"""The width of one table in the dialog (two side by side fit a laptop's screen)."""
_QUIET = "color: #37474f;"
_ASK = "color: #8d4000; font-weight: bold;"


class BustTable(QWidget):
    """Where the button was at one table in the hand of a bust-out.

    Attributes:
        number: The table's number.
        hand: The hand's positions as chosen (expected or clicked), or ``None``.
        clicked: Whether the director chose the button's seat himself.
        table: The table drawn (click a seat to put the button there).
        title: The table's name and the question.
        status: What Tourney expects, what was chosen, or why a click was refused.
        next_hand: The next hand's button and blinds, once the busting players have left.
    """

    def __init__(
        self,
        hands: BustHands,
        number: int,
        busting: Iterable[int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.number = number
        self._hands = hands
        self._busting = frozenset(busting)
        self.hand: Positions | None = hands.expected(number)
        self.clicked = False
        self._refused = ""
        picture = hands.picture(number, self.hand, self._busting)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setText(
            "<b>"
            + escape(self.tr("%1: where was the button in this hand?").replace("%1", picture.label))
            + "</b>"
        )
        self.table = TableWidget(picture)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.PreventContextMenu)
        self.table.setFixedSize(_WIDTH, round(_WIDTH * 0.62))
        self.table.seat_clicked.connect(self.click)
        self.status = QLabel()
        self.status.setWordWrap(True)
        self.next_hand = QLabel()
        self.next_hand.setWordWrap(True)
        self.next_hand.setTextFormat(Qt.TextFormat.RichText)
        self.next_hand.setStyleSheet(_QUIET)
        for label in (self.title, self.status, self.next_hand):
            label.setFixedWidth(_WIDTH)  # so that a wrapped text asks for its whole height
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 8, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.table)
        layout.addWidget(self.status)
        layout.addWidget(self.next_hand)
        self._show()

    def set_busting(self, busting: Iterable[int]) -> None:
        """The players busting at this table changed (a line of the dialog did)."""
        self._busting = frozenset(busting)
        self._show()

    def click(self, seat: int) -> bool:
        """The button was on ``seat`` in this hand; whether that can be."""
        try:
            hand = self._hands.choose(self.number, seat)
        except DomainError as exc:
            self._refused = refusal(exc)
            self._show()
            return False
        self.hand, self.clicked, self._refused = hand, True, ""
        self._show()
        return True

    def _show(self) -> None:
        self.table.set_picture(self._hands.picture(self.number, self.hand, self._busting))
        text, style = self._status()
        self.status.setText(text)
        self.status.setStyleSheet(style)
        lines = self._hands.next_hand(self.number, self.hand, self._busting)
        if lines:
            heading = escape(self.tr("Next hand"))
            items = "".join(f"<li>{escape(line)}</li>" for line in lines)
            self.next_hand.setText(
                f"<b>{heading}</b><ul style='margin-left:-20px; margin-top:2px'>{items}</ul>"
            )
        else:
            self.next_hand.setText("")
        self.next_hand.setVisible(bool(lines))
        for label in (self.status, self.next_hand):  # a wrapped text's whole height, always
            label.setMinimumHeight(max(0, label.heightForWidth(_WIDTH)))

    def _status(self) -> tuple[str, str]:
        if self._refused:
            return self._refused, ERROR_STYLE
        hand = self.hand
        if hand is not None and self.clicked:
            return (
                self.tr(
                    "The button was on seat %1, as you chose. Click another seat to change it."
                ).replace("%1", str(hand.button)),
                _QUIET,
            )
        if hand is not None:
            return (
                self.tr(
                    "The button was on seat %1, as Tourney expects (the hand after the last one "
                    "it knows). If it was elsewhere, click that seat."
                ).replace("%1", str(hand.button)),
                _QUIET,
            )
        minutes = self._hands.known(self.number).since_minutes
        if minutes is None:
            text = self.tr(
                "The button at this table is unconfirmed: click the seat that had the button in "
                "this hand. Without it the bust-out is recorded and the button stays unconfirmed."
            )
        else:
            text = english_plural(
                self.tr(
                    "The button at this table is unconfirmed (last confirmed %n minute(s) of play "
                    "ago): click the seat that had the button in this hand. Without it the "
                    "bust-out is recorded and the button stays unconfirmed.",
                    "",
                    minutes,
                ),
                minutes,
            )
        return text, _ASK
