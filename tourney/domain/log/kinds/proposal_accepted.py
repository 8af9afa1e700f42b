"""The ``proposal_accepted`` event: moves made by balancing, a table break or the redraw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.base.messages import Message
from tourney.domain.log.payloads import Payload, Seat
from tourney.domain.room.seating import MoveReason

__all__ = ["Move", "ProposalAccepted"]


@dataclass(frozen=True, slots=True)
class Move:
    """One move of an accepted proposal."""

    entry: int
    origin: Seat
    to: Seat
    reason: MoveReason


@dataclass(frozen=True, slots=True)
class ProposalAccepted(Payload):
    """Moves made by balancing, breaking a table or the final-table redraw.

    Attributes:
        moves: The moves, made together.
        closed: The tables closed (empty ones, or those broken).
        final_table: After a final-table redraw, the final table's number.
        button: After a final-table redraw, the seat the button draw gave.
        draw: After a final-table redraw, the button draw as it was explained (the cards).
    """

    KIND: ClassVar[str] = "proposal_accepted"
    moves: tuple[Move, ...]
    closed: tuple[int, ...] = ()
    final_table: int | None = None
    button: int | None = None
    draw: tuple[Message, ...] | None = None
