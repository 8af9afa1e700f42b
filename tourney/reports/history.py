"""The tournament's history: every action recorded, when, and where it came from.

One line per action in the order they were made — the labels of the window's undo menu and
status bar, with "— from the floor phone 'Table 2'" for an action a paired phone sent — and
the actions undone since marked so. It answers "who busted him, and when?" at the end of a
night, and shows what the staff's phones did.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.platypus import Flowable

from tourney.reports.base import Report
from tourney.reports.i18n import N_, _, _n, format_time
from tourney.reports.rows import HistoryRow
from tourney.reports.tables import Column, data_table

__all__ = ["HistoryReport"]


class HistoryReport(Report):
    """The history of actions (see the module docstring)."""

    title = N_("History of actions")

    def render(self, rows: Sequence[HistoryRow]) -> bytes:
        """The history as PDF bytes."""
        return self.build(self.story(rows))

    def story(self, rows: Sequence[HistoryRow]) -> list[Flowable]:
        """A heading and one table of every action."""
        if not rows:
            return self.empty(_("Nothing has been recorded yet."))
        heading = _n("{count} action", "{count} actions", len(rows)).format(
            count=self.chips(len(rows))
        )
        columns = [
            Column("#", 0.6, "RIGHT"),
            Column(_("Time"), 0.9, "CENTER"),
            Column(_("Action"), 6.5, wrap=True),
            Column("", 1.1, "CENTER"),
        ]
        body = [
            [
                str(row.number),
                format_time(row.at),
                row.action,
                _("undone") if row.undone else "",
            ]
            for row in rows
        ]
        return [*self.heading(heading), data_table(columns, body, width=self.width, size=9.5)]
