"""The ``hand_for_hand`` event: hand-for-hand play started or ended."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["HandForHand"]


@dataclass(frozen=True, slots=True)
class HandForHand(Payload):
    """Hand-for-hand play started or ended."""

    KIND: ClassVar[str] = "hand_for_hand"
    on: bool
