"""An action costs the same at the 100,000th event as at the 1,000th; opening 100,000 events.

A real tournament's log is grown through the domain's own actions (registrations, the draw,
hands at every table, bust-outs with their balancing, rebuys, clock adjustments, an undo now
and then) to ``SMALL`` and then ``LARGE`` events, stored in a library. At each size:

* **apply**: one more action (a bust-out) applied to the state, median of ``REPEAT``;
* **perform**: a command performed by the core service — built, applied, committed to disk
  (``synchronous=FULL``) and told to subscribers — median, with the worst;
* **undo**: the undo of that action, replayed from the state kept before it;

and the time to open the library and replay the whole log of ``LARGE`` events. Goal: apply and
perform the same at both sizes and at most 5 ms.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

from tourney.core import commands as c
from tourney.core.service import TournamentService
from tourney.domain.entries.actions import Bust, bust_out, rebuy, register
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError
from tourney.domain.levels.actions import adjust_clock, start_clock
from tourney.domain.levels.templates import template
from tourney.domain.log.actions import undo
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import accept_proposal, draw_seats, next_hand, proposal
from tourney.domain.setup import BuyIns, Offer, TournamentSetup
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_tournament

SMALL = 1_000
LARGE = 100_000
ENTRIES = 400
REPEAT = 25
T0 = 1_700_000_000.0


def _setup() -> TournamentSetup:
    regular = template("regular")
    split = PriceSplit.from_parts(prize=4000, fee=1000)
    return TournamentSetup(
        "Growth",
        regular.structure,
        regular.chips,
        BuyIns(split, 10_000, rebuy=Offer(split, 10_000, limit=None)),
    )


def _grow(state: TournamentState, size: int, rng: random.Random) -> list[Event]:
    """Events that take ``state``'s log to ``size`` events, as a long night would."""
    events: list[Event] = []
    now = state.log[-1].at
    while len(state.log) < size:
        now += 1.0
        roll = rng.random()
        try:
            if roll < 0.002 and state.players_left > ENTRIES // 2:
                table = rng.choice([t for t in state.room.tables if t.count >= 3])
                victim, winner = rng.sample([int(p) for p in table.players()], 2)
                made = [bust_out(state, [Bust(victim, by=(winner,))], now)]
                after = apply(state, made[0])
                moves = proposal(after, rng)
                if not moves.nothing_to_do:
                    made.append(accept_proposal(after, moves, now, rng))
            elif roll < 0.004:
                made = [rebuy(state, rng.choice(state.active()).number, stack=0, now=now)]
            elif roll < 0.005:
                made = [adjust_clock(state, 60, now)]
            elif roll < 0.0055 and state.history.can_undo:
                made = [undo(state, now)]
            else:
                table = rng.choice([t for t in state.room.tables if t.count >= 2])
                made = [next_hand(state, table.number, now)]
        except DomainError:
            continue
        for event in made:
            state = apply(state, event)
            events.append(state.log[-1])
    return events


def _median_ms(times: list[float]) -> float:
    return statistics.median(times) * 1000


def _measure(service: TournamentService, rng: random.Random) -> tuple[float, float, float, float]:
    """Apply, perform (median and worst) and undo, in milliseconds, at the current size."""
    state = service.state
    assert state is not None
    applied = []
    for _ in range(REPEAT):
        table = rng.choice([t for t in state.room.tables if t.count >= 3])
        victim = int(next(iter(table.players())))
        event = bust_out(state, [Bust(victim)], state.log[-1].at + 1)
        started = time.perf_counter()
        state = apply(state, event)  # each on the newest state, as a night goes on
        applied.append(time.perf_counter() - started)
    performed, undone = [], []
    for _ in range(REPEAT):
        current = service.state
        assert current is not None
        victim = int(
            next(iter(rng.choice([t for t in current.room.tables if t.count >= 3]).players()))
        )
        started = time.perf_counter()
        done = service.perform(c.BustOut(busts=(c.Bust(victim),)))
        performed.append(time.perf_counter() - started)
        assert done.ok, done.translated("en")
        started = time.perf_counter()
        assert service.perform(c.Undo()).ok
        undone.append(time.perf_counter() - started)
    return _median_ms(applied), _median_ms(performed), max(performed) * 1000, _median_ms(undone)


def run() -> Iterable[str]:
    """Yield the figures at both sizes, and the opening of the large log."""
    rng = random.Random(11)
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "library.sqlite"
        library = Library.open(path)
        opened = create_tournament(library, _setup(), now=T0 - 3600)
        for number in range(1, ENTRIES + 1):
            player = library.players.add(f"Player {number}")
            opened.perform(lambda s, p=player: register(s, Player(p.id, p.name), T0, rng))
        opened.perform(lambda s: draw_seats(s, T0 + 1, rng))
        opened.perform(lambda s: start_clock(s, T0 + 2))
        service = TournamentService(library, opened, clock=time.time)
        figures = {}
        for size in (SMALL, LARGE):
            state = service.state
            assert state is not None
            more = _grow(state, size, rng)
            library.events.append_many(opened.tournament_id, more)
            reopened = OpenTournament.open(library, opened.tournament_id)
            service = TournamentService(library, reopened, clock=time.time)
            figures[size] = _measure(service, rng)
        library.close()
        opens = []
        for _ in range(3):
            started = time.perf_counter()
            with Library.open(path, read_only=True) as reader:
                (info,) = reader.events.tournaments()
                state = replay(reader.events.events(info.id))
            opens.append(time.perf_counter() - started)
    for size, (applied, performed, worst, undone) in figures.items():
        yield (
            f"growth at {size:,} events: apply {applied:.2f} ms, perform (stored) "
            f"{performed:.2f} ms (worst {worst:.1f}), undo {undone:.2f} ms "
            f"(median of {REPEAT}; goal: the same at both sizes, ≤ 5 ms)"
        )
    yield (
        f"growth open: {len(state.log):,} events opened and replayed in "
        f"{statistics.median(opens) * 1000:,.0f} ms (median of 3)"
    )
