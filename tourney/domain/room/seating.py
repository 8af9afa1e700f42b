"""Seating: the initial draw, late entries, and the worst position.

* :func:`initial_draw` seats the field at random, spread evenly over the tables it needs
  (the button is then drawn for with cards: :mod:`tourney.domain.room.button_draw`).
* :func:`late_entry_seats` lists the open seats a late registrant or re-entry may get: any
  open seat except those from the button to the small blind (TDA 8-A), with the reason;
  :func:`seat_late_entry` draws one at random at the shortest tables.
* :func:`worst_position` is where a balanced player goes (TDA 11-A): the seat that posts the
  big blind soonest, never the small blind.

Every seat change comes with a :class:`MoveSlip` for the floor.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from enum import Enum

from tourney.base.messages import Message, message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.tables import PlayerId, Room, Table, TableSettings

__all__ = [
    "MoveReason",
    "MoveSlip",
    "initial_draw",
    "late_entry_seats",
    "seat_late_entry",
    "table_label",
    "worst_position",
    "worst_position_note",
]


class MoveReason(Enum):
    """Why a player changes seat."""

    LATE_ENTRY = "late_entry"
    BALANCE = "balance"
    BREAK = "break"
    FINAL_TABLE = "final_table"


@dataclass(frozen=True, slots=True)
class MoveSlip:
    """A move slip: who goes where, and why.

    Attributes:
        player: The player.
        from_table: The table left (``None`` for a late entry).
        from_seat: The seat left (``None`` for a late entry).
        to_table: The new table.
        to_seat: The new seat.
        stack: The chips the player carries, when known.
        reason: Why the player moves.
        explanation: One sentence for the director, in English.
        note: The same sentence unsaid, for :meth:`explanation_in` another language.
    """

    player: PlayerId
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    stack: int | None
    reason: MoveReason
    explanation: str
    note: Message | None = None

    def explanation_in(self, language: str) -> str:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        if self.note is None or language == "en":
            return self.explanation
        return _sentence(self.note.translated(language))


def table_label(table: Table) -> Message | str:
    """How explanations name ``table``: its name, or "Table N" in the sentence's language."""
    return table.label_note


def _sentence(text: str) -> str:
    """``text`` with a capital first letter (a table's name may start in lower case)."""
    return f"{text[:1].upper()}{text[1:]}"


def initial_draw(
    players: Sequence[PlayerId],
    rng: random.Random,
    *,
    settings: TableSettings | None = None,
    blocked: Mapping[int, Iterable[int]] | None = None,
) -> Room:
    """Seat the field at random over the fewest tables that hold it, spread evenly.

    Args:
        players: Every player to seat.
        rng: The randomness for the draw.
        settings: The event's table settings (default: 10-seat tables).
        blocked: Reserved seats per table number, kept empty.

    Raises:
        DomainNotAllowedError: A player is listed twice, or nobody is listed.
    """
    settings = settings or TableSettings()
    blocked = blocked or {}
    if len(set(players)) != len(players):
        raise DomainNotAllowedError("a player cannot be drawn for two seats")
    if not players:
        raise DomainNotAllowedError("there is nobody to seat")
    size = settings.seats_per_table
    tables: list[Table] = []
    capacity = 0
    number = 0
    while capacity < len(players):
        number += 1
        reserved = frozenset(blocked.get(number, ()))
        table = Table(number, (None,) * size, blocked=reserved)
        if table.capacity == 0:
            raise DomainNotAllowedError("every seat at table {number} is reserved", number=number)
        tables.append(table)
        capacity += table.capacity
    counts = _spread(len(players), [t.capacity for t in tables], rng)
    shuffled = list(players)
    rng.shuffle(shuffled)
    seated: list[Table] = []
    for table, count in zip(tables, counts, strict=True):
        seats = list(table.seats)
        for seat in rng.sample(table.open_seats, count):
            seats[seat - 1] = shuffled.pop()
        seated.append(Table(table.number, tuple(seats), blocked=table.blocked))
    return Room(tuple(seated), settings)


def _spread(total: int, capacities: Sequence[int], rng: random.Random) -> list[int]:
    """Split ``total`` players over tables as evenly as their capacities allow."""
    counts = [0] * len(capacities)
    order = list(range(len(capacities)))
    rng.shuffle(order)
    for _ in range(total):
        candidates = [i for i in order if counts[i] < capacities[i]]
        smallest = min(counts[i] for i in candidates)
        pick = next(i for i in candidates if counts[i] == smallest)
        counts[pick] += 1
    return counts


def _between_button_and_sb(table: Table) -> tuple[set[int], Message | None]:
    """The seats from the next hand's button to its small blind, and how to say so."""
    if table.previous is not None:
        button, sb = table.previous.sb, table.previous.bb
    elif table.button is not None and table.count >= 2:
        button, sb = table.button, _next_occupied(table, table.button)
    else:
        return set(), None
    size = table.size
    span = {(button + k - 1) % size + 1 for k in range((sb - button) % size + 1)}
    return span, message("seats {button} (button) to {sb} (small blind)", button=button, sb=sb)


def _next_occupied(table: Table, seat: int) -> int:
    """The first occupied seat clockwise after ``seat`` (the table has a player)."""
    size = table.size
    for k in range(1, size + 1):
        candidate = (seat + k - 1) % size + 1
        if table.seats[candidate - 1] is not None:
            return candidate
    raise DomainNotAllowedError("{table} has no players", table=table.label_note)


def late_entry_seats(table: Table, *, language: str = "en") -> tuple[tuple[int, ...], str]:
    """The open seats a late registrant or re-entry may get at ``table``, and why.

    A newcomer is never seated from the button to the small blind of the next hand (TDA 8-A):
    he would be dealt in ahead of the blinds. ``language`` (``en``, ``it``, ``ro``) is the
    reason's.

    Raises:
        UnknownLanguageError: ``language`` is not one of those.
    """
    excluded, words = _between_button_and_sb(table)
    seats = tuple(s for s in table.open_seats if s not in excluded)
    label = table_label(table)
    if words is None:
        note = message("{table}: any open seat (no hand played yet).", table=label)
    else:
        note = message("{table}: any open seat except {words} (TDA 8-A).", table=label, words=words)
    return seats, note.translated(language)


def seat_late_entry(
    room: Room,
    player: PlayerId,
    rng: random.Random,
    *,
    stack: int | None = None,
) -> tuple[Room, MoveSlip]:
    """Seat a late registrant or re-entry at a random qualifying seat of a shortest table.

    A newcomer is dealt in except between the button and the small blind (TDA 8-A): he gets a
    seat outside that span when a table has one; when the only open seats are in it, he sits
    there and waits for the button to pass (he is dealt in from the next hand that reaches
    him), rather than open a table for one player.

    Raises:
        DomainNotAllowedError: The player is already seated, or no seat is open at all (open
            a table first).
    """
    if any(player in t for t in room.tables):
        raise DomainNotAllowedError("player {player} is already seated", player=player)
    choices = [(t, late_entry_seats(t)[0]) for t in room.tables]
    choices = [(t, seats) for t, seats in choices if seats]
    waits = not choices
    if waits:
        choices = [(t, t.open_seats) for t in room.tables if t.open_seats]
    if not choices:
        raise DomainNotAllowedError(
            "no seat is open for player {player}: open a new table", player=player
        )
    fewest = min(t.count for t, _ in choices)
    candidates = [(t.number, s) for t, seats in choices if t.count == fewest for s in seats]
    number, seat = rng.choice(candidates)
    table = room.table(number)
    if waits:
        note = message(
            "Enters at {table} seat {seat}, the only open seats being between the button and "
            "the small blind: dealt in once the button has passed (TDA 8-A).",
            table=table_label(table),
            seat=seat,
        )
    else:
        note = message(
            "Enters at {table} seat {seat}, drawn at random among the open seats of the "
            "shortest tables ({fewest} players), outside the blinds.",
            table=table_label(table),
            seat=seat,
            fewest=fewest,
        )
    slip = MoveSlip(
        player, None, None, number, seat, stack, MoveReason.LATE_ENTRY, note.translated("en"), note
    )
    return room.with_tables([table.seat(player, seat)]), slip


def worst_position(table: Table, *, language: str = "en") -> tuple[int, str]:
    """The open seat a balanced player takes at ``table`` (TDA 11-A), and its description.

    See :func:`worst_position_note`; ``language`` (``en``, ``it``, ``ro``) is the
    description's.

    Raises:
        DomainNotAllowedError: The table has no open seat.
        UnknownLanguageError: ``language`` is not one of those.
    """
    seat, note = worst_position_note(table)
    return seat, note.translated(language)


def worst_position_note(table: Table) -> tuple[int, Message]:
    """The open seat a balanced player takes at ``table`` (TDA 11-A), its description unsaid.

    The worst position posts the big blind soonest: the first open seat clockwise after last
    hand's big blind (that is the next big blind if it comes before the player due it), never
    the small blind.

    Raises:
        DomainNotAllowedError: The table has no open seat.
    """
    open_seats = table.open_seats
    if not open_seats:
        raise DomainNotAllowedError("{table} has no open seat", table=table.label_note)
    anchor = _big_blind_anchor(table)
    if anchor is None:
        return open_seats[0], message("an open seat (no hand played yet)")
    size = table.size
    occupied = set(table.occupied)
    passed_player = False
    for k in range(1, size):
        seat = (anchor + k - 1) % size + 1
        if seat in occupied:
            passed_player = True
        elif seat in open_seats:
            if passed_player:
                return seat, message(
                    "the worst position, big blind soonest after the next big blind"
                )
            return seat, message("the worst position, the big blind next hand")
    return anchor, message("the only open seat, the small blind")


def _big_blind_anchor(table: Table) -> int | None:
    """The seat after which the next big blind is sought.

    That is last hand's big blind, or before the first hand the seat after the button (the
    small blind, or heads-up the other player).
    """
    if table.previous is not None:
        return table.previous.bb
    if table.button is not None and table.count >= 1:
        return _next_occupied(table, table.button)
    return None
