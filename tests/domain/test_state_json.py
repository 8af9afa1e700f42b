"""A snapshot of the state reads back as the very state the replay gives.

After every event of the golden logs (the demo and a whole night: late registrations, rebuys,
add-ons, bust-outs with their hands, balancing, a table break, colour-ups, the final table, a
deal, undo and redo) the state written as JSON and read back equals the replayed state in
every field; a snapshot of another version, of another log position or with a damaged field
is not used (``None``: the caller replays).
"""

from __future__ import annotations

import copy
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain import state_json
from tourney.domain.log.codec import events_from_records
from tourney.domain.log.reducer import apply, replay, replay_after
from tourney.domain.state import TournamentState
from tourney.domain.state_json import state_from_json, state_to_json, usable

FIXTURES = Path(__file__).parent / "log" / "fixtures"


def _states(name: str) -> list[TournamentState]:
    events = events_from_records(json.loads((FIXTURES / f"{name}_v1.json").read_text("utf-8")))
    states = [replay(events[:1])]
    for event in events[1:]:
        states.append(apply(states[-1], event))
    return states


@pytest.mark.parametrize("name", ["demo", "night"])
def test_after_every_event_the_snapshot_reads_back_as_the_replayed_state(name: str) -> None:
    kinds = set()
    for state in _states(name):
        written = json.loads(json.dumps(state_to_json(state)))  # as storage keeps it
        back = state_from_json(written, state.log)
        assert back is not None
        assert back == state, state.log[-1].kind
        assert back.log is state.log
        kinds.add(state.log[-1].kind)
    assert len(kinds) >= (8 if name == "demo" else 20)


def test_a_clock_structure_is_written_once_however_many_clocks_play_it() -> None:
    state = _states("night")[-1]
    written = state_to_json(state)
    confirmed = [t["confirmed"] for t in written["tables"] if t["confirmed"] is not None]
    assert confirmed, "the night confirms buttons"
    assert len(written["structures"]) < len(confirmed) + 1
    assert all(isinstance(c["clock"]["structure"], int) for c in confirmed)


def _snapshot() -> tuple[TournamentState, dict[str, Any]]:
    state = _states("demo")[-1]
    return state, json.loads(json.dumps(state_to_json(state)))


def test_a_snapshot_of_another_version_or_form_is_not_used() -> None:
    state, written = _snapshot()
    assert usable(written)
    for key, value in (("version", "0.0.1"), ("format", state_json.SNAPSHOT_FORMAT + 1)):
        other = {**written, key: value}
        assert not usable(other)
        assert state_from_json(other, state.log) is None


def test_a_snapshot_of_another_log_position_is_not_used() -> None:
    state, written = _snapshot()
    assert state_from_json(written, state.log.prefix(len(state.log) - 1)) is None


@pytest.mark.parametrize(
    ("where", "value"),
    [
        (("entries", 0, "chips"), "lots"),
        (("entries", 0, "status"), "sleeping"),
        (("clock", "structure"), 7),
        (("clock", "structure"), -1),
        (("tables", 0, "seats"), [1.5]),
        (("tables", 0, "confirmed"), {"at": "noon"}),
        (("history", "done"), [[5, 3]]),
        (("players",), None),
        (("next_entry",), True),
    ],
)
def test_a_damaged_snapshot_is_not_used(where: tuple[Any, ...], value: object) -> None:
    state, written = _snapshot()
    damaged = copy.deepcopy(written)
    target: Any = damaged
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    assert state_from_json(damaged, state.log) is None


@given(st.lists(st.integers(1, 10_000), unique=True))
def test_the_undo_stack_is_kept_as_runs_of_positions(seqs: list[int]) -> None:
    seqs.sort()
    runs = state_json._runs(seqs)
    assert state_json._expanded(runs) == seqs
    assert all(first <= last for first, last in runs)
    assert all(a[1] + 1 < b[0] for a, b in itertools.pairwise(runs))


@pytest.mark.parametrize("name", ["demo", "night"])
def test_the_events_after_a_state_replay_on_top_of_it_as_the_whole_log_does(name: str) -> None:
    events = events_from_records(json.loads((FIXTURES / f"{name}_v1.json").read_text("utf-8")))
    whole = replay(events)
    for split in range(1, len(events)):  # undo and redo after the split, reaching before it
        assert replay_after(replay(events[:split]), events[split:]) == whole, split
