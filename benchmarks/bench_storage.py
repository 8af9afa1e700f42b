"""Storage speed: opening a big tournament, and committing one director action.

``open50k`` opens a library (lock, quick integrity check, migrations) and reads what opening a
tournament of 50,000 events (1,000 entries among them) reads from storage: its latest snapshot
and every stored row, the events kept unread until something needs them
(:mod:`tourney.persistence.snapshots`) — the issue's target is 0.3 s. ``read50k`` reads every
one of those events whole, as ``tourney check``, an export or the History of all of them do
(no target: none of them is in the way of a director opening his night). ``commit`` is one
appended event committed with WAL and ``synchronous=FULL`` (an fsync per action) — target a
median of 20 ms. The library is built in a temporary folder outside the timing; the figures
depend on the disk (a laptop SSD, not tmpfs, is the case that matters).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from tourney.base.messages import message
from tourney.domain.entries.players import Player
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    Bust,
    BustOut,
    ClockAdjusted,
    HandPlayed,
    PlayerMoved,
    PlayerRegistered,
    Rebuy,
)
from tourney.persistence.library import Library

EVENTS = 50_000
ENTRIES = 1_000
COMMITS = 100


def _build(path: Path) -> int:
    rng = random.Random(7)
    with Library.open(path) as library:
        with library.players.writing():
            ids = [library.players.add(f"Player {n:04d}").id for n in range(ENTRIES)]
        tid = library.events.create_tournament("Big Sunday")
        events = [
            Event(
                PlayerRegistered(
                    n + 1, Player(pid, f"Player {n:04d}"), seat=(n // 10 + 1, n % 10 + 1)
                ),
                float(n),
                message("Register {name}", name=f"Player {n:04d}"),
            )
            for n, pid in enumerate(ids)
        ]
        for n in range(ENTRIES, EVENTS):
            entry = rng.randrange(1, ENTRIES + 1)
            payload = rng.choice(
                [
                    HandPlayed(entry % 100 + 1, 1, 2, 3),
                    Rebuy(entry, rng.randrange(100, 5000)),
                    BustOut((Bust(entry, by=(entry % 7 + 1,)),)),
                    PlayerMoved(entry, (entry % 100 + 1, entry % 10 + 1)),
                    ClockAdjusted(rng.randrange(1, 600)),
                ]
            )
            events.append(Event(payload, float(n), message("Action {n}", n=n)))
        library.events.append_many(tid, events)
    return tid


def run() -> Iterable[str]:
    """Yield the ``open50k`` and ``commit`` lines."""
    with tempfile.TemporaryDirectory(dir=Path.home() if Path.home().is_dir() else None) as tmp:
        path = Path(tmp) / "library.sqlite"
        tid = _build(path)
        opens, reads = [], []
        for _ in range(5):
            started = time.perf_counter()
            with Library.open(path) as library:
                library.events.latest_snapshot(tid)
                rows = library.events.rows(tid)
                opened = time.perf_counter()
                events = library.events.events(tid)
            opens.append(opened - started)
            reads.append(time.perf_counter() - opened)
            assert len(events) == len(rows) == EVENTS
        yield (
            f"open50k: {statistics.median(opens) * 1000:,.0f} ms to open a library and read what "
            f"opening a tournament of {EVENTS:,} events ({ENTRIES:,} entries) reads: its "
            f"snapshot and its stored rows (median of 5; target 300)"
        )
        yield (
            f"read50k: {statistics.median(reads) * 1000:,.0f} ms to read all {EVENTS:,} "
            "events whole (tourney check, an export; median of 5)"
        )
        commits = []
        with Library.open(path) as library:
            for n in range(COMMITS):
                event = Event(ClockAdjusted(n + 1), float(n), message("Add {n} seconds", n=n + 1))
                started = time.perf_counter()
                library.events.append(tid, event)
                commits.append(time.perf_counter() - started)
        yield (
            f"commit: median {statistics.median(commits) * 1000:.1f} ms per appended event "
            f"(synchronous=FULL, WAL; max {max(commits) * 1000:.1f} ms; target 20)"
        )
