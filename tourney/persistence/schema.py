"""Which schema a library is at, read with plain SQL (no sqlite-utils needed).

The schema's steps are sqlite-utils migrations (:mod:`tourney.persistence.migrations`),
recorded by sqlite-utils in its ``_sqlite_migrations`` table. Opening a library that is up to
date only needs to *read* that record, which this module does with one query, so the window
opens without loading sqlite-utils and its dependencies (about a tenth of the start-up time);
they load when a library must be migrated or written.
"""

from __future__ import annotations

import sqlite3
from typing import Any, Protocol

__all__ = [
    "APPLICATION_ID",
    "MIGRATIONS_TABLE",
    "MIGRATION_SET",
    "SCHEMA_STEPS",
    "Queries",
    "applied_migrations",
    "current_schema",
    "pending_migrations",
    "unknown_migrations",
]

#: ``PRAGMA application_id`` of a Tourney library ("Tour" in ASCII).
APPLICATION_ID = 0x546F7572

#: The name of Tourney's migration set (the ``migration_set`` column).
MIGRATION_SET = "tourney"

#: The table in which sqlite-utils records the migrations it applied.
MIGRATIONS_TABLE = "_sqlite_migrations"

#: Every migration's name, in order; :mod:`tourney.persistence.migrations` defines the
#: steps under these names (a test keeps the two in step).
SCHEMA_STEPS: tuple[str, ...] = ("0001_library", "0002_event_envelope", "0003_staff_devices")


class Queries(Protocol):
    """What runs a query: an ``sqlite3.Connection`` or a sqlite-utils ``Database``."""

    def execute(self, sql: str, parameters: Any = ..., /) -> sqlite3.Cursor:
        """Run ``sql`` with ``parameters`` and return the cursor."""
        ...  # pragma: no cover


def applied_migrations(db: Queries) -> list[str]:
    """Names of the migrations recorded in ``db``, in the order they ran (read-only)."""
    exists = db.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?", (MIGRATIONS_TABLE,)
    ).fetchone()
    if exists is None:
        return []
    rows = db.execute(
        f'SELECT name FROM "{MIGRATIONS_TABLE}" WHERE migration_set = ? ORDER BY rowid',
        (MIGRATION_SET,),
    ).fetchall()
    return [str(row[0]) for row in rows]


def pending_migrations(db: Queries) -> list[str]:
    """Names of this version's migrations that ``db`` has not run yet (read-only)."""
    applied = set(applied_migrations(db))
    return [name for name in SCHEMA_STEPS if name not in applied]


def unknown_migrations(db: Queries) -> list[str]:
    """Names recorded in ``db`` that this version does not know: a newer Tourney wrote it."""
    known = set(SCHEMA_STEPS)
    return [name for name in applied_migrations(db) if name not in known]


def current_schema() -> str:
    """The name of this version's last migration: the schema it writes."""
    return SCHEMA_STEPS[-1]
