"""The ``entry_unregistered`` event: an entry taken back before play started."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["EntryUnregistered"]


@dataclass(frozen=True, slots=True)
class EntryUnregistered(Payload):
    """An entry taken back before play started."""

    KIND: ClassVar[str] = "entry_unregistered"
    entry: int
