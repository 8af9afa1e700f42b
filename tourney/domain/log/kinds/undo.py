"""The ``undo`` event: the action at log position ``target`` undone."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["Undo"]


@dataclass(frozen=True, slots=True)
class Undo(Payload):
    """The action at log position ``target`` undone."""

    KIND: ClassVar[str] = "undo"
    target: int
