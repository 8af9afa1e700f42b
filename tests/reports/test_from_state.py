"""The adapters from a tournament's state to report rows, on the demo and the demo played on.

Every report is rendered and read back with pypdf, as a reader would see it: the names with
their diacritics, money adding up to the prize pool the figures give, one seat card per seated
player, one receipt per purchase, move slips from where to where, every level of the structure.
"""

from __future__ import annotations

import datetime as dt
import random
import re
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

import pytest

from tests.reports.demo_play import (
    DIACRITICS,
    NOW,
    bust_one,
    demo_library,
    make_deal,
    move_by_director,
    play_down,
)
from tests.reports.pdftext import flat, pages_text, text
from tourney.domain.entries.actions import Bust, bust_out
from tourney.domain.figures import compute_figures, prizes_left, standings
from tourney.domain.levels.structure import Break, Level
from tourney.domain.money.actions import record_deal
from tourney.domain.money.deals import DealMethod, save_for_winner
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament
from tourney.reports.base import RenderOptions
from tourney.reports.from_log import move_batches, move_slips, receipts
from tourney.reports.from_state import (
    ReportDataError,
    deal_rows,
    league_table,
    payout_rows,
    planned_start,
    report_header,
    result_rows,
    seat_rows,
    structure_notes,
    structure_sheet_rows,
)
from tourney.reports.rows import BreakRow, ReceiptKind, StructureRow
from tourney.reports.tournament_reports import TOURNAMENT_KINDS, render_tournament_report

UTC = dt.UTC
AMOUNT = re.compile(r"^-?€?([\d,]+\.\d\d)$")


def _open(path: Path) -> tuple[Library, OpenTournament]:
    library = Library.open(path)
    return library, OpenTournament.open(library, library.events.tournaments()[0].id)


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> TournamentState:
    """The demo as ``tourney demo`` creates it: level 4, 22 players left, no move yet."""
    library, tournament = _open(demo_library(tmp_path_factory.mktemp("demo")))
    with library:
        return tournament.state


@pytest.fixture(scope="module")
def dealt(tmp_path_factory: pytest.TempPathFactory) -> TournamentState:
    """The demo played down to three players (balancing, a final-table draw), then a deal."""
    library, tournament = _open(demo_library(tmp_path_factory.mktemp("dealt")))
    with library:
        play_down(tournament, left=3)
        make_deal(tournament, NOW + 9000)
        return tournament.state


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> TournamentState:
    """The demo played to the end: one winner."""
    library, tournament = _open(demo_library(tmp_path_factory.mktemp("finished")))
    with library:
        play_down(tournament, left=1)
        return tournament.state


def _render(kind: str, state: TournamentState) -> bytes:
    options = RenderOptions(currency=state.setup.currency)
    return render_tournament_report(kind, state, now=NOW, options=options)


def _amounts(lines: list[str]) -> list[Decimal]:
    found = (AMOUNT.match(line.strip()) for line in lines)
    return [Decimal(match.group(1).replace(",", "")) for match in found if match]


def test_every_report_renders_with_page_x_of_y(demo, dealt):
    for kind in TOURNAMENT_KINDS:
        state = dealt if kind == "deal" else demo
        pages = pages_text(_render(kind, state))
        for number, page in enumerate(pages, start=1):
            assert "Demo Friday Deepstack" in page, kind
            assert f"Page {number} of {len(pages)}" in page, kind


@pytest.mark.parametrize("kind", ["results", "seating", "seat-cards", "receipts"])
def test_names_keep_their_diacritics(demo, kind):
    shown = flat(_render(kind, demo))
    for name in DIACRITICS:
        assert "".join(name.split()) in shown, (kind, name)


@pytest.mark.parametrize("kind", ["payouts", "deal"])
def test_the_paid_players_are_named_after_a_deal(dealt, kind):
    shown = flat(_render(kind, dealt))
    for name in DIACRITICS:
        assert "".join(name.split()) in shown, (kind, name)


@pytest.mark.parametrize("state_name", ["demo", "dealt", "finished"])
def test_payouts_add_up_to_the_prize_pool(state_name, request):
    state = request.getfixturevalue(state_name)
    pool = compute_figures(state, NOW).pool.total
    rows = payout_rows(state, NOW)
    assert rows
    assert sum(row.amount for row in rows) == pool
    lines = text(_render("payouts", state)).splitlines()
    body = lines[lines.index("Signature") + 1 : lines.index("Total")]
    assert sum(_amounts(body)) * 100 == pool


def test_before_the_money_no_paid_place_has_a_name(demo):
    assert all(row.name == "" for row in payout_rows(demo, NOW))


def test_the_finished_payout_sheet_names_everyone_paid_in_finishing_order(finished):
    paid = [line for line in standings(finished) if line.prize]
    rows = payout_rows(finished, NOW)
    assert [(row.place, row.name, row.amount) for row in rows] == [
        (line.place, line.name, line.prize) for line in paid
    ]


def test_tied_players_share_the_places_they_cover(tmp_path):
    library, tournament = _open(demo_library(tmp_path))
    with library:
        play_down(tournament, left=6)
        a, b = (e.number for e in tournament.state.active()[3:5])
        tournament.perform(
            lambda s: bust_out(s, [Bust(a, stack=5000), Bust(b, stack=5000)], NOW + 9000)
        )
        state = tournament.state
    rows = payout_rows(state, NOW)
    tied = [row for row in rows if row.note.startswith("tie")]
    # six left, two bust in one hand with equal stacks: they tie for 5th-6th, and only 5th
    # is paid, so they share 5th prize
    assert [row.place for row in tied] == [5, 6]
    amounts = compute_figures(state, NOW).payouts.payouts.amounts
    assert len(amounts) == 5
    assert sum(row.amount for row in tied) == amounts[4]
    assert sum(row.amount for row in rows) == compute_figures(state, NOW).pool.total


def test_results_list_everyone_those_still_playing_first(demo, finished):
    rows = result_rows(demo)
    assert len(rows) == len(demo.entries)
    playing = [row for row in rows if row.place is None]
    assert len(playing) == demo.players_left
    assert rows[: len(playing)] == tuple(playing)
    shown = text(_render("results", demo))
    assert "still playing" in shown
    assert "in play" in shown
    final = result_rows(finished)
    assert [row.place for row in final] == list(range(1, len(finished.entries) + 1))
    assert "Final standings" in text(_render("results", finished))


def test_results_count_knockouts_rebuys_add_ons_and_bounties(demo):
    rows = result_rows(demo)
    entries = demo.entries.values()
    assert sum(row.knockouts for row in rows) == sum(e.knockouts for e in entries)
    assert sum(row.rebuys for row in rows) == sum(e.rebuys for e in entries)
    assert sum(row.addons for row in rows) == sum(e.addons for e in entries)
    assert sum(row.bounty for row in rows) == sum(e.bounty_won for e in entries)


def test_one_seat_card_per_seated_player(demo):
    seated = sum(1 for table in demo.room.tables for p in table.seats if p is not None)
    assert len(seat_rows(demo)) == seated == demo.players_left
    pdf = _render("seat-cards", demo)
    assert text(pdf).count("TABLE") == seated
    for row in seat_rows(demo):
        assert demo.seat_of(
            next(e.number for e in demo.active() if demo.name(e.number) == row.name)
        ) == (
            row.table,
            row.seat,
        )


def test_one_receipt_per_buy_in_rebuy_and_add_on(demo):
    figures = compute_figures(demo, NOW)
    found = receipts(demo, tz=UTC)
    assert len(found) == figures.entries + figures.rebuys + figures.addons
    assert [r.number for r in found] == list(range(1, len(found) + 1))
    kinds = [r.kind for r in found]
    assert kinds.count(ReceiptKind.REBUY) == figures.rebuys
    assert kinds.count(ReceiptKind.ADDON) == figures.addons
    entry = demo.setup.buyins.entry
    first = found[0]
    assert (first.amount, first.prize, first.bounty) == (entry.price, entry.prize, entry.bounty)
    assert first.prize + first.fee + first.bounty == first.amount
    assert text(_render("receipts", demo)).count("RECEIPT") == len(found)


def _structure_from_the_clock(state: TournamentState, now: float) -> None:
    """The rows as the clock stands: played, current, then each to come when it starts."""
    reading = state.clock.reading(now)
    rows = structure_sheet_rows(state, now=now, tz=UTC)
    assert [row.played for row in rows[: reading.index]] == [True] * reading.index
    assert rows[reading.index].current and not rows[reading.index].played
    assert all(row.starts_at is None for row in rows[: reading.index + 1])
    items = state.clock.structure.items
    expected = dt.datetime.fromtimestamp(now, UTC) + dt.timedelta(milliseconds=reading.time_left_ms)
    for row, item in zip(rows[reading.index + 1 :], items[reading.index + 1 :], strict=True):
        assert not row.played and not row.current and row.starts_at == expected.time()
        expected += dt.timedelta(seconds=item.seconds)


def test_once_the_clock_runs_the_structure_marks_what_is_played_and_times_what_is_to_come(
    tmp_path,
):
    from tourney.domain.levels.actions import jump_to

    library, tournament = _open(demo_library(tmp_path))
    with library:
        _structure_from_the_clock(tournament.state, NOW)  # level 4, 67 minutes in
        index = tournament.state.clock.reading(NOW).index
        tournament.perform(lambda s: jump_to(s, index + 2, NOW + 60))  # two levels on
        state = tournament.state
    _structure_from_the_clock(state, NOW + 120)
    rows = structure_sheet_rows(state, now=NOW + 120, tz=UTC)
    assert rows[index + 2].current  # the jump moved every time to come: none is the plan's
    assert rows[index + 3].starts_at != structure_sheet_rows(state, tz=UTC)[index + 3].starts_at
    shown = text(
        render_tournament_report(
            "structure", state, now=NOW + 120, options=RenderOptions(currency=state.setup.currency)
        )
    )
    assert "now" in shown and "✓" in shown and "when this sheet is printed" in shown
    assert "planned times" not in shown


def test_structure_shows_every_level_with_planned_times(demo):
    rows = structure_sheet_rows(demo, tz=UTC)
    levels = [item for item in demo.setup.structure.items if isinstance(item, Level)]
    printed = [row for row in rows if isinstance(row, StructureRow)]
    assert [(r.small_blind, r.big_blind) for r in printed] == [
        (lv.small_blind, lv.big_blind) for lv in levels
    ]
    # the demo's clock started 67 minutes before 19:20 UTC
    assert planned_start(demo, tz=UTC) == dt.datetime(2025, 3, 14, 18, 13, tzinfo=UTC)
    assert printed[0].starts_at == dt.time(18, 13)
    assert printed[1].starts_at == dt.time(18, 33)
    breaks = [row for row in rows if isinstance(row, BreakRow)]
    assert len(breaks) == sum(isinstance(item, Break) for item in demo.setup.structure.items)
    assert "add-on" in breaks[0].note  # the add-on is sold until the end of level 6
    shown = text(_render("structure", demo))
    for level in printed:
        assert f"{level.big_blind:,}" in shown
    assert "Rebuy" in shown
    assert "Add-on" in shown


def test_move_slips_from_the_last_proposal_and_all_moves(dealt):
    batches = move_batches(dealt)
    proposed = [
        move
        for batch in batches
        for event in batch
        if event.kind == "proposal_accepted"
        for move in event.payload.moves
    ]
    assert len(move_slips(dealt, all_moves=True)) == len(proposed)
    last = move_slips(dealt)
    expected = [move for event in batches[-1] for move in event.payload.moves]
    assert [(s.from_table, s.from_seat, s.to_table, s.to_seat) for s in last] == [
        (*move.origin, *move.to) for move in expected
    ]
    shown = text(_render("moves", dealt))
    for slip in last:
        assert slip.player in shown
        assert f"Table {slip.from_table}" in shown
        assert f"Seat {slip.to_seat}" in shown


def test_a_director_move_prints_where_the_player_was(tmp_path):
    library, tournament = _open(demo_library(tmp_path))
    with library:
        number, (table, seat) = move_by_director(tournament, NOW + 30)
        state = tournament.state
        (slip,) = move_slips(state)
        assert slip.player == state.name(number)
        assert (slip.from_table, slip.from_seat) == (table, seat)
        assert (slip.to_table, slip.to_seat) == state.seat_of(number)
        assert slip.reason == "Moved by the director"
        tournament.undo()
        assert move_slips(tournament.state) == ()


def test_no_deal_is_a_clear_error(demo):
    with pytest.raises(ReportDataError, match="No deal is recorded"):
        deal_rows(demo)


def test_the_deal_names_the_players_and_adds_up(dealt):
    agreement = deal_rows(dealt)
    assert sorted(row.name for row in agreement.rows) == sorted(DIACRITICS)
    assert agreement.total == sum(agreement.prizes)


def test_league_points_of_a_finished_tournament(finished):
    table = league_table([finished])
    assert table.season == "Demo season"
    assert len(table.rows) == len(finished.entries)
    winner = table.rows[0]
    assert (winner.points, winner.wins, winner.best) == (len(finished.entries), 1, 1)
    assert winner.winnings == compute_figures(finished, NOW).payouts.payouts.amounts[0]


def test_a_running_tournament_scores_only_those_out_and_says_it_is_provisional(demo):
    table = league_table([demo])
    assert len(table.rows) == len(demo.entries) - demo.players_left
    assert "provisional" in table.season


def test_league_over_several_tournaments(finished, demo):
    table = league_table([finished, demo])
    assert table.tournaments == 2
    both = {row.name: row.played for row in table.rows}
    busted_in_demo = {line.name for line in standings(demo) if line.place is not None}
    assert all(both[name] == 2 for name in busted_in_demo)


def test_header_and_local_times(demo):
    header = report_header(demo, now=NOW, tz=UTC)
    assert header.tournament == "Demo Friday Deepstack"
    assert header.date == dt.date(2025, 3, 14)
    assert header.venue == "Club 52"
    assert header.printed_at == dt.datetime(2025, 3, 14, 19, 20, tzinfo=UTC)


def test_a_tournament_bust_by_bust_keeps_every_report_adding_up(tmp_path):
    """Property: at every bust-out the payout rows add up to the pool and results list all."""
    library, tournament = _open(demo_library(tmp_path))
    rng = random.Random(3)
    with library:
        at = NOW
        while tournament.state.players_left > 1:
            at += 60
            bust_one(tournament, at, rng)
            state = tournament.state
            pool = compute_figures(state, at).pool.total
            assert sum(row.amount for row in payout_rows(state, at)) == pool
            assert len(result_rows(state)) == len(state.entries)
            assert len(seat_rows(state)) == state.players_left


def test_a_deal_with_money_saved_for_the_play_off_still_adds_up(tmp_path):
    library, tournament = _open(demo_library(tmp_path))
    with library:
        play_down(tournament, left=3)
        state = tournament.state
        stacks = [(str(e.number), e.chips) for e in state.active()]
        deal = save_for_winner(stacks, prizes_left(state), saved=10_000, method=DealMethod.ICM)
        tournament.perform(lambda s: record_deal(s, deal, NOW + 9000))
        state = tournament.state
        rows = payout_rows(state, NOW)
        saved = [row for row in rows if row.note == "saved for the play-off winner"]
        assert [(row.name, row.amount) for row in saved] == [("", 10_000)]
        assert sum(row.amount for row in rows) == compute_figures(state, NOW).pool.total
        play_down(tournament, left=1)
        rows = payout_rows(tournament.state, NOW)
        assert not any(row.note.startswith("saved") for row in rows)
        assert sum(row.amount for row in rows) == compute_figures(state, NOW).pool.total


def test_the_structure_sheet_says_the_rebuys_and_the_add_on_at_the_break(demo):
    buyins = demo.setup.buyins
    assert buyins.rebuy is not None and buyins.addon is not None
    setup = replace(
        demo.setup,
        buyins=replace(
            buyins,
            rebuy=replace(buyins.rebuy, until_level=None, until_break=1),
            addon=replace(buyins.addon, until_level=None, at_break=1),
            late_until_level=None,
        ),
    )
    notes = structure_notes(setup)
    assert any(line.endswith(", until the end of break 1.") for line in notes)
    assert any(line.endswith(", during break 1 only.") for line in notes)
    changed = replace(demo, setup=setup)
    breaks = [row for row in structure_sheet_rows(changed, tz=UTC) if isinstance(row, BreakRow)]
    assert breaks[0].note == "last rebuys; add-on"
