"""The ``players_merged`` event: a duplicate player record folded into the kept one."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.entries.players import Player
from tourney.domain.log.payloads import Payload

__all__ = ["PlayersMerged"]


@dataclass(frozen=True, slots=True)
class PlayersMerged(Payload):
    """A player of the tournament is a duplicate record of another: it is folded into it.

    The entries of ``player_id`` belong from now on to ``into.id``; storage merges the two
    records of the player database in the same transaction.

    Attributes:
        player_id: The duplicate's id (the record typed by mistake).
        into: The kept player's public fields once merged (its id, name and nickname).
    """

    KIND: ClassVar[str] = "players_merged"
    player_id: int
    into: Player
