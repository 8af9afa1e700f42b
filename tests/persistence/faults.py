"""Tools of the storage fault tests: libraries with history, killed writers, stray WALs, folders.

Nothing here fakes SQLite: libraries are made through Tourney's own path (the demo), a killed
writer is a real process that stops without closing (so its ``-wal`` holds its last actions,
exactly as after ``kill -9``), and a read-only folder is really read-only (``chmod``, or the
immutable attribute when the tests run as root, whom permissions do not stop).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

T0 = 1_700_000_000.0

#: A writer that adds demo tournaments and dies without closing: ``python -c KILLED DB N``.
KILLED = """
import os, sys
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo
library = Library.open(sys.argv[1])
for n in range(int(sys.argv[2])):
    create_demo(library, now=1_700_000_500.0 + n, seed=n)
os._exit(9)
"""


def make_library(path: Path, *, demos: int = 2, start: float = T0) -> Path:
    """A library at ``path`` with ``demos`` demo tournaments (27 players, 60 events each)."""
    with Library.open(path, clock=lambda: start) as library:
        for number in range(demos):
            create_demo(library, now=start + number, seed=number + 1)
    return path


def killed_writer(path: Path, *, demos: int = 2) -> None:
    """Open ``path`` for writing in another process, add demos, and die without closing."""
    run = subprocess.run(
        [sys.executable, "-c", KILLED, str(path), str(demos)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 9, run.stderr
    assert companion(path, "-wal").stat().st_size > 0


def companion(path: Path, suffix: str) -> Path:
    """``path`` with ``-wal``, ``-shm`` or ``.lock`` appended to its name."""
    return path.with_name(path.name + suffix)


def files(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` by name, with its bytes (lock files left out: they are Tourney's
    own, empty once released)."""
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and not p.name.endswith(".lock")
    }


def names(folder: Path) -> set[str]:
    """The names in ``folder``, lock files left out."""
    return {p.name for p in folder.iterdir() if not p.name.endswith(".lock")}


def counts(path: Path) -> tuple[int, int, int]:
    """Tournaments, events and players of the (sound) library at ``path``, read-only."""
    with Library.open(path, read_only=True) as library:
        conn = library.conn
        return (
            int(conn.execute("SELECT count(*) FROM tournaments").fetchone()[0]),
            int(conn.execute("SELECT count(*) FROM events").fetchone()[0]),
            int(conn.execute("SELECT count(*) FROM players").fetchone()[0]),
        )


@contextlib.contextmanager
def read_only_folder(folder: Path) -> Iterator[None]:
    """Make ``folder`` read-only for the block (nothing can be created or deleted in it)."""
    if os.geteuid() == 0:
        chattr = shutil.which("chattr")
        if chattr is None or subprocess.run([chattr, "+i", str(folder)], check=False).returncode:
            pytest.skip("running as root and the folder cannot be made immutable")
        try:
            yield
        finally:
            subprocess.run([chattr, "-i", str(folder)], check=True)
        return
    mode = folder.stat().st_mode
    folder.chmod(0o555)
    try:
        yield
    finally:
        folder.chmod(mode)


def wait_for(condition: object, *, seconds: float = 20.0) -> None:
    """Poll ``condition()`` until it is true (a callable), or fail after ``seconds``."""
    deadline = time.monotonic() + seconds
    while not condition():  # type: ignore[operator]
        assert time.monotonic() < deadline, "timed out"
        time.sleep(0.02)
