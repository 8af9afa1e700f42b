"""The read-only window: another Tourney writes the library, this one follows it live."""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from tests.gui.director import SIZE_HINTS
from tourney.core import commands as c
from tourney.core.results import Performed
from tourney.core.service import TournamentService
from tourney.gui import app as gui_app
from tourney.gui.main_window import MainWindow
from tourney.gui.session import Session
from tourney.persistence.errors import DatabaseInUseError

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def writer(tmp_path: Path) -> Iterator[TournamentService]:
    service = TournamentService.open(tmp_path / "library.sqlite")
    service.create_demo()
    yield service
    service.close()


@pytest.fixture
def viewer(qtbot, writer: TournamentService) -> Iterator[MainWindow]:
    watched = TournamentService.open(writer.library.path, watch=True)
    window = MainWindow(Session.of(watched))
    qtbot.addWidget(window)
    yield window
    watched.close()


def test_the_window_says_it_is_read_only_and_follows_the_writer(
    qtbot, writer: TournamentService, viewer: MainWindow
) -> None:
    assert viewer.windowTitle().endswith("(read-only)")
    assert viewer.read_only_label is not None and "Read-only" in viewer.read_only_label.text()
    victim = writer.state.active()[0]
    name = writer.state.players[victim.player_id].name
    assert isinstance(writer.perform(c.BustOut(busts=(c.Bust(victim.number),))), Performed)
    qtbot.waitUntil(lambda: viewer.session.state == writer.state, timeout=3000)  # by its timer
    assert not viewer.session.state.entries[victim.number].active
    assert viewer.undo_action.text().startswith(f"Undo bust-out of {name}")


def test_an_action_in_the_read_only_window_is_refused_and_stores_nothing(
    writer: TournamentService, viewer: MainWindow
) -> None:
    before = writer.library.events.last_seq(writer.tournament_id)
    viewer.clock_actions.toggle.trigger()
    assert "read-only" in viewer.notice_text()
    assert writer.library.events.last_seq(writer.tournament_id) == before
    assert viewer.session.state == writer.state


def test_the_read_only_window_pairs_no_staff_phone(viewer: MainWindow) -> None:
    share = viewer.room_share
    assert share.staff is None  # the room may be shown from here, but no phone acts through it
    assert not share.pair_action.isEnabled() and not share.devices_action.isEnabled()


def test_a_library_in_use_is_offered_read_only(
    qtbot, writer: TournamentService, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[MainWindow] = []

    def click_open_read_only() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, click_open_read_only)
            return
        assert box.text() == (
            f"The library {writer.library.path} is in use by another Tourney (pid 1 on host here)."
        )
        said = box.text() + box.informativeText()
        assert said.count("read-only") == 1 and said.count(str(writer.library.path)) == 1
        next(b for b in box.buttons() if b.text() == "Open read-only").click()

    def fake_exec(app: QApplication) -> int:
        window = next(w for w in app.topLevelWidgets() if isinstance(w, MainWindow))
        shown.append(window)
        return 0

    monkeypatch.setattr(QApplication, "exec", fake_exec)
    QTimer.singleShot(0, click_open_read_only)
    failure = DatabaseInUseError(path=str(writer.library.path), pid=1, host="here")
    options = argparse.Namespace(lang=None, exit_after_start=False, no_display=True)
    status = gui_app.run_window(None, options, path=writer.library.path, failure=failure)
    assert status == 0
    assert shown and shown[0].session.read_only
    assert shown[0].windowTitle().endswith("(read-only)")
    shown[0].close()


def test_the_read_only_window_does_not_share_the_room_again_by_itself(
    qtbot, writer: TournamentService
) -> None:
    from PySide6.QtCore import QSettings

    from tourney.cli.room_server import room_server

    QSettings().setValue("room/shared", True)  # the writer's window shares the room
    watched = TournamentService.open(writer.library.path, watch=True)
    try:
        window = MainWindow(Session.of(watched), room_server=room_server)
        qtbot.addWidget(window)
        window.room_share.resume()
        assert window.room_share.address is None and not window.room_share.action.isChecked()
        assert str(QSettings().value("room/shared")).lower() == "true"  # the writer's choice kept
        window.close()
    finally:
        watched.close()
