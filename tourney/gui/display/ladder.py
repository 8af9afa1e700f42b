"""The ladder of places on the clock display: the payouts, or the final results with names.

Its font, like every text of the display, comes from its own box: the line height, shrunk
for the widest line (never below :data:`_SMALLEST` of it). It repaints only when its rows or
size change, and it can say what it paints (:meth:`Ladder.painted_lines`) so tests can check
that it fits.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.gui.display.snapshot import PayoutRow
from tourney.gui.display.texts import english_plural
from tourney.gui.display.widgets import display_font

__all__ = ["Ladder"]


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

    def set_colours(self, colour: str, muted: str) -> None:
        """The amount colour and the place colour."""
        self._colour, self._muted = QColor(colour), QColor(muted)
        self.update()

    def visible_rows(self) -> tuple[tuple[PayoutRow, ...], int]:
        """The rows that fit and how many more places there are below them."""
        fits = max(0, self.height() // self._row_height)
        if len(self._rows) <= fits:
            return self._rows, 0
        shown = max(0, fits - 1)
        return self._rows[:shown], len(self._rows) - shown

    def more_text(self, count: int) -> str:
        """The line standing for the places that did not fit."""
        if self._results:
            return english_plural(self.tr("+ %n more place(s)", "", count), count)
        return english_plural(self.tr("+ %n more place(s) paid", "", count), count)

    def lines(self) -> list[tuple[str, str, str]]:
        """What each line shows: (place, name, amount); the last may be the "more" line."""
        rows, more = self.visible_rows()
        shown = [(row.place, row.name, row.amount) for row in rows]
        if more:
            shown.append((self.more_text(more), "", ""))
        return shown

    def ladder_font(self) -> QFont:
        """The ladder's font: fills the line height, shrunk to the widest line.

        It shrinks to no less than :data:`_SMALLEST` of the line's font: a long name is cut
        with "…" rather than making every amount too small to read across the room.
        """
        start = self._row_height * 0.56
        widest = self.needed_width(display_font(start))
        if widest <= self.width() or widest <= 0:
            return display_font(start)
        smallest = max(1, math.ceil(start * _SMALLEST))
        pixels = max(smallest, math.floor(start * self.width() / widest))
        while pixels > smallest and self.needed_width(display_font(pixels)) > self.width():
            pixels -= 1
        return display_font(pixels)

    def needed_width(self, font: QFont | None = None) -> float:
        """The width the widest line needs in ``font`` (default: the ladder's own)."""
        metrics = QFontMetricsF(font if font is not None else self.ladder_font())
        lines = self.lines()
        gap = _gap(metrics)
        places = _place_width(lines, metrics)
        widest = 0.0
        for place, name, amount in lines:
            if not name and not amount:
                width = metrics.horizontalAdvance(place)
            else:
                width = places + gap + metrics.horizontalAdvance(amount)
                if name:
                    width += gap + metrics.horizontalAdvance(name)
            widest = max(widest, width)
        return widest

    def painted_lines(self) -> list[tuple[str, str, str]]:
        """Each line exactly as painted: (place, name, amount), a name cut with "…" if it must."""
        metrics = QFontMetricsF(self.ladder_font())
        lines = self.lines()
        name_x = _place_width(lines, metrics) + _gap(metrics)
        return [
            (place, self._shown_name(name, amount, metrics, name_x) if name else "", amount)
            for place, name, amount in lines
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw one line per place: the place, the name when there is one, the amount."""
        lines = self.painted_lines()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = self.ladder_font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        name_x = _place_width(lines, metrics) + _gap(metrics)
        for index, (place, name, amount) in enumerate(lines):
            baseline = index * self._row_height + (self._row_height + metrics.capHeight()) / 2
            painter.setPen(self._muted)
            painter.drawText(QPointF(0, baseline), place)
            painter.setPen(self._colour)
            if name:
                painter.drawText(QPointF(name_x, baseline), name)
            if amount:
                x = self.width() - metrics.horizontalAdvance(amount)
                painter.drawText(QPointF(x, baseline), amount)

    def painted_width(self) -> float:
        """The width the widest line takes as painted (a name cut with "…" where it must)."""
        metrics = QFontMetricsF(self.ladder_font())
        lines = self.painted_lines()
        name_x = _place_width(lines, metrics) + _gap(metrics)
        widest = 0.0
        for place, name, amount in lines:
            width = metrics.horizontalAdvance(place)
            if name or amount:
                width = name_x + metrics.horizontalAdvance(amount)
            if name:
                width += metrics.horizontalAdvance(name) + (_gap(metrics) if amount else 0.0)
            widest = max(widest, width)
        return widest

    def _shown_name(self, name: str, amount: str, metrics: QFontMetricsF, name_x: float) -> str:
        """``name`` as it fits between the places and the amount, cut with "…" if it must."""
        room = self.width() - name_x
        if amount:
            room -= metrics.horizontalAdvance(amount) + _gap(metrics)
        return metrics.elidedText(name, Qt.TextElideMode.ElideRight, max(0.0, room))


_SMALLEST = 0.75
"""The ladder's font shrinks to no less than this part of the font that fills a line."""


def _gap(metrics: QFontMetricsF) -> float:
    """The room between a ladder's columns."""
    return metrics.height() * 0.6


def _place_width(lines: list[tuple[str, str, str]], metrics: QFontMetricsF) -> float:
    """The width of the places' column (the "more" line does not count)."""
    return max((metrics.horizontalAdvance(p) for p, n, a in lines if n or a), default=0.0)
