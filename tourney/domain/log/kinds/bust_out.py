"""The ``bust_out`` event: the entries eliminated in one hand."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["Bust", "BustOut", "TablePositions"]


@dataclass(frozen=True, slots=True)
class Bust:
    """One entry eliminated in a hand.

    Attributes:
        entry: The entry that busted.
        by: The entries that won the pot that eliminated it (several for a split pot).
        stack: Its stack at the start of the hand; needed when several bust in one hand.
    """

    entry: int
    by: tuple[int, ...] = ()
    stack: int | None = None


@dataclass(frozen=True, slots=True)
class TablePositions:
    """Where the button and the blinds were at one table in the hand of a bust-out.

    Attributes:
        table: The table.
        button: The button's seat (an empty seat for a dead button).
        sb: The small blind's position (an empty seat for a dead small blind).
        bb: The big blind's seat.
    """

    table: int
    button: int
    sb: int
    bb: int


@dataclass(frozen=True, slots=True)
class BustOut(Payload):
    """The entries eliminated in one hand.

    Attributes:
        busted: Who busted, with their stacks and eliminators.
        positions: The positions of that hand at the busted players' tables, as the director
            confirmed them (one per table, several for a hand-for-hand hand); the reducer
            records that hand as played there before the players leave, so that the next
            hand follows by the dead-button rule. ``None``: not confirmed (and every bust-out
            recorded before positions were kept).
    """

    KIND: ClassVar[str] = "bust_out"
    busted: tuple[Bust, ...]
    positions: tuple[TablePositions, ...] | None = None
