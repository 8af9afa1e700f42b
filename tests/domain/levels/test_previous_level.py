"""Previous level gives back the time that was left: an accidental Next level undone exactly.

The clock remembers the time an item had when a jump took the clock away from it; a jump
that resumes (the window's previous and next level) gives it back. Jumps that do not resume
(going to a level picked in the structure, old logs) start an item afresh, as always.
"""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.domain.levels.test_clock import MIN, T0, at, structure
from tests.domain.test_tournament_story import T0 as NIGHT
from tests.domain.test_tournament_story import opened
from tourney.domain.levels.actions import jump_to, pause_clock
from tourney.domain.levels.clock import ClockState
from tourney.domain.log.codec import events_from_records, from_record, records_of, to_record
from tourney.domain.log.payloads import LevelJumped
from tourney.domain.log.reducer import replay


def _running(minutes_in: float) -> ClockState:
    return ClockState.new(structure()).start(T0).state.advance(at(int(minutes_in * MIN))).state


def test_next_then_previous_gives_level_one_its_time_back_to_the_millisecond():
    clock = _running(7.5)  # 12:30 left in level 1
    moved = clock.jump(1, at(int(7.5 * MIN)), resume=True).state
    assert moved.reading(at(int(7.5 * MIN))).index == 1
    back = moved.jump(0, at(8 * MIN), resume=True).state  # 30 s later, Previous level
    reading = back.reading(at(8 * MIN))
    assert (reading.index, reading.running, reading.time_left_ms) == (0, True, int(12.5 * MIN))
    assert back.reading(at(10 * MIN)).time_left_ms == int(10.5 * MIN)  # and it runs on


def test_previous_then_next_gives_the_later_level_its_time_back_too():
    clock = _running(25)  # level 2, 15:00 left
    back = clock.jump(0, at(25 * MIN), resume=True).state
    assert back.reading(at(25 * MIN)).time_left_ms == 20 * MIN  # level 1 was never left early
    again = back.jump(1, at(26 * MIN), resume=True).state
    assert again.reading(at(26 * MIN)).time_left_ms == 15 * MIN


def test_a_jump_that_does_not_resume_starts_afresh_as_before():
    clock = _running(7.5)
    moved = clock.jump(1, at(int(7.5 * MIN))).state
    back = moved.jump(0, at(8 * MIN)).state
    assert back.reading(at(8 * MIN)).time_left_ms == 20 * MIN


def test_an_item_played_to_its_end_since_is_not_given_old_time():
    clock = _running(25).jump(0, at(25 * MIN), resume=True).state  # back from level 2
    # level 1 runs out: level 2 starts again at 45 min and runs out at 65 min
    later = clock.advance(at(70 * MIN)).state
    assert later.reading(at(70 * MIN)).index == 2
    back = later.jump(1, at(70 * MIN), resume=True).state
    assert back.reading(at(70 * MIN)).time_left_ms == 20 * MIN


def test_a_paused_clock_stays_paused_with_the_time_given_back():
    clock = _running(7.5).pause(at(int(7.5 * MIN))).state
    moved = clock.jump(1, at(9 * MIN), resume=True).state
    back = moved.jump(0, at(10 * MIN), resume=True).state
    reading = back.reading(at(11 * MIN))
    assert (reading.running, reading.time_left_ms) == (False, int(12.5 * MIN))


def test_the_memory_survives_a_saved_clock_and_a_structure_edit_forgets_it():
    clock = _running(7.5).jump(1, at(int(7.5 * MIN)), resume=True).state
    assert clock.left_behind_of(0) == int(12.5 * MIN)
    assert ClockState.from_record(clock.structure, clock.record()) == clock
    edited = clock.edit_structure(structure(), at(8 * MIN)).state
    assert edited.left_behind_of(0) is None


@settings(max_examples=60, deadline=None)
@given(
    minutes=st.integers(min_value=1, max_value=19),
    wait=st.integers(min_value=0, max_value=600),
    running=st.booleans(),
)
def test_any_accidental_next_level_is_undone_exactly(minutes: int, wait: int, running: bool):
    clock = _running(minutes)
    if not running:
        clock = clock.pause(at(minutes * MIN)).state
    before = clock.reading(at(minutes * MIN))
    moved = clock.jump(1, at(minutes * MIN), resume=True).state
    back = moved.jump(0, at(minutes * MIN + wait * 1000), resume=True).state
    after = back.reading(at(minutes * MIN + wait * 1000))
    assert (after.index, after.running, after.time_left_ms) == (
        before.index,
        before.running,
        before.time_left_ms,
    )


def test_the_action_says_the_time_it_gives_back_and_the_log_replays_it():
    d = opened()
    now = NIGHT + 4 * 60  # level 1, 6:00 left
    d.do(jump_to(d.state, 1, now, resume=True))
    event = d.do(jump_to(d.state, 0, now + 20, resume=True))
    assert event.label.translated("en") == "Go to level 1 with its 6:00 left"
    assert event.label.translated("it") == "Ritorno al livello 1 con i suoi 6:00 rimasti"
    assert isinstance(event.payload, LevelJumped) and event.payload.resume
    assert d.state.clock.reading(now + 20).time_left_ms == 6 * 60_000
    again = replay(events_from_records(records_of(d.state.log)), check=True)
    assert again.clock == d.state.clock
    d.do(pause_clock(d.state, now + 30))


def test_an_old_level_jumped_record_reads_as_a_fresh_start():
    d = opened()
    record = to_record(jump_to(d.state, 1, NIGHT + 60))
    assert record["data"] == {"index": 1, "resume": False}
    del record["data"]["resume"]  # as written before the field existed
    assert from_record(record).payload == LevelJumped(1)
