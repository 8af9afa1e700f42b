"""Tables and the room: seats, reserved seats, refusals."""

from __future__ import annotations

import pytest

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.room.button import Positions
from tourney.domain.room.tables import Room, Table, TableSettings


def full_table(number: int = 1, size: int = 10) -> Table:
    return Table(number, tuple(f"p{number}-{s}" for s in range(1, size + 1)))


def test_an_eleventh_player_at_a_ten_seat_table_is_refused() -> None:
    table = full_table()
    assert table.open_seats == ()
    with pytest.raises(DomainNotAllowedError, match="no seat 11"):
        table.seat("late", 11)
    with pytest.raises(DomainNotAllowedError, match="seat 3 at Table 1 is taken"):
        table.seat("late", 3)


def test_tables_have_two_to_ten_seats() -> None:
    with pytest.raises(DomainNotAllowedError):
        TableSettings(seats_per_table=11)
    with pytest.raises(DomainNotAllowedError):
        Table.empty(1, 1)
    assert Table.empty(1, 6).size == 6


def test_reserved_seats_are_never_open() -> None:
    table = Table(2, (None,) * 9, name="Feature", blocked=frozenset({5}))
    assert 5 not in table.open_seats and table.capacity == 8
    with pytest.raises(DomainNotAllowedError, match="seat 5 at Feature is reserved"):
        table.seat("ann", 5)


def test_seat_and_remove_keep_the_positions() -> None:
    table = Table.empty(3, 6).seat("ann", 2).seat("bob", 4)
    table = Table(3, table.seats, previous=Positions(1, 2, 4))
    assert table.seat_of("bob") == 4 and "ann" in table
    after = table.remove("ann")
    assert after.previous == Positions(1, 2, 4) and after.count == 1
    with pytest.raises(DomainNotAllowedError, match="does not sit"):
        after.remove("ann")


def test_a_table_plays_hands_from_its_own_button_state() -> None:
    table = Table(1, ("a", "b", "c", None), button=1)
    plan = table.plan()
    assert (plan.button, plan.sb, plan.bb) == (1, 2, 3)
    table = table.played(plan)
    assert table.plan().bb == 1
    with pytest.raises(DomainNotAllowedError, match="no button yet"):
        Table(1, ("a", "b", "c", None)).plan()


def test_room_refuses_a_player_at_two_tables_and_duplicate_numbers() -> None:
    with pytest.raises(DomainNotAllowedError, match="two tables"):
        Room((Table(1, ("x", None)), Table(2, (None, "x"))))
    with pytest.raises(DomainMalformedError):
        Room((Table.empty(1), Table.empty(1)))


def test_room_bust_locate_open_and_close() -> None:
    room = Room((full_table(1), full_table(2)))
    assert room.locate("p2-7") == (2, 7)
    room = room.bust("p2-7")
    assert room.player_count == 19
    with pytest.raises(DomainNotAllowedError, match="not seated"):
        room.locate("p2-7")
    room = room.open_table(3)
    assert [t.number for t in room.tables] == [1, 2, 3]
    with pytest.raises(DomainNotAllowedError, match="still has"):
        room.close_table(1)
    assert len(room.close_table(3).tables) == 2


def test_balancing_tightens_near_the_end() -> None:
    settings = TableSettings(balance_difference=3, tight_from_players=27)
    assert settings.difference_for(60) == 3
    assert settings.difference_for(27) == 2
    with pytest.raises(DomainNotAllowedError, match="at least 2"):
        TableSettings(balance_difference=1)


def test_with_tables_refuses_a_player_at_two_tables() -> None:
    room = Room((Table(1, ("x", None)), Table(2, (None, "y"))))
    with pytest.raises(DomainNotAllowedError, match="two tables"):
        room.with_tables([room.table(2).seat("x", 1)])
    moved = room.with_tables([room.table(1).remove("x"), room.table(2).seat("x", 1)])
    assert moved.locate("x") == (2, 1) and moved.player_count == 2


def test_a_button_player_who_leaves_before_the_first_hand_leaves_a_dead_button() -> None:
    # The button was drawn to seat 3; its player busted before the first hand was dealt.
    table = Table(1, ("a", "b", None, "d", "e", None), button=3)
    plan = table.plan()
    # Dead button on seat 3: the next players clockwise post, as after any bust-out.
    assert (plan.sb, plan.bb) == (4, 5)
    # The drawn seat at the end of the table wraps round to the last occupied seat.
    wrap = Table(1, (None, "b", "c", None, "e", None), button=1)
    assert (wrap.plan().sb, wrap.plan().bb) == (2, 3)


@pytest.mark.parametrize(
    ("settings", "words"),
    [
        ({"break_order": (3, 0)}, "not 0"),
        ({"break_order": (3, 2, 3)}, "table 3 twice"),
        ({"final_table": 0}, "final table"),
        ({"tight_from_players": 1}, "not 1"),
    ],
)
def test_impossible_table_settings_are_refused(settings, words) -> None:
    with pytest.raises(DomainNotAllowedError, match=words):
        TableSettings(**settings)
    assert TableSettings(break_order=(3, 2, 1), final_table=1).break_order == (3, 2, 1)
