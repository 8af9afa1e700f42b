"""Undo and redo: random evenings keep the log, the replay and the undo stack consistent."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.domain.test_tournament_story import T0, make_setup
from tourney.base.messages import message
from tourney.domain.entries.actions import (
    Bust,
    add_on,
    bust_out,
    create_tournament,
    rebuy,
    register,
)
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError, DomainMalformedError, DomainNotAllowedError
from tourney.domain.figures import compute_figures
from tourney.domain.levels.actions import adjust_clock, edit_structure, pause_clock, start_clock
from tourney.domain.levels.structure import Level
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.codec import events_from_records, to_record
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import LevelJumped, Undo
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import accept_proposal, draw_seats, next_hand, proposal
from tourney.domain.state import TournamentState, history_label

ACTIONS = (
    "register",
    "bust",
    "double",
    "rebuy",
    "addon",
    "hand",
    "balance",
    "clock",
    "undo",
    "redo",
)


def _action(state: TournamentState, name: str, pick: random.Random, now: float) -> Event:
    active = [e.number for e in state.active()]
    if name == "register":
        player = Player(100 + state.next_entry, f"Player {state.next_entry}")
        return register(state, player, now, pick)
    if name == "bust":
        loser, winner = pick.sample(active, 2)
        return bust_out(state, [Bust(loser, by=(winner,))], now)
    if name == "double":
        first, second = pick.sample(active, 2)
        stacks = pick.choice([(1000, 2000), (1500, 1500)])
        return bust_out(state, [Bust(first, stack=stacks[0]), Bust(second, stack=stacks[1])], now)
    if name == "rebuy":
        return rebuy(state, pick.choice(active), stack=pick.choice([0, 20_000]), now=now)
    if name == "addon":
        return add_on(state, pick.choice(active), now)
    if name == "hand":
        return next_hand(state, pick.choice(state.room.tables).number, now)
    if name == "balance":
        return accept_proposal(state, proposal(state, pick), now, pick)
    if name == "clock":
        if state.clock.running:
            return pick.choice([pause_clock, lambda s, n: adjust_clock(s, -60, n)])(state, now)
        return start_clock(state, now)
    if name == "undo":
        return undo(state, now)
    return redo(state, now)


def _opened(players: int, rng: random.Random) -> TournamentState:
    state = replay([create_tournament(make_setup(seats=6), T0)])
    for player_id in range(1, players + 1):
        state = apply(state, register(state, Player(player_id, f"P{player_id}"), T0, rng))
    return apply(state, draw_seats(state, T0 + 1, rng))


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(min_value=4, max_value=14),
    script=st.lists(st.sampled_from(ACTIONS), min_size=1, max_size=30),
    seed=st.integers(min_value=0, max_value=10_000),
)
def test_random_evenings_undo_redo_and_replay_agree(
    players: int, script: list[str], seed: int
) -> None:
    rng = random.Random(seed)
    state = _opened(players, rng)
    now = T0 + 10
    for name in script:
        now += rng.choice([5.0, 90.0, 400.0])
        if len(state.active()) < 3 and name in {"bust", "double", "rebuy", "addon"}:
            continue
        if not state.room.tables and name == "hand":
            continue
        try:
            event = _action(state, name, rng, now)
        except DomainNotAllowedError:
            continue
        state = apply(state, event)
        if state.history.can_undo:
            # undo then redo gives back the same state
            undone = apply(state, undo(state, now))
            assert apply(undone, redo(undone, now)) == state
        # the replay of the log is the state built step by step
        assert replay(state.log) == state
        figures = compute_figures(state, now)
        assert figures.pool.collected == (
            figures.entries * 4000 + figures.rebuys * 4000 + figures.addons * 3000 + 2000
        )
        if figures.payouts is not None and state.locked_payouts is None:
            assert sum(figures.payouts.payouts.amounts) == figures.pool.total
    # an exported log, read back, gives back the same tournament
    exported = json.dumps([to_record(e) for e in state.log], ensure_ascii=False)
    assert replay(events_from_records(json.loads(exported))) == state


def test_clock_actions_are_not_undone_the_last_player_action_is() -> None:
    rng = random.Random(3)
    state = _opened(6, rng)
    state = apply(state, start_clock(state, T0 + 10))
    state = apply(state, bust_out(state, [Bust(1, by=(2,))], T0 + 20))
    state = apply(state, pause_clock(state, T0 + 30))
    assert state.undo_label.translated("en") == "Undo bust-out of P1, 6th"
    state = apply(state, undo(state, T0 + 40))
    assert not state.clock.running  # the pause stays
    assert state.entry(1).active


def test_a_new_action_after_undo_clears_redo() -> None:
    rng = random.Random(3)
    state = _opened(6, rng)
    state = apply(state, bust_out(state, [Bust(1)], T0 + 20))
    state = apply(state, undo(state, T0 + 30))
    assert state.history.can_redo
    state = apply(state, bust_out(state, [Bust(2)], T0 + 40))
    assert not state.history.can_redo
    with pytest.raises(DomainNotAllowedError, match="nothing to redo"):
        redo(state, T0 + 50)
    assert state.entry(2).place == 6  # the undone bust freed 6th place


def test_undoing_a_structure_edit_is_refused_when_the_clock_has_moved_on_into_it() -> None:
    rng = random.Random(3)
    state = _opened(4, rng)
    longer = state.clock.structure.replace_from(5, (Level(300, 600, 600), Level(400, 800, 600)))
    state = apply(state, edit_structure(state, longer, T0 + 5))
    state = apply(state, Event(LevelJumped(6), T0 + 6, message("Go to level {number}", number=6)))
    with pytest.raises(DomainNotAllowedError, match="Undo edit the structure is not possible now"):
        undo(state, T0 + 7)


def test_a_log_with_a_wrong_undo_is_refused() -> None:
    rng = random.Random(3)
    state = _opened(4, rng)
    with pytest.raises(DomainMalformedError, match="not the last action in effect"):
        replay((*state.log, Event(Undo(2))))
    with pytest.raises(DomainError, match="out of place"):
        apply(state, Event(Undo(2), seq=99))


def test_the_undo_item_lowers_only_the_first_letter() -> None:
    bust = message("Bust-out of {name}, 9th", name="Ann")
    assert history_label(bust, undo=True).translated("en") == "Undo bust-out of Ann, 9th"
    move = message("Move {name} to table 2, seat 3", name="Ștefan")
    assert history_label(move, undo=False).translated("en") == "Redo move Ștefan to table 2, seat 3"
