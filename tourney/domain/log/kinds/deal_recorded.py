"""The ``deal_recorded`` event: a deal between the players left."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tourney.domain.log.payloads import Payload

if TYPE_CHECKING:  # deals load with the first deal (ICM and all), not at start
    from tourney.domain.money.deals import Deal

__all__ = ["DealRecorded"]


@dataclass(frozen=True, slots=True)
class DealRecorded(Payload):
    """A deal between the players left."""

    KIND: ClassVar[str] = "deal_recorded"
    deal: Deal
