"""What the tournament clock tells the screens: events with their moment, and readings.

A :class:`ClockEvent` is raised once, at an exact millisecond, when something happens that
the display turns into a sound or a voice line (one minute left, a level or a break
starting, a colour-up). A :class:`ClockReading` is what the big screen shows at a moment.
A :class:`ClockUpdate` pairs a new clock state with the events raised on the way to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from enum import Enum
from typing import TYPE_CHECKING

from tourney.domain.errors import DomainMalformedError
from tourney.domain.levels.structure import Item

if TYPE_CHECKING:
    from tourney.domain.levels.clock import ClockState

__all__ = [
    "ClockEvent",
    "ClockEventKind",
    "ClockReading",
    "ClockUpdate",
    "Now",
    "format_time_left",
    "to_ms",
]

Now = float | datetime
"""A moment: seconds since the epoch (a ``float``) or a time-zone-aware ``datetime``."""

_EPOCH = datetime(1970, 1, 1, tzinfo=UTC)


def to_ms(now: Now) -> int:
    """A moment as whole milliseconds since the epoch.

    Raises:
        DomainMalformedError: A ``datetime`` without a time zone.
    """
    if isinstance(now, datetime):
        if now.tzinfo is None:
            raise DomainMalformedError("The clock needs a time with a time zone.")
        return (now - _EPOCH) // timedelta(milliseconds=1)
    return round(now * 1000)


def format_time_left(ms: int) -> str:
    """Time left as the clock shows it, whole seconds rounded up: ``"12:05"``, ``"1:02:00"``.

    Rounding up means the display reads ``0:00`` only when no time is left at all.
    """
    seconds = -(-max(ms, 0) // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


class ClockEventKind(Enum):
    """The kinds of clock event."""

    ONE_MINUTE_LEFT = "one-minute-left"
    LEVEL_STARTED = "level-started"
    BREAK_STARTED = "break-started"
    BREAK_ENDED = "break-ended"
    COLOUR_UP = "colour-up"
    HAND_FOR_HAND_STARTED = "hand-for-hand-started"
    HAND_FOR_HAND_ENDED = "hand-for-hand-ended"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    """Something the clock raised, at the millisecond it happened.

    Attributes:
        kind: What happened.
        at_ms: When, in milliseconds since the epoch.
        index: The structure item concerned (the new one for starts, the old one for ends).
        level: The level number when that item is a level, else None.
        colour_up: For ``COLOUR_UP``, the values coloured up.
    """

    kind: ClockEventKind
    at_ms: int
    index: int
    level: int | None = None
    colour_up: tuple[int, ...] = ()

    @property
    def at(self) -> float:
        """When, in seconds since the epoch."""
        return self.at_ms / 1000


@dataclass(frozen=True, slots=True)
class ClockReading:
    """What the clock shows at one moment.

    Attributes:
        at_ms: The moment of the reading.
        index: The current item's index.
        level: The current level's number, None during a break.
        item: The current level or break.
        running: Whether the clock is running.
        time_left_ms: Time left in the current item (0 in overtime, never negative).
        elapsed_ms: Time spent in the current item so far (overtime included).
        overtime_ms: How far past its end the last item has run (0 otherwise).
        in_overtime: Whether the last item has run past its end.
        next_index: The next item's index, None after the last one.
        next_level: The next item's level number, None for a break or no next item.
        next_item: The next level or break, None after the last one.
        to_break_ms: Playing time until the next break starts, None if no break follows.
        hand_for_hand: Whether hand-for-hand play is on (the screens show a banner).
        pause_at_level_end: Whether the clock stops by itself when an item ends.
    """

    at_ms: int
    index: int
    level: int | None
    item: Item
    running: bool
    time_left_ms: int
    elapsed_ms: int
    overtime_ms: int
    in_overtime: bool
    next_index: int | None
    next_level: int | None
    next_item: Item | None
    to_break_ms: int | None
    hand_for_hand: bool
    pause_at_level_end: bool

    @property
    def time_left_text(self) -> str:
        """Time left as the big screen shows it: ``"12:05"``."""
        return format_time_left(self.time_left_ms)


@dataclass(frozen=True, slots=True)
class ClockUpdate:
    """A new clock state and the events raised on the way to it, in time order."""

    state: ClockState
    events: tuple[ClockEvent, ...] = ()

    def then(self, later: ClockUpdate) -> ClockUpdate:
        """This update followed by ``later``: the later state, both updates' events."""
        return ClockUpdate(later.state, self.events + later.events)
