"""Random events on 1-10 tables: blinds stay fair, tables stay balanced, nobody gets lost.

Hypothesis plays random sequences of hands, bust-outs, director's moves and late entries;
after each change the room adopts the balancing/breaking proposal. Checked throughout:

* nobody posts the big blind two hands running (unless a break, redraw or director's move
  gave him a new seat, which TDA 10-A allows), and nobody is passed over for it;
* heads-up the small blind is the button;
* tables stay balanced within the setting after the proposals, and no table exceeds its seats;
* every player left is seated exactly once.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.balancing import propose
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.seating import (
    MoveReason,
    initial_draw,
    seat_late_entry,
)
from tourney.domain.room.tables import PlayerId, Room, TableSettings


def between(start: int, end: int, seat: int, size: int) -> bool:
    return 0 < (seat - start) % size < (end - start) % size


class Sim:
    def __init__(self, room: Room, rng: random.Random) -> None:
        self.room = room
        self.rng = rng
        self.alive: set[PlayerId] = set(room.players())
        self.round = 0
        self.last_bb: dict[PlayerId, int] = {}
        self.reseated: set[PlayerId] = set(self.alive)
        self.next_id = 10_000
        self.last_seen: dict[PlayerId, tuple[int, int | None]] = {}

    def check_room(self) -> None:
        seated = list(self.room.players())
        assert len(seated) == len(set(seated))
        assert set(seated) == self.alive
        for table in self.room.tables:
            assert table.count <= table.capacity <= table.size
            assert all(table.player_at(s) is None for s in table.blocked)

    def adopt_proposal(self) -> None:
        proposal = propose(self.room, self.rng)
        for slip in proposal.moves:
            if slip.reason is not MoveReason.BALANCE:
                self.reseated.add(slip.player)
        self.room = proposal.room
        self.check_room()
        counts = [t.count for t in self.room.tables]
        limit = self.room.settings.difference_for(len(self.alive))
        assert max(counts) - min(counts) < limit
        if len(self.room.tables) > 1:  # no table could have been broken
            size = self.room.settings.seats_per_table
            assert len(self.alive) > size * (len(self.room.tables) - 1)

    def play_hand(self) -> None:
        self.round += 1
        tables = []
        for current in self.room.tables:
            if current.count < 2:
                tables.append(current)
                continue
            table = current
            if table.previous is None and table.button is None:
                table, _ = draw_for_button(table, self.rng)
            plan = table.plan()
            if plan.heads_up:
                assert plan.sb == plan.button and plan.sb_posted
            if table.previous is not None:
                for seat in plan.dealt_in:
                    player = table.player_at(seat)
                    assert player is not None
                    assert not (
                        between(table.previous.bb, plan.bb, seat, table.size)
                        and player not in self.reseated
                        and self.last_seen.get(player) == (table.number, seat)
                    ), f"seat {seat} was skipped for the big blind"
            big = table.player_at(plan.bb)
            assert big is not None
            if big not in self.reseated:
                assert self.last_bb.get(big) != self.round - 1, f"{big} posts the BB twice"
            self.last_bb[big] = self.round
            tables.append(table.played(plan))
        self.room = self.room.with_tables(tables)
        self.last_seen = {
            p: (t.number, t.seat_of(p)) for t in self.room.tables for p in t.players()
        }
        self.reseated = set()

    def bust(self, index: int) -> None:
        if len(self.alive) <= 2:
            return
        player = sorted(self.alive, key=str)[index % len(self.alive)]
        self.room = self.room.bust(player)
        self.alive.discard(player)
        self.adopt_proposal()

    def late_entry(self) -> None:
        self.next_id += 1
        player = self.next_id
        try:
            self.room, _ = seat_late_entry(self.room, player, self.rng)
        except DomainNotAllowedError:
            if len(self.room.tables) >= 10:
                return
            number = max(t.number for t in self.room.tables) + 1
            self.room = self.room.open_table(number)
            self.room, _ = seat_late_entry(self.room, player, self.rng)
        self.alive.add(player)
        self.reseated.add(player)
        self.adopt_proposal()

    def director_move(self, index: int) -> None:
        if len(self.room.tables) < 2:
            return
        player = sorted(self.alive, key=str)[index % len(self.alive)]
        number, _ = self.room.locate(player)
        targets = [t for t in self.room.tables if t.number != number and t.open_seats]
        if not targets:
            return
        target = self.rng.choice(targets)
        seat = self.rng.choice(target.open_seats)
        source = self.room.table(number)
        self.room = self.room.with_tables([source.remove(player), target.seat(player, seat)])
        self.reseated.add(player)
        self.adopt_proposal()


ACTIONS = st.lists(
    st.tuples(
        st.sampled_from(["hand", "hand", "bust", "bust", "late", "move"]), st.integers(0, 999)
    ),
    min_size=5,
    max_size=60,
)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@example(  # found by hypothesis: heads-up, the two leave, three arrive behind the button
    tables=1,
    size=4,
    fill=0.5,
    difference=2,
    seed=0,
    actions=[
        ("hand", 0),
        ("hand", 0),
        ("late", 0),
        ("bust", 38),
        ("late", 0),
        ("late", 0),
        ("bust", 3),
        ("hand", 0),
        ("hand", 0),
    ],
)
@given(
    tables=st.integers(1, 10),
    size=st.integers(2, 10),
    fill=st.floats(0.3, 1.0),
    difference=st.sampled_from([2, 3]),
    seed=st.integers(0, 2**32 - 1),
    actions=ACTIONS,
)
def test_random_events_keep_blinds_fair_and_tables_balanced(
    tables: int,
    size: int,
    fill: float,
    difference: int,
    seed: int,
    actions: list[tuple[str, int]],
) -> None:
    rng = random.Random(seed)
    players = max(2, round(tables * size * fill))
    room = initial_draw(
        [f"p{i}" for i in range(players)],
        rng,
        settings=TableSettings(seats_per_table=size, balance_difference=difference),
    )
    sim = Sim(room, rng)
    sim.check_room()
    for action, value in actions:
        if action == "hand":
            sim.play_hand()
        elif action == "bust":
            sim.bust(value)
        elif action == "late":
            sim.late_entry()
        else:
            sim.director_move(value)
        sim.check_room()


@settings(max_examples=30, deadline=None)
@given(tables=st.integers(2, 10), seed=st.integers(0, 2**32 - 1))
def test_played_down_to_one_table_everyone_keeps_a_seat(tables: int, seed: int) -> None:
    rng = random.Random(seed)
    room = initial_draw([f"p{i}" for i in range(tables * 9)], rng)
    sim = Sim(room, rng)
    while len(sim.alive) > 2:
        sim.play_hand()
        sim.bust(rng.randrange(1000))
    assert len(sim.room.tables) == 1
    sim.play_hand()
