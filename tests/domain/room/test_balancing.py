"""Balancing, breaking and the final-table redraw, by TDA 10 and 11."""

from __future__ import annotations

import random

from tourney.domain.room.balancing import break_sequence, due_big_blind, holds, propose
from tourney.domain.room.button import Positions
from tourney.domain.room.seating import MoveReason
from tourney.domain.room.tables import Room, Table, TableSettings


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


# -- in Italian and Romanian ----------------------------------------------------------------


def _balance_move():
    source = table(2, 9, previous=Positions(3, 4, 5))
    target = Table(
        4, ("a", "b", None, "d", "e", "f", "g", "h", None, None), previous=Positions(9, 1, 2)
    )
    return propose(Room((table(1, 8), source, table(3, 8), target)), random.Random(1))


def test_a_balancing_move_is_explained_in_italian() -> None:
    proposal = _balance_move()
    assert proposal.explanation_in("it") == (
        "Tavolo 2 ha 9 giocatori, Tavolo 4 ne ha 7: il posto 6, prossimo grande buio, passa al "
        "Tavolo 4, posto 3, la posizione peggiore, grande buio alla prossima mano (TDA 11-A).",
    )
    assert proposal.moves[0].explanation_in("it") == (
        "Tavolo 2 ha 9 giocatori, Tavolo 4 ne ha 7: il posto 6, prossimo grande buio, passa al "
        "Tavolo 4, posto 3, la posizione peggiore, grande buio alla prossima mano."
    )


def test_a_balancing_move_is_explained_in_romanian() -> None:
    proposal = _balance_move()
    assert proposal.moves[0].explanation_in("ro") == (
        "Masa 2 are 9 jucători, Masa 4 are 7: locul 6, următorul blind mare, trece la Masa 4, "
        "locul 3, cea mai proastă poziție, blindul mare în mâna următoare."
    )


def test_english_explanations_are_the_english_text() -> None:
    proposal = _balance_move()
    assert proposal.explanation_in("en") == proposal.explanation
    assert proposal.moves[0].explanation_in("en") == proposal.moves[0].explanation


def test_a_break_and_a_hold_in_romanian_and_italian() -> None:
    room = Room((table(1, 10), table(2, 7), table(3, 9)))
    assert propose(room, random.Random(2)).explanation_in("ro")[0] == (
        "Masa 2 are 7 jucători, cu trei sau mai mulți mai puțin decât Masa 1 (10): acolo jocul "
        "se oprește până se fac mutările (TDA 11-D)."
    )
    broken = propose(Room((table(1, 7), table(2, 7), table(3, 6))), random.Random(4))
    assert broken.explanation_in("it") == (
        "20 giocatori stanno a 2 tavoli: si chiude Tavolo 3 (il prossimo nell'ordine di "
        "chiusura); i suoi giocatori vengono sorteggiati a caso nei posti liberi, prima ai "
        "tavoli con meno giocatori.",
    )
    slip = broken.moves[0]
    assert slip.explanation_in("ro") == (
        f"Masa 3 se închide: tras la sorți la Masa {slip.to_table}, locul {slip.to_seat}."
    )


def test_a_named_final_table_keeps_its_name_in_every_language() -> None:
    final = Table(2, table(2, 5).seats, name="Finale")
    proposal = propose(Room((table(1, 5), final), TableSettings(final_table=2)), random.Random(9))
    assert proposal.explanation_in("ro")[0] == (
        "10 jucători încap la o singură masă: toți sunt trași din nou la sorți pentru masa "
        "finală, Finale; trageți la sorți butonul înainte de prima ei mână."
    )
    slip = proposal.moves[0]
    assert slip.explanation_in("it") == (
        f"Risorteggiato a caso per il tavolo finale: Finale, posto {slip.to_seat}."
    )


def test_nothing_to_do_in_italian() -> None:
    proposal = propose(Room((table(1, 9), table(2, 8))), random.Random(1))
    assert proposal.explanation_in("it") == ("I tavoli sono bilanciati: niente da fare.",)
