"""The storage layer's errors: one base class, one subclass per thing a director can act on.

Every error is a :class:`~tourney.engine.errors.Refusal` (a :class:`ValueError`) whose message
is one sentence the director understands: ``str(error)`` in English,
``error.translated("it")`` in the director's language (the gettext catalogs,
:mod:`tourney.base.catalogs`). A refused operation changes nothing on disk.
"""

from __future__ import annotations

import sqlite3

from tourney.base.messages import N_
from tourney.base.refusals import Refusal

__all__ = [
    "CorruptDatabaseError",
    "DatabaseBusyError",
    "DatabaseInUseError",
    "DatabaseTooNewError",
    "ImportFileError",
    "MissingFileError",
    "NotALibraryError",
    "PersistenceError",
    "ReadOnlyError",
    "UnknownRecordError",
    "from_sqlite",
]


class PersistenceError(Refusal):
    """Base class of every error the storage layer raises."""

    code = "storage.refused"


class DatabaseInUseError(PersistenceError):
    """Another Tourney (another process) has the library open for writing."""

    code = "storage.in-use"

    def __init__(self, *, path: str, pid: int | None, host: str | None) -> None:
        if pid is not None:
            super().__init__(
                N_(
                    "{path} is in use by another Tourney (pid {pid} on host {host}); "
                    "open it read-only or close the other window"
                ),
                path=path,
                pid=pid,
                host=host,
            )
        else:
            super().__init__(
                N_(
                    "{path} is in use by another Tourney (process unknown); "
                    "open it read-only or close the other window"
                ),
                path=path,
            )
        self.pid = pid
        self.host = host


class DatabaseTooNewError(PersistenceError):
    """The library was written by a newer Tourney: its schema has steps this one does not know."""

    code = "storage.too-new"

    def __init__(self, *, path: str, unknown: str) -> None:
        super().__init__(
            N_(
                "{path} was written by a newer Tourney (schema {unknown!r} is unknown); "
                "update Tourney to open it"
            ),
            path=path,
            unknown=unknown,
        )
        self.unknown = unknown


class CorruptDatabaseError(PersistenceError):
    """The file is not an SQLite database, or SQLite reports it damaged."""

    code = "storage.damaged"


class NotALibraryError(PersistenceError):
    """The file is an SQLite database, but not one Tourney wrote."""

    code = "storage.not-a-library"


class ReadOnlyError(PersistenceError):
    """A change was asked of a library opened read-only."""

    code = "storage.read-only"


class UnknownRecordError(PersistenceError):
    """A tournament or player id that the library does not hold."""

    code = "storage.unknown-record"


class DatabaseBusyError(PersistenceError):
    """Another program holds a lock on the library for a moment: trying again may work."""

    code = "storage.busy"


class MissingFileError(PersistenceError):
    """The file asked for does not exist."""

    code = "storage.not-found"


class ImportFileError(PersistenceError):
    """An import file is refused; the message names the line or the field at fault."""

    code = "storage.bad-import"


def from_sqlite(exc: sqlite3.Error, *, path: str) -> PersistenceError:
    """Turn an ``sqlite3`` error about the library at ``path`` into a director's message."""
    reason = str(exc)
    lowered = reason.lower()
    if "malformed" in lowered or "not a database" in lowered or "corrupt" in lowered:
        return CorruptDatabaseError(
            "{path} is damaged ({reason}); restore a backup or run 'tourney check' on it",
            path=path,
            reason=reason,
        )
    if "disk is full" in lowered or "disk i/o" in lowered:
        return PersistenceError(
            "{path} cannot be written: the disk is full (or failing); the change was not "
            "saved and nothing stored before it is lost",
            path=path,
        )
    if "locked" in lowered or "busy" in lowered:
        return DatabaseBusyError(
            "{path} is busy: another program is writing to it; try again", path=path
        )
    if "readonly" in lowered or "read-only" in lowered:
        return ReadOnlyError("{path} cannot be written to ({reason})", path=path, reason=reason)
    if "constraint" in lowered:
        return PersistenceError("{path} refused the change: {reason}", path=path, reason=reason)
    return PersistenceError("{path}: {reason}", path=path, reason=reason)
