"""The Tables tab of the director's window: every table, the floor's proposal, the tools.

Tables flow in a grid as wide as the window allows, each with its hand buttons and the next
hand's reasons; the side panel holds the seat draw, hand-for-hand, the chip race and the
balancing or breaking proposal. Clicks go to the
:class:`~tourney.gui.tables.tables_controller.TablesController`, which decides. A seat's menu
busts a player through the same dialog as the Players tab (the table drawn, where the button
was), and rebuys or adds on where the event offers them. While the tab is shown it is redrawn
every half minute, so that a button not confirmed for a while is shown as such.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.money.offer_terms import offer_terms
from tourney.gui.language import current_language
from tourney.gui.session import Session
from tourney.gui.tables.chip_race_dialog import ChipRaceDialog
from tourney.gui.tables.proposal_panel import ProposalPanel
from tourney.gui.tables.seat_dialogs import RebuyDialog, SeatPickerDialog
from tourney.gui.tables.table_card import TableCard
from tourney.gui.tables.table_picture import TablePicture, table_label
from tourney.gui.tables.tables_controller import TablesController

if TYPE_CHECKING:
    from tourney.gui.players.bust_dialog import BustChoice, BustDialog

__all__ = ["TablesTab"]

_REDRAW_MS = 30_000
"""How often a shown tab redraws its tables (a button becomes unconfirmed as play goes on)."""

_CARD_WIDTH = 430
_SPACING = 12
_ERROR_STYLE = "background:#ffebee; color:#b71c1c; border:1px solid #ef9a9a; border-radius:4px;"
_INFO_STYLE = "background:#e8f5e9; color:#1b5e20; border:1px solid #a5d6a7; border-radius:4px;"

INFO_MS = 30_000
"""How long what was just done stays above the tables (a question stays until answered)."""


class TablesTab(QWidget):
    """Every table in play, drawn, with the floor's tools.

    Signals:
        print_move_slips(list): Print these move slips (``tourney.reports.rows.MoveSlip``).
    """

    print_move_slips = Signal(list)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = TablesController(session, self)
        self.cards: dict[int, TableCard] = {}
        self.active_dialog: QDialog | None = None
        self._columns = 0
        self._shown_ask: int | None = None
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setMargin(6)
        self.message.hide()
        self._message_timer = QTimer(self)
        self._message_timer.setSingleShot(True)
        self._message_timer.setInterval(INFO_MS)
        self._message_timer.timeout.connect(self.message.hide)
        self.empty = QLabel(self.tr("No tables yet: draw the seats when registration allows."))
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setStyleSheet("color:#607d8b; font-size:14pt;")
        self.grid = QGridLayout()
        self.grid.setSpacing(_SPACING)
        grid_widget = QWidget()
        outer = QVBoxLayout(grid_widget)
        outer.addWidget(self.empty)
        outer.addLayout(self.grid)
        outer.addStretch(1)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        self.area.setWidget(grid_widget)
        self.area.viewport().installEventFilter(self)
        left = QVBoxLayout()
        left.addWidget(self.message)
        left.addWidget(self.area, 1)
        layout = QHBoxLayout(self)
        layout.addLayout(left, 1)
        layout.addWidget(self._side_panel())
        self.controller.changed.connect(self.refresh)
        self.controller.message.connect(self.show_message)
        self.controller.tell_standing_draw()  # after a restart: the cards still in effect
        self._redraw = QTimer(self)
        self._redraw.setInterval(_REDRAW_MS)
        self._redraw.timeout.connect(self.refresh)
        self.refresh()

    def showEvent(self, event: QShowEvent) -> None:
        """Redraw now and every half minute while shown."""
        super().showEvent(event)
        self.refresh()
        self._redraw.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """No redrawing while hidden."""
        self._redraw.stop()
        super().hideEvent(event)

    def _side_panel(self) -> QWidget:
        self.draw_seats = QPushButton(self.tr("Draw seats"))
        self.hand_for_hand = QPushButton(self.tr("Hand-for-hand"))
        self.hand_for_hand.setCheckable(True)
        self.hand_for_hand.setStyleSheet(
            "QPushButton:checked { background:#ffb300; color:#1a1a1a; font-weight:bold;"
            " border:1px solid #c68400; border-radius:4px; }"
        )
        self.hand_for_hand.setToolTip(
            self.tr("Every table plays one hand and waits for the others.")
        )
        self.chip_race = QPushButton(self.tr("Chip race…"))
        self.chip_race.setToolTip(
            self.tr("Colour up one table's chips of a denomination leaving play.")
        )
        for button in (self.draw_seats, self.hand_for_hand, self.chip_race):
            button.setMinimumHeight(36)
        hint = QLabel(
            self.tr(
                "Click a player, then an open seat, to move them. Right-click a seat to move, "
                "bust, rebuy or add on a player, or to put the button there."
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color:#546e7a;")
        self.proposal = ProposalPanel()
        panel = QWidget()
        column = QVBoxLayout(panel)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.draw_seats)
        column.addWidget(self.hand_for_hand)
        column.addWidget(self.chip_race)
        column.addWidget(hint)
        column.addWidget(self.proposal)
        column.addStretch(1)
        side = QScrollArea()
        side.setWidgetResizable(True)
        side.setWidget(panel)
        side.setFixedWidth(340)
        side.setFrameShape(QScrollArea.Shape.NoFrame)
        side.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.draw_seats.clicked.connect(self.controller.draw_seats)
        self.hand_for_hand.clicked.connect(
            lambda: self.controller.set_hand_for_hand(on=self.hand_for_hand.isChecked())
        )
        self.chip_race.clicked.connect(self.open_chip_race)
        self.proposal.accept_requested.connect(self.controller.accept)
        self.proposal.change_requested.connect(self.change_move)
        self.proposal.print_requested.connect(
            lambda: self.print_move_slips.emit(self.controller.slip_rows())
        )
        return side

    # --- showing -------------------------------------------------------------------------

    def refresh(self) -> None:
        """Show the tables, the selection and the proposal as the controller has them."""
        controller = self.controller
        state = controller.state
        pictures = controller.pictures()
        if [p.number for p in pictures] != list(self.cards):
            self._rebuild(pictures)
        for picture in pictures:
            card = self.cards[picture.number]
            card.show_picture(picture)
            here = controller.selected is not None and any(
                s.entry == controller.selected for s in picture.seats
            )
            card.show_mode(
                selected=controller.selected if here else None,
                button_mode=controller.button_table == picture.number,
            )
        seated = state is not None and state.seats_drawn
        self.empty.setText(
            self.tr("No tournament is open.")
            if state is None
            else self.tr("No tables yet: draw the seats when registration allows.")
        )
        self.empty.setVisible(not pictures)
        self.draw_seats.setVisible(state is not None and not seated)
        self.hand_for_hand.setEnabled(seated)
        self.hand_for_hand.setChecked(state is not None and state.clock.hand_for_hand)
        self.chip_race.setEnabled(bool(pictures))
        self.proposal.show_proposal(controller.proposal, state)
        asking = controller.asking
        self.proposal.wait_for_button(
            None
            if asking is None or state is None
            else table_label(state.room.table(asking), current_language())
        )
        if asking is not None and asking != self._shown_ask and asking in self.cards:
            card = self.cards[asking]  # the table asked about, once laid out
            QTimer.singleShot(0, lambda: self.area.ensureWidgetVisible(card))
        self._shown_ask = asking

    def show_message(self, text: str, error: bool) -> None:  # noqa: FBT001 - a signal's slot
        """Show the last action's label, or why it was refused (an empty text: nothing)."""
        self._message_timer.stop()
        if not text:
            self.message.hide()
            return
        self.message.setText(text)
        self.message.setStyleSheet(_ERROR_STYLE if error else _INFO_STYLE)
        self.message.show()
        if not error and not self.controller.lasting:  # what was done goes after a while;
            self._message_timer.start()  # a refusal, a question or a draw's cards stay

    def _rebuild(self, pictures: tuple[TablePicture, ...]) -> None:
        for card in self.cards.values():
            self.grid.removeWidget(card)
            card.hide()
            card.setParent(None)
            card.deleteLater()
        self.cards = {}
        for picture in pictures:
            card = TableCard(picture)
            card.table.seat_clicked.connect(
                lambda seat, n=picture.number: self.controller.click_seat(n, seat)
            )
            card.table.move_requested.connect(self.move_player)
            card.table.bust_requested.connect(self.bust_player)
            card.table.rebuy_requested.connect(self.rebuy_player)
            card.table.add_on_requested.connect(self.controller.add_on)
            card.table.button_requested.connect(
                lambda seat, n=picture.number: self.controller.set_button(n, seat)
            )
            card.next_hand.connect(self.controller.next_hand)
            card.button_mode.connect(self.controller.toggle_button_mode)
            card.draw_button.connect(self.controller.draw_button)
            self.cards[picture.number] = card
        self._columns = 0
        self._place_cards()

    def _place_cards(self) -> None:
        width = self.area.viewport().width()
        columns = max(1, (width - _SPACING) // (_CARD_WIDTH + _SPACING))
        if columns == self._columns:
            return
        self._columns = columns
        for card in self.cards.values():
            self.grid.removeWidget(card)
        for index, card in enumerate(self.cards.values()):
            self.grid.addWidget(card, index // columns, index % columns, Qt.AlignmentFlag.AlignTop)
        for column in range(self.grid.columnCount()):
            self.grid.setColumnStretch(column, 1 if column < columns else 0)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Reflow the grid when the visible width changes."""
        if watched is self.area.viewport() and event.type() == QEvent.Type.Resize:
            self._place_cards()
        return super().eventFilter(watched, event)

    # --- dialogs -------------------------------------------------------------------------

    def _open(self, dialog: QDialog) -> QDialog:
        self.active_dialog = dialog
        dialog.finished.connect(lambda _result: self._closed(dialog))
        dialog.open()
        return dialog

    def _closed(self, dialog: QDialog) -> None:
        if self.active_dialog is dialog:
            self.active_dialog = None
        dialog.deleteLater()

    def move_player(self, entry: int) -> SeatPickerDialog:
        """Ask where to move entry ``entry``, then move him."""
        state = self.controller.state
        name = state.name(entry) if state is not None else str(entry)
        dialog = SeatPickerDialog(
            self.tr("Move %1").replace("%1", name),
            self.tr("Choose the open seat %1 moves to.").replace("%1", name),
            self.controller.move_choices(entry),
            self,
        )

        def accepted() -> None:
            choice = dialog.choice()
            if choice is not None:
                self.controller.move(entry, *choice)

        dialog.accepted.connect(accepted)
        self._open(dialog)
        return dialog

    def bust_player(self, entry: int) -> BustDialog:
        """Open the bust-out dialog for entry ``entry``: who knocked him out, the button."""
        from tourney.gui.players.bust_dialog import BustDialog  # loads when first needed

        controller = self.controller
        state = controller.state
        assert state is not None

        def submit(choice: BustChoice) -> bool:
            return controller.bust(choice.busts, positions=choice.positions)

        now = controller.session.now()
        dialog = BustDialog(state, submit, first=entry, now=now, parent=self)
        controller.session.refused.connect(dialog.show_error)
        dialog.finished.connect(
            lambda _result: controller.session.refused.disconnect(dialog.show_error)
        )
        self._open(dialog)
        return dialog

    def rebuy_player(self, entry: int) -> RebuyDialog | None:
        """Ask for entry ``entry``'s stack, then record the rebuy."""
        state = self.controller.state
        if state is None:
            return None
        buyins = state.setup.buyins
        start = state.setup.starting_stack if buyins.rebuy_at_or_below_start else None
        terms = offer_terms(state, current_language(), rebuy=True)
        dialog = RebuyDialog(state.name(entry), start=start, terms=terms, parent=self)
        dialog.accepted.connect(lambda: self.controller.rebuy(entry, stack=dialog.value()))
        self._open(dialog)
        return dialog

    def change_move(self, index: int) -> SeatPickerDialog:
        """Ask where the proposal's move ``index`` should go instead."""
        dialog = SeatPickerDialog(
            self.tr("Change the move"),
            self.tr("Choose another open seat for this player."),
            self.controller.change_choices(index),
            self,
        )

        def accepted() -> None:
            choice = dialog.choice()
            if choice is not None:
                self.controller.change_move(index, *choice)

        dialog.accepted.connect(accepted)
        self._open(dialog)
        return dialog

    def open_chip_race(self) -> ChipRaceDialog | None:
        """Open the chip race for a colour-up."""
        if self.controller.state is None:
            return None
        dialog = ChipRaceDialog(self.controller, self)
        self._open(dialog)
        return dialog
