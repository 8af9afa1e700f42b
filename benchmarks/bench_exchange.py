"""Exchange costs that must grow no faster than the work: export, players import, a long name.

``export``: ``tourney export -o`` of a tournament of 100,000 events (it took 7.5 s and
343 MB when each event was decoded and encoded again and the document built in memory), and
of 10,000: the ratio of the two is about 10 when the cost is linear. ``players_import``:
``tourney players import`` of 100,000 CSV rows into an empty library, and of 10,000 (it was
quadratic: 8,000 rows 11.6 s, 100,000 rows 24 minutes). Goal: linear, well under 10 s each.
``ruling_long_name``: ``tourney report ruling`` of a hand whose tournament has a name of
30,000 characters (48.6 s when the header's ellipsis measured it once per character).

Each figure is the command's own work in this process (the library opened, checked, read or
written), not the start of a Python process.
"""

from __future__ import annotations

import json
import random
import tempfile
import time
from collections.abc import Iterable
from contextlib import redirect_stdout
from io import StringIO
from pathlib import Path

from tourney.base.messages import message
from tourney.cli.main import build_parser, main
from tourney.domain.entries.players import Player
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import ClockAdjusted, HandPlayed, PlayerRegistered, Rebuy
from tourney.persistence.library import Library

EVENTS = 100_000
ROWS = 100_000
PLAYERS = 1_000
NAME = 30_000


def _library(path: Path, events: int) -> None:
    """A library with one tournament of ``events`` events naming ``PLAYERS`` players."""
    rng = random.Random(7)
    with Library.open(path) as library:
        ids = [row["id"] for row in _players(library, PLAYERS)]
        tid = library.events.create_tournament("Big Sunday")
        log = [
            Event(
                PlayerRegistered(n + 1, Player(pid, f"Player {n:05d}")),
                1_700_000_000.0 + n,
                message("Register {name}", name=f"Player {n:05d}"),
            )
            for n, pid in enumerate(ids)
        ]
        for n in range(len(log), events):
            table = rng.randrange(1, 40)
            payload = rng.choice(
                [HandPlayed(table, 1, 2, 3), ClockAdjusted(60), Rebuy(rng.randrange(1, 100))]
            )
            log.append(Event(payload, 1_700_000_000.0 + n, message("Action {n}", n=n)))
        library.events.append_many(tid, log)


def _players(library: Library, count: int) -> list[dict[str, int]]:
    library.players.add_many({"name": f"Player {n:05d}"} for n in range(count))
    return [{"id": player.id} for player in library.players.all_players()]


def _timed(argv: list[str]) -> float:
    started = time.perf_counter()
    with redirect_stdout(StringIO()):
        status = main(argv)
    assert status == 0, argv
    return time.perf_counter() - started


def _export(folder: Path, events: int) -> float:
    db = folder / f"export{events}.sqlite"
    _library(db, events)
    return _timed(["export", str(db), "-o", str(folder / f"export{events}.json")])


def _import(folder: Path, rows: int) -> float:
    csv = folder / f"players{rows}.csv"
    lines = (f"Player {n:06d} Łukasz,p{n}@example.org,+40 700 {n:06d}\n" for n in range(rows))
    csv.write_text("name,email,phone\n" + "".join(lines), encoding="utf-8")
    return _timed(["players", "import", str(folder / f"import{rows}.sqlite"), str(csv)])


def _ruling(folder: Path) -> float:
    hand = {
        "button": 1,
        "board": ["5s", "6h", "7c", "8d", "Ks"],
        "players": [
            {"seat": 1, "contribution": 100, "cards": ["3c", "4d"]},
            {"seat": 2, "contribution": 100, "cards": ["Ah", "Ad"]},
        ],
    }
    source = folder / "ruling.json"
    source.write_text(json.dumps({"tournament": "N" * NAME, "input": hand}), encoding="utf-8")
    return _timed(["report", "ruling", str(source), "-o", str(folder / "ruling.pdf")])


def run() -> Iterable[str]:
    """Yield the ``export``, ``players_import`` and ``ruling_long_name`` lines."""
    build_parser()  # every subcommand imported once, outside the timings
    with tempfile.TemporaryDirectory(dir=Path.home() if Path.home().is_dir() else None) as tmp:
        folder = Path(tmp)
        small, large = max(EVENTS // 10, 1), EVENTS
        t_small, t_large = _export(folder, small), _export(folder, large)
        yield (
            f"export: {t_large:.2f} s for a tournament of {large:,} events, {t_small:.2f} s "
            f"for {small:,} (ratio {t_large / t_small:.1f}, linear is {large / small:.0f}; "
            "goal well under 10 s)"
        )
        small, large = max(ROWS // 10, 1), ROWS
        t_small, t_large = _import(folder, small), _import(folder, large)
        yield (
            f"players_import: {t_large:.2f} s for {large:,} CSV rows, {t_small:.2f} s for "
            f"{small:,} (ratio {t_large / t_small:.1f}, linear is {large / small:.0f}; goal "
            "well under 10 s)"
        )
        yield (
            f"ruling_long_name: {_ruling(folder):.2f} s for a ruling slip of a tournament "
            f"named with {NAME:,} characters (it was 48.6 s)"
        )
