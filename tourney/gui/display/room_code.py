"""The room's address on the TV: a QR code the phones scan, and the address written under it.

Shown while the room is shared on the network (:mod:`tourney.gui.room_share`). The code is
drawn module by module from its matrix, black on a white square with its quiet zone, as
large as its box allows, so a phone reads it from across the room.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.gui.display.theme import Theme
from tourney.gui.display.widgets import FitLabel

__all__ = ["QrSquare", "RoomCode", "qr_matrix"]

_QUIET = 2
"""Modules of white around the code."""


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The modules of ``text``'s QR code, row by row (``True``: dark)."""
    import segno  # only once the room is shared

    code = segno.make(text, error="m")
    return tuple(tuple(bool(cell) for cell in row) for row in code.matrix)


class QrSquare(QWidget):
    """A QR code drawn to fill its (square) box."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.matrix: tuple[tuple[bool, ...], ...] = ()
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def paintEvent(self, event: QPaintEvent) -> None:
        """White square, dark modules, whole pixels per module where the box allows."""
        painter = QPainter(self)
        size = min(self.width(), self.height())
        painter.fillRect(QRect(0, 0, size, size), QColor("#ffffff"))
        count = len(self.matrix)
        if not count:
            return
        step = size / (count + 2 * _QUIET)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#000000"))
        for y, row in enumerate(self.matrix):
            for x, dark in enumerate(row):
                if dark:
                    left, top = (x + _QUIET) * step, (y + _QUIET) * step
                    painter.drawRect(QRectF(left, top, step + 0.5, step + 0.5))


class RoomCode(QWidget):
    """The QR code of the room's address, "Follow on your phone" and the address."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.square = QrSquare(self)
        self.follow = FitLabel(self, fill=0.72, bold=False)
        self.follow.setText(self.tr("Follow on your phone"))
        self.address = FitLabel(self, fill=0.8)
        self.url = ""

    def set_url(self, url: str) -> None:
        """Show the code of ``url`` and the address without ``http://``."""
        if url == self.url:
            return
        self.url = url
        self.square.matrix = qr_matrix(url) if url else ()
        self.address.setText(url.removeprefix("http://").split("#", 1)[0].rstrip("/"))
        self.square.update()

    def place(self, box: QRect) -> None:
        """Fill ``box``: the code on top, the two lines under it (never over one another)."""
        self.setGeometry(box)
        side = box.width()
        self.square.setGeometry(0, 0, side, side)
        follow_top = side + round(side * 0.03)
        self.follow.setGeometry(0, follow_top, side, round(side * 0.12))
        address_top = side + round(side * 0.15)
        bottom = address_top + round(side * 0.14)
        address_top = max(address_top, follow_top + self.follow.height())
        self.address.setGeometry(0, address_top, side, bottom - address_top)

    def apply_theme(self, theme: Theme) -> None:
        """Colour the two lines."""
        self.follow.set_colours(theme.muted)
        self.address.set_colours(theme.text)
