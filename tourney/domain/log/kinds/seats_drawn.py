"""The ``seats_drawn`` event: the opening seat draw."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["DrawnTable", "SeatsDrawn"]


@dataclass(frozen=True, slots=True)
class DrawnTable:
    """One table of the opening seat draw: its seats (an entry or ``None``) and its button."""

    number: int
    seats: tuple[int | None, ...]
    button: int | None = None


@dataclass(frozen=True, slots=True)
class SeatsDrawn(Payload):
    """The opening seat draw."""

    KIND: ClassVar[str] = "seats_drawn"
    tables: tuple[DrawnTable, ...]
