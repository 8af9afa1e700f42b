"""The TV never takes the keyboard: the director's window keeps it, from the very start.

At every start the display used to take the keyboard: Space did nothing and the first key the
director pressed (Alt+F) threw the TV out of full screen in front of the room. The real start
is typed at under an X server without a window manager (keys go where X says, and with no
window manager the pointer resting on the TV would give it the keyboard); the offscreen tests
press keys through the window that has the keyboard, as a real key press arrives.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtTest import QTest

from tests.gui.director import SIZE_HINTS
from tourney.gui.app import place_display
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.window_manners import HINT_MS

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

_ROOT = Path(__file__).resolve().parents[3]
_SCREENS = "-screen 0 1280x800x24 -screen 1 1366x768x24"  # the laptop and a 1366×768 TV


@cache
def _x11_missing() -> str:
    """Why the X test cannot run here ("" when it can)."""
    for tool in ("xvfb-run", "xdotool"):
        if shutil.which(tool) is None:
            return f"{tool} is not installed"
    start = "from PySide6.QtGui import QGuiApplication; QGuiApplication([])"
    probe = subprocess.run(
        ["xvfb-run", "-a", sys.executable, "-c", start],
        capture_output=True, text=True, timeout=60, check=False, env=_x_env(),
    )  # fmt: skip
    if probe.returncode != 0:
        return "Qt's X11 platform does not load here (its system libraries are missing)"
    return ""


def _x_env() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env["QT_QPA_PLATFORM"] = "xcb"
    return env


def test_at_the_real_start_the_directors_window_keeps_the_keyboard(tmp_path) -> None:
    missing = _x11_missing()
    if missing:
        pytest.skip(missing)
    env = _x_env()
    env["XDG_CONFIG_HOME"] = str(tmp_path / "config")  # the test's own settings
    done = subprocess.run(
        ["xvfb-run", "-a", "-s", _SCREENS, sys.executable, "-m", "tests.gui.display.x11_start",
         str(tmp_path / "library.sqlite")],
        capture_output=True, text=True, timeout=120, check=False, env=env, cwd=_ROOT,
    )  # fmt: skip
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stderr
    seen = json.loads(lines[-1])
    assert seen["display_full_screen"], seen  # on the TV, the second screen
    assert seen["hint_at_start"] == "", seen  # nothing about keys shown to the room
    assert seen["focus"].endswith("— Tourney"), seen  # the director's window has the keyboard
    assert seen["running_at_start"] and not seen["running_after_space"], seen  # Space paused
    assert seen["display_full_screen_after_alt_f"], seen  # Alt+F did not touch the TV
    assert seen["menu_open"] == "&File", seen  # it opened the director's File menu


@pytest.fixture
def display(qtbot, window, clock) -> DisplayWindow:
    shown = DisplayWindow(now=clock)
    qtbot.addWidget(shown)
    window.set_display(shown)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    return shown


def _press(key: Qt.Key, modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """A key pressed on the keyboard: it goes to the window that has the keyboard."""
    QTest.keyClick(QGuiApplication.focusWindow(), key, modifiers)


def test_showing_the_display_full_screen_leaves_the_keyboard_to_the_director(
    qtbot, window, display, session, clock
) -> None:
    display.show_on(window.screen(), fullscreen=True)
    qtbot.waitUntil(display.isFullScreen)
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    assert display.hint == ""
    assert session.state.clock.reading(clock.at).running
    _press(Qt.Key.Key_Space)
    assert not session.state.clock.reading(clock.at).running  # Space reached the director
    _press(Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    assert display.isFullScreen()
    QTest.keyClick(window.menuBar(), Qt.Key.Key_Escape)


def test_placing_the_display_at_start_and_toggling_it_keep_the_keyboard(
    qtbot, window, display
) -> None:
    place_display(display, window)  # one screen: a window beside the director's
    qtbot.waitUntil(display.isVisible)
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    window.toggle_display_fullscreen()  # F11 in the director's window
    qtbot.waitUntil(display.isFullScreen)
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())
    display.toggle_fullscreen()
    qtbot.waitUntil(lambda: not display.isFullScreen())
    assert QGuiApplication.focusWindow() is window.windowHandle()


def test_on_a_laptop_alone_the_display_opens_behind_the_directors_window(
    qtbot, window, display, monkeypatch
) -> None:
    screen = window.screen()
    window.setGeometry(screen.availableGeometry())  # the whole screen: no room beside it
    order: list[str] = []
    show, raise_ = display.show, window.raise_
    monkeypatch.setattr(display, "show", lambda: (order.append("display shown"), show())[1])
    monkeypatch.setattr(window, "raise_", lambda: (order.append("window raised"), raise_())[1])
    place_display(display, window)
    assert order == ["display shown", "window raised"]  # the director's controls stay in front
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())


def test_the_display_asks_never_to_be_given_the_keyboard(display) -> None:
    assert display.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)
    assert display.windowFlags() & Qt.WindowType.WindowDoesNotAcceptFocus
    assert display.focusPolicy() == Qt.FocusPolicy.NoFocus


def test_a_key_with_a_modifier_on_the_display_is_handed_back(qtbot, window, display) -> None:
    display.enter_fullscreen()
    qtbot.waitUntil(display.isFullScreen)
    QTest.keyClick(display, Qt.Key.Key_F, Qt.KeyboardModifier.AltModifier)
    assert display.isFullScreen()  # Alt+F is the director's File menu, not the TV's F
    qtbot.waitUntil(lambda: QGuiApplication.focusWindow() is window.windowHandle())


def test_the_full_screen_hint_shows_only_for_a_moment_while_the_mouse_moves(qtbot, display) -> None:
    display.enter_fullscreen()
    qtbot.waitUntil(display.isFullScreen)
    assert display.hint == ""
    assert display.cursor().shape() == Qt.CursorShape.BlankCursor
    QTest.mouseMove(display.windowHandle(), QPoint(200, 200))
    QTest.mouseMove(display.windowHandle(), QPoint(240, 220))
    assert display.hint == "Double-click to leave full screen"
    assert display.ticker_pages() == [display.hint]
    assert display.cursor().shape() == Qt.CursorShape.ArrowCursor
    assert display.hint_timer.isActive() and display.hint_timer.interval() == HINT_MS <= 3000
    display.hint_timer.timeout.emit()  # the mouse has rested for a moment
    assert display.hint == ""
    assert display.ticker_pages() != ["Double-click to leave full screen"]
    assert display.cursor().shape() == Qt.CursorShape.BlankCursor


def test_a_double_click_leaves_full_screen(qtbot, display) -> None:
    display.enter_fullscreen()
    qtbot.waitUntil(display.isFullScreen)
    QTest.mouseDClick(display, Qt.MouseButton.LeftButton, pos=QPoint(100, 100))
    qtbot.waitUntil(lambda: not display.isFullScreen())
