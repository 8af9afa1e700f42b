"""Shared setup for the GUI tests: Qt's offscreen platform, and the director's window fixtures
(a library with the demo, a fake clock, a session); a test module may define its own."""

from __future__ import annotations

import os

# Before any QApplication exists (``make test`` sets it too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import random
from collections.abc import Iterator

import pytest

from tests.gui.director import FakeClock
from tourney.gui.main_window import MainWindow
from tourney.gui.session import Session
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def library(tmp_path, clock) -> Iterator[Library]:
    opened = Library.open(tmp_path / "library.sqlite", clock=clock)
    yield opened
    opened.close()


@pytest.fixture
def demo(library, clock) -> OpenTournament:
    return create_demo(library, now=clock.at, clock=clock)


@pytest.fixture
def session(library, demo, clock) -> Session:
    return Session(library, demo, clock=clock, rng=random.Random(7))


@pytest.fixture
def window(qtbot, session) -> MainWindow:
    shown = MainWindow(session)
    qtbot.addWidget(shown)
    return shown


@pytest.fixture
def italian(qapp) -> Iterator[None]:
    """The application speaks Italian for the test, English again after it."""
    from tourney.gui.language import install_translators

    install_translators("it")
    try:
        yield
    finally:
        install_translators("en")


@pytest.fixture(autouse=True)
def own_settings(tmp_path_factory, qapp) -> Iterator[None]:
    """Each test has settings of its own (window size, folders, language), never the user's."""
    from PySide6.QtCore import QSettings

    folder = tmp_path_factory.mktemp("settings")
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder))
    yield


@pytest.fixture
def view(qtbot):
    """The Rulings tab's view on its own (no window), as the rulings tests drive it."""
    from tourney.gui.rulings import RulingsView

    widget = RulingsView()
    qtbot.addWidget(widget)
    return widget
