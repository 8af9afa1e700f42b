"""Putting a backup back: the library becomes the backup, and nothing is lost on the way.

Copying a backup over ``library.sqlite`` by hand is how a library gets destroyed: the
``-wal`` of the Tourney that crashed is still beside it, and SQLite would merge it into the
backup at the next start. :func:`restore_backup` does it properly:

1. the backup must be a sound Tourney library this version can read (the reader's checks);
2. the library is locked as a writer would lock it, so no Tourney has it open meanwhile;
3. the backup is copied (SQLite's backup API, so the backup's own WAL is included) into a
   hidden file beside the library, checked and flushed;
4. the library it replaces is kept under a new name beside it, *with* its ``-wal`` (the
   pair stays exactly as it was, whatever that WAL is), and its ``-shm`` is removed;
5. the copy is renamed over the library in one step.

A process killed at any point leaves either the old library (perhaps without its WAL, which
is then kept beside its new name) or the restored one.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from tourney.persistence.atomic_file import cannot_write
from tourney.persistence.backup import copy_into_temporary, refuse_new
from tourney.persistence.errors import PersistenceError
from tourney.persistence.lock import LibraryLock
from tourney.persistence.opening import open_reader
from tourney.persistence.sqlite_file import companion, real_path

__all__ = ["Restored", "restore_backup"]


@dataclass(frozen=True, slots=True)
class Restored:
    """What :func:`restore_backup` did.

    Attributes:
        library: The library, now the backup's copy.
        kept: Where the library it replaced was kept (``None`` if there was none).
        tournaments: How many tournaments the restored library holds.
        events: How many events.
        players: How many players (merged-away records not counted).
    """

    library: Path
    kept: Path | None
    tournaments: int
    events: int
    players: int


def restore_backup(
    backup: str | Path, library: str | Path, *, now: float | None = None
) -> Restored:
    """Make ``library`` a copy of ``backup``, keeping the library it replaces beside it.

    Args:
        backup: The backup to put back (a library file written by ``tourney backup``, or any
            Tourney library).
        library: The library to replace; it is created if missing.
        now: The time used in the kept file's name (the current time by default).

    Raises:
        PersistenceError: The backup is not a sound Tourney library (empty, another
            program's, newer, damaged); it is the library itself; a Tourney has the library
            open; or a file cannot be written (nothing is changed then).
    """
    backup, library = Path(backup), Path(library)
    real = real_path(library)
    if real_path(backup) == real or _same_file(backup, real):
        raise PersistenceError(
            "{backup} is the library itself; give the backup to put back in its place",
            backup=backup,
        )
    if real.is_dir():
        raise PersistenceError("{path} is a folder; give the library's file name", path=library)
    opened = open_reader(backup)
    try:
        refuse_new(opened.kind, backup)
        counts = _counts(opened.conn)
        lock = LibraryLock.acquire(real)
        try:
            temp = copy_into_temporary(opened.conn, source=backup, beside=real)
            try:
                kept = _keep_aside(real, now=time.time() if now is None else now)
                try:
                    os.replace(temp, real)
                except OSError:
                    _undo_aside(real, kept)
                    raise
            except OSError as exc:
                raise cannot_write(real, exc) from None
            finally:
                temp.unlink(missing_ok=True)
        finally:
            lock.release()
    finally:
        opened.close()
    return Restored(real, kept, *counts)


def _same_file(one: Path, other: Path) -> bool:
    try:
        return os.path.samefile(one, other)
    except OSError:
        return False


def _counts(conn: sqlite3.Connection) -> tuple[int, int, int]:
    def count(sql: str) -> int:
        return int(conn.execute(sql).fetchone()[0])

    return (
        count("SELECT count(*) FROM tournaments"),
        count("SELECT count(*) FROM events"),
        count("SELECT count(*) FROM players WHERE merged_into IS NULL"),
    )


def _keep_aside(real: Path, *, now: float) -> Path | None:
    """Keep the library at ``real`` (and its WAL) under a new name; ``None`` if it is empty."""
    if not real.exists() or real.stat().st_size == 0:
        for suffix in ("-wal", "-shm"):
            companion(real, suffix).unlink(missing_ok=True)
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    kept = real.with_name(f"{real.stem}.replaced-{stamp}{real.suffix}")
    number = 1
    while kept.exists():
        number += 1
        kept = real.with_name(f"{real.stem}.replaced-{stamp}-{number}{real.suffix}")
    try:
        os.link(real, kept)  # the same file under a second name: instant, no space needed
    except OSError:
        shutil.copyfile(real, kept)
        with kept.open("rb+") as copy:
            os.fsync(copy.fileno())
    wal = companion(real, "-wal")
    if wal.exists():
        os.replace(wal, companion(kept, "-wal"))
    with contextlib.suppress(FileNotFoundError):
        companion(real, "-shm").unlink()
    return kept


def _undo_aside(real: Path, kept: Path | None) -> None:
    """Give the library back its WAL (and drop the second name) after a failed restore."""
    if kept is None:
        return
    wal = companion(kept, "-wal")
    if wal.exists() and not companion(real, "-wal").exists():
        os.replace(wal, companion(real, "-wal"))
    if _same_file(kept, real):
        kept.unlink(missing_ok=True)
