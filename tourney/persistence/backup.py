"""Consistent copies of a library, taken while Tourney keeps writing to it.

The copy is made with SQLite's backup API in one step, inside one read transaction, so it is
the library as of one commit even if the director acts meanwhile (WAL lets the writer go on).
It is written to a temporary file beside ``out``, checked, flushed to disk and only then
renamed to ``out``: a failed backup leaves no half-written file behind.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from pathlib import Path

from tourney.persistence.errors import PersistenceError, from_sqlite
from tourney.persistence.sqlite_file import check_header, connect

__all__ = ["backup_connection", "backup_file"]


def backup_file(source: str | Path, out: str | Path, *, overwrite: bool = False) -> Path:
    """Copy the library at ``source`` to ``out``; works while another Tourney has it open.

    Args:
        source: The library to copy.
        out: The copy to write.
        overwrite: Replace ``out`` if it exists (never the source itself).

    Returns:
        The path written.

    Raises:
        PersistenceError: ``out`` is the source or already exists, or a file cannot be
            read or written.
    """
    source, out = Path(source), Path(out)
    check_header(source, must_exist=True)
    _refuse_target(source, out, overwrite=overwrite)
    try:
        conn = connect(source, read_only=True)
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path=str(source)) from exc
    try:
        return backup_connection(conn, source=source, out=out, overwrite=overwrite)
    finally:
        conn.close()


def backup_connection(
    conn: sqlite3.Connection, *, source: Path, out: Path, overwrite: bool = False
) -> Path:
    """Copy the database behind ``conn`` (the library at ``source``) to ``out``.

    Raises:
        PersistenceError: As :func:`backup_file`.
    """
    _refuse_target(source, out, overwrite=overwrite)
    folder = out.parent if str(out.parent) else Path()
    try:
        handle, temp_name = tempfile.mkstemp(prefix=f".{out.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise PersistenceError(
            "cannot write in {folder}: {reason}", folder=folder, reason=exc.strerror or str(exc)
        ) from None
    os.close(handle)
    temp = Path(temp_name)
    try:
        _copy(conn, temp, source=source)
        _flush(temp)
        os.replace(temp, out)
    except OSError as exc:
        raise PersistenceError(
            "cannot write {path}: {reason}", path=out, reason=exc.strerror or str(exc)
        ) from None
    finally:
        with contextlib.suppress(FileNotFoundError):
            temp.unlink()
    return out


def _copy(conn: sqlite3.Connection, temp: Path, *, source: Path) -> None:
    copy = sqlite3.connect(temp)
    try:
        conn.backup(copy)  # pages=-1: the whole database in one step, one snapshot
        copy.execute("PRAGMA journal_mode = DELETE")  # the copy is one self-contained file
        verdict = copy.execute("PRAGMA quick_check").fetchone()[0]
        if verdict != "ok":
            raise PersistenceError(
                "the copy of {path} failed its check ({verdict})", path=source, verdict=verdict
            )
    except sqlite3.Error as exc:
        raise from_sqlite(exc, path=str(source)) from exc
    finally:
        copy.close()


def _flush(path: Path) -> None:
    with path.open("rb+") as handle:
        os.fsync(handle.fileno())


def _refuse_target(source: Path, out: Path, *, overwrite: bool) -> None:
    if out.is_dir():
        raise PersistenceError("{path} is a folder; give the backup's file name", path=out)
    companions = [source.with_name(source.name + suffix) for suffix in ("-wal", "-shm", ".lock")]
    for own in (source, *companions):
        same = own.exists() and out.exists() and os.path.samefile(own, out)
        if same or own.resolve() == out.resolve():
            raise PersistenceError(
                "{path} is part of the library itself; choose another file for the backup",
                path=out,
            )
    if out.exists() and not overwrite:
        raise PersistenceError(
            "{path} already exists; choose another file or allow overwriting", path=out
        )
