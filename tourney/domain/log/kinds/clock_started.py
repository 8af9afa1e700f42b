"""The ``clock_started`` event: the clock started or resumed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["ClockStarted"]


@dataclass(frozen=True, slots=True)
class ClockStarted(Payload):
    """The clock started or resumed."""

    KIND: ClassVar[str] = "clock_started"
