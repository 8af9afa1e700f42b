"""The ``late_registration_closed`` event: late registration (and re-entry) closed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["LateRegistrationClosed"]


@dataclass(frozen=True, slots=True)
class LateRegistrationClosed(Payload):
    """Late registration (and re-entry) closed by the director."""

    KIND: ClassVar[str] = "late_registration_closed"
