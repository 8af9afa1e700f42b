"""Does every text of the clock display fit? Measured with Qt's font metrics, as painted.

:func:`overflows` lists, in words, every text that is cut with "…", wider than its box,
whose ink leaves its box, whose box leaves the window or lies over another text or the room's
QR code, and every ladder line that does not fit or lies over the code. An empty list means
the room can read everything.
"""

from __future__ import annotations

from itertools import combinations

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.ladder import Ladder
from tourney.gui.display.widgets import FitLabel

_SLACK = 0.5  # antialiasing may reach half a pixel past the ink's box


def shown_at(window: DisplayWindow, width: int, height: int) -> DisplayWindow:
    """``window`` laid out and painted at ``width`` × ``height``, never on a screen."""
    window.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    window.resize(width, height)
    window.show()
    QCoreApplication.processEvents()
    window.refresh()
    return window


def _in_window(window: QWidget, widget: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def visible_labels(window: DisplayWindow) -> list[FitLabel]:
    """The labels with text that the room can see."""
    return [
        label
        for label in window.findChildren(FitLabel)
        if label.isVisibleTo(window) and label.shown_text()
    ]


def _label_problems(window: DisplayWindow, label: FitLabel) -> list[str]:
    text = label.shown_text()
    box = _in_window(window, label)
    where = f"{text!r} in {box.width()}×{box.height()}"
    problems = []
    if label.painted_text() != text:
        problems.append(f"{where} is cut to {label.painted_text()!r}")
    needed = QFontMetricsF(label.fitted_font()).horizontalAdvance(text)
    if needed > label.width():
        problems.append(f"{where} needs {needed:.1f} pixels")
    ink = label.ink_rect()
    inside = QRectF(label.rect()).adjusted(-_SLACK, -_SLACK, _SLACK, _SLACK)
    if not inside.contains(ink):
        problems.append(f"{where}: its ink {ink.getRect()} leaves the box")
    if not window.rect().contains(box):
        problems.append(f"{where} at {box.getRect()} leaves the window")
    return problems


def _code_rect(window: DisplayWindow) -> QRectF:
    """Where the room's QR code and its two lines are, in the window (empty when hidden)."""
    code = window.room_code
    if code is None or not code.isVisibleTo(window):
        return QRectF()
    return QRectF(_in_window(window, code))


def _ladder_problems(window: DisplayWindow, ladder: Ladder) -> list[str]:
    lines = ladder.lines()
    if not lines:
        return []
    problems = []
    needed = ladder.painted_width()
    if needed > ladder.width():
        problems.append(f"ladder line needs {needed:.1f} of {ladder.width()} pixels")
    if len(lines) * ladder.row_height() > ladder.height():
        problems.append(f"{len(lines)} ladder lines do not fit {ladder.height()} pixels")
    if not window.rect().contains(_in_window(window, ladder)):
        problems.append("the ladder leaves the window")
    code = _code_rect(window)
    corner = ladder.mapTo(window, ladder.rect().topLeft())
    for line, rect in zip(ladder.painted_lines(), ladder.painted_rects(), strict=True):
        if rect.translated(corner.x(), corner.y()).intersects(code):
            problems.append(f"ladder line {line!r} lies over the room's code")
    return problems


def overflows(window: DisplayWindow) -> list[str]:
    """Every text of ``window`` that does not fit, in words (empty: everything fits)."""
    labels = visible_labels(window)
    problems = [problem for label in labels for problem in _label_problems(window, label)]
    for ladder in window.findChildren(Ladder):
        if ladder.isVisibleTo(window):
            problems += _ladder_problems(window, ladder)
    for first, second in combinations(labels, 2):
        a, b = _in_window(window, first), _in_window(window, second)
        if a.intersects(b):
            problems.append(f"{first.shown_text()!r} and {second.shown_text()!r} overlap")
    code = _code_rect(window)
    for label in labels:
        if window.room_code is not None and window.room_code.isAncestorOf(label):
            continue
        if QRectF(_in_window(window, label)).intersects(code):
            problems.append(f"{label.shown_text()!r} lies over the room's code")
    return problems


def ink_in_window(window: DisplayWindow, label: FitLabel) -> QRectF:
    """Where ``label``'s text is painted, in the window's coordinates."""
    offset = label.mapTo(window, label.rect().topLeft())
    return label.ink_rect().translated(offset.x(), offset.y())
