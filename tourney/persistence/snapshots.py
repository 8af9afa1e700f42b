"""A tournament's state kept beside its log, so that opening it replays only the latest events.

Every :data:`SNAPSHOT_EVERY` events the state is saved (:mod:`tourney.domain.state_json`), and
opening a tournament starts from the latest snapshot its Tourney can use: the events after it
are replayed on top, and those before it stay in their stored form, each read when first
needed (the History, a report). A tournament of 50,000 events opens in a fraction of the time
of replaying it all; one without a usable snapshot (new, imported, begun in event format 1, or
saved by another version of Tourney) is replayed as it always was, and gets one.

A snapshot only saves time: nothing is lost without one, so one that cannot be saved (a
read-only library, a full disk) or read is passed over, and the log is replayed.
"""

from __future__ import annotations

from tourney.domain.errors import DomainError
from tourney.domain.log.chain import Log
from tourney.domain.log.reducer import replay, replay_after
from tourney.domain.state import TournamentState
from tourney.persistence.errors import PersistenceError
from tourney.persistence.event_store import EventStore, Snapshot, event_from_row, gc_paused

__all__ = ["SNAPSHOT_EVERY", "keep_snapshot", "opened_state"]

SNAPSHOT_EVERY = 1_000
"""How many events a snapshot is saved after (a real night holds a few thousand)."""

_FORMAT = 5
"""The position of the event format in a stored row (see :meth:`EventStore.rows`)."""


def opened_state(events: EventStore, tournament_id: int) -> TournamentState:
    """The tournament's state, from its latest usable snapshot or by replaying its log.

    When :data:`SNAPSHOT_EVERY` events or more were replayed (since the snapshot, or from
    the start), the state is kept as a new snapshot (when the library can be written).

    Raises:
        PersistenceError: No such tournament.
        DomainError: The log does not replay.
    """
    with gc_paused():  # the state and the log are many objects, and no cycles
        snapshot = events.latest_snapshot(tournament_id)
        if snapshot is not None and not _usable(snapshot.state):
            snapshot = None  # written by another Tourney: replayed, and kept anew
        state = None if snapshot is None else _from_snapshot(events, tournament_id, snapshot)
        if state is None:
            snapshot = None
            state = replay(events.events(tournament_id))
    if state.last_seq - (0 if snapshot is None else snapshot.seq) >= SNAPSHOT_EVERY:
        keep_snapshot(events, tournament_id, state)
    return state


def keep_snapshot(events: EventStore, tournament_id: int, state: TournamentState) -> bool:
    """Save ``state`` as the tournament's snapshot after its last event (its only one).

    Returns:
        Whether it was saved (not in a read-only library, nor when the disk refuses it).
    """
    if events.read_only:
        return False
    from tourney.domain.state_json import state_to_json

    try:
        events.save_snapshot(
            tournament_id, seq=state.last_seq, state=state_to_json(state), only=True
        )
    except PersistenceError:
        return False
    return True


def _usable(state: object) -> bool:
    from tourney.domain.state_json import usable  # the snapshot's reader: when there is one

    return usable(state)


def _from_snapshot(
    events: EventStore, tournament_id: int, snapshot: Snapshot
) -> TournamentState | None:
    from tourney.domain.state_json import state_from_json

    rows = events.rows(tournament_id)
    if len(rows) < snapshot.seq or any(row[_FORMAT] < 2 for row in rows):
        return None  # a log begun in format 1 is read whole (its old records are upcast together)
    state = state_from_json(snapshot.state, Log.stored(rows[: snapshot.seq], event_from_row))
    if state is None:
        return None
    try:
        return replay_after(state, [event_from_row(row) for row in rows[snapshot.seq :]])
    except DomainError:  # the whole replay says which event, and whether the snapshot was at fault
        return None
