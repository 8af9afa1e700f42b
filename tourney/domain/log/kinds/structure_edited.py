"""The ``structure_edited`` event: the structure from now on (the levels played stay)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.levels.structure import Structure
from tourney.domain.log.payloads import Payload

__all__ = ["StructureEdited"]


@dataclass(frozen=True, slots=True)
class StructureEdited(Payload):
    """The structure from now on; the levels already played stay as they were."""

    KIND: ClassVar[str] = "structure_edited"
    structure: Structure
