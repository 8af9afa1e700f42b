"""The ladder of places on the clock display: the payouts, or the final results with names.

Each line is the place, the player's name when there is one, and the amount at the right,
which takes only its own width: the name has the rest of the line. A line beside the room's
QR code ends before it (:meth:`Ladder.set_keep_clear`); the others have the ladder's width.
Like every text of the display, the font comes from the box: it fills the line height and
shrinks, one font for every line, until the widest line fits its room, but never below
:data:`_SMALLEST` of that size; only a name that cannot fit even then is cut with "…". The
ladder repaints only when its rows or size change, and it says what it paints
(:meth:`Ladder.painted_lines`, :meth:`Ladder.painted_rects`) so tests can check that it fits.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRect, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.gui.display.snapshot import PayoutRow
from tourney.gui.display.texts import english_plural
from tourney.gui.display.widgets import display_font

__all__ = ["Ladder", "visible_rows"]

Line = tuple[str, str, str]
"""What a line shows: (place, name, amount); the "more" line has only its place text."""

_FILL = 0.56
"""The ladder's font, at its largest, is this part of the line height."""

_SMALLEST = 0.75
"""The ladder's font shrinks to no less than this part of the font that fills a line."""


def visible_rows(
    rows: tuple[PayoutRow, ...], height: int, row_height: int
) -> tuple[tuple[PayoutRow, ...], int]:
    """The rows that fit ``height`` and how many more places there are below them."""
    fits = max(0, height // max(1, row_height))
    if len(rows) <= fits:
        return rows, 0
    shown = max(0, fits - 1)
    return rows[:shown], len(rows) - shown


class Ladder(QWidget):
    """A ladder of places: the payouts, or the final results with the players' names.

    As many lines as the box holds, then a line saying how many more there are. One font for
    every line, as large as the line height allows and small enough for the widest line.
    """

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._rows: tuple[PayoutRow, ...] = ()
        self._row_height = 24
        self._results = False
        self._clear = QRect()
        self._fitted: tuple[object, QFont] | None = None
        self._colour = QColor("#ffffff")
        self._muted = QColor("#888888")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def rows(self) -> tuple[PayoutRow, ...]:
        """The whole ladder."""
        return self._rows

    def set_rows(self, rows: tuple[PayoutRow, ...], *, results: bool = False) -> None:
        """Show ``rows`` (first place first); ``results``: they are the final standings."""
        if rows != self._rows or results != self._results:
            self._rows, self._results = rows, results
            self.update()

    def row_height(self) -> int:
        """The height of one line."""
        return self._row_height

    def set_row_height(self, pixels: int) -> None:
        """The height of one line, set by the window from its own size."""
        if pixels != self._row_height:
            self._row_height = max(8, pixels)
            self.update()

    def keep_clear(self) -> QRect:
        """The part of the box no line paints over, in the ladder's coordinates."""
        return QRect(self._clear)

    def set_keep_clear(self, rect: QRect) -> None:
        """Keep the lines off ``rect`` (the room's code): those beside it end at its left."""
        if rect != self._clear:
            self._clear = QRect(rect)
            self.update()

    def set_colours(self, colour: str, muted: str) -> None:
        """The amount colour and the place colour."""
        self._colour, self._muted = QColor(colour), QColor(muted)
        self.update()

    def visible_rows(self) -> tuple[tuple[PayoutRow, ...], int]:
        """The rows that fit and how many more places there are below them."""
        return visible_rows(self._rows, self.height(), self._row_height)

    def more_text(self, count: int) -> str:
        """The line standing for the places that did not fit."""
        if self._results:
            return english_plural(self.tr("+ %n more place(s)", "", count), count)
        return english_plural(self.tr("+ %n more place(s) paid", "", count), count)

    def lines(self) -> list[Line]:
        """What each line shows: (place, name, amount); the last may be the "more" line."""
        rows, more = self.visible_rows()
        shown = [(row.place, row.name, row.amount) for row in rows]
        if more:
            shown.append((self.more_text(more), "", ""))
        return shown

    def line_room(self, index: int) -> float:
        """The width line ``index`` may take: the ladder's, or up to the part kept clear."""
        top, bottom = index * self._row_height, (index + 1) * self._row_height
        clear = self._clear
        if clear.isEmpty() or clear.top() >= bottom or clear.bottom() < top:
            return float(self.width())
        return float(min(self.width(), max(0, clear.left())))

    def ladder_font(self) -> QFont:
        """The ladder's font: fills the line height, shrunk until every line fits its room.

        It shrinks to no less than :data:`_SMALLEST` of the line's font: a long name is cut
        with "…" rather than making every amount too small to read across the room.
        """
        lines = self.lines()
        key = (tuple(lines), self.width(), self._row_height, self._clear.getRect())
        if self._fitted is not None and self._fitted[0] == key:
            return self._fitted[1]
        start = self._row_height * _FILL
        pixels = math.floor(start)
        smallest = min(pixels, max(1, math.ceil(start * _SMALLEST)))
        short = self._shortfall(lines, pixels)
        if short < 1.0:
            pixels = max(smallest, math.floor(pixels * short))
            while pixels > smallest and self._shortfall(lines, pixels) < 1.0:
                pixels -= 1
        font = display_font(pixels)
        self._fitted = (key, font)
        return font

    def needed_width(self, font: QFont | None = None) -> float:
        """The width the widest line needs in ``font`` (default: the ladder's own), uncut."""
        metrics = QFontMetricsF(font if font is not None else self.ladder_font())
        lines = self.lines()
        name_x = _name_x(lines, metrics)
        return max((_line_width(line, metrics, name_x) for line in lines), default=0.0)

    def painted_lines(self) -> list[Line]:
        """Each line exactly as painted: (place, name, amount), a name cut with "…" if it must."""
        metrics = QFontMetricsF(self.ladder_font())
        lines = self.lines()
        name_x = _name_x(lines, metrics)
        return [
            _cut(line, metrics, name_x, self.line_room(index)) for index, line in enumerate(lines)
        ]

    def painted_rects(self) -> list[QRectF]:
        """Where each painted line lies, from the ladder's left to its last character."""
        metrics = QFontMetricsF(self.ladder_font())
        lines = self.painted_lines()
        name_x = _name_x(lines, metrics)
        height = self._row_height
        return [
            QRectF(0, index * height, _line_width(line, metrics, name_x), height)
            for index, line in enumerate(lines)
        ]

    def painted_width(self) -> float:
        """The width the widest line takes as painted (a name cut with "…" where it must)."""
        return max((rect.right() for rect in self.painted_rects()), default=0.0)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw one line per place: the place, the name when there is one, the amount."""
        lines = self.painted_lines()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self.ladder_font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        name_x = _name_x(lines, metrics)
        for index, (place, name, amount) in enumerate(lines):
            baseline = index * self._row_height + (self._row_height + metrics.capHeight()) / 2
            painter.setPen(self._muted)
            painter.drawText(QPointF(0, baseline), place)
            painter.setPen(self._colour)
            if name:
                painter.drawText(QPointF(name_x, baseline), name)
            if amount:
                x = self.line_room(index) - metrics.horizontalAdvance(amount)
                painter.drawText(QPointF(x, baseline), amount)

    def _shortfall(self, lines: list[Line], pixels: int) -> float:
        """How much the tightest line must shrink at ``pixels`` to fit (1.0 or more: it fits)."""
        metrics = QFontMetricsF(display_font(pixels))
        name_x = _name_x(lines, metrics)
        ratios = [
            self.line_room(index) / width
            for index, line in enumerate(lines)
            if (width := _line_width(line, metrics, name_x)) > 0
        ]
        return min(ratios, default=1.0)


def _gap(metrics: QFontMetricsF) -> float:
    """The room between a ladder's columns."""
    return metrics.height() * 0.6


def _name_x(lines: list[Line], metrics: QFontMetricsF) -> float:
    """Where the names start: after the widest place (the "more" line does not count)."""
    places = max((metrics.horizontalAdvance(p) for p, n, a in lines if n or a), default=0.0)
    return places + _gap(metrics)


def _line_width(line: Line, metrics: QFontMetricsF, name_x: float) -> float:
    """The width ``line`` takes: its place, its name, a gap, its amount (as far as it has them)."""
    place, name, amount = line
    if not name and not amount:
        return metrics.horizontalAdvance(place)
    width = name_x + metrics.horizontalAdvance(name) + metrics.horizontalAdvance(amount)
    return width + (_gap(metrics) if name and amount else 0.0)


def _cut(line: Line, metrics: QFontMetricsF, name_x: float, room: float) -> Line:
    """``line`` as it fits ``room``: its name (or the "more" line's text) cut with "…"."""
    place, name, amount = line
    if _line_width(line, metrics, name_x) <= room:
        return line
    elide = Qt.TextElideMode.ElideRight
    if not name and not amount:
        return metrics.elidedText(place, elide, max(0.0, room)), "", ""
    if not name:
        return line
    left = room - name_x - (metrics.horizontalAdvance(amount) + _gap(metrics) if amount else 0.0)
    return place, metrics.elidedText(name, elide, max(0.0, left)), amount
