"""The ``chip_race`` event: a colour-up at one table, with its race as it was explained."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.base.messages import Message
from tourney.domain.log.payloads import Payload

__all__ = ["ChipRaced"]


@dataclass(frozen=True, slots=True)
class ChipRaced(Payload):
    """A colour-up at one table, with its race as it was explained."""

    KIND: ClassVar[str] = "chip_race"
    table: int
    removed: int
    into: int
    value_before: int
    value_after: int
    notes: tuple[Message, ...] = ()
