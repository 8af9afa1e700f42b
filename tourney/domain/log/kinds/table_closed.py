"""The ``table_closed`` event: an empty table taken out of play."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["TableClosed"]


@dataclass(frozen=True, slots=True)
class TableClosed(Payload):
    """An empty table taken out of play."""

    KIND: ClassVar[str] = "table_closed"
    table: int
