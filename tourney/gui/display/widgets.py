"""The painted pieces of the clock display: a label that fits its box and the ladder of places.

Both size their font from their own box (never fixed points), so the display scales to any
screen: the font starts from the box's height and shrinks until the text fits the box's width
and its ink (accents and descenders included) fits its height. Nothing is ever cut with "…".
Both repaint only when their text or size changes, and both can say where their text goes
(:meth:`FitLabel.ink_rect`, :meth:`Ladder.needed_width`) so tests can check that it fits.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.gui.display.snapshot import PayoutRow
from tourney.gui.display.texts import english_plural
from tourney.resources import resource_path

__all__ = ["FitLabel", "Ladder", "display_font", "fit_pixels"]

_FONT_FILE = "DejaVuSans-Bold.ttf"
_BOXED_FILL = 0.6  # text on a background keeps some room above and below
_FIT_STEPS = 12


@cache
def _font_family() -> str:
    """The bundled display font's family, loaded once; the default family if it is missing."""
    path = resource_path("fonts", _FONT_FILE)
    if path.is_file():
        font_id = QFontDatabase.addApplicationFontFromData(path.read_bytes())
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families:
            return str(families[0])
    return QFont().family()


def display_font(pixels: float, *, bold: bool = True) -> QFont:
    """The display font at ``pixels`` high, with tabular (equal-width) digits."""
    font = QFont(_font_family())
    font.setPixelSize(max(1, math.floor(pixels)))
    font.setBold(bold)
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


def fit_pixels(
    text: str, start: float, width: float, height: float | None = None, *, bold: bool = True
) -> int:
    """The biggest font size up to ``start`` pixels at which ``text`` fits the box.

    The text fits when its advance is at most ``width`` and, with a ``height``, when its ink
    drawn centred on its capital height stays inside ``height``.
    """
    pixels = max(1, math.floor(start))
    if not text or width <= 0:
        return pixels
    for _ in range(_FIT_STEPS):
        metrics = QFontMetricsF(display_font(pixels, bold=bold))
        ink = metrics.tightBoundingRect(text)
        scale = min(1.0, width / max(_needed_width(metrics, text, ink), 1e-6))
        if height is not None:
            half_cap = metrics.capHeight() / 2
            for reach in (-ink.top() - half_cap, ink.bottom() + half_cap):
                if reach > 0:
                    scale = min(scale, height / 2 / reach)
        if scale >= 1.0 or pixels == 1:
            return pixels
        pixels = max(1, min(pixels - 1, math.floor(pixels * scale)))
    return pixels


def _needed_width(metrics: QFontMetricsF, text: str, ink: QRectF) -> float:
    """The width ``text`` takes: its advance, or its ink where a glyph reaches past it."""
    advance = metrics.horizontalAdvance(text)
    return max(advance, ink.right()) - min(0.0, ink.left())


class FitLabel(QWidget):
    """One line of text as large as its box allows, centred on its capital height.

    The font is ``fill`` times the box height, shrunk until the text fits the box. With a
    ``template`` the size is measured on the template's text instead (the clock digits use
    this so the size stays put while the seconds change).
    """

    def __init__(
        self,
        parent: QWidget,
        *,
        fill: float = 0.62,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
        bold: bool = True,
        capitals: bool = False,
        template: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = ""
        self._fill = fill
        self._align = align
        self._bold = bold
        self._capitals = capitals
        self._template = template
        self._measured: tuple[object, ...] | None = None
        self._font = display_font(10, bold=bold)
        self._colour = QColor("#ffffff")
        self._background: QColor | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def text(self) -> str:
        """The text given."""
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text``; nothing is repainted when it is unchanged."""
        if text == self._text:
            return
        self._text = text
        self.update()

    def shown_text(self) -> str:
        """The text as drawn (in capitals for a capitals label)."""
        return self._text.upper() if self._capitals else self._text

    def set_bold(self, bold: bool) -> None:  # noqa: FBT001 - mirrors QFont.setBold
        """Draw the text bold or not."""
        if bold != self._bold:
            self._bold = bold
            self.update()

    def set_colours(self, colour: str, background: str | None = None) -> None:
        """The text colour and an optional rounded background (``#rrggbb`` or ``#aarrggbb``)."""
        new = QColor(colour)
        back = None if background is None else QColor(background)
        if new == self._colour and back == self._background:
            return
        self._colour, self._background = new, back
        self.update()

    def font_pixels(self) -> int:
        """The font size in pixels for the current text and box."""
        return self.fitted_font().pixelSize()

    def natural_width(self, height: int, text: str | None = None) -> int:
        """The width the text (or ``text``) needs in a box ``height`` pixels high, full size."""
        text = self._measure() if text is None else text
        font = display_font(height * self._fill_for_box(), bold=self._bold)
        return math.ceil(QFontMetricsF(font).horizontalAdvance(text) + self._padding(height)) + 1

    def fitted_font(self) -> QFont:
        """The font the text is drawn in: as large as the box allows."""
        measure = self._measure()
        key = (measure, self.width(), self.height(), self._bold, self._background is None)
        if key == self._measured:
            return self._font
        pixels = fit_pixels(
            measure,
            self.height() * self._fill_for_box(),
            self.width() - self._padding(self.height()),
            self.height(),
            bold=self._bold,
        )
        self._font, self._measured = display_font(pixels, bold=self._bold), key
        return self._font

    def painted_text(self) -> str:
        """The text exactly as painted: the shown text, or an elided one if it did not fit."""
        return self._placement()[0]

    def ink_rect(self) -> QRectF:
        """Where the painted text's ink lies, in the label's coordinates (empty without text)."""
        text, x, baseline = self._placement()
        if not text:
            return QRectF()
        ink = QFontMetricsF(self.fitted_font()).tightBoundingRect(text)
        return ink.translated(x, baseline)

    def _measure(self) -> str:
        shown = self.shown_text()
        return self._template(shown) if self._template else shown

    def _fill_for_box(self) -> float:
        return self._fill if self._background is None else min(self._fill, _BOXED_FILL)

    def _padding(self, height: float) -> float:
        return height * 0.5 if self._background is not None else 2.0

    def _placement(self) -> tuple[str, float, float]:
        """The text to paint, its left edge and its baseline."""
        text = self.shown_text()
        if not text:
            return "", 0.0, 0.0
        metrics = QFontMetricsF(self.fitted_font())
        pad = self._padding(self.height()) / 2
        room = self.width() - 2 * pad
        if _needed_width(metrics, text, metrics.tightBoundingRect(text)) > room + 0.5:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)  # a safety net
        wide = metrics.horizontalAdvance(text)
        ink = metrics.tightBoundingRect(text)
        before, after = max(0.0, -ink.left()), max(0.0, ink.right() - wide)
        if self._align & Qt.AlignmentFlag.AlignLeft:
            x = pad + before
        elif self._align & Qt.AlignmentFlag.AlignRight:
            x = self.width() - pad - wide - after
        else:
            x = (self.width() - wide - after + before) / 2
        return text, x, (self.height() + metrics.capHeight()) / 2

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the background and the text centred on its capital height."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._background)
            radius = self.height() * 0.18
            painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        text, x, baseline = self._placement()
        if text:
            painter.setFont(self.fitted_font())
            painter.setPen(self._colour)
            painter.drawText(QPointF(x, baseline), text)


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
