"""The clock display: a window for the TV that shows the clock and the tournament's figures.

The window holds no time of its own. At each repaint it asks the snapshot's ``reading``
for the clock at ``now`` and updates the parts whose text changed; a single-shot timer wakes
it when the digits next flip, and only while the window is visible. Once the tournament is
finished it shows the winner and the final results instead, until it is closed.

The display never takes the keyboard: the director works in his own window, and a key meant
for it must never reach the TV (:mod:`tourney.gui.display.window_manners`). A double click
toggles full screen, and a right click offers full screen and the light theme. While the
room is shared on the network, the room's QR code and address are in the side panel
(:meth:`DisplayWindow.set_room_url`).
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QContextMenuEvent,
    QFontMetricsF,
    QHideEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from tourney.domain.levels.clock_events import ClockReading
from tourney.gui.display.faces import ClockFace, ResultsFace, title_row
from tourney.gui.display.ladder import visible_rows
from tourney.gui.display.layout import DisplayLayout, compute_layout
from tourney.gui.display.repaint import next_flip_ms
from tourney.gui.display.room_code import RoomCode
from tourney.gui.display.snapshot import DisplaySnapshot, FinalResults
from tourney.gui.display.theme import DARK, LIGHT, Theme
from tourney.gui.display.ticker import MoveAges, pack_pages, page_at
from tourney.gui.display.widgets import FitLabel, display_font
from tourney.gui.display.window_manners import WindowManners

__all__ = ["DisplayWindow"]

_log = logging.getLogger(__name__)

_LEFT = Qt.AlignmentFlag.AlignLeft
_RIGHT = Qt.AlignmentFlag.AlignRight
_TICKER_FILL = 0.5


class DisplayWindow(WindowManners):
    """The clock for the TV: huge digits, blinds, the tournament's figures and its news.

    Signals:
        fullscreen_changed(bool): The window entered (True) or left (False) full screen.
    """

    fullscreen_changed = Signal(bool)

    def __init__(
        self,
        snapshot: DisplaySnapshot | None = None,
        *,
        now: Callable[[], float] = time.time,
        theme: Theme = DARK,
        locale: QLocale | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Tourney — clock"))
        self.setMinimumSize(480, 270)
        self._snapshot = snapshot
        self._now = now
        self._theme = theme
        self._locale = locale if locale is not None else QLocale()
        self._reading: ClockReading | None = None
        self._error = ""
        self._layout: DisplayLayout | None = None
        self._named = False  # whether the layout gives the payouts' names the panel's width
        self._ages = MoveAges()
        self._pages: list[str] = []
        self.room_code: RoomCode | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._build()
        self.resize(1280, 720)

    # ------------------------------------------------------------------ parts

    def _build(self) -> None:
        self.name = FitLabel(self, fill=0.5, align=_LEFT)
        self.wall_clock = FitLabel(self, fill=0.5, align=_RIGHT)
        self.banner = FitLabel(self, fill=0.6, capitals=True)
        self.face = ClockFace(self)
        face = self.face  # the clock's parts, also by their own names
        self.title, self.game, self.digits = face.title, face.game, face.digits
        self.blinds, self.ante, self.next_level = face.blinds, face.ante, face.next_level
        self.paused_badge, self.payouts = face.paused_badge, face.payouts
        self.stat_captions, self.stat_values = face.stat_captions, face.stat_values
        self.results = ResultsFace(self)
        self.messages = FitLabel(self, fill=_TICKER_FILL, align=_LEFT, bold=False)
        self.page_count = FitLabel(self, fill=0.42, align=_RIGHT, bold=False)
        self._apply_theme()

    # ------------------------------------------------------------------ public

    def snapshot(self) -> DisplaySnapshot | None:
        """The snapshot shown."""
        return self._snapshot

    def set_snapshot(self, snapshot: DisplaySnapshot | None) -> None:
        """Show ``snapshot`` from now on (parts that did not change are not repainted)."""
        self._snapshot = snapshot
        self.refresh()
        self._schedule()

    def set_room_url(self, url: str | None) -> None:
        """Show the QR code of the room's address (``None``: the room is not shared)."""
        if url is None:
            if self.room_code is not None:
                self.room_code.hide()
        else:
            if self.room_code is None:
                self.room_code = RoomCode(self)
                self.room_code.apply_theme(self._theme)
            self.room_code.set_url(url)
            self.room_code.show()
        self._relayout()

    def room_url(self) -> str | None:
        """The address whose QR code is shown, ``None`` when none is."""
        code = self.room_code
        return code.url if code is not None and not code.isHidden() else None

    def theme(self) -> Theme:
        """The current theme."""
        return self._theme

    def set_theme(self, theme: Theme) -> None:
        """Switch to ``theme``."""
        self._theme = theme
        self._apply_theme()
        self.refresh()
        self.update()

    def toggle_theme(self) -> None:
        """Switch between the light and the dark theme."""
        self.set_theme(LIGHT if self._theme == DARK else DARK)

    def showing_results(self) -> bool:
        """Whether the winner and the final results are on the screen."""
        return self._results() is not None

    def refresh(self) -> None:
        """Read the clock now and update every part whose text changed."""
        snapshot = self._snapshot
        reading = None
        if snapshot is not None:
            try:
                reading = snapshot.reading(self._now())
            except ValueError as error:
                self._error = str(error)
                _log.debug("The clock could not be read: %s", error)
            else:
                self._error = ""
        self._reading = reading
        results = self._results()
        self._show_wall_clock()
        self.name.setText(
            snapshot.tournament_name if snapshot else self.tr("Waiting for the tournament…")
        )
        if results is not None:
            self.results.show_results(results)
        else:
            started = snapshot is None or snapshot.started
            self.face.show_reading(reading, self._theme, self._locale, started=started)
            self.face.show_figures(snapshot, reading, self._locale)
        banner = results is None and (
            bool(snapshot and snapshot.hand_for_hand) or bool(reading and reading.hand_for_hand)
        )
        self.banner.setText(self.tr("Hand for hand") if banner else "")
        mode_changed = self.results.isVisibleTo(self) != (results is not None)
        if (
            mode_changed
            or banner != self.banner.isVisibleTo(self)
            or self._layout is None
            or self._names_shown(self._layout) != self._named
        ):
            self._relayout()
        else:
            self._place_title_row()
        self._show_ticker(snapshot, reading)

    def timer_active(self) -> bool:
        """Whether the repaint timer is running (only while the window is visible)."""
        return self._timer.isActive()

    # ------------------------------------------------------------------ showing

    def _results(self) -> FinalResults | None:
        return None if self._snapshot is None else self._snapshot.results

    def _show_wall_clock(self) -> None:
        moment = QDateTime.fromMSecsSinceEpoch(round(self._now() * 1000))
        self.wall_clock.setText(
            self._locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
        )

    def _show_ticker(self, snapshot: DisplaySnapshot | None, reading: ClockReading | None) -> None:
        """Fill the ticker with this moment's page of messages and moves."""
        now = self._now()
        shown = snapshot.moves if snapshot is not None and snapshot.results is None else ()
        moves = self._ages.fresh(shown, now, reading)
        if self.hint:
            items = [self.hint]
        else:
            news = snapshot.messages if snapshot else ()
            items = [self._error, *news, *(move.text for move in moves)]
        box = self._layout.messages if self._layout is not None else self.rect()
        font = display_font(box.height() * _TICKER_FILL, bold=False)
        measure = QFontMetricsF(font).horizontalAdvance
        pages = pack_pages(items, box.width() - 4, measure)
        if len(pages) > 1:
            pages = pack_pages(items, box.width() - 4 - self._counter_width(), measure)
        self._pages = pages
        index = page_at(len(pages), now)
        self.messages.setText(pages[index] if pages else "")
        self.page_count.setText(f"{index + 1}/{len(pages)}" if len(pages) > 1 else "")
        self._place_ticker(counted=len(pages) > 1)

    def ticker_pages(self) -> list[str]:
        """Every page the ticker takes turns showing now, the one shown included."""
        return list(self._pages)

    def _apply_theme(self) -> None:
        theme = self._theme
        self.name.set_colours(theme.text)
        for part in (self.wall_clock, self.messages, self.page_count):
            part.set_colours(theme.muted)
        self.banner.set_colours(theme.on_danger, theme.danger)
        self.face.apply_theme(theme)
        self.results.apply_theme(theme)
        if self.room_code is not None:
            self.room_code.apply_theme(theme)

    # ------------------------------------------------------------------ geometry

    def _relayout(self) -> None:
        banner = bool(self.banner.text())
        code = self.room_code is not None and not self.room_code.isHidden()
        rows = len(self._snapshot.payouts) if self._snapshot is not None else 0
        layout = compute_layout(self.width(), self.height(), banner=banner, code=code, rows=rows)
        self._named = self._names_shown(layout)
        if self._named:
            layout = compute_layout(
                self.width(), self.height(), banner=banner, code=code, rows=rows, named=True
            )
        self._layout = layout
        if self.room_code is not None:
            self.room_code.place(layout.code)
        self.name.setGeometry(layout.name)
        self.wall_clock.setGeometry(layout.wall_clock)
        self.banner.setGeometry(layout.banner)
        self.banner.setVisible(banner)
        finished = self._results() is not None
        self.face.setVisible(not finished)
        self.results.setVisible(finished)
        self.face.setGeometry(self.rect())
        self.results.setGeometry(self.rect())
        self.face.place(layout)
        self.results.place(layout)
        self._place_title_row()
        self._place_ticker(counted=bool(self.page_count.text()))
        self.update()

    def _names_shown(self, layout: DisplayLayout) -> bool:
        """Whether the room's code must leave the payouts' names the panel's width.

        So it is while the code is shown with the clock and the payout lines that fit in
        ``layout`` name players (after a deal, or places decided): in a landscape window the
        code then goes up beside the first figures. The final results keep it at the foot of
        the panel.
        """
        snapshot = self._snapshot
        code = self.room_code is not None and not self.room_code.isHidden()
        if not code or snapshot is None or snapshot.results is not None:
            return False
        shown, _ = visible_rows(snapshot.payouts, layout.payouts.height(), layout.row_height)
        return any(row.name for row in shown)

    def _place_title_row(self) -> None:
        if self._layout is None:
            return
        face = self.face
        paused = not face.paused_badge.isHidden()
        title, badge = title_row(
            self._layout.parts["title"], face.title, face.paused_badge, paused=paused
        )
        face.title.setGeometry(title)
        face.paused_badge.setGeometry(badge)

    def _place_ticker(self, *, counted: bool) -> None:
        if self._layout is None:
            return
        box = self._layout.messages
        if not counted:
            self.messages.setGeometry(box)
            self.page_count.setGeometry(box.x() + box.width(), box.y(), 0, box.height())
            return
        width = self._counter_width() - box.height() // 2
        self.page_count.setGeometry(box.right() + 1 - width, box.y(), width, box.height())
        self.messages.setGeometry(
            box.x(), box.y(), box.width() - self._counter_width(), box.height()
        )

    def _counter_width(self) -> int:
        """The room the page counter ("2/5") takes at the ticker's right, with its gap."""
        height = self._layout.messages.height() if self._layout is not None else 0
        return self.page_count.natural_width(height, "88/88") + height // 2

    # ------------------------------------------------------------------ timing

    def _schedule(self) -> None:
        if self.isVisible():
            self._timer.start(next_flip_ms(self._reading))

    def _tick(self) -> None:
        self.refresh()
        self._schedule()

    # ------------------------------------------------------------------ Qt events

    def showEvent(self, event: QShowEvent) -> None:
        """Start repainting: read the clock now and wake when the digits next flip."""
        super().showEvent(event)
        self.refresh()
        self._schedule()

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop repainting while nobody can see the window."""
        self._timer.stop()
        super().hideEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the parts out again for the new size."""
        super().resizeEvent(event)
        self._relayout()
        self._show_ticker(self._snapshot, self._reading)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        """A right click: full screen and the light theme, without a keyboard."""
        from PySide6.QtWidgets import QMenu  # only when asked for

        menu = QMenu(self)
        full = menu.addAction(self.tr("Full screen"))
        full.setCheckable(True)
        full.setChecked(self.isFullScreen())
        full.triggered.connect(self.toggle_fullscreen)
        light = menu.addAction(self.tr("Light theme"))
        light.setCheckable(True)
        light.setChecked(self._theme == LIGHT)
        light.triggered.connect(self.toggle_theme)
        menu.exec(event.globalPos())
        menu.deleteLater()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Paint the background and the panels behind the parts."""
        layout = self._layout
        painter = QPainter(self)
        painter.fillRect(event.rect(), QColor(self._theme.background))
        if layout is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(self._theme.panel))
        radius = layout.margin * 0.6
        for rect in (layout.header, layout.side, layout.ticker):
            painter.drawRoundedRect(QRectF(rect), radius, radius)

    def hint_changed(self) -> None:
        """The full-screen hint came or went: show it in the ticker now."""
        self._show_ticker(self._snapshot, self._reading)

    def fullscreen_toggled(self, full: bool) -> None:  # noqa: FBT001 - a Qt-style callback
        """Tell the director's window that the display entered or left full screen."""
        self.refresh()
        self.fullscreen_changed.emit(full)
