"""Opening a big real tournament, and committing one director action, through the real path.

``open_tournament`` is what Tourney does when the director opens an event: open the library
(lock, quick integrity check, migrations), read the tournament's log and replay it into the
state on screen — here a real tournament of 1,000 entries and 50,000 events (registrations,
the seat draw, hands at every table, rebuys, bust-outs and the floor's balancing moves).
Target 300 ms. The log is stored as an import stores it, without a snapshot: the first open
replays all of it (and keeps a snapshot, :mod:`tourney.persistence.snapshots`), shown apart;
the figure is the median of the opens after it, which start from that snapshot as every
later open of a running tournament does. ``action_commit`` is one bust-out and the balancing
proposal it calls for, accepted: each is built, checked by applying, committed with WAL and
``synchronous=FULL`` and applied (:meth:`OpenTournament.perform`). Target a median of 20 ms.

The log is made of real events built by the domain's actions outside the timing; hands are
dealt round by round with :meth:`Table.plan` (what :func:`next_hand` does) and the state is
replayed between rounds, so the fixture takes a few seconds rather than minutes.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Iterable
from contextlib import suppress
from dataclasses import replace
from pathlib import Path

from tourney.base.messages import message
from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import Bust, bust_out, create_tournament, rebuy, register
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import HandPlayed
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import accept_proposal, draw_seats, proposal
from tourney.domain.room.tables import Table
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

ENTRIES = 1_000
EVENTS = 50_000
ROUNDS_PER_BUST = 5
ACTIONS = 25
T0 = 1_700_000_000.0


def _hand_round(tables: dict[int, Table], at: float) -> list[Event]:
    """One hand at every table of two or more, as :func:`next_hand` records it."""
    events = []
    for number, table in sorted(tables.items()):
        if table.count >= 2:
            plan = table.plan()
            hand = HandPlayed(number, plan.button, plan.sb, plan.bb)
            events.append(Event(hand, at, message("Next hand at table {table}", table=number)))
            tables[number] = table.played(plan)
    return events


def _floor(state: TournamentState, at: float, rng: random.Random) -> list[Event]:
    """A bust-out at a random table and the moves it calls for; now and then a rebuy."""
    table = rng.choice([t for t in state.room.tables if t.count >= 2])
    loser, winner = rng.sample([p for p in table.players() if isinstance(p, int)], 2)
    events = [bust_out(state, [Bust(loser, by=(winner,))], at)]
    state = apply(state, events[0])
    moves = proposal(state, rng)
    if not moves.nothing_to_do:
        events.append(accept_proposal(state, moves, at + 1, rng))
        state = apply(state, events[-1])
    entry = rng.choice(state.active()).number
    with suppress(DomainError):  # the rebuy window has closed, or the entry bought its rebuys
        events.append(rebuy(state, entry, stack=0, now=at + 2))
    return events


def build_log(
    *, entries: int | None = None, events: int | None = None, seed: int = 7
) -> list[Event]:
    """A real tournament's log of ``events`` events with ``entries`` entries.

    Both default to the module's :data:`ENTRIES` and :data:`EVENTS` as they are when called.
    """
    entries = ENTRIES if entries is None else entries
    events = EVENTS if events is None else events
    rng = random.Random(seed)
    state = replay([create_tournament(replace(demo_setup(), name="Big Sunday"), T0)])
    for number in range(1, entries + 1):
        player = Player(number, f"Player {number:04d}")
        state = apply(state, register(state, player, T0 + number, rng))
    state = apply(state, draw_seats(state, T0 + 2000, rng))
    state = apply(state, start_clock(state, T0 + 2100))
    log = list(state.log)
    at = T0 + 2200
    while len(log) < events:
        tables = {t.number: t for t in state.room.tables}
        for _ in range(ROUNDS_PER_BUST):
            at += 120
            _extend(log, _hand_round(tables, at))
        state = replay(log)
        if state.players_left > 2:
            _extend(log, _floor(state, at + 60, rng))
            state = replay(log)
    return log[:events]


def _extend(log: list[Event], new: list[Event]) -> None:
    """Add ``new`` to ``log`` with their positions (so replays need not number them)."""
    log.extend(event.stored_as(seq) for seq, event in enumerate(new, start=len(log) + 1))


def run() -> Iterable[str]:
    """Yield the ``open_tournament`` and ``action_commit`` lines."""
    log = build_log()
    with tempfile.TemporaryDirectory(dir=Path.home() if Path.home().is_dir() else None) as tmp:
        path = Path(tmp) / "library.sqlite"
        with Library.open(path) as library:
            tid = library.events.create_tournament("Big Sunday")
            library.events.append_many(tid, log)
        opens = []
        for _ in range(6):
            started = time.perf_counter()
            with Library.open(path) as library:
                state = OpenTournament.open(library, tid).state
            opens.append(time.perf_counter() - started)
        yield (
            f"open_tournament: {statistics.median(opens[1:]) * 1000:,.0f} ms to open a library "
            f"and a tournament of {len(state.entries):,} entries and {len(log):,} events from "
            f"its snapshot (median of 5; target 300); the first open, replaying the whole log, "
            f"{opens[0] * 1000:,.0f} ms"
        )
        commits = []
        rng = random.Random(11)
        with Library.open(path) as library:
            tournament = OpenTournament.open(library, tid)
            for n in range(ACTIONS):
                at = tournament.state.log[-1].at + 60 + n
                started = time.perf_counter()
                _commit_bust(tournament, at, rng)
                commits.append(time.perf_counter() - started)
        yield (
            f"action_commit: median {statistics.median(commits) * 1000:.1f} ms for a bust-out "
            f"and its accepted balancing proposal, committed (synchronous=FULL, WAL; "
            f"max {max(commits) * 1000:.1f} ms; target 20)"
        )


def _commit_bust(tournament: OpenTournament, at: float, rng: random.Random) -> None:
    state = tournament.state
    table = rng.choice([t for t in state.room.tables if t.count >= 2])
    loser, winner = rng.sample([p for p in table.players() if isinstance(p, int)], 2)
    tournament.perform(lambda s: bust_out(s, [Bust(loser, by=(winner,))], at))
    moves = proposal(tournament.state, rng)
    if not moves.nothing_to_do:
        tournament.perform(lambda s: accept_proposal(s, moves, at + 1, rng))
