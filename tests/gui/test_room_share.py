"""Share on the network: the switch in the window, the address on screen, the server it runs."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest
from PySide6.QtCore import QSettings

from tests.gui.director import SIZE_HINTS
from tourney.cli.room_server import room_server
from tourney.core import commands as c
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.main_window import MainWindow
from tourney.gui.room_dialog import RoomDialog
from tourney.gui.room_share import ShareChoices

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


def _get(url: str, pin: str = "") -> dict:
    request = urllib.request.Request(url, headers={"X-Tourney-Pin": pin} if pin else {})
    with urllib.request.urlopen(request, timeout=5) as response:
        return json.loads(response.read())


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("", 0))
        return probe.getsockname()[1]


@pytest.fixture
def shared_window(qtbot, session):
    """The director's window as ``tourney`` opens it, sharing on a free port."""
    choices = ShareChoices()
    choices.port = _free_port()
    choices.save()
    window = MainWindow(session, room_server=room_server)
    qtbot.addWidget(window)
    yield window
    window.room_share.stop()


def _local(window) -> str:
    """The address on this machine (the LAN address may not route in a sandbox)."""
    return f"http://127.0.0.1:{window.room_share.address.port}/"


def test_sharing_is_off_until_the_director_turns_it_on(shared_window) -> None:
    share = shared_window.room_share
    assert not share.action.isChecked() and share.address is None
    assert share.status.isHidden()
    assert share.action in shared_window.view_menu.actions()


def test_the_switch_serves_the_room_and_the_status_bar_says_where(shared_window) -> None:
    share = shared_window.room_share
    share.action.trigger()
    assert share.address is not None
    assert not share.status.isHidden()
    shown = share.address.url.removeprefix("http://").rstrip("/")
    assert share.status.text() == f"On the network: {shown}"
    state = _get(_local(shared_window) + "api/state")
    assert state["tournament"] == "Demo Friday Deepstack" and state["players_left"] == 22
    port = share.address.port
    share.action.trigger()
    assert share.address is None and share.status.isHidden()
    with pytest.raises(urllib.error.URLError):
        _get(f"http://127.0.0.1:{port}/api/state")


def test_what_the_window_records_the_room_sees(shared_window, session) -> None:
    shared_window.room_share.action.trigger()
    url = _local(shared_window) + "api/state"
    victim = session.state.active()[0].number
    name = session.state.name(victim)
    assert session.perform(c.BustOut(busts=(c.Bust(victim),))) is not None
    for _ in range(200):  # handed over with call_soon_threadsafe: a moment at most
        state = _get(url)
        if state["players_left"] == 21:
            break
    assert state["players_left"] == 21
    assert name not in [row["name"] for row in state["seats"]]


def test_a_port_in_use_is_said_and_the_next_free_one_taken(shared_window) -> None:
    share = shared_window.room_share
    with socket.socket() as taken:
        taken.bind(("", share.choices.port))
        taken.listen()
        share.action.trigger()
        assert share.address is not None and share.address.port > share.choices.port
    message = shared_window.statusBar().currentMessage()
    assert f"Port {share.choices.port} was in use" in message
    assert str(share.address.port) in message


def test_a_server_that_cannot_start_is_a_notice_and_the_switch_goes_back(qtbot, session) -> None:
    def refusing(**_choices):
        class Refusing:
            address = None

            def start(self):
                raise OSError(99, "no network here")

        return Refusing()

    window = MainWindow(session, room_server=refusing)
    qtbot.addWidget(window)
    window.room_share.action.trigger()
    assert not window.room_share.action.isChecked() and window.room_share.address is None
    assert "no network here" in window.notice_text()


def test_without_a_server_the_switch_is_not_offered(window) -> None:
    assert not window.room_share.action.isEnabled()


def test_the_room_is_shared_again_after_a_restart(qtbot, session, shared_window) -> None:
    shared_window.room_share.action.trigger()
    shared_window.close()
    assert str(QSettings().value("room/shared")) == "true"
    again = MainWindow(session, room_server=room_server)
    qtbot.addWidget(again)
    again.room_share.resume()
    assert again.room_share.address is not None
    again.room_share.action.trigger()  # turned off: it stays off
    again.close()
    third = MainWindow(session, room_server=room_server)
    qtbot.addWidget(third)
    third.room_share.resume()
    assert third.room_share.address is None


def test_the_tv_shows_the_rooms_qr_code(shared_window, qtbot) -> None:
    display = DisplayWindow(now=shared_window.session.now)
    qtbot.addWidget(display)
    shared_window.set_display(display)
    assert display.room_url() is None
    shared_window.room_share.action.trigger()
    url = shared_window.room_share.address.url
    assert display.room_url() == url
    code = display.room_code
    assert code is not None and code.square.matrix and code.address.text() in url
    assert code.geometry().intersects(display._layout.side)  # in the side panel
    assert not code.geometry().intersects(display.payouts.geometry())
    shared_window.room_share.action.trigger()
    assert display.room_url() is None


def test_the_dialog_shows_the_codes_and_applies_names_and_pin(shared_window, qtbot) -> None:
    share = shared_window.room_share
    share.action.trigger()
    dialog = RoomDialog(share, parent=shared_window)
    qtbot.addWidget(dialog)
    assert dialog.codes_layout.count() == 2 * min(3, len(share.address.urls))
    dialog.names.setCurrentIndex(dialog.names.findData("initial"))
    dialog.pin.setText("12")
    assert not dialog.ok.isEnabled()  # a PIN is 4 to 12 digits
    dialog.pin.setText("2468")
    assert dialog.ok.isEnabled()
    dialog.accept()
    url = _local(shared_window) + "api/state"
    with pytest.raises(urllib.error.HTTPError) as refused:
        _get(url)
    assert refused.value.code == 401
    state = _get(url, pin="2468")
    assert all(row["name"].endswith(".") for row in state["seats"])
    assert ShareChoices().pin == "2468" and ShareChoices().names == "initial"
    assert share.shared_url().endswith("#pin=2468")
