"""Tables, their seats and the room that holds them; the table settings of an event.

A :class:`Table` is a frozen value: its seats (a player id or ``None`` each), reserved or
locked seats nobody is drawn into, players whose seat the director fixed (balancing never
moves them), and its button state (last hand's :class:`~tourney.domain.room.button.Positions`, or
the seat the button was drawn to before the first hand), with the moment the director last
told Tourney where the button was (:class:`Confirmation`). A :class:`Room` is the event's
tables. Every change returns a new value; a refused change raises a
:class:`~tourney.domain.errors.DomainError` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace
from typing import TypeAlias

from tourney.base.messages import Message, message, plural_message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock import ClockState  # a confirmation's (read by its type hints)
from tourney.domain.room.button import (
    MAX_SEATS,
    AnteMode,
    BlindsPlan,
    Positions,
    first_hand,
    next_hand,
)

__all__ = ["Confirmation", "PlayerId", "Room", "Table", "TableSettings"]

#: How the domain names a player: any id the caller uses (an entry number, a name).
PlayerId: TypeAlias = str | int


@dataclass(frozen=True, slots=True)
class TableSettings:
    """The event's table settings.

    Attributes:
        seats_per_table: Seats at every table, 2..10 (default 10).
        balance_difference: Balance when the largest and smallest tables differ by this many
            players or more (at least 2; 3 tolerates a looser room early on).
        tight_from_players: From this many players left, balance at a difference of 2 whatever
            ``balance_difference`` says (``None``: never tighten).
        break_order: Table numbers in the order they break; tables not listed break after
            them, highest number first. Empty: highest number first.
        final_table: The table the final redraw seats everyone at (``None``: the table that
            would break last).
        button_posts_big_blind_heads_up: seed000's heads-up house rule (default off: TDA).
    """

    seats_per_table: int = MAX_SEATS
    balance_difference: int = 2
    tight_from_players: int | None = None
    break_order: tuple[int, ...] = ()
    final_table: int | None = None
    button_posts_big_blind_heads_up: bool = False

    def __post_init__(self) -> None:
        if not 2 <= self.seats_per_table <= MAX_SEATS:
            raise DomainNotAllowedError(
                "a table has 2 to {most} seats, not {seats}",
                most=MAX_SEATS,
                seats=self.seats_per_table,
            )
        if self.balance_difference < 2:
            raise DomainNotAllowedError(
                "tables cannot be balanced closer than one player apart, so the balancing "
                "difference must be at least 2, not {difference}",
                difference=self.balance_difference,
            )
        if self.tight_from_players is not None and self.tight_from_players < 2:
            raise DomainNotAllowedError(
                "balancing can tighten from 2 players left or more, not {players}",
                players=self.tight_from_players,
            )
        for number in self.break_order:
            if number < 1:
                raise DomainNotAllowedError(
                    "the break order lists table numbers (1, 2, …), not {number}", number=number
                )
        repeated = sorted({n for n in self.break_order if self.break_order.count(n) > 1})
        if repeated:
            raise DomainNotAllowedError(
                "the break order lists table {number} twice", number=repeated[0]
            )
        if self.final_table is not None and self.final_table < 1:
            raise DomainNotAllowedError(
                "the final table is a table number (1, 2, …), not {number}",
                number=self.final_table,
            )

    def difference_for(self, players_left: int) -> int:
        """The difference in table sizes that calls for balancing with this many players."""
        if self.tight_from_players is not None and players_left <= self.tight_from_players:
            return 2
        return self.balance_difference


@dataclass(frozen=True, slots=True)
class Confirmation:
    """When the director last told Tourney where a table's button was.

    A hand dealt (**Next hand**), a button set or drawn, the seat draw, or a bust-out recorded
    with the positions of its hand confirm the table's button; the clock kept with the moment
    tells how much play has gone on since (:func:`tourney.domain.room.button_known.knowledge`).

    Attributes:
        at: The moment, in seconds since the epoch.
        clock: The tournament clock as it stood then.
    """

    at: float
    clock: ClockState


@dataclass(frozen=True, slots=True)
class Table:
    """One table.

    Attributes:
        number: The table's number (1, 2, ...).
        seats: The player at each seat; index 0 is seat 1; ``None`` is an open seat.
        name: A display name ("Feature table"); empty means "Table N".
        blocked: Reserved or locked seats: a dealer's seat, a wheelchair space.
        fixed: Players at this table whose seat the director fixed; balancing never moves them.
        previous: Last hand's positions, ``None`` before the first hand.
        button: The seat the button was drawn to for the first hand (used while ``previous``
            is ``None``).
        confirmed: When the director last confirmed the button state (``None``: never).
    """

    number: int
    seats: tuple[PlayerId | None, ...]
    name: str = ""
    blocked: frozenset[int] = frozenset()
    fixed: frozenset[PlayerId] = frozenset()
    previous: Positions | None = None
    button: int | None = None
    confirmed: Confirmation | None = None
    _index: dict[PlayerId, int] = field(init=False, repr=False, compare=False, hash=False)
    _open: tuple[int, ...] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= MAX_SEATS:
            raise DomainNotAllowedError(
                "a table has 2 to {most} seats, not {seats}", most=MAX_SEATS, seats=len(self.seats)
            )
        index: dict[PlayerId, int] = {}
        for seat, player in enumerate(self.seats, start=1):
            if player is None:
                continue
            if player in index:
                raise DomainNotAllowedError(
                    "player {player} cannot sit at seats {first} and {second} at once",
                    player=player,
                    first=index[player],
                    second=seat,
                )
            if seat in self.blocked:
                raise DomainNotAllowedError(
                    "seat {seat} at {table} is reserved", seat=seat, table=self.label_note
                )
            index[player] = seat
        object.__setattr__(self, "_index", index)
        open_seats = tuple(
            s for s, p in enumerate(self.seats, start=1) if p is None and s not in self.blocked
        )
        object.__setattr__(self, "_open", open_seats)

    @classmethod
    def empty(cls, number: int, size: int = MAX_SEATS, *, name: str = "") -> Table:
        """A table with every seat open."""
        return cls(number, (None,) * size, name=name)

    @property
    def label(self) -> str:
        """How messages name the table: its name, or "Table N"."""
        return self.name or f"Table {self.number}"

    @property
    def label_note(self) -> Message | str:
        """The label kept unsaid: its name, or "Table N" in the sentence's language."""
        return self.name or message("Table {number}", number=self.number)

    @property
    def size(self) -> int:
        """The number of seats."""
        return len(self.seats)

    @property
    def capacity(self) -> int:
        """Seats players can be drawn into: all seats but the reserved ones."""
        return self.size - len(self.blocked)

    @property
    def count(self) -> int:
        """Players seated."""
        return len(self._index)

    @property
    def occupied(self) -> tuple[int, ...]:
        """Seats with a player, in seat order."""
        return tuple(s for s, p in enumerate(self.seats, start=1) if p is not None)

    @property
    def open_seats(self) -> tuple[int, ...]:
        """Seats a player can be given: empty and not reserved."""
        return self._open

    def players(self) -> Iterator[PlayerId]:
        """The seated players in seat order."""
        return (p for p in self.seats if p is not None)

    def player_at(self, seat: int) -> PlayerId | None:
        """The player at ``seat``, or ``None``."""
        return self.seats[seat - 1]

    def seat_of(self, player: PlayerId) -> int | None:
        """The seat of ``player`` at this table, or ``None``."""
        return self._index.get(player)

    def __contains__(self, player: object) -> bool:
        return player in self._index

    def seat(self, player: PlayerId, seat: int) -> Table:
        """This table with ``player`` at ``seat``.

        Raises:
            DomainNotAllowedError: The seat is outside the table, taken or reserved, or the
                player already sits here.
        """
        if not 1 <= seat <= self.size:
            raise DomainNotAllowedError(
                "{table} has seats 1 to {size}: there is no seat {seat}",
                table=self.label_note,
                size=self.size,
                seat=seat,
            )
        if self.seats[seat - 1] is not None:
            raise DomainNotAllowedError(
                "seat {seat} at {table} is taken", seat=seat, table=self.label_note
            )
        if seat in self.blocked:
            raise DomainNotAllowedError(
                "seat {seat} at {table} is reserved", seat=seat, table=self.label_note
            )
        if player in self._index:
            raise DomainNotAllowedError(
                "player {player} already sits at {table}", player=player, table=self.label_note
            )
        seats = list(self.seats)
        seats[seat - 1] = player
        return replace(self, seats=tuple(seats))

    def remove(self, player: PlayerId) -> Table:
        """This table without ``player`` (bust-out or move); the positions stay as they were.

        Raises:
            DomainNotAllowedError: The player does not sit here.
        """
        seat = self._index.get(player)
        if seat is None:
            raise DomainNotAllowedError(
                "player {player} does not sit at {table}", player=player, table=self.label_note
            )
        seats = list(self.seats)
        seats[seat - 1] = None
        return replace(self, seats=tuple(seats), fixed=self.fixed - {player})

    def plan(
        self, *, ante: AnteMode = AnteMode.NONE, heads_up_button_bb: bool = False
    ) -> BlindsPlan:
        """The button and blinds of this table's next hand.

        Raises:
            DomainNotAllowedError: Fewer than two players, or no button drawn yet.
        """
        if self.previous is not None:
            return next_hand(
                self.occupied,
                self.previous,
                table_size=self.size,
                ante=ante,
                button_posts_big_blind_heads_up=heads_up_button_bb,
            )
        if self.button is None:
            raise DomainNotAllowedError(
                "{table} has no button yet: draw for the button", table=self.label_note
            )
        return first_hand(
            self.occupied,
            self._first_hand_button(self.button),
            table_size=self.size,
            ante=ante,
            button_posts_big_blind_heads_up=heads_up_button_bb,
        )

    def _first_hand_button(self, drawn: int) -> int:
        """The seat acting as the button on the first hand.

        If the player on the drawn button seat left before the first hand (he busted, or was
        moved), the button stays dead on that seat: the next players clockwise post the
        blinds, so the last occupied seat before it has the button's place in the hand.
        """
        occupied = sorted(self.occupied)
        if drawn in occupied or not occupied:
            return drawn
        before = [seat for seat in occupied if seat < drawn]
        return before[-1] if before else occupied[-1]

    def played(self, plan: BlindsPlan) -> Table:
        """This table after a hand played with ``plan``: its positions become the button state."""
        return replace(self, previous=plan.positions, button=None)


@dataclass(frozen=True, slots=True)
class Room:
    """The event's tables and table settings.

    Attributes:
        tables: The tables in play, in number order.
        settings: The event's table settings.
    """

    tables: tuple[Table, ...]
    settings: TableSettings = TableSettings()
    _where: dict[PlayerId, int] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        numbers = [t.number for t in self.tables]
        if len(set(numbers)) != len(numbers):
            raise DomainMalformedError("two tables cannot have the same number")
        where: dict[PlayerId, int] = {}
        for table in self.tables:
            _add_players(where, table)
        object.__setattr__(self, "_where", where)

    @property
    def player_count(self) -> int:
        """Players seated in the room."""
        return len(self._where)

    def players(self) -> Iterator[PlayerId]:
        """Every seated player, table by table."""
        for table in self.tables:
            yield from table.players()

    def table(self, number: int) -> Table:
        """The table numbered ``number``.

        Raises:
            DomainNotAllowedError: No such table is in play.
        """
        for table in self.tables:
            if table.number == number:
                return table
        raise DomainNotAllowedError("there is no table {number} in play", number=number)

    def locate(self, player: PlayerId) -> tuple[int, int]:
        """The ``(table number, seat)`` of ``player``.

        Raises:
            DomainNotAllowedError: The player is not seated.
        """
        number = self._where.get(player)
        if number is None:
            raise DomainNotAllowedError("player {player} is not seated", player=player)
        seat = self.table(number).seat_of(player)
        assert seat is not None
        return number, seat

    def with_tables(self, tables: Iterable[Table], *, drop: Iterable[int] = ()) -> Room:
        """This room with ``tables`` replacing (or added to) the tables of the same numbers.

        Args:
            tables: New versions of tables (or new tables).
            drop: Numbers of tables that leave play.

        Raises:
            DomainNotAllowedError: A player would sit at two tables.
        """
        new = {t.number: t for t in tables}
        gone = set(drop)
        where = dict(self._where)
        for table in self.tables:
            if table.number in new or table.number in gone:
                for player in table.players():
                    del where[player]
        for table in new.values():
            _add_players(where, table)
        kept = [new.pop(t.number, t) for t in self.tables if t.number not in gone]
        ordered = tuple(sorted((*kept, *new.values()), key=lambda t: t.number))
        room = object.__new__(Room)
        object.__setattr__(room, "tables", ordered)
        object.__setattr__(room, "settings", self.settings)
        object.__setattr__(room, "_where", where)
        return room

    def bust(self, player: PlayerId) -> Room:
        """The room after ``player`` is eliminated.

        Raises:
            DomainNotAllowedError: The player is not seated.
        """
        number, _ = self.locate(player)
        return self.with_tables([self.table(number).remove(player)])

    def open_table(self, number: int, *, name: str = "") -> Room:
        """The room with a new empty table.

        Raises:
            DomainMalformedError: A table with that number is already in play.
        """
        if any(t.number == number for t in self.tables):
            raise DomainMalformedError("table {number} is already in play", number=number)
        return self.with_tables([Table.empty(number, self.settings.seats_per_table, name=name)])

    def close_table(self, number: int) -> Room:
        """The room without table ``number``, which must be empty.

        Raises:
            DomainNotAllowedError: Players still sit there.
        """
        table = self.table(number)
        if table.count:
            raise DomainNotAllowedError(
                plural_message(
                    "{table} still has {count} player",
                    "{table} still has {count} players",
                    table.count,
                    table=table.label_note,
                )
            )
        return self.with_tables((), drop=[number])


def _add_players(where: dict[PlayerId, int], table: Table) -> None:
    for player in table.players():
        if player in where:
            raise DomainNotAllowedError("player {player} cannot sit at two tables", player=player)
        where[player] = table.number
