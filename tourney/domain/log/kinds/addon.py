"""The ``addon`` event: the add-on for one or several entries, in one action."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["AddOn"]


@dataclass(frozen=True, slots=True)
class AddOn(Payload):
    """The add-on for one or several entries, in one action."""

    KIND: ClassVar[str] = "addon"
    entries: tuple[int, ...]
