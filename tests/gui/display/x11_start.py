"""The real start of Tourney on an X server with no window manager, typed at with xdotool.

Run by ``test_keyboard.py`` as ``python -m tests.gui.display.x11_start LIBRARY`` under
``xvfb-run`` with two X screens (the laptop's and the TV's). Tourney starts as ``tourney
--demo`` does: the director's window, then the display full screen on the second screen. The
mouse pointer then rests on the TV (with no window manager X gives the keyboard to the window
under the pointer unless a window takes it), and real key presses go to whatever window X
says has the keyboard: Space, then Alt+F. Prints one JSON object of what happened.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Callable

from PySide6.QtCore import QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMainWindow

from tourney.gui import app as gui_app

STEP_MS = 700


def main(library: str) -> int:
    """Start Tourney on ``library``, type at it, print what happened."""
    qapp = gui_app.application(language="en")
    seen: dict[str, object] = {}

    def windows() -> tuple[QMainWindow, object]:
        main = next(w for w in qapp.topLevelWidgets() if isinstance(w, QMainWindow))
        return main, main.display  # type: ignore[attr-defined]

    def running() -> bool:
        main, _ = windows()
        session = main.session  # type: ignore[attr-defined]
        return bool(session.state.clock.reading(session.now()).running)

    def focus() -> str:
        window = QGuiApplication.focusWindow()
        return "" if window is None else window.title()

    def then(step: Callable[[], None]) -> None:
        QTimer.singleShot(STEP_MS, step)

    def xdotool(*words: str) -> None:
        subprocess.run(["xdotool", *words], check=True, timeout=10)

    def started(tries: int = 20) -> None:
        display = windows()[1]
        if display is None or not display.isVisible():  # type: ignore[attr-defined]
            if tries:
                QTimer.singleShot(250, lambda: started(tries - 1))
            else:
                finish({"error": "the display never showed"})
            return
        seen["display_screen"] = display.screen().name()  # type: ignore[attr-defined]
        seen["display_full_screen"] = display.isFullScreen()  # type: ignore[attr-defined]
        seen["hint_at_start"] = display.hint  # type: ignore[attr-defined]
        seen["running_at_start"] = running()
        xdotool("mousemove", "--screen", "1", "683", "384")  # the pointer rests on the TV
        then(pointer_on_the_tv)

    def pointer_on_the_tv() -> None:
        seen["focus"] = focus()
        xdotool("key", "space")
        then(after_space)

    def after_space() -> None:
        seen["running_after_space"] = running()
        xdotool("key", "alt+f")
        then(after_alt_f)

    def after_alt_f() -> None:
        display = windows()[1]
        seen["display_full_screen_after_alt_f"] = display.isFullScreen()  # type: ignore[attr-defined]
        menu = QApplication.activePopupWidget()
        seen["menu_open"] = "" if menu is None else menu.title()  # type: ignore[attr-defined]
        xdotool("key", "Escape")
        then(lambda: finish(seen))

    def finish(result: dict[str, object]) -> None:
        print(json.dumps(result), flush=True)
        qapp.quit()

    QTimer.singleShot(STEP_MS, started)
    return gui_app.run_gui(["--library", library, "--demo", "--lang", "en"])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
