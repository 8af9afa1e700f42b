"""The ``redo`` event: the undone action at log position ``target`` done again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["Redo"]


@dataclass(frozen=True, slots=True)
class Redo(Payload):
    """The undone action at log position ``target`` done again."""

    KIND: ClassVar[str] = "redo"
    target: int
