"""The payout sheet: who is paid what, with a line for each winner to sign.

It opens with the prize pool (entries, rebuys, add-ons, added money, fees withheld) and
lists every paid place with its amount, a total that must equal the prize pool, and a
signature line per row; the director and a witness sign at the bottom.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable, KeepTogether, Paragraph, Spacer

from tourney.reports.base import Report
from tourney.reports.i18n import N_, _
from tourney.reports.pool_box import pool_box
from tourney.reports.rows import PayoutRow, PoolSummary
from tourney.reports.styles import RULE
from tourney.reports.tables import Cell, Column, SignatureLine, data_table, signature_block

__all__ = ["PayoutSheet"]

_SIZE = 13
"""Type size of the payout table: read at arm's length while signing."""


class PayoutSheet(Report):
    """The payout sheet (see the module docstring)."""

    title = N_("Payouts")

    def render(self, rows: Sequence[PayoutRow], pool: PoolSummary | None = None) -> bytes:
        """The payout sheet as PDF bytes.

        Args:
            rows: The paid places, best first.
            pool: Where the prize pool came from; None to leave the box out.
        """
        return self.build(self.story(rows, pool))

    def story(self, rows: Sequence[PayoutRow], pool: PoolSummary | None) -> list[Flowable]:
        """The flowables: the pool box, the payout table, the totals and the signatures."""
        story: list[Flowable] = []
        if pool is not None:
            story += [pool_box(self, pool, paid_places=len(rows)), Spacer(1, 10)]
        if not rows:
            return story + self.empty(_("No places are paid yet."))
        story += self.heading(_("Prizes"))
        story.append(self._table(rows))
        total = sum(row.amount for row in rows)
        if pool is not None and total != pool.prize_pool:
            story.append(Spacer(1, 6))
            story.append(
                Paragraph(
                    _("Check: the payouts add up to {total}, not to the prize pool {pool}.").format(
                        total=self.money(total), pool=self.money(pool.prize_pool)
                    ),
                    self.styles.body,
                )
            )
        story.append(Spacer(1, 18))
        story.append(
            KeepTogether(
                [
                    Paragraph(
                        _("Each player signs to confirm the amount received."), self.styles.note
                    ),
                    signature_block([_("Tournament director"), _("Witness")], width=self.width),
                ]
            )
        )
        return story

    def _table(self, rows: Sequence[PayoutRow]) -> Flowable:
        columns = [
            Column(_("Place"), 1.15, "CENTER"),
            Column(_("Player"), 3.6, wrap=True),
            Column(_("Prize"), 1.9, "RIGHT"),
            Column(_("Signature"), 3.0),
        ]
        body: list[list[Cell]] = [
            [
                _("Deal") if row.dealt else str(row.place),
                f"{row.name} ({row.note})" if row.note and row.name else row.name or row.note,
                self.money(row.amount),
                SignatureLine(),
            ]
            for row in rows
        ]
        body.append(["", _("Total"), self.money(sum(row.amount for row in rows)), ""])
        table = data_table(
            columns,
            body,
            width=self.width,
            size=_SIZE,
            row_height=34,
            zebra=False,
            total_row=True,
        )
        table.setStyle(
            [
                ("LINEBELOW", (0, 1), (-1, -3), 0.25, RULE),
                ("VALIGN", (3, 1), (3, -2), "BOTTOM"),
                ("LEFTPADDING", (3, 1), (3, -2), 14),
                ("BOTTOMPADDING", (3, 1), (3, -2), 7),
            ]
        )
        return table
