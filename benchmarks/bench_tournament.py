"""Opening a big tournament: replaying a log of 1,000 entries and 50,000 events.

The log is made up directly (registrations, the seat draw at 100 tables, rebuys, add-ons,
bust-outs and about 47,000 hands with their real button positions), then timed: the replay
(the domain's share of opening a tournament; the budget with the storage read is 0.3 s),
one more action applied to that state, and an undo (a full replay).
"""

from __future__ import annotations

import random
import time
from collections.abc import Iterable

from tourney.base.messages import message
from tourney.domain.entries.actions import bust_out, create_tournament
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.levels.templates import template
from tourney.domain.log.actions import undo
from tourney.domain.log.codec import events_from_records, to_record
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    AddOn,
    Bust,
    BustOut,
    ClockStarted,
    DrawnTable,
    HandPlayed,
    PlayerRegistered,
    Rebuy,
    SeatsDrawn,
)
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.seating import initial_draw
from tourney.domain.room.tables import Room
from tourney.domain.setup import BuyIns, Offer, TournamentSetup

ENTRIES = 1000
EVENTS = 50_000
T0 = 1_700_000_000.0


def _setup() -> TournamentSetup:
    regular = template("regular")
    split = PriceSplit.from_parts(prize=4000, fee=1000)
    return TournamentSetup(
        "Big",
        regular.structure,
        regular.chips,
        BuyIns(
            split,
            10_000,
            rebuy=Offer(split, 10_000, limit=None),
            addon=Offer(split, 10_000, limit=None),
        ),
    )


def build_log(rng: random.Random) -> list[Event]:
    """A plausible log of ``EVENTS`` events."""
    log = [create_tournament(_setup(), T0)]
    for n in range(1, ENTRIES + 1):
        player = Player(n, f"Player {n}")
        label = message("Register {name}", name=player.name)
        log.append(Event(PlayerRegistered(n, player), T0 + n, label))
    room = initial_draw(list(range(1, ENTRIES + 1)), rng)
    room = Room(tuple(draw_for_button(t, rng)[0] for t in room.tables), room.settings)
    drawn = tuple(
        DrawnTable(t.number, tuple(None if s is None else int(s) for s in t.seats), t.button)
        for t in room.tables
    )
    log.append(Event(SeatsDrawn(drawn), T0 + 2000, message("Draw seats")))
    log.append(Event(ClockStarted(), T0 + 3000, message("Start the clock")))
    now, left = T0 + 3000, ENTRIES
    tables = {t.number: t for t in room.tables}
    seated = list(range(1, ENTRIES + 1))
    where = {p: t.number for t in room.tables for p in t.players()}
    for number, table in tables.items():  # every table deals its first hand
        plan = table.plan()
        tables[number] = table.played(plan)
        hand = HandPlayed(number, plan.button, plan.sb, plan.bb)
        log.append(Event(hand, now, message("Next hand at table {table}", table=number)))
    while len(log) < EVENTS:
        now += 0.5
        roll = rng.random()
        if roll < 0.012 and left > 400:
            player = seated.pop(rng.randrange(len(seated)))
            label = message("Bust-out of {name}", name=f"Player {player}")
            log.append(Event(BustOut((Bust(player),)), now, label))
            tables[where[player]] = tables[where[player]].remove(player)
            left -= 1
        elif roll < 0.03:
            entry = rng.choice(seated)
            bought = Rebuy(entry) if rng.random() < 0.5 else AddOn((entry,))
            log.append(Event(bought, now, message("Rebuy")))
        else:
            table = tables[rng.randint(1, len(tables))]
            if table.count < 2:
                continue
            plan = table.plan()
            tables[table.number] = table.played(plan)
            hand = HandPlayed(table.number, plan.button, plan.sb, plan.bb)
            log.append(Event(hand, now, message("Next hand at table {table}", table=table.number)))
    return log


def _best(repeat: int, work: object) -> float:
    assert callable(work)
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return min(times)


def run() -> Iterable[str]:
    """Yield the timings."""
    rng = random.Random(1)
    log = build_log(rng)
    stored = [e.stored_as(i) for i, e in enumerate(log, start=1)]
    records = [to_record(e) for e in stored]
    state = replay(stored)
    seconds = _best(5, lambda: replay(stored))
    yield (
        f"tournament replay: {len(stored):,} events, {len(state.entries):,} entries, "
        f"{len(state.room.tables)} tables in {seconds * 1000:.0f} ms (budget 300 ms with storage)"
    )
    reread = _best(3, lambda: replay(events_from_records(records)))
    yield f"tournament replay from records (events_from_records + replay): {reread * 1000:.0f} ms"
    victim = next(iter(state.room.players()))
    event = bust_out(state, [Bust(int(victim))], T0 + 99_999)
    one = _best(5, lambda: apply(state, event))
    yield f"tournament one more action on that state: {one * 1000:.1f} ms"
    after = apply(state, event)
    undone = _best(3, lambda: apply(after, undo(after, T0 + 100_000)))
    yield f"tournament undo (full replay): {undone * 1000:.0f} ms"
