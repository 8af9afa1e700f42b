"""The demo tournament: what the GUI and the reports open."""

from __future__ import annotations

import random

from tourney.domain.demo import demo_events
from tourney.domain.figures import compute_figures, standings
from tourney.domain.log.reducer import replay

NOW = 1_741_970_000.0


def test_the_demo_is_the_tournament_the_issue_describes() -> None:
    events = demo_events(NOW, random.Random(1))
    state = replay(events)
    names = {p.name for p in state.players.values()}
    assert len(names) == 27
    assert {"Łukasz Nowak", "Ștefan Popescu", "Niccolò Rossi"} <= names
    drawn = next(e for e in events if e.kind == "seats_drawn")
    assert [sum(s is not None for s in t.seats) for t in drawn.payload.tables] == [9, 9, 9]
    reading = state.clock.reading(NOW)
    assert reading.level == 4 and reading.running
    assert sum(len(e.payload.busted) for e in events if e.kind == "bust_out") == 5
    figures = compute_figures(state, NOW)
    assert figures.players_left == 22 and figures.rebuys > 0 and figures.addons > 0
    assert sum(t.count for t in state.room.tables) == 22
    busted = [row for row in standings(state) if row.place is not None]
    assert sorted(row.place for row in busted) == [23, 24, 25, 26, 27]
    assert all(row.knocked_out_by for row in busted)


def test_the_demo_is_the_same_for_the_same_seed() -> None:
    assert demo_events(NOW, random.Random(5)) == demo_events(NOW, random.Random(5))
    assert [e.seq for e in demo_events(NOW, random.Random(5))][:3] == [1, 2, 3]
