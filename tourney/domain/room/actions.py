"""Director actions on tables: the seat draw, moves, balancing, buttons, hands, colour-ups.

As everywhere in the domain, ``check_<action>`` explains a refusal and ``<action>`` returns
the event. Random outcomes (the seat draw, the button draw, the final-table redraw, the chip
race's cards) are made here, with the ``rng`` passed in, and written into the event, so that
replay needs no randomness. The floor's proposal (balancing, breaking, the final-table
redraw) is :mod:`tourney.domain.room.proposal_actions`'s, listed here with the rest.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tourney.base.messages import message, plural_message, translate_in
from tourney.domain.entries.actions import active_entry
from tourney.domain.entries.entry import ordinal
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.levels.structure import AnteKind
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    ButtonSet,
    ChipRaced,
    DrawnTable,
    HandForHand,
    HandPlayed,
    PlayerMoved,
    SeatsDrawn,
    TableClosed,
    TableOpened,
    TablePositions,
)
from tourney.domain.room.button import AnteMode, BlindsPlan, Positions
from tourney.domain.room.button_draw import draw_for_button
from tourney.domain.room.button_known import hand_with_button
from tourney.domain.room.chip_race import chip_race
from tourney.domain.room.proposal_actions import (
    accept_moves,
    accept_proposal,
    button_asked,
    button_known,
    check_accept_moves,
    check_accept_proposal,
    check_button_known,
    proposal,
    proposal_label,
    room_proposal,
    tables_label,
)
from tourney.domain.room.seating import initial_draw
from tourney.domain.room.tables import Table
from tourney.domain.state import TournamentState

__all__ = [
    "accept_moves",
    "accept_proposal",
    "bust_hand",
    "button_asked",
    "button_known",
    "check_accept_moves",
    "check_accept_proposal",
    "check_button_known",
    "check_close_table",
    "check_draw_seats",
    "check_hand_for_hand",
    "check_move_player",
    "check_open_table",
    "check_set_button",
    "close_table",
    "draw_button",
    "draw_seats",
    "expected_positions",
    "hand_plan",
    "move_player",
    "next_hand",
    "open_table",
    "proposal",
    "proposal_label",
    "record_chip_race",
    "room_proposal",
    "set_button",
    "set_hand_for_hand",
    "tables_label",
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
    tables: list[DrawnTable] = []
    for table in room.tables:
        button = draw_for_button(table, rng)[0].button if table.count >= 2 else None
        seats = tuple(None if seat is None else int(seat) for seat in table.seats)
        tables.append(DrawnTable(table.number, seats, button))
    sizes = "/".join(str(t.count) for t in room.tables)
    label = message(
        # Translators: "Draw seats: 25 players at 3 tables (9/8/8)"
        "Draw seats: {players} at {tables} ({sizes})",
        players=plural_message("{count} player", "{count} players", room.player_count),
        tables=plural_message("{count} table", "{count} tables", len(room.tables)),
        sizes=sizes,
    )
    return Event(SeatsDrawn(tuple(tables)), _at(now), label)


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
    label = message(
        "Move {name} to table {table}, seat {seat}", name=state.name(number), table=table, seat=seat
    )
    return Event(PlayerMoved(number, (table, seat)), _at(now), label)


def check_open_table(state: TournamentState, number: int) -> None:
    """Refuse to open a table that is in play or badly numbered.

    Raises:
        DomainNotAllowedError: A table with that number is in play, or the number is not 1 to
            10,000.
    """
    if any(t.number == number for t in state.room.tables):
        raise DomainNotAllowedError("Table {number} is already in play.", number=number)
    if not 1 <= number <= 10_000:
        raise DomainNotAllowedError("Tables are numbered from 1, not {number}.", number=number)


def open_table(state: TournamentState, number: int, now: Now) -> Event:
    """Open an empty table ``number`` with the event's seats per table.

    Raises:
        DomainNotAllowedError: See :func:`check_open_table`.
    """
    check_open_table(state, number)
    payload = TableOpened(number, state.setup.tables.seats_per_table)
    return Event(payload, _at(now), message("Open table {number}", number=number))


def check_close_table(state: TournamentState, number: int) -> None:
    """Refuse to close a table that is not in play or not empty.

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


def close_table(state: TournamentState, number: int, now: Now) -> Event:
    """Close table ``number``, which must be empty.

    Raises:
        DomainNotAllowedError: See :func:`check_close_table`.
    """
    check_close_table(state, number)
    return Event(TableClosed(number), _at(now), message("Close table {number}", number=number))


# ----------------------------------------------------------------------------- buttons, hands


def check_set_button(state: TournamentState, table: int, seat: int) -> None:
    """Refuse a button on a seat where nobody sits.

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


def set_button(state: TournamentState, table: int, seat: int, now: Now) -> Event:
    """Put the button on ``seat`` for the table's next hand, as if it were the first.

    Raises:
        DomainNotAllowedError: See :func:`check_set_button`.
    """
    check_set_button(state, table, seat)
    label = message("Button to seat {seat} at table {table}", seat=seat, table=table)
    return Event(ButtonSet(table, seat), _at(now), label)


def draw_button(state: TournamentState, table: int, now: Now, rng: random.Random) -> Event:
    """Draw for the button at ``table`` (highest card by suit), the cards in the event.

    Raises:
        DomainNotAllowedError: No such table, or fewer than two players there.
    """
    drawn, notes = draw_for_button(_table(state, table), rng)
    assert drawn.button is not None  # the draw always gives the button to a player
    label = message("Draw for the button at table {table}", table=table)
    return Event(ButtonSet(table, drawn.button, tuple(notes)), _at(now), label)


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


def bust_hand(state: TournamentState, table: int, seat: int, now: Now) -> Positions:
    """The hand a director means by "the button was on ``seat``" when recording a bust-out.

    Raises:
        DomainNotAllowedError: No such table, fewer than two players there, or nobody sits at
            ``seat`` and the dead-button rule puts no button there.
    """
    known = button_known(state, table, now)
    return hand_with_button(
        _table(state, table),
        seat,
        confirmed=known.confirmed,
        heads_up_button_bb=state.setup.tables.button_posts_big_blind_heads_up,
    )


def expected_positions(
    state: TournamentState, entries: Iterable[int], now: Now
) -> tuple[TablePositions, ...]:
    """The hand Tourney expects at each table of ``entries`` whose button is confirmed.

    What the window's bust-out dialog proposes for the busting players' tables, for a
    bust-out sent without the hand's positions (a staff phone's): the hand being played, not
    the last one recorded. Tables whose button is unconfirmed are left out (nobody knows).
    """
    tables = sorted({seat[0] for number in entries if (seat := state.seat_of(number))})
    hands = []
    for table in tables:
        expected = button_known(state, table, now).expected
        if expected is not None:
            hands.append(TablePositions(table, expected.button, expected.sb, expected.bb))
    return tuple(hands)


def next_hand(state: TournamentState, table: int, now: Now) -> Event:
    """Deal ``table``'s next hand: its button and blinds become the table's button state.

    Raises:
        DomainNotAllowedError: See :func:`hand_plan`.
    """
    plan = hand_plan(state, table, now)
    payload = HandPlayed(table, plan.button, plan.sb, plan.bb)
    return Event(payload, _at(now), message("Next hand at table {table}", table=table))


def check_hand_for_hand(state: TournamentState, *, on: bool) -> None:
    """Refuse to start hand-for-hand twice, or to end it when it is not on.

    Raises:
        DomainNotAllowedError: The room already plays that way.
    """
    if state.clock.hand_for_hand == on:
        if on:
            raise DomainNotAllowedError("The room already plays hand-for-hand.")
        raise DomainNotAllowedError("The room does not play hand-for-hand.")


def set_hand_for_hand(state: TournamentState, now: Now, *, on: bool) -> Event:
    """Start or end hand-for-hand play.

    Raises:
        DomainNotAllowedError: See :func:`check_hand_for_hand`.
    """
    check_hand_for_hand(state, on=on)
    label = message("Start hand-for-hand") if on else message("End hand-for-hand")
    return Event(HandForHand(on), _at(now), label)


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
    payload = ChipRaced(
        table, removed, into, race.value_before, race.value_after, tuple(race.notes)
    )
    return Event(payload, _at(now), message("Chip race at table {table}", table=table))
