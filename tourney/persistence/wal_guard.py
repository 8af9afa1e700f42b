"""A write-ahead log left beside a library: is it the library's own, and is merging it safe?

Nobody has the library open, yet ``library.sqlite-wal`` holds frames: a writer was killed
(its last actions are in there, and merging them is the right thing), or the file was copied
there — typically the WAL of a crashed Tourney, left beside ``library.sqlite`` after a backup
was copied over it by hand. SQLite cannot tell the two apart (the WAL format names no
database) and merges either; a foreign WAL can silently replace the library's tournaments by
another's, or leave a damaged file once checkpointed. So before anything uses a WAL it did
not write, Tourney tries it on a private copy (:func:`try_wal`):

1. the library and its WAL are copied into a temporary folder (the copy is also the safety
   copy a writer puts back if the real merge goes wrong, :meth:`WalCopy.put_back`);
2. the copy is read twice in one connection: with the WAL (``mode=ro``: the merged library
   SQLite would make) and without it (``immutable=1``: the file alone);
3. the merged library must pass every storage check (:mod:`~tourney.persistence.storage_checks`),
   and it must *continue* the file alone, as Tourney only ever adds to a library: every
   tournament of the file that is still there has the same creation time and its events are
   the first events of the merged one, unchanged; every player is still there, created at
   the same moment; no migration is forgotten. A file that is damaged on its own (a
   checkpoint of its WAL was cut short, by a full disk say) need not continue: its WAL is
   what mends it.

A WAL that fails is refused by its reason and nothing is changed; the director restores a
backup with ``tourney backup --restore`` or moves the WAL away.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

from tourney.base.messages import Message
from tourney.persistence.contents import Kind, library_kind, refuse_kind
from tourney.persistence.errors import CorruptDatabaseError, PersistenceError
from tourney.persistence.sqlite_file import Mode, companion, connect, uri
from tourney.persistence.storage_checks import storage_problems

__all__ = ["WalCopy", "foreign_wal_error", "try_wal"]

_BASE = "base"


@dataclass
class WalCopy:
    """A private copy of a library and its WAL, exactly as they were found.

    Attributes:
        folder: The temporary folder holding the copy.
        database: The copied library (``folder/library.sqlite``); its WAL is beside it.
        wal_bytes: How long the original WAL was (0 if there was none by now).
    """

    folder: Path
    database: Path
    wal_bytes: int

    @classmethod
    def make(cls, database: Path, *, into: Path | None = None) -> WalCopy:
        """Copy ``database`` and its ``-wal`` (not its ``-shm``, an index SQLite rebuilds).

        Raises:
            PersistenceError: There is no room for the copy, or a file cannot be read.
        """
        try:
            folder = Path(tempfile.mkdtemp(prefix=".tourney-wal-", dir=into))
        except OSError as exc:
            raise _no_copy(database, exc) from None
        copy = cls(folder, folder / "library.sqlite", 0)
        try:
            shutil.copyfile(database, copy.database)
            wal = companion(database, "-wal")
            if wal.exists():
                shutil.copyfile(wal, companion(copy.database, "-wal"))
                copy.wal_bytes = wal.stat().st_size
        except OSError as exc:
            copy.remove()
            raise _no_copy(database, exc) from None
        return copy

    def remove(self) -> None:
        """Delete the copy."""
        shutil.rmtree(self.folder, ignore_errors=True)

    def put_back(self, database: Path) -> None:
        """Write the copy over ``database`` and its WAL in place (the same files, links kept).

        The ``-shm`` beside ``database`` is deleted: it indexes a WAL that is being replaced.
        """
        _overwrite(database, self.database.read_bytes())
        wal_copy = companion(self.database, "-wal")
        if wal_copy.exists():
            _overwrite(companion(database, "-wal"), wal_copy.read_bytes()[: self.wal_bytes])
        with contextlib.suppress(FileNotFoundError):
            companion(database, "-shm").unlink()


def try_wal(copy: WalCopy, path: Path) -> Message | None:
    """Why the copy's WAL must not be merged, or ``None`` when merging it is safe.

    The copy is only read (SQLite builds its index in the copy's folder). A file that is no
    library, with or without the WAL, is refused as such.

    Raises:
        NotALibraryError: With its WAL, ``path`` is another program's database.
        DatabaseTooNewError: With its WAL, ``path`` is a newer Tourney's library.
    """
    try:
        merged = connect(copy.database, mode=Mode.READ_ONLY)
    except sqlite3.Error as exc:
        return _unreadable(exc)
    try:
        try:
            merged.execute(f"ATTACH DATABASE ? AS {_BASE}", (f"{uri(copy.database)}?immutable=1",))
        except sqlite3.Error:
            base = False  # the file alone is torn (a checkpoint cut short): the WAL mends it
        else:
            base = True
        verdict = _verdict(merged, path, base=base)
        if verdict is not None and base and _torn(copy.database):
            return None  # the file alone is a checkpoint of this very WAL, cut short
        return verdict
    except sqlite3.Error as exc:
        return _unreadable(exc)
    finally:
        merged.close()


def _unreadable(exc: sqlite3.Error) -> Message:
    return PersistenceError(
        "SQLite cannot read the library with it ({reason})", reason=str(exc)
    ).message


def foreign_wal_error(path: Path, reason: Message) -> CorruptDatabaseError:
    """The refusal of a library whose ``-wal`` does not belong to it."""
    wal = companion(path, "-wal")
    return CorruptDatabaseError(
        "{path} has a write-ahead log ({wal}) that does not belong to it: {reason}. Tourney "
        "did not use it and changed nothing; to put a backup back, use 'tourney backup "
        "--restore BACKUP {path}'; to open the library as it is, move {wal} away",
        path=path,
        wal=wal.name,
        reason=reason,
    )


def _verdict(db: sqlite3.Connection, path: Path, *, base: bool) -> Message | None:
    base_kind = _base_kind(db) if base else Kind.NEW
    merged_kind = library_kind(db)
    if merged_kind is not Kind.LIBRARY:
        if base_kind is Kind.LIBRARY:
            return PersistenceError(
                "with it the file would no longer be this Tourney library"
            ).message
        refuse_kind(db, merged_kind, path)
        return None  # a new library, its creation in the WAL
    problems = storage_problems(db)
    if problems:
        return PersistenceError(
            "with it the library would be damaged ({problem})", problem=problems[0]
        ).message
    if base_kind is not Kind.LIBRARY:
        return None  # the file alone is new or unreadable: the WAL can only make it better
    try:
        return _discontinuity(db)
    except sqlite3.Error:
        # The file alone is torn (a checkpoint was cut short, by a full disk say) and only
        # its WAL makes it whole again: the merged library passed every check.
        return None


def _base_kind(db: sqlite3.Connection) -> Kind:
    try:
        tables = {
            str(row[0])
            for row in db.execute(f"SELECT name FROM {_BASE}.sqlite_master WHERE type = 'table'")
        }
    except sqlite3.Error:
        return Kind.NEW  # the file alone is unreadable: the WAL can only make it better
    if not {"tournaments", "events", "players"} <= tables:
        return Kind.NEW
    return Kind.LIBRARY


_CHECKS = (
    (
        PersistenceError("a tournament of the library was created at another time in it"),
        f"SELECT count(*) FROM {_BASE}.tournaments AS b JOIN main.tournaments AS m USING (id) "
        "WHERE m.created_at IS NOT b.created_at",
    ),
    (
        PersistenceError("events already in the library would be changed or lost"),
        f"SELECT count(*) FROM {_BASE}.events AS b "
        "JOIN main.tournaments AS t ON t.id = b.tournament_id "
        "LEFT JOIN main.events AS m ON m.tournament_id = b.tournament_id AND m.seq = b.seq "
        "WHERE m.seq IS NULL OR m.kind IS NOT b.kind OR m.at IS NOT b.at "
        "OR m.label IS NOT b.label OR m.data IS NOT b.data",
    ),
    (
        PersistenceError("players already in the library would be lost or replaced"),
        f"SELECT count(*) FROM {_BASE}.players AS b LEFT JOIN main.players AS m USING (id) "
        "WHERE m.id IS NULL OR m.created_at IS NOT b.created_at",
    ),
    (
        PersistenceError("the library's schema would go back to an older step"),
        f"SELECT count(*) FROM {_BASE}._sqlite_migrations AS b "
        "WHERE NOT EXISTS (SELECT 1 FROM main._sqlite_migrations AS m "
        "WHERE m.migration_set = b.migration_set AND m.name = b.name)",
    ),
)


def _discontinuity(db: sqlite3.Connection) -> Message | None:
    for reason, sql in _CHECKS:
        if int(db.execute(sql).fetchone()[0]):
            return reason.message
    return None


def _torn(database: Path) -> bool:
    """Whether the file alone, without its WAL, is damaged.

    A checkpoint cut short (a full disk, a crash) leaves the file torn — some pages new,
    some old — so it does not *continue* into the merged library, yet its WAL is what makes
    it whole again. A file that is sound on its own and does not continue into the merged
    library has a WAL that is not its own.
    """
    try:
        alone = connect(database, mode=Mode.IMMUTABLE)
    except sqlite3.Error:
        return True
    try:
        return bool(storage_problems(alone))
    finally:
        alone.close()


def _overwrite(path: Path, data: bytes) -> None:
    """Write ``data`` over ``path`` in place, then cut it to that length.

    No new space is needed when the file is at least as long (as after a merge).
    """
    fd = os.open(path, os.O_WRONLY | os.O_CREAT, 0o644)
    try:
        view = memoryview(data)
        while view:
            view = view[os.write(fd, view) :]
        os.ftruncate(fd, len(data))
        os.fsync(fd)
    finally:
        os.close(fd)


def _no_copy(database: Path, exc: OSError) -> PersistenceError:
    return PersistenceError(
        "{path} has a write-ahead log to merge, but no safety copy could be made first "
        "({reason}); nothing was changed",
        path=database,
        reason=exc.strerror or str(exc),
    )
