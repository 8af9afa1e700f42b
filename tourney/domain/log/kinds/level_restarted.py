"""The ``level_restarted`` event: the current level or break started again with its full time."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["LevelRestarted"]


@dataclass(frozen=True, slots=True)
class LevelRestarted(Payload):
    """The current level or break started again with its full time."""

    KIND: ClassVar[str] = "level_restarted"
