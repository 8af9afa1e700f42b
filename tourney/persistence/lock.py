"""One writer per library, whatever path leads to it; readers that need the file to stay still.

A writer holds two exclusive operating-system locks (``fcntl.flock`` on POSIX,
``msvcrt.locking`` on Windows) for as long as the library is open:

* the **path lock**, ``library.sqlite.lock`` beside the library's *real* path (symbolic
  links resolved, so a link to the library locks the same file);
* the **file lock**, keyed by the file itself — its device and inode numbers — in the
  system's temporary folder (``tourney-<device>-<inode>.lock``), so that a hard link in
  another folder, a second name of the same file, locks the same thing too.

Both hold the writer's pid, host and the path it opened, so a refusal can say who has it and
a reader coming through another name can find the writer's ``-wal``. The operating system
drops the locks when the process ends, however it ends, so a crashed Tourney never blocks the
next one; the files are left in place (deleting them would let two processes lock two files).

A reader that finds no live writer takes the file lock *shared* (:class:`ReaderLock`) while it
reads without SQLite's locks (``immutable=1``): a writer starting meanwhile waits for it,
since a writer may rewrite the file under such a reader. On Windows, where ``msvcrt`` has no
shared locks, readers always go through SQLite's locking instead.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from tourney.persistence.errors import DatabaseInUseError, PersistenceError
from tourney.persistence.sqlite_file import companion, real_path

__all__ = [
    "READERS_WAIT_SECONDS",
    "SHARED_LOCKS",
    "Holder",
    "LibraryLock",
    "ReaderLock",
    "file_lock_path",
    "lock_path",
]

#: How long a writer waits for readers (a backup, a check) to finish before it gives up.
READERS_WAIT_SECONDS = 30.0
_POLL_SECONDS = 0.02

# Windows locks a byte range, and a locked range cannot be read by others: lock one byte
# far past the holder's text so that a refused process can still read who holds the lock.
_WINDOWS_LOCK_OFFSET = 1 << 20


@dataclass(frozen=True, slots=True)
class Holder:
    """Who holds a writer's lock, as the lock file says (any part may be unknown).

    Attributes:
        pid: The writer's process id.
        host: The writer's computer.
        path: The path the writer opened the library by.
    """

    pid: int | None = None
    host: str | None = None
    path: str | None = None


def lock_path(database: Path) -> Path:
    """The path lock beside the library ``database`` really is (links resolved)."""
    return companion(real_path(database), ".lock")


def file_lock_path(database: Path) -> Path:
    """The file lock of the existing library ``database``: one per file, however it is named.

    Raises:
        OSError: ``database`` cannot be looked at.
    """
    info = os.stat(database)
    return Path(tempfile.gettempdir()) / f"tourney-{info.st_dev:x}-{info.st_ino:x}.lock"


class LibraryLock:
    """The writer's exclusive locks, held for the life of an open library."""

    def __init__(self, database: Path, fds: list[int]) -> None:
        self.database = database
        self.path = lock_path(database)
        self._fds = fds

    @classmethod
    def acquire(cls, database: Path, *, wait: float | None = None) -> LibraryLock:
        """Lock ``database`` for this process, or refuse at once if another writer has it.

        The file lock is taken only when the file exists; :meth:`bind` takes it once a new
        library has been created. Readers holding the file lock are waited for up to ``wait``
        seconds (:data:`READERS_WAIT_SECONDS` by default).

        Raises:
            DatabaseInUseError: Another process (or this one) has it open for writing.
            PersistenceError: A lock file cannot be created, or readers kept it too long.
        """
        lock = cls(real_path(database), [])
        try:
            lock._fds.append(_exclusive(lock.path, database, wait=0.0))
            if lock.database.exists():
                lock.bind(wait=wait)
        except BaseException:
            lock.release()
            raise
        lock._write_holder()
        return lock

    def bind(self, *, wait: float | None = None) -> None:
        """Take the file lock of the (now existing) library too, if not taken yet."""
        if len(self._fds) >= 2:
            return
        try:
            path = file_lock_path(self.database)
        except OSError as exc:
            raise _cannot_create(self.database, exc) from None
        patience = READERS_WAIT_SECONDS if wait is None else wait
        self._fds.append(_exclusive(path, self.database, wait=patience))
        self._write_holder()

    @property
    def held(self) -> bool:
        """Whether this object still holds its locks."""
        return bool(self._fds)

    def release(self) -> None:
        """Let go of the locks (closing a file releases it); harmless if already released."""
        fds, self._fds = self._fds, []
        for fd in fds:
            try:
                os.ftruncate(fd, 0)
            except OSError:
                pass
            finally:
                os.close(fd)

    def _write_holder(self) -> None:
        text = json.dumps(
            {"pid": os.getpid(), "host": _host_name(), "path": str(self.database)}
        ).encode()
        for fd in self._fds:
            os.ftruncate(fd, 0)
            os.lseek(fd, 0, os.SEEK_SET)
            os.write(fd, text)


class ReaderLock:
    """A reader's shared hold on a library's file lock: no writer can start while it is held.

    :meth:`try_acquire` returns the lock when no writer has the library, or the writer's
    :class:`Holder` when one has.
    """

    def __init__(self, fd: int | None) -> None:
        self._fd = fd

    @classmethod
    def try_acquire(cls, database: Path) -> ReaderLock | Holder:
        """Hold ``database`` still for reading, unless a writer has it.

        Where shared locks are not available (Windows), or the lock file cannot be opened,
        a writer is assumed to be live (the caller then reads through SQLite's locking).
        """
        if not SHARED_LOCKS:
            return Holder()
        try:
            path = file_lock_path(database)
            fd = _open_lock_file(path)
        except OSError:
            return Holder()
        if _try_lock(fd, shared=True):
            return cls(fd)
        holder = _read_holder(fd)
        os.close(fd)
        return holder

    def release(self) -> None:
        """Let go of the shared lock; harmless if already released."""
        fd, self._fd = self._fd, None
        if fd is not None:
            os.close(fd)


def _exclusive(path: Path, database: Path, *, wait: float) -> int:
    """An exclusive lock on ``path``, waiting up to ``wait`` seconds while only readers hold it."""
    try:
        fd = _open_lock_file(path)
    except OSError as exc:
        raise _cannot_create(path, exc) from None
    deadline = time.monotonic() + wait
    while not _try_lock(fd, shared=False):
        if not SHARED_LOCKS or not _try_lock(fd, shared=True):
            holder = _read_holder(fd)
            os.close(fd)
            raise DatabaseInUseError(path=str(database), pid=holder.pid, host=holder.host)
        _unlock(fd)  # only readers have it: wait for them
        if time.monotonic() >= deadline:
            os.close(fd)
            raise PersistenceError(
                "{path} is being read by another command (a backup, a check or a report); "
                "try again when it has finished",
                path=database,
            )
        time.sleep(_POLL_SECONDS)
    return fd


def _open_lock_file(path: Path) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except PermissionError:
        return os.open(path, os.O_RDONLY)  # another user's lock file: it can still be locked


def _cannot_create(path: Path, exc: OSError) -> PersistenceError:
    return PersistenceError(
        "cannot create the lock file {path}: {reason}", path=path, reason=exc.strerror or str(exc)
    )


if sys.platform == "win32":
    import msvcrt

    SHARED_LOCKS = False

    def _try_lock(fd: int, *, shared: bool) -> bool:
        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    #: Whether readers can hold a lock shared (``flock``'s ``LOCK_SH``).
    SHARED_LOCKS = True

    def _try_lock(fd: int, *, shared: bool) -> bool:
        try:
            fcntl.flock(fd, (fcntl.LOCK_SH if shared else fcntl.LOCK_EX) | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def _host_name() -> str:
    """This computer's name (as ``socket.gethostname()``, without loading ``socket`` at start)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "")


def _read_holder(fd: int) -> Holder:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        holder = json.loads(os.read(fd, 4096).decode() or "{}")
        pid, host, path = holder.get("pid"), holder.get("host"), holder.get("path")
    except (OSError, ValueError, AttributeError):
        return Holder()
    if not isinstance(pid, int) or not isinstance(host, str):
        return Holder()
    return Holder(pid, host, path if isinstance(path, str) else None)
