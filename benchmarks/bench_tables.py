"""Table balancing speed: from a bust-out to the balance/break proposal.

A 1,000-player event on 100 ten-seat tables is played down to one table with random
bust-outs. Each bust-out is timed from removing the player to having the proposal (moves,
breaks or the final redraw) in hand; every table plays a hand between bust-outs so that
balancing works from real button states. Target: median ≤ 2 ms at 100 tables.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterable

from tourney.domain.room.balancing import propose
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.seating import initial_draw
from tourney.domain.room.tables import Room, Table


def _play_a_hand(room: Room, rng: random.Random) -> Room:
    tables: list[Table] = []
    for table in room.tables:
        current = table
        if current.count >= 2:
            if current.previous is None and current.button is None:
                current, _ = draw_for_button(current, rng)
            current = current.played(current.plan())
        tables.append(current)
    return room.with_tables(tables)


def run() -> Iterable[str]:
    rng = random.Random(2024)
    room = initial_draw([f"p{i}" for i in range(1000)], rng)
    room = _play_a_hand(room, rng)
    at_100: list[float] = []
    everywhere: list[float] = []
    moves = 0
    while room.player_count > 2:
        players = list(room.players())
        victim = players[rng.randrange(len(players))]
        tables_before = len(room.tables)
        started = time.perf_counter()
        room = room.bust(victim)
        proposal = propose(room, rng)
        elapsed = (time.perf_counter() - started) * 1000
        everywhere.append(elapsed)
        if tables_before >= 95:
            at_100.append(elapsed)
        moves += len(proposal.moves)
        room = _play_a_hand(proposal.room, rng)
    yield (
        f"tables: bust-out → proposal median {statistics.median(at_100):.3f} ms at 95-100 "
        f"tables (target ≤ 2 ms), median {statistics.median(everywhere):.3f} ms and max "
        f"{max(everywhere):.2f} ms over all {len(everywhere)} bust-outs "
        f"(1,000 players, 100 tables down to 1; {moves} move slips)"
    )
