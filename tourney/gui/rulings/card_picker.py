"""The card picker: the game's deck as a grid of cards to click, or a line to type cards in.

Rows are suits (♠ ♥ ♦ ♣), columns ranks from the ace down; the joker has a row of its own.
Cards used elsewhere are greyed out and cannot be clicked; cards already in the hand being
filled are highlighted, and clicking one takes it back out. The picker only reports what was
picked: the controller decides where it goes, and typed cards stay in the line until they are
taken (a refused card is corrected there).
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tourney.engine.cards import JOKER, RANK_CHARS, Card, Suit, card_from_code, parse_cards
from tourney.gui.language import refusal
from tourney.gui.rulings.card_style import BLACK, JOKER_COLOUR, RED

__all__ = ["CardPicker"]

_SUIT_ROWS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)

_STYLE = f"""
QToolButton[card="true"] {{
    background: #ffffff; color: {BLACK};
    border: 1px solid #9e9e9e; border-radius: 6px;
    font-size: 15pt; font-weight: 600; padding: 0px;
}}
QToolButton[card="true"][red="true"] {{ color: {RED}; }}
QToolButton[card="true"][joker="true"] {{ color: {JOKER_COLOUR}; }}
QToolButton[card="true"]:hover {{ border: 2px solid #1565c0; }}
QToolButton[card="true"]:checked {{
    background: #fff3b0; border: 2px solid #1565c0;
}}
QToolButton[card="true"]:disabled {{
    background: #eeeeee; color: #c4c4c4; border: 1px dashed #d0d0d0;
}}
"""


def _label(card: Card) -> str:
    if card.is_joker:
        return "Jk"
    return f"{RANK_CHARS[card.rank - 2]}\n{card.suit.symbol}"


class CardPicker(QWidget):
    """A grid of the deck's cards and a line to type cards.

    Signals:
        card_picked: (object) A card was clicked (a ``Card``).
        cards_typed: (object) Cards were typed and Enter pressed (a tuple of ``Card``, in the
            order typed); the line keeps them until :meth:`clear_typed`, once they are taken.
        clear_requested: The director asked to take every card out of the hand being filled.
    """

    card_picked = Signal(object)
    cards_typed = Signal(object)
    clear_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet(_STYLE)
        self._buttons: dict[Card, QToolButton] = {}
        self._chosen: frozenset[Card] = frozenset()
        self._group = QButtonGroup(self)
        self._group.setExclusive(False)
        self._group.idClicked.connect(self._clicked)
        self._target = QLabel()
        self._target.setObjectName("pickerTarget")
        font = self._target.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self._target.setFont(font)
        self._clear = QPushButton(self.tr("Clear these cards"))
        self._clear.setToolTip(self.tr("Take every card out of the hand being filled."))
        self._clear.clicked.connect(self.clear_requested)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(6)
        self._grid.setVerticalSpacing(6)
        self._typed = QLineEdit()
        self._typed.setPlaceholderText(self.tr("Type cards, e.g. Ah 10d Kc, and press Enter"))
        self._typed.setClearButtonEnabled(True)
        self._typed.returnPressed.connect(self._pick_typed)
        self._typed.textEdited.connect(lambda _text: self.set_message(""))  # typing again
        self._message = QLabel()
        self._message.setObjectName("pickerMessage")
        self._message.setStyleSheet("color: #b71c1c;")
        self._message.setWordWrap(True)
        self._message.setVisible(False)

        head = QHBoxLayout()
        head.addWidget(self._target, 1)
        head.addWidget(self._clear)
        typed = QHBoxLayout()
        typed.addWidget(QLabel(self.tr("Type:")))
        typed.addWidget(self._typed, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        layout.addLayout(head)
        layout.addLayout(typed)  # above the deck: in sight whatever the deck leaves
        layout.addWidget(self._message)
        centred = QHBoxLayout()
        centred.addStretch(1)
        centred.addLayout(self._grid, 30)
        centred.addStretch(1)
        layout.addLayout(centred, 1)
        layout.addStretch()  # room beyond the deck's tallest cards stays below them

    def button(self, card: Card) -> QToolButton:
        """The button of ``card`` (``KeyError`` if the deck lacks it)."""
        return self._buttons[card]

    def cards(self) -> tuple[Card, ...]:
        """The cards shown, in grid order."""
        return tuple(self._buttons)

    def line_edit(self) -> QLineEdit:
        """The line cards are typed into."""
        return self._typed

    def set_deck(self, deck: Collection[Card]) -> None:
        """Show ``deck`` as the grid (rebuilt only when the deck changes)."""
        if set(deck) == set(self._buttons):
            return
        while self._grid.count():
            item = self._grid.takeAt(0)
            widget = item.widget() if item else None
            if widget is not None:
                if isinstance(widget, QToolButton):
                    self._group.removeButton(widget)
                widget.hide()
                widget.deleteLater()
        self._buttons.clear()
        for column in range(self._grid.columnCount()):
            self._grid.setColumnStretch(column, 0)
        ranks = sorted({c.rank for c in deck if not c.is_joker}, reverse=True)
        for row, suit in enumerate(_SUIT_ROWS):
            symbol = QLabel(suit.symbol)
            symbol.setStyleSheet(f"color: {RED if suit.value in 'hd' else BLACK}; font-size: 18pt;")
            symbol.setAlignment(Qt.AlignmentFlag.AlignCenter)
            self._grid.addWidget(symbol, row, 0)
            self._grid.setRowStretch(row, 1)
            for column, rank in enumerate(ranks, start=1):
                self._add_button(Card.of(rank, suit), row, column)
        columns = len(ranks)
        if JOKER in deck:
            columns += 1
            self._add_button(JOKER, 0, columns)
        for column in range(1, columns + 1):
            self._grid.setColumnStretch(column, 1)

    def _add_button(self, card: Card, row: int, column: int) -> None:
        button = QToolButton()
        button.setText(_label(card))
        button.setProperty("card", "true")
        button.setProperty("red", "true" if _is_red(card) else "false")
        button.setProperty("joker", "true" if card.is_joker else "false")
        button.setCheckable(True)
        button.setAccessibleName(self.tr("joker") if card.is_joker else card.pretty)
        button.setToolTip(str(card))
        button.setMinimumSize(38, 46)  # fourteen columns (a joker) fit a 1230-pixel window
        button.setMaximumSize(84, 76)  # card-shaped, however tall the page
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._group.addButton(button, card.code)
        self._grid.addWidget(button, row, column)
        self._buttons[card] = button

    def _clicked(self, code: int) -> None:
        # A click toggles the button; what it shows is decided by set_state, not the click.
        card = card_from_code(code)
        self._buttons[card].setChecked(card in self._chosen)
        self.card_picked.emit(card)

    def set_state(self, *, used: Collection[Card], chosen: Collection[Card]) -> None:
        """Grey out ``used`` cards (picked elsewhere) and highlight ``chosen`` ones."""
        self._chosen = frozenset(chosen)
        for card, button in self._buttons.items():
            is_chosen = card in self._chosen
            enabled = is_chosen or card not in used
            # Only touch what changes: a repaint of 53 buttons per keystroke adds up.
            if button.isEnabled() != enabled:
                button.setEnabled(enabled)
            if button.isChecked() != is_chosen:
                button.setChecked(is_chosen)

    def set_target_text(self, text: str) -> None:
        """Say which hand the picked cards go to (another hand: the last refusal goes)."""
        if text != self._target.text():
            self.set_message("")
        self._target.setText(text)

    def set_message(self, text: str) -> None:
        """Show why the last pick was refused ("" clears it, and its line goes)."""
        self._message.setText(text)
        self._message.setVisible(bool(text))

    def _pick_typed(self) -> None:
        text = self._typed.text().strip()
        if not text:
            return
        try:
            cards = parse_cards(text.replace(",", " "))
        except ValueError as exc:
            said = refusal(exc)  # "'Ax' is not a card: 'x' is not a suit (…)"
            self.set_message(said if said.endswith(".") else f"{said}.")
            return
        self.cards_typed.emit(cards)

    def clear_typed(self) -> None:
        """Empty the typing line (its cards were taken)."""
        self._typed.clear()


def _is_red(card: Card) -> bool:
    return not card.is_joker and card.suit.value in "hd"
