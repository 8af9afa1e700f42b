"""A library whose very first creation was interrupted opens as a new library.

The issue (from the night of issue 12): a kill during the first creation of a library — the
default library at first start, or ``tourney demo`` — could leave a file that Tourney then
refused forever ("an SQLite database, but not a Tourney library"): sqlite-utils records its
migrations table in a transaction of its own, before the first migration. Now the whole
creation is one transaction, and a file left by an older Tourney in that state (the empty
record, nothing else) is created afresh.

A child process creates a library as ``tourney demo`` does and is killed (``SIGKILL``) right
before its k-th SQL statement, for every statement of the creation and a spread of the ones
after, and at random moments too; each time the library must then open, pass ``tourney
check``, and take the demo.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tourney.persistence.integrity import check_database
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

#: ``python -c CHILD DB K``: create the library and the demo; SIGKILL before statement K.
CHILD = """
import os, signal, sqlite3, sys
stop = int(sys.argv[2])
real = sqlite3.connect
seen = [0]
def before(_sql):
    seen[0] += 1
    if seen[0] == stop:
        os.kill(os.getpid(), signal.SIGKILL)
def connect(*args, **kwargs):
    conn = real(*args, **kwargs)
    conn.set_trace_callback(before)
    return conn
sqlite3.connect = connect
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo
print("ready", flush=True)
with Library.open(sys.argv[1]) as library:
    create_demo(library, now=1_700_000_000.0)
"""

#: Statements before the demo's first player is added: the creation of the library itself.
CREATION = 50


def _reopens(path: Path) -> None:
    with Library.open(path) as library:
        tournaments = library.events.tournaments()
        assert len(tournaments) <= 1  # nothing, or the demo, never half of it
        if tournaments:
            assert tournaments[0].last_seq == 60
        create_demo(library, now=1_700_000_100.0)
    report = check_database(path)
    assert report.ok, report.problems


def _killed_at(path: Path, statement: int) -> int:
    run = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), str(statement)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode in (0, -signal.SIGKILL), run.stderr
    return run.returncode


@pytest.mark.parametrize("statement", [*range(1, CREATION + 1), *range(60, 260, 40)])
def test_a_kill_before_any_statement_of_the_creation_leaves_a_library_that_opens(
    tmp_path: Path, statement: int
) -> None:
    path = tmp_path / "library.sqlite"
    _killed_at(path, statement)
    _reopens(path)


def test_kills_at_random_moments(tmp_path: Path) -> None:
    rng = random.Random(12)
    for attempt in range(6):
        path = tmp_path / f"library{attempt}.sqlite"
        child = subprocess.Popen(
            [sys.executable, "-c", CHILD, str(path), "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        assert child.stdout is not None
        assert child.stdout.readline().strip() == "ready"
        time.sleep(rng.uniform(0.0, 0.08))
        child.send_signal(signal.SIGKILL)
        child.communicate()
        if path.exists():
            _reopens(path)


def test_a_file_an_older_tourney_left_half_created_opens_as_new(tmp_path: Path) -> None:
    path = tmp_path / "library.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute(
        'CREATE TABLE "_sqlite_migrations" ("id" INTEGER PRIMARY KEY, "migration_set" TEXT, '
        '"name" TEXT, "applied_at" TEXT)'
    )
    conn.commit()
    conn.close()
    _reopens(path)


def test_a_real_library_is_never_taken_for_a_new_one(tmp_path: Path) -> None:
    """Another program's empty-looking database is still refused, not created over."""
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute('CREATE TABLE "_sqlite_migrations" (id INTEGER PRIMARY KEY, name TEXT)')
    conn.execute("INSERT INTO _sqlite_migrations (name) VALUES ('0001_theirs')")
    conn.commit()
    conn.close()
    before = path.read_bytes()
    with pytest.raises(Exception, match="not a Tourney library"):
        Library.open(path)
    assert path.read_bytes() == before


def test_a_new_library_in_a_folder_not_made_yet_makes_the_folder(tmp_path: Path) -> None:
    path = tmp_path / "Tourney" / "club" / "library.sqlite"  # a fresh machine's first start

    with Library.open(path) as library:
        assert library.events.tournaments() == []

    assert path.is_file() and check_database(path).ok


def test_a_folder_that_cannot_be_made_is_one_clear_refusal(tmp_path: Path) -> None:
    from tourney.persistence.errors import PersistenceError

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")

    with pytest.raises(PersistenceError, match="cannot write in"):
        Library.open(blocker / "library.sqlite")
    assert blocker.read_text() == "not a folder"
