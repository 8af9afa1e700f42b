"""The ``payouts_locked`` event: the payouts kept as they were when locked."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload
from tourney.domain.money.payouts import Payouts

__all__ = ["PayoutsLocked"]


@dataclass(frozen=True, slots=True)
class PayoutsLocked(Payload):
    """The payouts kept as they were when locked."""

    KIND: ClassVar[str] = "payouts_locked"
    payouts: Payouts
