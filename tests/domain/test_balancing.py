"""Balancing, breaking and the final-table redraw, by TDA 10 and 11."""

from __future__ import annotations

import random

from tourney.domain.balancing import break_sequence, due_big_blind, holds, propose
from tourney.domain.button import Positions
from tourney.domain.seating import MoveReason
from tourney.domain.tables import Room, Table, TableSettings


def table(number: int, players: int, *, previous: Positions | None = None) -> Table:
    seats = tuple(f"t{number}s{s}" if s <= players else None for s in range(1, 11))
    return Table(number, seats, previous=previous)


def test_the_player_due_the_big_blind_moves_to_the_worst_position() -> None:
    # Table 2 has 9 (last hand BB seat 5: seat 6 is next BB); table 4 has 7.
    source = table(2, 9, previous=Positions(3, 4, 5))
    target = Table(
        4, ("a", "b", None, "d", "e", "f", "g", "h", None, None), previous=Positions(9, 1, 2)
    )
    room = Room((table(1, 8), source, table(3, 8), target))
    proposal = propose(room, random.Random(1), stacks={"t2s6": 31_500})
    (slip,) = proposal.moves
    assert (slip.player, slip.from_table, slip.from_seat) == ("t2s6", 2, 6)
    assert (slip.to_table, slip.to_seat) == (4, 3)  # seat 3: the next big blind at table 4
    assert slip.stack == 31_500 and slip.reason is MoveReason.BALANCE
    assert proposal.explanation[-1].startswith(
        "Table 2 has 9, Table 4 has 7: seat 6, next big blind, moves to Table 4 seat 3"
    )
    assert sorted(t.count for t in proposal.room.tables) == [8, 8, 8, 8]


def test_a_fixed_seat_is_never_moved_by_balancing() -> None:
    source = Table(
        1, (*(f"p{s}" for s in range(1, 10)), None), previous=Positions(3, 4, 5),
        fixed=frozenset({"p6"}),
    )  # fmt: skip
    room = Room((source, table(2, 7)))
    (slip,) = propose(room, random.Random(1)).moves
    assert slip.player == "p7" and "without a fixed seat" in slip.explanation


def test_balanced_rooms_need_nothing() -> None:
    room = Room((table(1, 9), table(2, 8)))
    proposal = propose(room, random.Random(1))
    assert proposal.nothing_to_do and proposal.room == room
    loose = Room((table(1, 9), table(2, 7)), TableSettings(balance_difference=3))
    assert propose(loose, random.Random(1)).nothing_to_do


def test_tables_three_short_hold_play() -> None:
    room = Room((table(1, 10), table(2, 7), table(3, 9)))
    numbers, notes = holds(room)
    assert numbers == (2,) and "TDA 11-D" in notes[0]
    proposal = propose(room, random.Random(2))
    assert proposal.holds == (2,)
    assert (
        max(t.count for t in proposal.room.tables) - min(t.count for t in proposal.room.tables) <= 1
    )


def test_break_the_highest_numbered_table_when_the_players_fit_one_fewer() -> None:
    room = Room((table(1, 7), table(2, 7), table(3, 6)))  # 20 players fit at two tables
    proposal = propose(room, random.Random(4))
    assert proposal.closed == (3,)
    assert {s.from_table for s in proposal.moves} == {3}
    assert all(s.reason is MoveReason.BREAK for s in proposal.moves)
    assert sorted(t.count for t in proposal.room.tables) == [10, 10]


def test_break_order_can_be_an_explicit_list() -> None:
    settings = TableSettings(break_order=(1,))
    room = Room((table(1, 6), table(2, 7), table(3, 7)), settings)
    assert break_sequence(room) == (1, 3, 2)
    assert propose(room, random.Random(4)).closed == (1,)


def test_final_table_redraw_when_everyone_fits_at_one_table() -> None:
    room = Room((table(1, 5), table(2, 5)), TableSettings(final_table=2))
    proposal = propose(room, random.Random(9))
    assert proposal.final_redraw and proposal.closed == (1,)
    (final,) = proposal.room.tables
    assert final.number == 2 and final.count == 10 and final.previous is None
    assert len(proposal.moves) == 10
    assert all(s.reason is MoveReason.FINAL_TABLE for s in proposal.moves)
    assert "draw for the button" in proposal.explanation[0]


def test_empty_tables_close() -> None:
    room = Room((table(1, 8), Table.empty(2), table(3, 8)))
    proposal = propose(room, random.Random(1))
    assert proposal.closed == (2,) and not proposal.moves


def test_due_big_blind_order_follows_the_button_state() -> None:
    assert due_big_blind(table(1, 6, previous=Positions(3, 4, 5))) == (6, 1, 2, 3, 4, 5)
    assert due_big_blind(Table(1, ("a", "b", "c", "d"), button=2)) == (4, 1, 2, 3)
    assert due_big_blind(table(1, 3)) == (1, 2, 3)
