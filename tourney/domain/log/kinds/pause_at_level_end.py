"""The ``pause_at_level_end`` event: whether the clock stops by itself when a level ends."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["PauseAtLevelEnd"]


@dataclass(frozen=True, slots=True)
class PauseAtLevelEnd(Payload):
    """Whether the clock stops by itself when a level ends."""

    KIND: ClassVar[str] = "pause_at_level_end"
    on: bool
