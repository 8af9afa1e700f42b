"""A full disk: one clear line, and never a partial file.

The issue: ``tourney demo`` gave a traceback on a full disk, and ``export -o``,
``players export -o`` and ``screenshot -o`` left partial files (a JSON cut at 16,384 bytes,
an empty CSV and PNG). Two ways to fill a disk without one: in this process, the file
object every writer gets fails with ``ENOSPC`` after some bytes; in a child process, a file
size limit (``RLIMIT_FSIZE``, with ``SIGXFSZ`` ignored) makes the kernel refuse the write
itself, as a full disk does — for SQLite's writes too.
"""

from __future__ import annotations

import errno
import os
import resource
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli.refusal_line import refusal
from tests.persistence.conftest import note
from tourney.cli.main import main
from tourney.persistence import atomic_file as atomic
from tourney.persistence.atomic_file import atomic_file, write_atomically
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library

from .faults import make_library

OLD = b"the previous version of the file, which must survive\n"


class _FillingUp:
    """A file object that takes ``room`` bytes and then fails as a full disk does."""

    def __init__(self, real: Any, room: int) -> None:
        self._real, self._room = real, room

    def write(self, data: Any) -> int:
        if len(data) > self._room:
            self._real.write(data[: self._room])
            self._room = 0
            raise OSError(errno.ENOSPC, "No space left on device")
        self._room -= len(data)
        return int(self._real.write(data))

    def __getattr__(self, name: str) -> Any:
        return getattr(self._real, name)

    def __enter__(self) -> _FillingUp:
        return self

    def __exit__(self, *exc: object) -> None:
        self._real.close()


@pytest.fixture
def full_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file written through the atomic-write helper fills the disk after 100 bytes."""
    real_fdopen = os.fdopen

    def fdopen(fd: int, *args: Any, **kwargs: Any) -> _FillingUp:
        return _FillingUp(real_fdopen(fd, *args, **kwargs), 100)

    monkeypatch.setattr(atomic.os, "fdopen", fdopen)


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".part"))


def test_the_helper_leaves_the_old_file_and_no_temporary(tmp_path: Path, full_disk: None) -> None:
    target = tmp_path / "out.json"
    target.write_bytes(OLD)
    with pytest.raises(PersistenceError, match=r"cannot write .*out\.json: the disk is full"):
        write_atomically(target, b"x" * 5000)
    assert target.read_bytes() == OLD
    assert _leftovers(tmp_path) == []


def test_an_error_inside_the_block_leaves_the_old_file(tmp_path: Path) -> None:
    target = tmp_path / "out.csv"
    target.write_bytes(OLD)
    with pytest.raises(RuntimeError), atomic_file(target) as out:
        out.write(b"half of it")
        raise RuntimeError("the content could not be made")
    assert target.read_bytes() == OLD
    assert _leftovers(tmp_path) == []


def test_a_new_file_gets_the_usual_permissions_and_a_replaced_one_keeps_its_own(
    tmp_path: Path,
) -> None:
    write_atomically(tmp_path / "new.txt", b"new")
    expected = 0o666 & ~atomic._umask()
    assert (tmp_path / "new.txt").stat().st_mode & 0o777 == expected
    kept = tmp_path / "kept.txt"
    kept.write_bytes(OLD)
    kept.chmod(0o600)
    write_atomically(kept, b"new")
    assert kept.stat().st_mode & 0o777 == 0o600


@pytest.mark.parametrize(
    "argv",
    [
        ["export", "{db}", "-o", "{out}"],
        ["players", "export", "{db}", "-o", "{out}"],
        ["report", "results", "{db}", "-o", "{out}"],
    ],
    ids=["export", "players export", "report"],
)
def test_commands_on_a_full_disk_say_so_and_leave_the_old_file(
    argv: list[str], tmp_path: Path, full_disk: None, capsys: pytest.CaptureFixture[str]
) -> None:
    db = make_library(tmp_path / "library.sqlite", demos=1)
    out = tmp_path / "out" / "file"
    out.parent.mkdir()
    out.write_bytes(OLD)
    with pytest.raises(SystemExit) as stopped:
        main([part.format(db=db, out=out) for part in argv])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    code, words = refusal(err, " ".join(argv[:2]) if argv[0] == "players" else argv[0])
    assert code == "storage.refused" and words.endswith("the disk is full"), err
    assert out.read_bytes() == OLD
    assert _leftovers(out.parent) == []


def test_a_screenshot_on_a_full_disk_leaves_no_empty_png(
    tmp_path: Path, full_disk: None, qapp: object
) -> None:
    from PySide6.QtGui import QImage

    from tourney.gui.screenshot import save_view

    image = QImage(320, 200, QImage.Format.Format_RGB32)
    image.fill(0x336699)
    out = tmp_path / "display.png"
    with pytest.raises(PersistenceError, match="the disk is full"):
        save_view(image, out)
    assert not out.exists()
    assert _leftovers(tmp_path) == []


def _limited(limit: int) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # fail the write (EFBIG), do not kill
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


def _tourney(argv: list[str], *, limit: int) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tourney", *argv],
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: _limited(limit),
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},  # no byte code cut short either
    )


@pytest.mark.parametrize("limit", [0, 4096, 12_000, 20_000, 40_000])
def test_demo_on_a_full_disk_is_one_line_and_the_library_opens_after(
    tmp_path: Path, limit: int
) -> None:
    db = tmp_path / "library.sqlite"
    run = _tourney(["demo", str(db)], limit=limit)
    assert (run.returncode, run.stdout) == (2, ""), run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
    assert "the disk is full" in run.stderr or "too large" in run.stderr, run.stderr
    with Library.open(db) as library:  # with room again: a new library, or the whole demo
        assert library.events.tournaments() == []


@pytest.mark.parametrize(
    "argv",
    [
        ["export", "{db}", "-o", "{out}"],
        ["players", "export", "{db}", "-o", "{out}"],
        ["backup", "--overwrite", "{db}", "{out}"],
    ],
    ids=["export", "players export", "backup"],
)
def test_a_real_write_refused_by_the_kernel_leaves_the_old_file(
    argv: list[str], tmp_path: Path
) -> None:
    db = make_library(tmp_path / "library.sqlite", demos=1)
    with Library.open(db) as library:  # every output well over the limit below
        library.players.add_many({"name": f"Player {n:04d}"} for n in range(2000))
        tid = library.events.tournaments()[0].id
        library.events.append_many(tid, [note(n) for n in range(1, 801)])
    out = tmp_path / "out" / "file"
    out.parent.mkdir()
    out.write_bytes(OLD)
    run = _tourney([part.format(db=db, out=out) for part in argv], limit=40_000)
    assert (run.returncode, run.stdout) == (2, ""), run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
    assert out.read_bytes() == OLD
    assert _leftovers(out.parent) == []
