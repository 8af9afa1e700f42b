"""The staff's paired devices in the library: stored by their token's hash, revoked, upgraded."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest

from tourney.persistence.devices_repo import CodeUsedError, StaffPin
from tourney.persistence.errors import PersistenceError, ReadOnlyError, UnknownRecordError
from tourney.persistence.library import Library
from tourney.persistence.schema import current_schema
from tourney.persistence.storage_checks import storage_problems

FIXTURES = Path(__file__).parent / "fixtures"
HASH = "ab" * 32


def test_a_device_is_stored_with_its_hash_never_a_token(library: Library, db_path: Path) -> None:
    device = library.devices.add("Table 2", "floor", token_hash=HASH, paired_by="code:1234")
    assert (device.name, device.role, device.revoked) == ("Table 2", "floor", False)
    assert library.devices.by_token_hash(HASH) == device
    assert library.devices.by_token_hash("cd" * 32) is None
    assert library.devices.token_hashes() == {HASH: device}
    assert library.devices.all() == [device]
    row = sqlite3.connect(db_path).execute("SELECT * FROM devices").fetchone()
    assert HASH in row and "Table 2" in row


def test_a_pairing_is_used_once(library: Library) -> None:
    library.devices.add("Table 2", "floor", token_hash=HASH, paired_by="code:1234")
    with pytest.raises(CodeUsedError, match="used already"):
        library.devices.add("Table 3", "floor", token_hash="cd" * 32, paired_by="code:1234")
    assert [d.name for d in library.devices.all()] == ["Table 2"]


@pytest.mark.parametrize(
    ("name", "role", "token_hash"),
    [("", "floor", HASH), ("x" * 41, "floor", HASH), ("A", "dealer", HASH), ("A", "desk", "ab")],
)
def test_the_table_refuses_what_no_device_is(library: Library, name, role, token_hash) -> None:
    with pytest.raises(PersistenceError):
        library.devices.add(name, role, token_hash=token_hash, paired_by="code:9999")
    assert library.devices.all() == []


def test_a_revoked_device_keeps_its_row_and_acts_no_more(library: Library) -> None:
    device = library.devices.add("Door", "desk", token_hash=HASH, paired_by="pin:abcd")
    revoked = library.devices.revoke(device.id)
    assert revoked.revoked and library.devices.revoke(device.id) == revoked
    assert library.devices.token_hashes() == {}
    assert library.devices.by_token_hash(HASH) == revoked
    with pytest.raises(UnknownRecordError):
        library.devices.revoke(99)


def test_last_seen_never_moves_back(library: Library) -> None:
    device = library.devices.add("Door", "desk", token_hash=HASH, paired_by="pin:abcd")
    library.devices.seen(device.id, device.paired_at + 50)
    library.devices.seen(device.id, device.paired_at + 10)
    assert library.devices.get(device.id).last_seen == device.paired_at + 50


def test_the_staff_pin_is_kept_as_a_hash_and_cleared(library: Library) -> None:
    assert library.devices.staff_pin() is None
    pin = StaffPin("ef" * 32, "01" * 16, 1000, ("floor", "desk"), 5.0)
    library.devices.set_staff_pin(pin)
    assert library.devices.staff_pin() == pin
    library.devices.set_staff_pin(None)
    assert library.devices.staff_pin() is None


def test_each_library_has_its_own_pairing_key(tmp_path: Path) -> None:
    keys = []
    for name in ("a.sqlite", "b.sqlite"):
        with Library.open(tmp_path / name) as library:
            keys.append(library.devices.pairing_key())
    assert len(keys[0]) == 32 and keys[0] != keys[1]


def test_a_read_only_library_pairs_nobody(db_path: Path) -> None:
    Library.open(db_path).close()
    with Library.open(db_path, read_only=True) as library:
        assert len(library.devices.pairing_key()) == 32
        with pytest.raises(ReadOnlyError):
            library.devices.add("Door", "desk", token_hash=HASH, paired_by="pin:abcd")


@pytest.mark.parametrize("fixture", ["library_v1.sqlite", "library_v2.sqlite"])
def test_an_older_library_upgrades_with_no_devices_and_a_key(tmp_path: Path, fixture) -> None:
    path = tmp_path / fixture
    shutil.copy(FIXTURES / fixture, path)
    with Library.open(path) as library:
        assert library.schema == current_schema() == "0003_staff_devices"
        assert library.devices.all() == [] and library.devices.staff_pin() is None
        assert len(library.devices.pairing_key()) == 32
        library.devices.add("Table 1", "floor", token_hash=HASH, paired_by="code:0001")
        assert storage_problems(library.conn) == []
    with Library.open(path, read_only=True) as again:
        assert [d.name for d in again.devices.all()] == ["Table 1"]


def test_a_device_row_broken_on_disk_is_a_storage_problem(db_path: Path) -> None:
    with Library.open(db_path) as library:
        library.devices.add("Door", "desk", token_hash=HASH, paired_by="pin:abcd")
    conn = sqlite3.connect(db_path)
    conn.execute("PRAGMA ignore_check_constraints = 1")
    conn.execute("UPDATE devices SET role = 'dealer'")
    conn.commit()
    problems = [str(p) for p in storage_problems(conn)]
    conn.close()
    assert any("paired device 1" in p for p in problems), problems
