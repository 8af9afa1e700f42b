"""The seat moves the room still looks for: one rule for the Qt TV, the browser TV, the phones."""

from __future__ import annotations

import random

from tourney.domain.demo import demo_events
from tourney.domain.entries.actions import Bust, bust_out
from tourney.domain.levels.actions import pause_clock
from tourney.domain.log.actions import undo
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room import actions as room
from tourney.domain.room.recent_moves import LONGEST_S, STALE_AFTER_S, MoveAges, recent_moves

T0 = 1_750_000_000.0


def _balanced():
    """The demo after three bust-outs at table 1 and the balancing moves they call for."""
    state = replay(demo_events(T0, random.Random(52)))
    rng = random.Random(1)
    for number in [e for e in state.room.tables[0].seats if e is not None][:3]:
        state = apply(state, bust_out(state, [Bust(number)], T0 + 1))
    proposal = room.proposal(state, rng)
    event = room.accept_proposal(state, proposal, T0 + 2, rng)
    return apply(state, event), event.payload.moves


def test_a_balancing_move_is_listed_with_where_from_and_where_to() -> None:
    state, moves = _balanced()
    listed = recent_moves(state, T0 + 3)
    assert {(m.entry, m.origin, m.to) for m in listed} == {
        (m.entry, tuple(m.origin), tuple(m.to)) for m in moves
    }
    assert [m.to for m in listed] == sorted(m.to for m in listed)  # made together: by seat


def test_a_move_is_dropped_when_the_player_plays_busts_or_it_is_undone() -> None:
    state, moves = _balanced()
    table = moves[0].to[0]
    played = apply(state, room.next_hand(state, table, T0 + 5))
    assert all(m.to[0] != table for m in recent_moves(played, T0 + 6))
    busted = apply(state, bust_out(state, [Bust(moves[0].entry)], T0 + 5))
    assert moves[0].entry not in {m.entry for m in recent_moves(busted, T0 + 6)}
    undone = apply(state, undo(state, T0 + 5))
    assert recent_moves(undone, T0 + 6) == ()
    assert recent_moves(state, T0 + 2 + LONGEST_S + 1) == ()


def test_a_move_goes_stale_after_five_minutes_of_play_not_of_pause() -> None:
    state, _moves = _balanced()
    listed = recent_moves(state, T0 + 3)
    ages = MoveAges()
    running = state.clock
    assert ages.fresh(listed, T0 + 3, running.reading(T0 + 3)) == listed
    stopped = apply(state, pause_clock(state, T0 + 4)).clock
    assert ages.fresh(listed, T0 + 4, stopped.reading(T0 + 4)) == listed
    assert ages.fresh(listed, T0 + 3000, stopped.reading(T0 + 3000)) == listed  # a long pause
    resumed = stopped.start(T0 + 3000).state
    soon = T0 + 3000 + STALE_AFTER_S - 60
    assert ages.fresh(listed, soon, resumed.reading(soon)) == listed  # four minutes of play
    later = soon + 62
    assert ages.fresh(listed, later, resumed.reading(later)) == ()  # five: they have sat down
    first_look = T0 + 3 + STALE_AFTER_S + 1
    assert MoveAges().fresh(listed, first_look, running.reading(first_look)) == ()  # seen late


def test_a_player_the_final_redraw_gives_his_own_seat_has_not_moved() -> None:
    state = replay(demo_events(T0, random.Random(52)))
    rng = random.Random(3)
    at = T0
    for _ in range(40):  # bust players, accept what the floor proposes, to the final table
        proposal = room.proposal(state, rng)
        if not proposal.nothing_to_do:
            event = room.accept_proposal(state, proposal, at, rng)
            state = apply(state, event)
            if proposal.final_redraw:
                break
        else:
            victim = state.active()[-1].number
            state = apply(state, bust_out(state, [Bust(victim)], at))
        at += 1
    else:
        raise AssertionError("no final table")
    moves = event.payload.moves
    listed = {m.entry for m in recent_moves(state, at + 1)}
    stayed = {m.entry for m in moves if tuple(m.origin) == tuple(m.to)}
    assert stayed, "this draw keeps a player in his seat"  # seed 3 does
    assert listed == {m.entry for m in moves} - stayed
