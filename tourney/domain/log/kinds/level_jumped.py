"""The ``level_jumped`` event: the clock sent to a structure item."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["LevelJumped"]


@dataclass(frozen=True, slots=True)
class LevelJumped(Payload):
    """The clock sent to a structure item.

    Attributes:
        index: The item.
        resume: The item gets back the time it had left when the clock was last taken away
            from it by a jump (the window's previous and next level), when it was; without
            it (as before this field existed) it starts afresh with its full time.
    """

    KIND: ClassVar[str] = "level_jumped"
    index: int
    resume: bool = False
