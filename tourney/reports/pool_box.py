"""The prize-pool box shared by the payout sheet and the results: the field and the money."""

from __future__ import annotations

from reportlab.platypus import Table, TableStyle

from tourney.reports.base import Report
from tourney.reports.fonts import REGULAR
from tourney.reports.i18n import _
from tourney.reports.rows import PoolSummary
from tourney.reports.tables import facts_table

__all__ = ["pool_box"]


def pool_box(report: Report, pool: PoolSummary, *, paid_places: int | None = None) -> Table:
    """Two boxes side by side: the field (entries, rebuys, add-ons) and where the money came from.

    Lines that are zero are left out, except the entries and the prize pool.
    """
    gap = 14.0
    half = (report.width - gap) / 2
    field = [(_("Entries"), str(pool.entries))]
    if pool.rebuys:
        field.append((_("Rebuys"), str(pool.rebuys)))
    if pool.addons:
        field.append((_("Add-ons"), str(pool.addons)))
    if paid_places is not None:
        field.append((_("Places paid"), str(paid_places)))
    money: list[tuple[str, str]] = []
    for label, amount in (
        (_("From entries"), pool.from_entries),
        (_("From rebuys"), pool.from_rebuys),
        (_("From add-ons"), pool.from_addons),
        (_("Added money"), pool.added),
        (_("Overlay (guarantee)"), pool.overlay),
    ):
        if amount:
            money.append((label, report.money(amount)))
    money.append((_("Prize pool"), report.money(pool.prize_pool)))
    pool_line = len(money) - 1
    if pool.fees:
        field.append((_("Fees withheld"), report.money(pool.fees)))
    if pool.bounties:
        field.append((_("Bounties"), report.money(pool.bounties)))
    left = facts_table(field, width=half)
    right = facts_table(money, width=half, emphasize=(pool_line,))
    outer = Table([[left, "", right]], colWidths=[half, gap, half])
    outer.setStyle(
        TableStyle(
            [
                ("FONT", (0, 0), (-1, -1), REGULAR, 10),
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
            ]
        )
    )
    return outer
