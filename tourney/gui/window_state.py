"""The director's window comes back as it was left: size, position, maximised, the tab.

Saved in ``QSettings`` (keys ``window/geometry`` and ``window/tab``) a second after each
move, resize or change of tab, and when the window closes; read when it opens. Qt's saved
geometry knows the screen it was on: a window saved on
a screen that is no longer there opens on one that is. The first time, the window takes
1280×800, or nine tenths of a smaller screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QObject, QSettings, QTimer

if TYPE_CHECKING:
    from tourney.gui.main_window import MainWindow

__all__ = [
    "GEOMETRY_KEY",
    "TAB_KEY",
    "WindowStateKeeper",
    "restore_window_state",
    "save_window_state",
]

GEOMETRY_KEY = "window/geometry"
TAB_KEY = "window/tab"


def save_window_state(window: MainWindow, settings: QSettings | None = None) -> None:
    """Remember ``window``'s geometry and the tab in front."""
    store = settings if settings is not None else QSettings()
    store.setValue(GEOMETRY_KEY, window.saveGeometry())
    store.setValue(TAB_KEY, window.current_tab())


def restore_window_state(window: MainWindow, settings: QSettings | None = None) -> None:
    """Give ``window`` the geometry and the tab it had when it last closed."""
    store = settings if settings is not None else QSettings()
    geometry = store.value(GEOMETRY_KEY)
    if not (isinstance(geometry, QByteArray | bytes) and window.restoreGeometry(geometry)):
        _first_size(window)
    tab = store.value(TAB_KEY)
    if isinstance(tab, str) and tab and tab != window.current_tab():
        window.show_tab(tab)


def _first_size(window: MainWindow) -> None:
    screen = window.screen()
    width, height = 1280, 800
    if screen is not None:
        area = screen.availableGeometry()
        width = min(width, area.width() * 9 // 10)
        height = min(height, area.height() * 9 // 10)
    window.resize(width, height)


class WindowStateKeeper(QObject):
    """Saves the window's state a second after it last moved, was resized or changed tab."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(1000)
        self.timer.timeout.connect(self._save)
        window.installEventFilter(self)
        window.tabs.currentChanged.connect(lambda _index: self.timer.start())

    def _save(self) -> None:
        """Save the state of the window while it is open (closing saved it already).

        A save due when the window closed would otherwise write a closed window's state
        over what came after it (another window's, another test's settings).
        """
        if self.window.isVisible():
            save_window_state(self.window)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Start the second's wait on a move or a resize (the event goes on as it was)."""
        if watched is self.window and event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            self.timer.start()
        return False
