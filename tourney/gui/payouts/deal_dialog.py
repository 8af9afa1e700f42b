"""The "Make a deal…" dialog: chips counted, a method, a live preview, "Record deal".

Layout only; :class:`DealController` computes the preview and records the deal. The preview
ends with the deal's explanation, in the window's language. For a negotiated deal the
Receives column takes the amounts the players agreed, and a line says how far they are from
what is left to share; "Record deal" waits until they add up.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QScrollArea,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.money.deals import DealMethod
from tourney.gui.language import current_language
from tourney.gui.payouts.deal_controller import DealController, Method
from tourney.gui.payouts.deal_delegates import MoneyDelegate
from tourney.gui.payouts.deal_model import DealColumn, DealModel
from tourney.gui.payouts.money import chips_text, currency_of, money_text
from tourney.gui.places import place_paid
from tourney.gui.rulings.dispute_delegates import MAX_CHIPS, SpinBoxDelegate
from tourney.gui.session import Session
from tourney.gui.text_styles import ERROR_STYLE
from tourney.gui.tournaments.fields import MoneyBox

__all__ = ["DealDialog"]


class DealDialog(QDialog):
    """The players left with their chips, the method, and what each would receive."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Make a deal"))
        self._session = session
        self.controller = DealController(session, self)
        self.model = DealModel(self.controller, currency_of(session.state), self)

        self.intro = QLabel(self)
        self.intro.setWordWrap(True)

        self.chip_chop = QRadioButton(self.tr("Chip-chop"), self)
        self.chip_chop.setToolTip(self.tr("Everyone gets the money in proportion to their chips."))
        self.icm = QRadioButton(self.tr("ICM"), self)
        self.icm.setToolTip(
            self.tr("Everyone gets their expected prize by the Independent Chip Model.")
        )
        self.negotiated = QRadioButton(self.tr("Negotiated"), self)
        self.negotiated.setToolTip(
            self.tr("The players agree the amounts themselves; type what each receives.")
        )
        self.save = QRadioButton(self.tr("Save for the winner:"), self)
        self.save.setToolTip(
            self.tr("An amount is set aside for whoever wins the play-off; the rest is shared.")
        )
        self.methods = QButtonGroup(self)
        for button, method in (
            (self.chip_chop, Method.CHIP_CHOP),
            (self.icm, Method.ICM),
            (self.negotiated, Method.NEGOTIATED),
        ):
            self.methods.addButton(button)
            button.setProperty("method", method.value)
        self.methods.addButton(self.save)
        self.save.setProperty("method", Method.SAVE.value)
        self.saved = MoneyBox(self.controller.saved, maximum=10_000_000_000, parent=self)
        self.saved.show_currency(currency_of(session.state))
        self.rest = QComboBox(self)
        self.rest.addItem(self.tr("the rest by ICM"), DealMethod.ICM.value)
        self.rest.addItem(self.tr("the rest by chip-chop"), DealMethod.CHIP_CHOP.value)
        self.rest.addItem(self.tr("the rest as agreed"), DealMethod.NEGOTIATED.value)

        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegateForColumn(
            DealColumn.CHIPS,
            SpinBoxDelegate(minimum=lambda: 0, maximum=lambda: MAX_CHIPS, parent=self.table),
        )
        self.table.setItemDelegateForColumn(
            DealColumn.AMOUNT,
            MoneyDelegate(self.table, decimals=lambda: currency_of(session.state).decimals),
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.SelectedClicked
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(DealColumn.PLAYER, QHeaderView.ResizeMode.Stretch)

        self.counted = QLabel(self)
        self.counted.setWordWrap(True)
        self.agreed = QLabel(self)
        self.agreed.setWordWrap(True)
        self.total = QLabel(self)
        self.total.setWordWrap(True)
        font = self.total.font()
        font.setBold(True)
        self.total.setFont(font)
        self.explanation = QLabel(self)
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        explanation_area = QScrollArea(self)
        explanation_area.setWidgetResizable(True)
        explanation_area.setFrameShape(QScrollArea.Shape.NoFrame)
        explanation_area.setWidget(self.explanation)
        explanation_area.setMinimumHeight(self.fontMetrics().height() * 5 + 8)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)

        self.buttons = QDialogButtonBox(self)
        # Not the dialog's default button (an action, not "accept"): a stray Enter while the
        # chips are typed records nothing; only a click (or Alt+its letter) does
        self.record_button = self.buttons.addButton(
            self.tr("Record deal"), QDialogButtonBox.ButtonRole.ActionRole
        )
        cancel = self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        for push in (self.record_button, cancel):
            push.setAutoDefault(False)
        self.record_button.clicked.connect(self._record)
        self.buttons.rejected.connect(self.reject)

        methods = QHBoxLayout()
        methods.addWidget(QLabel(self.tr("Method:"), self))
        for widget in (
            self.chip_chop,
            self.icm,
            self.negotiated,
            self.save,
            self.saved,
            self.rest,
        ):
            methods.addWidget(widget)
        methods.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(methods)
        layout.addWidget(self.table)
        layout.addWidget(self.counted)
        layout.addWidget(self.agreed)
        layout.addWidget(self.total)
        layout.addWidget(explanation_area, 1)  # the room the players' rows do not need
        layout.addWidget(self.message)
        layout.addWidget(self.buttons)
        self.resize(720, 600)
        rows = min(max(self.model.rowCount(), 2), 10)  # more scroll
        self.table.setFixedHeight(  # every player's row, no empty rows below them
            self.table.horizontalHeader().sizeHint().height()
            + rows * self.table.verticalHeader().defaultSectionSize()
            + 2 * self.table.frameWidth()
        )

        self._buttons = {
            Method.CHIP_CHOP: self.chip_chop,
            Method.ICM: self.icm,
            Method.NEGOTIATED: self.negotiated,
            Method.SAVE: self.save,
        }
        self._buttons[self.controller.method].setChecked(True)
        self.methods.buttonClicked.connect(self._method_chosen)
        self.saved.valueChanged.connect(lambda value: self.controller.set_saved(round(value * 100)))
        self.rest.currentIndexChanged.connect(
            lambda _i: self.controller.set_rest_method(DealMethod(self.rest.currentData()))
        )
        self.controller.changed.connect(self._update)
        self.controller.refused.connect(self.message.setText)
        self._update()

    def choose(self, method: Method) -> None:
        """Pick a method as if its button were clicked."""
        self._buttons[method].setChecked(True)
        self.controller.set_method(method)

    def _method_chosen(self) -> None:
        button = self.methods.checkedButton()
        if button is not None:
            self.controller.set_method(Method(button.property("method")))

    def _update(self) -> None:
        controller = self.controller
        state = self._session.state
        prizes = ", ".join(
            place_paid(place, money_text(prize, state))
            for place, prize in enumerate(controller.prizes, start=1)
        )
        self.intro.setText(
            self.tr("{count} players left share {money} (prizes left: {prizes}).").format(
                count=len(controller.players),
                money=money_text(controller.remaining, state),
                prizes=prizes or "—",
            )
        )
        saving = controller.method is Method.SAVE
        self.saved.setEnabled(saving)
        self.rest.setEnabled(saving)
        counted, in_play = controller.counted, controller.chips_in_play
        text = self.tr("Chips counted: {counted} of {in_play} in play.").format(
            counted=chips_text(counted), in_play=chips_text(in_play)
        )
        miscounted = bool(counted) and counted != in_play  # nothing typed is not a miscount
        if miscounted:
            text += " " + (
                self.tr("{chips} more than in play: count again if they should be equal.")
                if counted > in_play
                else self.tr("{chips} fewer than in play: count again if they should be equal.")
            ).format(chips=chips_text(abs(counted - in_play)))
        self.counted.setText(text)
        self.counted.setStyleSheet(ERROR_STYLE if miscounted else "")
        self._show_agreed()
        deal = controller.deal
        if deal is None:
            self.total.setText("")
            self.explanation.clear()
            self.message.setText(controller.error)
            self.record_button.setEnabled(False)
            return
        self.message.setText("")
        self.record_button.setEnabled(True)
        lines = controller.explanation_in(current_language())
        self.explanation.setText("<br>".join(escape(line) for line in lines))
        if deal.saved:
            self.total.setText(
                self.tr("Paid now: {paid}, saved for the winner: {saved}; total {total}.").format(
                    paid=money_text(sum(deal.amounts), state),
                    saved=money_text(deal.saved, state),
                    total=money_text(deal.total, state),
                )
            )
        else:
            self.total.setText(
                self.tr("Total: {total}, the prize money left.").format(
                    total=money_text(deal.total, state)
                )
            )

    def _show_agreed(self) -> None:
        """While negotiating: the amounts typed against what is left to share."""
        controller = self.controller
        self.agreed.setVisible(controller.negotiating)
        if not controller.negotiating:
            self.agreed.clear()
            return
        state = self._session.state
        typed, wanted = sum(controller.agreed), controller.to_share
        self.agreed.setText(
            self.tr("Agreed: {typed} of the {wanted} to share.").format(
                typed=money_text(typed, state), wanted=money_text(wanted, state)
            )
        )

    def _record(self) -> None:
        if self.controller.record():
            self.accept()
