"""Finishing places are derived from the log: distinct, complete, in bust-out order, for any night.

Random evenings of registrations, late registrations after bust-outs, re-entries, rebuys,
bust-outs (several in one hand, ties by starting stack), unregistrations before the start,
undos and redos: after every action the places of the busted entries are exactly the places
below those still playing, each hand's below the later hands', bigger stacks higher, equal
stacks tied; the incremental state is the replay of its log, and survives the event's JSON.
"""

from __future__ import annotations

import random
from collections import defaultdict

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.domain.test_tournament_story import T0, make_setup
from tourney.domain.entries.actions import (
    Bust,
    bust_out,
    create_tournament,
    re_enter,
    rebuy,
    register,
    unregister,
)
from tourney.domain.entries.entry import EntryKind
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError
from tourney.domain.figures import standings
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.codec import events_from_records, to_record
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import draw_seats
from tourney.domain.state import TournamentState

STEPS = ("register", "bust", "bust_hand", "re_enter", "rebuy", "undo", "redo", "unregister")


def check_places(state: TournamentState) -> None:
    """The places of the busted entries: complete, distinct but for ties, in bust-out order."""
    busted = [e for e in state.entries.values() if not e.active]
    left = state.players_left
    covered: list[int] = []
    groups: dict[int, list[int]] = defaultdict(list)
    for entry in busted:
        assert entry.place is not None and entry.bust_order is not None
        groups[entry.place].append(entry.number)
    for place, members in groups.items():
        covers = {state.entries[n].covers for n in members}
        assert covers == {len(members)}, (place, members, covers)
        covered += range(place, place + len(members))
    assert sorted(covered) == list(range(left + 1, len(state.entries) + 1))
    for a in busted:
        for b in busted:
            assert a.place is not None and b.place is not None
            assert a.bust_order is not None and b.bust_order is not None
            if a.bust_order < b.bust_order:  # busted in an earlier hand: a worse place
                assert a.place > b.place
            elif a.bust_order == b.bust_order and a.number != b.number:
                if a.bust_stack == b.bust_stack:
                    assert a.place == b.place
                else:
                    assert (a.place < b.place) == ((a.bust_stack or 0) > (b.bust_stack or 0))
    if state.finished:
        places = sorted(row.place for row in standings(state) if row.place is not None)
        assert places[0] == 1 and places.count(1) == 1
    lines = standings(state)
    players = [line.player_id for line in lines]
    for line in lines:  # a re-entry says so, and its player has another line: the first entry
        entry = state.entries[line.entry]
        assert line.re_entry == (entry.kind is EntryKind.RE_ENTRY)
        assert not line.re_entry or players.count(line.player_id) >= 2
        assert line.told_name("en") == (f"{line.name} (re-entry)" if line.re_entry else line.name)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.lists(st.sampled_from(STEPS), min_size=5, max_size=60))
def test_places_are_right_after_any_sequence_of_actions(seed: int, steps: list[str]) -> None:
    rng = random.Random(seed)
    setup = make_setup(re_entries=None)
    state = replay([create_tournament(setup, T0 - 3600)])
    names = iter(range(1, 10_000))
    for _ in range(6):
        number = next(names)
        state = apply(state, register(state, Player(number, f"P{number}"), T0 - 600, rng))
    state = apply(state, draw_seats(state, T0 - 300, rng))
    state = apply(state, start_clock(state, T0))
    now = T0
    for step in steps:
        now += 30
        try:
            event = _action(state, step, now, rng, names)
        except DomainError:
            continue
        if event is None:
            continue
        state = apply(state, event)
        check_places(state)
    assert replay(state.log) == state
    again = replay(events_from_records([to_record(e) for e in state.log]))
    assert again == state


def _action(state, step, now, rng, names):  # type: ignore[no-untyped-def]
    active = [e.number for e in state.active()]
    if step == "register":
        number = next(names)
        return register(state, Player(number, f"P{number}"), now, rng)
    if step == "bust" and len(active) > 1:
        victim, winner = rng.sample(active, 2)
        return bust_out(state, [Bust(victim, by=(winner,))], now)
    if step == "bust_hand" and len(active) > 2:
        count = rng.randint(2, min(3, len(active) - 1))
        victims = rng.sample(active, count)
        stacks = [rng.choice([500, 1000, 1000, 2500]) for _ in victims]
        return bust_out(
            state, [Bust(v, stack=s) for v, s in zip(victims, stacks, strict=True)], now
        )
    if step == "re_enter":
        gone = [p for p in state.players if not any(e.active for e in state.entries_of(p))]
        if gone:
            return re_enter(state, rng.choice(gone), now, rng)
    if step == "rebuy" and active:
        return rebuy(state, rng.choice(active), stack=0, now=now)
    if step == "undo":
        return undo(state, now)
    if step == "redo":
        return redo(state, now)
    if step == "unregister" and active:
        return unregister(state, rng.choice(active), now)
    return None


def test_a_late_entry_after_bust_outs_pushes_the_earlier_places_down() -> None:
    rng = random.Random(3)
    state = replay([create_tournament(make_setup(), T0 - 3600)])
    for number in range(1, 25):
        state = apply(state, register(state, Player(number, f"P{number}"), T0 - 600, rng))
    state = apply(state, draw_seats(state, T0 - 300, rng))
    state = apply(state, start_clock(state, T0))
    first = state.active()[0].number
    state = apply(state, bust_out(state, [Bust(first)], T0 + 60))
    assert state.entry(first).place == 24
    state = apply(state, register(state, Player(99, "Late"), T0 + 120, rng))
    assert state.entry(first).place == 25  # the field grew: the first bust-out is 25th of 25
    second = state.active()[0].number
    state = apply(state, bust_out(state, [Bust(second)], T0 + 180))
    assert (state.entry(first).place, state.entry(second).place) == (25, 24)
    check_places(state)
