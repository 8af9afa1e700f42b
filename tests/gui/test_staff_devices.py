"""Staff phones in the director's window: the pairing dialog, the Devices panel, the staff PIN.

The window shares the room on a free port with its real server thread; a "phone" is an HTTP
client in a thread of its own, so the window's event loop runs while it waits — its command
is performed on the window's thread, as it is on a real night.
"""

from __future__ import annotations

import io
import json
import os
import socket
import threading
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.gui.director import SIZE_HINTS
from tourney.cli.room_server import room_server
from tourney.core.staff import PAIRING_SECONDS
from tourney.gui.devices_dialog import DevicesDialog
from tourney.gui.main_window import MainWindow
from tourney.gui.pairing_dialog import PairingDialog
from tourney.gui.room_share import ShareChoices

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("", 0))
        return probe.getsockname()[1]


@pytest.fixture
def shared(qtbot, session):
    choices = ShareChoices()
    choices.port = _free_port()
    choices.save()
    window = MainWindow(session, room_server=room_server)
    qtbot.addWidget(window)
    window.room_share.action.trigger()
    assert window.room_share.address is not None
    yield window
    window.room_share.stop()


def _url(window) -> str:
    return f"http://127.0.0.1:{window.room_share.address.port}/"


class Phone:
    """An HTTP request in a thread of its own; ``answer`` once it came back."""

    def __init__(self, url: str, body: dict, token: str | None = None, **headers: str) -> None:
        sent = {"Content-Type": "application/json", **headers}
        if token is not None:
            sent["Authorization"] = f"Bearer {token}"
        self.request = urllib.request.Request(url, data=json.dumps(body).encode(), headers=sent)
        self.answer: tuple[int, dict] | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            with urllib.request.urlopen(self.request, timeout=10) as response:
                self.answer = (response.status, json.loads(response.read()))
        except urllib.error.HTTPError as error:
            self.answer = (error.code, json.loads(error.read()))


def _send(
    qtbot, url: str, body: dict, token: str | None = None, **headers: str
) -> tuple[int, dict]:
    phone = Phone(url, body, token, **headers)
    qtbot.waitUntil(lambda: phone.answer is not None, timeout=10_000)
    assert phone.answer is not None
    return phone.answer


def _pair(qtbot, window, role: str, name: str) -> str:
    code = window.staff_devices.issue(role, name)
    status, body = _send(qtbot, _url(window) + "api/pair", {"code": code.text, "device": ""})
    assert status == 200, body
    return body["token"]


def _shot(widget, name: str) -> None:
    folder = os.environ.get("TOURNEY_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        widget.grab().save(str(Path(folder) / f"{name}.png"))


def test_the_pairing_dialog_shows_a_code_that_pairs_one_phone(qtbot, shared, clock) -> None:
    dialog = PairingDialog(shared.staff_devices, shared.room_share, role="floor", parent=shared)
    qtbot.addWidget(dialog)
    dialog.device.setText("Table 2")
    dialog.new_code()
    dialog.show()
    assert dialog.code is not None and dialog.square.matrix
    assert dialog.countdown.text().startswith("Scan with the phone within 2:00")
    assert dialog.address.text() == shared.room_share.address.url + "staff"
    _shot(dialog, "pairing-dialog")
    clock.advance(45)
    dialog.tick()
    assert "1:15" in dialog.countdown.text()
    status, body = _send(
        qtbot, _url(shared) + "api/pair", {"code": dialog.code.text, "device": "whatever"}
    )
    assert status == 200 and body == {"token": body["token"], "role": "floor", "device": "Table 2"}
    qtbot.waitUntil(lambda: dialog.countdown.text().startswith("Paired: Table 2 (Floor)"))
    assert not dialog.square.matrix


def test_a_code_expires_after_two_minutes_and_a_new_one_is_a_click(qtbot, shared, clock) -> None:
    dialog = PairingDialog(shared.staff_devices, shared.room_share, role="desk", parent=shared)
    qtbot.addWidget(dialog)
    old = dialog.code
    clock.advance(PAIRING_SECONDS + 1)
    dialog.tick()
    assert dialog.countdown.text() == "This code has expired: make a new one."
    status, _body = _send(qtbot, _url(shared) + "api/pair", {"code": old.text, "device": "Door"})
    assert status == 401
    dialog.renew.click()
    assert dialog.code is not None and dialog.code.text != old.text
    assert dialog.countdown.text().startswith("Scan with the phone within 2:00")


def test_without_sharing_the_dialog_offers_to_share(qtbot, session) -> None:
    choices = ShareChoices()
    choices.port = _free_port()
    choices.save()
    window = MainWindow(session, room_server=room_server)
    qtbot.addWidget(window)
    dialog = PairingDialog(window.staff_devices, window.room_share, parent=window)
    qtbot.addWidget(dialog)
    assert dialog.code is None and not dialog.square.matrix
    assert "not shared" in dialog.address.text() and not dialog.share_button.isHidden()
    dialog.share_button.click()
    try:
        assert window.room_share.address is not None and dialog.code is not None
        assert dialog.share_button.isHidden()
    finally:
        window.room_share.stop()


def test_a_phones_bust_out_shows_in_the_window_as_the_history_says_it(qtbot, shared) -> None:
    token = _pair(qtbot, shared, "floor", "Table 2")
    state = shared.session.state
    victim = state.active()[0].number
    name = state.name(victim)
    status, body = _send(
        qtbot,
        _url(shared) + "api/commands",
        {"id": "1", "kind": "bust_out", "busts": [{"entry": victim}]},
        token,
    )
    assert status == 200 and body["status"] == "performed"
    said = shared.statusBar().currentMessage()
    assert said.startswith(f"Bust-out of {name}") and said.endswith(
        "— from the floor phone 'Table 2'"
    )
    undo = shared.undo_action.text()
    assert undo.startswith(f"Undo bust-out of {name}") and "'Table 2'" in undo
    shared.session.undo()  # the director undoes the phone's action from the window
    assert shared.session.state.players_left == 22


def test_the_devices_panel_lists_and_revokes_at_once(qtbot, shared) -> None:
    token = _pair(qtbot, shared, "director", "Mine")
    _pair(qtbot, shared, "desk", "Door")
    dialog = DevicesDialog(shared.staff_devices, parent=shared)
    qtbot.addWidget(dialog)
    dialog.show()
    names = [dialog.table.item(row, 0).text() for row in range(dialog.table.rowCount())]
    assert names == ["Door", "Mine"]
    assert dialog.table.item(1, 1).text() == "Director"
    assert dialog.table.item(1, 2).text() == "just now"
    assert dialog.table.item(1, 3).text() == "Active"
    _shot(dialog, "devices-panel")
    dialog.table.selectRow(1)
    assert dialog.revoke_button.isEnabled()
    dialog.revoke_button.click()
    assert dialog.table.item(1, 3).text() == "Revoked" and not dialog.revoke_button.isEnabled()
    assert "Mine is revoked" in dialog.message.text()
    before = shared.session.state.last_seq
    status, body = _send(
        qtbot, _url(shared) + "api/commands", {"id": "p", "kind": "pause_clock"}, token
    )
    assert status == 401 and body["error"] == "revoked"  # and told so
    assert shared.session.state.last_seq == before


def test_the_staff_pin_is_set_in_the_panel_and_pairs_its_roles(qtbot, shared, library) -> None:
    dialog = DevicesDialog(shared.staff_devices, parent=shared)
    qtbot.addWidget(dialog)
    assert "No staff PIN" in dialog.pin_state.text()
    dialog.pin.setText("12345")
    assert not dialog.set_pin_button.isEnabled()
    dialog.pin.setText("5551234")
    dialog.set_pin_button.click()
    assert dialog.pin.text() == ""  # never shown again
    assert "Floor, Desk" in dialog.pin_state.text()
    assert "5551234" not in repr(library.devices.staff_pin())
    url = _url(shared) + "api/pair"
    status, body = _send(qtbot, url, {"pin": "5551234", "role": "desk", "device": "Tablet"})
    assert status == 200 and body["role"] == "desk"
    status, _ = _send(qtbot, url, {"pin": "5551234", "role": "director", "device": "Me"})
    assert status == 403
    dialog.clear_pin_button.click()
    status, _ = _send(qtbot, url, {"pin": "5551234", "role": "desk", "device": "Tablet 2"})
    assert status == 401


def test_a_desk_registration_prints_its_seat_card_when_the_director_wants(qtbot, shared) -> None:
    from pypdf import PdfReader

    printed: list[tuple[bytes, str]] = []
    shared.staff_devices.print_card = lambda data, title: printed.append((data, title)) or True
    token = _pair(qtbot, shared, "desk", "Door")
    url = _url(shared) + "api/commands"
    _send(qtbot, url, {"id": "1", "kind": "register", "name": "Nora Late"}, token)
    assert printed == []  # not asked for
    shared.staff_devices.print_seat_cards = True
    status, body = _send(qtbot, url, {"id": "2", "kind": "register", "name": "Omar Later"}, token)
    assert status == 200 and body["status"] == "performed"
    ((data, title),) = printed
    assert title == "Omar Later"
    text = PdfReader(io.BytesIO(data)).pages[0].extract_text()
    entry = max(shared.session.state.entries)
    table, seat = shared.session.state.seat_of(entry)
    assert "Omar Later" in text and str(table) in text and str(seat) in text
    assert shared.statusBar().currentMessage() == "Seat card printed for Omar Later."
