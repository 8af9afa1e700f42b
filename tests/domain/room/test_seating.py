"""Seating: the initial draw, the button draw, late entries and the worst position."""

from __future__ import annotations

import random

import pytest

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.button import Positions
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.seating import (
    MoveReason,
    initial_draw,
    late_entry_seats,
    seat_late_entry,
    worst_position,
)
from tourney.domain.room.tables import Room, Table, TableSettings


def test_initial_draw_uses_the_fewest_tables_spread_evenly() -> None:
    players = [f"p{i}" for i in range(47)]
    room = initial_draw(players, random.Random(1))
    assert len(room.tables) == 5
    assert sorted(t.count for t in room.tables) == [9, 9, 9, 10, 10]
    assert sorted(room.players()) == sorted(players)


def test_initial_draw_is_random_and_respects_reserved_seats() -> None:
    players = list(range(12))
    settings = TableSettings(seats_per_table=6)
    one = initial_draw(players, random.Random(1), settings=settings, blocked={1: [3]})
    two = initial_draw(players, random.Random(2), settings=settings, blocked={1: [3]})
    assert one != two
    assert len(one.tables) == 3  # table 1 holds only five
    assert one.tables[0].player_at(3) is None and one.tables[0].blocked == {3}
    with pytest.raises(DomainNotAllowedError, match="two seats"):
        initial_draw(["a", "a"], random.Random(1))


def test_draw_for_button_gives_it_to_the_highest_card() -> None:
    table = Table(1, ("a", None, "b", "c"))
    drawn, notes = draw_for_button(table, random.Random(5))
    assert drawn.button in table.occupied
    assert f"Seat {drawn.button} has the highest card" in notes[1].translated("en")


def test_late_entry_never_between_the_button_and_the_small_blind() -> None:
    # Last hand: button 2, SB 4, BB 7. Next hand: button 4, SB 7: seats 4..7 excluded.
    seats = ("a", "b", None, "d", None, None, "g", None, "i", None)
    table = Table(1, seats, previous=Positions(2, 4, 7))
    allowed, why = late_entry_seats(table)
    assert allowed == (3, 8, 10)
    assert "seats 4 (button) to 7 (small blind)" in why


def test_seat_late_entry_goes_to_a_shortest_table() -> None:
    room = Room((Table(1, ("a", "b", "c", None)), Table(2, ("d", "e", None, None))))
    room, slip = seat_late_entry(room, "late", random.Random(3), stack=20_000)
    assert slip.to_table == 2 and slip.reason is MoveReason.LATE_ENTRY and slip.stack == 20_000
    assert room.locate("late") == (2, slip.to_seat)
    with pytest.raises(DomainNotAllowedError, match="already seated"):
        seat_late_entry(room, "late", random.Random(3))


def test_no_open_seat_for_a_late_entry_is_refused() -> None:
    room = Room((Table(1, ("a", "b")),))
    with pytest.raises(DomainNotAllowedError, match="open a new table"):
        seat_late_entry(room, "late", random.Random(1))


def test_worst_position_is_the_next_big_blind_when_open() -> None:
    # Last BB seat 3; seat 4 open before the next BB (seat 5): the mover posts the BB there.
    table = Table(1, ("a", "b", "c", None, "e", None), previous=Positions(1, 2, 3))
    assert worst_position(table) == (4, "the worst position, the big blind next hand")


def test_worst_position_otherwise_soonest_after_the_next_big_blind_never_the_sb() -> None:
    # Seat 3 (last BB) busted and is the SB position: never given; seat 6 is next after BB 4.
    table = Table(1, ("a", "b", None, "d", "e", None), previous=Positions(1, 2, 3))
    seat, why = worst_position(table)
    assert seat == 6 and "after the next big blind" in why


def test_late_entry_reasons_in_italian_and_romanian() -> None:
    seats = ("a", "b", None, "d", None, None, "g", None, "i", None)
    table = Table(1, seats, previous=Positions(2, 4, 7))
    assert late_entry_seats(table, language="it")[1] == (
        "Tavolo 1: qualsiasi posto libero tranne i posti da 4 (bottone) a 7 (piccolo buio) "
        "(TDA 8-A)."
    )
    assert late_entry_seats(Table(3, ("a", None)), language="ro")[1] == (
        "Masa 3: orice loc liber (nu s-a jucat încă nicio mână)."
    )


def test_a_late_entry_slip_in_romanian() -> None:
    room = Room((Table(1, ("a", "b", "c", None)), Table(2, ("d", "e", None, None))))
    _room, slip = seat_late_entry(room, "late", random.Random(3))
    assert slip.explanation_in("ro") == (
        f"Intră la Masa 2, locul {slip.to_seat}, tras la sorți dintre locurile libere ale "
        "meselor cu cei mai puțini jucători (2), în afara blindurilor."
    )
    assert slip.explanation_in("en") == slip.explanation


def test_worst_position_in_italian() -> None:
    table = Table(1, ("a", "b", "c", None, "e", None), previous=Positions(1, 2, 3))
    assert worst_position(table, language="it") == (
        4,
        "la posizione peggiore, grande buio alla prossima mano",
    )
