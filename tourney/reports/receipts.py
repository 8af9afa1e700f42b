"""Receipts for the money a player pays: buy-ins, re-entries, rebuys and add-ons.

Eight to a page, each with its number, what was bought, the amount in big type and how it
splits (prize pool, fee, bounty), the chips given, when and how it was paid, and a line for
whoever took the money.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.pdfgen.canvas import Canvas
from reportlab.platypus import Flowable

from tourney.reports.base import Report, ellipsize
from tourney.reports.cards import CardPainter, card_pages, centred_name, centred_text
from tourney.reports.fonts import BOLD, REGULAR
from tourney.reports.i18n import N_, _, format_datetime
from tourney.reports.rows import Receipt
from tourney.reports.styles import INK, MUTED, RULE

__all__ = ["Receipts"]


_METHODS = {"cash": N_("cash"), "card": N_("card"), "transfer": N_("bank transfer")}
"""The payment methods the receipts know by name; any other is printed as recorded."""


class Receipts(Report):
    """Receipts (see the module docstring)."""

    title = N_("Receipts")

    def render(self, receipts: Sequence[Receipt], *, columns: int = 2, rows: int = 4) -> bytes:
        """The receipts as PDF bytes, in number order."""
        return self.build(self.story(receipts, columns=columns, rows=rows))

    def story(self, receipts: Sequence[Receipt], *, columns: int, rows: int) -> list[Flowable]:
        """One card sheet per page of receipts."""
        if not receipts:
            return self.empty(_("No money has been taken yet."))
        ordered = sorted(receipts, key=lambda receipt: receipt.number)
        return card_pages([self._painter(r) for r in ordered], columns=columns, rows=rows)

    def _painter(self, receipt: Receipt) -> CardPainter:
        def paint(canvas: Canvas, width: float, height: float) -> None:
            self._paint(canvas, receipt, width, height)

        return paint

    def _paint(self, canvas: Canvas, receipt: Receipt, width: float, height: float) -> None:
        pad = 12.0
        inner = width - 2 * pad
        top = height - pad
        canvas.setFillColor(MUTED)
        canvas.setFont(BOLD, 10)
        canvas.drawString(pad, top - 10, _("RECEIPT"))
        canvas.drawRightString(
            width - pad, top - 10, _("No. {number:04d}").format(number=receipt.number)
        )
        canvas.setFont(REGULAR, 9)
        canvas.drawString(pad, top - 23, ellipsize(self.header.tournament, REGULAR, 9, inner))
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.5)
        canvas.line(pad, top - 28, width - pad, top - 28)
        canvas.setFillColor(INK)
        centred_name(canvas, receipt.name, x=width / 2, y=top - 48, width=inner, largest=16)
        centred_text(
            canvas,
            f"{receipt.kind.label}  {self.money(receipt.amount)}",
            x=width / 2,
            y=top - 78,
            width=inner,
            largest=24,
            smallest=12,
            bold=True,
        )
        parts = [
            (_("prize pool {amount}"), receipt.prize),
            (_("fee {amount}"), receipt.fee),
            (_("bounty {amount}"), receipt.bounty),
        ]
        split = [label.format(amount=self.money(amount)) for label, amount in parts if amount]
        details = []
        if split and split != [parts[0][0].format(amount=self.money(receipt.amount))]:
            details.append(_("Of which: {parts}").format(parts=", ".join(split)))
        if receipt.chips:
            details.append(_("Chips: {chips}").format(chips=self.chips(receipt.chips)))
        when = []
        if receipt.paid_at is not None:
            when.append(format_datetime(receipt.paid_at))
        if receipt.method:
            method = _(_METHODS[receipt.method]) if receipt.method in _METHODS else receipt.method
            when.append(_("payment: {method}").format(method=method))
        if when:
            details.append(", ".join(when))
        canvas.setFillColor(MUTED)
        line_y = top - 98
        for line in details:
            centred_text(canvas, line, x=width / 2, y=line_y, width=inner, largest=10, smallest=7)
            line_y -= 14
        canvas.setFont(REGULAR, 9)
        canvas.drawString(pad, pad + 4, _("Received by"))
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.8)
        canvas.line(pad + 70, pad + 3, width - pad, pad + 3)
