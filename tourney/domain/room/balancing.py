"""Balancing and breaking tables, and the final-table redraw, as explained proposals.

After every bust-out, :func:`propose` says what the floor must do, in this order:

1. close tables left empty;
2. the final-table redraw when everyone fits at one table;
3. otherwise break tables, in the predetermined order, while the players fit at one table
   fewer; their players are drawn at random into the open seats, shortest tables first
   (TDA 10-B);
4. balance while the largest and smallest tables differ by the setting (TDA 11): from the
   largest table the player due the big blind next moves to the worst position at the
   smallest table (never the small blind; the single big blind seat when there is one).

Tables three or more players short of the largest are flagged to hold play until the moves
are made (TDA 11-D). Each move comes with a :class:`~tourney.domain.room.seating.MoveSlip`.

The explanations are English; :meth:`Proposal.explanation_in` and
:meth:`MoveSlip.explanation_in <tourney.domain.room.seating.MoveSlip.explanation_in>` say them in
Italian or Romanian.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from tourney.base.messages import Message, message, plural_message
from tourney.domain.room.seating import MoveReason, MoveSlip, table_label, worst_position_note
from tourney.domain.room.tables import PlayerId, Room, Table

__all__ = ["Proposal", "break_sequence", "due_big_blind", "holds", "propose"]


@dataclass(frozen=True, slots=True)
class Proposal:
    """What the floor must do now, and the room once it is done.

    Attributes:
        moves: The move slips, in the order to make them.
        closed: Tables that close (empty, broken, or gone into the final table).
        final_redraw: Whether everyone is redrawn at the final table (then it needs a button
            draw before its first hand).
        holds: Tables that hold play until the moves are made (TDA 11-D).
        room: The room once every move is made.
        explanation: Plain sentences saying why, in English.
        notes: The same sentences unsaid, for :meth:`explanation_in` another language.
    """

    moves: tuple[MoveSlip, ...]
    closed: tuple[int, ...]
    final_redraw: bool
    holds: tuple[int, ...]
    room: Room
    explanation: tuple[str, ...]
    notes: tuple[Message, ...] = ()

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        if not self.notes or language == "en":
            return self.explanation
        return tuple(note.translated(language) for note in self.notes)

    @property
    def nothing_to_do(self) -> bool:
        """Whether the room is fine as it is."""
        return not self.moves and not self.closed


def break_sequence(room: Room) -> tuple[int, ...]:
    """The tables in play in the order they break, the final table (if set) last.

    The settings' explicit list comes first, then the other tables, highest number first.
    """
    numbers = [t.number for t in room.tables]
    listed = [n for n in room.settings.break_order if n in numbers]
    rest = sorted((n for n in numbers if n not in listed), reverse=True)
    order = listed + rest
    final = room.settings.final_table
    if final in order:
        order.remove(final)
        order.append(final)
    return tuple(order)


def due_big_blind(table: Table) -> tuple[int, ...]:
    """The table's occupied seats in the order they will post the big blind.

    Before the first hand with no button drawn, the order starts at the lowest seat.
    """
    occupied = table.occupied
    if not occupied:
        return ()
    if table.previous is not None:
        anchor = table.previous.bb
    elif table.button is not None and len(occupied) >= 2:
        first = table.plan().bb
        anchor = occupied[occupied.index(first) - 1]
    else:
        anchor = 0
    later = [s for s in occupied if s > anchor]
    return (*later, *occupied[: len(occupied) - len(later)])


def holds(room: Room) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Tables three or more players short of the largest table, which hold play (TDA 11-D)."""
    held, notes = _holds(room)
    return held, tuple(note.translated("en") for note in notes)


def _holds(room: Room) -> tuple[tuple[int, ...], tuple[Message, ...]]:
    if len(room.tables) < 2:
        return (), ()
    largest = max(room.tables, key=lambda t: t.count)
    held = [t for t in room.tables if largest.count - t.count >= 3]
    notes = tuple(
        message(
            "{table} has {count}, three or more short of {largest} ({most}): "
            "hold play there until the moves are made (TDA 11-D).",
            table=table_label(t),
            count=t.count,
            largest=table_label(largest),
            most=largest.count,
        )
        for t in held
    )
    return tuple(t.number for t in held), notes


def propose(
    room: Room,
    rng: random.Random,
    *,
    stacks: Mapping[PlayerId, int] | None = None,
) -> Proposal:
    """Everything the floor must do now: close, break, redraw or balance tables.

    Args:
        room: The room as it is (after the latest bust-out or entry).
        rng: The randomness for draws at broken tables and at the final-table redraw.
        stacks: Chip counts to print on the move slips, when known.
    """
    stacks = stacks or {}
    held, notes = _holds(room)
    work = _Work(room, rng, stacks, list(notes))
    work.close_empty()
    if not work.final_redraw():
        while work.break_one():
            pass
        work.balance()
    if not work.slips and not work.closed:
        work.notes.append(message("The tables are balanced: nothing to do."))
    return Proposal(
        moves=tuple(work.slips),
        closed=tuple(work.closed),
        final_redraw=work.redrawn,
        holds=held if work.slips else (),
        room=work.room,
        explanation=tuple(note.translated("en") for note in work.notes),
        notes=tuple(work.notes),
    )


class _Work:
    """The room being changed while a proposal is built."""

    def __init__(
        self,
        room: Room,
        rng: random.Random,
        stacks: Mapping[PlayerId, int],
        notes: list[Message],
    ) -> None:
        self.room = room
        self.rng = rng
        self.stacks = stacks
        self.notes = notes
        self.slips: list[MoveSlip] = []
        self.closed: list[int] = []
        self.redrawn = False

    def close_empty(self) -> None:
        for table in self.room.tables:
            if table.count == 0 and len(self.room.tables) > 1:
                self.room = self.room.close_table(table.number)
                self.closed.append(table.number)
                self.notes.append(message("{table} is empty and closes.", table=table_label(table)))

    def final_redraw(self) -> bool:
        room = self.room
        if len(room.tables) < 2:
            return False
        final = room.table(break_sequence(room)[-1])
        if room.player_count > final.capacity:
            return False
        everyone = list(room.players())
        seats = [p if p in final.fixed else None for p in final.seats]
        movers = [p for p in everyone if p not in final.fixed]
        self.rng.shuffle(movers)
        open_seats = [
            s for s in range(1, final.size + 1) if seats[s - 1] is None and s not in final.blocked
        ]
        drawn = self.rng.sample(open_seats, len(movers))
        for player, seat in zip(movers, drawn, strict=True):
            seats[seat - 1] = player
            table_no, old_seat = room.locate(player)
            self._slip(
                player,
                table_no,
                old_seat,
                final.number,
                seat,
                MoveReason.FINAL_TABLE,
                message(
                    "Redrawn at random for the final table: {table} seat {seat}.",
                    table=table_label(final),
                    seat=seat,
                ),
            )
        new_final = Table(
            final.number, tuple(seats), name=final.name, blocked=final.blocked, fixed=final.fixed
        )
        others = [t.number for t in room.tables if t.number != final.number]
        self.closed.extend(others)
        self.room = room.with_tables([new_final], drop=others)
        self.redrawn = True
        self.notes.insert(
            0,
            message(
                "{count} players fit at one table: everyone is redrawn at random for the final "
                "table, {table}; draw for the button before its first hand.",
                count=len(everyone),
                table=table_label(final),
            ),
        )
        return True

    def break_one(self) -> bool:
        room = self.room
        if len(room.tables) < 2:
            return False
        order = break_sequence(room)
        candidates = [n for n in order[:-1] if not room.table(n).fixed] or list(order[:-1])
        victim = room.table(candidates[0])
        capacity_left = sum(t.capacity for t in room.tables) - victim.capacity
        if room.player_count > capacity_left:
            return False
        self.notes.append(
            plural_message(
                "{count} player fits at {tables}: {table} breaks (next in the breaking "
                "order); its players are drawn at random into the open seats, shortest tables "
                "first.",
                "{count} players fit at {tables}: {table} breaks (next in the breaking "
                "order); its players are drawn at random into the open seats, shortest tables "
                "first.",
                room.player_count,
                tables=plural_message("{count} table", "{count} tables", len(room.tables) - 1),
                table=table_label(victim),
            )
        )
        others = [t for t in room.tables if t.number != victim.number]
        targets = self._draw_targets(others, victim.count)
        movers = list(victim.players())
        self.rng.shuffle(movers)
        tables = {t.number: t for t in others}
        for player, (number, seat) in zip(movers, targets, strict=True):
            tables[number] = tables[number].seat(player, seat)
            self._slip(
                player,
                victim.number,
                victim.seat_of(player) or 0,
                number,
                seat,
                MoveReason.BREAK,
                message(
                    "{table} breaks: drawn to {target} seat {seat}.",
                    table=table_label(victim),
                    target=table_label(tables[number]),
                    seat=seat,
                ),
            )
        self.room = room.with_tables(tables.values(), drop=[victim.number])
        self.closed.append(victim.number)
        return True

    def _draw_targets(self, tables: Sequence[Table], count: int) -> list[tuple[int, int]]:
        receive = {t.number: 0 for t in tables}
        for _ in range(count):
            room_for = [t for t in tables if receive[t.number] < len(t.open_seats)]
            fewest = min(t.count + receive[t.number] for t in room_for)
            pick = self.rng.choice([t for t in room_for if t.count + receive[t.number] == fewest])
            receive[pick.number] += 1
        targets = [
            (t.number, seat)
            for t in tables
            for seat in self.rng.sample(t.open_seats, receive[t.number])
        ]
        self.rng.shuffle(targets)
        return targets

    def balance(self) -> None:
        difference = self.room.settings.difference_for(self.room.player_count)
        order = break_sequence(self.room)
        while len(self.room.tables) > 1:
            tables = self.room.tables
            most = max(t.count for t in tables)
            fewest = (
                min(t.count for t in tables if t.open_seats)
                if any(t.open_seats for t in tables)
                else most
            )
            if most - fewest < difference:
                return
            sources = sorted(
                (t for t in tables if t.count == most), key=lambda t: order.index(t.number)
            )
            target = min(
                (t for t in tables if t.count == fewest and t.open_seats), key=lambda t: t.number
            )
            for source in sources:
                player_seat = next(
                    (s for s in due_big_blind(source) if source.player_at(s) not in source.fixed),
                    None,
                )
                if player_seat is not None:
                    break
            else:
                self.notes.append(
                    message(
                        "Every player at the largest tables has a fixed seat: "
                        "the tables cannot be balanced."
                    )
                )
                return
            self._move(source, player_seat, target, most, fewest)

    def _move(self, source: Table, seat: int, target: Table, most: int, fewest: int) -> None:
        player = source.player_at(seat)
        assert player is not None
        to_seat, where = worst_position_note(target)
        first = due_big_blind(source)[0] == seat
        due = message("next big blind") if first else message("next big blind without a fixed seat")
        reason = message(
            "{source} has {most}, {target} has {fewest}: seat {seat}, {due}, moves to {target} "
            "seat {to_seat}, {where}",
            source=table_label(source),
            most=most,
            target=table_label(target),
            fewest=fewest,
            seat=seat,
            due=due,
            to_seat=to_seat,
            where=where,
        )
        self.notes.append(message("{reason} (TDA 11-A).", reason=reason))
        slip = message("{reason}.", reason=reason)
        self._slip(player, source.number, seat, target.number, to_seat, MoveReason.BALANCE, slip)
        self.room = self.room.with_tables([source.remove(player), target.seat(player, to_seat)])

    def _slip(
        self,
        player: PlayerId,
        from_table: int,
        from_seat: int,
        to_table: int,
        to_seat: int,
        reason: MoveReason,
        note: Message,
    ) -> None:
        text = note.translated("en")  # the slip names the player already
        self.slips.append(
            MoveSlip(
                player,
                from_table,
                from_seat,
                to_table,
                to_seat,
                self.stacks.get(player),
                reason,
                f"{text[:1].upper()}{text[1:]}",
                note,
            )
        )
