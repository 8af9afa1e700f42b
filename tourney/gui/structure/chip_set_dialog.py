"""Edit the chip set: denominations, colours, how many of each, and the starting stack.

One row per denomination: its value, its colour (the usual ones in the window's language,
or typed), how many the set holds and how many make up one starting stack. Below, the
starting stack as it stands and whether it matches what the buy-in gives; a set the domain
refuses (a value twice, no chips) says why and OK waits. OK changes the setup's chip set as
ONE undoable action (the structure controller's ``set_chip_set``), on disk before the dialog
closes.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.levels.chips import ChipSet, Denomination, StackPart
from tourney.gui.display.texts import english_plural
from tourney.gui.language import refusal
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.numbers import chips_text
from tourney.gui.session import Session
from tourney.gui.structure.chip_colours import COLOURS, colour_key, colour_name
from tourney.gui.structure.chip_set_view import stack_text
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["ChipSetDialog"]

_VALUE, _COLOUR, _IN_SET, _PER_PLAYER = range(4)


class ChipSetDialog(QDialog):
    """The chip set's editor (see the module docstring).

    Attributes:
        table: One row per denomination.
        stack: The starting stack as the rows make it.
        error: Why the set cannot be used, hidden when it can.
    """

    def __init__(
        self,
        session: Session,
        store: Callable[[ChipSet], str | None],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._store = store
        self.setWindowTitle(self.tr("Chip set"))
        state = session.state
        if state is None:
            raise ValueError("no tournament is open")
        self._buy_in_stack = state.setup.starting_stack
        self.table = QTableWidget(0, 4, self)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Value"), self.tr("Colour"), self.tr("In the set"), self.tr("Per player")]
        )
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.add_button = QPushButton(self.tr("&Add a chip"))
        self.remove_button = QPushButton(self.tr("&Remove the chip"))
        self.add_button.clicked.connect(lambda _=False: self.add_row())
        self.remove_button.clicked.connect(self.remove_row)
        self.stack = QLabel()
        self.stack.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        row_buttons = QHBoxLayout()
        row_buttons.addWidget(self.add_button)
        row_buttons.addWidget(self.remove_button)
        row_buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table, 1)
        layout.addLayout(row_buttons)
        layout.addWidget(self.stack)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        per_player = {part.value: part.count for part in state.setup.chips.starting_stack}
        for chip in state.setup.chips.denominations:
            self.add_row(chip, per_player.get(chip.value, 0))
        self.resize(640, 420)
        self.refresh()

    # ----------------------------------------------------------------- rows

    def add_row(self, chip: Denomination | None = None, per_player: int = 0) -> int:
        """Add a denomination (a new one: ten times the largest, 100 of them)."""
        if chip is None:
            values = [self._value(row) for row in range(self.table.rowCount())]
            chip = Denomination(max(values, default=10) * 10 or 100, "white", 100)
        row = self.table.rowCount()
        self.table.insertRow(row)
        value = ChipsSpinBox()
        value.setRange(1, 100_000_000)
        value.setValue(chip.value)
        colour = QComboBox()
        colour.setEditable(True)
        colour.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for key in COLOURS:
            colour.addItem(colour_name(key), key)
        colour.setEditText(colour_name(chip.colour))
        in_set = ChipsSpinBox()
        in_set.setRange(1, 1_000_000)
        in_set.setValue(chip.count)
        stack = QSpinBox()
        stack.setRange(0, 1000)
        stack.setValue(per_player)
        for column, widget in enumerate((value, colour, in_set, stack)):
            self.table.setCellWidget(row, column, widget)
        for box in (value, in_set, stack):
            box.valueChanged.connect(self.refresh)
        colour.editTextChanged.connect(self.refresh)
        self.refresh()
        return row

    def remove_row(self) -> None:
        """Remove the selected denomination (the last one when none is selected)."""
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
        self.refresh()

    def _value(self, row: int) -> int:
        box = self.table.cellWidget(row, _VALUE)
        return box.value() if isinstance(box, QSpinBox) else 0

    def _number(self, row: int, column: int) -> int:
        box = self.table.cellWidget(row, column)
        return box.value() if isinstance(box, QSpinBox) else 0

    def _colour(self, row: int) -> str:
        box = self.table.cellWidget(row, _COLOUR)
        return colour_key(box.currentText()) if isinstance(box, QComboBox) else ""

    # ----------------------------------------------------------------- the set

    def chip_set(self) -> ChipSet:
        """The chip set the rows describe.

        Raises:
            DomainError: The domain refuses it (a value twice, a colour missing…).
        """
        rows = range(self.table.rowCount())
        return ChipSet(
            tuple(
                Denomination(self._value(r), self._colour(r), self._number(r, _IN_SET))
                for r in rows
            ),
            tuple(
                StackPart(self._value(r), self._number(r, _PER_PLAYER))
                for r in rows
                if self._number(r, _PER_PLAYER)
            ),
        )

    def refresh(self) -> None:
        """Say what the starting stack is, and why the set cannot be used, if so."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        try:
            chips = self.chip_set()
        except DomainError as exc:
            self.error.setText(refusal(exc))
            self.error.show()
            self.stack.clear()
            ok.setEnabled(False)
            return
        self.error.hide()
        ok.setEnabled(True)
        if not chips.starting_stack:
            self.stack.setText(
                self.tr("No starting stack: type how many of each chip a player gets.")
            )
            return
        count = chips.chips_per_player
        text = english_plural(
            self.tr("Starting stack: {total} in %Ln chip(s): {parts}.", "", count), count
        ).format(total=chips_text(chips.starting_total), parts=stack_text(chips))
        if chips.starting_total != self._buy_in_stack:
            text += " " + self.tr("The buy-in gives {stack}.").format(
                stack=chips_text(self._buy_in_stack)
            )
        self.stack.setText(text)

    def accept(self) -> None:
        """Store the chip set as one undoable change of the setup; on a refusal, stay."""
        try:
            chips = self.chip_set()
        except DomainError as exc:
            self.error.setText(refusal(exc))
            self.error.show()
            return
        refused = self._store(chips)
        if refused is not None:
            self.error.setText(refused)
            self.error.show()
            return
        super().accept()
