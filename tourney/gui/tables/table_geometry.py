"""Where a table's seats go: evenly round a stadium-shaped table, the dealer at the top.

Seats are spaced by equal lengths along the rail (so plates never crowd at the ends the way
equal angles on an ellipse do); the dealer's place is the top centre and seat 1 is on his
left, the rest clockwise. Markers (button, blinds) sit on the felt just inside their seat.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSizeF
from PySide6.QtGui import QPainterPath

__all__ = ["TableGeometry", "stadium"]

_MARGIN = 6.0


def stadium(rect: QRectF) -> QPainterPath:
    """A stadium (rectangle with round ends) in ``rect``, starting at the top centre, clockwise."""
    radius = min(rect.width(), rect.height()) / 2
    left, right = rect.left() + radius, rect.right() - radius
    path = QPainterPath(QPointF(rect.center().x(), rect.top()))
    path.lineTo(right, rect.top())
    path.arcTo(QRectF(right - radius, rect.top(), 2 * radius, 2 * radius), 90, -180)
    path.lineTo(left, rect.bottom())
    path.arcTo(QRectF(left - radius, rect.top(), 2 * radius, 2 * radius), 270, -180)
    path.closeSubpath()
    return path


@dataclass(frozen=True)
class TableGeometry:
    """The layout of a table of ``seats`` seats in a widget of ``width`` × ``height``.

    Attributes:
        seats: The number of seats.
        width: The widget's width.
        height: The widget's height.
    """

    seats: int
    width: float
    height: float

    @property
    def plate(self) -> QSizeF:
        """The size of one seat's name plate."""
        spacing = self._perimeter(QSizeF(96, 52)) / (self.seats + 1)
        width = max(72.0, min(150.0, spacing - 10))
        height = max(46.0, min(60.0, self.height * 0.17))
        return QSizeF(width, height)

    def _track_rect(self, plate: QSizeF) -> QRectF:
        return QRectF(
            _MARGIN + plate.width() / 2,
            _MARGIN + plate.height() / 2,
            self.width - 2 * _MARGIN - plate.width(),
            self.height - 2 * _MARGIN - plate.height(),
        )

    def _perimeter(self, plate: QSizeF) -> float:
        rect = self._track_rect(plate)
        short, long = sorted((rect.width(), rect.height()))
        return 2 * (long - short) + math.pi * short

    @property
    def felt(self) -> QRectF:
        """The felt's bounding rectangle (the rail is drawn on its edge)."""
        plate = self.plate
        return self._track_rect(plate).adjusted(
            plate.width() * 0.12, plate.height() * 0.2, -plate.width() * 0.12, -plate.height() * 0.2
        )

    @property
    def centre(self) -> QPointF:
        """The middle of the table."""
        return QPointF(self.width / 2, self.height / 2)

    def seat_centre(self, seat: int) -> QPointF:
        """Where seat ``seat``'s plate is centred."""
        path = stadium(self._track_rect(self.plate))
        return path.pointAtPercent(seat / (self.seats + 1))

    def dealer_point(self) -> QPointF:
        """The dealer's place, at the top centre of the rail."""
        return QPointF(self.width / 2, self._track_rect(self.plate).top())

    def seat_rect(self, seat: int) -> QRectF:
        """Seat ``seat``'s plate."""
        plate = self.plate
        centre = self.seat_centre(seat)
        return QRectF(
            centre.x() - plate.width() / 2,
            centre.y() - plate.height() / 2,
            plate.width(),
            plate.height(),
        )

    def marker_point(self, seat: int, *, radius: float) -> tuple[QPointF, QPointF]:
        """Where seat ``seat``'s markers go on the felt, and which way to line several up.

        Returns:
            The point just inside the plate, and the unit vector perpendicular to the way to
            the centre, along which several markers stand side by side.
        """
        plate = self.plate
        start = self.seat_centre(seat)
        dx, dy = self.centre.x() - start.x(), self.centre.y() - start.y()
        length = math.hypot(dx, dy) or 1.0
        ux, uy = dx / length, dy / length
        exit_x = plate.width() / 2 / abs(ux) if abs(ux) > 1e-6 else math.inf
        exit_y = plate.height() / 2 / abs(uy) if abs(uy) > 1e-6 else math.inf
        reach = min(exit_x, exit_y) + radius + 5
        point = QPointF(start.x() + ux * reach, start.y() + uy * reach)
        return point, QPointF(-uy, ux)
