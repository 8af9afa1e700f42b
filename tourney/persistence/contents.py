"""What an SQLite file holds: a Tourney library, a new (or half-created) one, or something else.

:func:`library_kind` tells from the schema alone, reading nothing else; :func:`refuse_kind`
turns the kinds Tourney cannot open into the director's sentence. A library whose first
creation was interrupted — sqlite-utils had recorded its empty migrations table, nothing
more, when the process was killed — is :attr:`Kind.NEW`, exactly like an empty file: it
holds nothing, so Tourney creates the library in it (see
:func:`tourney.persistence.migrations.migrate`).
"""

from __future__ import annotations

import enum
import sqlite3
from pathlib import Path

from tourney.persistence.errors import DatabaseTooNewError, NotALibraryError
from tourney.persistence.schema import (
    APPLICATION_ID,
    MIGRATIONS_TABLE,
    Queries,
    unknown_migrations,
)

__all__ = ["Kind", "library_kind", "refuse_kind"]


class Kind(enum.Enum):
    """What :func:`library_kind` found."""

    NEW = "new"
    """No tables at all, or only the empty record of a creation that was interrupted."""

    LIBRARY = "library"
    """A Tourney library this version knows."""

    TOO_NEW = "too new"
    """A Tourney library with schema steps this version does not know."""

    FOREIGN = "foreign"
    """Another program's SQLite database."""


def library_kind(db: Queries) -> Kind:
    """What the database behind ``db`` is (reads only its schema and migration record).

    Raises:
        sqlite3.Error: The schema cannot be read (the file is damaged).
    """
    tables = {
        str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    application_id = db.execute("PRAGMA application_id").fetchone()[0]
    nothing_yet = not tables or _empty(db, MIGRATIONS_TABLE)
    if not tables - {MIGRATIONS_TABLE} and application_id in (0, APPLICATION_ID) and nothing_yet:
        return Kind.NEW
    if application_id != APPLICATION_ID or MIGRATIONS_TABLE not in tables:
        return Kind.FOREIGN
    if unknown_migrations(db):
        return Kind.TOO_NEW
    return Kind.LIBRARY


def refuse_kind(db: Queries, kind: Kind, path: Path) -> None:
    """Raise the refusal of a file of ``kind`` (nothing for a library or a new file).

    Raises:
        NotALibraryError: Another program's database.
        DatabaseTooNewError: A newer Tourney's library (the first unknown step is named).
    """
    if kind is Kind.FOREIGN:
        raise NotALibraryError("{path} is an SQLite database, but not a Tourney library", path=path)
    if kind is Kind.TOO_NEW:
        raise DatabaseTooNewError(path=str(path), unknown=unknown_migrations(db)[0])


def _empty(db: Queries, table: str) -> bool:
    try:
        return db.execute(f'SELECT 1 FROM "{table}" LIMIT 1').fetchone() is None
    except sqlite3.Error:
        return False
