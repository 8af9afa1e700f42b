"""Putting a backup back with ``tourney backup --restore``, and backups that refuse what is no
library.

The issue asked for a real restore, so that no director copies files by hand (which is how a
stale WAL lands beside a backup), and for ``backup`` to stop copying foreign, newer and empty
databases without a word.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence.errors import DatabaseInUseError, PersistenceError
from tourney.persistence.integrity import check_database
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo
from tourney.persistence.restore import restore_backup

from .faults import companion, counts, killed_writer, make_library

HOLDER = Path(__file__).parent / "lock_holder.py"


def test_restore_after_a_crash_keeps_the_crashed_library_and_its_wal(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    library = make_library(tmp_path / "library.sqlite", demos=1)
    backup = tmp_path / "friday-backup.sqlite"
    assert main(["backup", str(library), str(backup)]) == 0
    with Library.open(library) as opened:
        create_demo(opened, now=1_700_000_100.0)
    killed_writer(library, demos=1)  # a crash: three tournaments, the last in the WAL
    wal_before = companion(library, "-wal").read_bytes()
    capsys.readouterr()
    assert main(["backup", "--restore", str(backup), str(library)]) == 0
    out = capsys.readouterr().out
    assert out.startswith(f"restored {backup} to {library} (1 tournament, 60 events, 27 players)")
    assert "the library it replaced is kept as library.replaced-" in out
    assert counts(library) == (1, 60, 27)
    assert check_database(library).ok
    (kept,) = list(tmp_path.glob("library.replaced-*.sqlite"))
    assert companion(kept, "-wal").read_bytes() == wal_before  # the pair, exactly as found
    assert counts(kept) == (3, 180, 27)  # nothing of the crashed library is lost
    assert not companion(library, "-wal").exists() and not companion(library, "-shm").exists()


def test_restore_into_a_missing_library_creates_it(tmp_path: Path) -> None:
    backup = make_library(tmp_path / "backup.sqlite", demos=2)
    (tmp_path / "new").mkdir()
    done = restore_backup(backup, tmp_path / "new" / "library.sqlite")
    assert done.kept is None
    assert (done.tournaments, done.events, done.players) == (2, 120, 27)
    with Library.open(tmp_path / "new" / "library.sqlite") as library:
        assert len(library.events.tournaments()) == 2


def test_restore_refuses_while_a_tourney_has_the_library_open(tmp_path: Path) -> None:
    library = make_library(tmp_path / "library.sqlite", demos=1)
    backup = make_library(tmp_path / "backup.sqlite", demos=2)
    before = library.read_bytes()
    proc = subprocess.Popen(
        [sys.executable, str(HOLDER), str(library)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert proc.stdout is not None and proc.stdout.readline().strip() == "locked"
        with pytest.raises(DatabaseInUseError):
            restore_backup(backup, library)
    finally:
        proc.kill()
        proc.communicate()
    assert library.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir() if "replaced" in p.name] == []


def _foreign(path: Path) -> Path:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE accounts (owner TEXT)")
    conn.commit()
    conn.close()
    return path


def _newer(path: Path) -> Path:
    make_library(path, demos=1)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('tourney', '0099_future', '2031-01-01')"
    )
    conn.commit()
    conn.close()
    return path


def _empty_database(path: Path) -> Path:
    sqlite3.connect(path).close()
    path.write_bytes(b"")
    return path


def _new_library(path: Path) -> Path:
    Library.open(path).close()  # a library with nothing in it yet is still a library
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = DELETE")
    conn.execute("DROP TABLE players")
    conn.execute("DROP TABLE snapshots")
    conn.execute("DROP TABLE events")
    conn.execute("DROP TABLE tournaments")
    conn.execute("DROP TABLE devices")
    conn.execute("DROP TABLE staff")
    conn.execute("DELETE FROM _sqlite_migrations")
    conn.commit()
    conn.close()
    return path


BAD_SOURCES = {
    "another program's database": (_foreign, "is an SQLite database, but not a Tourney library"),
    "a newer Tourney's library": (_newer, "was written by a newer Tourney"),
    "an empty file": (_empty_database, "is empty: it holds no library yet"),
    "a library never made": (_new_library, "holds no Tourney library yet"),
}


@pytest.mark.parametrize("kind", BAD_SOURCES, ids=str)
def test_backup_and_restore_refuse_what_is_no_library_with_one_line(
    kind: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    make, words = BAD_SOURCES[kind]
    source = make(tmp_path / "source.sqlite")
    library = make_library(tmp_path / "library.sqlite", demos=1)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    for argv in (
        ["backup", str(source), str(tmp_path / "copy.sqlite")],
        ["backup", "--restore", str(source), str(library)],
    ):
        with pytest.raises(SystemExit) as stopped:
            main(argv)
        assert stopped.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and words in err, err
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if p.is_file()}
    assert {k: v for k, v in after.items() if not k.endswith(".lock")} == {
        k: v for k, v in before.items() if not k.endswith(".lock")
    }


def test_restore_never_takes_the_library_for_its_own_backup(tmp_path: Path) -> None:
    library = make_library(tmp_path / "library.sqlite", demos=1)
    link = tmp_path / "link.sqlite"
    link.symlink_to(library)
    for backup in (library, link):
        with pytest.raises(PersistenceError, match="is the library itself"):
            restore_backup(backup, library)


def test_the_restored_library_keeps_the_files_permissions(tmp_path: Path) -> None:
    library = make_library(tmp_path / "library.sqlite", demos=1)
    library.chmod(0o640)
    backup = make_library(tmp_path / "backup.sqlite", demos=2)
    restore_backup(backup, library)
    assert os.stat(library).st_mode & 0o777 == 0o640
