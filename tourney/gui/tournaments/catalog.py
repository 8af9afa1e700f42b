"""The library's tournaments as the director's recent list: one plain row per tournament.

The library only stores each tournament's name and log; the date, venue, entries and how
far it got come from replaying the log. :class:`Catalog` keeps each replayed row until the
tournament's log grows, so reopening the list does not replay everything again. A log that
does not replay gives a row marked :attr:`Stage.DAMAGED` rather than an error: the list
must still open so that the director can delete or export it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tourney.domain.errors import DomainError
from tourney.domain.log.reducer import replay
from tourney.domain.state import TournamentState
from tourney.persistence.errors import PersistenceError
from tourney.persistence.event_store import TournamentInfo
from tourney.persistence.library import Library

__all__ = ["Catalog", "Stage", "TournamentRow", "stage_of"]


class Stage(Enum):
    """How far a tournament got."""

    PLANNED = "planned"
    REGISTERING = "registering"
    RUNNING = "running"
    FINISHED = "finished"
    DAMAGED = "damaged"


def stage_of(state: TournamentState) -> Stage:
    """The stage a replayed tournament is at."""
    if not state.started:
        return Stage.REGISTERING if state.entries else Stage.PLANNED
    if len(state.entries) > 1 and state.players_left <= 1:
        return Stage.FINISHED
    return Stage.RUNNING


@dataclass(frozen=True, slots=True)
class TournamentRow:
    """One tournament of the recent list.

    Attributes:
        id: Its library id.
        name: Its name.
        date: The day it is played, ISO ``YYYY-MM-DD`` ("" when not set or damaged).
        venue: Where it is played.
        stage: How far it got.
        entries: Entries bought (re-entries count).
        updated_at: When it last changed, seconds since the epoch.
        last_seq: Its last event number (the row is current while this is unchanged).
    """

    id: int
    name: str
    date: str
    venue: str
    stage: Stage
    entries: int
    updated_at: float
    last_seq: int


class Catalog:
    """Reads the library's tournaments, replaying only those that changed since last time."""

    def __init__(self, library: Library) -> None:
        self._library = library
        self._cache: dict[int, TournamentRow] = {}

    def rows(self) -> list[TournamentRow]:
        """Every tournament, most recently changed first.

        Raises:
            PersistenceError: The library cannot be read.
        """
        infos = self._library.events.tournaments()
        rows = [self._row(info) for info in infos]
        self._cache = {row.id: row for row in rows}
        return rows

    def _row(self, info: TournamentInfo) -> TournamentRow:
        cached = self._cache.get(info.id)
        if cached is not None and cached.last_seq == info.last_seq:
            return TournamentRow(
                info.id,
                info.name,
                cached.date,
                cached.venue,
                cached.stage,
                cached.entries,
                info.updated_at,
                info.last_seq,
            )
        try:
            state = replay(self._library.events.events(info.id))
        except (DomainError, PersistenceError):
            return TournamentRow(
                info.id, info.name, "", "", Stage.DAMAGED, 0, info.updated_at, info.last_seq
            )
        return TournamentRow(
            info.id,
            info.name,
            state.setup.date,
            state.setup.venue,
            stage_of(state),
            len(state.entries),
            info.updated_at,
            info.last_seq,
        )
