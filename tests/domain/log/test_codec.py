"""The event contract: every kind has a typed payload and one JSON form, read strictly.

Every event of the golden logs (upcast from format 1) and of the demo round-trips through its
record; a record that is not an event of its kind — an unknown field, a wrong type, a number
too big, a newer format — is refused naming the field, and random documents never raise
anything but a refusal.
"""

from __future__ import annotations

import contextlib
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.domain.demo import demo_events
from tourney.domain.errors import DomainMalformedError
from tourney.domain.levels.actions import pause_clock
from tourney.domain.log.codec import (
    FORMAT,
    events_from_records,
    from_record,
    payload_from_json,
    readable,
    to_record,
)
from tourney.domain.log.payloads import KINDS, all_payloads
from tourney.domain.log.reducer import replay

FIXTURES = Path(__file__).parent / "fixtures"


def _golden(name: str) -> list[dict[str, Any]]:
    records: list[dict[str, Any]] = json.loads((FIXTURES / f"{name}_v1.json").read_text("utf-8"))
    return records


def test_every_kind_is_declared_once_with_its_stored_name() -> None:
    payloads = all_payloads()
    assert len(KINDS) == len(payloads) == len({p.KIND for p in payloads})
    assert [p.KIND for p in payloads] == list(KINDS)
    assert all(kind and kind == kind.lower() for kind in KINDS)


def test_the_golden_logs_use_most_kinds_and_every_event_round_trips() -> None:
    seen = set()
    for name in ("demo", "night"):
        for event in events_from_records(_golden(name)):
            seen.add(event.kind)
            record = json.loads(json.dumps(to_record(event), ensure_ascii=False))
            assert record["format"] == FORMAT
            assert from_record(record) == event
    assert len(seen) >= 24, sorted(set(KINDS) - seen)


def test_a_log_begun_in_format_1_goes_on_in_format_2() -> None:
    old = _golden("demo")
    state = replay(events_from_records(old))
    paused = pause_clock(state, old[-1]["at"] + 60).stored_as(len(old) + 1)
    mixed = [*old, to_record(paused)]
    again = replay(events_from_records(mixed), check=True)
    assert again.clock.running is False and again.players_left == state.players_left
    assert [r.get("format", 1) for r in mixed[-2:]] == [1, 2]


def test_the_demo_made_today_round_trips() -> None:
    events = demo_events(1_742_000_000.0, random.Random(7))
    records = json.loads(json.dumps([to_record(e) for e in events]))
    assert events_from_records(records) == events


@pytest.mark.parametrize(
    ("kind", "data", "message"),
    [
        ("rebuy", {"entry": 1, "stack": 0, "chips": 99_999}, "has unknown fields: chips"),
        ("rebuy", {"entry": True}, "data.entry must be a whole number"),
        ("rebuy", {"entry": 10**30}, "at most 15 digits"),
        ("rebuy", {"stack": 0}, "data.entry is missing"),
        ("bust_out", {"busted": [{"entry": 3, "place": 1}]}, "has unknown fields: place"),
        ("bust_out", {"busted": [{"entry": 3, "by": "4"}]}, r"busted\[0\]\.by must be a list"),
        ("addon", {"entries": [1, "2"]}, r"entries\[1\] must be a whole number"),
        ("player_moved", {"entry": 1, "to": [1]}, "must be a list of 2 values"),
        ("proposal_accepted", {"moves": [{"entry": 1, "from": [1, 1], "to": [2, 2],
                                          "reason": "whim"}]}, "must be one of"),
        ("hand_for_hand", {"on": "yes"}, "must be true or false"),
        ("player_registered", {"entry": 1, "player": {"player_id": 0, "name": "Ann"}}, "id"),
        ("player_registered", {"entry": 1, "player": {"player_id": 1, "name": "A",
                                                      "email": "a@b"}}, "must be a player"),
        ("a_future_kind", {}, "unknown kind of event"),
    ],
)  # fmt: skip
def test_data_that_is_not_the_kinds_is_refused_by_field(
    kind: str, data: dict[str, Any], message: str
) -> None:
    with pytest.raises(DomainMalformedError, match=message):
        payload_from_json(kind, data, "event 5.data")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format": 3}, "newer Tourney \\(event format 3\\)"),
        ({"format": 0}, "format must be a whole number from 1"),
        ({"at": float("inf")}, "must be a number"),
        ({"at": -5}, "seconds since 1970"),
        ({"seq": -1}, "must be a whole number from 0"),
        ({"origin": {"device": "x"}}, "a device and a role"),
        ({"command": ""}, "command id"),
        ({"surprise": 1}, "unknown fields: surprise"),
        ({"label": {"values": {}}}, "text is missing"),
    ],
)
def test_a_record_that_is_not_an_event_is_refused(change: dict[str, Any], message: str) -> None:
    event = events_from_records(_golden("demo"))[3]
    record = {**to_record(event), **change}
    with pytest.raises(DomainMalformedError, match=message):
        from_record(record)


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=6),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=10,
)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(sorted(KINDS)), _json)
def test_random_data_is_read_or_refused_never_crashes(kind: str, data: Any) -> None:
    with contextlib.suppress(DomainMalformedError):
        payload_from_json(kind, data)


@settings(max_examples=200, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(["seq", "kind", "format", "at", "label", "data", "origin", "command", "x"]),
        _json,
    )
)
def test_random_records_are_read_or_refused_never_crash(record: dict[str, Any]) -> None:
    with contextlib.suppress(DomainMalformedError):
        readable(record)
