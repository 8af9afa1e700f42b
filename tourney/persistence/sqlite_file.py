"""The file under a library: is it SQLite at all, what its header says, how to connect to it.

The first 100 bytes of an SQLite file are its header (https://sqlite.org/fileformat.html):
the magic text, the page size, and the fields Tourney cares about before it lets SQLite touch
anything — the ``application_id`` (a Tourney library says "Tour") and whether the file is in
write-ahead-log mode. Reading them needs no connection, so a file Tourney refuses is refused
before SQLite (or a lock file, or a ``-wal``) is created beside it.

Connections come in three kinds (:func:`connect`):

* **writer**: an ordinary read-write connection (the caller holds the library's lock);
* ``mode=ro``: read-only, through SQLite's own locking, for a library a live writer is
  changing (its ``-wal`` and ``-shm`` exist already, so nothing new is created);
* ``immutable=1``: read-only, no locks and no ``-wal``/``-shm`` at all — right only while
  nothing can change the file, i.e. while the caller holds the reader's lock
  (:class:`~tourney.persistence.lock.ReaderLock`) and no write-ahead log is waiting.
"""

from __future__ import annotations

import enum
import os
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from tourney.persistence.errors import CorruptDatabaseError, MissingFileError, PersistenceError

__all__ = [
    "SQLITE_HEADER",
    "Header",
    "Mode",
    "check_header",
    "companion",
    "connect",
    "read_header",
    "real_path",
]

SQLITE_HEADER = b"SQLite format 3\x00"
_HEADER_SIZE = 100
_BUSY_TIMEOUT_MS = 5000


class Mode(enum.Enum):
    """How :func:`connect` opens a database file."""

    WRITER = "writer"
    READ_ONLY = "ro"
    IMMUTABLE = "immutable"


@dataclass(frozen=True, slots=True)
class Header:
    """What the first 100 bytes of an SQLite file say.

    Attributes:
        page_size: Bytes per page (512 to 65,536).
        wal: Whether the file is in write-ahead-log mode (its ``-wal`` may hold changes).
        change_counter: Incremented by SQLite when the file's first page is rewritten.
        pages: The database size in pages, as the header records it.
        application_id: ``PRAGMA application_id`` as stored in the file itself.
    """

    page_size: int
    wal: bool
    change_counter: int
    pages: int
    application_id: int


def real_path(path: Path) -> Path:
    """``path`` with every symbolic link resolved (the file itself, whatever leads to it)."""
    return Path(os.path.realpath(path))


def companion(database: Path, suffix: str) -> Path:
    """A file SQLite or Tourney keeps beside ``database``: ``-wal``, ``-shm``, ``.lock``."""
    return database.with_name(database.name + suffix)


def read_header(path: Path) -> Header | None:
    """The header of the SQLite file at ``path``; ``None`` for an empty file.

    Raises:
        MissingFileError: ``path`` does not exist.
        PersistenceError: ``path`` cannot be read.
        CorruptDatabaseError: It is not an SQLite file (or its header is cut short).
    """
    try:
        with path.open("rb") as handle:
            raw = handle.read(_HEADER_SIZE)
    except FileNotFoundError:
        raise MissingFileError("{path} does not exist", path=path) from None
    except OSError as exc:
        raise PersistenceError(
            "cannot read {path}: {reason}", path=path, reason=exc.strerror or str(exc)
        ) from None
    if not raw:
        return None
    if not raw.startswith(SQLITE_HEADER):
        raise CorruptDatabaseError(
            "{path} is not a Tourney library (it is not an SQLite file)", path=path
        )
    if len(raw) < _HEADER_SIZE:
        raise CorruptDatabaseError(
            "{path} is damaged (the file is cut short); restore a backup", path=path
        )
    page_size = int.from_bytes(raw[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    if not 512 <= page_size <= 65536 or page_size & (page_size - 1):
        raise CorruptDatabaseError(
            "{path} is damaged (its header is not valid); restore a backup", path=path
        )
    return Header(
        page_size=page_size,
        wal=raw[18] == 2 or raw[19] == 2,
        change_counter=int.from_bytes(raw[24:28], "big"),
        pages=int.from_bytes(raw[28:32], "big"),
        application_id=int.from_bytes(raw[68:72], "big"),
    )


def check_header(path: Path, *, must_exist: bool) -> None:
    """Refuse a file that is not SQLite before SQLite (or a lock file) touches anything.

    Raises:
        PersistenceError: ``path`` cannot be read, or is missing though ``must_exist``.
        CorruptDatabaseError: ``path`` is not an SQLite file (an empty file is accepted).
    """
    if not must_exist and not os.path.lexists(path):
        return
    read_header(path)


def connect(path: Path, *, mode: Mode | bool = Mode.WRITER) -> sqlite3.Connection:
    """A connection to ``path`` with foreign keys on.

    Args:
        path: The database file.
        mode: See :class:`Mode`; ``True`` means :attr:`Mode.READ_ONLY` and ``False``
            :attr:`Mode.WRITER` (the older form of the argument).
    """
    if isinstance(mode, bool):
        mode = Mode.READ_ONLY if mode else Mode.WRITER
    timeout = _BUSY_TIMEOUT_MS / 1000
    if mode is Mode.WRITER:
        conn = sqlite3.connect(str(path), timeout=timeout)
    else:
        query = "mode=ro" if mode is Mode.READ_ONLY else "mode=ro&immutable=1"
        conn = sqlite3.connect(f"{uri(path)}?{query}", uri=True, timeout=timeout)
    conn.execute("PRAGMA foreign_keys = ON")
    return conn


def uri(path: Path) -> str:
    """The ``file:`` URI of ``path`` (absolute, with every special character escaped)."""
    return Path(os.path.abspath(path)).as_uri()
