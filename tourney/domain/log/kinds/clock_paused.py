"""The ``clock_paused`` event: the clock paused."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["ClockPaused"]


@dataclass(frozen=True, slots=True)
class ClockPaused(Payload):
    """The clock paused."""

    KIND: ClassVar[str] = "clock_paused"
