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


def test_a_column_that_does_not_wrap_is_as_wide_as_its_paragraphs_on_one_line():
    register_fonts()
    from tourney.reports.ruling import cards_markup

    cards = Paragraph(cards_markup(["10h", "Kh", "Qh", "Jh", "7h"]), cell_style(11))
    columns = [
        Column("Seat", 0.85),
        Column("Cards", 1.6, one_line=True),
        Column("Hand shown", 3.0, wrap=True),
    ]
    table = data_table(columns, [["1", cards, "Flush, ace high"]], width=300, size=10)
    table.wrap(300, 800)
    assert len(cards.blPara.lines) == 1  # five cards on one line: the hand reads at a glance
    assert sum(table._colWidths) == 300  # the room came from the column that wraps
