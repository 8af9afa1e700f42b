"""The file under a library: is it SQLite at all, and how to connect to it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from tourney.persistence.errors import CorruptDatabaseError, MissingFileError, PersistenceError

__all__ = ["check_header", "connect"]

_SQLITE_HEADER = b"SQLite format 3\x00"
_BUSY_TIMEOUT_MS = 5000


def check_header(path: Path, *, must_exist: bool) -> None:
    """Refuse a file that is not SQLite before SQLite (or a lock file) touches anything.

    Raises:
        PersistenceError: ``path`` cannot be read, or is missing though ``must_exist``.
        CorruptDatabaseError: ``path`` is not an SQLite file (an empty file is accepted).
    """
    try:
        with path.open("rb") as handle:
            header = handle.read(len(_SQLITE_HEADER))
    except FileNotFoundError:
        if must_exist:
            raise MissingFileError("{path} does not exist", path=path) from None
        return
    except OSError as exc:
        raise PersistenceError(
            "cannot read {path}: {reason}", path=path, reason=exc.strerror or str(exc)
        ) from None
    if header and header != _SQLITE_HEADER:
        raise CorruptDatabaseError(
            "{path} is not a Tourney library (it is not an SQLite file)", path=path
        )


def connect(path: Path, *, read_only: bool) -> sqlite3.Connection:
    """A connection to ``path`` with foreign keys on; read-only opens it with ``mode=ro``."""
    if read_only:
        uri = f"{path.resolve().as_uri()}?mode=ro"
        conn = sqlite3.connect(uri, uri=True, timeout=_BUSY_TIMEOUT_MS / 1000)
    else:
        conn = sqlite3.connect(str(path), timeout=_BUSY_TIMEOUT_MS / 1000)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn
