"""The ``payouts_unlocked`` event: the payouts follow the prize pool again."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["PayoutsUnlocked"]


@dataclass(frozen=True, slots=True)
class PayoutsUnlocked(Payload):
    """The payouts follow the prize pool again."""

    KIND: ClassVar[str] = "payouts_unlocked"
