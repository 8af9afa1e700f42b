"""Which events of a log the rules refuse: what ``tourney check`` says of each tournament.

:func:`audit` replays a log checking every event with the rules the director's actions apply
(:mod:`tourney.domain.log.rules`), as an import does, but goes on past a refused event
(applied anyway when it can be) so that every later one is checked too. Each refusal comes
back as a :class:`RefusedEvent`. Only ``tourney check`` and the tests ask for it, so the
window's start does not load it.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tourney.domain.log.reducer import replay

if TYPE_CHECKING:
    from tourney.domain.errors import DomainError
    from tourney.domain.log.events import Event
    from tourney.domain.state import TournamentState

__all__ = ["RefusedEvent", "audit"]


@dataclass(frozen=True, slots=True)
class RefusedEvent:
    """An event of a log that the rules refuse, as :func:`audit` reports it.

    Attributes:
        seq: The event's log position.
        kind: Its kind.
        reason: Why the rules refuse it, in English.
        error: The refusal itself (to say it in another language).
    """

    seq: int
    kind: str
    reason: str
    error: DomainError


def audit(events: Iterable[Event]) -> tuple[TournamentState, list[RefusedEvent]]:
    """Replay a log checking every event with the rules; list what they refuse.

    The events the rules refuse are applied anyway when they can be, so that every later
    refusal is found too.

    Raises:
        DomainMalformedError: The log cannot be replayed at all (see
            :func:`~tourney.domain.log.reducer.replay`).
    """
    found: list[tuple[Event, DomainError]] = []
    state = replay(events, check=True, refused=found)
    return state, [RefusedEvent(event.seq, event.kind, str(error), error) for event, error in found]
