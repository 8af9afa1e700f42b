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
from typing import TYPE_CHECKING, TypeVar

from tourney.persistence.backup import backup_connection
from tourney.persistence.contents import Kind
from tourney.persistence.errors import PersistenceError, from_sqlite
from tourney.persistence.event_store import EventStore
from tourney.persistence.lock import LibraryLock
from tourney.persistence.opening import Opened, open_reader, open_writer, writer_is_live
from tourney.persistence.repository import Clock, Repository
from tourney.persistence.schema import applied_migrations, pending_migrations
from tourney.persistence.storage_checks import Problem

if TYPE_CHECKING:
    from sqlite_utils import Database

    from tourney.persistence.devices_repo import DevicesRepo
    from tourney.persistence.players_repo import PlayersRepo

__all__ = ["Library"]

R = TypeVar("R", bound=Repository)


class Library:
    """An open library database: players, tournaments and their event logs.

    Use :meth:`open`; close with :meth:`close` or a ``with`` block.

    Attributes:
        path: The database file.
        read_only: Whether changes are refused.
        conn: The SQLite connection (the storage layer's reads use it directly).
        events: The tournaments and their event logs.
        players: The shared player database.
        devices: The staff's paired devices, the pairing key and the staff PIN.
    """

    def __init__(
        self,
        conn: sqlite3.Connection,
        *,
        path: Path,
        read_only: bool,
        lock: LibraryLock | None,
        clock: Clock,
        opened: Opened | None = None,
    ) -> None:
        self.conn = conn
        self.path = path
        self.read_only = read_only
        self._lock = lock
        self._opened = opened
        self._clock = clock
        self.events = self._repository(EventStore)

    @cached_property
    def players(self) -> PlayersRepo:
        """The shared player database (its module loads when first asked for)."""
        from tourney.persistence.players_repo import PlayersRepo

        return self._repository(PlayersRepo)

    @cached_property
    def devices(self) -> DevicesRepo:
        """The staff's paired devices (their module loads when the room is first shared)."""
        from tourney.persistence.devices_repo import DevicesRepo

        return self._repository(DevicesRepo)

    def _repository(self, kind: type[R]) -> R:
        """A repository of this library's tables, on its connection."""
        return kind(
            self.conn, lambda: self.db, name=str(self.path), clock=self._clock,
            read_only=self.read_only,
        )  # fmt: skip

    @cached_property
    def db(self) -> Database:
        """The sqlite-utils database over :attr:`conn`, made at the first change.

        Reading needs only the connection, so sqlite-utils (and what it imports) loads when
        the library is first written, not when the window opens.
        """
        from sqlite_utils import Database

        return Database(self.conn, execute_plugins=False)

    @property
    def live(self) -> bool:
        """Whether a read-only library follows the live writer's file (sees its changes)."""
        return self._opened is not None and self._opened.live

    def writer_is_live(self) -> bool:
        """Whether a Tourney has this library open for writing now (another one, if read-only)."""
        return writer_is_live(self.path)

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        read_only: bool = False,
        watch: bool = False,
        clock: Clock = time.time,
    ) -> Library:
        """Open (creating and migrating if needed) the library at ``path``.

        The path may be a link (symbolic or hard): the library is the file it leads to, and
        one writer at a time has it whatever its name (:mod:`tourney.persistence.opening`).

        Args:
            path: The database file; it is created if missing (unless ``read_only``).
            read_only: Open without the writer's lock, refusing every change; works while
                another Tourney has the library open, and leaves no file beside it.
            watch: Read-only, to stay open beside a writer (the read-only window): its
                changes are seen while it is live (:attr:`live`), and with none a private
                copy is read, so no writer that starts later waits for this reader.
            clock: Gives the times recorded on tournaments and players.

        Raises:
            DatabaseInUseError: Another Tourney has it open for writing.
            DatabaseTooNewError: A newer Tourney wrote it (the unknown schema is named).
            CorruptDatabaseError: It is not an SQLite file, it is damaged (whatever
                ``tourney check`` would find), or its write-ahead log does not belong to it.
            NotALibraryError: It is another program's SQLite database.
            PersistenceError: It cannot be read, or (read-only) needs upgrading first.
        """
        path = Path(path)
        if read_only or watch:
            opened = open_reader(path, watch=watch)
            try:
                _refuse_pending(opened.conn, path)
            except BaseException:
                opened.close()
                raise
            return cls(
                opened.conn, path=path, read_only=True, lock=None, clock=clock, opened=opened
            )
        opened, lock = open_writer(path)
        library = cls(opened.conn, path=path, read_only=False, lock=lock, clock=clock)
        try:
            _prepare_for_writing(library, new=opened.kind is Kind.NEW)
        except BaseException as exc:
            library.close()
            if isinstance(exc, sqlite3.Error):
                raise from_sqlite(exc, path=str(path)) from exc
            raise
        return library

    @classmethod
    def inspect(cls, path: str | Path) -> tuple[Library, tuple[Problem, ...]]:
        """Open ``path`` read-only without refusing damage, for ``tourney check``.

        Returns:
            The library, and the problems found while opening it (a write-ahead log that
            does not belong: the library is then read without it).

        Raises:
            PersistenceError: As :meth:`open` with ``read_only``, except for damage.
        """
        path = Path(path)
        opened = open_reader(path, strict=False)
        try:
            _refuse_pending(opened.conn, path)
        except BaseException:
            opened.close()
            raise
        library = cls(
            opened.conn, path=path, read_only=True, lock=None, clock=time.time, opened=opened
        )
        return library, opened.problems

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
            if self._opened is not None:
                self._opened.close()
            else:
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


def _refuse_pending(db: sqlite3.Connection, path: Path) -> None:
    """A reader cannot migrate: refuse a library that is not at this version's schema yet."""
    pending = pending_migrations(db)
    if pending:
        raise PersistenceError(
            "{path} uses an older layout ({migration!r} not applied yet); "
            "open it once for writing to upgrade it",
            path=path,
            migration=pending[0],
        )


def _prepare_for_writing(library: Library, *, new: bool) -> None:
    """WAL, full sync, then any pending migrations (each in its own transaction).

    sqlite-utils is loaded only when there are migrations to apply. A new library (``new``:
    an empty file, or one whose creation was interrupted) is created in one transaction.
    """
    conn = library.conn
    mode = conn.execute("PRAGMA journal_mode = WAL").fetchone()[0]
    if str(mode).lower() != "wal":
        raise PersistenceError(
            "the library cannot use write-ahead logging (mode {mode!r})", mode=mode
        )
    conn.execute("PRAGMA synchronous = FULL")
    if new or pending_migrations(conn):
        from tourney.persistence.migrations import migrate

        migrate(library.db, new=new)
        # Into the file at once: a later migration may rewrite what is there, and a WAL
        # found after a crash must only ever add to the file (see wal_guard).
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
