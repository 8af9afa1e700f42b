"""The chip race at a colour-up: each seat's count of the chips leaving play, then the race.

The director picks the table and the denomination leaving play (the break's colour-up is
preselected), types each seat's count of those chips and says who has other chips left;
"Race" records the race (:func:`tourney.domain.room.actions.record_chip_race`) and the
dialog shows the cards dealt, the winners and every seat's new chips.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.clock_events import Now
from tourney.domain.levels.structure import Break
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.gui.numbers import chips_text
from tourney.gui.structure.chip_colours import colour_name
from tourney.gui.tables.table_picture import table_label
from tourney.gui.tables.tables_controller import TablesController

__all__ = ["ChipRaceDialog", "chip_name", "colour_up_value"]


def chip_name(chips: ChipSet, value: int) -> str:
    """A chip as the director names it, with the window's language's marks.

    ``"1,000 (yellow)"`` in English, ``"1.000 (giallo)"`` in Italian: the value with its
    colour (a usual one in the window's language) when the set has it, else the value alone,
    like
    :meth:`ChipSet.describe <tourney.domain.levels.chips.ChipSet.describe>`.
    """
    for denomination in chips.denominations:
        if denomination.value == value:
            return f"{chips_text(value)} ({colour_name(denomination.colour)})"
    return chips_text(value)


def colour_up_value(state: TournamentState, now: Now) -> int:
    """The denomination to race off now.

    The current (or last) break's colour-up, else the smallest chip of the set.
    """
    structure = state.clock.structure
    index = state.index_at(now)
    for item in reversed(structure.items[: index + 1]):
        if isinstance(item, Break) and item.colour_up:
            return min(item.colour_up)
    return state.setup.chips.smallest


class ChipRaceDialog(QDialog):
    """Race off one table's chips of a denomination leaving play."""

    def __init__(self, controller: TablesController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setWindowTitle(self.tr("Chip race"))
        state = controller.state
        assert state is not None
        self._state = state
        self.table = QComboBox()
        language = current_language()
        for table in state.room.tables:
            self.table.addItem(table_label(table, language), table.number)
        chips = state.setup.chips
        self.removed = QComboBox()
        self.into = QComboBox()
        for value in chips.values[:-1]:
            self.removed.addItem(chip_name(chips, value), value)
        default = colour_up_value(state, controller.session.now())
        self.removed.setCurrentIndex(max(0, self.removed.findData(default)))
        form = QFormLayout()
        form.addRow(self.tr("Table:"), self.table)
        form.addRow(self.tr("Chips leaving play:"), self.removed)
        form.addRow(self.tr("Coloured up into:"), self.into)
        self.seats = QGridLayout()
        seats_widget = QWidget()
        seats_widget.setLayout(self.seats)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(seats_widget)
        self.outcome = QLabel()
        self.outcome.setWordWrap(True)
        self.outcome.setTextFormat(Qt.TextFormat.RichText)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.race_button = QPushButton(self.tr("Race"))
        self.buttons.addButton(self.race_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.race_button.clicked.connect(self.race)
        controller.message.connect(self._message)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(scroll, 1)
        layout.addWidget(self.outcome)
        layout.addWidget(self.buttons)
        self.counts: dict[int, QSpinBox] = {}
        self.others: dict[int, QCheckBox] = {}
        self.table.currentIndexChanged.connect(self._fill_seats)
        self.removed.currentIndexChanged.connect(self._fill_into)
        self._fill_into()
        self._fill_seats()
        self.resize(460, 560)

    def _fill_into(self) -> None:
        removed = int(self.removed.currentData())
        chips = self._state.setup.chips
        self.into.clear()
        for value in chips.values:
            if value > removed and value % removed == 0:
                self.into.addItem(chip_name(chips, value), value)

    def _fill_seats(self) -> None:
        while self.seats.count():
            item = self.seats.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.counts, self.others = {}, {}
        for column, title in enumerate(
            (self.tr("Seat"), self.tr("Player"), self.tr("Chips"), self.tr("Other chips"))
        ):
            header = QLabel(f"<b>{escape(title)}</b>")
            self.seats.addWidget(header, 0, column)
        table = self._state.room.table(int(self.table.currentData()))
        for row, seat in enumerate(table.occupied, start=1):
            player = table.player_at(seat)
            assert player is not None
            count = QSpinBox()
            count.setRange(0, 9999)
            count.setMinimumHeight(30)
            other = QCheckBox(self.tr("has more"))
            other.setChecked(True)
            self.seats.addWidget(QLabel(str(seat)), row, 0)
            self.seats.addWidget(QLabel(self._state.name(int(player))), row, 1)
            self.seats.addWidget(count, row, 2)
            self.seats.addWidget(other, row, 3)
            self.counts[seat], self.others[seat] = count, other
        self.seats.setColumnStretch(1, 1)
        self.seats.setRowStretch(len(table.occupied) + 1, 1)
        self.outcome.clear()
        self.race_button.setEnabled(True)

    def _message(self, text: str, error: bool) -> None:  # noqa: FBT001 - a signal's slot
        if error:
            self.outcome.setText(f"<span style='color:#c62828'>{escape(text)}</span>")

    def race(self) -> bool:
        """Record the race; show its explanation (or leave everything as it was)."""
        if self.into.count() == 0:
            self.outcome.setText(escape(self.tr("No larger chip can replace these chips.")))
            return False
        record = self.controller.chip_race(
            int(self.table.currentData()),
            counts={seat: box.value() for seat, box in self.counts.items() if box.value()},
            others={seat: 1 if box.isChecked() else 0 for seat, box in self.others.items()},
            removed=int(self.removed.currentData()),
            into=int(self.into.currentData()),
        )
        if record is None:
            return False
        said = record.explanation_in(current_language())
        lines = "".join(f"<li>{escape(line)}</li>" for line in said)
        self.outcome.setText(f"<ul style='margin-left:-20px'>{lines}</ul>")
        self.race_button.setEnabled(False)
        return True
