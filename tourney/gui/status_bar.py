"""The window's status bar: a message too long for the room left ends in "…".

Qt paints a status bar message up to the first permanent widget and cuts it there, so a long
sentence ("Add-on for 12 players: …") ran into "On the network: 192.0.2.2:8080" with half a
word showing. :class:`StatusBar` shows the message elided to the room it has (again when the
window is resized) and :meth:`StatusBar.currentMessage` still gives the whole sentence; the
red notice of a refusal is an :class:`ElidedLabel`, which does the same.
"""

from __future__ import annotations

import time

from PySide6.QtCore import Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

__all__ = ["ElidedLabel", "StatusBar"]

_LEFT, _RIGHT = 6, 12
"""Qt's margins around a status bar message (left, and right of the last widget)."""


class StatusBar(QStatusBar):
    """A status bar whose temporary message is elided to fit beside the permanent widgets."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._message = ""
        self._shown = ""  # the message as painted; Qt's own status tips bypass showMessage here
        self._until = 0.0
        self._permanent: list[QWidget] = []
        self.messageChanged.connect(self._cleared)

    def addPermanentWidget(self, widget: QWidget, stretch: int | None = 0) -> None:
        """Add ``widget`` at the right end (the message stops before the first shown)."""
        super().addPermanentWidget(widget, stretch or 0)
        self._permanent.append(widget)

    def showMessage(self, text: str, timeout: int | None = 0) -> None:
        """Show ``text`` for ``timeout`` milliseconds (0: until cleared), elided to fit."""
        timeout = timeout or 0
        self._message = text
        self._until = time.monotonic() + timeout / 1000 if timeout else 0.0
        self._show(timeout)

    def currentMessage(self) -> str:
        """The whole message shown (empty when none is)."""
        painted = super().currentMessage()
        return self._message if painted and painted == self._shown else painted

    def message_room(self) -> int:
        """The width, in pixels, the message has beside the widgets shown at the right."""
        right = self.width() - _RIGHT
        for widget in self._permanent:
            if widget.isVisible():
                right = min(right, widget.x() - 2)
        return max(0, right - _LEFT)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Elide the message again to the new width (it keeps the time it had left)."""
        super().resizeEvent(event)
        if self._message and super().currentMessage() == self._shown:
            left = round((self._until - time.monotonic()) * 1000) if self._until else 0
            if self._until and left <= 0:
                return
            self._show(left)

    def _show(self, timeout: int) -> None:
        room = self.message_room()
        shown = self._message
        if self.isVisible() and room > 0:  # not laid out yet: elided once it is resized
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, room)
        self._shown = shown
        super().showMessage(shown, timeout)

    def _cleared(self, text: str) -> None:
        if not text:
            self._message = ""


class ElidedLabel(QLabel):
    """A one-line label that shows its text elided to its width; :meth:`text` is all of it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        """Show ``text``, elided to the label's width."""
        self._text = text
        self._elide()

    def text(self) -> str:
        """The whole text, however much of it is shown."""
        return self._text

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Elide again to the new width."""
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        room = self.contentsRect().width()
        shown = self._text
        if room > 0:
            shown = self.fontMetrics().elidedText(shown, Qt.TextElideMode.ElideRight, room)
        super().setText(shown)
