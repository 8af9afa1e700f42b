"""Tables in the house look: shaded header rows, zebra rows, names that wrap.

The header row repeats on every page, numbers sit on the right, and a name too wide for
its column wraps instead of running into the next one.

Plain strings are used for cells that fit (fast: a 1,000-row table stays quick); a cell
too wide for its column becomes a wrapping paragraph.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeAlias
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, LongTable, Paragraph, Table, TableStyle

from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.styles import FILL, HEAD_FILL, INK, MUTED, RULE, Align, cell_style

__all__ = [
    "PADDING",
    "Cell",
    "Column",
    "SignatureLine",
    "column_widths",
    "data_table",
    "facts_table",
    "fit_cell",
    "info_strip",
    "signature_block",
]

PADDING = 5.0
"""Left and right padding inside a cell, in points."""

_TOP, _BOTTOM = 3.0, 4.0
"""Padding above and below a cell's text, in points."""

Cell: TypeAlias = object
"""What a table cell holds: a string or a flowable (reportlab has no type hints)."""


@dataclass(frozen=True, slots=True)
class Column:
    """One column of a data table.

    Attributes:
        title: The header cell.
        weight: The column's share of the table width (relative to the other columns).
        align: ``"LEFT"``, ``"CENTER"`` or ``"RIGHT"``.
        wrap: Whether long text wraps (names); numbers never need it.
        one_line: Whether the paragraphs in it (cards with coloured suits) are given the room
            to stay on one line, as its plain text always is.
    """

    title: str
    weight: float
    align: Align = "LEFT"
    wrap: bool = False
    one_line: bool = False


def fit_cell(
    text: str, width: float, size: float, *, bold: bool = False, align: Align = "LEFT"
) -> Cell:
    """``text`` as a plain cell if it fits ``width``, else as a paragraph that wraps."""
    font = BOLD if bold else REGULAR
    if not text or stringWidth(text, font, size) <= width - 2 * PADDING:
        return text
    return Paragraph(escape(text), cell_style(size, bold=bold, align=align))


class SignatureLine(Flowable):  # type: ignore[misc]
    """A line to sign on, as wide as its cell, drawn at the bottom of its height."""

    def __init__(self, height: float = 12):
        super().__init__()
        self.height = height
        self.width = 0.0

    def wrap(self, avail_width: float, _avail_height: float) -> tuple[float, float]:
        """Take the cell's width."""
        self.width = avail_width
        return avail_width, self.height

    def draw(self) -> None:
        """Draw the line."""
        self.canv.setStrokeColor(INK)
        self.canv.setLineWidth(0.9)
        self.canv.line(0, 0, self.width, 0)


def column_widths(
    columns: Sequence[Column], rows: Sequence[Sequence[Cell]], *, width: float, size: float
) -> list[float]:
    """Share ``width`` by the columns' weights, then widen any column too narrow for its text.

    A column that does not wrap gets at least its widest text (header included, measured
    bold; in a ``one_line`` column, its paragraphs too, in their own font on one line); a
    wrapping column at least its header. The room comes from the columns with
    room to spare, wrapping columns first.
    """
    total_weight = sum(column.weight for column in columns)
    widths = [width * column.weight / total_weight for column in columns]
    needs = []
    for i, column in enumerate(columns):
        lines = [stringWidth(column.title, BOLD, size)]
        if not column.wrap:
            cells = [row[i] for row in rows]
            lines += [stringWidth(cell, BOLD, size) for cell in cells if isinstance(cell, str)]
            if column.one_line:
                lines += [_one_line(cell) for cell in cells if isinstance(cell, Paragraph)]
        needs.append(max(lines) + 2 * PADDING + 1)
    deficit = sum(max(0.0, need - have) for need, have in zip(needs, widths, strict=True))
    if deficit <= 0:
        return widths
    for donors in (
        [i for i, column in enumerate(columns) if column.wrap],
        list(range(len(columns))),
    ):
        slack = {i: widths[i] - needs[i] for i in donors if widths[i] > needs[i]}
        if sum(slack.values()) >= deficit:
            break
    spare = sum(slack.values())
    if spare <= 0:
        return widths
    taken = min(deficit, spare)
    return [
        max(need, have) if i not in slack else have - taken * slack[i] / spare
        for i, (need, have) in enumerate(zip(needs, widths, strict=True))
    ]


def _one_line(paragraph: Paragraph) -> float:
    """The width of ``paragraph``'s text on one line, in its own font and size."""
    style = paragraph.style
    return float(stringWidth(paragraph.getPlainText(), style.fontName, style.fontSize))


def data_table(
    columns: Sequence[Column],
    rows: Sequence[Sequence[Cell]],
    *,
    width: float,
    size: float = 11,
    row_height: float | None = None,
    zebra: bool = True,
    bold_rows: Sequence[int] = (),
    total_row: bool = False,
) -> Table:
    """A table with a header row that repeats on every page.

    Args:
        columns: The columns, left to right.
        rows: The body rows, one string per column.
        width: The table's width in points.
        size: The body's type size.
        row_height: A minimum row height (taller rows for signatures); None to fit the text.
            A row whose text wraps grows past it.
        zebra: Whether alternate rows are shaded.
        bold_rows: Indexes into ``rows`` printed bold (the winner, a total).
        total_row: Whether the last row is a total (bold, with a rule above it).
    """
    widths = column_widths(columns, rows, width=width, size=size)
    bold = set(bold_rows)
    if total_row and rows:
        bold.add(len(rows) - 1)
    data: list[list[Cell]] = [
        [
            fit_cell(column.title, widths[i], size, bold=True, align=column.align)
            for i, column in enumerate(columns)
        ]
    ]
    wrapping = [i for i, column in enumerate(columns) if column.wrap]
    for index, row in enumerate(rows):
        cells: list[Cell] = list(row)
        for i in wrapping:
            text = row[i]
            if isinstance(text, str):
                cells[i] = fit_cell(
                    text, widths[i], size, bold=index in bold, align=columns[i].align
                )
        data.append(cells)
    table = LongTable(data, colWidths=widths, repeatRows=1)
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, size, size * 1.2),
        ("FONT", (0, 0), (-1, 0), BOLD, size, size * 1.2),
        ("TEXTCOLOR", (0, 0), (-1, -1), INK),
        ("BACKGROUND", (0, 0), (-1, 0), HEAD_FILL),
        ("LINEBELOW", (0, 0), (-1, 0), 1, INK),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("TOPPADDING", (0, 0), (-1, -1), _TOP),
        ("BOTTOMPADDING", (0, 0), (-1, -1), _BOTTOM),
    ]
    if row_height is not None and rows:
        # a minimum, not a fixed height: a one-line row is row_height tall, and a cell that
        # wraps (a long break note, a long name) makes its row taller instead of overflowing
        extra = max(0.0, (row_height - size * 1.2 - _TOP - _BOTTOM) / 2)
        commands += [
            ("TOPPADDING", (0, 1), (-1, -1), _TOP + extra),
            ("BOTTOMPADDING", (0, 1), (-1, -1), _BOTTOM + extra),
        ]
    for i, column in enumerate(columns):
        commands.append(("ALIGN", (i, 0), (i, -1), column.align))
    if zebra and rows:
        commands.append(("ROWBACKGROUNDS", (0, 1), (-1, -1), [colors.white, FILL]))
    if rows:
        commands.append(("LINEBELOW", (0, -1), (-1, -1), 0.75, RULE))
    for index in sorted(bold):
        commands.append(("FONT", (0, index + 1), (-1, index + 1), BOLD, size, size * 1.2))
    if total_row and rows:
        commands.append(("LINEABOVE", (0, -1), (-1, -1), 1, INK))
    table.setStyle(TableStyle(commands))
    return table


def facts_table(
    pairs: Sequence[tuple[str, str]],
    *,
    width: float,
    size: float = 11,
    emphasize: Sequence[int] = (),
) -> Table:
    """A boxed two-column list of labels and values (``Prize pool   €4,860.00``).

    Args:
        pairs: Label and value, top to bottom.
        width: The box's width in points.
        size: The type size.
        emphasize: Indexes of pairs printed bold and larger (the prize pool).
    """
    data = [[label, value] for label, value in pairs]
    table = Table(data, colWidths=[width * 0.62, width * 0.38], hAlign="LEFT")
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, size, size * 1.25),
        ("TEXTCOLOR", (0, 0), (0, -1), MUTED),
        ("TEXTCOLOR", (1, 0), (1, -1), INK),
        ("ALIGN", (1, 0), (1, -1), "RIGHT"),
        ("BOX", (0, 0), (-1, -1), 0.75, RULE),
        ("BACKGROUND", (0, 0), (-1, -1), FILL),
        ("LEFTPADDING", (0, 0), (-1, -1), 8),
        ("RIGHTPADDING", (0, 0), (-1, -1), 8),
        ("TOPPADDING", (0, 0), (-1, -1), 3),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    for index in emphasize:
        commands += [
            ("FONT", (0, index), (-1, index), BOLD, size + 2, (size + 2) * 1.25),
            ("TEXTCOLOR", (0, index), (-1, index), INK),
            ("LINEABOVE", (0, index), (-1, index), 0.75, RULE),
        ]
    table.setStyle(TableStyle(commands))
    return table


def signature_block(labels: Sequence[str], *, width: float, columns: int = 2) -> Table:
    """Lines to sign on, each with its caption underneath (``Tournament director``).

    Args:
        labels: One caption per signature, filled left to right, top to bottom.
        width: The block's width in points.
        columns: Signatures per row.
    """
    gap = 18.0
    line = (width - gap * (columns - 1)) / columns
    widths = [line if i % 2 == 0 else gap for i in range(2 * columns - 1)]
    data: list[list[str]] = []
    commands: list[tuple[object, ...]] = [
        ("FONT", (0, 0), (-1, -1), REGULAR, 10, 12),
        ("TEXTCOLOR", (0, 0), (-1, -1), MUTED),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
    ]
    for start in range(0, len(labels), columns):
        signing, captions = [""] * len(widths), [""] * len(widths)
        for i, label in enumerate(labels[start : start + columns]):
            captions[2 * i] = label
            commands.append(("LINEBELOW", (2 * i, len(data)), (2 * i, len(data)), 0.9, INK))
        data += [signing, captions]
    table = Table(data, colWidths=widths, rowHeights=[36, 18] * (len(data) // 2))
    table.setStyle(TableStyle(commands))
    return table


def info_strip(pairs: Sequence[tuple[str, str]], *, width: float, size: float = 11) -> Table:
    """A shaded one-row box of facts, each a small label over its value (``Button / seat 5``)."""
    label = cell_style(size - 2, align="CENTER")
    value = cell_style(size + 1, bold=True, align="CENTER")
    cells = [
        [
            Paragraph(f'<font color="#{MUTED.hexval()[2:]}">{escape(name)}</font>', label),
            Paragraph(escape(text), value),
        ]
        for name, text in pairs
    ]
    table = Table([cells], colWidths=[width / max(1, len(cells))] * len(cells))
    table.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, size),
                ("BOX", (0, 0), (-1, -1), 0.75, RULE),
                ("LINEAFTER", (0, 0), (-2, -1), 0.5, RULE),
                ("BACKGROUND", (0, 0), (-1, -1), FILL),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("TOPPADDING", (0, 0), (-1, -1), 4),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 6),
            ]
        )
    )
    return table
