"""Move slips: the note a dealer hands a player who changes table, six to a page.

Each slip names the player, where he leaves (or "New entry"), where he goes in big type,
the chips he carries and why he moves, with a line for the dealer's initials.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from tourney.reports.base import Report
from tourney.reports.cards import CardPainter, card_pages, centred_name, centred_text
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.i18n import N_, _
from tourney.reports.rows import MoveSlip
from tourney.reports.styles import FILL, INK, MUTED, RULE

__all__ = ["MoveSlips"]


class MoveSlips(Report):
    """Move slips (see the module docstring)."""

    title = N_("Move slips")

    def render(self, slips: Sequence[MoveSlip], *, columns: int = 2, rows: int = 3) -> bytes:
        """The move slips as PDF bytes, in the order given (the order the moves are made)."""
        return self.build(self.story(slips, columns=columns, rows=rows))

    def story(self, slips: Sequence[MoveSlip], *, columns: int, rows: int) -> list[Flowable]:
        """One card sheet per page of slips."""
        if not slips:
            return self.empty(_("No player has to move."))
        return card_pages([self._painter(slip) for slip in slips], columns=columns, rows=rows)

    def _painter(self, slip: MoveSlip) -> CardPainter:
        def paint(canvas: Canvas, width: float, height: float) -> None:
            self._paint(canvas, slip, width, height)

        return paint

    def _paint(self, canvas: Canvas, slip: MoveSlip, width: float, height: float) -> None:
        pad = 12.0
        inner = width - 2 * pad
        top = height - pad
        canvas.setFillColor(MUTED)
        canvas.setFont(BOLD, 10)
        canvas.drawString(pad, top - 10, _("MOVE SLIP"))
        canvas.setFont(REGULAR, 10)
        reason_room = inner - 90
        if slip.reason:
            centred_text(
                canvas,
                slip.reason,
                x=width - pad - reason_room / 2,
                y=top - 10,
                width=reason_room,
                largest=10,
                smallest=7,
            )
        canvas.setFillColor(INK)
        centred_name(canvas, slip.player, x=width / 2, y=top - 34, width=inner, largest=18)
        # From (left), an arrow, and where to go (right, boxed, bigger).
        box_top, box_bottom = top - 50, pad + 22
        mid = (box_top - 16 + box_bottom) / 2
        left_width, arrow_width = inner * 0.40, inner * 0.10
        right_x, right_width = pad + left_width + arrow_width, inner * 0.50
        canvas.setFillColor(FILL)
        canvas.setStrokeColor(RULE)
        canvas.roundRect(right_x, box_bottom, right_width, box_top - box_bottom, 6, fill=1)
        big = max(12.0, min(30.0, (box_top - box_bottom - 28) / 2.4))
        if slip.from_table is None:
            source = [_("New entry")]
        else:
            seat = str(slip.from_seat) if slip.from_seat is not None else "–"
            source = [
                _("Table {table}").format(table=slip.from_table),
                _("Seat {seat}").format(seat=seat),
            ]
        target = [
            _("Table {table}").format(table=slip.to_table),
            _("Seat {seat}").format(seat=slip.to_seat),
        ]
        for centre, column_width, heading, lines, size in (
            (pad + left_width / 2, left_width, _("FROM"), source, big * 0.72),
            (right_x + right_width / 2, right_width, _("GO TO"), target, big),
        ):
            canvas.setFillColor(MUTED)
            centred_text(
                canvas,
                heading,
                x=centre,
                y=box_top - 14,
                width=column_width - 12,
                largest=10,
                smallest=8,
                bold=True,
            )
            canvas.setFillColor(INK)
            baseline = mid + len(lines) * size * 1.1 / 2 - size * 0.85
            for line in lines:
                centred_text(
                    canvas,
                    line,
                    x=centre,
                    y=baseline,
                    width=column_width - 14,
                    largest=size,
                    smallest=9,
                    bold=True,
                )
                baseline -= size * 1.1
        canvas.setFillColor(MUTED)
        centred_text(
            canvas,
            "→",
            x=pad + left_width + arrow_width / 2,
            y=mid - 7,
            width=arrow_width,
            largest=22,
            smallest=10,
        )
        # Chips and the dealer's initials.
        canvas.setFillColor(INK)
        canvas.setFont(REGULAR, 10.5)
        if slip.stack is not None:
            canvas.drawString(
                pad, pad + 4, _("Chips: {chips}").format(chips=self.chips(slip.stack))
            )
        canvas.setFillColor(MUTED)
        canvas.setFont(REGULAR, 9)
        label = _("Dealer")
        canvas.drawRightString(width - pad - 80, pad + 4, label)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.line(width - pad - 76, pad + 3, width - pad, pad + 3)
