"""The tournament clock: a frozen state and pure transitions, with the time passed in.

The clock's truth is the current item's **absolute end time** while it runs, and the
**time left** while it is paused; nothing counts down in memory, so the clock never drifts
and is right again after a restart. Every moment is whole milliseconds since the epoch.

Every transition takes ``now`` (epoch seconds or an aware ``datetime``), first catches up
with everything that happened until then (:meth:`ClockState.advance`: levels that ended,
possibly many while the program was closed), then applies the director's action, and
returns a :class:`~tourney.domain.levels.clock_events.ClockUpdate`: the new state and the events
raised on the way, each once, in time order, with the millisecond it happened. Whether
``advance`` is called ten times a second or once after a two-hour gap, the events and the
state are the same.

Rules the clock follows:

* When an item ends the next one starts at that exact millisecond (or waits, paused, when
  *pause at each level end* is on). After the last item the clock keeps running in
  overtime: the last level continues.
* "One minute left" is raised once per item, when its time left reaches one minute while
  running (again if time is added back above one minute); not for items of a minute or less.
* Taking time away never makes the time left negative: -1 minute with 30 s left ends the
  item at once.
* Jumping to an item, or restarting the current one, starts it afresh with its full time.
  A jump that *resumes* (the window's previous and next level) gives an item the time it had
  left when a jump last took the clock away from it, so a Next level pressed by mistake is
  undone exactly by Previous level; an item never left that way starts afresh.
* Editing the structure during play keeps every item already played and the time spent in
  the current one.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import KW_ONLY, dataclass, fields, replace

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock_events import (
    ClockEvent,
    ClockEventKind,
    ClockReading,
    ClockUpdate,
    Now,
    to_ms,
)
from tourney.domain.levels.structure import Break, Level, Structure

__all__ = ["ONE_MINUTE_MS", "ClockState"]

ONE_MINUTE_MS = 60_000


@dataclass(frozen=True, slots=True)
class ClockState:
    """Where the clock stands: a value that is saved as it is and replaced on every change.

    Build a fresh clock with :meth:`new`. Attributes that count time are milliseconds.

    Attributes:
        structure: The levels and breaks being played.
        index: The current item.
        running: Whether the clock is running.
        ends_at_ms: While running, the moment the current item ends (absolute).
        remaining_ms: While paused, the time left in the current item (negative = overtime).
        adjusted_ms: Time added (or, negative, taken) to the current item by the director.
        since_ms: The moment of the last change to the current item's timing.
        paused_at_ms: While paused, the moment the clock stopped (None if never started).
        warned: Whether "one minute left" has been raised for the current item.
        announced: Whether the current item's start has been raised.
        pause_at_level_end: Whether the clock stops by itself when an item ends.
        hand_for_hand: Whether hand-for-hand play is on.
        left_behind: For each item a jump took the clock away from with time left:
            ``(index, time left, time added)``, for a jump that resumes it (forgotten when
            the structure is edited).
        played_ms: The level time actually played before the current item: what the clock
            ran in each level it left, whether the level ended, was jumped from or restarted
            (breaks, pauses and levels jumped over count nothing).
    """

    structure: Structure
    _: KW_ONLY
    index: int = 0
    running: bool = False
    ends_at_ms: int = 0
    remaining_ms: int = 0
    adjusted_ms: int = 0
    since_ms: int = 0
    paused_at_ms: int | None = None
    warned: bool = False
    announced: bool = False
    pause_at_level_end: bool = False
    hand_for_hand: bool = False
    left_behind: tuple[tuple[int, int, int], ...] = ()
    played_ms: int = 0

    def __post_init__(self) -> None:
        if not self.structure.levels():
            raise DomainNotAllowedError("The clock needs a structure with at least one level.")
        self.structure.item(self.index)

    @classmethod
    def new(cls, structure: Structure, *, pause_at_level_end: bool = False) -> ClockState:
        """A clock at the start of the first item, paused, with its full time left."""
        duration = structure.item(0).seconds * 1000
        return cls(
            structure,
            remaining_ms=duration,
            warned=duration <= ONE_MINUTE_MS,
            pause_at_level_end=pause_at_level_end,
        )

    # ----------------------------------------------------------------- reading

    @property
    def is_last(self) -> bool:
        """Whether the current item is the structure's last."""
        return self.index == len(self.structure) - 1

    def reading(self, now: Now) -> ClockReading:
        """What the clock shows at ``now`` (levels that ended meanwhile are taken into account)."""
        now_ms = to_ms(now)
        state = self._advance(now_ms).state
        left = state._left(now_ms)
        structure = state.structure
        after = None if state.is_last else state.index + 1
        to_break: int | None = None
        break_index = structure.next_break(state.index)
        if break_index is not None:  # playing time: the rest of a break does not count
            playing = max(left, 0) if isinstance(structure.items[state.index], Level) else 0
            to_break = playing + sum(
                structure.items[i].seconds * 1000 for i in range(state.index + 1, break_index)
            )
        return ClockReading(
            at_ms=now_ms,
            index=state.index,
            level=structure.level_number(state.index),
            item=structure.items[state.index],
            running=state.running,
            time_left_ms=max(left, 0),
            elapsed_ms=state._duration(state.index) + state.adjusted_ms - left,
            overtime_ms=max(-left, 0) if state.is_last else 0,
            in_overtime=state.is_last and left <= 0,
            next_index=after,
            next_level=None if after is None else structure.level_number(after),
            next_item=None if after is None else structure.items[after],
            to_break_ms=to_break,
            hand_for_hand=state.hand_for_hand,
            pause_at_level_end=state.pause_at_level_end,
        )

    # ----------------------------------------------------------------- actions

    def advance(self, now: Now) -> ClockUpdate:
        """Catch up with ``now``: raise what happened since the last update, roll items over."""
        return self._advance(to_ms(now))

    def start(self, now: Now) -> ClockUpdate:
        """Run the clock from ``now`` (nothing happens if it is already running)."""
        return self._start(to_ms(now))

    def _start(self, now_ms: int) -> ClockUpdate:
        head = self._advance(now_ms)
        state = head.state
        if state.running:
            return head
        events = () if state.announced else self.start_events(state.index, now_ms)
        started = replace(
            state,
            running=True,
            ends_at_ms=now_ms + state.remaining_ms,
            remaining_ms=0,
            since_ms=now_ms,
            paused_at_ms=None,
            announced=True,
        )
        return _finish(head, started, events, now_ms)

    def pause(self, now: Now) -> ClockUpdate:
        """Stop the clock at ``now`` (nothing happens if it is already paused)."""
        now_ms = to_ms(now)
        head = self._advance(now_ms)
        return head.then(head.state._pause(now_ms))

    def adjust(self, seconds: int, now: Now) -> ClockUpdate:
        """Add (or, negative, take away) time from the current item: ``adjust(60, now)``.

        Taking away more than is left ends the item at ``now``; in overtime, taking time away
        changes nothing.
        """
        now_ms = to_ms(now)
        head = self._advance(now_ms)
        state = head.state
        left = state._left(now_ms)
        new_left = max(left + seconds * 1000, min(left, 0))
        change = new_left - left
        if change == 0:
            return head
        moved = replace(
            state,
            ends_at_ms=state.ends_at_ms + change if state.running else 0,
            remaining_ms=0 if state.running else new_left,
            adjusted_ms=state.adjusted_ms + change,
            since_ms=now_ms,
            warned=state.warned and new_left <= ONE_MINUTE_MS,
        )
        return _finish(head, moved, (), now_ms)

    def jump(self, index: int, now: Now, *, resume: bool = False) -> ClockUpdate:
        """Go to the item at ``index``; running or paused stays as it was.

        The item starts afresh with its full time, or, with ``resume``, with the time it had
        left when a jump last took the clock away from it (:meth:`left_behind_of`); an item
        left with time to play is remembered either way.

        Raises:
            DomainNotAllowedError: The structure has no such item.
        """
        now_ms = to_ms(now)
        self.structure.item(index)
        head = self._advance(now_ms)
        return head.then(head.state._jump(index, now_ms, resume=resume))

    def left_behind_of(self, index: int) -> int | None:
        """The time item ``index`` had left when a jump last left it, or ``None``."""
        for item, left, _added in self.left_behind:
            if item == index:
                return left
        return None

    def restart_level(self, now: Now) -> ClockUpdate:
        """Start the current item again with its full time."""
        now_ms = to_ms(now)
        head = self._advance(now_ms)
        return head.then(head.state._jump(head.state.index, now_ms))

    def set_hand_for_hand(self, now: Now, *, on: bool) -> ClockUpdate:
        """Turn hand-for-hand play on or off; the clock itself keeps going."""
        now_ms = to_ms(now)
        head = self._advance(now_ms)
        state = head.state
        if state.hand_for_hand == on:
            return head
        kind = ClockEventKind.HAND_FOR_HAND_STARTED if on else ClockEventKind.HAND_FOR_HAND_ENDED
        event = ClockEvent(kind, now_ms, state.index, state.structure.level_number(state.index))
        return head.then(ClockUpdate(replace(state, hand_for_hand=on), (event,)))

    def set_pause_at_level_end(self, now: Now, *, on: bool) -> ClockUpdate:
        """Choose whether the clock stops by itself when an item ends, from ``now`` on."""
        head = self._advance(to_ms(now))
        return head.then(ClockUpdate(replace(head.state, pause_at_level_end=on)))

    def edit_structure(self, structure: Structure, now: Now) -> ClockUpdate:
        """Play ``structure`` from ``now`` on, keeping the time spent in the current item.

        Raises:
            DomainNotAllowedError: The new structure changes an item already played or drops
                the current one.
        """
        now_ms = to_ms(now)
        head = self._advance(now_ms)
        state = head.state
        if len(structure) <= state.index:
            raise _edit_refused(state.structure, state.index, current=True)
        for index in range(state.index):
            if structure.items[index] != state.structure.items[index]:
                raise _edit_refused(state.structure, index, current=False)
        change = structure.items[state.index].seconds * 1000 - state._duration(state.index)
        left = state._left(now_ms)
        new_left = left + change
        if state.index < len(structure) - 1:
            new_left = max(new_left, 0)
        edited = replace(
            state,
            structure=structure,
            left_behind=(),
            ends_at_ms=now_ms + new_left if state.running else 0,
            remaining_ms=0 if state.running else new_left,
            since_ms=now_ms,
            warned=state.warned and new_left <= ONE_MINUTE_MS,
        )
        return _finish(head, edited, (), now_ms)

    def resume(self, now: Now, *, running: bool, frozen_at: Now | None = None) -> ClockUpdate:
        """Take the clock up again after the program was closed or crashed.

        Args:
            now: The moment the program is back.
            running: True to keep the clock running (play went on meanwhile); False to have
                it paused.
            frozen_at: With ``running=False``, the moment play actually stopped (e.g. the
                last time the state was saved); the clock is paused as of then. Defaults
                to ``now``.

        Raises:
            DomainNotAllowedError: ``frozen_at`` is after ``now`` or before the clock's last
                recorded change.
        """
        now_ms = to_ms(now)
        if not self.running:
            return self._start(now_ms) if running else self._advance(now_ms)
        if running:
            return self._advance(now_ms)
        stop_ms = now_ms if frozen_at is None else to_ms(frozen_at)
        if stop_ms > now_ms:
            raise DomainNotAllowedError("The clock cannot be stopped at a moment after now.")
        if stop_ms < self.since_ms:
            raise DomainNotAllowedError(
                "The clock cannot be stopped before its last recorded change."
            )
        head = self._advance(stop_ms)
        return head.then(head.state._pause(stop_ms))

    # ----------------------------------------------------------------- records

    def record(self) -> dict[str, int | bool | list[list[int]] | None]:
        """The state without its structure, as plain values for saving."""
        record: dict[str, int | bool | list[list[int]] | None] = {
            f.name: getattr(self, f.name)
            for f in fields(self)
            if f.name not in ("structure", "left_behind")
        }
        record["left_behind"] = [list(item) for item in self.left_behind]
        return record

    @classmethod
    def from_record(cls, structure: Structure, record: Mapping[str, object]) -> ClockState:
        """Rebuild a state saved with :meth:`record` (unknown keys are ignored).

        Raises:
            DomainMalformedError: A value is missing or of the wrong type.
        """
        values: dict[str, int | bool | None] = {}
        left_behind = _left_behind(record.get("left_behind", []))
        for name, default in cls.record(cls.new(structure)).items():
            if name == "left_behind":
                continue
            value = record.get(name, default)
            wanted = bool if isinstance(default, bool) else int
            if value is None and name == "paused_at_ms":
                values[name] = None
            elif type(value) is not wanted:
                raise DomainMalformedError("The saved clock has a bad value for {name}.", name=name)
            else:
                values[name] = value
        return cls(structure, **values, left_behind=left_behind)  # type: ignore[arg-type]

    # ----------------------------------------------------------------- inside

    def _duration(self, index: int) -> int:
        return self.structure.items[index].seconds * 1000

    def _left(self, now_ms: int) -> int:
        """Time left at ``now_ms``, negative in overtime."""
        return self.ends_at_ms - now_ms if self.running else self.remaining_ms

    def _advance(self, now_ms: int) -> ClockUpdate:
        state = self
        events: list[ClockEvent] = []
        while True:
            if state.running:
                end = state.ends_at_ms
                if not state.warned:
                    warn_at = max(end - ONE_MINUTE_MS, state.since_ms)
                    if warn_at <= now_ms:
                        if warn_at < end:
                            events.append(state._event(ClockEventKind.ONE_MINUTE_LEFT, warn_at))
                        state = replace(state, warned=True)
                if end > now_ms or state.is_last:
                    break
                at = end
            elif state.remaining_ms > 0 or state.is_last:
                break
            else:
                at = now_ms
            if isinstance(state.structure.items[state.index], Break):
                events.append(state._event(ClockEventKind.BREAK_ENDED, at))
            events.extend(state.start_events(state.index + 1, at))
            state = state._enter(
                state.index + 1, at, running=state.running and not state.pause_at_level_end
            )
        return ClockUpdate(state, tuple(events))

    def _pause(self, now_ms: int) -> ClockUpdate:
        if not self.running:
            return ClockUpdate(self)
        return ClockUpdate(
            replace(
                self,
                running=False,
                remaining_ms=self.ends_at_ms - now_ms,
                ends_at_ms=0,
                since_ms=now_ms,
                paused_at_ms=now_ms,
            )
        )

    def _jump(self, index: int, now_ms: int, *, resume: bool = False) -> ClockUpdate:
        events: list[ClockEvent] = []
        if index != self.index and isinstance(self.structure.items[self.index], Break):
            events.append(self._event(ClockEventKind.BREAK_ENDED, now_ms))
        events.extend(self.start_events(index, now_ms))
        kept = tuple(item for item in self.left_behind if item[0] not in (index, self.index))
        left = self._left(now_ms)
        if index != self.index and left > 0:
            kept = (*kept, (self.index, left, self.adjusted_ms))
        entered = replace(self._enter(index, now_ms, running=self.running), left_behind=kept)
        back = next((item for item in self.left_behind if item[0] == index), None)
        if resume and back is not None and index != self.index:
            _, time_left, added = back
            # the time played in it before was counted when the jump left it: not twice
            before = self._played_in(index, time_left, added)
            entered = replace(
                entered,
                ends_at_ms=now_ms + time_left if entered.running else 0,
                remaining_ms=0 if entered.running else time_left,
                adjusted_ms=added,
                warned=time_left <= ONE_MINUTE_MS,
                played_ms=max(0, entered.played_ms - before),
            )
        return ClockUpdate(entered, tuple(events)).then(entered._advance(now_ms))

    def _enter(self, index: int, at_ms: int, *, running: bool) -> ClockState:
        """The clock at the start of item ``index`` at ``at_ms``, with its full time.

        The item is no longer remembered as left behind: it is being played again.
        """
        duration = self._duration(index)
        played = self.played_ms + self._played_in(self.index, self._left(at_ms), self.adjusted_ms)
        paused_at = self.paused_at_ms
        if running:
            paused_at = None
        elif self.running:
            paused_at = at_ms
        return replace(
            self,
            index=index,
            left_behind=tuple(item for item in self.left_behind if item[0] != index),
            running=running,
            ends_at_ms=at_ms + duration if running else 0,
            remaining_ms=0 if running else duration,
            adjusted_ms=0,
            since_ms=at_ms,
            paused_at_ms=paused_at,
            warned=duration <= ONE_MINUTE_MS,
            announced=True,
            played_ms=played,
        )

    def _played_in(self, index: int, left_ms: int, added_ms: int) -> int:
        """The level time played in item ``index`` with ``left_ms`` left of it (0 in a break)."""
        if not isinstance(self.structure.items[index], Level):
            return 0
        return max(0, self._duration(index) + added_ms - left_ms)

    def _event(self, kind: ClockEventKind, at_ms: int, index: int | None = None) -> ClockEvent:
        where = self.index if index is None else index
        return ClockEvent(kind, at_ms, where, self.structure.level_number(where))

    def start_events(self, index: int, at_ms: int) -> tuple[ClockEvent, ...]:
        """The events announcing structure item ``index`` starting at ``at_ms``.

        A level raises LEVEL_STARTED; a break raises BREAK_STARTED and, when it colours up,
        COLOUR_UP. Screens use it to announce an item the director jumped to.
        """
        item = self.structure.items[index]
        if not isinstance(item, Break):
            return (self._event(ClockEventKind.LEVEL_STARTED, at_ms, index),)
        started = self._event(ClockEventKind.BREAK_STARTED, at_ms, index)
        if not item.colour_up:
            return (started,)
        colour_up = ClockEvent(ClockEventKind.COLOUR_UP, at_ms, index, None, item.colour_up)
        return (started, colour_up)


def _left_behind(value: object) -> tuple[tuple[int, int, int], ...]:
    """The remembered items of a saved clock: a list of ``[index, left, added]``."""
    items: list[tuple[int, int, int]] = []
    if not isinstance(value, list):
        raise DomainMalformedError(
            "The saved clock has a bad value for {name}.", name="left_behind"
        )
    for item in value:
        if (
            not isinstance(item, list | tuple)
            or len(item) != 3
            or any(type(part) is not int for part in item)
        ):
            raise DomainMalformedError(
                "The saved clock has a bad value for {name}.", name="left_behind"
            )
        items.append((item[0], item[1], item[2]))
    return tuple(items)


def _finish(
    head: ClockUpdate, state: ClockState, events: tuple[ClockEvent, ...], now_ms: int
) -> ClockUpdate:
    """``head``, then the action's new state and events, then whatever that brings at once."""
    return head.then(ClockUpdate(state, events)).then(state._advance(now_ms))


def _edit_refused(structure: Structure, index: int, *, current: bool) -> DomainNotAllowedError:
    """The refusal of a structure edit that drops item ``index`` (``current``) or changes it.

    The item is named as :meth:`Structure.name_of` names it, one sentence per kind of item.
    """
    number = structure.level_number(index)
    if number is not None:
        if current:
            return DomainNotAllowedError(
                "Level {level} is being played; the new structure must still contain it.",
                level=number,
            )
        return DomainNotAllowedError(
            "Level {level} has already been played; it cannot be changed.", level=number
        )
    before = sum(1 for item in structure.items[:index] if isinstance(item, Level))
    if before == 0:
        if current:
            return DomainNotAllowedError(
                "The break before level 1 is being played; the new structure must still contain it."
            )
        return DomainNotAllowedError(
            "The break before level 1 has already been played; it cannot be changed."
        )
    if current:
        return DomainNotAllowedError(
            "The break after level {level} is being played; "
            "the new structure must still contain it.",
            level=before,
        )
    return DomainNotAllowedError(
        "The break after level {level} has already been played; it cannot be changed.",
        level=before,
    )
