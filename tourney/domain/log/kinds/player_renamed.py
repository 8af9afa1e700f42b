"""The ``player_renamed`` event: a player's name corrected (a typo at registration)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.log.payloads import Payload

__all__ = ["PlayerRenamed"]


@dataclass(frozen=True, slots=True)
class PlayerRenamed(Payload):
    """A player's name corrected (a typo at registration): from now on the player is so called.

    Attributes:
        player_id: The player's id in the player database (storage renames its record too).
        name: The new full name.
        nickname: The new nickname (may be empty).
    """

    KIND: ClassVar[str] = "player_renamed"
    player_id: int
    name: str
    nickname: str = ""
