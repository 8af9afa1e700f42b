"""Seat cards: one card per player, several to a page, cut along the dashed lines.

Each card carries the table and seat in big numbers (read across a table), the player's
name below, the tournament at the top, and the chips to take when known. Cards are sorted by
table and seat, so the stack of cut cards is in the order the tables are walked.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from tourney.reports.base import Report, ellipsize, fit_font_size
from tourney.reports.cards import CardPainter, card_pages, centred_name, centred_text
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.i18n import N_, _, format_date
from tourney.reports.rows import SeatRow
from tourney.reports.styles import INK, MUTED, RULE

__all__ = ["SeatCards"]


class SeatCards(Report):
    """Seat cards (see the module docstring)."""

    title = N_("Seat cards")

    def render(self, rows: Sequence[SeatRow], *, columns: int = 2, rows_per_page: int = 4) -> bytes:
        """The seat cards as PDF bytes.

        Args:
            rows: One per seated player.
            columns: Cards across the page.
            rows_per_page: Cards down the page.
        """
        return self.build(self.story(rows, columns=columns, rows_per_page=rows_per_page))

    def story(self, rows: Sequence[SeatRow], *, columns: int, rows_per_page: int) -> list[Flowable]:
        """One :class:`~tourney.reports.cards.CardSheet` per page of cards."""
        if not rows:
            return self.empty(_("Nobody is seated yet."))
        ordered = sorted(rows, key=lambda row: (row.table, row.seat))
        painters = [self._painter(row) for row in ordered]
        return card_pages(painters, columns=columns, rows=rows_per_page)

    def _painter(self, row: SeatRow) -> CardPainter:
        def paint(canvas: Canvas, width: float, height: float) -> None:
            self._paint(canvas, row, width, height)

        return paint

    def _paint(self, canvas: Canvas, row: SeatRow, width: float, height: float) -> None:
        pad = 12.0
        inner = width - 2 * pad
        top = height - pad
        canvas.setFillColor(MUTED)
        date = format_date(self.header.date) if self.header.date else ""
        date_width = stringWidth(date, REGULAR, 9) if date else 0
        canvas.setFont(REGULAR, 9)
        canvas.drawRightString(width - pad, top - 9, date)
        room = inner - date_width - (8 if date else 0)
        size = fit_font_size(self.header.tournament, BOLD, room, largest=9, smallest=7)
        canvas.setFont(BOLD, size)
        canvas.drawString(pad, top - 9, ellipsize(self.header.tournament, BOLD, size, room))
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(pad, top - 14, width - pad, top - 14)
        # Table and seat, side by side, as big as the card allows.
        number_size = min(60.0, height * 0.34)
        label_y = top - 30
        number_y = label_y - number_size * 0.95
        for centre, label, value in (
            (width * 0.28, _("TABLE"), row.table),
            (width * 0.72, _("SEAT"), row.seat),
        ):
            canvas.setFillColor(MUTED)
            centred_text(
                canvas,
                label,
                x=centre,
                y=label_y,
                width=inner / 2,
                largest=11,
                smallest=8,
                bold=True,
            )
            canvas.setFillColor(INK)
            centred_text(
                canvas,
                str(value),
                x=centre,
                y=number_y,
                width=inner / 2 - 8,
                largest=number_size,
                smallest=20,
                bold=True,
            )
        canvas.setStrokeColor(RULE)
        canvas.line(width / 2, number_y - 2, width / 2, label_y + 8)
        # The player's name, then the stack or a note.
        extra = []
        if row.stack is not None:
            extra.append(_("Chips: {chips}").format(chips=self.chips(row.stack)))
        if row.note:
            extra.append(row.note)
        name_y = pad + (16 if extra else 6)
        canvas.setFillColor(INK)
        centred_name(canvas, row.name, x=width / 2, y=name_y + 4, width=inner, largest=20)
        if extra:
            canvas.setFillColor(MUTED)
            centred_text(
                canvas,
                " · ".join(extra),
                x=width / 2,
                y=pad - 1,
                width=inner,
                largest=10,
                smallest=8,
            )
