"""The library's schema, as named, append-only migrations (sqlite-utils ``Migrations``).

Each migration runs in one transaction together with the record that it ran, so a library is
always at a known step. **Never edit or rename a released migration**: add a new one below
it, and add a fixture database of the released schema to ``tests/persistence/fixtures``.

A library whose record names a migration this version does not know was written by a newer
Tourney and is refused by that name (see :func:`tourney.persistence.schema.unknown_migrations`,
which reads the record without sqlite-utils; add each new name to
:data:`~tourney.persistence.schema.SCHEMA_STEPS` too).

Tables (all ``STRICT``):

* ``players`` — the shared player database; ``search_key`` is the folded name used for
  accent-insensitive completion; ``merged_into`` points a duplicate at the player kept.
* ``tournaments`` — one row per tournament; its state is the replay of its events.
* ``events`` — the append-only log, one row per director action, numbered 1, 2, 3… per
  tournament; triggers refuse updates and deletes (only deleting the tournament removes them).
  Each row is an event record (:mod:`tourney.domain.log.codec`): kind, format, data, label,
  and for an action from a paired device its origin and command id.
* ``snapshots`` — optional saved states (JSON) after a given event, to replay less.
* ``devices`` — the staff's paired phones: a name, a role, the hash of the device's token
  (never the token), what paired it (a pairing code's id, once only), when it was last seen
  and when it was revoked.
* ``staff`` — one row: the key that signs pairing codes, and the staff PIN's salted hash and
  the roles it may pair.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable

from sqlite_utils import Database, Migrations

from tourney.persistence.schema import (
    APPLICATION_ID,
    MIGRATION_SET,
    MIGRATIONS_TABLE,
    SCHEMA_STEPS,
    pending_migrations,
)

__all__ = ["MIGRATIONS", "migrate", "migration_names"]

_Step = Callable[[Database], None]

#: The migration set; its name is the ``migration_set`` column of ``_sqlite_migrations``.
MIGRATIONS = Migrations(MIGRATION_SET)

#: Every migration's name, in order (filled by :func:`_migration`).
_NAMES: list[str] = []


def _migration(name: str) -> Callable[[_Step], _Step]:
    """Register a migration under ``name`` in :data:`MIGRATIONS` and in :data:`_NAMES`."""

    def register(step: _Step) -> _Step:
        MIGRATIONS(name=name)(step)  # rejects a duplicate name
        _NAMES.append(name)
        return step

    return register


@_migration("0001_library")
def _library(db: Database) -> None:
    """Players, tournaments, the event log and snapshots (schema v1)."""
    db.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    db.execute(
        """
        CREATE TABLE players (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (trim(name) <> ''),
            nickname TEXT NOT NULL DEFAULT '',
            email TEXT NOT NULL DEFAULT '',
            phone TEXT NOT NULL DEFAULT '',
            notes TEXT NOT NULL DEFAULT '',
            search_key TEXT NOT NULL,
            merged_into INTEGER REFERENCES players (id),
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            CHECK (merged_into IS NULL OR merged_into <> id)
        ) STRICT
        """
    )
    db.execute("CREATE INDEX players_search_key ON players (search_key)")
    db.execute(
        """
        CREATE TABLE tournaments (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (trim(name) <> ''),
            status TEXT NOT NULL DEFAULT '',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        ) STRICT
        """
    )
    db.execute(
        """
        CREATE TABLE events (
            tournament_id INTEGER NOT NULL REFERENCES tournaments (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL CHECK (seq >= 1),
            kind TEXT NOT NULL CHECK (kind <> ''),
            at REAL NOT NULL,
            label TEXT NOT NULL,
            data TEXT NOT NULL CHECK (json_valid(data)),
            PRIMARY KEY (tournament_id, seq)
        ) STRICT, WITHOUT ROWID
        """
    )
    db.execute(
        """
        CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END
        """
    )
    db.execute(
        """
        CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
        WHEN EXISTS (SELECT 1 FROM tournaments WHERE id = OLD.tournament_id)
        BEGIN SELECT RAISE(ABORT, 'the event log is append-only'); END
        """
    )
    db.execute(
        """
        CREATE TABLE snapshots (
            tournament_id INTEGER NOT NULL,
            seq INTEGER NOT NULL,
            state TEXT NOT NULL CHECK (json_valid(state)),
            saved_at REAL NOT NULL,
            PRIMARY KEY (tournament_id, seq),
            FOREIGN KEY (tournament_id, seq) REFERENCES events (tournament_id, seq)
                ON DELETE CASCADE
        ) STRICT, WITHOUT ROWID
        """
    )


@_migration("0002_event_envelope")
def _event_envelope(db: Database) -> None:
    """Typed events (schema v2): each event's format, its origin and the command that made it.

    Rows written before are event format 1 (``format`` defaults to 1); from format 2 the label
    is a sentence as JSON. ``origin`` names the paired device an action came from, ``command``
    the id of the command that made it: one event per command and tournament, so a command
    retried after a lost answer is not applied twice.
    """
    db.execute(
        "ALTER TABLE events ADD COLUMN format INTEGER NOT NULL DEFAULT 1 CHECK (format >= 1)"
    )
    db.execute(
        "ALTER TABLE events ADD COLUMN origin TEXT CHECK (origin IS NULL OR json_valid(origin))"
    )
    db.execute(
        "ALTER TABLE events ADD COLUMN command TEXT "
        "CHECK (command IS NULL OR length(command) BETWEEN 1 AND 200)"
    )
    db.execute(
        "CREATE UNIQUE INDEX events_command ON events (tournament_id, command) "
        "WHERE command IS NOT NULL"
    )
    db.execute(
        """
        CREATE TRIGGER events_label_json BEFORE INSERT ON events
        WHEN NEW.format >= 2 AND NOT json_valid(NEW.label)
        BEGIN SELECT RAISE(ABORT, 'the label of an event must be JSON from format 2'); END
        """
    )


@_migration("0003_staff_devices")
def _staff_devices(db: Database) -> None:
    """Staff devices (schema v3): paired phones, the pairing key and the staff PIN.

    A device is stored by the SHA-256 of its token (the token itself only ever reaches the
    phone); ``paired_by`` names what paired it — ``code:`` and the pairing code's id, or
    ``pin:`` and a random id — and is unique, so a pairing code is used once even across a
    restart. Revoked devices keep their row (``revoked_at``): their actions stay in the logs
    under their name. The ``staff`` row holds the key pairing codes are signed with (made
    here, at random) and the staff PIN as PBKDF2-HMAC-SHA256 (salt, rounds, hash), empty
    when none is set.
    """
    db.execute(
        """
        CREATE TABLE devices (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL CHECK (trim(name) <> '' AND length(name) <= 40),
            role TEXT NOT NULL CHECK (role IN ('floor', 'desk', 'director')),
            token_hash TEXT NOT NULL UNIQUE CHECK (length(token_hash) = 64),
            paired_by TEXT NOT NULL UNIQUE CHECK (length(paired_by) BETWEEN 5 AND 80),
            paired_at REAL NOT NULL,
            last_seen REAL,
            revoked_at REAL
        ) STRICT
        """
    )
    db.execute(
        """
        CREATE TABLE staff (
            id INTEGER PRIMARY KEY CHECK (id = 1),
            pairing_key TEXT NOT NULL CHECK (length(pairing_key) = 64),
            pin_hash TEXT NOT NULL DEFAULT '',
            pin_salt TEXT NOT NULL DEFAULT '',
            pin_rounds INTEGER NOT NULL DEFAULT 0 CHECK (pin_rounds >= 0),
            pin_roles TEXT NOT NULL DEFAULT '',
            pin_set_at REAL,
            CHECK ((pin_hash = '') = (pin_rounds = 0))
        ) STRICT
        """
    )
    db.execute("INSERT INTO staff (id, pairing_key) VALUES (1, ?)", [secrets.token_hex(32)])


def migration_names() -> tuple[str, ...]:
    """The names of the migrations defined here, in order."""
    return tuple(_NAMES)


def migrate(db: Database, *, new: bool = False) -> None:
    """Apply the pending migrations to ``db``, each in its own transaction.

    A new library (``new``) is created in **one** transaction: sqlite-utils' table of applied
    migrations and every migration together, so a process killed while creating it leaves an
    empty file, never a half-made one. A file whose creation an older Tourney began (the
    empty migrations table, nothing else) is created afresh the same way.

    Raises:
        RuntimeError: The steps defined here are not :data:`SCHEMA_STEPS` (a programming error).
    """
    if tuple(_NAMES) != SCHEMA_STEPS:
        raise RuntimeError(f"migrations {_NAMES} differ from SCHEMA_STEPS {SCHEMA_STEPS}")
    if new:
        with db.atomic():
            db.execute(f'DROP TABLE IF EXISTS "{MIGRATIONS_TABLE}"')
            MIGRATIONS.apply(db)
    elif pending_migrations(db):
        MIGRATIONS.apply(db)
