"""The pot-dispute page: the hand on the left, the ruling on the right.

On the left the game, the board, the seats and the card picker; on the right the pots, the
hands and the reasons, updated as the director types.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QItemSelectionModel, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from tourney.engine.cards import Card
from tourney.gui.rulings.board_slot import BoardSlot
from tourney.gui.rulings.card_picker import CardPicker
from tourney.gui.rulings.dispute import BOARD
from tourney.gui.rulings.dispute_delegates import MAX_CHIPS, CardsDelegate, SpinBoxDelegate
from tourney.gui.rulings.dispute_model import SEAT_ROLE, Column, DisputeModel
from tourney.gui.rulings.game_bar import GameBar
from tourney.gui.rulings.result_panel import ResultPanel
from tourney.gui.rulings.rulings_controller import RulingsController
from tourney.gui.rulings.seats_table import SeatsTable

__all__ = ["ShowdownPage"]


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setBold(True)
    label.setFont(font)
    return label


class _Hint(QLabel):
    """A grey hint beside the board that wraps onto a second line when the column is narrow.

    Its height is always that of two lines (the board beside it is taller), so the page's height
    does not depend on its width: a wrapping label would make the scrolled column as tall as it
    prefers, not as it needs, and the deck's last row would scroll out of sight.
    """

    def __init__(self, text: str, parent: QWidget | None = None) -> None:
        super().__init__(text, parent)
        self.setObjectName("boardHint")
        self.setStyleSheet("color: #607d8b;")
        self.setWordWrap(True)
        self._fit: tuple[str, str, QSize] | None = None

    def hasHeightForWidth(self) -> bool:
        """No: the height is that of two lines, whatever the width."""
        return False

    def _two_lines(self) -> QSize:
        """The least width that holds the text on two lines, and their height."""
        key = (self.text(), self.font().key())
        if self._fit is None or self._fit[:2] != key:
            whole = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin() + 4
            two = 2 * self.heightForWidth(whole)
            low, high = 1, whole
            while low < high:  # the narrowest width whose text still takes two lines at most
                middle = (low + high) // 2
                if self.heightForWidth(middle) <= two:
                    high = middle
                else:
                    low = middle + 1
            self._fit = (*key, QSize(low, two))
        return self._fit[2]

    def minimumSizeHint(self) -> QSize:
        """Two lines: as narrow as that lets it be."""
        return self._two_lines()

    def sizeHint(self) -> QSize:
        """The text on one line if there is room, with the height of two."""
        least = self._two_lines()
        whole = self.fontMetrics().horizontalAdvance(self.text()) + 2 * self.margin() + 4
        return QSize(max(whole, least.width()), least.height())


class _InputsArea(QScrollArea):
    """The scrolled left column, never narrower than its widest row.

    The splitter gives the left column no less than this: every button whole and the whole
    deck in sight, never scrolled sideways (room is kept for the scroll bar of a short screen).
    """

    def minimumSizeHint(self) -> QSize:
        """The contents' least width, with room for the vertical scroll bar."""
        hint = super().minimumSizeHint()
        inner = self.widget()
        if inner is None:
            return hint
        width = inner.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        return QSize(width + 2 * self.frameWidth(), hint.height())


class ShowdownPage(QWidget):
    """Settle a disputed pot: enter the hand, read the ruling, print the slip.

    Signals:
        print_requested: (dict, dict, dict) The ``tourney settle`` input, the answer and the
            names typed by seat of the ruling
            shown, to print as a ruling slip.
    """

    print_requested = Signal(object, object, object)  # Python dicts: a QVariantMap keeps no int key

    def __init__(
        self, controller: RulingsController | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller or RulingsController(self)
        self.model = DisputeModel(self.controller, self)
        self.game_bar = GameBar()
        self.board = BoardSlot()
        self._board_label = _heading(self.tr("Board"))
        self._board_hint = _Hint(self.tr("Click the board, then pick its five cards."))
        self.seats = self._seats_table()
        self.add_seat = QPushButton(self.tr("Add seat"))
        self.remove_seat = QPushButton(self.tr("Remove seat"))
        self.picker = CardPicker()
        self.result = ResultPanel()
        self.print_button = QPushButton(self.tr("Print ruling slip…"))
        self.print_button.setToolTip(self.tr("Print the ruling with the reasons, to sign."))
        self._lay_out()
        self._connect()
        self._show_dispute()
        self._show_target()
        self._show_result()

    # --- layout --------------------------------------------------------------------------

    def _seats_table(self) -> SeatsTable:
        table = SeatsTable(self.model)
        controller = self.controller
        seat_delegate = SpinBoxDelegate(
            minimum=lambda: 1, maximum=lambda: controller.dispute.table_size, parent=table
        )
        chips_delegate = SpinBoxDelegate(
            minimum=lambda: 0,
            maximum=lambda: MAX_CHIPS,
            step=lambda: controller.dispute.chip_unit,
            parent=table,
        )
        cards_delegate = CardsDelegate(slots=lambda: controller.dispute.capacity(1), parent=table)
        table.setItemDelegateForColumn(Column.SEAT, seat_delegate)
        table.setItemDelegateForColumn(Column.CONTRIBUTION, chips_delegate)
        table.setItemDelegateForColumn(Column.CARDS, cards_delegate)
        return table

    def _lay_out(self) -> None:
        seat_buttons = QHBoxLayout()
        seat_buttons.addWidget(_heading(self.tr("Seats in the hand")))
        seat_buttons.addStretch(1)
        seat_buttons.addWidget(self.add_seat)
        seat_buttons.addWidget(self.remove_seat)
        board_row = QHBoxLayout()
        board_row.addWidget(self._board_label)
        board_row.addWidget(self.board)
        board_row.addWidget(self._board_hint, 1)
        board_row.setAlignment(self._board_hint, Qt.AlignmentFlag.AlignVCenter)

        left = QWidget()
        inputs = QVBoxLayout(left)
        inputs.setContentsMargins(0, 0, 8, 0)
        inputs.setSpacing(6)
        inputs.addWidget(self.game_bar)
        inputs.addLayout(board_row)
        inputs.addLayout(seat_buttons)
        inputs.addWidget(self.seats)  # as tall as its rows: every seat in sight
        inputs.addWidget(self.picker, 1)  # the room left goes to the deck
        scroll = _InputsArea()  # a short screen: the deck below the Type box scrolls into sight
        scroll.setWidget(left)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)

        right = QWidget()
        outputs = QVBoxLayout(right)
        outputs.setContentsMargins(8, 0, 0, 0)
        title = QLabel(self.tr("Ruling"))
        font = title.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.4)
        title.setFont(font)
        outputs.addWidget(title)
        outputs.addWidget(self.result, 1)
        actions = QHBoxLayout()
        actions.addStretch(1)
        actions.addWidget(self.print_button)
        outputs.addLayout(actions)

        self._splitter = QSplitter(Qt.Orientation.Horizontal)
        self._splitter.setObjectName("rulingsSplitter")
        self._splitter.setChildrenCollapsible(False)
        self._splitter.addWidget(scroll)
        self._splitter.addWidget(right)
        self._splitter.setStretchFactor(0, 11)
        self._splitter.setStretchFactor(1, 9)
        self._split_by_hand = False  # until the director drags the handle, 55:45
        self._splitter.splitterMoved.connect(self._split_moved)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.addWidget(self._splitter)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Share the page 55:45 between input and ruling, the input never narrower than it needs.

        Until the director drags the handle: then the splitter keeps the share they chose.
        """
        super().resizeEvent(event)
        if not self._split_by_hand and self.width() > 0:
            total = self._splitter.width()
            self._splitter.setSizes([total * 55 // 100, total - total * 55 // 100])

    def _split_moved(self, _position: int, _index: int) -> None:
        self._split_by_hand = True

    def _connect(self) -> None:
        controller = self.controller
        bar = self.game_bar
        bar.variant_chosen.connect(controller.set_variant)
        bar.option_changed.connect(controller.set_option)
        bar.button_changed.connect(controller.set_button)
        bar.chip_unit_changed.connect(controller.set_chip_unit)
        bar.table_size_changed.connect(controller.set_table_size)
        self.board.clicked.connect(self._board_chosen)
        self.add_seat.clicked.connect(self._add_seat)
        self.remove_seat.clicked.connect(self._remove_seat)
        self.picker.card_picked.connect(controller.pick)
        self.picker.cards_typed.connect(self._cards_typed)
        self.picker.clear_requested.connect(controller.clear_target)
        self.seats.selectionModel().currentRowChanged.connect(self._row_chosen)
        self.print_button.clicked.connect(self._print)
        controller.dispute_changed.connect(self._dispute_changed)
        controller.target_changed.connect(self._show_target)
        controller.result_changed.connect(self._show_result)
        controller.error_changed.connect(self._show_result)
        controller.refused.connect(self._refused)
        self.model.modelReset.connect(self._show_target)

    # --- reacting ------------------------------------------------------------------------

    def _board_chosen(self) -> None:
        self.controller.set_target(BOARD)

    def _add_seat(self) -> None:
        seat = self.controller.add_seat()
        if seat is not None:
            self.controller.set_target(seat)

    def _remove_seat(self) -> None:
        index = self.seats.currentIndex()
        if index.isValid():
            self.controller.remove_seat(int(index.data(SEAT_ROLE)))

    def _row_chosen(self, current: Any, _previous: Any) -> None:
        if current.isValid():
            self.controller.set_target(int(current.data(SEAT_ROLE)))

    def _cards_typed(self, cards: tuple[Card, ...]) -> None:
        """All the typed cards go in, and the line is emptied; or none, and it keeps them."""
        if self.controller.pick_cards(cards):
            self.picker.clear_typed()

    def _print(self) -> None:
        result = self.controller.result
        if result is not None:
            self.print_requested.emit(
                self.controller.settle_input(), result, self.controller.names()
            )

    def _refused(self, message: str) -> None:
        self.picker.set_message(message)
        self._show_dispute()

    def _dispute_changed(self) -> None:
        self.picker.set_message("")
        self._show_dispute()

    def _show_dispute(self) -> None:
        dispute = self.controller.dispute
        self.game_bar.show_state(
            variant_id=dispute.variant_id,
            options=dict(dispute.options),
            button=dispute.button,
            chip_unit=dispute.chip_unit,
            table_size=dispute.table_size,
        )
        uses_board = dispute.capacity(BOARD) > 0
        self.board.setVisible(uses_board)
        self._board_label.setVisible(uses_board)
        self._board_hint.setVisible(uses_board)
        self.picker.set_deck(dispute.variant.deck.cards)
        self.remove_seat.setEnabled(bool(dispute.seats))
        self._show_target()

    def _show_target(self) -> None:
        controller = self.controller
        dispute, target = controller.dispute, controller.target
        chosen = dispute.cards_of(target)
        self.picker.set_state(used=dispute.used_cards(), chosen=chosen)
        self.board.set_cards(dispute.board, active=target == BOARD)
        capacity = dispute.capacity(target)
        place = controller.target_name(target)
        self.picker.set_target_text(
            self.tr("Picking for {place}: {have} of {need} cards").format(
                place=place, have=len(chosen), need=capacity
            )
        )
        row = -1 if target == BOARD else self.model.row_of(target)
        selection = self.seats.selectionModel()
        selection.blockSignals(True)  # noqa: FBT003
        if row < 0:
            selection.clearSelection()
            selection.setCurrentIndex(self.model.index(-1, -1),
                                      QItemSelectionModel.SelectionFlag.NoUpdate)  # fmt: skip
        else:
            selection.setCurrentIndex(
                self.model.index(row, Column.CARDS),
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
        selection.blockSignals(False)  # noqa: FBT003
        self.seats.viewport().update()

    def _show_result(self) -> None:
        controller = self.controller
        names = {e.seat: e.name for e in controller.dispute.seats if e.name}
        self.result.show_error(controller.error)
        self.result.show_result(controller.result, names)
        self.print_button.setEnabled(controller.result is not None)
