"""Consistent copies of a library, taken while Tourney keeps writing to it.

The copy is made with SQLite's backup API in one step, inside one read transaction, so it is
the library as of one commit even if the director acts meanwhile (WAL lets the writer go on).
It is written to a temporary file beside ``out``, checked, flushed to disk and only then
renamed to ``out``: a failed backup leaves no half-written file behind.

Only a Tourney library is copied: a file that is empty, another program's database, a newer
Tourney's library or a damaged one is refused with one sentence (the reader's checks,
:func:`~tourney.persistence.opening.open_reader`), and nothing is written.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from pathlib import Path

from tourney.persistence.atomic_file import cannot_write, cannot_write_in, give_mode
from tourney.persistence.contents import Kind
from tourney.persistence.errors import PersistenceError, from_sqlite
from tourney.persistence.opening import open_reader
from tourney.persistence.sqlite_file import companion, real_path
from tourney.persistence.storage_checks import storage_problems

__all__ = ["backup_connection", "backup_file", "copy_into_temporary", "refuse_new"]


def backup_file(source: str | Path, out: str | Path, *, overwrite: bool = False) -> Path:
    """Copy the library at ``source`` to ``out``; works while another Tourney has it open.

    Args:
        source: The library to copy.
        out: The copy to write.
        overwrite: Replace ``out`` if it exists (never the source itself).

    Returns:
        The path written.

    Raises:
        PersistenceError: ``out`` is the source or already exists; the source is not a
            Tourney library this version can read (empty, another program's, newer,
            damaged); or a file cannot be read or written.
    """
    source, out = Path(source), Path(out)
    _refuse_target(source, out, overwrite=overwrite)
    opened = open_reader(source)
    try:
        refuse_new(opened.kind, source)
        return backup_connection(opened.conn, source=source, out=out, overwrite=overwrite)
    finally:
        opened.close()


def refuse_new(kind: Kind, source: Path) -> None:
    """Refuse to copy a database that holds no library yet.

    Raises:
        PersistenceError: ``kind`` is :attr:`Kind.NEW`.
    """
    if kind is Kind.NEW:
        raise PersistenceError(
            "{path} holds no Tourney library yet (it is empty): there is nothing to copy",
            path=source,
        )


def backup_connection(
    conn: sqlite3.Connection, *, source: Path, out: Path, overwrite: bool = False
) -> Path:
    """Copy the database behind ``conn`` (the library at ``source``) to ``out``.

    Raises:
        PersistenceError: As :func:`backup_file`.
    """
    _refuse_target(source, out, overwrite=overwrite)
    temp = copy_into_temporary(conn, source=source, beside=out)
    try:
        os.replace(temp, out)
    except OSError as exc:
        raise cannot_write(out, exc) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    return out


def copy_into_temporary(conn: sqlite3.Connection, *, source: Path, beside: Path) -> Path:
    """A checked, flushed copy of ``conn``'s database in a hidden file beside ``beside``.

    The copy is one self-contained file (rollback journal mode; Tourney switches it to WAL
    when it opens it). The caller renames it into place or deletes it.

    Raises:
        PersistenceError: The folder cannot be written, the disk is full, or the copy fails
            its check.
    """
    folder = beside.parent if str(beside.parent) else Path()
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{beside.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise cannot_write_in(folder, exc) from None
    os.close(handle)
    temp = Path(temp_name)
    give_mode(temp, like=beside)
    try:
        _copy(conn, temp, source=source, out=beside)
        with temp.open("rb+") as written:
            os.fsync(written.fileno())
    except OSError as exc:
        temp.unlink(missing_ok=True)
        raise cannot_write(beside, exc) from None
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return temp


def _copy(conn: sqlite3.Connection, temp: Path, *, source: Path, out: Path) -> None:
    copy = sqlite3.connect(temp)
    try:
        conn.backup(copy)  # pages=-1: the whole database in one step, one snapshot
        copy.execute("PRAGMA journal_mode = DELETE")  # the copy is one self-contained file
        problems = storage_problems(copy)
        if problems:
            raise PersistenceError(
                "the copy of {path} failed its check ({verdict})", path=source, verdict=problems[0]
            )
    except sqlite3.Error as exc:
        if "full" in str(exc).lower():
            raise PersistenceError("cannot write {path}: the disk is full", path=out) from None
        raise from_sqlite(exc, path=str(source)) from exc
    finally:
        copy.close()
    for suffix in ("-journal", "-wal", "-shm"):
        companion(temp, suffix).unlink(missing_ok=True)


def _refuse_target(source: Path, out: Path, *, overwrite: bool) -> None:
    if out.is_dir():
        raise PersistenceError("{path} is a folder; give the backup's file name", path=out)
    real = real_path(source)
    companions = [companion(real, suffix) for suffix in ("-wal", "-shm", ".lock")]
    for own in (source, real, *companions):
        same = own.exists() and out.exists() and os.path.samefile(own, out)
        if same or real_path(own) == real_path(out):
            raise PersistenceError(
                "{path} is part of the library itself; choose another file for the backup",
                path=out,
            )
    if out.exists() and not overwrite:
        raise PersistenceError(
            "{path} already exists; choose another file or allow overwriting", path=out
        )
