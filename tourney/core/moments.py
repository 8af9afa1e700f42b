"""The clock's moments as they happen: one minute left, a level or a break starting, a colour-up.

Nothing is stored when a level ends: the stored clock holds the current item's absolute end
time, and every reading at a later ``now`` rolls over by itself (pause at each level end
included). What happens *at* the moment — a chime, a spoken line, the screens showing the new
blinds and the average stack in the new big blinds — is raised by a watcher that keeps a copy
of the clock and advances it to ``now`` (:meth:`~tourney.domain.levels.clock.ClockState.advance`
raises each event once, at its exact millisecond). :class:`ClockMoments` is that watcher
without Qt: the director's window runs it on a timer (:mod:`tourney.gui.clock_watcher`), the
room's server on its own loop, in the window and in ``tourney serve`` alike.

When the director changes the clock (next level, start), the stored clock already contains
the change, so the watcher raises the start of the new item itself.

>>> from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind
>>> chimes_for([ClockEvent(ClockEventKind.BREAK_ENDED, 0, 3), ClockEvent(
...     ClockEventKind.LEVEL_STARTED, 0, 4, 4)])
('break_end',)
"""

from __future__ import annotations

from collections.abc import Iterable

from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind, to_ms
from tourney.domain.levels.structure import Structure
from tourney.domain.state import TournamentState

__all__ = ["CHIMES", "ClockMoments", "Moments", "chimes_for"]

Moments = tuple[tuple[ClockEvent, ...], Structure | None]
"""The events raised (in time order) and the structure they belong to."""

CHIMES = {
    ClockEventKind.ONE_MINUTE_LEFT: "one_minute",
    ClockEventKind.LEVEL_STARTED: "level_up",
    ClockEventKind.BREAK_STARTED: "break_start",
    ClockEventKind.BREAK_ENDED: "break_end",
    ClockEventKind.COLOUR_UP: "colour_up",
}
"""The chime of each kind of event (the name of the sound, ``tourney/resources/sounds``)."""

_MOST_AT_ONCE = 2


def chimes_for(events: Iterable[ClockEvent]) -> tuple[str, ...]:
    """The chimes for events raised together, in order, at most two.

    The end of a break already says play resumes, so it is not followed by the level-up
    chime; "one minute left" only rings on its own.
    """
    chosen: list[str] = []
    for event in events:
        sound = CHIMES.get(event.kind)
        if sound is not None and sound not in chosen:
            chosen.append(sound)
    if "break_end" in chosen and "level_up" in chosen:
        chosen.remove("level_up")
    if len(chosen) > 1 and "one_minute" in chosen:
        chosen.remove("one_minute")
    return tuple(chosen[-_MOST_AT_ONCE:])


class ClockMoments:
    """A copy of the open tournament's clock, advanced to ``now`` to raise its moments."""

    def __init__(self) -> None:
        self._clock: ClockState | None = None

    def reset(self, state: TournamentState | None, now: float) -> None:
        """Take ``state``'s clock as it is at ``now``, raising nothing (another tournament)."""
        self._clock = state.clock.advance(now).state if state is not None else None

    def check(self, now: float) -> Moments:
        """Advance the copy to ``now``: the events raised since the last look."""
        if self._clock is None:
            return (), None
        update = self._clock.advance(now)
        self._clock = update.state
        return update.events, update.state.structure

    def changed(self, state: TournamentState | None, now: float) -> Moments:
        """The tournament changed (``state``): what that raises at ``now``.

        The director's own clock actions count: the start of a level he jumped to, "one
        minute left" after he took time away.
        """
        if state is None:
            self._clock = None
            return (), None
        caught_up, _structure = self.check(now)
        before = self._clock
        after = state.clock.advance(now)
        self._clock = after.state
        events = [*caught_up, *after.events]
        if before is not None and before.structure == after.state.structure:
            new = after.state
            moved = new.index != before.index or (new.announced and not before.announced)
            if moved:
                events[len(caught_up) : len(caught_up)] = new.start_events(new.index, to_ms(now))
            elif new.warned and not before.warned and new.running:
                level = new.structure.level_number(new.index)
                warning = ClockEvent(ClockEventKind.ONE_MINUTE_LEFT, to_ms(now), new.index, level)
                events.insert(len(caught_up), warning)
        return tuple(events), after.state.structure

    def next_moment_ms(self) -> int | None:
        """The millisecond of the next moment the running clock will raise (``None``: paused).

        A server sleeps until then instead of looking every few milliseconds.
        """
        clock = self._clock
        if clock is None or not clock.running:
            return None
        if not clock.warned:
            return max(clock.ends_at_ms - 60_000, clock.since_ms)
        return None if clock.is_last else clock.ends_at_ms
