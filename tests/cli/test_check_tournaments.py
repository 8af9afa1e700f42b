"""``tourney check`` replays every tournament and checks its invariants.

Each broken library is built by storing a real demo tournament and then appending one bad
event through the event store (which never interprets events), as a damaged or hand-edited
file would hold it: ``check`` must exit 1 and say what is wrong.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tourney.cli.main import main
from tourney.domain.demo import demo_events
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    Bust,
    BustOut,
    DealRecorded,
    PayoutsLocked,
    PlayerMoved,
    Rebuy,
    SetupChanged,
    TableClosed,
)
from tourney.domain.log.reducer import replay
from tourney.domain.money.deals import Deal, DealMethod
from tourney.domain.money.payouts import Payouts
from tourney.domain.room.tables import TableSettings
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library

NOW = 1_750_000_000.0

BadEvent = Callable[[TournamentState], Event]


def _library(path: Path, bad: BadEvent | None = None) -> Path:
    events = demo_events(NOW, random.Random(52))
    if bad is not None:
        events.append(bad(replay(events)))
    with Library.open(path) as library:
        tid = library.events.create_tournament("Demo")
        library.events.append_many(tid, events)
    return path


def _check(path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    status = main(["check", str(path)])
    return status, capsys.readouterr().out


def _seated(state: TournamentState) -> int:
    return next(p for p in state.room.tables[0].players() if isinstance(p, int))


def _busted(state: TournamentState) -> int:
    return next(e.number for e in state.entries.values() if not e.active)


def _setup_with(state: TournamentState, **changes: Any) -> SetupChanged:
    return SetupChanged(dataclasses.replace(state.setup, **changes))


def test_the_demo_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out = _check(_library(tmp_path / "lib.sqlite"), capsys)
    assert (status, out.startswith("OK: ")) == (0, True)


def _unknown_entry_busts(state: TournamentState) -> Event:
    return Event(BustOut((Bust(999),)), NOW)


def _late_rebuy(state: TournamentState) -> Event:
    return Event(Rebuy(_seated(state), 0), NOW + 4 * 3600)  # long after level 6


def _second_bust_out(state: TournamentState) -> Event:
    return Event(BustOut((Bust(_busted(state)),)), NOW)


def _bounty_changed_after_entries_were_sold(state: TournamentState) -> Event:
    entry = dataclasses.replace(state.setup.buyins.entry, bounty=2000, price=7000)
    buyins = dataclasses.replace(state.setup.buyins, entry=entry)
    return Event(_setup_with(state, buyins=buyins), NOW)


def _rebuys_removed_after_they_were_sold(state: TournamentState) -> Event:
    buyins = dataclasses.replace(state.setup.buyins, rebuy=None)
    return Event(_setup_with(state, buyins=buyins), NOW)


def _prices_raised(state: TournamentState) -> Event:
    buyins = state.setup.buyins
    assert buyins.rebuy is not None
    rebuy = dataclasses.replace(
        buyins.rebuy, price=dataclasses.replace(buyins.rebuy.price, prize=6000, price=6000)
    )
    return Event(_setup_with(state, buyins=dataclasses.replace(buyins, rebuy=rebuy)), NOW)


def _lock_that_does_not_add_up(state: TournamentState) -> Event:
    payouts = Payouts(pool=146_000, amounts=(100_000, 40_000))
    return Event(PayoutsLocked(payouts), NOW)


def _deal_that_does_not_add_up(state: TournamentState) -> Event:
    players = tuple(str(e.number) for e in state.active())
    deal = Deal(
        method=DealMethod.CHIP_CHOP,
        players=players,
        chips=(1000,) * len(players),
        prizes=(50_000,),
        saved=0,
        amounts=(1,) * len(players),
        explanation=(),
    )
    return Event(DealRecorded(deal), NOW)


def _table_closed_with_players(state: TournamentState) -> Event:
    return Event(TableClosed(state.room.tables[0].number), NOW)


def _busted_player_seated(state: TournamentState) -> Event:
    table = state.room.tables[0]
    return Event(PlayerMoved(_busted(state), (table.number, table.open_seats[0])), NOW)


def _fewer_seats_per_table(state: TournamentState) -> Event:
    return Event(_setup_with(state, tables=TableSettings(seats_per_table=5)), NOW)


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        (_unknown_entry_busts, "the log does not replay: Event 61 (bust_out) cannot be applied"),
        (
            _late_rebuy,
            "event 61 (rebuy) is refused by the rules: Rebuys closed after level 6 and the break",
        ),
        (_second_bust_out, "Event 61 (bust_out) cannot be applied: entry "),
        (_bounty_changed_after_entries_were_sold, "the bounty part of the buy-in can no longer"),
        (_lock_that_does_not_add_up, "the payouts add up to 1,400.00, not to the prize pool of"),
        (_lock_that_does_not_add_up, "Locked payouts must add up to their prize pool."),
        (_deal_that_does_not_add_up, "the deal pays 0.22, but the prizes it shared add up to"),
        (_deal_that_does_not_add_up, "(deal_recorded) is refused by the rules: The deal shares"),
        (_table_closed_with_players, "cannot be applied: table 1 still has players"),
        (_busted_player_seated, "(player_moved) cannot be applied: entry "),
        (_fewer_seats_per_table, "more than the 5 seats per table"),
        (_fewer_seats_per_table, "the tables cannot have 5 seats"),
    ],
)
def test_a_broken_tournament_is_exit_1_with_the_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: BadEvent, message: str
) -> None:
    status, out = _check(_library(tmp_path / "lib.sqlite", bad), capsys)
    assert status == 1
    problems = [line for line in out.splitlines() if line.startswith("problem: ")]
    assert problems, out
    assert all(line.startswith("problem: tournament 1 (Demo): ") for line in problems)
    assert any(message in line for line in problems), out


@pytest.mark.parametrize("change", [_rebuys_removed_after_they_were_sold, _prices_raised])
def test_terms_changed_after_sales_keep_what_was_bought_and_pass(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: BadEvent
) -> None:
    """Rebuys withdrawn or dearer later: those sold keep their price, the pool adds up."""
    status, out = _check(_library(tmp_path / "lib.sqlite", change), capsys)
    assert (status, out.startswith("OK: ")) == (0, True), out


def test_a_rebuy_sold_after_its_price_was_raised_counts_at_the_new_price(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``check`` and ``show`` agree: the old rebuys at 40.00, the one after the change at 60.00."""
    events = demo_events(NOW, random.Random(52))
    before = replay(events)
    events.append(_prices_raised(before))
    events.append(Event(Rebuy(_seated(before), 0), NOW + 1))
    path = tmp_path / "lib.sqlite"
    with Library.open(path) as library:
        tid = library.events.create_tournament("Demo")
        library.events.append_many(tid, events)
    status, out = _check(path, capsys)
    assert (status, out.startswith("OK: ")) == (0, True), out
    assert main(["show", "--json", str(path)]) == 0
    answer = json.loads(capsys.readouterr().out)
    old = before.setup.buyins.rebuy
    assert old is not None
    assert answer["rebuys"] == sum(e.rebuys for e in before.entries.values()) + 1
    pool = sum(b.price.prize for e in before.entries.values() for b in e.purchases)
    assert answer["prize_pool_cents"] == pool + 6000 + before.setup.buyins.added
