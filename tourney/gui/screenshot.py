"""Render one view of a tournament to a PNG, without showing a window (docs and tests).

The views are the director's window (``director``), the TV clock (``display``), the Tables
tab (``tables``) and the Rulings screen (``rulings``). The widget is laid out at the size
asked for, never shown on a screen, and grabbed.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import (
    QBuffer,
    QCoreApplication,
    QIODevice,
    QMessageLogContext,
    QSize,
    Qt,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget

from tourney.base.refusals import Refusal
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display_adapter import snapshot_of
from tourney.gui.main_window import MainWindow
from tourney.gui.numbers import number_locale
from tourney.gui.session import Session
from tourney.gui.tabs import TABS, build_tab
from tourney.persistence.atomic_file import write_atomically
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

__all__ = ["VIEWS", "ScreenshotError", "parse_size", "quiet_platform", "render_view", "save_view"]

_PLATFORM_NOTE = "This plugin does not support"

VIEWS = ("director", "display", "tables", "rulings")
"""The views that can be rendered."""


@contextmanager
def quiet_platform() -> Iterator[None]:
    """Drop the offscreen platform's notes on what it cannot do ("does not support raise()").

    Every other Qt message goes on to the handler that was installed before (or stderr).
    """

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message.startswith(_PLATFORM_NOTE):
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(message + "\n")

    previous = qInstallMessageHandler(handler)
    try:
        yield
    finally:
        qInstallMessageHandler(previous)


class ScreenshotError(Refusal):
    """A picture that cannot be made: a size or a view that does not exist, a file not written."""

    code = "usage.bad-screenshot"


def parse_size(text: str) -> QSize:
    """``"1280x720"`` as a size.

    Raises:
        ScreenshotError: Not two whole numbers between 200 and 8000 joined by ``x``.
    """
    parts = text.lower().replace("×", "x").split("x")
    if len(parts) != 2 or not all(p.strip().isdigit() for p in parts):
        raise ScreenshotError(
            "the size must be WIDTHxHEIGHT, like 1280x720, not {text!r}", text=text
        )
    width, height = (int(p) for p in parts)
    if not (200 <= width <= 8000 and 200 <= height <= 8000):
        raise ScreenshotError(
            "the size {text} is out of range (200 to 8000 pixels a side)", text=text
        )
    return QSize(width, height)


def _tab(key: str, session: Session) -> QWidget:
    spec = next(spec for spec in TABS if spec.key == key)
    return build_tab(spec, session)


def _widget(view: str, session: Session, now: Callable[[], float]) -> QWidget:
    if view == "director":
        window = MainWindow(session)
        if window.read_only_label is not None:  # the picture's library is open read-only so
            window.read_only_label.hide()  # that nothing is written: not the director's view
        return window
    if view == "display":
        return DisplayWindow(snapshot_of(session.state, now()), now=now, locale=number_locale())
    if view == "rulings":  # as the window's tab: the tournament's game, button and chips
        rulings = _tab(view, session)
        if session.state is not None:
            rulings.follow(session.state, now())  # type: ignore[attr-defined]
        return rulings
    if view == "tables":
        return _tab(view, session)
    raise ScreenshotError(
        "there is no view {view!r} (views: {views})", view=view, views=", ".join(VIEWS)
    )


def render_view(
    library: Library,
    tournament_id: int,
    view: str,
    size: QSize,
    *,
    now: Callable[[], float] = time.time,
) -> QImage:
    """The picture of ``view`` for a tournament of ``library``, ``size`` pixels large.

    Raises:
        ValueError: An unknown view; any refusal of the library or the domain.
    """
    if QApplication.instance() is None:
        raise ValueError("a QApplication must exist before rendering")
    tournament = OpenTournament.open(library, tournament_id, clock=now)
    session = Session(library, tournament, clock=now)
    widget = _widget(view, session, now)
    try:
        widget.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
        widget.resize(size)
        widget.show()
        for _ in range(3):
            QCoreApplication.processEvents()
        widget.resize(size)
        QCoreApplication.processEvents()
        image = widget.grab().toImage()
    finally:
        widget.close()
        widget.deleteLater()
        QCoreApplication.processEvents()
    if image.size() != size:
        image = image.scaled(size)
    return image


def save_view(image: QImage, out: str | Path) -> Path:
    """Write ``image`` as a PNG to ``out``, complete or not at all (a full disk…).

    Raises:
        ScreenshotError: The image cannot be encoded.
        PersistenceError: The file cannot be written (the message names why).
    """
    path = Path(out)
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]
        raise ScreenshotError("{path} could not be written", path=path)
    write_atomically(path, bytes(buffer.data().data()))
    return path
