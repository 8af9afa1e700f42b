"""The ``player_registered`` event: an entry bought: a first entry or a re-entry."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tourney.domain.entries.entry import EntryKind
from tourney.domain.entries.players import Player
from tourney.domain.log.payloads import Payload, Seat

__all__ = ["PlayerRegistered"]


@dataclass(frozen=True, slots=True)
class PlayerRegistered(Payload):
    """An entry bought: a first entry or a re-entry.

    Attributes:
        entry: The entry's number (the tournament's next).
        player: The player's public fields.
        kind: A first entry or a re-entry.
        seat: Where the seat draw put it (``None`` before the seats are drawn).
        new_table: Whether the seat is at a table opened for it (the room was full).
    """

    KIND: ClassVar[str] = "player_registered"
    entry: int
    player: Player
    kind: EntryKind = EntryKind.ENTRY
    seat: Seat | None = None
    new_table: bool = False
