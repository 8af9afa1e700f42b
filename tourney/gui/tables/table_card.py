"""One table's card on the Tables tab: the table drawn, its buttons, the next hand's reasons.

Above the buttons a notice says when Tourney is not sure of the button (not confirmed for a
while) and when balancing asks where it is.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from tourney.gui.display.texts import english_plural
from tourney.gui.tables.table_picture import TablePicture
from tourney.gui.tables.table_widget import TableWidget

__all__ = ["TableCard"]


class TableCard(QFrame):
    """A table with "Next hand", "Set button" and, until it has one, "Draw for button".

    Signals:
        next_hand(int): Deal the table's next hand (the table's number).
        button_mode(int): Start or cancel choosing the button's seat by a click.
        draw_button(int): Draw for the table's button.
    """

    next_hand = Signal(int)
    button_mode = Signal(int)
    draw_button = Signal(int)

    def __init__(self, picture: TablePicture, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tableCard")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(
            "#tableCard { background: #f7f9fa; border: 1px solid #cfd8dc; border-radius: 8px; }"
        )
        self.table = TableWidget(picture)
        self.next_button = QPushButton(self.tr("Next hand"))
        self.next_button.setToolTip(self.tr("The hand is over: move the button and the blinds on."))
        self.set_button = QPushButton(self.tr("Set button"))
        self.set_button.setCheckable(True)
        self.set_button.setToolTip(self.tr("Then click the seat that gets the button."))
        self.draw = QPushButton(self.tr("Draw for button"))
        for button in (self.next_button, self.set_button, self.draw):
            button.setMinimumHeight(34)
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.explanation.setStyleSheet("color: #37474f;")
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setMargin(4)
        self.notice.hide()
        buttons = QHBoxLayout()
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.set_button)
        buttons.addWidget(self.draw)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.table)
        layout.addWidget(self.notice)
        layout.addLayout(buttons)
        layout.addWidget(self.explanation)
        layout.addStretch(1)
        self.next_button.clicked.connect(lambda: self.next_hand.emit(self.number))
        self.set_button.clicked.connect(lambda: self.button_mode.emit(self.number))
        self.draw.clicked.connect(lambda: self.draw_button.emit(self.number))
        self.show_picture(picture)

    @property
    def number(self) -> int:
        """The table's number."""
        return self.table.picture.number

    def show_picture(self, picture: TablePicture) -> None:
        """Show ``picture`` and its next hand's explanation."""
        self.table.set_picture(picture)
        self.next_button.setEnabled(picture.has_plan)
        self.set_button.setEnabled(picture.players >= 2)
        self.draw.setVisible(picture.needs_button)
        self._show_notice(picture)
        heading = escape(
            self.tr("Next hand")
            if picture.confirmed
            else self.tr("Next hand after the last one Tourney knows")
        )
        items = "".join(f"<li>{escape(line)}</li>" for line in picture.explanation)
        self.explanation.setText(
            f"<b>{heading}</b><ul style='margin-left:-20px; margin-top:2px'>{items}</ul>"
        )

    def notice_text(self, picture: TablePicture) -> str:
        """What the card says about the button: asked for, unconfirmed, or nothing."""
        if picture.asks_button:
            return self.tr(
                "Balancing moves the player due the big blind from this table, and its button "
                "is unconfirmed: click the seat that has the button for the next hand."
            )
        if picture.confirmed:
            return ""
        minutes = picture.unconfirmed_minutes
        if minutes is None:
            return self.tr(
                "Button unconfirmed: press Set button and click its seat, or give it with "
                "the next bust-out here."
            )
        text = self.tr(
            "Button unconfirmed: last confirmed %n minute(s) of play ago. Press Set button "
            "and click its seat, or give it with the next bust-out here.",
            "",
            minutes,
        )
        return english_plural(text, minutes)

    def _show_notice(self, picture: TablePicture) -> None:
        text = self.notice_text(picture)
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        strong = "#ffe0b2" if picture.asks_button else "#fff3e0"
        self.notice.setStyleSheet(
            f"background:{strong}; color:#8d4000; border:1px solid #ffb74d; border-radius:4px;"
        )

    def show_mode(self, *, selected: int | None, button_mode: bool) -> None:
        """Highlight the selected entry and the set-button mode."""
        self.table.set_selected(selected)
        self.table.set_button_mode(on=button_mode)
        self.set_button.setChecked(button_mode)
