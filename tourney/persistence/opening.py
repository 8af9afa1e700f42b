"""Connecting to a library safely: as its one writer, or as a reader that leaves no trace.

**A writer** (:func:`open_writer`) resolves the path (a link opens the file it points to),
takes the library's locks (:mod:`~tourney.persistence.lock`), and only then lets SQLite near
the file. A ``-wal`` left beside it is tried on a safety copy first
(:mod:`~tourney.persistence.wal_guard`): a WAL that does not belong is refused with nothing
changed; one that does is merged at once (a checkpoint), checked, and the safety copy is put
back if the result is not sound. A file that is damaged, another program's, or a newer
Tourney's is refused as it is.

**A reader** (:func:`open_reader`) never creates a file beside the library — no ``-wal``, no
``-shm``, not beside a file it refuses either — so it also works in a read-only folder:

* a writer is live: read through SQLite's locking (``mode=ro``), by the path the writer
  uses (its ``-wal`` and ``-shm`` exist already);
* nobody writes and no WAL waits: read the file as it is (``immutable=1``), holding the
  reader's lock so that no writer starts meanwhile;
* nobody writes but a WAL waits (a killed writer's): read a private copy of both in the
  temporary folder, once the WAL has passed the same trial a writer gives it.

A strict reader (``show``, ``report``, ``export``, ``backup``…) refuses what a writer refuses;
``tourney check`` reads without refusing and reports the problems instead.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING

from tourney.persistence.atomic_file import cannot_write_in
from tourney.persistence.contents import Kind, library_kind, refuse_kind
from tourney.persistence.errors import CorruptDatabaseError, NotALibraryError, PersistenceError
from tourney.persistence.lock import Holder, LibraryLock, ReaderLock
from tourney.persistence.schema import APPLICATION_ID
from tourney.persistence.sqlite_file import (
    Header,
    Mode,
    companion,
    connect,
    read_header,
    real_path,
)
from tourney.persistence.storage_checks import Problem, storage_problems
from tourney.persistence.wal_file import read_wal

if TYPE_CHECKING:  # the safety copy of a WAL loads when there is a WAL to merge
    from tourney.persistence.wal_guard import WalCopy

__all__ = ["Opened", "damaged", "open_reader", "open_writer", "writer_is_live"]


@dataclass
class Opened:
    """An open connection and what to let go of once it is closed.

    Attributes:
        conn: The connection.
        kind: What the file holds.
        problems: What a lenient reader found on the way (a WAL that does not belong).
        live: Whether the connection reads the live writer's file through SQLite's locks (it
            sees each change the writer commits), rather than the file as it was.
    """

    conn: sqlite3.Connection
    kind: Kind
    problems: tuple[Problem, ...] = ()
    live: bool = False
    _release: list[Callable[[], None]] = field(default_factory=list)

    def close(self) -> None:
        """Close the connection, then release what it held (locks, private copies)."""
        try:
            self.conn.close()
        finally:
            for release in reversed(self._release):
                release()
            self._release.clear()


def damaged(path: Path, reason: Problem) -> CorruptDatabaseError:
    """The refusal of a library that fails the storage checks."""
    return CorruptDatabaseError(
        "{path} is damaged ({reason}); restore a backup or run 'tourney check' on it",
        path=path,
        reason=reason,
    )


def open_writer(path: Path) -> tuple[Opened, LibraryLock]:
    """Open the library at ``path`` for writing (see the module's description).

    A missing or empty file becomes a new library, created in a hidden file beside it and
    renamed into place once complete (a process killed meanwhile leaves no half-made
    library); a file whose creation an older Tourney left half-done is returned as
    :attr:`Kind.NEW`, still to be migrated. The caller keeps the lock until it closes the
    connection.

    Raises:
        PersistenceError: Any refusal: in use, damaged, foreign, too new, a WAL that does
            not belong, no room for the safety copy or for the new library.
    """
    real = real_path(path)
    header = read_header(real) if real.exists() else None
    _refuse_foreign_header(header, path)
    if header is None:  # a new library: its folder is made too (the first start, a new path)
        try:
            real.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise cannot_write_in(real.parent, error) from error
    lock = LibraryLock.acquire(real)
    copy: WalCopy | None = None
    conn: sqlite3.Connection | None = None
    try:
        if header is None:
            _create(real, path)
        elif read_wal(companion(real, "-wal")) is not None:  # a crash left it: merge it safely
            from tourney.persistence.wal_guard import WalCopy, foreign_wal_error, try_wal

            copy = WalCopy.make(real, into=real.parent)
            reason = try_wal(copy, path)
            if reason is not None:
                raise foreign_wal_error(path, reason)
        conn = connect(real, mode=Mode.WRITER)
        lock.bind()
        kind = library_kind(conn)
        refuse_kind(conn, kind, path)
        if kind is Kind.LIBRARY:
            problems = storage_problems(conn)
            if problems:
                raise damaged(path, problems[0])
        if copy is not None:
            _merge(conn, path)
        return Opened(conn, kind), lock
    except BaseException as exc:
        if conn is not None:
            conn.close()  # this may merge the WAL: the safety copy is put back below
        lock.release()
        if conn is not None and copy is not None:
            kept, copy = copy, None
            _put_back(kept, real, path)  # keeps the copy if it cannot be put back
            kept.remove()
        if isinstance(exc, sqlite3.Error):
            raise _sqlite_error(exc, path) from exc
        raise
    finally:
        if copy is not None:
            copy.remove()


def open_reader(path: Path, *, strict: bool = True, watch: bool = False) -> Opened:
    """Open the library at ``path`` for reading only (see the module's description).

    Args:
        path: The library.
        strict: Refuse a damaged library or one whose WAL does not belong (``False``: read
            what can be read, the file alone for a foreign WAL, and say why in
            :attr:`Opened.problems`).
        watch: For a reader that stays open (the read-only window): with a writer live, read
            its file through SQLite's locks (:attr:`Opened.live`, the writer's changes are
            seen); with none, read a private copy and hold no lock, so that a writer that
            starts meanwhile is never kept waiting.

    Raises:
        PersistenceError: The file is missing, empty, not SQLite, another program's, a
            newer Tourney's, damaged (strict) or not a library yet.
    """
    real = real_path(path)
    header = read_header(real)
    if header is None:
        raise PersistenceError("{path} is empty: it holds no library yet", path=path)
    _refuse_foreign_header(header, path)
    opened = _reader_connection(real, path, strict=strict, watch=watch)
    try:
        refuse_kind(opened.conn, opened.kind, path)
        if strict and opened.kind is Kind.LIBRARY:
            problems = storage_problems(opened.conn)
            if problems:
                raise damaged(path, problems[0])
    except BaseException as exc:
        opened.close()
        if isinstance(exc, sqlite3.Error):
            raise _sqlite_error(exc, path) from exc
        raise
    return opened


def writer_is_live(path: Path) -> bool:
    """Whether a Tourney has the library at ``path`` open for writing now."""
    real = real_path(path)
    held = ReaderLock.try_acquire(real)
    if isinstance(held, Holder):
        return True
    held.release()
    return False


def _reader_connection(real: Path, path: Path, *, strict: bool, watch: bool = False) -> Opened:
    held = ReaderLock.try_acquire(real)
    if isinstance(held, Holder):  # a writer is live: through SQLite's locks, by its path
        conn = connect(_writers_path(held, real), mode=Mode.READ_ONLY)
        opened = _opened(conn, path)
        opened.live = True
        return opened
    try:
        wal = read_wal(companion(real, "-wal"))
        if wal is None and not watch:  # nobody writes, nothing to merge
            return _opened(connect(real, mode=Mode.IMMUTABLE), path, release=held.release)
        from tourney.persistence.wal_guard import WalCopy, foreign_wal_error, try_wal

        copy = WalCopy.make(real)  # in the temporary folder: the library's may be read-only
    except BaseException as exc:
        held.release()
        if isinstance(exc, sqlite3.Error):
            raise _sqlite_error(exc, path) from exc
        raise
    held.release()  # the copy is private: writers may start
    try:
        if wal is None:  # a watcher's copy: nothing to merge
            return _opened(connect(copy.database, mode=Mode.IMMUTABLE), path, release=copy.remove)
        reason = try_wal(copy, path)
        if reason is None:
            return _opened(connect(copy.database, mode=Mode.READ_ONLY), path, release=copy.remove)
        if strict:
            raise foreign_wal_error(path, reason)
        problem = foreign_wal_error(path, reason).message
        conn = connect(copy.database, mode=Mode.IMMUTABLE)  # the library without the WAL
        return _opened(conn, path, release=copy.remove, problems=(problem,))
    except BaseException:
        copy.remove()
        raise


def _opened(
    conn: sqlite3.Connection,
    path: Path,
    *,
    release: Callable[[], None] | None = None,
    problems: tuple[Problem, ...] = (),
) -> Opened:
    """``conn`` with what it holds, once its kind is known (closed if that cannot be read)."""
    try:
        kind = library_kind(conn)
    except sqlite3.Error as exc:
        conn.close()
        if release is not None:
            release()
        raise _sqlite_error(exc, path) from exc
    return Opened(conn, kind, problems, _release=[] if release is None else [release])


def _writers_path(holder: Holder, real: Path) -> Path:
    """Where the live writer opened the library: another name of it, if it used one."""
    if holder.path:
        with contextlib.suppress(OSError):
            if os.path.samefile(holder.path, real):
                return Path(holder.path)
    return real


def _merge(conn: sqlite3.Connection, path: Path) -> None:
    """Checkpoint the WAL just recovered into the file, and check the result.

    Raises:
        CorruptDatabaseError: The merged library is not sound (the caller puts the safety
            copy back).
    """
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    problems = storage_problems(conn) if library_kind(conn) is Kind.LIBRARY else []
    if problems:
        raise CorruptDatabaseError(
            "{path}: merging its write-ahead log damaged it ({reason}), so the library and "
            "its log were put back exactly as they were; restore a backup or run 'tourney "
            "check' on it",
            path=path,
            reason=problems[0],
        )


def _put_back(copy: WalCopy, real: Path, path: Path) -> None:
    """Put the safety copy back after a failed merge.

    Raises:
        PersistenceError: It cannot be put back; the copy is kept, and named.
    """
    try:
        copy.put_back(real)
    except OSError as exc:
        raise PersistenceError(
            "{path} could not be put back as it was after a failed merge ({reason}); "
            "the library and its write-ahead log as they were are kept in {folder}",
            path=path,
            reason=exc.strerror or str(exc),
            folder=copy.folder,
        ) from None


def _create(real: Path, path: Path) -> None:
    """Make a new, empty library at ``real``: built beside it, renamed into place when whole.

    Raises:
        PersistenceError: The folder cannot be written or the disk is full; ``real`` is as
            it was (missing, or an empty file).
    """
    from sqlite_utils import Database

    from tourney.persistence.atomic_file import cannot_write_in, give_mode
    from tourney.persistence.migrations import migrate

    folder = real.parent
    try:
        handle, name = tempfile.mkstemp(prefix=f".{real.name}.", suffix=".new", dir=folder)
    except OSError as exc:
        raise cannot_write_in(folder, exc) from None
    os.close(handle)
    temp = Path(name)
    try:
        give_mode(temp, like=real)
        conn = sqlite3.connect(temp)
        try:
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = FULL")
            migrate(Database(conn, execute_plugins=False), new=True)
        finally:
            conn.close()  # the last connection: its WAL is merged and removed
        with temp.open("rb+") as made:
            os.fsync(made.fileno())
        os.replace(temp, real)
    except OSError as exc:
        from tourney.persistence.atomic_file import cannot_write

        raise cannot_write(real, exc) from None
    except sqlite3.Error as exc:
        raise _sqlite_error(exc, path) from exc
    finally:
        for leftover in (temp, companion(temp, "-wal"), companion(temp, "-shm")):
            leftover.unlink(missing_ok=True)


def _refuse_foreign_header(header: Header | None, path: Path) -> None:
    """Refuse another program's database by its header, before anything is created beside it."""
    if header is not None and header.application_id not in (0, APPLICATION_ID):
        raise NotALibraryError("{path} is an SQLite database, but not a Tourney library", path=path)


def _sqlite_error(exc: sqlite3.Error, path: Path) -> PersistenceError:
    from tourney.persistence.errors import from_sqlite

    return from_sqlite(exc, path=str(path))
