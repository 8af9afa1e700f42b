"""The clock as the room's pages receive it: absolute times, never ticks.

The server never streams the time left. It sends where the clock stands at one moment of
its own (``server_time_ms``): while it runs, the absolute moment the current item ends
(``ends_at_ms``); while it is paused, the time left. Each page estimates its offset from the
server's clock (a few pings, keeping the fastest) and counts down by itself, rolling over to
the next item of the structure at the exact millisecond — so every screen in the room shows
the same second as the director's window, and keeps counting when the network is lost.

>>> from tourney.domain.levels.clock import ClockState
>>> from tourney.domain.levels.structure import Break, Level, Structure
>>> structure = Structure((Level(100, 200, 1200), Break(600, colour_up=(25,))))
>>> clock = ClockState.new(structure).start(1_000.0).state
>>> view = clock_view(clock, now_ms=1_060_000, started=True)
>>> view["running"], view["level"], view["time_left_ms"], view["ends_at_ms"]
(True, 1, 1140000, 2200000)
>>> structure_view(structure)[1]
{'kind': 'break', 'seconds': 600, 'colour_up': [25]}
"""

from __future__ import annotations

from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.structure import Break, Item, Structure

__all__ = ["TIMED", "clock_view", "item_view", "steady", "structure_view"]


def item_view(item: Item) -> dict[str, object]:
    """One level or break of the structure, as plain values."""
    if isinstance(item, Break):
        return {"kind": "break", "seconds": item.seconds, "colour_up": list(item.colour_up)}
    return {
        "kind": "level",
        "small_blind": item.small_blind,
        "big_blind": item.big_blind,
        "ante": item.ante,
        "ante_kind": item.ante_kind.value,
        "game": item.game.value,
        "limit": item.limit.value,
        "seconds": item.seconds,
    }


def structure_view(structure: Structure) -> list[dict[str, object]]:
    """Every level and break in playing order (a page rolls over to the next by itself)."""
    return [item_view(item) for item in structure.items]


def clock_view(clock: ClockState, *, now_ms: int, started: bool) -> dict[str, object]:
    """Where ``clock`` stands at ``now_ms`` (levels that ended meanwhile are caught up).

    Args:
        clock: The stored clock.
        now_ms: The server's time, in milliseconds since the epoch.
        started: Whether the clock was ever started (before that the pages say so).
    """
    state = clock.advance(now_ms / 1000).state
    reading = state.reading(now_ms / 1000)
    return {
        "running": reading.running,
        "index": reading.index,
        "level": reading.level,
        "kind": "break" if isinstance(reading.item, Break) else "level",
        "time_left_ms": reading.time_left_ms,
        "server_time_ms": now_ms,
        "ends_at_ms": state.ends_at_ms if state.running else None,
        "in_overtime": reading.in_overtime,
        "overtime_ms": reading.overtime_ms,
        "to_break_ms": reading.to_break_ms,
        "hand_for_hand": reading.hand_for_hand,
        "pause_at_level_end": reading.pause_at_level_end,
        "started": started,
    }


TIMED = ("time_left_ms", "server_time_ms", "overtime_ms", "to_break_ms")
"""The clock's fields that change with the time alone (not compared to find a change)."""


def steady(clock: dict[str, object]) -> dict[str, object]:
    """The clock without its time-derived fields: equal when nothing but time passed.

    While the clock runs, ``ends_at_ms`` stays and the time left shrinks; while it is paused
    the time left is steady (and compared).
    """
    kept = {key: value for key, value in clock.items() if key not in TIMED}
    if not clock.get("running"):
        kept["time_left_ms"] = clock.get("time_left_ms")
    return kept
