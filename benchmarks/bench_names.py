"""Correcting a name: a rename (or a merge) with its player-database change, in one commit.

``rename`` is :meth:`OpenTournament.perform` of a rename in a tournament of 300 entries: the
event and the player record's update in one transaction (an fsync). ``merge`` folds a typo's
record into another. Both are compared with a plain action (a clock adjustment) committed the
same way; the target is the same order of time (a director presses F2 and expects it done).
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import merge_player, register, rename_player
from tourney.domain.entries.players import Player
from tourney.domain.levels.actions import adjust_clock
from tourney.domain.log.events import Event
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_tournament

ENTRIES = 300
ROUNDS = 40
NOW = 1_750_000_000.0


def _median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1000


def _timed(t: OpenTournament, action: Callable[[TournamentState], Event]) -> float:
    started = time.perf_counter()
    t.perform(action)
    return time.perf_counter() - started


def _tournament(library: Library) -> tuple[OpenTournament, list[int]]:
    t = create_tournament(library, demo_setup(), now=NOW)
    rng = random.Random(7)
    ids = []
    for n in range(ENTRIES):
        record = library.players.add(f"Player {n:04d}")
        ids.append(record.id)
        player = Player(record.id, record.name)
        t.perform(partial(register, player=player, now=NOW, rng=rng))
    return t, ids


def run() -> Iterable[str]:
    """Yield the ``rename`` and ``merge`` lines."""
    rounds = min(ROUNDS, ENTRIES // 2)
    folder = Path.home() if Path.home().is_dir() else None
    with (
        tempfile.TemporaryDirectory(dir=folder) as tmp,
        Library.open(Path(tmp) / "library.sqlite") as library,
    ):
        t, ids = _tournament(library)
        plain, renames, merges = [], [], []
        for n in range(rounds):
            plain.append(_timed(t, partial(adjust_clock, seconds=1, now=NOW + 1)))
            rename = partial(rename_player, player_id=ids[n], name=f"Renamed {n}", now=NOW)
            renames.append(_timed(t, rename))
        for n in range(rounds):
            keep = library.players.add(f"Right {n:04d}")
            merge = partial(
                merge_player, duplicate=ids[rounds + n], keep=Player(keep.id, keep.name), now=NOW
            )
            merges.append(_timed(t, merge))
    yield (
        f"rename: median {_median_ms(renames):.1f} ms per rename with its player record "
        f"({ENTRIES} entries; a plain action {_median_ms(plain):.1f} ms)"
    )
    yield (
        f"merge: median {_median_ms(merges):.1f} ms per merge of a typo's record "
        f"({ENTRIES} entries; a plain action {_median_ms(plain):.1f} ms)"
    )
