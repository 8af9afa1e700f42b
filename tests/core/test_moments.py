"""The clock's moments without Qt: raised once, at their millisecond, for window and server."""

from __future__ import annotations

from tourney.core.moments import ClockMoments, chimes_for
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind
from tourney.domain.levels.structure import Break, Level, Structure
from tourney.domain.state import TournamentState

T0 = 1_750_000_000.0
STRUCTURE = Structure((Level(100, 200, 600), Break(300, colour_up=(25,)), Level(200, 400, 600)))


class _State:
    """Just the clock of a tournament (what the watcher reads)."""

    def __init__(self, clock: ClockState) -> None:
        self.clock = clock


def _running() -> TournamentState:
    return _State(ClockState.new(STRUCTURE).start(T0).state)  # type: ignore[return-value]


def test_each_moment_is_raised_once_at_its_millisecond() -> None:
    moments = ClockMoments()
    moments.reset(_running(), T0)
    assert moments.next_moment_ms() == round((T0 + 540) * 1000)  # one minute left
    assert moments.check(T0 + 539.999)[0] == ()
    warned, _ = moments.check(T0 + 540.5)
    assert [(e.kind, e.at_ms) for e in warned] == [
        (ClockEventKind.ONE_MINUTE_LEFT, round((T0 + 540) * 1000))
    ]
    assert moments.check(T0 + 541)[0] == ()
    assert moments.next_moment_ms() == round((T0 + 600) * 1000)
    started, _ = moments.check(T0 + 600.2)
    assert [e.kind for e in started] == [ClockEventKind.BREAK_STARTED, ClockEventKind.COLOUR_UP]
    assert all(e.at_ms == round((T0 + 600) * 1000) for e in started)
    assert chimes_for(started) == ("break_start", "colour_up")


def test_a_long_gap_raises_everything_that_happened_in_order() -> None:
    moments = ClockMoments()
    moments.reset(_running(), T0)
    events, _ = moments.check(T0 + 1000)
    assert [e.kind for e in events] == [
        ClockEventKind.ONE_MINUTE_LEFT,
        ClockEventKind.BREAK_STARTED,
        ClockEventKind.COLOUR_UP,
        ClockEventKind.ONE_MINUTE_LEFT,  # the break's last minute
        ClockEventKind.BREAK_ENDED,
        ClockEventKind.LEVEL_STARTED,
    ]
    assert chimes_for(events) == ("colour_up", "break_end")  # at most two, the last ones


def test_the_directors_own_jump_raises_the_start_of_the_item() -> None:
    moments = ClockMoments()
    state = _running()
    moments.reset(state, T0)
    jumped = _State(state.clock.jump(2, T0 + 10).state)
    events, _ = moments.changed(jumped, T0 + 10)  # type: ignore[arg-type]
    assert [e.kind for e in events] == [ClockEventKind.LEVEL_STARTED]
    assert events[0].level == 2


def test_a_paused_clock_has_no_next_moment() -> None:
    moments = ClockMoments()
    moments.reset(_State(ClockState.new(STRUCTURE)), T0)  # type: ignore[arg-type]
    assert moments.next_moment_ms() is None
    assert moments.check(T0 + 10_000)[0] == ()


def test_the_chimes_follow_the_qt_displays_rule() -> None:
    one = ClockEvent(ClockEventKind.ONE_MINUTE_LEFT, 0, 0, 1)
    level = ClockEvent(ClockEventKind.LEVEL_STARTED, 0, 1, 2)
    ended = ClockEvent(ClockEventKind.BREAK_ENDED, 0, 1)
    assert chimes_for([one]) == ("one_minute",)
    assert chimes_for([one, level]) == ("level_up",)  # "one minute left" rings only alone
    assert chimes_for([ended, level]) == ("break_end",)  # the break's end says play resumes
