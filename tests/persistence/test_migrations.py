"""Opening a library: migrations from empty, the v1 fixture, and files that are refused."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.persistence.conftest import note
from tourney.base.messages import message
from tourney.domain.log.events import Event, Origin
from tourney.domain.log.payloads import ClockPaused
from tourney.domain.log.reducer import replay
from tourney.persistence.errors import (
    CorruptDatabaseError,
    DatabaseTooNewError,
    NotALibraryError,
    PersistenceError,
)
from tourney.persistence.library import Library
from tourney.persistence.migrations import migration_names
from tourney.persistence.schema import SCHEMA_STEPS, current_schema

FIXTURES = Path(__file__).parent / "fixtures"


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_new_library_is_created_with_strict_tables_and_wal(db_path: Path) -> None:
    with Library.open(db_path) as library:
        assert library.schema == current_schema() == "0003_staff_devices"
        conn = library.db.conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
        strict = {row[1]: row[5] for row in conn.execute("PRAGMA table_list")}
        for table in ("players", "tournaments", "events", "snapshots", "devices", "staff"):
            assert strict[table] == 1, table


def test_reopening_applies_nothing_twice(db_path: Path) -> None:
    Library.open(db_path).close()
    Library.open(db_path).close()
    conn = sqlite3.connect(db_path)
    names = [row[0] for row in conn.execute("SELECT name FROM _sqlite_migrations")]
    conn.close()
    assert names == ["0001_library", "0002_event_envelope", "0003_staff_devices"]


def test_the_v1_fixture_opens_and_reads_back(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite"
    shutil.copy(FIXTURES / "library_v1.sqlite", path)
    with Library.open(path) as library:
        assert library.schema == current_schema()
        names = [p.name for p in library.players.all_players()]
        assert names == ["Ana-Maria Popescu", "Łukasz Kowalski"]
        assert library.players.resolve(3).name == "Łukasz Kowalski"
        friday, sunday = sorted(library.events.tournaments(), key=lambda t: t.id)
        assert (friday.name, friday.status, friday.last_seq) == ("Friday Deepstack", "finished", 5)
        assert sunday.last_seq == 0
        # the fixture's rows are storage tests, not a tournament: read them as records
        records = library.events.records(friday.id)
        assert [r["kind"] for r in records] == [
            "player_registered",
            "player_registered",
            "player_registered",
            "clock_started",
            "bust_out",
        ]
        assert {r["format"] for r in records} == {1}  # written before events were typed
        assert records[4]["data"] == {"player_id": 2, "place": 3}
        assert records[4]["label"] == "Bust"
        assert records[1]["at"] == 1_718_000_101.5
        snapshot = library.events.latest_snapshot(friday.id)
        assert snapshot is not None
        assert (snapshot.seq, snapshot.state) == (4, {"level": 1, "running": True})
        # and the upgraded library takes new actions, in the current event format
        stored = library.events.append(friday.id, Event(ClockPaused(), label=message("Pause")))
        assert stored.seq == 6
        assert library.events.records(friday.id)[-1]["format"] == 2


def test_the_v2_fixture_opens_and_its_tournament_replays_with_the_rules(tmp_path: Path) -> None:
    path = tmp_path / "v2.sqlite"
    shutil.copy(FIXTURES / "library_v2.sqlite", path)
    with Library.open(path) as library:
        assert library.schema == current_schema()
        demo, empty = sorted(library.events.tournaments(), key=lambda t: t.id)
        assert (demo.name, empty.last_seq) == ("Demo Friday Deepstack", 0)
        events = library.events.events(demo.id)
        state = replay(events, check=True)
        assert state.players_left == 22 and not state.clock.running
        last = events[-1]
        assert last.origin == Origin("Table 2", "director") and last.command == "fixture:1"
        assert library.events.by_command(demo.id, "fixture:1") == last
        assert library.players.resolve(28).name == "Ann Miller"  # the merged duplicate


def test_a_library_from_a_newer_tourney_is_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    shutil.copy(FIXTURES / "library_v1.sqlite", path)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('tourney', '0042_table_draws', '2030-01-01')"
    )
    conn.commit()
    conn.close()
    before = digest(path)
    for read_only in (False, True):
        with pytest.raises(DatabaseTooNewError, match="newer Tourney") as caught:
            Library.open(path, read_only=read_only)
        assert "'0042_table_draws'" in str(caught.value)
    assert digest(path) == before


@pytest.mark.parametrize(
    "content",
    [b"this is a spreadsheet, not a database\n" * 20, b"SQLite format 3\x00" + b"\x00" * 50],
    ids=["text", "truncated"],
)
def test_a_file_that_is_not_a_sound_database_is_refused_untouched(
    tmp_path: Path, content: bytes
) -> None:
    path = tmp_path / "bad.sqlite"
    path.write_bytes(content)
    with pytest.raises(CorruptDatabaseError):
        Library.open(path)
    assert path.read_bytes() == content


def test_a_damaged_page_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "damaged.sqlite"
    with Library.open(path) as library:
        tid = library.events.create_tournament("T")
        padded = [Event(note(n).payload, label=message("x" * 200)) for n in range(1, 2001)]
        library.events.append_many(tid, padded)
    data = bytearray(path.read_bytes())
    page = 4096
    data[5 * page : 5 * page + 40] = b"\xff" * 40  # wreck the header of page 6
    path.write_bytes(bytes(data))
    with pytest.raises(CorruptDatabaseError, match="damaged"):
        Library.open(path)
    assert path.read_bytes() == bytes(data)


def test_another_programs_database_is_refused_untouched(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY)")
    conn.commit()
    conn.close()
    before = digest(path)
    with pytest.raises(NotALibraryError, match="not a Tourney library"):
        Library.open(path)
    assert digest(path) == before


def test_read_only_needs_an_existing_file(tmp_path: Path) -> None:
    with pytest.raises(PersistenceError, match="does not exist"):
        Library.open(tmp_path / "missing.sqlite", read_only=True)
    assert not (tmp_path / "missing.sqlite").exists()


def test_the_migrations_defined_are_the_schema_steps_read_without_sqlite_utils():
    assert migration_names() == SCHEMA_STEPS


def test_opening_an_up_to_date_library_and_reading_it_does_not_load_sqlite_utils(tmp_path):
    """sqlite-utils (with click, pluggy, dateutil) loads at the first change, not at start-up."""
    path = tmp_path / "library.sqlite"
    with Library.open(path) as library:
        library.players.add(name="Ann Smith")
    script = (
        "import sys\n"
        "from tourney.persistence.library import Library\n"
        f"with Library.open({str(path)!r}) as library:\n"
        "    assert library.schema and library.players.search('ann')\n"
        "    assert 'sqlite_utils' not in sys.modules, 'loaded by reading'\n"
        "    library.players.add(name='Bob Jones')\n"
        "    assert 'sqlite_utils' in sys.modules\n"
    )
    subprocess.run([sys.executable, "-c", script], check=True, capture_output=True)
