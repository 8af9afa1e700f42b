"""Every report of a tournament, by name: one dispatch for the command line and the GUI.

``render_tournament_report("payouts", state, now=..., options=...)`` returns the PDF bytes;
the league standings gather several tournaments (:func:`render_league_report`). The ruling
slip is not here: it is made from a settled hand, not from a tournament.

Both run in ``options.language``: the rows' own words (notes, game names, move reasons) are
made inside :func:`tourney.reports.i18n.use_language`, like the report around them.
"""

from __future__ import annotations

from collections.abc import Sequence

from tourney.domain.levels.clock_events import Now
from tourney.domain.state import TournamentState
from tourney.reports.base import RenderOptions
from tourney.reports.catalog import TOURNAMENT_KINDS
from tourney.reports.deal import DealSheet
from tourney.reports.errors import ReportDataError, UnknownReportError
from tourney.reports.from_log import history_rows, move_slips, receipts
from tourney.reports.from_state import (
    deal_rows,
    league_table,
    payout_rows,
    places_paid,
    pool_box,
    report_header,
    result_rows,
    seat_rows,
    structure_notes,
    structure_sheet_rows,
)
from tourney.reports.history import HistoryReport
from tourney.reports.i18n import use_language
from tourney.reports.league import LeagueStandings
from tourney.reports.move_slips import MoveSlips
from tourney.reports.payouts import PayoutSheet
from tourney.reports.receipts import Receipts
from tourney.reports.results import ResultsReport
from tourney.reports.seat_cards import SeatCards
from tourney.reports.seating import SeatingChart
from tourney.reports.structure_sheet import StructureSheet

__all__ = [
    "TOURNAMENT_KINDS",
    "render_league_report",
    "render_seat_card",
    "render_tournament_report",
]


def render_tournament_report(
    kind: str,
    state: TournamentState,
    *,
    now: Now,
    options: RenderOptions,
    all_moves: bool = False,
) -> bytes:
    """The PDF of report ``kind`` (one of :data:`TOURNAMENT_KINDS`) for ``state``.

    Args:
        kind: The report's name.
        state: The tournament.
        now: The moment printed in the header.
        options: Paper, money style and language.
        all_moves: Move slips for every move recorded, not only the last batch.

    Raises:
        UnknownReportError: No such report.
        ReportDataError: Nothing to report (e.g. no deal recorded).
    """
    with use_language(options.language):
        return _render(kind, state, now=now, options=options, all_moves=all_moves)


def render_seat_card(
    state: TournamentState, entry: int, *, now: Now, options: RenderOptions
) -> bytes:
    """The seat card of one entry (a player just registered at the desk), as PDF bytes.

    Raises:
        ReportDataError: The entry is not seated.
    """
    seat = state.seat_of(entry)
    if seat is None:
        raise ReportDataError("{name} has no seat yet.", name=state.name(entry))
    with use_language(options.language):
        header = report_header(state, now=now)
        rows = [row for row in seat_rows(state) if (row.table, row.seat) == seat]
        return SeatCards(header, options=options).render(rows, columns=1, rows_per_page=1)


def _render(
    kind: str, state: TournamentState, *, now: Now, options: RenderOptions, all_moves: bool
) -> bytes:
    header = report_header(state, now=now)
    if kind == "payouts":
        return PayoutSheet(header, options=options).render(payout_rows(state, now), pool_box(state))
    if kind == "results":
        return ResultsReport(header, options=options).render(
            result_rows(state), pool_box(state), paid_places=places_paid(state, now)
        )
    if kind == "structure":
        return StructureSheet(header, options=options).render(
            structure_sheet_rows(state, now=now),
            starting_stack=state.setup.starting_stack,
            notes=structure_notes(state.setup),
        )
    if kind == "seating":
        return SeatingChart(header, options=options).render(
            seat_rows(state), seats_per_table=state.room.settings.seats_per_table
        )
    if kind == "seat-cards":
        return SeatCards(header, options=options).render(seat_rows(state))
    if kind == "moves":
        return MoveSlips(header, options=options).render(move_slips(state, all_moves=all_moves))
    if kind == "receipts":
        return Receipts(header, options=options).render(receipts(state))
    if kind == "history":
        return HistoryReport(header, options=options).render(history_rows(state))
    if kind == "deal":
        return DealSheet(header, options=options).render(deal_rows(state))
    raise UnknownReportError(
        "unknown report {kind!r} (reports: {kinds})", kind=kind, kinds=", ".join(TOURNAMENT_KINDS)
    )


def render_league_report(
    states: Sequence[TournamentState], *, now: Now, options: RenderOptions
) -> bytes:
    """The league standings over ``states`` (the season's tournaments; the first names it)."""
    if not states:
        raise ReportDataError("There is no tournament to make league standings from.")
    with use_language(options.language):
        table = league_table(list(states))
        return LeagueStandings(report_header(states[0], now=now), options=options).render(
            table.rows, season=table.season, tournaments=table.tournaments
        )
