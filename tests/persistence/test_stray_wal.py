"""A write-ahead log left beside a library: its own is merged, another's is refused untouched.

The issue: the ``-wal``/``-shm`` of a different library's killed writer, put beside a library
(what a director does restoring a backup by copying it over ``library.sqlite`` after a
crash), was merged by every writer: a library of 4 tournaments became another library, or a
malformed file, and the WAL was deleted.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence import opening
from tourney.persistence.errors import CorruptDatabaseError
from tourney.persistence.integrity import check_database
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

from .faults import companion, counts, files, killed_writer, make_library


@pytest.fixture
def foreign_wal(tmp_path: Path) -> Path:
    """A library with, beside it, the WAL and index another library's killed writer left."""
    mine = make_library(tmp_path / "library.sqlite", demos=2, start=1_700_000_000.0)
    (tmp_path / "other").mkdir()
    other = make_library(tmp_path / "other" / "library.sqlite", demos=1, start=1_800_000_000.0)
    killed_writer(other, demos=2)
    for suffix in ("-wal", "-shm"):
        shutil.copyfile(companion(other, suffix), companion(mine, suffix))
    shutil.rmtree(other.parent)
    return mine


def test_a_writer_refuses_another_librarys_wal_and_changes_nothing(foreign_wal: Path) -> None:
    before = files(foreign_wal.parent)
    with pytest.raises(CorruptDatabaseError) as caught:
        Library.open(foreign_wal)
    message = str(caught.value)
    assert "write-ahead log (library.sqlite-wal) that does not belong to it" in message
    assert "tourney backup --restore" in message
    assert files(foreign_wal.parent) == before  # the library, its WAL and index: byte for byte


def test_every_command_refuses_it_and_check_names_it(
    foreign_wal: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = files(foreign_wal.parent)
    commands = [
        ["demo", str(foreign_wal)],
        ["players", "import", str(foreign_wal), str(tmp_path / "none.csv")],
        ["show", str(foreign_wal)],
        ["export", str(foreign_wal)],
        ["report", "payouts", str(foreign_wal), "-o", str(tmp_path / "payouts.pdf")],
        ["backup", str(foreign_wal), str(tmp_path / "copy.sqlite")],
    ]
    for argv in commands:
        with pytest.raises(SystemExit) as caught:
            main(argv)
        assert caught.value.code == 2, argv
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "does not belong to it" in err, argv
    report = check_database(foreign_wal)
    assert len(report.problems) == 1
    assert "does not belong to it" in str(report.problems[0])
    assert files(foreign_wal.parent) == before
    assert not (tmp_path / "payouts.pdf").exists() and not (tmp_path / "copy.sqlite").exists()


def test_moving_the_foreign_wal_away_gives_the_library_back(foreign_wal: Path) -> None:
    companion(foreign_wal, "-wal").unlink()
    companion(foreign_wal, "-shm").unlink()
    assert counts(foreign_wal) == (2, 120, 27)


def test_the_librarys_own_wal_after_a_crash_is_merged(tmp_path: Path) -> None:
    path = make_library(tmp_path / "library.sqlite", demos=1)
    killed_writer(path, demos=2)
    assert counts(path) == (3, 180, 27)  # a reader sees the killed writer's last actions
    assert companion(path, "-wal").exists()  # ... without merging anything itself
    with Library.open(path) as library:
        assert len(library.events.tournaments()) == 3
        assert not companion(path, "-wal").stat().st_size  # merged at once, and checked
    assert check_database(path).ok
    assert sorted(p.name for p in tmp_path.iterdir()) == ["library.sqlite", "library.sqlite.lock"]


def test_a_stale_wal_under_an_older_copy_of_the_library_is_refused(tmp_path: Path) -> None:
    path = make_library(tmp_path / "library.sqlite", demos=1)
    older = tmp_path / "older.sqlite"
    shutil.copyfile(path, older)
    with Library.open(path) as library:
        create_demo(library, now=1_700_000_100.0)
    killed_writer(path, demos=2)
    shutil.copyfile(older, path)  # the director copies a backup over the crashed library
    before = files(tmp_path)
    with pytest.raises(CorruptDatabaseError, match="does not belong to it"):
        Library.open(path)
    assert files(tmp_path) == before


def test_a_merge_that_goes_wrong_puts_everything_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_library(tmp_path / "library.sqlite", demos=1)
    killed_writer(path, demos=1)
    before = {name: data for name, data in files(tmp_path).items() if not name.endswith("-shm")}
    real = opening.storage_problems
    calls: list[int] = []

    def damaged_after_the_merge(db: object) -> list[str]:
        calls.append(1)
        return real(db) if len(calls) == 1 else ["SQLite integrity check: page 7 is damaged"]

    monkeypatch.setattr(opening, "storage_problems", damaged_after_the_merge)
    with pytest.raises(CorruptDatabaseError, match="were put back exactly as they were"):
        Library.open(path)
    after = {name: data for name, data in files(tmp_path).items() if not name.endswith("-shm")}
    assert after == before  # the file and its WAL, as found; the index is rebuilt from them
    monkeypatch.undo()
    assert counts(path) == (2, 120, 27)
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tourney-wal-")] == []


def test_no_room_for_the_safety_copy_changes_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = make_library(tmp_path / "library.sqlite", demos=1)
    killed_writer(path, demos=1)
    before = files(tmp_path)

    def full(*_args: object, **_kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("tourney.persistence.wal_guard.shutil.copyfile", full)
    with pytest.raises(Exception, match="no safety copy could be made first"):
        Library.open(path)
    assert files(tmp_path) == before
