"""Tournaments and their append-only event logs, plus snapshots to replay less.

The store never interprets an event: it numbers it (1, 2, 3… per tournament), writes its
record (:mod:`tourney.domain.log.codec`: kind, format, data, label, origin, command) and reads
it back. Every change is one transaction, committed before the method returns.
"""

from __future__ import annotations

import gc
import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any

from tourney.domain.log.codec import events_from_records, from_record, to_record
from tourney.domain.log.events import Event
from tourney.persistence.errors import PersistenceError, UnknownRecordError
from tourney.persistence.repository import Repository, clean_text
from tourney.persistence.schema import Queries

__all__ = [
    "EventStore",
    "Snapshot",
    "TournamentInfo",
    "event_columns",
    "event_from_row",
    "event_row",
    "gc_paused",
    "records_from_rows",
]

_INSERT_EVENT = (
    "INSERT INTO events (tournament_id, seq, kind, at, label, data, format, origin, command) "
    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
_EVENT_COLUMNS = "seq, kind, at, label, data, format, origin, command"
_EVENT_COLUMNS_V1 = "seq, kind, at, label, data, 1, NULL, NULL"
"""The same columns in a library still at the first schema (read, not yet migrated)."""


def event_columns(db: Queries) -> str:
    """The columns of an event record in ``db``'s events table, for a ``SELECT``."""
    names = {row[1] for row in db.execute("PRAGMA table_info(events)").fetchall()}
    return _EVENT_COLUMNS if "format" in names else _EVENT_COLUMNS_V1


_TOURNAMENT_COLUMNS = (
    "id, name, status, created_at, updated_at, "
    "(SELECT coalesce(max(seq), 0) FROM events WHERE tournament_id = tournaments.id)"
)


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """One tournament as the library lists it (its state is the replay of its events).

    Attributes:
        id: The library's id of the tournament.
        name: Its name, e.g. "Friday Deepstack".
        status: A free word the application keeps (e.g. "running", "finished"); "" if unset.
        created_at: When it was created, seconds since the epoch.
        updated_at: When it last changed.
        last_seq: The number of its last event, 0 if it has none.
    """

    id: int
    name: str
    status: str
    created_at: float
    updated_at: float
    last_seq: int


@dataclass(frozen=True, slots=True)
class Snapshot:
    """A saved state: replaying the events after ``seq`` on top of ``state`` gives today's.

    Attributes:
        seq: The last event included in ``state``.
        state: The state as JSON-ready data, in whatever form the domain saved it.
        saved_at: When it was saved.
    """

    seq: int
    state: dict[str, Any]
    saved_at: float


def _json(value: object, what: str, kind: str) -> str:
    try:
        return json.dumps(
            value, ensure_ascii=False, sort_keys=True, separators=(",", ":"), allow_nan=False
        )
    except (TypeError, ValueError) as exc:
        raise PersistenceError(
            "the {what} of event {kind!r} is not JSON-ready: {reason}",
            what=what,
            kind=kind,
            reason=str(exc),
        ) from None


def event_row(tournament_id: int, event: Event) -> tuple[object, ...]:
    """The row that stores ``event`` (its record's fields, JSON as canonical text).

    Raises:
        PersistenceError: A part of the event has no JSON form.
    """
    try:
        record = to_record(event)
    except TypeError as exc:
        raise PersistenceError(
            "event {kind!r} has no JSON form: {reason}", kind=event.kind, reason=str(exc)
        ) from None
    kind = record["kind"]
    origin = record["origin"]
    return (
        tournament_id,
        record["seq"],
        kind,
        float(record["at"]),
        _json(record["label"], "label", kind),
        _json(record["data"], "data", kind),
        record["format"],
        None if origin is None else _json(origin, "origin", kind),
        record["command"],
    )


def records_from_rows(rows: Iterable[tuple[Any, ...]]) -> list[dict[str, Any]]:
    """Event records from stored rows (``seq, kind, at, label, data, format, origin, command``).

    The JSON of every row is read in one ``json.loads`` (each is valid JSON: CHECK constraints
    and a trigger ensure it), with the cyclic garbage collector paused: about twice as fast.
    """
    rows = list(rows)
    with gc_paused():
        parts = []
        for _, _, _, label, data, version, origin, _ in rows:
            parts.append(data)
            parts.append(label if version >= 2 else json.dumps(label))
            parts.append(origin if origin is not None else "null")
        values = json.loads("[" + ",".join(parts) + "]")
        return [
            {
                "seq": seq,
                "kind": kind,
                "at": at,
                "format": version,
                "data": values[3 * i],
                "label": values[3 * i + 1],
                "origin": values[3 * i + 2],
                "command": command,
            }
            for i, (seq, kind, at, _, _, version, _, command) in enumerate(rows)
        ]


def event_from_row(row: tuple[Any, ...]) -> Event:
    """The event a stored row holds (a row of :meth:`EventStore.rows`, in format 2).

    Raises:
        DomainMalformedError: The row does not hold an event (the message names it).
    """
    return from_record(records_from_rows([row])[0], path=f"event {row[0]}")


class EventStore(Repository):
    """The tournaments of a library and their event logs."""

    # -- tournaments ------------------------------------------------------------------------

    def create_tournament(self, name: str, *, status: str = "") -> int:
        """Add an empty tournament; returns its id."""
        name = clean_text(name, "tournament name", required=True)
        status = clean_text(status, "tournament status")
        now = self._clock()
        with self.writing() as db:
            cursor = db.execute(
                "INSERT INTO tournaments (name, status, created_at, updated_at) VALUES (?,?,?,?)",
                [name, status, now, now],
            )
        assert cursor.lastrowid is not None
        return cursor.lastrowid

    def tournaments(self) -> list[TournamentInfo]:
        """Every tournament, most recently changed first."""
        with self.reading() as db:
            rows = db.execute(
                f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments ORDER BY updated_at DESC, id DESC"
            ).fetchall()
        return [TournamentInfo(*row) for row in rows]

    def tournament(self, tournament_id: int) -> TournamentInfo:
        """One tournament.

        Raises:
            UnknownRecordError: There is no tournament with that id.
        """
        with self.reading() as db:
            return self._info(db, tournament_id)

    def rename(self, tournament_id: int, name: str) -> None:
        """Give a tournament a new name."""
        self._update(tournament_id, "name", clean_text(name, "tournament name", required=True))

    def set_status(self, tournament_id: int, status: str) -> None:
        """Record the application's word for where a tournament stands."""
        self._update(tournament_id, "status", clean_text(status, "tournament status"))

    def duplicate(self, tournament_id: int, *, name: str) -> int:
        """Copy a tournament with all its events and snapshots under a new name; returns its id."""
        name = clean_text(name, "tournament name", required=True)
        now = self._clock()
        with self.writing() as db:
            source = self._info(db, tournament_id)
            new_id = db.execute(
                "INSERT INTO tournaments (name, status, created_at, updated_at) VALUES (?,?,?,?)",
                [name, source.status, now, now],
            ).lastrowid
            db.execute(
                f"INSERT INTO events (tournament_id, {_EVENT_COLUMNS}) "
                f"SELECT ?, {_EVENT_COLUMNS} FROM events WHERE tournament_id = ?",
                [new_id, tournament_id],
            )
            db.execute(
                "INSERT INTO snapshots (tournament_id, seq, state, saved_at) "
                "SELECT ?, seq, state, saved_at FROM snapshots WHERE tournament_id = ?",
                [new_id, tournament_id],
            )
        assert new_id is not None
        return new_id

    def delete(self, tournament_id: int) -> None:
        """Delete a tournament with its events and snapshots (the only way events go)."""
        with self.writing() as db:
            self._info(db, tournament_id)
            db.execute("DELETE FROM tournaments WHERE id = ?", [tournament_id])

    # -- events -----------------------------------------------------------------------------

    def append(self, tournament_id: int, event: Event) -> Event:
        """Store ``event`` as the tournament's next; returns it with its ``seq``.

        The event is committed (on disk) before this returns. ``event.seq`` is ignored.

        Raises:
            UnknownRecordError: There is no such tournament.
            PersistenceError: The event's data is not JSON-ready, or SQLite refused it.
        """
        return self.append_many(tournament_id, [event])[0]

    def append_many(self, tournament_id: int, events: Iterable[Event]) -> list[Event]:
        """Store several events in one transaction: all of them, or none."""
        pending = list(events)
        with self.writing() as db:
            first = self._last_seq(db, tournament_id) + 1
            stored = [event.stored_as(seq) for seq, event in enumerate(pending, start=first)]
            rows = [event_row(tournament_id, e) for e in stored]
            db.conn.executemany(_INSERT_EVENT, rows)
            db.execute(
                "UPDATE tournaments SET updated_at = ? WHERE id = ?", [self._clock(), tournament_id]
            )
        return stored

    def events(self, tournament_id: int, *, after_seq: int = 0) -> list[Event]:
        """The tournament's events numbered above ``after_seq``, in order."""
        records = self.records(tournament_id, after_seq=after_seq)
        with gc_paused():  # many objects, and no cycles among them
            return events_from_records(records)

    def rows(self, tournament_id: int) -> list[tuple[Any, ...]]:
        """The tournament's stored event rows, in order, unread (see :func:`event_from_row`).

        Raises:
            UnknownRecordError: There is no such tournament.
        """
        with self.reading() as db, gc_paused():  # many tuples, and no cycles
            self._info(db, tournament_id)
            return db.execute(
                f"SELECT {self._columns(db)} FROM events WHERE tournament_id = ? ORDER BY seq",
                [tournament_id],
            ).fetchall()

    def records(self, tournament_id: int, *, after_seq: int = 0) -> list[dict[str, Any]]:
        """The tournament's event records numbered above ``after_seq``, in order, unread.

        Raises:
            UnknownRecordError: There is no such tournament.
        """
        with self.reading() as db:
            self._info(db, tournament_id)
            rows = db.execute(
                f"SELECT {self._columns(db)} FROM events "
                "WHERE tournament_id = ? AND seq > ? ORDER BY seq",
                [tournament_id, after_seq],
            ).fetchall()
        return records_from_rows(rows)

    def _columns(self, db: Queries) -> str:
        columns: str | None = getattr(self, "_event_columns", None)
        if columns is None or columns == _EVENT_COLUMNS_V1:
            columns = self._event_columns = event_columns(db)
        return columns

    def by_command(self, tournament_id: int, command: str) -> Event | None:
        """The event that command ``command`` made in the tournament, or ``None``.

        A command retried after a lost answer finds the event it made the first time.
        """
        with self.reading() as db:
            if self._columns(db) == _EVENT_COLUMNS_V1:
                return None
            row = db.execute(
                f"SELECT {_EVENT_COLUMNS} FROM events WHERE tournament_id = ? AND command = ?",
                [tournament_id, command],
            ).fetchone()
        if row is None:
            return None
        return event_from_row(row)

    def last_seq(self, tournament_id: int) -> int:
        """The number of the tournament's last event, 0 if it has none."""
        with self.reading() as db:
            return self._last_seq(db, tournament_id)

    # -- snapshots --------------------------------------------------------------------------

    def save_snapshot(
        self, tournament_id: int, *, seq: int, state: Mapping[str, Any], only: bool = False
    ) -> None:
        """Save the state after event ``seq`` (replacing an earlier save at the same ``seq``).

        With ``only``, the tournament's other snapshots are removed in the same transaction
        (each is the whole state: a long night would otherwise keep dozens).

        Raises:
            PersistenceError: ``state`` is not JSON-ready, or there is no event ``seq``.
        """
        try:
            text = json.dumps(state, ensure_ascii=False, sort_keys=True, allow_nan=False)
        except (TypeError, ValueError) as exc:
            raise PersistenceError(
                "the snapshot is not JSON-ready: {reason}", reason=str(exc)
            ) from None
        with self.writing() as db:
            if not 1 <= seq <= self._last_seq(db, tournament_id):
                raise PersistenceError(
                    "tournament {tournament} has no event {seq} to save a snapshot after",
                    tournament=tournament_id,
                    seq=seq,
                )
            db.execute(
                "INSERT OR REPLACE INTO snapshots (tournament_id, seq, state, saved_at) "
                "VALUES (?, ?, ?, ?)",
                [tournament_id, seq, text, self._clock()],
            )
            if only:
                db.execute(
                    "DELETE FROM snapshots WHERE tournament_id = ? AND seq <> ?",
                    [tournament_id, seq],
                )

    def latest_snapshot(self, tournament_id: int, *, at_most: int | None = None) -> Snapshot | None:
        """The most recent snapshot (at or before event ``at_most`` if given), or ``None``."""
        limit = at_most if at_most is not None else 2**62
        with self.reading() as db:
            self._info(db, tournament_id)
            row = db.execute(
                "SELECT seq, state, saved_at FROM snapshots WHERE tournament_id = ? AND seq <= ? "
                "ORDER BY seq DESC LIMIT 1",
                [tournament_id, limit],
            ).fetchone()
        if row is None:
            return None
        return Snapshot(seq=row[0], state=json.loads(row[1]), saved_at=row[2])

    # -- helpers ----------------------------------------------------------------------------

    def _update(self, tournament_id: int, column: str, value: str) -> None:
        with self.writing() as db:
            self._info(db, tournament_id)
            db.execute(
                f"UPDATE tournaments SET {column} = ?, updated_at = ? WHERE id = ?",
                [value, self._clock(), tournament_id],
            )

    def _info(self, db: Queries, tournament_id: int) -> TournamentInfo:
        row = db.execute(
            f"SELECT {_TOURNAMENT_COLUMNS} FROM tournaments WHERE id = ?", [tournament_id]
        ).fetchone()
        if row is None:
            raise UnknownRecordError(
                "there is no tournament number {tournament}", tournament=tournament_id
            )
        return TournamentInfo(*row)

    def _last_seq(self, db: Queries, tournament_id: int) -> int:
        return self._info(db, tournament_id).last_seq


@contextmanager
def gc_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector (the objects built here form no cycles)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
