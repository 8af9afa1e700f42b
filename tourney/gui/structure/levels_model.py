"""The draft structure as a Qt table: one row per level or break.

A thin adapter over :class:`StructureController`: it shows the draft (played rows greyed and
read-only, the current row highlighted, rows with a problem marked red with the message as a
tooltip) and sends every edit to the controller, which decides.
"""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from tourney.domain.levels.checks import Problem
from tourney.domain.levels.structure import AnteKind, Break, Item, Level, Structure
from tourney.gui.language import current_language
from tourney.gui.numbers import chips_text
from tourney.gui.structure.labels import ante_kind_name, game_name, limit_name, minutes_text
from tourney.gui.structure.structure_controller import Field, StructureController

__all__ = ["ITEM_KIND_ROLE", "Column", "LevelsModel"]

#: Role holding "level" or "break" on every cell.
ITEM_KIND_ROLE = Qt.ItemDataRole.UserRole + 1

_Index = QModelIndex | QPersistentModelIndex

PROBLEM_COLOUR = QColor("#c62828")
PLAYED_COLOUR = QColor("#9e9e9e")
CURRENT_BACKGROUND = QColor("#fff3c4")


class Column(IntEnum):
    """The table's columns."""

    ITEM = 0
    SMALL_BLIND = 1
    BIG_BLIND = 2
    ANTE = 3
    ANTE_KIND = 4
    MINUTES = 5
    GAME = 6
    LIMIT = 7
    COLOUR_UP = 8


FIELDS = {
    Column.SMALL_BLIND: Field.SMALL_BLIND,
    Column.BIG_BLIND: Field.BIG_BLIND,
    Column.ANTE: Field.ANTE,
    Column.ANTE_KIND: Field.ANTE_KIND,
    Column.MINUTES: Field.MINUTES,
    Column.GAME: Field.GAME,
    Column.LIMIT: Field.LIMIT,
    Column.COLOUR_UP: Field.COLOUR_UP,
}
"""The field each editable column changes."""

_NUMERIC = frozenset({Column.SMALL_BLIND, Column.BIG_BLIND, Column.ANTE, Column.MINUTES})


def _header(column: Column) -> str:
    return {
        Column.ITEM: QCoreApplication.translate("LevelsModel", "Level"),
        Column.SMALL_BLIND: QCoreApplication.translate("LevelsModel", "Small blind"),
        Column.BIG_BLIND: QCoreApplication.translate("LevelsModel", "Big blind"),
        Column.ANTE: QCoreApplication.translate("LevelsModel", "Ante"),
        Column.ANTE_KIND: QCoreApplication.translate("LevelsModel", "Ante kind"),
        Column.MINUTES: QCoreApplication.translate("LevelsModel", "Minutes"),
        Column.GAME: QCoreApplication.translate("LevelsModel", "Game"),
        Column.LIMIT: QCoreApplication.translate("LevelsModel", "Limit"),
        Column.COLOUR_UP: QCoreApplication.translate("LevelsModel", "Colour-up"),
    }[column]


class LevelsModel(QAbstractTableModel):
    """One row per item of the draft, in playing order."""

    def __init__(self, controller: StructureController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._controller = controller
        self._draft: Structure = controller.draft
        self._played = controller.played
        self._current = controller.current
        self._problems: dict[int, list[Problem]] = {}
        self._take_problems()
        controller.draft_changed.connect(self._refresh)

    def item(self, row: int) -> Item:
        """The level or break shown on ``row``."""
        return self._draft.items[row]

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Items in the draft (a table has no children)."""
        return 0 if parent.isValid() else len(self._draft)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns of :class:`Column`."""
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles; rows are numbered by the first column instead."""
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return _header(Column(section))
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's value for ``role``."""
        if not index.isValid() or index.row() >= len(self._draft):
            return None
        row = index.row()
        item = self._draft.items[row]
        column = Column(index.column())
        if role == ITEM_KIND_ROLE:
            return "level" if isinstance(item, Level) else "break"
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, item, column)
        if role == Qt.ItemDataRole.EditRole:
            return _edit_value(item, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role == Qt.ItemDataRole.ForegroundRole:
            if row in self._problems and column is Column.ITEM:
                return PROBLEM_COLOUR
            if row < self._played:
                return PLAYED_COLOUR
            return None
        if role == Qt.ItemDataRole.BackgroundRole and row == self._current:
            return CURRENT_BACKGROUND
        if role == Qt.ItemDataRole.FontRole and (row == self._current or isinstance(item, Break)):
            font = QFont()
            font.setBold(row == self._current)
            font.setItalic(isinstance(item, Break))
            return font
        if role == Qt.ItemDataRole.DecorationRole and column is Column.ITEM:
            return PROBLEM_COLOUR if row in self._problems else None
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row)
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        """Cells of items not played yet are editable where the item has that value."""
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        row = index.row()
        column = Column(index.column())
        if row >= len(self._draft) or row < self._played or column is Column.ITEM:
            return flags
        is_level = isinstance(self._draft.items[row], Level)
        if column is Column.MINUTES or (column is Column.COLOUR_UP) != is_level:
            return flags | Qt.ItemFlag.ItemIsEditable
        return flags

    def setData(self, index: _Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        """Send an edit to the controller; False when it refuses."""
        if role != Qt.ItemDataRole.EditRole or not index.isValid():
            return False
        column = Column(index.column())
        if column is Column.ITEM or index.row() >= len(self._draft):
            return False
        return self._controller.set_value(index.row(), FIELDS[column], value)

    # --- inside --------------------------------------------------------------------------

    def _display(self, row: int, item: Item, column: Column) -> str | None:
        if column is Column.ITEM:
            return self._name(row, item)
        if column is Column.MINUTES:
            return minutes_text(item.seconds)
        if isinstance(item, Break):
            if column is Column.COLOUR_UP:
                return ", ".join(chips_text(v) for v in item.colour_up)
            return None
        if column is Column.SMALL_BLIND:
            return chips_text(item.small_blind)
        if column is Column.BIG_BLIND:
            return chips_text(item.big_blind)
        if column is Column.ANTE:
            return chips_text(item.ante) if item.ante_kind is not AnteKind.NONE or item.ante else ""
        if column is Column.ANTE_KIND:
            return ante_kind_name(item.ante_kind)
        if column is Column.GAME:
            return game_name(item.game)
        if column is Column.LIMIT:
            return limit_name(item.limit)
        return None

    def _name(self, row: int, item: Item) -> str:
        if isinstance(item, Level):
            name = QCoreApplication.translate("LevelsModel", "Level {number}").format(
                number=self._draft.level_number(row)
            )
        else:
            name = QCoreApplication.translate("LevelsModel", "Break")
        if row == self._current:
            name += "  " + QCoreApplication.translate("LevelsModel", "(now)")
        elif row < self._played:
            name += "  " + QCoreApplication.translate("LevelsModel", "(played)")
        return name

    def _tooltip(self, row: int) -> str | None:
        language = current_language()
        lines = [problem.translated(language) for problem in self._problems.get(row, ())]
        if row < self._played:
            lines.append(
                QCoreApplication.translate("LevelsModel", "Already played: it cannot be changed.")
            )
        elif row == self._current:
            lines.append(
                QCoreApplication.translate(
                    "LevelsModel", "Being played now: it keeps the time already spent."
                )
            )
        return "\n".join(lines) or None

    def _take_problems(self) -> None:
        self._problems = {}
        for problem in self._controller.problems:
            if problem.index >= 0:
                self._problems.setdefault(problem.index, []).append(problem)

    def _refresh(self) -> None:
        controller = self._controller
        draft = controller.draft
        if len(draft) != len(self._draft):
            self.beginResetModel()
            self._draft = draft
            self._played, self._current = controller.played, controller.current
            self._take_problems()
            self.endResetModel()
            return
        self._draft = draft
        self._played, self._current = controller.played, controller.current
        self._take_problems()
        if self._draft.items:
            self.dataChanged.emit(self.index(0, 0), self.index(len(draft) - 1, len(Column) - 1))


def _edit_value(item: Item, column: Column) -> Any:
    if column is Column.MINUTES:
        return item.seconds // 60
    if isinstance(item, Break):
        return ", ".join(str(v) for v in item.colour_up) if column is Column.COLOUR_UP else None
    return {
        Column.SMALL_BLIND: item.small_blind,
        Column.BIG_BLIND: item.big_blind,
        Column.ANTE: item.ante,
        Column.ANTE_KIND: item.ante_kind.value,
        Column.GAME: item.game.value,
        Column.LIMIT: item.limit.value,
    }.get(column)
