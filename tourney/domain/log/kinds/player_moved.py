"""The ``player_moved`` event: the director moved an entry to a seat of his choice."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload, Seat

__all__ = ["PlayerMoved"]


@dataclass(frozen=True, slots=True)
class PlayerMoved(Payload):
    """The director moved an entry to a seat of his choice."""

    KIND: ClassVar[str] = "player_moved"
    entry: int
    to: Seat
