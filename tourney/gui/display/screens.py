"""Choosing the screen for the clock display, and following screens plugged in or out.

The director picks a screen from :func:`screen_labels`; :func:`find_screen` turns the
choice (an index or a name) back into a :class:`QScreen`. A :class:`ScreenWatcher` keeps
the list fresh and, when the display's screen goes away, moves the display to another one.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QMenu, QWidget

__all__ = ["ScreenWatcher", "fill_screens_menu", "find_screen", "screen_label", "screen_labels"]

_log = logging.getLogger(__name__)


def screen_label(index: int, screen: QScreen) -> str:
    """How a screen is listed: ``"2: HDMI-1 (1920×1080)"``."""
    size = screen.size()
    return QCoreApplication.translate("Screens", "{number}: {name} ({width}×{height})").format(
        number=index + 1, name=screen.name() or "?", width=size.width(), height=size.height()
    )


def screen_labels() -> list[str]:
    """Every screen's label, in Qt's order (the index of a label is the screen's index)."""
    return [screen_label(i, screen) for i, screen in enumerate(QGuiApplication.screens())]


def fill_screens_menu(menu: QMenu, display: QWidget | None, choose: Callable[[int], None]) -> None:
    """List every screen in ``menu``, the display's own checked; choosing one calls ``choose``."""
    menu.clear()
    group = QActionGroup(menu)
    current = display.screen() if display is not None else None
    screens = QGuiApplication.screens()
    for index, label in enumerate(screen_labels()):
        action = menu.addAction(label)
        action.setCheckable(True)
        action.setChecked(current is not None and screens[index] == current)
        action.setEnabled(display is not None)
        group.addAction(action)
        action.triggered.connect(lambda _=False, i=index: choose(i))


def find_screen(choice: int | str | None) -> QScreen | None:
    """The screen at index ``choice`` or named ``choice``; otherwise the primary screen.

    A name matches a screen's own name or its label. None only when there is no screen.
    """
    screens = QGuiApplication.screens()
    if isinstance(choice, int) and 0 <= choice < len(screens):
        return screens[choice]
    if isinstance(choice, str):
        for index, screen in enumerate(screens):
            if choice in {screen.name(), screen_label(index, screen)}:
                return screen
    return QGuiApplication.primaryScreen()


class ShowsOnScreen(Protocol):
    """A window that can be moved to a screen (the display window)."""

    def screen(self) -> QScreen:
        """The screen the window is on."""

    def isFullScreen(self) -> bool:
        """Whether the window fills its screen."""

    def show_on(self, screen: QScreen, *, fullscreen: bool = True) -> None:
        """Show the window on ``screen``."""


class ScreenWatcher(QObject):
    """Follows screens being added and removed, and keeps the display on one that exists.

    Signals:
        screens_changed(): A screen was plugged in or out; refresh any list of screens.
    """

    screens_changed = Signal()

    def __init__(self, window: ShowsOnScreen, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._window = window
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            app.screenAdded.connect(self.on_screen_added)
            app.screenRemoved.connect(self.on_screen_removed)

    def on_screen_added(self, screen: QScreen) -> None:
        """A screen was plugged in."""
        _log.debug("Screen added: %s", screen.name())
        self.screens_changed.emit()

    def on_screen_removed(self, screen: QScreen) -> None:
        """A screen is going away: if the display is on it, move the display elsewhere."""
        _log.debug("Screen removed: %s", screen.name())
        if self._window.screen() is screen or self._window.screen() == screen:
            others = [other for other in QGuiApplication.screens() if other != screen]
            primary = QGuiApplication.primaryScreen()
            target = primary if primary is not None and primary != screen else None
            if target is None and others:
                target = others[0]
            if target is not None:
                self._window.show_on(target, fullscreen=self._window.isFullScreen())
        self.screens_changed.emit()
