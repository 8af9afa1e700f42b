"""The league standings: rank, points, tournaments played, wins, best finish (and winnings)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from reportlab.platypus import Flowable

from tourney.base.formats import format_decimal
from tourney.reports.base import Report
from tourney.reports.i18n import N_, _, _n
from tourney.reports.rows import LeagueRow
from tourney.reports.tables import Column, data_table

__all__ = ["LeagueStandings"]


class LeagueStandings(Report):
    """The league standings (see the module docstring)."""

    title = N_("League standings")

    def render(
        self, rows: Sequence[LeagueRow], *, season: str = "", tournaments: int | None = None
    ) -> bytes:
        """The standings as PDF bytes.

        Args:
            rows: One per player, best first.
            season: The league or season's name, printed above the table.
            tournaments: How many tournaments the standings cover.
        """
        return self.build(self.story(rows, season=season, tournaments=tournaments))

    def story(
        self, rows: Sequence[LeagueRow], *, season: str, tournaments: int | None
    ) -> list[Flowable]:
        """The flowables: the heading and the standings table."""
        if not rows:
            return self.empty(_("No league results yet."))
        heading = season or _("Standings")
        if tournaments is not None:
            after = _n(
                "{season} — after {count} tournament",
                "{season} — after {count} tournaments",
                tournaments,
            )
            heading = after.format(season=heading, count=tournaments)
        winnings = any(row.winnings is not None for row in rows)
        columns = [
            Column(_("Rank"), 0.8, "CENTER"),
            Column(_("Player"), 3.8, wrap=True),
            Column(_("Points"), 1.3, "RIGHT"),
            Column(_("Played"), 1.0, "CENTER"),
            Column(_("Wins"), 0.9, "CENTER"),
            Column(_("Best"), 0.9, "CENTER"),
        ]
        if winnings:
            columns.append(Column(_("Winnings"), 1.6, "RIGHT"))
        body = []
        for row in rows:
            line = [
                str(row.rank),
                row.name,
                self._points(row.points),
                str(row.played),
                str(row.wins) if row.wins else "–",
                str(row.best),
            ]
            if winnings:
                line.append(self.money(row.winnings) if row.winnings else "–")
            body.append(line)
        leaders = [i for i, row in enumerate(rows) if row.rank == 1]
        return [
            *self.heading(heading),
            data_table(columns, body, width=self.width, size=11.5, bold_rows=leaders),
        ]

    def _points(self, points: Decimal) -> str:
        decimals = 0 if points == points.to_integral() else 2
        return format_decimal(points, self.options.language, decimals=decimals)
