"""The event store: numbering, commit-before-return, all-or-nothing, append-only, snapshots."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from tests.persistence.conftest import note, numbers
from tourney.base.messages import message
from tourney.domain.log.codec import to_record
from tourney.domain.log.events import Event, Origin
from tourney.domain.log.payloads import Bust, BustOut, ClockAdjusted
from tourney.persistence.errors import PersistenceError, ReadOnlyError, UnknownRecordError
from tourney.persistence.library import Library


def other_connection_events(path: Path, tournament_id: int) -> list[tuple[int, str]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT seq, kind FROM events WHERE tournament_id = ? ORDER BY seq", [tournament_id]
        ).fetchall()
    finally:
        conn.close()


def test_append_numbers_events_and_commits_before_returning(
    library: Library, db_path: Path
) -> None:
    tid = library.events.create_tournament("Friday")
    first = library.events.append(tid, note(1))
    assert first.seq == 1
    assert other_connection_events(db_path, tid) == [(1, "clock_adjusted")]
    second = library.events.append(tid, Event(BustOut((Bust(3, by=(1,)),)), seq=99))
    assert second.seq == 2  # the store numbers events; the caller's seq is ignored
    assert other_connection_events(db_path, tid) == [(1, "clock_adjusted"), (2, "bust_out")]


def test_events_read_back_equal_and_after_seq_skips(library: Library) -> None:
    tid = library.events.create_tournament("Friday")
    sent = [
        Event(ClockAdjusted(-5), at=10.25, label=message("Ștefan {n}", n=2.5)),
        Event(
            BustOut((Bust(3, by=(4, 5), stack=100),)), at=11.0, origin=Origin("Table 2", "floor")
        ),
        Event(ClockAdjusted(7), command="c7f1"),
    ]
    stored = library.events.append_many(tid, sent)
    assert [e.seq for e in stored] == [1, 2, 3]
    assert library.events.events(tid) == stored
    assert library.events.events(tid, after_seq=2) == stored[2:]
    assert library.events.last_seq(tid) == 3


def test_logs_of_tournaments_are_numbered_separately(library: Library) -> None:
    one = library.events.create_tournament("One")
    two = library.events.create_tournament("Two")
    library.events.append(one, note(1))
    assert library.events.append(two, note(2)).seq == 1


def test_append_many_writes_all_or_nothing(library: Library) -> None:
    tid = library.events.create_tournament("Friday")
    library.events.append(tid, note(1))
    bad = Event(ClockAdjusted(2), label=message("{when}", when=object()))
    with pytest.raises(PersistenceError, match="no JSON form"):
        library.events.append_many(tid, [note(3), bad, note(4)])
    with pytest.raises(PersistenceError, match="not JSON-ready"):
        library.events.append(tid, Event(ClockAdjusted(5), label=message("{x}", x=float("nan"))))
    assert numbers(library.events.events(tid)) == [1]


def test_stored_data_is_the_events_canonical_json(library: Library, db_path: Path) -> None:
    event = Event(BustOut((Bust(3, by=(1,)),)), label=message("Łódź {b} {a}", b=1, a="ś"))
    tid = library.events.create_tournament("T")
    library.events.append(tid, event)
    conn = sqlite3.connect(db_path)
    (data, label, version) = conn.execute("SELECT data, label, format FROM events").fetchone()
    conn.close()
    record = to_record(event)
    assert data == json.dumps(record["data"], sort_keys=True, separators=(",", ":"))
    assert json.loads(label) == record["label"] and "Łódź" in label
    assert version == 2


def test_the_log_is_append_only(library: Library) -> None:
    tid = library.events.create_tournament("T")
    library.events.append(tid, note(1))
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        library.db.execute("UPDATE events SET kind = 'forged'")
    with pytest.raises(sqlite3.DatabaseError, match="append-only"):
        library.db.execute("DELETE FROM events")
    assert numbers(library.events.events(tid)) == [1]


def test_rename_status_duplicate_and_delete(library: Library) -> None:
    tid = library.events.create_tournament("  Friday   Deepstack ")
    assert library.events.tournament(tid).name == "Friday Deepstack"
    library.events.append_many(tid, [note(1), note(2)])
    library.events.save_snapshot(tid, seq=2, state={"players": 2})
    library.events.rename(tid, "Friday Turbo")
    library.events.set_status(tid, "running")
    info = library.events.tournament(tid)
    assert (info.name, info.status, info.last_seq) == ("Friday Turbo", "running", 2)

    copy = library.events.duplicate(tid, name="Friday Turbo (copy)")
    assert numbers(library.events.events(copy)) == [1, 2]
    snapshot = library.events.latest_snapshot(copy)
    assert snapshot is not None
    assert snapshot.state == {"players": 2}

    library.events.delete(tid)
    assert [t.id for t in library.events.tournaments()] == [copy]
    with pytest.raises(UnknownRecordError):
        library.events.events(tid)
    assert library.db.execute("SELECT count(*) FROM events").fetchone()[0] == 2
    assert library.db.execute("SELECT count(*) FROM snapshots").fetchone()[0] == 1


def test_tournaments_are_listed_most_recently_changed_first(library: Library) -> None:
    old = library.events.create_tournament("Old")
    new = library.events.create_tournament("New")
    assert [t.id for t in library.events.tournaments()] == [new, old]
    library.events.append(old, note(1))
    assert [t.id for t in library.events.tournaments()] == [old, new]


def test_snapshots(library: Library) -> None:
    tid = library.events.create_tournament("T")
    assert library.events.latest_snapshot(tid) is None
    library.events.append_many(tid, [note(n) for n in range(1, 6)])
    library.events.save_snapshot(tid, seq=2, state={"at": 2})
    library.events.save_snapshot(tid, seq=4, state={"at": 4})
    latest = library.events.latest_snapshot(tid)
    assert latest is not None
    assert (latest.seq, latest.state) == (4, {"at": 4})
    earlier = library.events.latest_snapshot(tid, at_most=3)
    assert earlier is not None
    assert earlier.seq == 2
    with pytest.raises(PersistenceError, match="no event 6"):
        library.events.save_snapshot(tid, seq=6, state={})


def test_unknown_tournaments_and_empty_names_are_refused(library: Library) -> None:
    with pytest.raises(UnknownRecordError, match="no tournament number 7"):
        library.events.append(7, note(1))
    with pytest.raises(PersistenceError, match="name is empty"):
        library.events.create_tournament("   ")
    assert library.events.tournaments() == []


def test_a_read_only_library_refuses_every_change(db_path: Path) -> None:
    with Library.open(db_path) as library:
        tid = library.events.create_tournament("T")
    with Library.open(db_path, read_only=True) as library:
        with pytest.raises(ReadOnlyError, match="read-only"):
            library.events.append(tid, note(1))
        with pytest.raises(ReadOnlyError):
            library.players.add("Ann")
        assert library.events.events(tid) == []


def test_a_command_finds_the_event_it_made(library: Library) -> None:
    tid = library.events.create_tournament("T")
    library.events.append(tid, note(1))
    made = library.events.append(tid, Event(ClockAdjusted(9), command="phone-1:42"))
    assert library.events.by_command(tid, "phone-1:42") == made
    assert library.events.by_command(tid, "phone-1:43") is None
    with pytest.raises(PersistenceError):  # one event per command and tournament
        library.events.append(tid, Event(ClockAdjusted(10), command="phone-1:42"))
    assert numbers(library.events.events(tid)) == [1, 9]
