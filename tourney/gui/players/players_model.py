"""The players table: one row per entry, a thin adapter over the tournament's state.

The model reads a :class:`~tourney.domain.state.TournamentState` and turns each entry into a
frozen :class:`PlayerRow` once per change; :meth:`PlayersModel.data` only looks rows up.
A :class:`PlayersFilter` narrows the table to the entries whose name (or number) contains
what the director typed, ignoring case and accents.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from functools import cached_property

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QColor, QFont

from tourney.base.formats import collation_text
from tourney.domain.entries.entry import EntryKind
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.gui.numbers import chips_text
from tourney.gui.places import place_label
from tourney.persistence.search_text import fold

__all__ = [
    "ENTRY_ROLE",
    "SORT_ROLE",
    "Column",
    "PlayerRow",
    "PlayersFilter",
    "PlayersModel",
    "TypedFilter",
    "seat_text",
]


def seat_text(table: int, seat: int) -> str:
    """A seat as the players list and the bust-out dialog write it: ``"T1 S3"``."""
    return QCoreApplication.translate("PlayersModel", "T{table} S{seat}").format(
        table=table, seat=seat
    )


ENTRY_ROLE = Qt.ItemDataRole.UserRole + 1
"""The role giving a row's entry number (an ``int``)."""

SORT_ROLE = Qt.ItemDataRole.UserRole + 2
"""The role giving the value a column sorts by (numbers as numbers)."""

_Index = QModelIndex | QPersistentModelIndex
_BUSTED = QColor(128, 128, 128)


class Column(IntEnum):
    """The table's columns, in order."""

    NUMBER = 0
    NAME = 1
    SEAT = 2
    STATUS = 3
    PLACE = 4
    REBUYS = 5
    ADDONS = 6
    CHIPS = 7
    KNOCKED_OUT_BY = 8


_NUMERIC = frozenset({Column.NUMBER, Column.PLACE, Column.REBUYS, Column.ADDONS, Column.CHIPS})
_COLUMNS = tuple(Column)  # by position: indexing is much cheaper than ``Column(n)``
_COLUMN_COUNT = len(_COLUMNS)
_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ENTRY = int(ENTRY_ROLE)
_SORT = int(SORT_ROLE)
#: The roles :meth:`PlayersModel.data` answers; the views ask for many more, per cell.
_ROLES = frozenset({_DISPLAY, _ALIGNMENT, _FOREGROUND, _FONT, _ENTRY, _SORT})
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


@dataclass(frozen=True, slots=True)
class PlayerRow:
    """One entry as the table shows it.

    Attributes:
        number: The entry number.
        player_id: The player's id.
        name: The player's name.
        table: The table it sits at, or ``None``.
        seat: The seat, or ``None``.
        active: Whether it is still playing.
        re_entry: Whether it is a re-entry.
        place: Its finishing place, or ``None`` while playing.
        place_label: ``"9th"``, ``"9th (tie, 9th–10th)"`` or ``""``.
        rebuys: Rebuys bought.
        addons: Add-ons bought.
        chips: Chips bought (starting stack, rebuys and add-ons).
        knocked_out_by: The names of the players who knocked it out.
    """

    number: int
    player_id: int
    name: str
    table: int | None
    seat: int | None
    active: bool
    re_entry: bool
    place: int | None
    place_label: str
    rebuys: int
    addons: int
    chips: int
    knocked_out_by: tuple[str, ...]


def rows_of(state: TournamentState | None) -> tuple[PlayerRow, ...]:
    """Every entry of ``state`` as a row, by entry number."""
    if state is None:
        return ()
    seats: dict[int, tuple[int, int]] = {}
    for table in state.room.tables:
        for number in table.players():
            seat = table.seat_of(number)
            if isinstance(number, int) and seat is not None:
                seats[number] = (table.number, seat)
    # The last one left has won: first place, though no bust-out gives it to him.
    busted = any(not e.active for e in state.entries.values())
    winner = state.active()[0].number if state.players_left == 1 and busted else None
    rows = []
    for number, entry in sorted(state.entries.items()):
        where = seats.get(number)
        place = 1 if number == winner else entry.place
        rows.append(
            PlayerRow(
                number=number,
                player_id=entry.player_id,
                name=state.players[entry.player_id].name,
                table=where[0] if where else None,
                seat=where[1] if where else None,
                active=entry.active,
                re_entry=entry.kind is EntryKind.RE_ENTRY,
                place=place,
                place_label=place_label(place, entry.covers),
                rebuys=entry.rebuys,
                addons=entry.addons,
                chips=entry.chips,
                knocked_out_by=tuple(state.name(n) for n in entry.knocked_out_by),
            )
        )
    return tuple(rows)


class PlayersModel(QAbstractTableModel):
    """The entries of the open tournament, one row each; call :meth:`set_state` on changes."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[PlayerRow, ...] = ()
        self._headers = {
            Column.NUMBER: self.tr("#"),
            Column.NAME: self.tr("Name"),
            Column.SEAT: self.tr("Table / seat"),
            Column.STATUS: self.tr("Status"),
            Column.PLACE: self.tr("Place"),
            Column.REBUYS: self.tr("Rebuys"),
            Column.ADDONS: self.tr("Add-ons"),
            Column.CHIPS: self.tr("Chips bought"),
            Column.KNOCKED_OUT_BY: self.tr("Knocked out by"),
        }

    # ----------------------------------------------------------------- reading

    def set_state(self, state: TournamentState | None) -> None:
        """Show the entries of ``state`` (``None``: no tournament)."""
        rows = rows_of(state)
        if rows == self._rows:
            return
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def longest_texts(self, column: Column, count: int = 3) -> list[str]:
        """The ``count`` longest texts of ``column`` (by characters), to size the column by."""
        texts = {self._text(item, column) for item in self._rows}
        return sorted(texts, key=len, reverse=True)[:count]

    def row(self, row: int) -> PlayerRow:
        """The entry shown at ``row``."""
        return self._rows[row]

    def row_of(self, number: int) -> int:
        """The row showing entry ``number``, -1 if none."""
        for position, item in enumerate(self._rows):
            if item.number == number:
                return position
        return -1

    def rows(self) -> tuple[PlayerRow, ...]:
        """Every row shown."""
        return self._rows

    # ----------------------------------------------------------------- Qt model

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Entries (none under a valid parent: this is a flat table)."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns of :class:`Column`."""
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> object:
        """Column titles across the top."""
        if orientation != Qt.Orientation.Horizontal or not 0 <= section < len(Column):
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._headers[Column(section)]
        return None

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        """A cell's text, alignment, colour, entry number or sort key."""
        if role not in _ROLES or not index.isValid():
            return None
        row = index.row()
        if not 0 <= row < len(self._rows):
            return None
        item = self._rows[row]
        column = _COLUMNS[index.column()]
        if role == _DISPLAY:
            return self._text(item, column)
        if role == _ENTRY:
            return item.number
        if role == _SORT:
            return self._sort_key(item, column)
        if role == _ALIGNMENT and column in _NUMERIC:
            return _RIGHT
        if role == _FOREGROUND and not item.active:
            return _BUSTED  # a colour serves as the brush (QBrush would load QGradient's enums)
        if role == _FONT and column == Column.NAME and item.active:
            return self._bold_font
        return None

    @cached_property
    def _bold_font(self) -> QFont:
        font = QFont()
        font.setBold(True)
        return font

    def _text(self, item: PlayerRow, column: Column) -> str:
        if column == Column.NUMBER:
            return str(item.number)
        if column == Column.NAME:
            return item.name
        if column == Column.SEAT:
            if item.table is None or item.seat is None:
                return ""
            return seat_text(item.table, item.seat)
        if column == Column.STATUS:
            if not item.active:
                return self.tr("Busted")
            if item.place == 1:
                return self.tr("Winner")
            return self.tr("Re-entry") if item.re_entry else self.tr("Playing")
        if column == Column.PLACE:
            return item.place_label
        if column == Column.REBUYS:
            return str(item.rebuys) if item.rebuys else ""
        if column == Column.ADDONS:
            return str(item.addons) if item.addons else ""
        if column == Column.CHIPS:
            return chips_text(item.chips)
        return ", ".join(item.knocked_out_by)

    @staticmethod
    def _sort_key(item: PlayerRow, column: Column) -> object:
        """The key ``column`` sorts by (only that one is made: sorting asks once per row)."""
        if column == Column.NAME:
            return collation_text(item.name, current_language())
        if column == Column.KNOCKED_OUT_BY:
            return collation_text(", ".join(item.knocked_out_by), current_language())
        if column == Column.SEAT:
            return (item.table or 10_000) * 100 + (item.seat or 0)
        if column == Column.STATUS:
            return 0 if item.active else 1
        if column == Column.PLACE:
            return item.place if item.place is not None else 0
        if column == Column.REBUYS:
            return item.rebuys
        if column == Column.ADDONS:
            return item.addons
        if column == Column.CHIPS:
            return item.chips
        return item.number


class TypedFilter(QSortFilterProxyModel):
    """A proxy that keeps the rows matching what is typed, folded (accents and case ignored).

    Subclasses say in ``filterAcceptsRow`` what matching means, reading ``_needle``.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._needle = ""

    def set_search(self, text: str) -> None:
        """Keep the rows matching ``text`` (empty: all)."""
        needle = fold(text)
        if needle != self._needle:
            self.beginFilterChange()
            self._needle = needle
            self.endFilterChange()


class PlayersFilter(TypedFilter):
    """Sorts the players and keeps those whose name or number contains the search box's text."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._only_active = False
        self.setSortRole(SORT_ROLE)

    def set_only_active(self, *, on: bool) -> None:
        """Hide the busted entries (on) or show them (off)."""
        if on != self._only_active:
            self.beginFilterChange()
            self._only_active = on
            self.endFilterChange()

    def filterAcceptsRow(self, source_row: int, source_parent: _Index) -> bool:
        """Whether the entry at ``source_row`` matches the search."""
        model = self.sourceModel()
        if not isinstance(model, PlayersModel) or source_row >= model.rowCount():
            return True
        item = model.row(source_row)
        if self._only_active and not item.active:
            return False
        if not self._needle:
            return True
        return self._needle in fold(item.name) or self._needle == str(item.number)
