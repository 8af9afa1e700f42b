"""A whole evening, action by action: entries, bust-outs, rebuys, add-ons, undo and redo."""

from __future__ import annotations

import random

import pytest

from tourney.domain.entries.actions import (
    Bust,
    add_on,
    bust_out,
    close_late_registration,
    create_tournament,
    re_enter,
    rebuy,
    register,
    unregister,
)
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import compute_figures, standings
from tourney.domain.levels.actions import start_clock
from tourney.domain.levels.chips import ChipSet, Denomination
from tourney.domain.levels.structure import Break, Level, Structure
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import draw_seats, move_player
from tourney.domain.room.tables import TableSettings
from tourney.domain.setup import BuyIns, Offer, TournamentSetup
from tourney.domain.state import TournamentState

T0 = 1_700_000_000.0
MINUTE = 60.0
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve", "Fay", "Gus", "Hal", "Ida", "Jon", "Kim", "Lou")


def make_setup(*, seats: int = 10, re_entries: int | None = 0) -> TournamentSetup:
    structure = Structure(
        (
            Level(50, 100, 600),
            Level(100, 200, 600),
            Break(600, (25,)),
            Level(150, 300, 600),
            Level(200, 400, 600),
        )
    )
    chips = ChipSet((Denomination(25, "green", 500), Denomination(100, "black", 500)))
    return TournamentSetup(
        "Friday",
        structure,
        chips,
        BuyIns(
            PriceSplit.from_parts(prize=4000, fee=1000),
            10_000,
            rebuy=Offer(PriceSplit.from_parts(prize=4000), 10_000, limit=2, until_level=2),
            addon=Offer(PriceSplit.from_parts(prize=3000, fee=500), 15_000, until_level=2),
            re_entries=re_entries,
            late_until_level=2,
            added=2000,
        ),
        tables=TableSettings(seats_per_table=seats),
    )


class Director:
    """Applies actions the way the GUI will: make the event, then apply it."""

    def __init__(self, setup: TournamentSetup) -> None:
        self.rng = random.Random(7)
        self.state: TournamentState = replay([create_tournament(setup, T0 - 3600)])

    def do(self, event: Event) -> Event:
        self.state = apply(self.state, event)
        return self.state.log[-1]

    def number(self, name: str) -> int:
        (entry,) = [e for e in self.state.active() if self.state.name(e.number) == name]
        return entry.number


def opened(names: tuple[str, ...] = NAMES, *, seats: int = 10) -> Director:
    director = Director(make_setup(seats=seats))
    for player_id, name in enumerate(names, start=1):
        director.do(register(director.state, Player(player_id, name), T0 - 600, director.rng))
    director.do(draw_seats(director.state, T0 - 300, director.rng))
    director.do(start_clock(director.state, T0))
    return director


def test_twelve_players_three_bust_outs_a_rebuy_an_add_on_and_undo_redo() -> None:
    d = opened()
    assert sorted(t.count for t in d.state.room.tables) == [6, 6]
    ann, bob, cyd, dee = (d.number(n) for n in ("Ann", "Bob", "Cyd", "Dee"))

    d.do(bust_out(d.state, [Bust(bob, by=(ann,))], T0 + 5 * MINUTE))
    d.do(bust_out(d.state, [Bust(cyd, by=(ann,))], T0 + 7 * MINUTE))
    last = d.do(bust_out(d.state, [Bust(dee, by=(ann,))], T0 + 12 * MINUTE))
    assert [d.state.entry(n).place for n in (bob, cyd, dee)] == [12, 11, 10]
    assert last.label.translated("en") == "Bust-out of Dee, 10th"
    assert d.state.entry(dee).bust_level == 2
    assert d.state.entry(ann).knockouts == 3
    assert d.state.seat_of(dee) is None

    d.do(rebuy(d.state, ann, stack=0, now=T0 + 13 * MINUTE))
    with pytest.raises(DomainNotAllowedError, match="Eve's stack is above the starting stack"):
        rebuy(d.state, d.number("Eve"), stack=12_000, now=T0 + 13 * MINUTE)
    at_the_break = T0 + 21 * MINUTE
    assert d.state.clock.reading(at_the_break).level is None
    d.do(add_on(d.state, ann, at_the_break))
    with pytest.raises(DomainNotAllowedError, match="Add-ons closed after level 2"):
        add_on(d.state, d.number("Eve"), T0 + 31 * MINUTE)
    with pytest.raises(DomainNotAllowedError, match="Ann has bought the add-on once"):
        add_on(d.state, ann, at_the_break)

    figures = compute_figures(d.state, at_the_break)
    assert (figures.entries, figures.players_left, figures.rebuys, figures.addons) == (12, 9, 1, 1)
    assert figures.chips_in_play == 12 * 10_000 + 10_000 + 15_000
    assert figures.pool.total == 12 * 4000 + 4000 + 3000 + 2000
    assert (
        figures.payouts is not None and sum(figures.payouts.payouts.amounts) == figures.pool.total
    )

    # Undo walks back: the add-on, the rebuy, then Dee's bust-out.
    d.do(undo(d.state, T0 + 22 * MINUTE))
    d.do(undo(d.state, T0 + 22 * MINUTE))
    before = d.state
    assert before.undo_label.translated("en") == "Undo bust-out of Dee, 10th"
    d.do(undo(d.state, T0 + 22 * MINUTE))
    assert d.state.entry(dee).active and d.state.players_left == 10
    assert d.state.seat_of(dee) is not None
    assert d.state.redo_label.translated("en") == "Redo bust-out of Dee, 10th"
    d.do(redo(d.state, T0 + 23 * MINUTE))
    assert d.state == before
    assert replay(d.state.log) == d.state


def test_same_hand_bust_outs_are_placed_by_starting_stack() -> None:
    d = opened()
    ann, bob, cyd, dee, eve = (d.number(n) for n in ("Ann", "Bob", "Cyd", "Dee", "Eve"))
    event = d.do(
        bust_out(d.state, [Bust(bob, by=(ann,), stack=3000), Bust(cyd, by=(ann,), stack=8000)], T0)
    )
    assert (d.state.entry(cyd).place, d.state.entry(bob).place) == (11, 12)
    assert event.label.translated("en") == "Bust-out of Cyd (11th) and Bob (12th)"
    d.do(bust_out(d.state, [Bust(dee, stack=5000), Bust(eve, stack=5000)], T0 + 60))
    tied = [d.state.entry(n) for n in (dee, eve)]
    assert [(e.place, e.covers) for e in tied] == [(9, 2), (9, 2)]
    assert tied[0].place_label == "9th (tie, 9th–10th)"
    with pytest.raises(DomainNotAllowedError, match="give Gus's stack"):
        bust_out(d.state, [Bust(d.number("Fay"), stack=100), Bust(d.number("Gus"))], T0 + 90)


def test_ties_share_the_prizes_of_the_places_they_cover() -> None:
    d = opened(NAMES[:3])
    ann, bob, cyd = (d.number(n) for n in ("Ann", "Bob", "Cyd"))
    d.do(bust_out(d.state, [Bust(bob, stack=500), Bust(cyd, stack=500)], T0 + 60))
    rows = standings(d.state)
    assert [r.place for r in rows] == [1, 2, 2]
    pool = compute_figures(d.state, T0 + 60).pool.total
    assert rows[0].entry == ann and rows[0].prize == pool  # 3 entries: one place paid
    assert rows[1].prize == rows[2].prize == 0


def test_late_registration_closes_at_its_level_or_by_hand() -> None:
    d = opened()
    newcomer = Player(99, "Zed")
    event = d.do(register(d.state, newcomer, T0 + 15 * MINUTE, d.rng))
    assert d.state.seat_of(event.payload.entry) is not None  # seated at once after the draw
    with pytest.raises(DomainNotAllowedError, match="Registrations closed after level 2"):
        register(d.state, Player(100, "Yan"), T0 + 31 * MINUTE, d.rng)
    d.do(close_late_registration(d.state, T0 + 16 * MINUTE))
    with pytest.raises(DomainNotAllowedError, match="Late registration is closed"):
        register(d.state, Player(100, "Yan"), T0 + 16 * MINUTE, d.rng)


def test_re_entry_needs_a_busted_player_and_the_event_to_allow_it() -> None:
    d = Director(make_setup(re_entries=1))
    for player_id, name in enumerate(NAMES[:4], start=1):
        d.do(register(d.state, Player(player_id, name), T0, d.rng))
    d.do(start_clock(d.state, T0))
    with pytest.raises(DomainNotAllowedError, match="Ann is still playing"):
        re_enter(d.state, 1, T0 + 60, d.rng)
    d.do(bust_out(d.state, [Bust(1, by=(2,))], T0 + 60))
    with pytest.raises(DomainNotAllowedError, match="buy a re-entry instead"):
        register(d.state, Player(1, "Ann"), T0 + 60, d.rng)
    event = d.do(re_enter(d.state, 1, T0 + 90, d.rng))
    assert event.label.translated("en") == "Re-entry of Ann"
    assert d.state.entry(event.payload.entry).kind.value == "re-entry"
    d.do(bust_out(d.state, [Bust(event.payload.entry, by=(2,))], T0 + 120))
    with pytest.raises(DomainNotAllowedError, match="the most allowed"):
        re_enter(d.state, 1, T0 + 150, d.rng)


def test_an_eleventh_player_is_refused_at_a_ten_seat_table() -> None:
    names = tuple(f"P{i}" for i in range(1, 21))
    d = opened(names)
    assert [t.count for t in d.state.room.tables] == [10, 10]
    mover = next(iter(d.state.room.table(2).players()))
    with pytest.raises(DomainNotAllowedError, match="An 11th player cannot sit at a 10-seat table"):
        move_player(d.state, int(mover), 1, 1, T0)


def test_a_busted_player_cannot_bust_again_or_be_unregistered_after_the_start() -> None:
    d = opened()
    bob = d.number("Bob")
    d.do(bust_out(d.state, [Bust(bob)], T0 + 60))
    with pytest.raises(DomainNotAllowedError, match="Bob already busted out"):
        bust_out(d.state, [Bust(bob)], T0 + 90)
    with pytest.raises(DomainNotAllowedError, match="Play has started"):
        unregister(d.state, d.number("Ann"), T0 + 90)


def test_unregistering_before_play_frees_the_seat_and_the_money() -> None:
    d = Director(make_setup())
    for player_id, name in enumerate(NAMES[:3], start=1):
        d.do(register(d.state, Player(player_id, name), T0, d.rng))
    d.do(unregister(d.state, 2, T0 + 10))
    assert sorted(d.state.entries) == [1, 3] and 2 not in d.state.players
    assert compute_figures(d.state, T0).pool.total == 2 * 4000 + 2000
