"""The painted pieces of the clock display: a label that fits its box and the payout ladder.

Both size their font from their own height (never fixed points), so the display scales to
any screen; both repaint only when their text or size changes.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontMetricsF, QPainter, QPaintEvent
from PySide6.QtWidgets import QWidget

from tourney.gui.display.snapshot import PayoutRow
from tourney.gui.display.texts import english_plural
from tourney.resources import resource_path

__all__ = ["FitLabel", "PayoutLadder", "display_font"]

_FONT_FILE = "DejaVuSans-Bold.ttf"
_BOXED_FILL = 0.6  # text on a background keeps some room above and below


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
    font.setPixelSize(max(1, round(pixels)))
    font.setBold(bold)
    font.setFeature(QFont.Tag("tnum"), 1)
    return font


class FitLabel(QWidget):
    """One line of text as large as its box allows, centred on its capital height.

    The font is ``fill`` times the box height, shrunk to fit the width. With a ``template``
    the width is measured on the template's text instead (the clock digits use this so the
    size stays put while the seconds change). With ``elide`` a long text is cut with "…"
    rather than shrunk.
    """

    def __init__(
        self,
        parent: QWidget,
        *,
        fill: float = 0.62,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignHCenter,
        bold: bool = True,
        capitals: bool = False,
        elide: bool = False,
        template: Callable[[str], str] | None = None,
    ) -> None:
        super().__init__(parent)
        self._text = ""
        self._fill = fill
        self._align = align
        self._bold = bold
        self._capitals = capitals
        self._elide = elide
        self._template = template
        self._measured: tuple[str, int, int] | None = None
        self._font = display_font(10, bold=bold)
        self._colour = QColor("#ffffff")
        self._background: QColor | None = None
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def text(self) -> str:
        """The text shown."""
        return self._text

    def setText(self, text: str) -> None:
        """Show ``text``; nothing is repainted when it is unchanged."""
        if text == self._text:
            return
        self._text = text
        self.update()

    def set_bold(self, bold: bool) -> None:  # noqa: FBT001 - mirrors QFont.setBold
        """Draw the text bold or not."""
        if bold != self._bold:
            self._bold = bold
            self._measured = None
            self.update()

    def set_colours(self, colour: str, background: str | None = None) -> None:
        """The text colour and an optional rounded background (``#rrggbb`` or ``#aarrggbb``)."""
        new = QColor(colour)
        back = None if background is None else QColor(background)
        if new == self._colour and back == self._background:
            return
        if (back is None) != (self._background is None):
            self._measured = None  # the padding changes with the background
        self._colour, self._background = new, back
        self.update()

    def font_pixels(self) -> int:
        """The font size in pixels for the current text and box."""
        return self._fitted_font().pixelSize()

    def _shown(self) -> str:
        return self._text.upper() if self._capitals else self._text

    def _fitted_font(self) -> QFont:
        measure = self._template(self._shown()) if self._template else self._shown()
        key = (measure, self.width(), self.height())
        if key == self._measured:
            return self._font
        fill = self._fill if self._background is None else min(self._fill, _BOXED_FILL)
        pixels = self.height() * fill
        font = display_font(pixels, bold=self._bold)
        if not self._elide and measure:
            room = self.width() - self._padding()
            wide = QFontMetricsF(font).horizontalAdvance(measure)
            if wide > room > 0:
                font = display_font(pixels * room / wide, bold=self._bold)
        self._font, self._measured = font, key
        return font

    def _padding(self) -> float:
        return self.height() * 0.5 if self._background is not None else 2.0

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the background and the text centred on its capital height."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._background is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._background)
            radius = self.height() * 0.18
            painter.drawRoundedRect(QRectF(self.rect()), radius, radius)
        text = self._shown()
        if not text:
            return
        font = self._fitted_font()
        metrics = QFontMetricsF(font)
        pad = self._padding() / 2
        room = self.width() - 2 * pad
        if metrics.horizontalAdvance(text) > room:
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, room)
        wide = metrics.horizontalAdvance(text)
        if self._align & Qt.AlignmentFlag.AlignLeft:
            x = pad
        elif self._align & Qt.AlignmentFlag.AlignRight:
            x = self.width() - pad - wide
        else:
            x = (self.width() - wide) / 2
        baseline = (self.height() + metrics.capHeight()) / 2
        painter.setFont(font)
        painter.setPen(self._colour)
        painter.drawText(QPointF(x, baseline), text)


class PayoutLadder(QWidget):
    """The payout ladder: as many places as the box holds, then how many more are paid."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._rows: tuple[PayoutRow, ...] = ()
        self._row_height = 24
        self._colour = QColor("#ffffff")
        self._muted = QColor("#888888")
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)

    def rows(self) -> tuple[PayoutRow, ...]:
        """The whole ladder."""
        return self._rows

    def set_rows(self, rows: tuple[PayoutRow, ...]) -> None:
        """Show ``rows`` (first place first); nothing is repainted when they are unchanged."""
        if rows != self._rows:
            self._rows = rows
            self.update()

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
        """The rows that fit and how many more places are paid below them."""
        fits = max(0, self.height() // self._row_height)
        if len(self._rows) <= fits:
            return self._rows, 0
        shown = max(0, fits - 1)
        return self._rows[:shown], len(self._rows) - shown

    def more_text(self, count: int) -> str:
        """The line standing for the places that did not fit."""
        return english_plural(self.tr("+ %n more place(s) paid", "", count), count)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw one line per place: the place on the left, the amount on the right."""
        rows, more = self.visible_rows()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = display_font(self._row_height * 0.56)
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        width = self.width()
        for line, row in enumerate(rows):
            top = line * self._row_height
            baseline = top + (self._row_height + metrics.capHeight()) / 2
            painter.setPen(self._muted)
            painter.drawText(QPointF(0, baseline), row.place)
            painter.setPen(self._colour)
            amount = metrics.elidedText(row.amount, Qt.TextElideMode.ElideLeft, width * 0.72)
            painter.drawText(QPointF(width - metrics.horizontalAdvance(amount), baseline), amount)
        if more:
            top = len(rows) * self._row_height
            baseline = top + (self._row_height + metrics.capHeight()) / 2
            painter.setPen(self._muted)
            painter.drawText(QPointF(0, baseline), self.more_text(more))
