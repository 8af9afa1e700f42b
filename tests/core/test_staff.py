"""Staff devices in the core: pairing codes, tokens, the staff PIN, and a device's commands."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tourney.core import commands as c
from tourney.core.results import Performed, Refused
from tourney.core.service import TournamentService
from tourney.core.staff import (
    PAIRING_SECONDS,
    DevicesChange,
    NotPairedError,
    PairingCodeError,
    RoleError,
    Staff,
    StaffError,
    StaffPinError,
    make_code,
    read_code,
    token_hash,
)
from tourney.domain.log.events import Origin
from tourney.persistence.library import Library

NOW = 1_742_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def service(tmp_path: Path, clock: Clock) -> Iterator[TournamentService]:
    opened = TournamentService.open(tmp_path / "library.sqlite", clock=clock)
    opened.create_demo()
    yield opened
    opened.close()


@pytest.fixture
def staff(service: TournamentService) -> Staff:
    return Staff(service)


def _victim(service: TournamentService) -> int:
    assert service.state is not None
    return service.state.active()[0].number


def test_a_code_pairs_one_phone_for_its_role_and_the_library_keeps_only_a_hash(
    staff: Staff, service: TournamentService
) -> None:
    code = staff.issue("floor")
    assert len(code.text) < 60 and code.expires_at == NOW + PAIRING_SECONDS
    paired = staff.pair(code.text, "Table 2")
    assert (paired.device.name, paired.device.role) == ("Table 2", "floor")
    assert len(paired.token) >= 40
    assert staff.device(paired.token) == paired.device
    rows = service.library.conn.execute("SELECT * FROM devices").fetchall()
    assert paired.token not in repr(rows) and token_hash(paired.token) in repr(rows)


def test_a_code_pairs_once(staff: Staff) -> None:
    code = staff.issue("desk")
    staff.pair(code.text, "Door")
    with pytest.raises(PairingCodeError, match="used already"):
        staff.pair(code.text, "Door again")
    assert [d.name for d in staff.devices()] == ["Door"]


def test_a_code_pairs_for_two_minutes(staff: Staff, clock: Clock) -> None:
    code = staff.issue("floor")
    clock.now += PAIRING_SECONDS + 1
    with pytest.raises(PairingCodeError, match="expired"):
        staff.pair(code.text, "Table 1")
    assert staff.devices() == []


def test_a_code_is_the_library_s_own(staff: Staff, tmp_path: Path) -> None:
    other = make_code(b"k" * 32, "director", now=NOW)
    with pytest.raises(PairingCodeError, match="not valid"):
        staff.pair(other.text, "Mine")
    code = staff.issue("floor").text
    forged = code[:-3] + ("AAA" if code[-3:] != "AAA" else "BBB")
    for text in (forged, "", "x" * 30, "é" * 30, code + "=="[:0] + "A"):
        with pytest.raises(PairingCodeError):
            staff.pair(text, "Mine")
    # the role inside a code cannot be changed without its signature
    key = b"k" * 32
    floor = make_code(key, "floor", now=NOW)
    assert read_code(key, floor.text, now=NOW).role == "floor"


def test_a_code_names_the_device_and_may_pair_for_one_tournament(
    staff: Staff, service: TournamentService
) -> None:
    named = staff.issue("floor", device="Table 5")
    assert staff.pair(named.text, "ignored").device.name == "Table 5"
    assert service.tournament_id is not None
    other = staff.issue("floor", tournament_id=service.tournament_id + 1)
    with pytest.raises(PairingCodeError, match="another tournament"):
        staff.pair(other.text, "Table 6")
    this = staff.issue("floor", tournament_id=service.tournament_id)
    assert staff.pair(this.text, "Table 6").device.name == "Table 6"


@pytest.mark.parametrize("name", ["", "   ", "x" * 41, "Tab\x00le", "Tab\u202ele"])
def test_a_device_needs_a_proper_name(staff: Staff, name: str) -> None:
    code = staff.issue("floor")
    with pytest.raises(StaffError):
        staff.pair(code.text, name)
    assert staff.devices() == []


def test_a_device_performs_through_the_service_with_its_origin(
    staff: Staff, service: TournamentService
) -> None:
    floor = staff.pair(staff.issue("floor").text, "Table 2")
    victim = _victim(service)
    result = staff.perform(floor.token, c.BustOut(busts=(c.Bust(victim),), id="7"))
    assert isinstance(result, Performed)
    event = result.event
    assert event.origin == Origin("Table 2", "floor")
    assert event.command == f"{floor.device.id}:7"
    told = event.told.translated("en")
    assert told.startswith("Bust-out of ") and told.endswith(" — from the floor phone 'Table 2'")
    assert "dal telefono del floor «Table 2»" in event.told.translated("it")
    assert "de pe telefonul floor-ului „Table 2”" in event.told.translated("ro")
    assert service.state is not None
    undo = service.state.undo_label
    assert undo is not None and undo.translated("en").endswith("from the floor phone 'Table 2'")


def test_a_retried_command_is_applied_once_and_two_phones_ids_never_meet(
    staff: Staff, service: TournamentService
) -> None:
    one = staff.pair(staff.issue("floor").text, "Table 1")
    two = staff.pair(staff.issue("floor").text, "Table 2")
    assert service.state is not None
    first, second = (e.number for e in service.state.active()[:2])
    before = service.state.last_seq
    done = staff.perform(one.token, c.BustOut(busts=(c.Bust(first),), id="1"))
    again = staff.perform(one.token, c.BustOut(busts=(c.Bust(first),), id="1"))
    assert isinstance(again, Performed) and again.repeated and again.event == done.event  # type: ignore[union-attr]
    other = staff.perform(two.token, c.BustOut(busts=(c.Bust(second),), id="1"))
    assert isinstance(other, Performed) and not other.repeated
    assert service.state.last_seq == before + 2


def test_two_phones_busting_the_same_player_the_second_is_refused(
    staff: Staff, service: TournamentService
) -> None:
    one = staff.pair(staff.issue("floor").text, "Table 1")
    two = staff.pair(staff.issue("director").text, "Mine")
    victim = _victim(service)
    assert staff.perform(one.token, c.BustOut(busts=(c.Bust(victim),), id="a")).ok
    refused = staff.perform(two.token, c.BustOut(busts=(c.Bust(victim),), id="b"))
    assert isinstance(refused, Refused)
    assert "out" in refused.translated("en").lower() or "busted" in refused.translated("en")


def test_a_role_does_only_what_it_may(staff: Staff, service: TournamentService) -> None:
    floor = staff.pair(staff.issue("floor").text, "Table 1")
    desk = staff.pair(staff.issue("desk").text, "Door")
    director = staff.pair(staff.issue("director").text, "Mine")
    assert service.state is not None
    before = service.state.last_seq
    for token, command in (
        (floor.token, c.PauseClock(id="p")),
        (floor.token, c.Undo(id="u")),
        (floor.token, c.Register(name="Zed Zane", id="r")),
        (desk.token, c.BustOut(busts=(c.Bust(_victim(service)),), id="b")),
        (desk.token, c.PauseClock(id="p")),
    ):
        with pytest.raises(RoleError):
            staff.perform(token, command)
    assert service.state.last_seq == before
    assert staff.perform(desk.token, c.Register(name="Zed Zane", id="r")).ok
    assert staff.perform(director.token, c.PauseClock(id="p")).ok
    assert staff.perform(director.token, c.ResumeClock(id="q")).ok
    assert staff.perform(director.token, c.Undo(id="u")).ok  # the registration, by name
    assert service.state.last_seq == before + 4


def test_a_revoked_device_is_refused_at_once_and_listeners_are_told(staff: Staff) -> None:
    told: list[DevicesChange] = []
    staff.subscribe(told.append)
    floor = staff.pair(staff.issue("floor").text, "Table 1")
    assert list(told[-1].active.values()) == [floor.device]
    revoked = staff.revoke(floor.device.id)
    assert told[-1].revoked == revoked and told[-1].active == {}
    with pytest.raises(NotPairedError, match="revoked"):
        staff.perform(floor.token, c.PauseClock(id="x"))
    for token in ("", "nope", "x" * 43, "y" * 500):
        with pytest.raises(NotPairedError):
            staff.device(token)


def test_the_staff_pin_pairs_the_roles_it_is_set_for(staff: Staff, service) -> None:
    with pytest.raises(StaffPinError, match="No staff PIN"):
        staff.pair_with_pin("123456", "floor", "Table 1")
    for bad in ("12345", "12a456", "", "1" * 21):
        with pytest.raises(StaffPinError):
            staff.set_pin(bad)
    staff.set_pin("2468013", ("floor", "desk"))
    stored = service.library.devices.staff_pin()
    assert "2468013" not in repr(stored) and stored.rounds >= 100_000
    assert staff.pin_roles == ("floor", "desk")
    with pytest.raises(StaffPinError, match="not the staff PIN"):
        staff.pair_with_pin("2468014", "floor", "Table 1")
    with pytest.raises(RoleError):
        staff.pair_with_pin("2468013", "director", "Table 1")
    paired = staff.pair_with_pin("2468013", "floor", "Table 1")
    assert paired.device.role == "floor"
    staff.set_pin(None)
    assert staff.pin_roles is None


def test_last_seen_is_kept_without_a_write_for_every_command(staff: Staff, clock, service) -> None:
    director = staff.pair(staff.issue("director").text, "Mine")
    clock.now += 10
    staff.perform(director.token, c.PauseClock(id="1"))
    assert staff.devices()[0].last_seen == clock.now
    with Library.open(service.library.path, read_only=True) as other:
        assert other.devices.all()[0].last_seen == NOW  # written at pairing, not 10 s later
    clock.now += 61
    staff.perform(director.token, c.ResumeClock(id="2"))
    with Library.open(service.library.path, read_only=True) as other:
        assert other.devices.all()[0].last_seen == clock.now


def test_the_clock_commands_of_a_phone(staff: Staff, service: TournamentService, clock) -> None:
    director = staff.pair(staff.issue("director").text, "Mine")
    assert service.state is not None
    index = service.state.index_at(clock.now)
    assert staff.perform(director.token, c.NextLevel(id="n")).ok
    assert service.state.index_at(clock.now) == index + 1
    assert staff.perform(director.token, c.PreviousLevel(id="p")).ok
    assert service.state.index_at(clock.now) == index


def test_the_floor_undoes_its_own_last_action_and_nothing_else(staff: Staff, service) -> None:
    floor = staff.pair(staff.issue("floor").text, "Table 1")
    other = staff.pair(staff.issue("floor").text, "Table 2")
    assert service.state is not None
    first, second = (e.number for e in service.state.active()[:2])
    mine = staff.perform(floor.token, c.BustOut(busts=(c.Bust(first),), id="1"))
    assert isinstance(mine, Performed)
    with pytest.raises(RoleError):  # not the other phone's
        staff.perform(other.token, c.Undo(expected=mine.event.seq, id="u"))
    with pytest.raises(RoleError):  # not without naming it
        staff.perform(floor.token, c.Undo(id="u0"))
    theirs = staff.perform(other.token, c.BustOut(busts=(c.Bust(second),), id="1"))
    assert isinstance(theirs, Performed)
    late = staff.perform(floor.token, c.Undo(expected=mine.event.seq, id="u1"))
    assert isinstance(late, Refused)  # another action is on top by now: said why
    back = staff.perform(other.token, c.Undo(expected=theirs.event.seq, id="u2"))
    assert isinstance(back, Performed) and service.state.entry(second).active
