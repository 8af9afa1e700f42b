"""From the director's window to a phone: a bust-out recorded in the window is on the phone within
a second, through the window's own switch, thread and server (a real Chromium)."""

from __future__ import annotations

import os
import random
import socket
import time
from pathlib import Path

import pytest

from tests.gui.director import SIZE_HINTS
from tests.web.browser.conftest import ARGS, CHROMIUM
from tourney.cli.room_server import room_server
from tourney.core import commands as c
from tourney.gui.main_window import MainWindow
from tourney.gui.room_share import ShareChoices
from tourney.gui.session import Session
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def chromium():
    if not CHROMIUM.exists():
        message = f"Chromium is not installed at {CHROMIUM}: 'sudo apt-get install chromium'"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=ARGS)
        yield browser
        browser.close()


def test_a_bust_out_in_the_window_is_on_the_phone_within_a_second(
    qtbot, tmp_path: Path, chromium
) -> None:
    library = Library.open(tmp_path / "library.sqlite")
    try:
        session = Session(library, create_demo(library, now=time.time()), rng=random.Random(2))
        choices = ShareChoices()
        with socket.socket() as probe:
            probe.bind(("", 0))
            choices.port = probe.getsockname()[1]
        choices.save()
        window = MainWindow(session, room_server=room_server)
        qtbot.addWidget(window)
        window.room_share.action.trigger()  # the director's switch
        address = window.room_share.address
        assert address is not None
        page = chromium.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"http://127.0.0.1:{address.port}/")
        page.wait_for_function("() => document.getElementById('players').textContent === '22 / 27'")
        victim = session.state.active()[0].number
        name = session.state.name(victim)
        page.fill("#search", name)
        page.wait_for_selector("#found li.moved, #found li .where")
        assert window.session.perform(c.BustOut(busts=(c.Bust(victim),))) is not None
        page.wait_for_function(
            "() => document.getElementById('players').textContent === '21 / 27'", timeout=1000
        )
        assert "Nobody seated matches" in page.text_content("#found")
        window.room_share.stop()
        window.close()
    finally:
        library.close()
