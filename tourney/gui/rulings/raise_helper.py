"""The betting helper: "what is the minimum raise?" and "may he re-raise?".

The director enters the blinds and the round's actions; the panel shows, for the player to
act (or one he names), the amount to call, the minimum and maximum raise, whether he may raise
at all, and why.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import Any

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QPersistentModelIndex, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.engine.betting import BettingRuling
from tourney.engine.betting_actions import ActionKind, Limit, Street
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.numbers import chips_text
from tourney.gui.rulings.dispute_delegates import MAX_CHIPS, SpinBoxDelegate
from tourney.gui.rulings.raise_controller import RaiseController
from tourney.gui.rulings.raise_model import ActionColumn, ActionsModel, action_label

__all__ = ["RaiseHelper"]

_Index = QModelIndex | QPersistentModelIndex


class ComboDelegate(QStyledItemDelegate):
    """Edits a cell with a combo box of ``(label, value)`` items read when editing starts."""

    def __init__(
        self, items: Callable[[], Sequence[tuple[str, str]]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self._items = items

    def createEditor(self, parent: QWidget, option: QStyleOptionViewItem, index: _Index) -> QWidget:
        """A combo box of the items."""
        combo = QComboBox(parent)
        for label, value in self._items():
            combo.addItem(label, value)
        return combo

    def setEditorData(self, editor: QWidget, index: _Index) -> None:
        """Select the cell's value."""
        assert isinstance(editor, QComboBox)
        editor.setCurrentIndex(max(0, editor.findData(index.data(Qt.ItemDataRole.EditRole))))

    def setModelData(self, editor: QWidget, model: QAbstractItemModel, index: _Index) -> None:
        """Send the chosen value to the model."""
        assert isinstance(editor, QComboBox)
        model.setData(index, editor.currentData(), Qt.ItemDataRole.EditRole)


def _big(text: str = "") -> QLabel:
    label = QLabel(text)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    font.setBold(True)
    label.setFont(font)
    return label


class RaiseHelper(QWidget):
    """Minimum raise and "may he re-raise?" for one betting round.

    Signals:
        print_requested: (dict, dict) Print the betting ruling slip: the round's facts
            (:meth:`RaiseController.facts`) and the ruling.
    """

    print_requested = Signal(object, object)  # Python dicts as they are

    def __init__(
        self, controller: RaiseController | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller or RaiseController(self)
        self.model = ActionsModel(self.controller, self)
        self.limit = QComboBox()
        for limit, text in ((Limit.NO_LIMIT, self.tr("No-limit")),
                            (Limit.POT_LIMIT, self.tr("Pot-limit")),
                            (Limit.LIMIT, self.tr("Limit"))):  # fmt: skip
            self.limit.addItem(text, limit)
        self.street = QComboBox()
        for street, text in ((Street.PREFLOP, self.tr("Pre-flop")), (Street.FLOP, self.tr("Flop")),
                             (Street.TURN, self.tr("Turn")), (Street.RIVER, self.tr("River")),
                             (Street.PREDRAW, self.tr("Before the draw")),
                             (Street.POSTDRAW, self.tr("After the draw"))):  # fmt: skip
            self.street.addItem(text, street)
        self.big_blind = self._chips(1)
        self.small_blind = self._chips(1)
        self.pot = self._chips(0)
        self.players = QLineEdit()
        self.players.setPlaceholderText(self.tr("SB, BB, UTG, …, BTN"))
        self.players.setToolTip(
            self.tr(
                "The players clockwise from the first seat left of the button, comma-separated."
            )
        )
        self.rule_for = QComboBox()
        self.actions_table = self._actions_table()
        self.print_slip = QPushButton(self.tr("Print ruling slip…"))
        self._blinds_typed = False
        self._following = False
        self.add_action = QPushButton(self.tr("Add action"))
        self.remove_action = QPushButton(self.tr("Remove action"))
        self.message = QLabel()
        self.message.setObjectName("raiseMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet(
            "QLabel#raiseMessage { background: #fff4e5; color: #8a3c00; border: 1px solid "
            "#ffb74d; border-radius: 6px; padding: 10px; font-weight: 600; }"
        )
        self.verdict = _big()
        self.verdict.setWordWrap(True)
        self.to_call, self.min_raise, self.max_raise, self.may_raise = (_big() for _ in range(4))
        self.explanation = QLabel()
        self.explanation.setWordWrap(True)
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._lay_out()
        self._connect()
        self._show_round()
        self._show_ruling()

    def _chips(self, low: int) -> ChipsSpinBox:
        spin = ChipsSpinBox()
        spin.setRange(low, MAX_CHIPS)
        spin.setKeyboardTracking(False)
        spin.setMinimumWidth(100)
        return spin

    def _actions_table(self) -> QTableView:
        table = QTableView()
        table.setModel(self.model)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.setAlternatingRowColors(True)
        table.verticalHeader().setDefaultSectionSize(max(30, table.fontMetrics().height() + 14))
        round_ = self.controller
        table.setItemDelegateForColumn(
            ActionColumn.PLAYER,
            ComboDelegate(lambda: [(name, name) for name in round_.round.players], table),
        )
        table.setItemDelegateForColumn(
            ActionColumn.ACTION,
            ComboDelegate(lambda: [(action_label(k), k.value) for k in ActionKind], table),
        )
        table.setItemDelegateForColumn(
            ActionColumn.TO,
            SpinBoxDelegate(
                minimum=lambda: 1,
                maximum=lambda: MAX_CHIPS,
                step=lambda: max(1, round_.round.small_blind),
                parent=table,
            ),
        )
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        return table

    def _lay_out(self) -> None:
        form = QGridLayout()
        form.setHorizontalSpacing(10)
        form.setVerticalSpacing(8)
        form.addWidget(QLabel(self.tr("Betting:")), 0, 0)
        form.addWidget(self.limit, 0, 1)
        form.addWidget(QLabel(self.tr("Round:")), 0, 2)
        form.addWidget(self.street, 0, 3)
        form.addWidget(QLabel(self.tr("Big blind:")), 1, 0)
        form.addWidget(self.big_blind, 1, 1)
        form.addWidget(QLabel(self.tr("Small blind:")), 1, 2)
        form.addWidget(self.small_blind, 1, 3)
        form.addWidget(QLabel(self.tr("Pot before this round:")), 2, 0)
        form.addWidget(self.pot, 2, 1)
        form.addWidget(QLabel(self.tr("Rule for:")), 2, 2)
        form.addWidget(self.rule_for, 2, 3)
        form.addWidget(QLabel(self.tr("Players, clockwise from the left of the button:")),
                       3, 0, 1, 4)  # fmt: skip
        form.addWidget(self.players, 4, 0, 1, 4)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(QLabel(self.tr("The round so far")))
        buttons.addStretch(1)
        buttons.addWidget(self.add_action)
        buttons.addWidget(self.remove_action)
        left = QVBoxLayout()
        left.setSpacing(10)
        left.addLayout(form)
        left.addSpacing(6)
        left.addLayout(buttons)
        left.addWidget(self.actions_table, 1)

        numbers = QGridLayout()
        numbers.setHorizontalSpacing(24)
        numbers.setVerticalSpacing(2)
        cells = ((self.tr("To call"), self.to_call), (self.tr("May raise"), self.may_raise),
                 (self.tr("Minimum raise to"), self.min_raise),
                 (self.tr("Maximum raise to"), self.max_raise))  # fmt: skip
        for position, (title, value) in enumerate(cells):
            caption = QLabel(title)
            caption.setStyleSheet("color: #607d8b;")
            row, column = divmod(position, 2)
            numbers.addWidget(caption, row * 2, column)
            numbers.addWidget(value, row * 2 + 1, column)
        numbers.setRowMinimumHeight(2, 8)
        right = QVBoxLayout()
        right.setSpacing(10)
        right.addWidget(_big(self.tr("Ruling")))
        right.addWidget(self.message)
        right.addWidget(self.verdict)
        right.addLayout(numbers)
        why = QLabel(self.tr("Why"))
        font = why.font()
        font.setBold(True)
        why.setFont(font)
        right.addWidget(why)
        right.addWidget(self.explanation)
        right.addStretch(1)
        right.addWidget(self.print_slip)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        layout.setSpacing(24)
        layout.addLayout(left, 1)
        layout.addLayout(right, 1)

    def _connect(self) -> None:
        c = self.controller
        self.limit.currentIndexChanged.connect(self._limit_chosen)
        self.street.currentIndexChanged.connect(self._street_chosen)
        self.big_blind.valueChanged.connect(self._big_blind_changed)
        self.small_blind.valueChanged.connect(self._small_blind_changed)
        self.pot.valueChanged.connect(self._pot_changed)
        self.players.editingFinished.connect(self._players_edited)
        self.rule_for.currentIndexChanged.connect(self._rule_for_chosen)
        self.add_action.clicked.connect(self._add_action)
        self.print_slip.clicked.connect(self._print)
        self.remove_action.clicked.connect(self._remove_action)
        c.round_changed.connect(self._show_round)
        c.ruling_changed.connect(self._show_ruling)
        c.error_changed.connect(self._show_ruling)

    # Slots are methods, not lambdas: a lambda holding ``self`` keeps a cycle that PySide
    # breaks in the wrong order when the widget is collected.
    def _limit_chosen(self, _index: int) -> None:
        self.controller.update(limit=self.limit.currentData())

    def _street_chosen(self, _index: int) -> None:
        self.controller.update(street=self.street.currentData())

    def _big_blind_changed(self, value: int) -> None:
        self._blinds_typed = self._blinds_typed or not self._following
        self.controller.update(big_blind=value)

    def _small_blind_changed(self, value: int) -> None:
        self._blinds_typed = self._blinds_typed or not self._following
        self.controller.update(small_blind=value)

    def follow_blinds(self, small: int, big: int) -> None:
        """Take the tournament's current blinds, unless the director typed his own."""
        if self._blinds_typed:
            return
        self._following = True
        try:
            self.controller.update(small_blind=small, big_blind=big)
        finally:
            self._following = False

    def _print(self) -> None:
        ruling = self.controller.ruling
        if ruling is None:
            return
        facts = self.controller.facts(
            limit=self.limit.currentText(), street=self.street.currentText()
        )
        kinds = {kind.value: action_label(kind) for kind in ActionKind}
        facts["actions"] = [[p, kinds.get(k, k), to] for p, k, to in facts["actions"]]
        self.print_requested.emit(
            facts,
            {
                "player": ruling.player,
                "to_call": ruling.to_call,
                "may_raise": ruling.may_raise,
                "min_raise_to": ruling.min_raise_to,
                "max_raise_to": ruling.max_raise_to,
                "explanation": list(ruling.explanation),
            },
        )

    def _pot_changed(self, value: int) -> None:
        self.controller.update(pot=value)

    def _players_edited(self) -> None:
        self.controller.set_players(self.players.text())

    def _rule_for_chosen(self, _index: int) -> None:
        self.controller.update(player=self.rule_for.currentData() or "")

    def _add_action(self) -> None:
        row = self.controller.add_action()
        self.actions_table.selectRow(row)

    def _remove_action(self) -> None:
        index = self.actions_table.currentIndex()
        if index.isValid():
            self.controller.remove_action(index.row())

    def _show_round(self) -> None:
        betting = self.controller.round
        widgets: tuple[Any, ...] = (self.limit, self.street, self.big_blind, self.small_blind,
                                    self.pot, self.rule_for)  # fmt: skip
        for widget in widgets:
            widget.blockSignals(True)  # noqa: FBT003
        try:
            self.limit.setCurrentIndex(self.limit.findData(betting.limit))
            self.street.setCurrentIndex(self.street.findData(betting.street))
            self.big_blind.setValue(betting.big_blind)
            self.small_blind.setValue(betting.small_blind)
            self.pot.setValue(betting.pot)
            if not self.players.hasFocus():
                self.players.setText(", ".join(betting.players))
            self.rule_for.clear()
            self.rule_for.addItem(self.tr("the player to act"), "")
            for name in betting.players:
                self.rule_for.addItem(name, name)
            self.rule_for.setCurrentIndex(max(0, self.rule_for.findData(betting.player)))
        finally:
            for widget in widgets:
                widget.blockSignals(False)  # noqa: FBT003
        self.remove_action.setEnabled(bool(betting.actions))

    def _show_ruling(self) -> None:
        ruling = self.controller.ruling
        error = self.controller.error
        self.message.setText(error)
        self.message.setVisible(bool(error))
        self.print_slip.setEnabled(ruling is not None)
        if ruling is None:
            for label in (self.verdict, self.to_call, self.min_raise, self.max_raise,
                          self.may_raise, self.explanation):  # fmt: skip
                label.setText("—" if label is not self.explanation else "")
            return
        self.verdict.setText(self._verdict(ruling))
        self.to_call.setText(chips_text(ruling.to_call))
        self.min_raise.setText(
            "—" if ruling.min_raise_to is None else chips_text(ruling.min_raise_to)
        )
        if ruling.max_raise_to is not None:
            self.max_raise.setText(chips_text(ruling.max_raise_to))
        else:
            self.max_raise.setText(self.tr("all-in") if ruling.may_raise else "—")
        self.may_raise.setText(self.tr("Yes") if ruling.may_raise else self.tr("No"))
        self.may_raise.setStyleSheet(f"color: {'#1b5e20' if ruling.may_raise else '#b71c1c'};")
        items = "".join(f"<li style='margin-bottom:6px;'>{escape(s)}</li>"
                        for s in ruling.explanation)  # fmt: skip
        self.explanation.setText(f"<ol style='-qt-list-indent:1;'>{items}</ol>")

    def _verdict(self, ruling: BettingRuling) -> str:
        if ruling.to_call:
            answer = self.tr("{player}: fold or call {chips}").format(
                player=ruling.player, chips=chips_text(ruling.to_call)
            )
        else:
            answer = self.tr("{player}: check").format(player=ruling.player)
        if not ruling.may_raise or ruling.min_raise_to is None:
            return answer + self.tr(" — may not raise")
        least = chips_text(ruling.min_raise_to)
        if ruling.all_in_only:
            return answer + self.tr(", or go all-in for {chips}").format(chips=least)
        if not ruling.current_bet:
            return answer + self.tr(", or bet at least {chips}").format(chips=least)
        return answer + self.tr(", or raise to at least {chips}").format(chips=least)
