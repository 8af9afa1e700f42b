"""The ``hand_played`` event: a hand dealt at a table: its button and blinds."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["HandPlayed"]


@dataclass(frozen=True, slots=True)
class HandPlayed(Payload):
    """A hand dealt at a table: its button and blinds."""

    KIND: ClassVar[str] = "hand_played"
    table: int
    button: int
    sb: int
    bb: int
