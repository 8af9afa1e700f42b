"""The chip set panel: denominations with a colour swatch, counts, the starting stack, capacity.

:class:`ChipSetModel` is a thin table over a :class:`~tourney.domain.levels.chips.ChipSet`;
:class:`ChipSetView` lays it out with the starting stack's total and how many players the
set seats.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from tourney.domain.levels.chips import ChipSet, Denomination
from tourney.gui.display.texts import english_plural
from tourney.gui.numbers import chips_text, count_text
from tourney.gui.rows_model import RowsModel
from tourney.gui.structure.chip_colours import colour_name
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["ChipColumn", "ChipSetModel", "ChipSetView", "stack_text", "swatch"]

_UNKNOWN_COLOUR = QColor("#bdbdbd")


def swatch(colour: str) -> QColor:
    """The colour a chip is called by, as a colour to paint (grey when Qt does not know it)."""
    name = colour.strip().lower().replace(" ", "")
    return QColor(name) if QColor.isValidColorName(name) else _UNKNOWN_COLOUR


class ChipColumn(IntEnum):
    """The chip table's columns."""

    VALUE = 0
    COLOUR = 1
    IN_SET = 2
    PER_PLAYER = 3
    WORTH = 4


class ChipSetModel(RowsModel[Denomination, ChipColumn]):
    """One row per denomination, smallest first."""

    columns = ChipColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._chips: ChipSet | None = None

    def set_chips(self, chips: ChipSet | None) -> None:
        """Show another chip set (None: nothing)."""
        if chips == self._chips:
            return
        self._chips = chips
        self.set_rows(chips.denominations if chips is not None else ())

    def header(self, column: ChipColumn) -> str:
        """Column titles."""
        return {
            ChipColumn.VALUE: QCoreApplication.translate("ChipSet", "Value"),
            ChipColumn.COLOUR: QCoreApplication.translate("ChipSet", "Colour"),
            ChipColumn.IN_SET: QCoreApplication.translate("ChipSet", "In the set"),
            ChipColumn.PER_PLAYER: QCoreApplication.translate("ChipSet", "Per player"),
            ChipColumn.WORTH: QCoreApplication.translate("ChipSet", "Worth"),
        }[column]

    def cell(self, row: Denomination, column: ChipColumn, role: int) -> Any:
        """The cell's value for ``role``."""
        chips = self._chips
        if chips is None:
            return None
        per_player = next((p.count for p in chips.starting_stack if p.value == row.value), 0)
        if role == Qt.ItemDataRole.DecorationRole and column is ChipColumn.COLOUR:
            return swatch(row.colour)
        if role == Qt.ItemDataRole.TextAlignmentRole and column is not ChipColumn.COLOUR:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            ChipColumn.VALUE: chips_text(row.value),
            ChipColumn.COLOUR: colour_name(row.colour),
            ChipColumn.IN_SET: chips_text(row.count),
            ChipColumn.PER_PLAYER: chips_text(per_player) if per_player else "—",
            ChipColumn.WORTH: chips_text(per_player * row.value) if per_player else "—",
        }[column]


def stack_text(chips: ChipSet) -> str:
    """Which chips make up the starting stack: "4 × 25 green, 4 × 100 black, …"."""
    colours = {d.value: d.colour for d in chips.denominations}
    return ", ".join(
        f"{chips_text(part.count)} × {chips_text(part.value)} "
        f"{colour_name(colours.get(part.value, ''), chips=part.count)}".strip()
        for part in chips.starting_stack
    )


class ChipSetView(QWidget):
    """The chip table with the starting stack's total and the set's capacity below it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = ChipSetModel(self)
        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.verticalHeader().hide()
        self.table.setSelectionMode(QTableView.SelectionMode.NoSelection)
        self.table.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(ChipColumn.COLOUR, QHeaderView.ResizeMode.Stretch)
        self.stack = QLabel(self)
        self.stack.setWordWrap(True)
        self.capacity = QLabel(self)
        self.capacity.setWordWrap(True)
        font = self.capacity.font()
        font.setBold(True)
        self.capacity.setFont(font)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.stack)
        layout.addWidget(self.capacity)

    def whole_width(self) -> int:
        """The table's width with every column whole: titles and cells (a colour's name)."""
        header = self.table.horizontalHeader()
        columns = range(self.model.columnCount())
        wanted = sum(
            max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c)) for c in columns
        )
        scroll = self.table.verticalScrollBar()
        beside = scroll.sizeHint().width() if scroll is not None and scroll.isVisible() else 0
        return wanted + 2 * self.table.frameWidth() + beside + 4

    def show_chips(
        self, chips: ChipSet | None, *, starting_stack: int | None = None, entries: int = 0
    ) -> None:
        """Show ``chips``; ``starting_stack`` is the stack the buy-in gives, to compare.

        ``entries`` sold already beyond what the set seats are said, in red: the box runs
        short of starting stacks.
        """
        self.model.set_chips(chips)
        if chips is None:
            self.stack.clear()
            self.capacity.clear()
            return
        rows = len(chips.denominations)
        height = self.table.horizontalHeader().sizeHint().height()
        height += sum(self.table.rowHeight(r) for r in range(rows)) + 4
        self.table.setMinimumHeight(min(height, 260))
        self.table.setMaximumHeight(height)
        if not chips.starting_stack:
            self.stack.setText(self.tr("No starting stack is set for this chip set."))
            self.capacity.setText("")
            return
        count = chips.chips_per_player
        text = english_plural(
            self.tr("Starting stack: {total} in %Ln chip(s).", "", count), count
        ).format(total=chips_text(chips.starting_total))
        text += " " + stack_text(chips)
        if starting_stack is not None and starting_stack != chips.starting_total:
            text += " " + self.tr("The buy-in gives {stack}.").format(
                stack=chips_text(starting_stack)
            )
        self.stack.setText(text)
        seats = chips.capacity
        text = english_plural(self.tr("This set seats %Ln player(s).", "", seats), seats)
        short = 0 < seats < entries
        if short:
            text += " " + self.tr("Entries sold: {count}, more than it seats.").format(
                count=count_text(entries)
            )
        self.capacity.setText(text)
        self.capacity.setStyleSheet(ERROR_STYLE if short else "")
