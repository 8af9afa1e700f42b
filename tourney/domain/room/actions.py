"""Director actions on tables: the seat draw, moves, balancing, buttons, hands, colour-ups.

As everywhere in the domain, ``check_<action>`` explains a refusal and ``<action>`` returns
the event. Random outcomes (the seat draw, the button draw, the final-table redraw, the chip
race's cards) are made here, with the ``rng`` passed in, and written into the event, so that
replay needs no randomness.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tourney.base.messages import plural_message, translate_in
from tourney.domain.entries.actions import active_entry
from tourney.domain.entries.entry import ordinal
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.levels.structure import AnteKind
from tourney.domain.log.events import Event
from tourney.domain.room.balancing import Proposal, propose
from tourney.domain.room.button import AnteMode, BlindsPlan
from tourney.domain.room.chip_race import chip_race
from tourney.domain.room.seating import MoveReason, draw_for_button, initial_draw
from tourney.domain.room.tables import Table
from tourney.domain.serialize import notes_to_json
from tourney.domain.state import TournamentState

__all__ = [
    "accept_proposal",
    "check_accept_proposal",
    "check_draw_seats",
    "check_move_player",
    "close_table",
    "draw_button",
    "draw_seats",
    "hand_plan",
    "move_player",
    "next_hand",
    "open_table",
    "proposal",
    "record_chip_race",
    "set_button",
    "set_hand_for_hand",
]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def _table(state: TournamentState, number: int) -> Table:
    return state.room.table(number)


# ----------------------------------------------------------------------------- the seat draw


def check_draw_seats(state: TournamentState) -> None:
    """Refuse a second seat draw, or a draw with fewer than two players.

    Raises:
        DomainNotAllowedError: The seats were drawn already, or fewer than two are registered.
    """
    if state.seats_drawn:
        raise DomainNotAllowedError("The seats have been drawn already.")
    if state.players_left < 2:
        raise DomainNotAllowedError("The seat draw needs at least two registered players.")


def draw_seats(state: TournamentState, now: Now, rng: random.Random) -> Event:
    """Seat every registered entry at random, spread evenly, and draw each table's button.

    Raises:
        DomainNotAllowedError: See :func:`check_draw_seats`.
    """
    check_draw_seats(state)
    room = initial_draw([e.number for e in state.active()], rng, settings=state.room.settings)
    tables: list[dict[str, Any]] = []
    for table in room.tables:
        button = draw_for_button(table, rng)[0].button if table.count >= 2 else None
        tables.append({"number": table.number, "seats": list(table.seats), "button": button})
    sizes = "/".join(str(t.count) for t in room.tables)
    players, count = room.player_count, len(room.tables)
    label = (
        f"Draw seats: {players} player{'s' if players != 1 else ''} "
        f"at {count} table{'s' if count != 1 else ''} ({sizes})"
    )
    return Event("seats_drawn", {"tables": tables}, _at(now), label)


# ----------------------------------------------------------------------------- moves


@dataclass(frozen=True, slots=True)
class _Nth:
    """The rank of a player joining a table: ``4th``, ``4°`` (Italian), ``4-lea`` (Romanian)."""

    number: int

    def translated(self, language: str) -> str:
        """The rank in ``language``."""
        # Translators: a player's rank at a table ("an 11th player"): {ordinal} is the English
        # ordinal, {number} the bare number ("11°", "11-lea")
        return translate_in(
            language,
            "joining a table",
            "{ordinal}",
            ordinal=ordinal(self.number),
            number=self.number,
        )


def check_move_player(state: TournamentState, number: int, table: int, seat: int) -> None:
    """Refuse to move entry ``number`` to ``table`` seat ``seat``.

    Raises:
        DomainNotAllowedError: The entry busted, the table is not in play or full, the seat is
            outside it, reserved or taken.
    """
    active_entry(state, number)
    target = _table(state, table)
    if number in target and target.seat_of(number) == seat:
        raise DomainNotAllowedError(
            "{name} already sits at {table} seat {seat}.",
            name=state.name(number),
            table=target.label_note,
            seat=seat,
        )
    if number not in target and target.count >= target.capacity:
        nth = _Nth(target.count + 1)
        full = {"nth": nth, "seats": target.capacity, "table": target.label_note}
        if ordinal(nth.number).startswith(("8", "11", "18")):
            raise DomainNotAllowedError(
                "An {nth} player cannot sit at a {seats}-seat table ({table} is full).", **full
            )
        raise DomainNotAllowedError(
            "A {nth} player cannot sit at a {seats}-seat table ({table} is full).", **full
        )
    if not 1 <= seat <= target.size:
        raise DomainNotAllowedError(
            "{table} has seats 1 to {size}: there is no seat {seat}.",
            table=target.label_note,
            size=target.size,
            seat=seat,
        )
    if seat in target.blocked:
        raise DomainNotAllowedError(
            "Seat {seat} at {table} is reserved.", seat=seat, table=target.label_note
        )
    taken = target.player_at(seat)
    if taken is not None:
        raise DomainNotAllowedError(
            "Seat {seat} at {table} is taken by {name}.",
            seat=seat,
            table=target.label_note,
            name=state.name(int(taken)),
        )


def move_player(state: TournamentState, number: int, table: int, seat: int, now: Now) -> Event:
    """Move entry ``number`` to ``table`` seat ``seat`` (the director's choice).

    Raises:
        DomainNotAllowedError: See :func:`check_move_player`.
    """
    check_move_player(state, number, table, seat)
    data = {"entry": number, "to": [table, seat], "reason": "director"}
    label = f"Move {state.name(number)} to table {table}, seat {seat}"
    return Event("player_moved", data, _at(now), label)


def proposal(state: TournamentState, rng: random.Random) -> Proposal:
    """What the floor should do now: close, break, redraw or balance tables (not yet done)."""
    return propose(state.room, rng)


def check_accept_proposal(state: TournamentState, accepted: Proposal) -> None:
    """Refuse a proposal made for a room that has changed since.

    Raises:
        DomainNotAllowedError: The proposal has nothing to do, or a player is no longer where
            it says.
    """
    if accepted.nothing_to_do:
        raise DomainNotAllowedError("The tables are balanced: there is nothing to accept.")
    for slip in accepted.moves:
        where = state.seat_of(int(slip.player))
        if where != (slip.from_table, slip.from_seat):
            raise DomainNotAllowedError(
                "{name} has moved since the proposal was made: ask for a new one.",
                name=state.name(int(slip.player)),
            )


def accept_proposal(
    state: TournamentState, accepted: Proposal, now: Now, rng: random.Random
) -> Event:
    """Make the proposal's moves; after a final-table redraw, draw that table's button.

    Raises:
        DomainNotAllowedError: See :func:`check_accept_proposal`.
    """
    check_accept_proposal(state, accepted)
    moves = [
        {
            "entry": slip.player,
            "from": [slip.from_table, slip.from_seat],
            "to": [slip.to_table, slip.to_seat],
            "reason": slip.reason.value,
        }
        for slip in accepted.moves
    ]
    data: dict[str, Any] = {
        "moves": moves,
        "closed": list(accepted.closed),
        "final_redraw": accepted.final_redraw,
        "final_table": None,
        "button": None,
    }
    if accepted.final_redraw:
        final = accepted.room.tables[0]
        data["final_table"] = final.number
        data["button"] = draw_for_button(final, rng)[0].button
        label = f"Final-table redraw at table {final.number}"
    elif any(s.reason is MoveReason.BREAK for s in accepted.moves):
        broken = sorted({s.from_table or 0 for s in accepted.moves if s.reason is MoveReason.BREAK})
        label = "Break table " + ", ".join(str(n) for n in broken)
    elif moves:
        label = f"Balance tables ({len(moves)} move{'s' if len(moves) > 1 else ''})"
    else:
        label = "Close table " + ", ".join(str(n) for n in accepted.closed)
    return Event("proposal_accepted", data, _at(now), label)


def open_table(state: TournamentState, number: int, now: Now) -> Event:
    """Open an empty table ``number`` with the event's seats per table.

    Raises:
        DomainNotAllowedError: A table with that number is in play.
    """
    if any(t.number == number for t in state.room.tables):
        raise DomainNotAllowedError("Table {number} is already in play.", number=number)
    if number < 1:
        raise DomainNotAllowedError("Tables are numbered from 1, not {number}.", number=number)
    data = {"table": number, "seats": state.setup.tables.seats_per_table}
    return Event("table_opened", data, _at(now), f"Open table {number}")


def close_table(state: TournamentState, number: int, now: Now) -> Event:
    """Close table ``number``, which must be empty.

    Raises:
        DomainNotAllowedError: No such table, or players still sit there.
    """
    table = _table(state, number)
    if table.count:
        raise DomainNotAllowedError(
            plural_message(
                "{table} still has {count} player.",
                "{table} still has {count} players.",
                table.count,
                table=table.label_note,
            )
        )
    return Event("table_closed", {"table": number}, _at(now), f"Close table {number}")


# ----------------------------------------------------------------------------- buttons, hands


def set_button(state: TournamentState, table: int, seat: int, now: Now) -> Event:
    """Put the button on ``seat`` for the table's next hand, as if it were the first.

    Raises:
        DomainNotAllowedError: No such table, or nobody sits at that seat.
    """
    target = _table(state, table)
    if not 1 <= seat <= target.size or target.player_at(seat) is None:
        raise DomainNotAllowedError(
            "The button must go to a player; seat {seat} at {table} is empty.",
            seat=seat,
            table=target.label_note,
        )
    data = {"table": table, "seat": seat}
    return Event("button_set", data, _at(now), f"Button to seat {seat} at table {table}")


def draw_button(state: TournamentState, table: int, now: Now, rng: random.Random) -> Event:
    """Draw for the button at ``table`` (highest card by suit), the cards in the event.

    Raises:
        DomainNotAllowedError: No such table, or fewer than two players there.
    """
    drawn, notes = draw_for_button(_table(state, table), rng)
    data = {"table": table, "seat": drawn.button, "explanation": notes_to_json(notes)}
    return Event("button_set", data, _at(now), f"Draw for the button at table {table}")


def _ante_mode(kind: AnteKind) -> AnteMode:
    return {
        AnteKind.NONE: AnteMode.NONE,
        AnteKind.CLASSIC: AnteMode.EVERY_PLAYER,
        AnteKind.BIG_BLIND: AnteMode.BIG_BLIND,
    }[kind]


def hand_plan(state: TournamentState, table: int, now: Now) -> BlindsPlan:
    """Who has the button and posts what in ``table``'s next hand, with the reasons.

    Raises:
        DomainNotAllowedError: No such table, fewer than two players, or no button yet.
    """
    level = state.level_at(now)
    ante = _ante_mode(level.ante_kind) if level.ante else AnteMode.NONE
    settings = state.setup.tables
    return _table(state, table).plan(
        ante=ante, heads_up_button_bb=settings.button_posts_big_blind_heads_up
    )


def next_hand(state: TournamentState, table: int, now: Now) -> Event:
    """Deal ``table``'s next hand: its button and blinds become the table's button state.

    Raises:
        DomainNotAllowedError: See :func:`hand_plan`.
    """
    plan = hand_plan(state, table, now)
    data = {"table": table, "button": plan.button, "sb": plan.sb, "bb": plan.bb}
    return Event("hand_played", data, _at(now), f"Next hand at table {table}")


def set_hand_for_hand(state: TournamentState, now: Now, *, on: bool) -> Event:
    """Start or end hand-for-hand play.

    Raises:
        DomainNotAllowedError: The room already plays that way.
    """
    if state.clock.hand_for_hand == on:
        if on:
            raise DomainNotAllowedError("The room already plays hand-for-hand.")
        raise DomainNotAllowedError("The room does not play hand-for-hand.")
    label = "Start hand-for-hand" if on else "End hand-for-hand"
    return Event("hand_for_hand", {"on": on}, _at(now), label)


def record_chip_race(
    state: TournamentState,
    table: int,
    *,
    counts: Mapping[int, int],
    others: Mapping[int, int],
    removed: int,
    into: int,
    now: Now,
    rng: random.Random,
) -> Event:
    """Race off ``table``'s chips of ``removed`` into ``into`` and record the result.

    Args:
        state: The tournament.
        table: The table racing.
        counts: Each seat's chips of the removed denomination.
        others: The value of each seat's other chips.
        removed: The value leaving play.
        into: The lowest value still in play.
        now: The moment.
        rng: Shuffles the deck for the race.

    Raises:
        DomainError: No such table, a count for an empty seat, or a bad count or value.
    """
    target = _table(state, table)
    for seat in counts:
        if target.player_at(seat) is None:
            raise DomainNotAllowedError(
                "Seat {seat} at {table} is empty: it has no chips to race.",
                seat=seat,
                table=target.label_note,
            )
    race = chip_race(counts, removed=removed, into=into, others=others, rng=rng)
    data = {
        "table": table,
        "removed": removed,
        "into": into,
        "value_before": race.value_before,
        "value_after": race.value_after,
        "explanation": notes_to_json(race.notes),
    }
    return Event("chip_race", data, _at(now), f"Chip race at table {table}")
