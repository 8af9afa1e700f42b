"""The ``table_opened`` event: an empty table put in play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["TableOpened"]


@dataclass(frozen=True, slots=True)
class TableOpened(Payload):
    """An empty table put in play."""

    KIND: ClassVar[str] = "table_opened"
    table: int
    seats: int
