"""Open a library: check the file, lock it, migrate it, and hand out its repositories.

Durability: the library runs in WAL mode with ``synchronous=FULL``, so every commit waits
until its WAL frames are on the disk. With ``NORMAL`` a commit survives a crash of Tourney
but the last ones may vanish on a power cut; the director must be able to trust that an
action shown on screen is on disk, so Tourney pays one ``fsync`` per action (a few
milliseconds, see ``benchmarks/bench_storage.py``).

One Tourney writes a library at a time (:mod:`tourney.persistence.lock`); others may open it
read-only. Opening never modifies a file it refuses: a file that is not SQLite, a damaged
one, one from a newer Tourney or another program's database is left exactly as it was.
"""

from __future__ import annotations

import sqlite3
import time
from functools import cached_property
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

from tourney.persistence.backup import backup_connection
from tourney.persistence.errors import (
    CorruptDatabaseError,
    DatabaseTooNewError,
    NotALibraryError,
    PersistenceError,
    from_sqlite,
)
from tourney.persistence.event_store import EventStore
from tourney.persistence.lock import LibraryLock
from tourney.persistence.players_repo import PlayersRepo
from tourney.persistence.repository import Clock
from tourney.persistence.schema import (
    APPLICATION_ID,
    MIGRATIONS_TABLE,
    applied_migrations,
    pending_migrations,
    unknown_migrations,
)
from tourney.persistence.sqlite_file import check_header, connect

if TYPE_CHECKING:
    from sqlite_utils import Database

__all__ = ["Library"]


class Library:
    """An open library database: players, tournaments and their event logs.

    Use :meth:`open`; close with :meth:`close` or a ``with`` block.

    Attributes:
        path: The database file.
        read_only: Whether changes are refused.
        conn: The SQLite connection (the storage layer's reads use it directly).
        events: The tournaments and their event logs.
        players: The shared player database.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        path: Path,
        read_only: bool,
        lock: LibraryLock | None,
        clock: Clock,
    ) -> None:
        self.conn = conn
        self.path = path
        self.read_only = read_only
        self._lock = lock
        name = str(path)
        self.events = EventStore(conn, lambda: self.db, name=name, clock=clock, read_only=read_only)
        self.players = PlayersRepo(
            conn, lambda: self.db, name=name, clock=clock, read_only=read_only
        )

    @cached_property
    def db(self) -> Database:
        """The sqlite-utils database over :attr:`conn`, made at the first change.

        Reading needs only the connection, so sqlite-utils (and what it imports) loads when
        the library is first written, not when the window opens.
        """
        from sqlite_utils import Database

        return Database(self.conn, execute_plugins=False)

    @classmethod
    def open(
        cls, path: str | Path, *, read_only: bool = False, clock: Clock = time.time
    ) -> Library:
        """Open (creating and migrating if needed) the library at ``path``.

        Args:
            path: The database file; it is created if missing (unless ``read_only``).
            read_only: Open without the writer's lock, refusing every change; works while
                another Tourney has the library open.
            clock: Gives the times recorded on tournaments and players.

        Raises:
            DatabaseInUseError: Another Tourney has it open for writing.
            DatabaseTooNewError: A newer Tourney wrote it (the unknown schema is named).
            CorruptDatabaseError: It is not an SQLite file, or SQLite finds it damaged.
            NotALibraryError: It is another program's SQLite database.
            PersistenceError: It cannot be read, or (read-only) needs upgrading first.
        """
        path = Path(path)
        check_header(path, must_exist=read_only)
        lock = None if read_only else LibraryLock.acquire(path)
        conn: sqlite3.Connection | None = None
        try:
            conn = connect(path, read_only=read_only)
            _check_contents(conn, path)
            if read_only:
                pending = pending_migrations(conn)
                if pending:
                    raise PersistenceError(
                        "{path} uses an older layout ({migration!r} not applied yet); "
                        "open it once for writing to upgrade it",
                        path=path,
                        migration=pending[0],
                    )
                return cls(conn, path=path, read_only=read_only, lock=lock, clock=clock)
            library = cls(conn, path=path, read_only=read_only, lock=lock, clock=clock)
            _prepare_for_writing(library)
            return library
        except BaseException as exc:
            if conn is not None:
                conn.close()
            if lock is not None:
                lock.release()
            if isinstance(exc, sqlite3.Error):
                raise from_sqlite(exc, path=str(path)) from exc
            raise

    def backup(self, out: str | Path, *, overwrite: bool = False) -> Path:
        """Write a consistent copy of this library to ``out`` (see :func:`backup_connection`)."""
        return backup_connection(self.conn, source=self.path, out=Path(out), overwrite=overwrite)

    @property
    def schema(self) -> str:
        """The name of the last migration applied to this library."""
        names = applied_migrations(self.conn)
        return names[-1] if names else ""

    def close(self) -> None:
        """Close the database (checkpointing the WAL) and release the lock."""
        try:
            self.conn.close()
        finally:
            if self._lock is not None:
                self._lock.release()

    def __enter__(self) -> Library:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _check_contents(db: sqlite3.Connection, path: Path) -> None:
    """Check (read-only) that the file is sound, is a Tourney library and is not too new."""
    problems = [row[0] for row in db.execute("PRAGMA quick_check").fetchall()]
    if problems != ["ok"]:
        raise CorruptDatabaseError(
            "{path} is damaged ({reason}); restore a backup or run 'tourney check' on it",
            path=path,
            reason=problems[0],
        )
    tables = {
        str(row[0]) for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
    }
    if not tables:
        return  # a new, empty database
    application_id = db.execute("PRAGMA application_id").fetchone()[0]
    if application_id != APPLICATION_ID or MIGRATIONS_TABLE not in tables:
        raise NotALibraryError("{path} is an SQLite database, but not a Tourney library", path=path)
    unknown = unknown_migrations(db)
    if unknown:
        raise DatabaseTooNewError(path=str(path), unknown=unknown[0])


def _prepare_for_writing(library: Library) -> None:
    """WAL, full sync, then any pending migrations (each in its own transaction).

    sqlite-utils is loaded only when there are migrations to apply.
    """
    conn = library.conn
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise PersistenceError(
            "the library cannot use write-ahead logging (mode {mode!r})", mode=mode
        )
    conn.execute("PRAGMA synchronous = FULL")
    if pending_migrations(conn):
        from tourney.persistence.migrations import migrate

        migrate(library.db)
