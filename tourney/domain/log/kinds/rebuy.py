"""The ``rebuy`` event: a rebuy for an entry whose player declared ``stack`` chips."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["Rebuy"]


@dataclass(frozen=True, slots=True)
class Rebuy(Payload):
    """A rebuy for an entry whose player declared ``stack`` chips."""

    KIND: ClassVar[str] = "rebuy"
    entry: int
    stack: int = 0
