"""The ``setup_changed`` event: the setup from now on (name, terms, tables, payouts, league …)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload
from tourney.domain.setup import TournamentSetup

__all__ = ["SetupChanged"]


@dataclass(frozen=True, slots=True)
class SetupChanged(Payload):
    """The setup from now on (name, terms, tables, payouts, league …)."""

    KIND: ClassVar[str] = "setup_changed"
    setup: TournamentSetup
