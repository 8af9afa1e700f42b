"""Data tables: a minimum row height that a wrapping cell can grow past."""

from reportlab.platypus import Paragraph

from tourney.reports.fonts import register_fonts
from tourney.reports.styles import cell_style
from tourney.reports.tables import Column, data_table

NOTE = (
    "Break: 15 minutes · colour up the 25 chips · last level of rebuys, add-ons and late "
    "registration, then the add-on break for everyone still in"
)


def _heights(rows: list[list[object]], *, row_height: float | None) -> list[float]:
    register_fonts()  # the table's fonts are the reports' own
    columns = [Column("Level", 1, "CENTER"), Column("Blinds", 2, "RIGHT"), Column("Ante", 1)]
    table = data_table(columns, rows, width=300, size=10, row_height=row_height)
    table.setStyle([("SPAN", (1, 2), (-1, 2))])
    table.wrap(300, 800)
    return list(table._rowHeights)  # what reportlab laid out (header first)


def test_a_one_line_row_is_exactly_the_minimum_height():
    heights = _heights([["1", "25/50", "–"], ["2", "50/100", "–"]], row_height=24)
    assert heights[1:] == [24, 24]


def test_a_row_whose_text_wraps_grows_instead_of_overflowing():
    note = Paragraph(NOTE, cell_style(10, bold=True, align="CENTER"))
    heights = _heights([["1", "25/50", "–"], ["", note, ""], ["2", "50/100", "–"]], row_height=24)
    assert heights[1] == heights[3] == 24
    lines = len(note.blPara.lines)  # the note wrapped across the spanned columns
    assert lines >= 2
    assert heights[2] >= lines * 10 * 1.2  # room for every line it takes
    assert heights[2] > 24


def test_without_a_minimum_rows_fit_their_text():
    heights = _heights([["1", "25/50", "–"]], row_height=None)
    assert 10 * 1.2 <= heights[1] < 24
