"""Backups: consistent copies while another connection keeps writing; the source is safe."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from tests.persistence.conftest import note, numbers
from tourney.persistence.backup import backup_file
from tourney.persistence.errors import CorruptDatabaseError, PersistenceError
from tourney.persistence.integrity import storage_problems
from tourney.persistence.library import Library


def test_backups_taken_while_another_connection_writes_are_consistent(
    db_path: Path, tmp_path: Path
) -> None:
    with Library.open(db_path) as library:
        tid = library.events.create_tournament("Live")
    ready, stop = threading.Event(), threading.Event()
    errors: list[BaseException] = []

    def write() -> None:
        try:
            with Library.open(db_path) as writer:
                n = 0
                while not stop.is_set():
                    n += 1
                    writer.events.append_many(tid, [note(n), note(-n)])
                    ready.set()
        except BaseException as exc:  # reported by the main thread
            errors.append(exc)
            ready.set()

    thread = threading.Thread(target=write)
    thread.start()
    ready.wait(10)
    copies = []
    try:
        for number in range(5):
            copies.append(backup_file(db_path, tmp_path / f"copy{number}.sqlite"))
    finally:
        stop.set()
        thread.join()
    assert not errors
    for copy in copies:
        with Library.open(copy) as library:
            assert storage_problems(library.db) == []
            events = library.events.events(tid)
            assert len(events) % 2 == 0  # never half of one append_many
            expected = [n * sign for n in range(1, len(events) // 2 + 1) for sign in (1, -1)]
            assert numbers(events) == expected


def test_library_backup_copies_the_open_library(library: Library, tmp_path: Path) -> None:
    tid = library.events.create_tournament("T")
    library.events.append(tid, note(1))
    out = library.backup(tmp_path / "copy.sqlite")
    with Library.open(out, read_only=True) as copy:
        assert numbers(copy.events.events(tid)) == [1]


def test_a_backup_never_overwrites_the_library(library: Library, db_path: Path) -> None:
    before = db_path.read_bytes()
    with pytest.raises(PersistenceError, match="library itself"):
        backup_file(db_path, db_path, overwrite=True)
    with pytest.raises(PersistenceError, match="library itself"):
        library.backup(db_path.parent / ".." / db_path.parent.name / db_path.name, overwrite=True)
    with pytest.raises(PersistenceError, match="library itself"):
        backup_file(db_path, db_path.with_name(db_path.name + "-wal"), overwrite=True)
    assert db_path.read_bytes() == before


def test_an_existing_file_is_replaced_only_when_asked(db_path: Path, tmp_path: Path) -> None:
    Library.open(db_path).close()
    out = tmp_path / "copy.sqlite"
    out.write_text("keep me")
    with pytest.raises(PersistenceError, match="already exists"):
        backup_file(db_path, out)
    assert out.read_text() == "keep me"
    backup_file(db_path, out, overwrite=True)
    Library.open(out, read_only=True).close()
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".part")] == []


def test_a_file_that_is_not_a_database_is_not_backed_up(tmp_path: Path) -> None:
    source = tmp_path / "notes.txt"
    source.write_text("hello")
    with pytest.raises(CorruptDatabaseError):
        backup_file(source, tmp_path / "copy.sqlite")
    with pytest.raises(PersistenceError, match="does not exist"):
        backup_file(tmp_path / "missing.sqlite", tmp_path / "copy.sqlite")
    assert not (tmp_path / "copy.sqlite").exists()
