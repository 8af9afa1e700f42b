"""The base of every command: its kind, the roles that may send it, its id, its event.

The commands themselves are :mod:`tourney.core.commands`'s (the room's in
:mod:`tourney.core.room_commands`).
"""

from __future__ import annotations

import random
from dataclasses import KW_ONLY, dataclass
from typing import ClassVar

from tourney.core.roles import DIRECTOR
from tourney.domain.log.events import Event
from tourney.domain.state import TournamentState

__all__ = ["Command"]


@dataclass(frozen=True, slots=True)
class Command:
    """The base of every command.

    Attributes:
        id: The command's id, chosen by its sender: a command retried with the same id is
            applied once (``None``: not retried, as the window's own actions).
    """

    KIND: ClassVar[str] = ""
    ROLES: ClassVar[frozenset[str]] = frozenset({DIRECTOR})
    _: KW_ONLY
    id: str | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The event the command makes in ``state`` (a ``DomainError`` refuses it)."""
        raise NotImplementedError  # pragma: no cover - every command defines it
