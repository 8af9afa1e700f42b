"""One writer per library: an operating-system lock on a file beside the database.

The lock file (``library.sqlite.lock``) is locked with ``fcntl.flock`` on POSIX and
``msvcrt.locking`` on Windows for as long as the library is open for writing, and holds the
holder's pid and host name so that a refusal can say who has it. The operating system drops
the lock when the process ends, however it ends, so a crashed Tourney never blocks the next
one; the file itself is left in place (deleting it would let two processes lock two files).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tourney.persistence.errors import DatabaseInUseError, PersistenceError

__all__ = ["LibraryLock", "lock_path"]

# Windows locks a byte range, and a locked range cannot be read by others: lock one byte
# far past the pid/host text so that a refused process can still read who holds the lock.
_WINDOWS_LOCK_OFFSET = 1 << 20


def lock_path(database: Path) -> Path:
    """The lock file beside ``database``."""
    return database.with_name(database.name + ".lock")


class LibraryLock:
    """An exclusive, non-blocking lock held for the life of an open library."""

    def __init__(self, fd: int, path: Path) -> None:
        self._fd: int | None = fd
        self.path = path

    @classmethod
    def acquire(cls, database: Path) -> LibraryLock:
        """Lock ``database`` for this process, or refuse at once.

        Raises:
            DatabaseInUseError: Another process holds the lock.
            PersistenceError: The lock file cannot be created.
        """
        path = lock_path(database)
        try:
            fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as exc:
            raise PersistenceError(
                "cannot create the lock file {path}: {reason}",
                path=path,
                reason=exc.strerror or str(exc),
            ) from None
        if not _try_lock(fd):
            pid, host = _read_holder(fd)
            os.close(fd)
            raise DatabaseInUseError(path=str(database), pid=pid, host=host)
        _write_holder(fd)
        return cls(fd, path)

    @property
    def held(self) -> bool:
        """Whether this object still holds the lock."""
        return self._fd is not None

    def release(self) -> None:
        """Let go of the lock (closing the file releases it); harmless if already released."""
        if self._fd is None:
            return
        fd, self._fd = self._fd, None
        try:
            os.ftruncate(fd, 0)
        finally:
            os.close(fd)


if sys.platform == "win32":
    import msvcrt

    def _try_lock(fd: int) -> bool:
        os.lseek(fd, _WINDOWS_LOCK_OFFSET, os.SEEK_SET)
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True


def _write_holder(fd: int) -> None:
    text = json.dumps({"pid": os.getpid(), "host": _host_name()}).encode()
    os.ftruncate(fd, 0)
    os.lseek(fd, 0, os.SEEK_SET)
    os.write(fd, text)


def _host_name() -> str:
    """This computer's name (as ``socket.gethostname()``, without loading ``socket`` at start)."""
    if hasattr(os, "uname"):
        return os.uname().nodename
    return os.environ.get("COMPUTERNAME", "")


def _read_holder(fd: int) -> tuple[int | None, str | None]:
    try:
        os.lseek(fd, 0, os.SEEK_SET)
        holder = json.loads(os.read(fd, 4096).decode() or "{}")
        pid, host = holder.get("pid"), holder.get("host")
    except (OSError, ValueError, AttributeError):
        return None, None
    if not isinstance(pid, int) or not isinstance(host, str):
        return None, None
    return pid, host
