"""The seating chart: every table with its seats, then an A–Z list to find one's seat.

Tables are laid out two across; each lists its seats in order (empty seats too, when the
number of seats per table is given). The alphabetical list that follows is what players
read at the door.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import groupby

from reportlab.platypus import Flowable, PageBreak, Table, TableStyle

from tourney.base.formats import name_key
from tourney.reports.base import Report
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.i18n import N_, _, _n, current_language
from tourney.reports.rows import SeatRow
from tourney.reports.styles import FILL, HEAD_FILL, INK, MUTED, RULE
from tourney.reports.tables import PADDING, Column, data_table, fit_cell

__all__ = ["SeatingChart"]

_SIZE = 11.5
_ACROSS = 2
_GAP = 16.0


class SeatingChart(Report):
    """The seating chart (see the module docstring)."""

    title = N_("Seating")

    def render(self, rows: Sequence[SeatRow], *, seats_per_table: int | None = None) -> bytes:
        """The seating chart as PDF bytes.

        Args:
            rows: One per seated player.
            seats_per_table: Seats at each table, to show empty seats; None to list only
                the occupied ones.
        """
        return self.build(self.story(rows, seats_per_table=seats_per_table))

    def story(self, rows: Sequence[SeatRow], *, seats_per_table: int | None) -> list[Flowable]:
        """The flowables: the table blocks, then the alphabetical list."""
        if not rows:
            return self.empty(_("Nobody is seated yet."))
        ordered = sorted(rows, key=lambda row: (row.table, row.seat))
        tables = [
            (table, list(seated)) for table, seated in groupby(ordered, key=lambda r: r.table)
        ]
        players = _n("{count} player", "{count} players", len(rows))
        at_tables = _n("{count} table", "{count} tables", len(tables))
        story = self.heading(
            # Translators: the seating chart's heading: "25 players at 3 tables"
            _("{players} at {tables}").format(
                players=players.format(count=self.chips(len(rows))),
                tables=at_tables.format(count=len(tables)),
            )
        )
        block = (self.width - _GAP * (_ACROSS - 1)) / _ACROSS
        for start in range(0, len(tables), _ACROSS):
            cells: list[Flowable | str] = []
            for table, seated in tables[start : start + _ACROSS]:
                cells.append(self._table_block(table, seated, block, seats_per_table))
                cells.append("")
            cells = cells[:-1]
            while len(cells) < 2 * _ACROSS - 1:
                cells.append("")
            widths = [block if i % 2 == 0 else _GAP for i in range(2 * _ACROSS - 1)]
            row = Table([cells], colWidths=widths)
            row.setStyle(
                TableStyle(
                    [
                        ("FONT", (0, 0), (-1, -1), REGULAR, 10),
                        ("VALIGN", (0, 0), (-1, -1), "TOP"),
                        ("LEFTPADDING", (0, 0), (-1, -1), 0),
                        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                        ("BOTTOMPADDING", (0, 0), (-1, -1), _GAP),
                    ]
                )
            )
            story.append(row)
        story.append(PageBreak())
        story += self._index(rows)
        return story

    def _table_block(
        self, table: int, seated: Sequence[SeatRow], width: float, seats: int | None
    ) -> Flowable:
        by_seat = {row.seat: row.name for row in seated}
        numbers = range(1, max([seats or 0, *by_seat]) + 1) if seats else sorted(by_seat)
        seat_width, name_width = width * 0.18, width * 0.82
        data: list[list[object]] = [[_("Table {table}").format(table=table), ""]]
        empty_rows = []
        for number in numbers:
            name = by_seat.get(number)
            if name is None:
                empty_rows.append(len(data))
            data.append([str(number), fit_cell(name or _("empty"), name_width, _SIZE)])
        block = Table(data, colWidths=[seat_width, name_width])
        commands: list[tuple[object, ...]] = [
            ("SPAN", (0, 0), (-1, 0)),
            ("FONT", (0, 0), (-1, -1), REGULAR, _SIZE, _SIZE * 1.2),
            ("FONT", (0, 0), (-1, 0), BOLD, _SIZE + 3, (_SIZE + 3) * 1.2),
            ("FONT", (0, 1), (0, -1), BOLD, _SIZE, _SIZE * 1.2),
            ("TEXTCOLOR", (0, 0), (-1, -1), INK),
            ("BACKGROUND", (0, 0), (-1, 0), HEAD_FILL),
            ("ROWBACKGROUNDS", (0, 1), (-1, -1), ["white", FILL]),
            ("BOX", (0, 0), (-1, -1), 0.75, RULE),
            ("LINEBELOW", (0, 0), (-1, 0), 1, INK),
            ("ALIGN", (0, 0), (0, -1), "CENTER"),
            ("ALIGN", (0, 0), (-1, 0), "LEFT"),
            ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
            ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
            ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ]
        for row in empty_rows:
            commands.append(("TEXTCOLOR", (1, row), (1, row), MUTED))
        block.setStyle(TableStyle(commands))
        return block

    def _index(self, rows: Sequence[SeatRow]) -> list[Flowable]:
        by_name = name_key(current_language())
        ordered = sorted(rows, key=lambda row: (by_name(row.name), row.table, row.seat))
        columns = [
            Column(_("Player"), 5.0, wrap=True),
            Column(_("Table"), 1.2, "CENTER"),
            Column(_("Seat"), 1.2, "CENTER"),
        ]
        body = [[row.name, str(row.table), str(row.seat)] for row in ordered]
        return [
            *self.heading(_("Players A–Z")),
            data_table(columns, body, width=self.width, size=_SIZE),
        ]
