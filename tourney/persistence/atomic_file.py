"""Every file Tourney writes is written beside its target and renamed into place when complete.

Exports (``tourney export -o``, ``tourney players export -o``), reports (PDFs from the
command line and the window), screenshots and backups all go through :func:`atomic_file`:
the bytes go to a hidden temporary file in the target's folder (``.NAME.XXXX.part``), are
flushed to the disk, and only then is the temporary file renamed over the target, which is a
single step for the file system. So the target is either the complete new file or exactly
what it was before — never a JSON cut short or an empty PNG — and a failure (a full disk, a
folder that cannot be written, an error while producing the content) leaves no temporary
file behind.

Every failure is one :class:`~tourney.persistence.errors.PersistenceError` naming the file,
with a plain reason for the common ones (a full disk).
"""

from __future__ import annotations

import contextlib
import errno
import functools
import os
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

from tourney.persistence.errors import PersistenceError

__all__ = ["atomic_file", "cannot_write", "cannot_write_in", "give_mode", "write_atomically"]


@contextlib.contextmanager
def atomic_file(
    path: str | Path, *, text: bool = False, encoding: str = "utf-8", newline: str | None = None
) -> Iterator[IO[Any]]:
    """A file object to write ``path`` through; the file appears when the block ends.

    Args:
        path: The file to write (replaced if it exists).
        text: Open in text mode (with ``encoding`` and ``newline``) instead of bytes.
        encoding: The text encoding.
        newline: As for :func:`open`.

    Raises:
        PersistenceError: The folder cannot be written or the disk is full; ``path`` is as it
            was. An exception raised inside the block leaves ``path`` as it was too, and
            goes on as it is.
    """
    target = Path(path)
    folder = target.parent
    try:
        handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=folder)
    except OSError as exc:
        raise cannot_write_in(folder if str(folder) else Path("."), exc) from None
    temporary = Path(name)
    try:
        give_mode(temporary, like=target)
        try:
            if text:
                out: IO[Any] = os.fdopen(handle, "w", encoding=encoding, newline=newline)
            else:
                out = os.fdopen(handle, "wb")
            with out:
                yield out
                out.flush()
                os.fsync(out.fileno())
            os.replace(temporary, target)
        except OSError as exc:
            raise cannot_write(target, exc) from None
        _sync_folder(folder)
    finally:
        with contextlib.suppress(OSError):
            temporary.unlink()


def write_atomically(path: str | Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through :func:`atomic_file`.

    Raises:
        PersistenceError: As :func:`atomic_file`.
    """
    with atomic_file(path) as out:
        out.write(data)


def give_mode(temporary: Path, *, like: Path) -> None:
    """Give a temporary file the permissions its target has, or a new file would get.

    ``mkstemp`` makes files only their owner may read; the file that replaces ``like`` keeps
    ``like``'s permissions, and a new one gets the usual ones (``0o666`` less the umask).
    """
    try:
        mode = like.stat().st_mode & 0o7777
    except OSError:
        mode = 0o666 & ~_umask()
    with contextlib.suppress(OSError):
        os.chmod(temporary, mode)


@functools.cache
def _umask() -> int:
    """The process's umask (reading it means setting it: it is put straight back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


def cannot_write(path: Path, exc: OSError) -> PersistenceError:
    """The refusal for an :class:`OSError` met while writing ``path``."""
    if _full(exc):
        return PersistenceError("cannot write {path}: the disk is full", path=path)
    if exc.errno == errno.EFBIG:
        return PersistenceError("cannot write {path}: the file would be too large", path=path)
    return PersistenceError("cannot write {path}: {reason}", path=path, reason=_reason(exc))


def cannot_write_in(folder: Path, exc: OSError) -> PersistenceError:
    """The refusal for an :class:`OSError` met while making a file in ``folder``."""
    if _full(exc):
        return PersistenceError("cannot write in {folder}: the disk is full", folder=folder)
    return PersistenceError(
        "cannot write in {folder}: {reason}", folder=folder, reason=_reason(exc)
    )


def _full(exc: OSError) -> bool:
    return exc.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC))


def _reason(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no folder handles to flush)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder if str(folder) else ".", os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
