"""The painted text of the clock display: a label that fits its box, and its fonts.

A label sizes its font from its own box (never fixed points), so the display scales to any
screen: the font starts from the box's height and shrinks until the text fits the box's width
and its ink (accents and descenders included) fits its height. Nothing is ever cut with "…".
It repaints only when its text or size changes, and it can say where its text goes
(:meth:`FitLabel.ink_rect`) so tests can check that it fits. The ladder of places is
:class:`~tourney.gui.display.ladder.Ladder`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.resources import resource_path

__all__ = ["FitLabel", "display_font", "fit_pixels"]

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
