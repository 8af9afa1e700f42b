"""The tournament clock with a fake ``now``: hours of play, exact to the millisecond."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind, format_time_left, to_ms
from tourney.domain.levels.structure import Break, Level, Structure

K = ClockEventKind
T0 = 1_700_000_000.0  # an arbitrary epoch second
T0_MS = 1_700_000_000_000
MIN = 60_000  # one minute in ms


def structure() -> Structure:
    """Three 20-minute levels, a 10-minute break colouring up 25s, two more levels."""
    return Structure(
        (
            Level(25, 50, 1200),
            Level(50, 100, 1200),
            Level(100, 200, 1200),
            Break(600, (25,)),
            Level(200, 400, 1200),
            Level(300, 600, 1200),
        )
    )


def at(ms: int) -> float:
    """A fake ``now`` ``ms`` milliseconds after T0."""
    return T0 + ms / 1000


def kinds(events: tuple[ClockEvent, ...]) -> list[tuple[ClockEventKind, int, int]]:
    """Events as (kind, ms after T0, index)."""
    return [(e.kind, e.at_ms - T0_MS, e.index) for e in events]


def test_a_new_clock_is_paused_at_level_one_with_its_full_time():
    reading = ClockState.new(structure()).reading(T0)
    assert (reading.level, reading.running, reading.time_left_ms) == (1, False, 20 * MIN)
    assert reading.next_level == 2
    assert reading.to_break_ms == 60 * MIN
    assert reading.time_left_text == "20:00"


def test_an_evening_with_pauses_adjustments_an_edit_and_a_restart():
    clock = ClockState.new(structure())
    update = clock.start(T0)
    assert kinds(update.events) == [(K.LEVEL_STARTED, 0, 0)]
    clock = update.state

    # 5 minutes in, a pause of 3 min 12.345 s
    clock = clock.pause(at(5 * MIN)).state
    assert clock.reading(at(7 * MIN)).time_left_ms == 15 * MIN
    clock = clock.start(at(5 * MIN + 192_345)).state
    assert clock.reading(at(10 * MIN)).time_left_ms == 15 * MIN - (5 * MIN - 192_345)
    # level 1 therefore ends at 20 min + 3:12.345
    end1 = 20 * MIN + 192_345
    update = clock.advance(at(end1 - 1))
    assert kinds(update.events) == [(K.ONE_MINUTE_LEFT, end1 - MIN, 0)]
    assert update.state.reading(at(end1 - 1)).time_left_ms == 1
    update = update.state.advance(at(end1))
    assert kinds(update.events) == [(K.LEVEL_STARTED, end1, 1)]
    clock = update.state

    # +1 minute during level 2, then -1 minute twice
    clock = clock.adjust(60, at(end1 + 10 * MIN)).state
    clock = clock.adjust(-60, at(end1 + 11 * MIN)).state
    clock = clock.adjust(-60, at(end1 + 12 * MIN)).state
    end2 = end1 + 20 * MIN - MIN
    reading = clock.reading(at(end1 + 12 * MIN))
    assert reading.time_left_ms == end2 - (end1 + 12 * MIN)
    assert reading.elapsed_ms == 12 * MIN

    # the director lengthens level 3 to 25 minutes while level 2 runs
    longer = structure().replace_from(2, (Level(100, 200, 1500), *structure().items[3:]))
    clock = clock.edit_structure(longer, at(end1 + 15 * MIN)).state

    # the program crashes in level 3; it comes back an hour after level 2 ended
    saved = clock.record()
    back = end2 + 60 * MIN
    restored = ClockState.from_record(longer, saved)
    update = restored.resume(at(back), running=True)
    end3 = end2 + 25 * MIN
    end_break = end3 + 10 * MIN
    end4 = end_break + 20 * MIN
    end5 = end4 + 20 * MIN
    assert kinds(update.events) == [
        (K.ONE_MINUTE_LEFT, end2 - MIN, 1),
        (K.LEVEL_STARTED, end2, 2),
        (K.ONE_MINUTE_LEFT, end3 - MIN, 2),
        (K.BREAK_STARTED, end3, 3),
        (K.COLOUR_UP, end3, 3),
        (K.ONE_MINUTE_LEFT, end_break - MIN, 3),
        (K.BREAK_ENDED, end_break, 3),
        (K.LEVEL_STARTED, end_break, 4),
        (K.ONE_MINUTE_LEFT, end4 - MIN, 4),
        (K.LEVEL_STARTED, end4, 5),
    ]
    assert update.events[4].colour_up == (25,)
    reading = update.state.reading(at(back))
    assert (reading.level, reading.time_left_ms) == (5, end5 - back)
    # past the end of the last level the clock runs on in overtime
    reading = update.state.reading(at(end5 + 90_001))
    assert (reading.level, reading.in_overtime, reading.time_left_ms) == (5, True, 0)
    assert reading.overtime_ms == 90_001
    assert reading.elapsed_ms == 20 * MIN + 90_001


def test_resume_paused_as_of_the_moment_play_stopped():
    clock = ClockState.new(structure()).start(T0).state
    crash = 30 * MIN + 250
    back = 90 * MIN
    update = clock.resume(at(back), running=False, frozen_at=at(crash))
    reading = update.state.reading(at(back))
    assert (reading.level, reading.running) == (2, False)
    assert reading.time_left_ms == 40 * MIN - crash
    assert kinds(update.events) == [
        (K.ONE_MINUTE_LEFT, 19 * MIN, 0),
        (K.LEVEL_STARTED, 20 * MIN, 1),
    ]


def test_resume_paused_now_and_bad_freeze_moments():
    clock = ClockState.new(structure()).start(T0).state
    paused = clock.resume(at(5 * MIN), running=False).state
    assert paused.reading(at(50 * MIN)).time_left_ms == 15 * MIN
    with pytest.raises(DomainNotAllowedError):
        clock.resume(at(5 * MIN), running=False, frozen_at=at(6 * MIN))
    with pytest.raises(DomainNotAllowedError):
        clock.resume(at(5 * MIN), running=False, frozen_at=at(-1))
    # a paused clock resumed running starts from now
    again = paused.resume(at(50 * MIN), running=True).state
    assert again.reading(at(51 * MIN)).time_left_ms == 14 * MIN


def test_advance_ten_times_a_second_equals_one_big_gap():
    start = ClockState.new(structure()).start(T0).state
    gap = start.advance(at(95 * MIN))
    clock, events = start, []
    for tick in range(0, 95 * MIN + 1, 100):
        update = clock.advance(at(tick))
        clock, events = update.state, events + list(update.events)
    assert tuple(events) == gap.events
    assert clock == gap.state
    assert [e.level for e in events if e.kind is K.LEVEL_STARTED] == [2, 3, 4, 5]


def test_pause_at_each_level_end_waits_for_the_director():
    clock = ClockState.new(structure(), pause_at_level_end=True).start(T0).state
    update = clock.advance(at(50 * MIN))
    assert kinds(update.events)[-1] == (K.LEVEL_STARTED, 20 * MIN, 1)
    reading = update.state.reading(at(50 * MIN))
    assert (reading.level, reading.running, reading.time_left_ms) == (2, False, 20 * MIN)
    assert update.state.paused_at_ms == T0_MS + 20 * MIN
    resumed = update.state.start(at(50 * MIN))
    assert resumed.events == ()  # the level start was already announced
    assert resumed.state.reading(at(51 * MIN)).time_left_ms == 19 * MIN


def test_minus_one_minute_with_thirty_seconds_left_ends_the_level_now():
    clock = ClockState.new(structure()).start(T0).state
    update = clock.adjust(-60, at(19 * MIN + 30_000))
    assert kinds(update.events) == [
        (K.ONE_MINUTE_LEFT, 19 * MIN, 0),
        (K.LEVEL_STARTED, 19 * MIN + 30_000, 1),
    ]
    assert update.state.reading(at(19 * MIN + 30_000)).time_left_ms == 20 * MIN


def test_one_minute_warning_again_after_time_is_added_back():
    clock = ClockState.new(structure()).start(T0).state
    first = clock.advance(at(19 * MIN + 30_000))
    assert [e.kind for e in first.events] == [K.ONE_MINUTE_LEFT]
    added = first.state.adjust(60, at(19 * MIN + 30_000))
    assert added.events == ()
    later = added.state.advance(at(20 * MIN + 10_000))
    assert kinds(later.events) == [(K.ONE_MINUTE_LEFT, 20 * MIN, 0)]
    # taking time away below a minute warns at once
    fresh = ClockState.new(structure()).start(T0).state
    cut = fresh.adjust(-60, at(18 * MIN + 30_000))
    assert kinds(cut.events) == [(K.ONE_MINUTE_LEFT, 18 * MIN + 30_000, 0)]


def test_jump_and_restart_start_the_item_afresh():
    clock = ClockState.new(structure()).start(T0).state
    update = clock.jump(3, at(5 * MIN))
    assert kinds(update.events) == [(K.BREAK_STARTED, 5 * MIN, 3), (K.COLOUR_UP, 5 * MIN, 3)]
    update = update.state.restart_level(at(8 * MIN))
    assert kinds(update.events) == [(K.BREAK_STARTED, 8 * MIN, 3), (K.COLOUR_UP, 8 * MIN, 3)]
    assert update.state.reading(at(8 * MIN)).time_left_ms == 10 * MIN
    update = update.state.jump(structure().index_of_level(2), at(9 * MIN))
    assert kinds(update.events) == [(K.BREAK_ENDED, 9 * MIN, 3), (K.LEVEL_STARTED, 9 * MIN, 1)]
    with pytest.raises(DomainNotAllowedError):
        update.state.jump(6, at(9 * MIN))


def test_hand_for_hand_is_a_flag_with_events_and_the_clock_keeps_running():
    clock = ClockState.new(structure()).start(T0).state
    on = clock.set_hand_for_hand(at(MIN), on=True)
    assert kinds(on.events) == [(K.HAND_FOR_HAND_STARTED, MIN, 0)]
    assert on.state.reading(at(2 * MIN)).hand_for_hand
    assert on.state.reading(at(2 * MIN)).time_left_ms == 18 * MIN
    assert on.state.set_hand_for_hand(at(2 * MIN), on=True).events == ()
    off = on.state.set_hand_for_hand(at(3 * MIN), on=False)
    assert kinds(off.events) == [(K.HAND_FOR_HAND_ENDED, 3 * MIN, 0)]


def test_editing_a_played_level_is_refused_and_the_current_one_keeps_its_elapsed_time():
    clock = ClockState.new(structure()).start(T0).state.advance(at(25 * MIN)).state
    changed_past = structure().replace_from(0, (Level(25, 50, 900), *structure().items[1:]))
    with pytest.raises(DomainNotAllowedError, match="Level 1 has already been played"):
        clock.edit_structure(changed_past, at(25 * MIN))
    with pytest.raises(DomainNotAllowedError, match="Level 2 is being played"):
        clock.edit_structure(Structure(structure().items[:1]), at(25 * MIN))
    shorter = structure().replace_from(1, (Level(50, 100, 600), *structure().items[2:]))
    paused = clock.pause(at(25 * MIN)).state
    edited = paused.edit_structure(shorter, at(26 * MIN)).state
    reading = edited.reading(at(26 * MIN))
    assert (reading.elapsed_ms, reading.time_left_ms) == (5 * MIN, 5 * MIN)
    # shortened below the time already played: the level ends at once
    shortest = structure().replace_from(1, (Level(50, 100, 120), *structure().items[2:]))
    update = clock.edit_structure(shortest, at(25 * MIN))
    assert kinds(update.events) == [(K.LEVEL_STARTED, 25 * MIN, 2)]


def test_aware_datetimes_work_and_naive_ones_are_refused():
    start = datetime(2024, 3, 1, 20, 0, tzinfo=UTC)
    clock = ClockState.new(structure()).start(start).state
    left = clock.reading(start + timedelta(minutes=7, milliseconds=1)).time_left_ms
    assert left == 13 * MIN - 1
    with pytest.raises(DomainMalformedError):
        to_ms(datetime(2024, 3, 1, 20, 0))


def test_saved_records_with_bad_values_are_refused():
    record = ClockState.new(structure()).record()
    with pytest.raises(DomainMalformedError):
        ClockState.from_record(structure(), {**record, "running": 1})
    with pytest.raises(DomainMalformedError):
        ClockState.from_record(structure(), {**record, "index": "2"})


@pytest.mark.parametrize(
    ("ms", "text"),
    [(0, "0:00"), (1, "0:01"), (59_999, "1:00"), (60_000, "1:00"), (3_725_000, "1:02:05")],
)
def test_time_left_rounds_up_to_the_second(ms, text):
    assert format_time_left(ms) == text


# ------------------------------------------------------------------ properties

OPS = st.lists(
    st.tuples(
        st.sampled_from(["wait", "start", "pause", "plus", "minus", "h4h", "option"]),
        st.integers(min_value=0, max_value=30 * MIN),
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(OPS, st.booleans())
def test_random_operations_keep_the_clock_consistent(ops, pause_at_end):
    """Time left never negative, never 0:00 while running before the last level, and the
    running time adds up to the durations plus the adjustments of every item played."""
    s = structure()
    clock = ClockState.new(s, pause_at_level_end=pause_at_end)
    now = 0
    running_ms = 0  # the test's own count of time the clock ran
    adjust_by_index: dict[int, int] = {}
    events: list[ClockEvent] = []
    for op, amount in ops:
        before = clock.reading(at(now))
        if op == "wait":
            update = clock.advance(at(now + amount))
            if clock.running or before.running:
                # runs until now+amount, or until a level end stopped it
                stopped = [
                    e.at_ms for e in update.events if e.kind in (K.LEVEL_STARTED, K.BREAK_STARTED)
                ]
                end = now + amount
                if not update.state.running and stopped:
                    end = stopped[0] - T0_MS
                running_ms += end - now
            now += amount
        elif op == "start":
            update = clock.start(at(now))
        elif op == "pause":
            update = clock.pause(at(now))
        elif op == "plus":
            update = clock.adjust(60, at(now))
            adjust_by_index[before.index] = adjust_by_index.get(before.index, 0) + MIN
        elif op == "minus":
            update = clock.adjust(-60, at(now))
            taken = min(MIN, before.time_left_ms)
            adjust_by_index[before.index] = adjust_by_index.get(before.index, 0) - taken
        elif op == "h4h":
            update = clock.set_hand_for_hand(at(now), on=not clock.hand_for_hand)
        else:
            update = clock.set_pause_at_level_end(at(now), on=not clock.pause_at_level_end)
        clock = update.state
        events.extend(update.events)
        reading = clock.reading(at(now))
        assert reading.time_left_ms >= 0
        assert reading.overtime_ms >= 0
        if reading.running and reading.next_index is not None:
            assert reading.time_left_ms > 0
        played = sum(
            s.items[i].seconds * 1000 + adjust_by_index.get(i, 0) for i in range(reading.index)
        )
        assert running_ms == played + reading.elapsed_ms
        current = s.items[reading.index].seconds * 1000 + adjust_by_index.get(reading.index, 0)
        assert reading.elapsed_ms + reading.time_left_ms - reading.overtime_ms == current
    moments = [e.at_ms for e in events]
    assert moments == sorted(moments)
    assert all(m <= T0_MS + now for m in moments)
    starts = [e.index for e in events if e.kind in (K.LEVEL_STARTED, K.BREAK_STARTED)]
    assert starts == sorted(set(starts))  # each item starts once, in order


@settings(max_examples=100, deadline=None)
@given(st.lists(st.integers(min_value=1, max_value=40 * MIN), min_size=1, max_size=30))
def test_irregular_advance_calls_raise_the_same_events(gaps):
    start = ClockState.new(structure()).start(T0).state
    clock, events, now = start, [], 0
    for gap in gaps:
        now += gap
        update = clock.advance(at(now))
        clock, events = update.state, events + list(update.events)
    once = start.advance(at(now))
    assert tuple(events) == once.events
    assert clock == once.state


ANY_OPS = st.lists(
    st.tuples(
        st.sampled_from(
            ["wait", "start", "pause", "plus", "minus", "jump", "restart", "edit", "crash"]
        ),
        st.integers(min_value=0, max_value=50 * MIN),
    ),
    max_size=40,
)


@settings(max_examples=150, deadline=None)
@given(ANY_OPS)
def test_jumps_edits_and_crashes_keep_the_display_sane(ops):
    s = structure()
    clock = ClockState.new(s)
    now = 0
    events: list[ClockEvent] = []
    for op, amount in ops:
        if op == "wait":
            now += amount
            update = clock.advance(at(now))
        elif op == "start":
            update = clock.start(at(now))
        elif op == "pause":
            update = clock.pause(at(now))
        elif op in ("plus", "minus"):
            update = clock.adjust(60 if op == "plus" else -60, at(now))
        elif op == "jump":
            update = clock.jump(amount % len(clock.structure), at(now))
        elif op == "restart":
            update = clock.restart_level(at(now))
        elif op == "edit":
            index = clock.reading(at(now)).index
            new = clock.structure.replace_from(
                index, tuple(Level(1000, 2000, 60 + amount % 1800) for _ in range(3))
            )
            update = clock.edit_structure(new, at(now))
        else:
            saved = ClockState.from_record(clock.structure, clock.record())
            update = saved.resume(at(now + amount), running=amount % 2 == 0)
            now += amount
        clock = update.state
        events.extend(update.events)
        reading = clock.reading(at(now))
        assert reading.time_left_ms >= 0
        if reading.running and reading.next_index is not None:
            assert reading.time_left_ms > 0
        duration = clock.structure.items[reading.index].seconds * 1000
        total = reading.elapsed_ms + reading.time_left_ms - reading.overtime_ms
        assert total == duration + clock.adjusted_ms
    moments = [e.at_ms for e in events]
    assert moments == sorted(moments)
    assert all(m <= T0_MS + now for m in moments)


def test_played_time_counts_what_the_clock_ran_in_levels_and_nothing_else():
    clock = ClockState.new(structure()).start(T0).state
    assert clock.reading(at(1200_000)).index == 1  # level 1 ended by itself
    clock = clock.advance(at(1200_000)).state
    assert clock.played_ms == 1200_000
    clock = clock.pause(at(1500_000)).state  # 5 minutes into level 2, then a long pause
    clock = clock.start(at(4000_000)).state
    clock = clock.jump(4, at(4060_000)).state  # 6 minutes of level 2, over level 3 and the break
    assert clock.played_ms == 1200_000 + 360_000
    clock = clock.restart_level(at(4120_000)).state  # a minute of level 4, played again
    assert clock.played_ms == 1200_000 + 360_000 + 60_000
    back = clock.jump(1, at(4180_000), resume=True).state  # level 2 where it was left
    assert back.reading(at(4180_000)).time_left_ms == 1200_000 - 360_000
    # its 6 minutes were counted when it was left: leaving it again adds only what is new
    again = back.jump(4, at(4240_000)).state
    assert again.played_ms == 1200_000 + 360_000 + 60_000 + 60_000 + 60_000
    assert ClockState.from_record(again.structure, again.record()) == again


def test_in_a_break_the_next_break_is_the_playing_time_of_the_levels_before_it():
    two_breaks = Structure((Level(25, 50, 1200), Break(600), Level(50, 100, 1200), Break(600)))
    clock = ClockState.new(two_breaks).start(T0).state
    in_break = clock.reading(at(1200_000 + 120_000))  # two minutes into the first break
    assert in_break.level is None and in_break.time_left_ms == 480_000
    assert in_break.to_break_ms == 1200_000  # level 2's twenty minutes, not the break's rest
    assert clock.reading(at(1200_000 + 599_000)).to_break_ms == 1200_000  # it does not run
    assert clock.reading(at(1800_000 + 60_000)).to_break_ms == 1140_000  # level 2 counts down
