"""Reading a library leaves no trace: no ``-wal``, no ``-shm``, and it works in a read-only folder.

The issue: ``show``, ``report``, ``check``, ``backup``, ``export`` and ``screenshot`` created
``-wal``/``-shm`` beside the library (also beside a file they then refused) and failed in a
read-only folder. With nobody writing, a reader reads the file as it is (SQLite's
``immutable``) while holding the reader's lock; with a writer live, it reads through SQLite's
locking, so it sees the writer's last action — never a stale file.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.persistence.conftest import note
from tourney.cli.main import main
from tourney.persistence import lock
from tourney.persistence.errors import NotALibraryError, PersistenceError
from tourney.persistence.library import Library

from .faults import counts, files, killed_writer, make_library, names, read_only_folder

READERS = [
    ["show", "{db}"],
    ["show", "--json", "{db}"],
    ["check", "{db}"],
    ["export", "{db}", "-o", "{out}/t.json"],
    ["players", "export", "{db}", "-o", "{out}/p.csv"],
    ["report", "payouts", "{db}", "-o", "{out}/payouts.pdf"],
    ["backup", "{db}", "{out}/copy.sqlite"],
]

WRITER = """
import sys
from tests.persistence.conftest import note
from tourney.persistence.library import Library
with Library.open(sys.argv[1]) as library:
    tid = library.events.tournaments()[0].id
    for line in sys.stdin:
        library.events.append(tid, note(int(line)))
        print("ack", flush=True)
"""


def _run(argv: list[str], db: Path, out: Path) -> None:
    args = [part.format(db=db, out=out) for part in argv]
    try:
        status = main(args)
    except SystemExit as stop:
        status = int(stop.code or 0)
    assert status == 0, args


@pytest.fixture
def library_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "library"
    folder.mkdir()
    make_library(folder / "library.sqlite", demos=1)
    return folder


def test_reading_creates_no_file_beside_the_library(library_folder: Path, tmp_path: Path) -> None:
    before = files(library_folder)
    db = library_folder / "library.sqlite"
    for argv in READERS:
        _run(argv, db, tmp_path)
    assert files(library_folder) == before


def test_every_reader_works_in_a_read_only_folder(library_folder: Path, tmp_path: Path) -> None:
    before = files(library_folder)
    db = library_folder / "library.sqlite"
    with read_only_folder(library_folder):
        for argv in READERS:
            _run(argv, db, tmp_path)
    assert files(library_folder) == before
    assert counts(tmp_path / "copy.sqlite") == counts(db)


def test_a_crashed_writers_wal_is_read_in_a_read_only_folder(
    library_folder: Path, tmp_path: Path
) -> None:
    db = library_folder / "library.sqlite"
    killed_writer(db, demos=1)
    before = files(library_folder)
    with read_only_folder(library_folder):
        assert counts(db) == (2, 120, 27)  # its last actions are seen, from a private copy
        _run(["backup", "{db}", "{out}/copy.sqlite"], db, tmp_path)
    assert files(library_folder) == before
    assert counts(tmp_path / "copy.sqlite") == (2, 120, 27)


def test_nothing_is_created_beside_a_file_a_reader_refuses(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    other = tmp_path / "other.sqlite"
    conn = sqlite3.connect(other)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE notes (text TEXT)")
    conn.commit()
    conn.close()
    with pytest.raises(NotALibraryError):
        Library.open(other, read_only=True)
    for argv in READERS:
        with pytest.raises(SystemExit):
            main([part.format(db=other, out=tmp_path) for part in argv])
        capsys.readouterr()
    assert names(tmp_path) == {"other.sqlite"}


def test_a_reader_sees_a_live_writers_last_action(library_folder: Path) -> None:
    db = library_folder / "library.sqlite"
    writer = subprocess.Popen(
        [sys.executable, "-c", WRITER, str(db)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert writer.stdin is not None and writer.stdout is not None
    try:
        for number in range(1, 6):
            writer.stdin.write(f"{number}\n")
            writer.stdin.flush()
            assert writer.stdout.readline().strip() == "ack"
            with Library.open(db, read_only=True) as library:
                tid = library.events.tournaments()[0].id
                last = library.events.events(tid)[-1]
            assert (last.kind, last.payload.seconds) == ("clock_adjusted", number)  # in the WAL
    finally:
        writer.stdin.close()
        writer.wait(timeout=30)


def test_a_writer_waits_for_a_reader_then_opens(library_folder: Path) -> None:
    db = library_folder / "library.sqlite"
    reader = Library.open(db, read_only=True)
    opened: list[float] = []

    def write() -> None:
        with Library.open(db) as library:
            opened.append(time.monotonic())
            library.events.append(library.events.tournaments()[0].id, note(1))

    thread = threading.Thread(target=write)
    thread.start()
    time.sleep(0.3)
    assert not opened  # the writer waits: the reader reads the file without SQLite's locks
    closed = time.monotonic()
    reader.close()
    thread.join(timeout=30)
    assert opened and opened[0] >= closed


def test_a_writer_gives_up_on_a_reader_that_takes_too_long(
    library_folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = library_folder / "library.sqlite"
    monkeypatch.setattr(lock, "READERS_WAIT_SECONDS", 0.2)
    with (
        Library.open(db, read_only=True),
        pytest.raises(PersistenceError, match="being read by another command"),
    ):
        Library.open(db)
    Library.open(db).close()


def test_a_screenshot_is_taken_from_a_read_only_folder(
    library_folder: Path, tmp_path: Path
) -> None:
    db = library_folder / "library.sqlite"
    before = files(library_folder)
    out = tmp_path / "display.png"
    with read_only_folder(library_folder):
        run = subprocess.run(
            [
                sys.executable,
                "-m",
                "tourney",
                "screenshot",
                str(db),
                "--view",
                "display",
                "-o",
                str(out),
                "--size",
                "640x360",
            ],
            capture_output=True,
            text=True,
            check=False,
            env={**os.environ, "QT_QPA_PLATFORM": "offscreen"},
        )
    assert run.returncode == 0, run.stderr
    assert out.read_bytes().startswith(b"\x89PNG")
    assert files(library_folder) == before
