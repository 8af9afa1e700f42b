"""How the clock display behaves as a window: it never takes the keyboard from the director.

The TV shows; the director types in his own window. So the display

* never accepts focus (``Qt.WindowDoesNotAcceptFocus``: on X11 the window manager, or with
  none the pointer, cannot give it the keyboard) and is shown without being activated
  (``WA_ShowWithoutActivating``);
* goes full screen without activating itself (Qt's ``showFullScreen`` activates the window
  it shows, which is how the TV used to steal the keyboard at every start);
* hands the keyboard straight back to its *keyboard owner*, the director's window, after it
  is shown and whenever a platform activates it all the same;
* shows its mouse pointer and the hint "Double-click to leave full screen" only while the
  mouse moves over it, for a moment (:data:`HINT_MS`), never at start in front of the room.

Keys that still reach it (a platform that ignores the flag) are its own only without a
modifier: Esc leaves full screen, F11 or F toggles it, T switches the theme; any other key
hands the keyboard back to the director's window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeyEvent, QMouseEvent, QScreen
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

__all__ = ["HINT_MS", "WindowManners"]

HINT_MS = 2500
"""How long the pointer and the full-screen hint stay after the mouse stops moving."""

_STATES = Qt.WindowState.WindowMinimized | Qt.WindowState.WindowMaximized


class WindowManners(QWidget):
    """A top-level window that shows without ever taking the keyboard.

    Subclasses provide :meth:`toggle_theme`, :meth:`hint_changed` and
    :meth:`fullscreen_toggled`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.WindowDoesNotAcceptFocus, True)  # noqa: FBT003
        self.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)  # noqa: FBT003
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMouseTracking(True)
        self.hint = ""
        self._owner: QWidget | None = None
        self.hint_timer = QTimer(self)
        self.hint_timer.setSingleShot(True)
        self.hint_timer.setInterval(HINT_MS)
        self.hint_timer.timeout.connect(self._quiet)

    # ----------------------------------------------------------------- the keyboard

    def set_keyboard_owner(self, owner: QWidget | None) -> None:
        """The window that keeps the keyboard (the director's); None: nobody."""
        self._owner = owner

    def keyboard_owner(self) -> QWidget | None:
        """The window the display hands the keyboard to."""
        owner = self._owner
        return owner if owner is not None and isValid(owner) else None

    def return_keyboard(self) -> None:
        """Make the director's window the active one again (when it is shown)."""
        owner = self.keyboard_owner()
        if owner is not None and owner.isVisible() and not owner.isActiveWindow():
            owner.activateWindow()

    # ----------------------------------------------------------------- showing

    def show_on(self, screen: QScreen, *, fullscreen: bool = True) -> None:
        """Show the window on ``screen``, full screen unless told otherwise."""
        if self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        self.setGeometry(screen.availableGeometry().adjusted(40, 40, -40, -40))
        if fullscreen:
            self.enter_fullscreen()
        else:
            self.show()
            self.return_keyboard()

    def enter_fullscreen(self) -> None:
        """Fill the screen, as ``showFullScreen`` does but without taking the keyboard."""
        self.setWindowState((self.windowState() & ~_STATES) | Qt.WindowState.WindowFullScreen)
        self.setVisible(True)
        self.return_keyboard()

    def toggle_fullscreen(self) -> None:
        """Enter full screen, or leave it."""
        if self.isFullScreen():
            self.showNormal()
            self.return_keyboard()
        else:
            self.enter_fullscreen()

    # ----------------------------------------------------------------- the pointer and the hint

    def _quiet(self) -> None:
        """The mouse stopped: hide the pointer and the hint again."""
        if self.isFullScreen():
            self.setCursor(Qt.CursorShape.BlankCursor)
        if self.hint:
            self.hint = ""
            self.hint_changed()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        """The director moves the mouse over the full-screen display: show how to leave."""
        if self.isFullScreen():
            self.setCursor(Qt.CursorShape.ArrowCursor)
            if not self.hint:
                self.hint = self.tr("Double-click to leave full screen")
                self.hint_changed()
            self.hint_timer.start()
        super().mouseMoveEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click toggles full screen."""
        self.toggle_fullscreen()

    # ----------------------------------------------------------------- Qt events

    def changeEvent(self, event: QEvent) -> None:
        """Hand the keyboard back when activated; follow full-screen changes."""
        super().changeEvent(event)
        kind = event.type()
        if kind == QEvent.Type.ActivationChange and self.isActiveWindow():
            self.return_keyboard()
        elif kind == QEvent.Type.WindowStateChange:
            full = self.isFullScreen()
            self.hint_timer.stop()
            self.hint = ""
            if full:
                self.setCursor(Qt.CursorShape.BlankCursor)
            else:
                self.unsetCursor()
            self.fullscreen_toggled(full)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc, F11, F and T without a modifier are the display's; the rest is the director's."""
        key = event.key()
        plain = not (event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier)
        if plain and key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif plain and key in {Qt.Key.Key_F11, Qt.Key.Key_F}:
            self.toggle_fullscreen()
        elif plain and key == Qt.Key.Key_T:
            self.toggle_theme()
        else:
            event.ignore()
            self.return_keyboard()

    # ----------------------------------------------------------------- for subclasses

    def toggle_theme(self) -> None:
        """Switch between the themes."""

    def hint_changed(self) -> None:
        """The hint appeared or went."""

    def fullscreen_toggled(self, full: bool) -> None:  # noqa: FBT001 - a Qt-style callback
        """The window entered (``full``) or left full screen."""
