"""The storage layer's errors: one base class, one subclass per thing a director can act on.

Every error is a :class:`ValueError` whose message is one sentence the director understands;
the GUI and the CLI show it as it is. A refused operation changes nothing on disk.
"""

from __future__ import annotations

import sqlite3

__all__ = [
    "CorruptDatabaseError",
    "DatabaseInUseError",
    "DatabaseTooNewError",
    "ImportFileError",
    "NotALibraryError",
    "PersistenceError",
    "ReadOnlyError",
    "UnknownRecordError",
    "from_sqlite",
]


class PersistenceError(ValueError):
    """Base class of every error the storage layer raises."""


class DatabaseInUseError(PersistenceError):
    """Another Tourney (another process) has the library open for writing."""

    def __init__(self, path: str, *, pid: int | None, host: str | None) -> None:
        who = f"pid {pid} on host {host}" if pid is not None else "process unknown"
        super().__init__(
            f"{path} is in use by another Tourney ({who}); "
            "open it read-only or close the other window"
        )
        self.pid = pid
        self.host = host


class DatabaseTooNewError(PersistenceError):
    """The library was written by a newer Tourney: its schema has steps this one does not know."""

    def __init__(self, path: str, *, unknown: str) -> None:
        super().__init__(
            f"{path} was written by a newer Tourney (schema {unknown!r} is unknown); "
            "update Tourney to open it"
        )
        self.unknown = unknown


class CorruptDatabaseError(PersistenceError):
    """The file is not an SQLite database, or SQLite reports it damaged."""


class NotALibraryError(PersistenceError):
    """The file is an SQLite database, but not one Tourney wrote."""


class ReadOnlyError(PersistenceError):
    """A change was asked of a library opened read-only."""


class UnknownRecordError(PersistenceError):
    """A tournament or player id that the library does not hold."""


class ImportFileError(PersistenceError):
    """An import file is refused; the message names the line or the field at fault."""


def from_sqlite(exc: sqlite3.Error, *, path: str) -> PersistenceError:
    """Turn an ``sqlite3`` error about the library at ``path`` into a director's message."""
    text = str(exc)
    lowered = text.lower()
    if "malformed" in lowered or "not a database" in lowered or "corrupt" in lowered:
        return CorruptDatabaseError(
            f"{path} is damaged ({text}); restore a backup or run 'tourney check' on it"
        )
    if "locked" in lowered or "busy" in lowered:
        return PersistenceError(f"{path} is busy: another program is writing to it; try again")
    if "readonly" in lowered or "read-only" in lowered:
        return ReadOnlyError(f"{path} cannot be written to ({text})")
    if "constraint" in lowered:
        return PersistenceError(f"{path} refused the change: {text}")
    return PersistenceError(f"{path}: {text}")
