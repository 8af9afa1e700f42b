"""The row of settings above the seats: the game and its house options, button, chip, table."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.engine.games import game_name
from tourney.engine.variants import VARIANT_IDS
from tourney.gui.language import current_language
from tourney.gui.rulings.rulings_controller import MAX_TABLE_SIZE, MIN_TABLE_SIZE

__all__ = ["GameBar", "variant_label"]

_MAX_CHIP = 1_000_000


def variant_label(variant_id: str) -> str:
    """The game's name for people, in the window's language."""
    return game_name(variant_id, current_language())


class GameBar(QWidget):
    """Game, house options, button seat, smallest chip and table size.

    Signals:
        variant_chosen: (str) The director chose another game (its id).
        option_changed: (str, object) A house option was set: its key and value.
        button_changed: (int) The button's seat.
        chip_unit_changed: (int) The smallest chip in play.
        table_size_changed: (int) Seats at the table.
    """

    variant_chosen = Signal(str)
    option_changed = Signal(str, object)
    button_changed = Signal(int)
    chip_unit_changed = Signal(int)
    table_size_changed = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = QComboBox()
        for variant_id in VARIANT_IDS:
            self.game.addItem(variant_label(variant_id), variant_id)
        self.game.currentIndexChanged.connect(self._game_chosen)
        self.bug_flush = QComboBox()
        for value, text in (
            ("highest_missing", self.tr("highest card missing from the flush")),
            ("double_ace", self.tr("an ace, even with the ace present")),
            ("lowest", self.tr("the lowest card")),
        ):
            self.bug_flush.addItem(text, value)
        self.bug_flush.setToolTip(self.tr("What the joker counts as in a flush (house option)."))
        self.bug_flush.currentIndexChanged.connect(self._bug_flush_chosen)
        self.low_straight = QCheckBox(self.tr("A-7-8-9-10 is a straight"))
        self.low_straight.toggled.connect(self._low_straight_toggled)
        self.tiebreak = QComboBox()
        for value, text in (
            ("highest", self.tr("the highest card")),
            ("combination", self.tr("the combination's card")),
            ("ace", self.tr("the highest card, ace always high")),
        ):
            self.tiebreak.addItem(text, value)
        self.tiebreak.setToolTip(self.tr("Whose suit decides identical hands (house option)."))
        self.tiebreak.currentIndexChanged.connect(self._tiebreak_chosen)
        self.button = self._spin(1, MAX_TABLE_SIZE, self.button_changed)
        self.button.setToolTip(self.tr("The button's seat; an empty seat is a dead button."))
        self.chip_unit = self._spin(1, _MAX_CHIP, self.chip_unit_changed)
        self.chip_unit.setGroupSeparatorShown(True)
        self.chip_unit.setToolTip(
            self.tr("The smallest chip still in play: split pots are divided in units of it.")
        )
        self.table_size = self._spin(MIN_TABLE_SIZE, MAX_TABLE_SIZE, self.table_size_changed)
        self._bug_label = QLabel(self.tr("Bug in a flush:"))
        self._tiebreak_label = QLabel(self.tr("Ties broken by the suit of:"))
        self._options = QWidget()  # a row of its own: beside the game it widened the page
        self._options.setVisible(False)
        options = QHBoxLayout(self._options)
        options.setContentsMargins(0, 0, 0, 0)
        for widget in (
            self._bug_label,
            self.bug_flush,
            self.low_straight,
            self._tiebreak_label,
            self.tiebreak,
        ):
            widget.setVisible(False)
            options.addWidget(widget)
        options.addStretch(1)
        for combo in (self.bug_flush, self.tiebreak):  # on their own row: whole
            combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.game.setMinimumContentsLength(24)
        first = QHBoxLayout()
        first.addWidget(QLabel(self.tr("Game:")))
        first.addWidget(self.game)
        first.addStretch(1)
        second = QHBoxLayout()
        for text, spin in ((self.tr("Button seat:"), self.button),
                           (self.tr("Smallest chip in play:"), self.chip_unit),
                           (self.tr("Seats at the table:"), self.table_size)):  # fmt: skip
            if second.count():
                second.addSpacing(16)  # between the fields, none after the last
            second.addWidget(QLabel(text))
            second.addWidget(spin)
        second.addStretch(1)
        self.chip_unit.setMinimumWidth(100)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(6)
        rows.addLayout(first)
        rows.addWidget(self._options)
        rows.addLayout(second)

    # Slots are methods, not lambdas: a lambda holding ``self`` keeps a cycle that PySide
    # breaks in the wrong order when the widget is collected.
    def _game_chosen(self, _index: int) -> None:
        self.variant_chosen.emit(self.game.currentData())

    def _bug_flush_chosen(self, _index: int) -> None:
        self.option_changed.emit("bug_flush", self.bug_flush.currentData())

    def _low_straight_toggled(self, checked: bool) -> None:  # noqa: FBT001
        self.option_changed.emit("low_straight", checked)

    def _tiebreak_chosen(self, _index: int) -> None:
        self.option_changed.emit("tiebreak_card", self.tiebreak.currentData())

    def _spin(self, low: int, high: int, signal: Any) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setKeyboardTracking(False)
        spin.valueChanged.connect(signal)
        return spin

    def show_state(
        self,
        *,
        variant_id: str,
        options: Mapping[str, Any],
        button: int,
        chip_unit: int,
        table_size: int,
    ) -> None:
        """Show the dispute's settings without announcing them as changes."""
        widgets = (self.game, self.bug_flush, self.low_straight, self.tiebreak, self.button,
                   self.chip_unit, self.table_size)  # fmt: skip
        for widget in widgets:
            widget.blockSignals(True)  # noqa: FBT003
        try:
            self.game.setCurrentIndex(self.game.findData(variant_id))
            self.bug_flush.setCurrentIndex(
                self.bug_flush.findData(options.get("bug_flush", "highest_missing"))
            )
            self.low_straight.setChecked(bool(options.get("low_straight", True)))
            self.tiebreak.setCurrentIndex(
                self.tiebreak.findData(options.get("tiebreak_card", "highest"))
            )
            self.table_size.setValue(table_size)
            self.button.setMaximum(table_size)
            self.button.setValue(button)
            self.chip_unit.setValue(chip_unit)
        finally:
            for widget in widgets:
                widget.blockSignals(False)  # noqa: FBT003
        bug = variant_id == "draw-bug"
        romanian = variant_id.startswith("romanian")
        self._bug_label.setVisible(bug)
        self.bug_flush.setVisible(bug)
        self.low_straight.setVisible(variant_id == "romanian32")
        self._tiebreak_label.setVisible(romanian)
        self.tiebreak.setVisible(romanian)
        self._options.setVisible(bug or romanian)
