"""The staff's pages in a real browser at phone size: pairing, the floor, the desk, the director.

The tournament is owned by a thread of its own (as the director's window owns it with its Qt
thread): the server hands every phone's command to it and waits, and the test reads and acts
on the tournament through it too. Chromium is Debian's (see ``conftest.py``).
"""

from __future__ import annotations

import concurrent.futures
import queue
import random
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from tests.web.browser.conftest import RAW_KEY, AheadClock, shoot
from tourney.core import commands as c
from tourney.core.service import TournamentService
from tourney.core.staff import Staff
from tourney.web.settings import RoomSettings
from tourney.web.thread import ServerThread

PHONES = [(390, 844), (320, 640)]


class Owner:
    """A thread that owns the tournament: runs what it is handed, one thing at a time."""

    def __init__(self) -> None:
        self._work: queue.Queue[tuple[Callable[[], Any], concurrent.futures.Future[Any]] | None]
        self._work = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="owner", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        while True:
            item = self._work.get()
            if item is None:
                return
            work, future = item
            if not future.set_running_or_notify_cancel():
                continue
            try:
                future.set_result(work())
            except BaseException as error:
                future.set_exception(error)

    def submit(self, work: Callable[[], Any]) -> concurrent.futures.Future[Any]:
        future: concurrent.futures.Future[Any] = concurrent.futures.Future()
        self._work.put((work, future))
        return future

    def call(self, work: Callable[[], Any]) -> Any:
        return self.submit(work).result(timeout=10)

    def stop(self) -> None:
        self._work.put(None)
        self._thread.join(timeout=10)


@dataclass
class StaffRoom:
    owner: Owner
    service: TournamentService
    staff: Staff
    thread: ServerThread
    browser: object

    @property
    def url(self) -> str:
        assert self.thread.address is not None
        return f"http://127.0.0.1:{self.thread.address.port}/"

    def state(self):  # type: ignore[no-untyped-def]
        return self.owner.call(lambda: self.service.state)

    def code(self, role: str, device: str = "") -> str:
        return self.owner.call(lambda: self.staff.issue(role, device=device).text)

    def page(self, path: str, *, width: int = 390, height: int = 844, locale: str = "en"):
        context = self.browser.new_context(  # type: ignore[attr-defined]
            viewport={"width": width, "height": height}, locale=locale, device_scale_factor=1
        )
        page = context.new_page()
        errors: list[str] = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        page.errors = errors
        page.goto(self.url + path)
        return page

    def paired_page(self, role: str, device: str, **size: Any):
        page = self.page(f"staff#pair={self.code(role, device)}", **size)
        page.wait_for_selector("#device:not([hidden])")
        return page


@pytest.fixture
def staffed(tmp_path: Path, browser: object) -> Iterator[StaffRoom]:
    owner = Owner()
    clock = AheadClock()

    def opened() -> tuple[TournamentService, Staff]:
        service = TournamentService.open(
            tmp_path / "library.sqlite", clock=clock, rng=random.Random(5)
        )
        service.create_demo()
        return service, Staff(service)

    service, staff = owner.call(opened)
    thread = ServerThread(
        RoomSettings(), clock=clock, bind="127.0.0.1", port=0, staff=staff, submit=owner.submit
    )
    thread.start()

    def follow() -> None:
        thread.publish(service.state, opened=True)
        thread.devices_changed(staff.snapshot())
        service.subscribe(lambda change: thread.publish(change.state, opened=change.event is None))
        staff.subscribe(thread.devices_changed)

    owner.call(follow)
    yield StaffRoom(owner, service, staff, thread, browser)
    thread.stop()
    owner.call(service.close)
    owner.stop()


def _fits(page, width: int) -> None:
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    text = page.inner_text("body")
    assert not RAW_KEY.search(text) and "staff." not in text, text[:400]


# ----------------------------------------------------------------------------- pairing


def test_a_scanned_code_pairs_the_phone_by_itself(staffed) -> None:
    page = staffed.page(f"staff#pair={staffed.code('floor', 'Table 2')}")
    page.wait_for_selector("#device:not([hidden])")
    assert page.text_content("#device") == "Table 2 · Floor"
    assert "#pair=" not in page.url  # the code leaves the address bar
    kept = page.evaluate("JSON.parse(localStorage.getItem('tourney.staff'))")
    assert kept["role"] == "floor" and len(kept["token"]) >= 40
    page.wait_for_selector("#floor-panel:not([hidden])")
    assert page.is_hidden("#tabs")  # the floor sees the floor only
    page.reload()  # still paired after a reload
    page.wait_for_selector("#floor-panel:not([hidden])")
    assert not page.errors


def test_a_code_used_twice_is_refused_on_the_second_phone(staffed) -> None:
    code = staffed.code("desk")
    first = staffed.page(f"staff#pair={code}")
    first.fill("#pair-name", "Door")
    first.click("#pair-button")
    first.wait_for_selector("#desk-panel:not([hidden])")
    second = staffed.page(f"staff#pair={code}")
    second.fill("#pair-name", "Door 2")
    second.click("#pair-button")
    second.wait_for_selector("#pair-error:not([hidden])")
    assert "used already" in second.text_content("#pair-error")
    assert not second.is_hidden("#pin-fields")  # it may still pair with the staff PIN


def test_the_staff_pin_pairs_where_scanning_is_awkward(staffed) -> None:
    staffed.owner.call(lambda: staffed.staff.set_pin("8642097", ("floor", "desk")))
    page = staffed.page("staff")
    page.wait_for_selector("#pairing:not([hidden])")
    page.fill("#pair-name", "Tablet")
    page.fill("#pair-pin", "8642097")
    page.check("input[name=role][value=desk]")
    page.click("#pair-button")
    page.wait_for_selector("#desk-panel:not([hidden])")
    assert page.text_content("#device") == "Tablet · Desk"


def test_a_revoked_phone_is_cut_off_at_once_and_asked_to_pair_again(staffed) -> None:
    page = staffed.paired_page("director", "Lost")
    device = staffed.owner.call(lambda: staffed.staff.devices()[0])
    staffed.owner.call(lambda: staffed.staff.revoke(device.id))
    page.wait_for_selector("#pairing:not([hidden])", timeout=5000)
    assert "revoked" in page.text_content("#pair-why")
    assert page.evaluate("localStorage.getItem('tourney.staff')") is None


# ----------------------------------------------------------------------------- the floor


def test_the_floor_busts_a_player_with_a_confirmation_and_an_undo_right_after(staffed) -> None:
    page = staffed.paired_page("floor", "Table 1")
    state = staffed.state()
    table = state.room.tables[0]
    seated = [(seat, e) for seat, e in enumerate(table.seats, start=1) if e is not None]
    (seat, victim), (_, winner) = seated[0], seated[1]
    page.click("#table-list .tile >> nth=0")
    page.wait_for_selector("#table-view:not([hidden])")
    marks = page.inner_text("#seat-list")
    assert "D" in marks and "SB" in marks and "BB" in marks
    shoot(page, "staff-floor-table")
    page.click(f"#seat-list li:nth-child({seat}) button")
    page.wait_for_selector("#sheet:not([hidden])")
    assert page.text_content("#sheet-title") == state.name(victim)
    page.click("[data-act=bust]")
    assert page.text_content("#bust-question") == f"Bust {state.name(victim)} out?"
    page.click(f"#bust-by button:has-text('{state.name(winner)}')")
    shoot(page, "staff-floor-bust")
    page.click("#bust-go")
    page.wait_for_function(
        "() => document.getElementById('toast-text').textContent.startsWith('Bust-out of')"
    )
    after = staffed.state()
    event = after.log[-1]
    assert not after.entry(victim).active and after.entry(victim).knocked_out_by == (winner,)
    assert event.origin is not None and event.origin.device == "Table 1"
    page.wait_for_selector("#toast-undo:not([hidden])")
    shoot(page, "staff-floor-busted-toast")
    page.click("#toast-undo")
    page.wait_for_function(
        "() => document.getElementById('toast-text').textContent.startsWith('Undo')"
    )
    assert staffed.state().entry(victim).active
    assert not page.errors


def test_a_refused_bust_out_brings_the_sheet_back_as_it_was(staffed) -> None:
    page = staffed.paired_page("floor", "Table 1")
    state = staffed.state()
    table = state.room.tables[0]
    seated = [(seat, e) for seat, e in enumerate(table.seats, start=1) if e is not None]
    (seat, victim), (_, other), (_, winner) = seated[0], seated[1], seated[2]
    page.click("#table-list .tile >> nth=0")
    page.wait_for_selector("#table-view:not([hidden])")
    page.click(f"#seat-list li:nth-child({seat}) button")
    page.wait_for_selector("#sheet:not([hidden])")
    page.click("[data-act=bust]")
    page.click(f"#bust-by button:has-text('{state.name(winner)}')")
    page.click("#bust-more")
    page.click(f"#bust-also button:has-text('{state.name(other)}')")
    page.click("#bust-go")  # two out in one hand, no stacks typed: refused
    page.wait_for_selector("#toast[data-kind=refused]")
    page.wait_for_selector("#bust-confirm:not([hidden])")
    assert 'aria-pressed="true"' in page.inner_html("#bust-by")  # who knocked them out
    assert state.name(other) in page.inner_text("#bust-also")
    assert len(page.query_selector_all("#bust-stack-fields input")) == 2
    assert staffed.state().entry(victim).active and staffed.state().entry(other).active
    assert not page.errors


def test_the_floor_accepts_the_pending_moves(staffed) -> None:
    page = staffed.paired_page("floor", "Table 3")

    def bust_a_table() -> None:
        service = staffed.service
        for entry in [e for e in service.state.room.tables[0].seats if e is not None][:3]:
            service.perform(c.BustOut(busts=(c.Bust(entry),)))

    staffed.owner.call(bust_a_table)
    page.wait_for_selector("#moves-card:not([hidden])")
    assert "to make" in page.text_content("#moves-title")
    reasons = page.inner_text("#moves-why").splitlines()  # one line each, not one paragraph
    assert len(reasons) >= 2 and all(line.rstrip().endswith((".", ")")) for line in reasons)
    shoot(page, "staff-floor-moves")
    before = staffed.state().last_seq
    page.click("#accept-moves")
    page.wait_for_selector("#moves-card", state="hidden", timeout=5000)
    assert staffed.state().last_seq == before + 1
    assert staffed.state().log[-1].kind == "proposal_accepted"


# ----------------------------------------------------------------------------- the desk


def test_the_desk_registers_with_completion_and_shows_the_seat_drawn(staffed) -> None:
    page = staffed.paired_page("desk", "Door")
    page.fill("#register-name", "ann")
    page.wait_for_selector("#register-found button")
    assert "Ann Miller" in page.inner_text("#register-found")
    page.fill("#register-name", "Greta Late")
    page.click("#register-go")
    page.wait_for_selector("#seated:not([hidden])")
    state = staffed.state()
    entry = max(state.entries)
    assert state.name(entry) == "Greta Late"
    table, seat = state.seat_of(entry)
    assert page.text_content("#seated-where") == f"Table {table}, seat {seat}"
    assert state.log[-1].origin.role == "desk"
    shoot(page, "staff-desk-seated")


def test_a_part_of_a_name_is_not_registered_as_a_new_player_without_a_second_tap(
    staffed,
) -> None:
    page = staffed.paired_page("desk", "Door")
    before = len(staffed.state().entries)
    page.fill("#register-name", "ann")
    page.click("#register-go")  # at once, before the suggestions came: they are asked for
    page.wait_for_selector("#register-new:not([hidden])")
    assert "not in the player database" in page.inner_text("#register-new")
    assert len(staffed.state().entries) == before  # nothing registered
    page.click("#register-go")  # the desk means it: a new player
    page.wait_for_selector("#seated:not([hidden])")
    state = staffed.state()
    assert len(state.entries) == before + 1 and state.name(max(state.entries)) == "ann"


# ----------------------------------------------------------------------------- the director


def test_the_directors_phone_at_the_end_says_who_won_and_moves_no_clock(staffed) -> None:
    from tourney.core import commands as c

    page = staffed.paired_page("director", "Mine")
    page.wait_for_selector("#clock-panel:not([hidden])")

    def play_out() -> str:
        service = staffed.service
        while service.state.players_left > 1:
            service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),)))
        return service.state.name(service.state.winner.number)

    winner = staffed.owner.call(play_out)
    page.wait_for_function(
        "(name) => document.getElementById('title').textContent.endsWith(name)", arg=winner
    )
    assert page.text_content("#title") == f"Winner: {winner}"
    assert page.is_disabled("#toggle-clock")
    assert page.is_disabled("[data-command=next_level]")
    assert not page.errors


def test_the_directors_phone_shows_the_levels_ante_as_the_tv(staffed) -> None:
    from tourney.core import commands as c
    from tourney.domain.levels.structure import Level

    page = staffed.paired_page("director", "Mine")
    page.wait_for_selector("#clock-panel:not([hidden])")
    items = staffed.state().clock.structure.items
    index, level = next(
        (i, item) for i, item in enumerate(items) if isinstance(item, Level) and item.ante
    )
    staffed.owner.call(lambda: staffed.service.perform(c.JumpTo(index=index)))
    page.wait_for_function("() => document.getElementById('ante').textContent !== ''")
    assert f"{level.ante:,}" in page.text_content("#ante")
    assert not page.errors


def test_the_directors_phone_has_no_level_before_the_first_as_the_window(staffed) -> None:
    from tourney.core import commands as c

    page = staffed.paired_page("director", "Mine")
    page.wait_for_selector("#clock-panel:not([hidden])")
    assert not page.is_disabled("[data-command=previous_level]")  # level 4 of the demo
    staffed.owner.call(lambda: staffed.service.perform(c.JumpTo(index=0)))
    page.wait_for_function("() => document.querySelector('[data-command=previous_level]').disabled")
    assert not page.is_disabled("[data-command=next_level]")
    assert not page.errors


def test_the_director_pauses_from_his_seat_and_undoes_by_name(staffed) -> None:
    page = staffed.paired_page("director", "Mine")
    page.wait_for_selector("#clock-panel:not([hidden])")
    assert page.text_content("#toggle-clock") == "Pause"
    page.click("#toggle-clock")
    page.wait_for_function("() => document.getElementById('toggle-clock').textContent === 'Resume'")
    assert not staffed.state().clock.running
    page.click("#toggle-clock")
    page.wait_for_function("() => document.getElementById('toggle-clock').textContent === 'Pause'")
    assert staffed.state().clock.running
    page.click("[data-command=adjust_clock][data-seconds='60']")
    page.wait_for_function(
        "() => document.getElementById('toast-text').textContent === 'Add 1 minute'"
    )
    state = staffed.state()
    undo = page.text_content("#undo-label")  # the last undoable action (a clock action is not)
    assert undo == state.log[state.history.done.top - 1].told.translated("en")
    page.click("#undo")
    assert page.text_content("#undo") == "Tap again to confirm"
    page.click("#undo")
    page.wait_for_function(
        "() => document.getElementById('toast-text').textContent.startsWith('Undo')"
    )
    shoot(page, "staff-director-undone")
    assert not page.errors


# ----------------------------------------------------------------------------- every size


@pytest.mark.parametrize("locale", ["en", "it", "ro"])
@pytest.mark.parametrize(("width", "height"), PHONES)
def test_the_staff_pages_fit_a_phone_in_every_language(staffed, locale, width, height) -> None:
    for role, tab in (("floor", "floor"), ("desk", "desk"), ("director", "clock")):
        page = staffed.paired_page(
            role, f"{role} {width}", width=width, height=height, locale=locale
        )
        page.wait_for_selector(f"#{tab}-panel:not([hidden])")
        if role == "floor":
            page.click("#table-list .tile >> nth=0")
            page.wait_for_selector("#table-view:not([hidden])")
        if role == "desk":
            page.fill("#register-name", "an")
            page.wait_for_timeout(400)
        _fits(page, width)
        assert page.get_attribute("html", "lang") == locale
        shoot(page, f"staff-{role}-{width}-{locale}")
        if role == "floor":
            page.click("#seat-list li:first-child button")
            page.wait_for_selector("#sheet:not([hidden])")
            page.click("[data-act=bust]")
            _fits(page, width)
            shoot(page, f"staff-bust-{width}-{locale}")
        page.context.close()
