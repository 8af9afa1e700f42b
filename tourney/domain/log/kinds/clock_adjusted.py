"""The ``clock_adjusted`` event: time added to the current item (negative: taken away)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["ClockAdjusted"]


@dataclass(frozen=True, slots=True)
class ClockAdjusted(Payload):
    """Time added to the current item (negative: taken away)."""

    KIND: ClassVar[str] = "clock_adjusted"
    seconds: int
