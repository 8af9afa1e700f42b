"""The room's commands: the seat draw, moves, the floor's proposal, tables, buttons, hands.

Listed with every other command in :mod:`tourney.core.commands` (``COMMANDS``).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar

from tourney.core.roles import DIRECTOR, FLOOR
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import Move
from tourney.domain.room import actions as room
from tourney.domain.room.seating import MoveReason
from tourney.domain.state import TournamentState

if TYPE_CHECKING:  # deals (ICM and all) and balancing load when a command needs them
    from tourney.domain.room.balancing import Proposal

from tourney.core.command import Command

__all__ = [
    "AcceptMoves",
    "AcceptProposal",
    "ChipRace",
    "CloseTable",
    "DrawButton",
    "DrawSeats",
    "HandForHand",
    "MovePlayer",
    "NextHand",
    "OpenTable",
    "SetButton",
]


@dataclass(frozen=True, slots=True)
class DrawSeats(Command):
    """The opening seat draw."""

    KIND: ClassVar[str] = "draw_seats"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The draw."""
        return room.draw_seats(state, now, rng)


@dataclass(frozen=True, slots=True)
class MovePlayer(Command):
    """Move an entry to a seat of the director's choice."""

    KIND: ClassVar[str] = "move_player"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    entry: int = 0
    table: int = 0
    seat: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The move."""
        return room.move_player(state, self.entry, self.table, self.seat, now)


@dataclass(frozen=True, slots=True)
class AcceptProposal(Command):
    """Accept a balancing, a table break or the final-table redraw as proposed (or changed)."""

    KIND: ClassVar[str] = "accept_proposal"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    proposal: Proposal | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The moves made."""
        proposal = self.proposal if self.proposal is not None else room.room_proposal(state)
        sources = [
            slip.from_table
            for slip in proposal.moves
            if slip.reason is MoveReason.BALANCE and slip.from_table is not None
        ]
        room.check_button_known(state, sources, now)
        return room.accept_proposal(state, proposal, now, rng)


@dataclass(frozen=True, slots=True)
class AcceptMoves(Command):
    """Accept moves as a phone shows them: a proposal by its moves, as proposed or changed.

    The moves are checked against the room as it is now (each player still where the move
    says, each seat free), so a phone that saw an older proposal is refused with the reason.

    Attributes:
        moves: The moves, made together.
        closed: The tables closed by them.
        final_redraw: Whether they are the final-table redraw (the button is drawn then).
    """

    KIND: ClassVar[str] = "accept_moves"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    moves: tuple[Move, ...] = ()
    closed: tuple[int, ...] = ()
    final_redraw: bool = False

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The moves made."""
        sources = [move.origin[0] for move in self.moves if move.reason is MoveReason.BALANCE]
        room.check_button_known(state, sources, now)
        return room.accept_moves(
            state, self.moves, self.closed, now, rng, final_redraw=self.final_redraw
        )


@dataclass(frozen=True, slots=True)
class OpenTable(Command):
    """Put an empty table in play."""

    KIND: ClassVar[str] = "open_table"
    table: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The table opened."""
        return room.open_table(state, self.table, now)


@dataclass(frozen=True, slots=True)
class CloseTable(Command):
    """Take an empty table out of play."""

    KIND: ClassVar[str] = "close_table"
    table: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The table closed."""
        return room.close_table(state, self.table, now)


@dataclass(frozen=True, slots=True)
class SetButton(Command):
    """Put a table's button on a seat for its next hand."""

    KIND: ClassVar[str] = "set_button"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    table: int = 0
    seat: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The button set."""
        return room.set_button(state, self.table, self.seat, now)


@dataclass(frozen=True, slots=True)
class DrawButton(Command):
    """Draw for a table's button (highest card by suit)."""

    KIND: ClassVar[str] = "draw_button"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    table: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The draw."""
        return room.draw_button(state, self.table, now, rng)


@dataclass(frozen=True, slots=True)
class NextHand(Command):
    """A hand dealt at a table: the button and the blinds move on."""

    KIND: ClassVar[str] = "next_hand"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    table: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The hand."""
        return room.next_hand(state, self.table, now)


@dataclass(frozen=True, slots=True)
class HandForHand(Command):
    """Start or end hand-for-hand play."""

    KIND: ClassVar[str] = "hand_for_hand"
    on: bool = True

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The change."""
        return room.set_hand_for_hand(state, now, on=self.on)


@dataclass(frozen=True, slots=True)
class ChipRace(Command):
    """Race off a table's chips of a denomination leaving play."""

    KIND: ClassVar[str] = "chip_race"
    table: int = 0
    counts: Mapping[int, int] = field(default_factory=dict)
    others: Mapping[int, int] = field(default_factory=dict)
    removed: int = 0
    into: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The race."""
        return room.record_chip_race(
            state,
            self.table,
            counts=self.counts,
            others=self.others,
            removed=self.removed,
            into=self.into,
            now=now,
            rng=rng,
        )
