"""The clock display: a window for the TV that shows the clock and the tournament's figures.

The window holds no time of its own. At each repaint it asks the snapshot's ``reading``
for the clock at ``now`` and updates the parts whose text changed; a single-shot timer wakes
it when the digits next flip, and only while the window is visible.

Keys: Esc leaves full screen, F11 or F toggles it, T switches light and dark. A double
click toggles full screen too.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

from PySide6.QtCore import QDateTime, QLocale, QRect, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QHideEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QScreen,
    QShowEvent,
)
from PySide6.QtWidgets import QWidget

from tourney.domain.levels.clock_events import ClockReading
from tourney.domain.levels.structure import Break, Level
from tourney.gui.display import texts
from tourney.gui.display.layout import DisplayLayout, compute_layout
from tourney.gui.display.repaint import next_flip_ms
from tourney.gui.display.snapshot import DisplaySnapshot
from tourney.gui.display.theme import DARK, LIGHT, Theme
from tourney.gui.display.widgets import FitLabel, PayoutLadder

__all__ = ["DisplayWindow"]

_log = logging.getLogger(__name__)

_LEFT = Qt.AlignmentFlag.AlignLeft
_RIGHT = Qt.AlignmentFlag.AlignRight
_HINT_MS = 5000
_LAST_MINUTE_MS = 60_000


class DisplayWindow(QWidget):
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
        self._hint = ""
        self._layout: DisplayLayout | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._hint_timer = QTimer(self)
        self._hint_timer.setSingleShot(True)
        self._hint_timer.timeout.connect(self._clear_hint)
        self._build()
        self.resize(1280, 720)

    # ------------------------------------------------------------------ parts

    def _build(self) -> None:
        self.name = FitLabel(self, fill=0.5, align=_LEFT)
        self.wall_clock = FitLabel(self, fill=0.5, align=_RIGHT)
        self.banner = FitLabel(self, fill=0.6, capitals=True)
        self.title = FitLabel(self, fill=0.7, capitals=True)
        self.game = FitLabel(self, fill=0.7)
        self.digits = FitLabel(self, fill=1.2, template=texts.digits_template)
        self.blinds = FitLabel(self, fill=0.86)
        self.ante = FitLabel(self, fill=0.66)
        self.next_level = FitLabel(self, fill=0.46, bold=False)
        self.paused_badge = FitLabel(self, fill=0.56, capitals=True)
        self.paused_badge.setText(self.tr("Paused"))
        self.paused_badge.hide()
        captions = (
            self.tr("Next break"),
            self.tr("Players"),
            self.tr("Average stack"),
            self.tr("Chips in play"),
            self.tr("Prize pool"),
        )
        self.stat_captions: list[FitLabel] = []
        self.stat_values: list[FitLabel] = []
        for caption in captions:
            label = FitLabel(self, fill=0.72, align=_LEFT, capitals=True, bold=False)
            label.setText(caption)
            self.stat_captions.append(label)
            self.stat_values.append(FitLabel(self, fill=0.8, align=_LEFT))
        self.payouts_caption = FitLabel(self, fill=0.72, align=_LEFT, capitals=True, bold=False)
        self.payouts_caption.setText(self.tr("Payouts"))
        self.payouts = PayoutLadder(self)
        self.messages = FitLabel(self, fill=0.5, align=_LEFT, bold=False, elide=True)
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

    def show_on(self, screen: QScreen, *, fullscreen: bool = True) -> None:
        """Show the window on ``screen``, full screen unless told otherwise."""
        if self.isFullScreen():
            self.showNormal()
        self.setScreen(screen)
        self.setGeometry(screen.availableGeometry().adjusted(40, 40, -40, -40))
        if fullscreen:
            self.showFullScreen()
        else:
            self.show()

    def toggle_fullscreen(self) -> None:
        """Enter full screen, or leave it."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

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
        self._show_wall_clock()
        self._show_clock(reading)
        self._show_figures(snapshot, reading)
        banner = bool(snapshot and snapshot.hand_for_hand) or bool(
            reading and reading.hand_for_hand
        )
        self.banner.setText(self.tr("Hand for hand") if banner else "")
        if banner != self.banner.isVisibleTo(self) or self._layout is None:
            self._relayout()

    def timer_active(self) -> bool:
        """Whether the repaint timer is running (only while the window is visible)."""
        return self._timer.isActive()

    # ------------------------------------------------------------------ showing

    def _show_wall_clock(self) -> None:
        moment = QDateTime.fromMSecsSinceEpoch(round(self._now() * 1000))
        self.wall_clock.setText(
            self._locale.toString(moment.time(), QLocale.FormatType.ShortFormat)
        )

    def _show_clock(self, reading: ClockReading | None) -> None:
        theme = self._theme
        if reading is None:
            for part in (self.title, self.game, self.blinds, self.ante, self.next_level):
                part.setText("")
            self.digits.setText("--:--")
            self.digits.set_colours(theme.muted)
            self.paused_badge.hide()
            return
        item = reading.item
        self.title.setText(texts.title_text(reading))
        self.digits.setText(texts.digits_text(reading))
        self.next_level.setText(texts.next_text(reading, self._locale))
        if isinstance(item, Break):
            self.title.set_colours(theme.break_accent)
            self.game.setText("")
            notice = texts.colour_up_text(item, self._locale)
            self.blinds.setText(notice)
            self.blinds.set_colours(theme.background, theme.break_accent if notice else None)
            self.ante.setText("")
        else:
            self.title.set_colours(theme.accent)
            self.game.setText(self.tr("Overtime") if reading.in_overtime else texts.game_text(item))
            self.game.set_colours(theme.danger if reading.in_overtime else theme.muted)
            self.game.set_bold(reading.in_overtime)
            self.blinds.setText(texts.blinds_text(item, self._locale))
            self.blinds.set_colours(theme.text)
            self.ante.setText(texts.ante_text(item, self._locale))
        self.digits.set_colours(self._digits_colour(reading))
        self.paused_badge.setVisible(not reading.running)

    def _digits_colour(self, reading: ClockReading) -> str:
        theme = self._theme
        if not reading.running:
            return theme.dimmed
        if reading.in_overtime:
            return theme.danger
        if isinstance(reading.item, Level) and reading.time_left_ms <= _LAST_MINUTE_MS:
            return theme.warning
        return theme.text

    def _show_figures(self, snapshot: DisplaySnapshot | None, reading: ClockReading | None) -> None:
        locale = self._locale
        if snapshot is None:
            self.name.setText(self.tr("Waiting for the tournament…"))
            for label in self.stat_values:
                label.setText("—")
            self.payouts.set_rows(())
            self.messages.setText(self._hint)
            return
        big_blind = None if reading is None else texts.current_big_blind(reading)
        values = (
            "—" if reading is None else texts.to_break_text(reading),
            texts.players_text(snapshot.players_left, snapshot.entries, locale),
            texts.average_text(snapshot.average_stack, big_blind, locale),
            texts.chips_text(snapshot.chips_in_play, locale),
            snapshot.prize_pool or "—",
        )
        for label, value in zip(self.stat_values, values, strict=True):
            label.setText(value)
        self.name.setText(snapshot.tournament_name)
        self.payouts.set_rows(snapshot.payouts)
        news = [self._hint, self._error, *snapshot.messages]
        self.messages.setText("   •   ".join(line for line in news if line))

    def _apply_theme(self) -> None:
        theme = self._theme
        for part in (self.name, self.blinds, self.ante, *self.stat_values):
            part.set_colours(theme.text)
        for part in (self.wall_clock, self.game, self.next_level, self.messages):
            part.set_colours(theme.muted)
        for part in (*self.stat_captions, self.payouts_caption):
            part.set_colours(theme.muted)
        self.banner.set_colours(theme.on_danger, theme.danger)
        self.paused_badge.set_colours(theme.warning, theme.overlay)
        self.payouts.set_colours(theme.text, theme.muted)

    # ------------------------------------------------------------------ geometry

    def _relayout(self) -> None:
        banner = bool(self.banner.text())
        layout = compute_layout(self.width(), self.height(), banner=banner)
        self._layout = layout
        self.name.setGeometry(layout.name)
        self.wall_clock.setGeometry(layout.wall_clock)
        self.banner.setGeometry(layout.banner)
        self.banner.setVisible(banner)
        for part, rect in zip(
            (self.title, self.game, self.digits, self.blinds, self.ante, self.next_level),
            (layout.parts[key] for key in ("title", "game", "digits", "blinds", "ante", "next")),
            strict=True,
        ):
            part.setGeometry(rect)
        self.blinds.setGeometry(_notice_rect(layout.parts["blinds"]))
        digits = layout.parts["digits"]
        badge_w, badge_h = round(digits.width() * 0.5), round(digits.height() * 0.32)
        self.paused_badge.setGeometry(
            digits.center().x() - badge_w // 2, digits.center().y() - badge_h // 2, badge_w, badge_h
        )
        self.paused_badge.raise_()
        for (caption_rect, value_rect), caption, value in zip(
            layout.stats, self.stat_captions, self.stat_values, strict=True
        ):
            caption.setGeometry(caption_rect)
            value.setGeometry(value_rect)
        self.payouts_caption.setGeometry(layout.payouts_caption)
        self.payouts.setGeometry(layout.payouts)
        self.payouts.set_row_height(layout.row_height)
        self.messages.setGeometry(layout.messages)
        self.update()

    # ------------------------------------------------------------------ timing

    def _schedule(self) -> None:
        if self.isVisible():
            self._timer.start(next_flip_ms(self._reading))

    def _tick(self) -> None:
        self.refresh()
        self._schedule()

    def _clear_hint(self) -> None:
        self._hint = ""
        self.refresh()

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

    def changeEvent(self, event) -> None:  # type: ignore[no-untyped-def]
        """Follow full-screen changes: hide the mouse pointer and show how to leave."""
        super().changeEvent(event)
        if event.type() != event.Type.WindowStateChange:
            return
        full = self.isFullScreen()
        if full:
            self.setCursor(Qt.CursorShape.BlankCursor)
            self._hint = self.tr("Press Esc to leave full screen")
            self._hint_timer.start(_HINT_MS)
        else:
            self.unsetCursor()
            self._hint = ""
        self.refresh()
        self.fullscreen_changed.emit(full)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc leaves full screen; F11 or F toggles it; T switches the theme."""
        key = event.key()
        if key == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        elif key in {Qt.Key.Key_F11, Qt.Key.Key_F}:
            self.toggle_fullscreen()
        elif key == Qt.Key.Key_T:
            self.toggle_theme()
        else:
            super().keyPressEvent(event)

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        """A double click toggles full screen."""
        self.toggle_fullscreen()

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


def _notice_rect(rect: QRect) -> QRect:
    """The blinds line, inset a little so the colour-up notice's background breathes."""
    inset = round(rect.height() * 0.08)
    return rect.adjusted(rect.width() // 14, inset, -(rect.width() // 14), -inset)
