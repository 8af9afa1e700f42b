"""The director changes a balancing or break move: other destinations, checked again.

A :class:`~tourney.domain.room.balancing.Proposal` is a frozen value; changing one move's
destination gives a new proposal, but only after the whole set of moves is made on a copy of
the room (the way the reducer makes them: everyone who moves stands up, then sits down), so a
seat taken, reserved or at a table that closes is refused before anything is stored. No Qt.
"""

from __future__ import annotations

from dataclasses import replace

from tourney.base.messages import message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.balancing import Proposal
from tourney.domain.room.seating import MoveSlip
from tourney.domain.room.tables import Room

__all__ = ["change_destination", "destinations", "room_after"]


def room_after(room: Room, moves: tuple[MoveSlip, ...], closed: tuple[int, ...]) -> Room:
    """``room`` once ``moves`` are made and the ``closed`` tables are gone.

    Raises:
        DomainNotAllowedError: A destination is taken, reserved, outside its table, or at a
            table that closes; or a player is not where the move starts.
    """
    tables = {t.number: t for t in room.tables}
    for slip in moves:
        number = slip.from_table
        if number is None or number not in tables or slip.player not in tables[number]:
            raise DomainNotAllowedError(
                "Player {player} is no longer at table {number}.", player=slip.player, number=number
            )
        tables[number] = tables[number].remove(slip.player)
    for slip in moves:
        if slip.to_table in closed:
            raise DomainNotAllowedError(
                "Table {number} closes with these moves: choose a seat at another table.",
                number=slip.to_table,
            )
        target = tables.get(slip.to_table)
        if target is None:
            raise DomainNotAllowedError("There is no table {number} in play.", number=slip.to_table)
        tables[slip.to_table] = target.seat(slip.player, slip.to_seat)
    return room.with_tables(tables.values(), drop=closed)


def destinations(room: Room, accepted: Proposal, index: int) -> tuple[tuple[int, int], ...]:
    """The ``(table, seat)`` pairs move ``index`` may go to instead, the others unchanged."""
    slip = accepted.moves[index]
    others = tuple(m for i, m in enumerate(accepted.moves) if i != index)
    try:
        after = room_after(room, others, ())
    except DomainNotAllowedError:
        return ()
    if slip.from_table is not None and slip.player in after.table(slip.from_table):
        after = after.with_tables([after.table(slip.from_table).remove(slip.player)])
    return tuple(
        (table.number, seat)
        for table in after.tables
        if table.number not in accepted.closed and table.number != slip.from_table
        for seat in table.open_seats
        if (table.number, seat) != (slip.to_table, slip.to_seat)
    )


def change_destination(
    room: Room, accepted: Proposal, index: int, table: int, seat: int
) -> Proposal:
    """``accepted`` with move ``index`` going to ``table`` seat ``seat``, checked again.

    Raises:
        DomainNotAllowedError: The moves no longer fit the room (see :func:`room_after`).
    """
    if not 0 <= index < len(accepted.moves):
        raise DomainNotAllowedError("There is no such move in the proposal.")
    old = accepted.moves[index]
    said = message(
        "The director chose table {table}, seat {seat} instead of table {old_table}, seat "
        "{old_seat}.",
        table=table,
        seat=seat,
        old_table=old.to_table,
        old_seat=old.to_seat,
    )
    note = said.translated("en")
    slip = replace(old, to_table=table, to_seat=seat, explanation=note, note=said)
    moves = (*accepted.moves[:index], slip, *accepted.moves[index + 1 :])
    after = room_after(room, moves, accepted.closed)
    notes = (*accepted.notes, said) if len(accepted.notes) == len(accepted.explanation) else ()
    return replace(
        accepted,
        moves=moves,
        room=after,
        explanation=(*accepted.explanation, note),
        notes=notes,
    )
