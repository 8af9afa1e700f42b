"""The final results: every player's place, prize, bounties, knockouts, rebuys and add-ons.

The table's header row repeats on every page, the winner is in bold and a rule marks the
end of the money. A total line closes the table; the prize-pool box opens the report when
given.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable, Spacer

from tourney.reports.base import Report
from tourney.reports.i18n import N_, _, _n
from tourney.reports.pool_box import pool_box
from tourney.reports.rows import PoolSummary, ResultRow
from tourney.reports.styles import INK
from tourney.reports.tables import Column, data_table

__all__ = ["ResultsReport"]


class ResultsReport(Report):
    """The final results (see the module docstring)."""

    title = N_("Results")

    def render(
        self,
        rows: Sequence[ResultRow],
        pool: PoolSummary | None = None,
        *,
        paid_places: int | None = None,
    ) -> bytes:
        """The results as PDF bytes.

        Args:
            rows: Every player, in finishing order (winner first; players still playing,
                with no place, before those who busted).
            pool: Where the prize pool came from; None to leave the box out.
            paid_places: The places paid, for the pool box (default: the rows with a prize).
        """
        return self.build(self.story(rows, pool, paid_places=paid_places))

    def story(
        self,
        rows: Sequence[ResultRow],
        pool: PoolSummary | None,
        *,
        paid_places: int | None = None,
    ) -> list[Flowable]:
        """The flowables: the pool box and the standings table."""
        story: list[Flowable] = []
        if pool is not None:
            paid = sum(1 for row in rows if row.prize) if paid_places is None else paid_places
            story += [pool_box(self, pool, paid_places=paid), Spacer(1, 10)]
        if not rows:
            return story + self.empty(_("No results yet: nobody has finished."))
        playing = sum(1 for row in rows if row.place is None)
        players = _n("{count} entry", "{count} entries", len(rows)).format(
            count=self.chips(len(rows))
        )
        if playing:
            heading = _("Standings ({players}, {playing} still playing)").format(
                players=players, playing=self.chips(playing)
            )
        else:
            heading = _("Final standings ({players})").format(players=players)
        story += self.heading(heading)
        story.append(self._table(rows))
        return story

    def _table(self, rows: Sequence[ResultRow]) -> Flowable:
        bounties = any(row.bounty for row in rows)
        columns = [
            Column(_("Place"), 0.8, "CENTER"),
            Column(_("Player"), 3.8, wrap=True),
            Column(_("Prize"), 1.6, "RIGHT"),
        ]
        if bounties:
            columns.append(Column(_("Bounties"), 1.4, "RIGHT"))
        columns += [
            Column(_("KOs"), 0.75, "CENTER"),
            Column(_("Rebuys"), 0.95, "CENTER"),
            Column(_("Add-ons"), 1.05, "CENTER"),
        ]
        body: list[list[str]] = []
        for row in rows:
            place = str(row.place) if row.place is not None else _("in play")
            line = [place, row.name, self.money(row.prize) if row.prize else "–"]
            if bounties:
                line.append(self.money(row.bounty) if row.bounty else "–")
            line += [_count(row.knockouts), _count(row.rebuys), _count(row.addons)]
            body.append(line)
        total = ["", _("Total"), self.money(sum(row.prize for row in rows))]
        if bounties:
            total.append(self.money(sum(row.bounty for row in rows)))
        total += [
            str(sum(row.knockouts for row in rows)),
            str(sum(row.rebuys for row in rows)),
            str(sum(row.addons for row in rows)),
        ]
        body.append(total)
        winners = [i for i, row in enumerate(rows) if row.place == 1]
        table = data_table(
            columns, body, width=self.width, size=10.5, bold_rows=winners, total_row=True
        )
        last_paid = max((i for i, row in enumerate(rows) if row.prize), default=None)
        if last_paid is not None and last_paid < len(rows) - 1:
            table.setStyle([("LINEBELOW", (0, last_paid + 1), (-1, last_paid + 1), 1.2, INK)])
        return table


def _count(value: int) -> str:
    return str(value) if value else "–"
