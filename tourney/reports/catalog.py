"""Every report Tourney prints, listed once: the command line and the menus read it.

``tourney report``, the window's Reports menu and File ▸ Print list :data:`REPORTS`. A report
has its name (what ``tourney report KIND`` takes and the files are named after), a title (an
English source text, translated by the gettext catalogs) and what it is made from: one
tournament, the league season the tournament counts towards, or a ruling's settle file.

>>> [report.kind for report in REPORTS if report.source is Source.TOURNAMENT][:3]
['payouts', 'results', 'structure']
>>> report_title("seat-cards", "it")
'Cartellini dei posti'

To add a report: a line here, its renderer in :mod:`tourney.reports.tournament_reports` (or
beside the league and ruling ones), its title translated in ``resources/translations``; the
CLI and the menus list it from here.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tourney.base.messages import N_, translate

__all__ = ["KINDS", "REPORTS", "TOURNAMENT_KINDS", "Report", "Source", "report_title"]


class Source(Enum):
    """What a report is made from."""

    TOURNAMENT = "tournament"
    LEAGUE = "league"
    RULING = "ruling"


@dataclass(frozen=True, slots=True)
class Report:
    """One report.

    Attributes:
        kind: Its name on the command line and in file names: ``"seat-cards"``.
        title: Its title, an English source text: ``"Seat cards"``.
        source: What it is made from.
    """

    kind: str
    title: str
    source: Source = Source.TOURNAMENT


REPORTS: tuple[Report, ...] = (
    Report("payouts", N_("Payouts")),
    Report("results", N_("Results")),
    Report("structure", N_("Structure")),
    Report("seating", N_("Seating chart")),
    Report("seat-cards", N_("Seat cards")),
    Report("moves", N_("Move slips")),
    Report("receipts", N_("Receipts")),
    Report("deal", N_("Deal sheet")),
    Report("history", N_("History of actions")),
    Report("league", N_("League standings"), Source.LEAGUE),
    Report("ruling", N_("Ruling"), Source.RULING),
)
"""Every report, in the order the menus list them."""

KINDS: tuple[str, ...] = tuple(report.kind for report in REPORTS)
"""Every report's name, as ``tourney report`` takes it."""

TOURNAMENT_KINDS: tuple[str, ...] = tuple(
    report.kind for report in REPORTS if report.source is Source.TOURNAMENT
)
"""The reports made from one tournament alone."""

_BY_KIND = {report.kind: report for report in REPORTS}


def report_title(kind: str, language: str) -> str:
    """The report's title in ``language`` (an unknown name as it is).

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    found = _BY_KIND.get(kind)
    if found is None:
        return kind
    text = found.title  # marked with N_ in REPORTS
    return translate(language, text)
