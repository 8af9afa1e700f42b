"""The golden logs: today's demo and a finished night, written in event format 1, replay
to the same state forever (``fixtures/*_v1.json`` and what they must give,
``fixtures/*_expected.json``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.domain.log.golden import digest
from tourney.domain.log.codec import events_from_records
from tourney.domain.log.reducer import replay

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.mark.parametrize("name", ["demo", "night"])
def test_a_golden_log_replays_to_the_state_it_always_gave(name: str) -> None:
    records = json.loads((FIXTURES / f"{name}_v1.json").read_text(encoding="utf-8"))
    expected = json.loads((FIXTURES / f"{name}_expected.json").read_text(encoding="utf-8"))
    state = replay(events_from_records(records), check=True)
    assert json.loads(json.dumps(digest(state))) == expected
