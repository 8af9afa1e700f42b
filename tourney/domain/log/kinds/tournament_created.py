"""The ``tournament_created`` event: the first event of every tournament: its setup."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload
from tourney.domain.setup import TournamentSetup

__all__ = ["TournamentCreated"]


@dataclass(frozen=True, slots=True)
class TournamentCreated(Payload):
    """The first event of every tournament: its setup."""

    KIND: ClassVar[str] = "tournament_created"
    setup: TournamentSetup
