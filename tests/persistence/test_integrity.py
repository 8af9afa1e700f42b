"""The storage half of ``tourney check``: what it finds, and the extra-check hook."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.persistence.conftest import note
from tourney.domain.errors import DomainMalformedError
from tourney.persistence.errors import NotALibraryError, PersistenceError
from tourney.persistence.integrity import (
    MAX_PER_KIND,
    check_database,
    say_problem,
    storage_problems,
)
from tourney.persistence.library import Library


def _sound_library(path: Path) -> int:
    with Library.open(path) as library:
        library.players.add("Ann")
        tid = library.events.create_tournament("T")
        library.events.append_many(tid, [note(1), note(2)])
        return tid


def _tamper(path: Path, *statements: str) -> None:
    """Change the file behind the library's back, as a bug or another program might."""
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute("DROP TRIGGER events_append_only_delete")
    conn.execute("DROP TRIGGER events_append_only_update")
    for statement in statements:
        conn.execute(statement)
    conn.commit()
    conn.close()


def test_a_sound_library_passes(db_path: Path) -> None:
    _sound_library(db_path)
    report = check_database(db_path)
    assert report.ok
    assert (report.tournaments, report.events, report.players) == (1, 2, 1)
    assert report.summary() == (
        f"OK: {db_path}: 1 tournament, 2 events, 1 player (schema 0003_staff_devices)"
    )


def test_a_gap_in_the_numbering_is_found(db_path: Path) -> None:
    tid = _sound_library(db_path)
    _tamper(db_path, f"DELETE FROM events WHERE tournament_id = {tid} AND seq = 1")
    (problem,) = check_database(db_path).problems
    assert str(problem) == (
        f"tournament {tid}: its 1 event is not numbered 1 to 1 without gaps (they run from 2 to 2)"
    )
    assert say_problem(problem, "it") == (
        f"torneo {tid}: il suo evento non è numerato da 1 a 1 senza buchi (va da 2 a 2)"
    )


def test_unreadable_events_and_dangling_references_are_found(db_path: Path) -> None:
    tid = _sound_library(db_path)
    _tamper(
        db_path,
        f"UPDATE events SET data = '[1, 2]' WHERE tournament_id = {tid} AND seq = 2",
        "INSERT INTO events (tournament_id, seq, kind, at, label, data) "
        "VALUES (99, 1, 'orphan', 0.0, '', '{}')",
    )
    problems = [str(problem) for problem in check_database(db_path).problems]
    assert (
        f"tournament {tid}, event 2: the data of event 'clock_adjusted' must be an object"
        in problems
    )
    assert "a row of events refers to a missing row of tournaments" in problems


def test_merge_loops_are_found(db_path: Path) -> None:
    _sound_library(db_path)
    with Library.open(db_path) as library:
        bob = library.players.add("Bob")
        cid = library.players.add("Cid")
    _tamper(
        db_path,
        f"UPDATE players SET merged_into = {cid.id} WHERE id = {bob.id}",
        f"UPDATE players SET merged_into = {bob.id} WHERE id = {cid.id}",
    )
    problems = [str(problem) for problem in check_database(db_path).problems]
    assert f"player {bob.id}: the chain of merged records loops" in problems


def test_many_problems_of_one_kind_are_counted_not_listed(db_path: Path) -> None:
    tid = _sound_library(db_path)
    rows = ", ".join(f"({tid}, {seq}, 'k', 0.0, '', '[]')" for seq in range(3, 53))
    _tamper(
        db_path, f"INSERT INTO events (tournament_id, seq, kind, at, label, data) VALUES {rows}"
    )
    library, found = Library.inspect(db_path)
    with library:
        problems = storage_problems(library.conn)
    assert found == ()
    assert len(problems) == MAX_PER_KIND + 1
    assert str(problems[-1]) == "… and 30 more problems of the same kind"


def test_extra_checks_run_after_the_storage_checks(db_path: Path) -> None:
    tid = _sound_library(db_path)
    seen: list[int] = []

    def chips_add_up(library: Library) -> list[str]:
        seen.append(len(library.events.events(tid)))
        return ["tournament 1: 100 chips are missing"]

    def replay(library: Library) -> list[str]:
        raise DomainMalformedError("event 2 cannot be replayed")

    report = check_database(db_path, extra_checks=[chips_add_up, replay])
    assert seen == [2]
    assert tuple(map(str, report.problems)) == (
        "tournament 1: 100 chips are missing",
        "replay could not run: event 2 cannot be replayed",
    )
    assert report.summary() == f"{db_path}: 2 problems found"
    assert report.summary("ro") == f"{db_path}: s-au găsit 2 probleme"


def test_a_damaged_file_is_a_problem_and_a_foreign_one_cannot_be_checked(tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.sqlite"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\x01" * 200)
    report = check_database(damaged)
    assert not report.ok
    foreign = tmp_path / "foreign.sqlite"
    conn = sqlite3.connect(foreign)
    conn.execute("CREATE TABLE t (x)")
    conn.close()
    with pytest.raises(NotALibraryError):
        check_database(foreign)
    with pytest.raises(PersistenceError, match="does not exist"):
        check_database(tmp_path / "missing.sqlite")
