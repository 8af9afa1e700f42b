"""A late entry whose only open seat is between the button and the small blind sits and waits.

TDA 8-A: late registrants are dealt in except between the small blind and the button. With
an open seat elsewhere they get one of those; with none they take the seat in that span and
are dealt in once the button has passed, rather than open a table for one player.
"""

from __future__ import annotations

import random

from tourney.domain.room.button import Positions
from tourney.domain.room.seating import late_entry_seats, seat_late_entry
from tourney.domain.room.tables import Room, Table


def _table(open_seat: int) -> Table:
    seats = tuple(None if s == open_seat else 100 + s for s in range(1, 10))
    # last hand: button 2, small blind 3, big blind 5 (seat 4 busted): the next hand's button
    # is at 3 and its small blind at 5, so seat 4 is between them
    return Table(1, seats, previous=Positions(button=2, sb=3, bb=5))


def test_the_only_open_seat_between_button_and_small_blind_is_taken_and_waits() -> None:
    table = _table(open_seat=4)
    assert late_entry_seats(table)[0] == ()  # no seat outside the span

    room, slip = seat_late_entry(Room((table,)), 7, random.Random(1))

    assert (slip.to_table, slip.to_seat) == (1, 4)
    assert "dealt in once the button has passed (TDA 8-A)" in slip.explanation
    plan = room.table(1).plan()
    assert 4 in plan.waiting and 4 not in plan.dealt_in


def test_a_seat_outside_the_span_is_preferred() -> None:
    seats = tuple(None if s in (4, 8) else 100 + s for s in range(1, 10))
    table = Table(1, seats, previous=Positions(button=2, sb=3, bb=5))
    for seed in range(20):
        _room, slip = seat_late_entry(Room((table,)), 7, random.Random(seed))
        assert slip.to_seat == 8 and "outside the blinds" in slip.explanation
