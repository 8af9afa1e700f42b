"""When the display must repaint next: the moment its digits flip, not every few milliseconds.

The big digits show whole seconds (time left rounded up, overtime rounded down), so they
change when the clock crosses a whole second *of its own*, which is not the wall clock's.
The display sleeps until then, plus a couple of milliseconds to land just past the flip.
"""

from __future__ import annotations

from tourney.domain.levels.clock_events import ClockReading

__all__ = ["IDLE_MS", "LATE_MS", "next_flip_ms"]

IDLE_MS = 1000
"""How often a paused clock (or one with nothing to show) is looked at."""

LATE_MS = 2
"""How far past the flip the display wakes, so it never wakes a moment too early."""


def next_flip_ms(reading: ClockReading | None) -> int:
    """Milliseconds until the digits of ``reading`` next change (paused: a second)."""
    if reading is None or not reading.running:
        return IDLE_MS
    if reading.in_overtime:
        return 1000 - reading.overtime_ms % 1000 + LATE_MS
    part = reading.time_left_ms % 1000
    return (part or 1000) + LATE_MS
