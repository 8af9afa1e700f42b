"""Turn a tournament's state into report rows: header, payouts, results, structure, seats.

:class:`~tourney.domain.state.TournamentState` is the replay of the event log; these adapters
read it and return the frozen rows of :mod:`tourney.reports.rows`. Names come from the
state's players, money from :func:`~tourney.domain.figures.compute_figures` and
:func:`~tourney.domain.figures.standings`, so a report says what the director's screen says.
Rows read from the log itself (move slips, receipts) are in :mod:`tourney.reports.from_log`.

Times are seconds since the epoch in the state; ``tz`` says where the report is read
(``None``: the computer's local time).
"""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from tourney.base.formats import format_chips, format_list
from tourney.domain.figures import (
    PaidKind,
    PaidPlace,
    compute_figures,
    prize_pool,
    standings,
)
from tourney.domain.levels.clock_events import Now
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import ClockStarted
from tourney.domain.money.money_text import money
from tourney.domain.money.season import TournamentResult, season_standings
from tourney.domain.setup import Offer, TournamentSetup, break_index, levels_started
from tourney.domain.state import TournamentState
from tourney.reports.errors import ReportDataError
from tourney.reports.from_domain import deal_agreement, league_rows, pool_summary, structure_rows
from tourney.reports.i18n import _, _n, current_language
from tourney.reports.rows import (
    BreakRow,
    DealAgreement,
    LeagueRow,
    PayoutRow,
    PoolSummary,
    ReportHeader,
    ResultRow,
    SeatRow,
    StructureItem,
)

__all__ = [
    "LeagueTable",
    "ReportDataError",
    "deal_rows",
    "entry_name",
    "in_effect",
    "league_table",
    "moment",
    "payout_rows",
    "places_paid",
    "planned_start",
    "pool_box",
    "report_header",
    "result_rows",
    "seat_rows",
    "structure_notes",
    "structure_sheet_rows",
    "tournament_result",
]


# ----------------------------------------------------------------- shared


def moment(at: Now, tz: dt.tzinfo | None = None) -> dt.datetime:
    """A moment (seconds since the epoch, or an aware datetime) as the time where it is read.

    With ``tz`` ``None`` it is the computer's local time, without a time zone attached.
    """
    if isinstance(at, dt.datetime):
        return at.astimezone(tz) if tz is not None else at.astimezone().replace(tzinfo=None)
    return dt.datetime.fromtimestamp(at, tz)


def in_effect(state: TournamentState) -> list[Event]:
    """The events of the log in effect (undone actions and undo/redo events left out)."""
    return state.history.in_effect(state.log)


def entry_name(state: TournamentState, number: int) -> str:
    """The name of the player of entry ``number`` (``"Entry 7"`` for one unregistered since)."""
    entry = state.entries.get(number)
    if entry is None:
        return _("Entry {number}").format(number=number)
    return state.players[entry.player_id].name


def report_header(
    state: TournamentState, *, now: Now, tz: dt.tzinfo | None = None, title: str = ""
) -> ReportHeader:
    """Every page's header: the tournament's name, date and venue, printed at ``now``."""
    setup = state.setup
    return ReportHeader(
        title=title,
        tournament=setup.name,
        date=_setup_day(setup.date),
        venue=setup.venue,
        printed_at=moment(now, tz),
    )


def _setup_day(text: str) -> dt.date | None:
    try:
        return dt.date.fromisoformat(text[:10])
    except ValueError:
        return None


# ----------------------------------------------------------------- money


def pool_box(state: TournamentState) -> PoolSummary:
    """The prize-pool box of the payout sheet and the results."""
    return pool_summary(prize_pool(state))


def payout_rows(state: TournamentState, now: Now) -> tuple[PayoutRow, ...]:
    """Every paid place with its amount, and who is paid there when it is known.

    The lines are :func:`~tourney.domain.figures.paid_places`' (what the Payouts tab, the TV
    and ``tourney show`` show): placed players with their prizes (tied players one row each
    with their share), places still played for with no name, and after a recorded deal the
    players still in with their deal amounts and the money saved for the play-off on a row
    of its own until the winner is known. The amounts add up to the prize pool. No rows
    while the payouts cannot be computed (``compute_figures`` explains why).
    """
    return tuple(_payout_row(line) for line in compute_figures(state, now).places)


def _payout_row(line: PaidPlace) -> PayoutRow:
    note = ""
    if line.kind is PaidKind.TIE and line.shared is not None:
        first, last = line.shared
        note = _("tie, places {first}–{last}").format(first=first, last=last)
    elif line.kind is PaidKind.SAVED:
        note = _("saved for the play-off winner")
    elif line.kind is PaidKind.DEAL and line.finished:  # placed by the play-off
        note = _("deal")
    dealt = line.kind is PaidKind.DEAL and not line.finished
    return PayoutRow(line.place, line.name, line.amount, note, dealt=dealt)


def places_paid(state: TournamentState, now: Now) -> int:
    """How many places the payouts in force pay (0 while they cannot be computed)."""
    status = compute_figures(state, now).payouts
    return 0 if status is None else status.payouts.places


def result_rows(state: TournamentState) -> tuple[ResultRow, ...]:
    """Every entry in finishing order (those still playing first, without a place)."""
    return tuple(
        ResultRow(
            line.place,
            line.told_name(current_language()),
            prize=line.prize,
            knockouts=line.knockouts,
            rebuys=line.rebuys,
            addons=line.addons,
            bounty=line.bounty_won,
        )
        for line in standings(state)
    )


def deal_rows(state: TournamentState) -> DealAgreement:
    """The recorded deal with the players' names.

    Raises:
        ReportDataError: No deal is recorded.
    """
    deal = state.deal
    if deal is None:
        raise ReportDataError("No deal is recorded in {name}.", name=state.setup.name)
    names = tuple(entry_name(state, int(player)) for player in deal.players)
    return deal_agreement(replace(deal, players=names))


# ----------------------------------------------------------------- structure


def planned_start(state: TournamentState, *, tz: dt.tzinfo | None = None) -> dt.datetime | None:
    """When level 1 started (the clock's first start), or the setup's start if it has a time.

    ``None`` when neither is known (a setup date without a time, a clock never started).
    """
    for event in state.log:
        if isinstance(event.payload, ClockStarted):
            return moment(event.at, tz)
    text = state.setup.date
    if len(text) <= 10:
        return None
    try:
        return dt.datetime.fromisoformat(text)
    except ValueError:
        return None


def structure_sheet_rows(
    state: TournamentState, *, now: Now | None = None, tz: dt.tzinfo | None = None
) -> tuple[StructureItem, ...]:
    """Levels and breaks with their start times.

    Before the clock has started, the planned times (see :func:`planned_start`). Once it
    has, at ``now``: the items played are marked so, the current one too, and the items to
    come start when the clock reaches them (after what is left of the current one, as if a
    paused clock ran again at ``now``). A break that ends a purchase window (rebuys, the
    add-on, late registration "until level N" stay open through the break after level N)
    says so.
    """
    setup = state.setup
    closing = _closing_after(setup)
    rows: list[StructureItem] = []
    level = 0
    shown: Sequence[StructureItem]
    if now is None or not state.started:
        shown = structure_rows(setup.structure, start=planned_start(state, tz=tz))
    else:
        shown = _rows_from_the_clock(state, now, tz)
    for row in shown:
        if not isinstance(row, BreakRow):
            level = row.level
        elif level in closing:
            row = replace(row, note=closing[level])  # noqa: PLW2901 - the same break, noted
        rows.append(row)
    return tuple(rows)


def _rows_from_the_clock(
    state: TournamentState, now: Now, tz: dt.tzinfo | None
) -> list[StructureItem]:
    """The structure's rows as the clock stands at ``now`` (see :func:`structure_sheet_rows`)."""
    structure = state.clock.structure
    reading = state.clock.reading(now)
    at = moment(now, tz) + dt.timedelta(milliseconds=reading.time_left_ms)
    rows: list[StructureItem] = []
    for index, row in enumerate(structure_rows(structure)):
        if index < reading.index:
            rows.append(replace(row, played=True))
        elif index == reading.index:
            rows.append(replace(row, current=True))
        else:
            rows.append(replace(row, starts_at=at.time()))
            at += dt.timedelta(seconds=structure.items[index].seconds)
    return rows


def _closing_after(setup: TournamentSetup) -> dict[int, str]:
    """The note of the break after level N, for each N that ends a purchase window there.

    A window "until level N" (and the break after it) or until the end of a break makes it
    the last break of that purchase; an add-on sold at one break only makes it the add-on's.
    """
    buyins = setup.buyins
    structure = setup.structure
    closing: dict[int, list[str]] = {}
    only: dict[int, list[str]] = {}

    def after(number: int) -> int | None:
        index = break_index(structure, number)
        return None if index is None else levels_started(structure, index)

    for offer, what in ((buyins.rebuy, _("rebuys")), (buyins.addon, _("add-on"))):
        if offer is None:
            continue
        if offer.until_level is not None and offer.through_break:
            closing.setdefault(offer.until_level, []).append(what)
        elif offer.until_break is not None and (level := after(offer.until_break)) is not None:
            closing.setdefault(level, []).append(what)
        elif offer.at_break is not None and (level := after(offer.at_break)) is not None:
            only.setdefault(level, []).append(what)
    if buyins.late_until_level is not None:
        closing.setdefault(buyins.late_until_level, []).append(_("late registration"))
    notes = {level: _("last {what}").format(what=_join(what)) for level, what in closing.items()}
    for level, sold in only.items():
        note = _join(sold)
        notes[level] = f"{notes[level]}; {note}" if level in notes else note
    return notes


def _join(words: Sequence[str]) -> str:
    return format_list(words, current_language())


def structure_notes(setup: TournamentSetup) -> tuple[str, ...]:
    """The lines under the structure table: the buy-in, rebuys, the add-on, late registration.

    Money is written in the tournament's currency and the current language.
    """
    buyins = setup.buyins
    entry = buyins.entry

    def cash(cents: int) -> str:
        return money(cents, setup.currency, language=current_language())

    first = _n(
        "Buy-in {price} for {chips} chip", "Buy-in {price} for {chips} chips", buyins.chips
    ).format(price=cash(entry.price), chips=format_chips(buyins.chips, current_language()))
    if entry.bounty:
        first += _(" ({bounty} of it is the bounty on the player's head)").format(
            bounty=cash(entry.bounty)
        )
    lines = [first + "."]
    for offer, what in ((buyins.rebuy, _("Rebuy")), (buyins.addon, _("Add-on"))):
        if offer is not None:
            lines.append(_offer_line(what, offer, cash))
    if buyins.late_until_level is not None:
        lines.append(
            _("Late registration until the end of level {level}.").format(
                level=buyins.late_until_level
            )
        )
    return tuple(lines)


def _offer_line(what: str, offer: Offer, cash: Callable[[int], str]) -> str:
    line = _n(
        "{what} {price} for {chips} chip", "{what} {price} for {chips} chips", offer.chips
    ).format(
        what=what,
        price=cash(offer.price.price),
        chips=format_chips(offer.chips, current_language()),
    )
    if offer.limit == 1:
        line += _(", one per entry")
    elif offer.limit is not None:
        line += _(", up to {limit} per entry").format(limit=offer.limit)
    if offer.at_break is not None:
        line += _(", during break {number} only").format(number=offer.at_break)
    elif offer.until_break is not None:
        line += _(", until the end of break {number}").format(number=offer.until_break)
    elif offer.until_level is not None and not offer.through_break:
        line += _(", until the end of level {level}, not in the break after it").format(
            level=offer.until_level
        )
    elif offer.until_level is not None:
        line += _(", until the end of level {level}").format(level=offer.until_level)
    return line + "."


# ----------------------------------------------------------------- seats


def seat_rows(state: TournamentState) -> tuple[SeatRow, ...]:
    """Every seated player by table and seat; before the clock starts, with the chips to take."""
    rows = []
    for table in state.room.tables:
        for seat, occupant in enumerate(table.seats, start=1):
            if occupant is None:
                continue
            number = int(occupant)
            stack = None if state.started else state.entries[number].chips
            rows.append(SeatRow(table.number, seat, entry_name(state, number), stack=stack))
    return tuple(rows)


# ----------------------------------------------------------------- league


@dataclass(frozen=True, slots=True)
class LeagueTable:
    """The league standings over some tournaments of one season.

    Attributes:
        season: The season's name.
        rows: One line per player, best first.
        tournaments: How many tournaments the standings cover.
    """

    season: str
    rows: tuple[LeagueRow, ...]
    tournaments: int


def tournament_result(state: TournamentState) -> TournamentResult:
    """The places of a tournament for the league: each player's best placed entry.

    Players still playing have no place yet and score nothing until they finish.
    """
    best: dict[str, int] = {}
    for line in standings(state):
        if line.place is not None and line.place < best.get(line.name, line.place + 1):
            best[line.name] = line.place
    places = tuple(sorted(best.items(), key=lambda item: (item[1], item[0])))
    return TournamentResult(state.setup.name, max(len(state.entries), 1), places)


def league_table(states: Sequence[TournamentState]) -> LeagueTable:
    """The season standings over ``states``, with the points formula of the first one.

    Winnings are the prizes each player won in these tournaments.

    Raises:
        ReportDataError: No tournament given, or the first one counts towards no league.
    """
    if not states:
        raise ReportDataError("There is no tournament to make league standings from.")
    league = states[0].setup.league
    if league is None:
        raise ReportDataError("{name} does not count towards a league.", name=states[0].setup.name)
    results = [tournament_result(state) for state in states]
    winnings: dict[str, int] = {}
    for state in states:
        for line in standings(state):
            winnings[line.name] = winnings.get(line.name, 0) + line.prize
    table = season_standings(results, league.formula, language=current_language())
    season = league.season
    playing = [state.setup.name for state in states if state.players_left > 1]
    if playing:
        season = _("{season} (provisional: {names} still being played)").format(
            season=season, names=_join(playing)
        )
    return LeagueTable(season, league_rows(table, winnings=winnings), len(states))
