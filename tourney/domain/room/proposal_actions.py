"""The floor's proposal as actions: balancing, breaking tables, the final-table redraw.

:func:`room_proposal` is what every screen shows for a room (the window, the TV, every
phone); ``accept_*`` turn a proposal, or the moves a phone shows, into the event. Balancing
moves the player due the big blind (TDA 11-A), which Tourney knows only while a table's
button is confirmed (:func:`button_known`, :func:`check_button_known`).
:mod:`tourney.domain.room.actions` lists these with the other table actions.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tourney.base.messages import Message, message, plural_message
from tourney.domain.entries.actions import active_entry
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import Move, ProposalAccepted
from tourney.domain.room.balancing import Proposal, propose
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.button_known import ButtonKnown, knowledge
from tourney.domain.room.seating import MoveReason
from tourney.domain.state import TournamentState

__all__ = [
    "accept_moves",
    "accept_proposal",
    "button_asked",
    "button_known",
    "check_accept_moves",
    "check_accept_proposal",
    "check_button_known",
    "proposal",
    "proposal_label",
    "room_proposal",
    "tables_label",
]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def proposal(state: TournamentState, rng: random.Random) -> Proposal:
    """What the floor should do now: close, break, redraw or balance tables (not yet done)."""
    return propose(state.room, rng)


def room_proposal(state: TournamentState) -> Proposal:
    """The proposal every screen shows for this room: the window, the TV and every phone.

    The seats a broken table's players are drawn to come from a generator seeded by the log's
    position, so each screen (and the window after a restart) shows the same moves for the
    same room, and a phone accepting what it saw accepts what the window saw.
    """
    return propose(state.room, random.Random(f"proposal:{state.last_seq}"))


def button_asked(state: TournamentState, sources: Sequence[int], now: Now) -> int | None:
    """The first of ``sources`` whose button Tourney is not sure of at ``now``, or ``None``.

    A balancing move takes the player due the big blind at its source table (TDA 11-A);
    Tourney knows who that is only while the table's button is confirmed.
    """
    for source in sources:
        in_play = any(t.number == source for t in state.room.tables)
        if in_play and not button_known(state, source, now).confirmed:
            return source
    return None


def check_button_known(state: TournamentState, sources: Sequence[int], now: Now) -> None:
    """Refuse balancing moves out of a table whose button Tourney is not sure of.

    Raises:
        DomainNotAllowedError: Where the button is at one of ``sources`` is not confirmed.
    """
    table = button_asked(state, sources, now)
    if table is not None:
        raise DomainNotAllowedError(
            "Where is the button at {table}? Balancing moves the player due the big blind: "
            "set the button at that table first (the player who has it), then accept.",
            table=state.room.table(table).label_note,
        )


def check_accept_proposal(state: TournamentState, accepted: Proposal) -> None:
    """Refuse a proposal made for a room that has changed since.

    Raises:
        DomainNotAllowedError: The proposal has nothing to do, or a player is no longer where
            it says.
    """
    if accepted.nothing_to_do:
        raise DomainNotAllowedError("The tables are balanced: there is nothing to accept.")
    check_accept_moves(state, [_move(slip) for slip in accepted.moves], accepted.closed)


def _move(slip: object) -> Move:
    from tourney.domain.room.seating import MoveSlip

    assert isinstance(slip, MoveSlip)
    return Move(
        int(slip.player),
        (slip.from_table or 0, slip.from_seat or 0),
        (slip.to_table, slip.to_seat),
        slip.reason,
    )


def check_accept_moves(
    state: TournamentState, moves: Sequence[Move], closed: Sequence[int]
) -> None:
    """Refuse moves (a balancing, a table break, a redraw) that no longer fit the room.

    Raises:
        DomainNotAllowedError: A player is no longer where the move says, has busted out, is
            moved twice, a seat is taken twice or is not free, or a table to close is not
            empty once the moves are made.
    """
    movers = [move.entry for move in moves]
    if len(set(movers)) != len(movers):
        raise DomainNotAllowedError("A player is moved twice in one proposal.")
    targets = [move.to for move in moves]
    if len(set(targets)) != len(targets):
        raise DomainNotAllowedError("Two players are moved to the same seat.")
    for move in moves:
        active_entry(state, move.entry)
        if state.seat_of(move.entry) != move.origin:
            raise DomainNotAllowedError(
                "{name} has moved since the proposal was made: ask for a new one.",
                name=state.name(move.entry),
            )
    leaving = {move.origin for move in moves}
    closing = set(closed)
    for move in moves:
        table, seat = move.to
        target = state.room.table(table)
        if table in closing:
            raise DomainNotAllowedError(
                "{table} is closed by the same proposal.", table=target.label_note
            )
        if not 1 <= seat <= target.size or seat in target.blocked:
            raise DomainNotAllowedError(
                "{table} has seats 1 to {size}: there is no seat {seat}.",
                table=target.label_note,
                size=target.size,
                seat=seat,
            )
        taken = target.player_at(seat)
        if taken is not None and (table, seat) not in leaving:
            raise DomainNotAllowedError(
                "Seat {seat} at {table} is taken by {name}.",
                seat=seat,
                table=target.label_note,
                name=state.name(int(taken)),
            )
    for number in closed:
        gone = state.room.table(number)
        staying = [p for p in gone.players() if p not in movers]
        if staying:
            raise DomainNotAllowedError(
                "{table} still has {count} players.", table=gone.label_note, count=len(staying)
            )


def accept_proposal(
    state: TournamentState, accepted: Proposal, now: Now, rng: random.Random
) -> Event:
    """Make the proposal's moves; after a final-table redraw, draw that table's button.

    Raises:
        DomainNotAllowedError: See :func:`check_accept_proposal`.
    """
    check_accept_proposal(state, accepted)
    moves = tuple(_move(slip) for slip in accepted.moves)
    final_table = button = None
    draw: tuple[Message, ...] | None = None
    if accepted.final_redraw:
        final = accepted.room.tables[0]
        final_table = final.number
        drawn, notes = draw_for_button(final, rng)
        button, draw = drawn.button, tuple(notes)  # the cards, shown as any draw's
    payload = ProposalAccepted(moves, tuple(accepted.closed), final_table, button, draw)
    return Event(payload, _at(now), proposal_label(payload))


def accept_moves(
    state: TournamentState,
    moves: Sequence[Move],
    closed: Sequence[int],
    now: Now,
    rng: random.Random,
    *,
    final_redraw: bool = False,
) -> Event:
    """Make moves a device sends (a proposal by its moves); a final redraw draws the button.

    Raises:
        DomainNotAllowedError: Nothing to do, or see :func:`check_accept_moves`; a final
            redraw that does not leave exactly one table.
    """
    if not moves and not closed:
        raise DomainNotAllowedError("The tables are balanced: there is nothing to accept.")
    check_accept_moves(state, moves, closed)
    final_table = button = None
    draw: tuple[Message, ...] | None = None
    if final_redraw:
        targets = {move.to[0] for move in moves}
        staying = {t.number for t in state.room.tables} - set(closed)
        if len(targets) != 1 or staying != targets:
            raise DomainNotAllowedError("A final-table redraw seats everybody at one table.")
        (final_table,) = targets
        after = state.room.table(final_table)
        for move in moves:
            if after.seat_of(move.entry) is not None:
                after = after.remove(move.entry)
        for move in moves:
            after = after.seat(move.entry, move.to[1])
        drawn, notes = draw_for_button(after, rng)
        button, draw = drawn.button, tuple(notes)
    payload = ProposalAccepted(tuple(moves), tuple(closed), final_table, button, draw)
    return Event(payload, _at(now), proposal_label(payload))


def proposal_label(payload: ProposalAccepted) -> Message:
    """What accepting the proposal says: a redraw, a table broken, a balancing, a closing."""
    if payload.final_table is not None:
        return message("Final-table redraw at table {table}", table=payload.final_table)
    broken = sorted({m.origin[0] for m in payload.moves if m.reason is MoveReason.BREAK})
    if broken:
        return tables_label(broken, broken=True)
    if payload.moves:
        return plural_message(
            "Balance tables ({count} move)", "Balance tables ({count} moves)", len(payload.moves)
        )
    return tables_label(list(payload.closed), broken=False)


def tables_label(numbers: Sequence[int], *, broken: bool) -> Message:
    """Break or close tables: ``Break table 2``, ``Close table 2, 3``."""
    if len(numbers) == 1:
        (number,) = numbers
        if broken:
            return message("Break table {number}", number=number)
        return message("Close table {number}", number=number)
    first, others = str(numbers[0]), ", ".join(str(n) for n in numbers[1:])
    if broken:
        return message("Break table {first}, {others}", first=first, others=others)
    return message("Close table {first}, {others}", first=first, others=others)


def button_known(state: TournamentState, table: int, now: Now) -> ButtonKnown:
    """How sure Tourney is of ``table``'s button at ``now``, and the hand it expects there.

    Raises:
        DomainNotAllowedError: No such table.
    """
    settings = state.setup.tables
    return knowledge(
        state.room.table(table),
        state.clock,
        now,
        heads_up_button_bb=settings.button_posts_big_blind_heads_up,
    )
