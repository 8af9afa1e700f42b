"""The director's clock strip: a small live clock and big buttons for the clock actions.

The live clock (level, blinds, time left, what comes next) is read from the domain clock
(``state.clock.reading(now)``) at each repaint; it keeps no time of its own. A single-shot
timer wakes it when the digits next change, and only while the strip is visible. Blinds and
chips are written with the window's language's marks (:func:`tourney.gui.numbers.number_locale`)
unless a locale is given. A paused clock shows Tourney's own pause icon beside the time (a
font's "⏸" is an empty box on some systems). Once the tournament is finished the strip says
so and who won, and :attr:`ClockPanel.status` says it in the status bar.

The words come first: where the toolbar is short (a laptop's window, Italian or Romanian
names), the level buttons write their names on two lines, then show only their icons (the
name in the tooltip), before the next level's blinds and ante are shortened with "…".
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QEvent, QLocale, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QActionEvent, QFont, QHideEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QToolButton, QVBoxLayout, QWidget

from tourney.domain.levels.clock_events import ClockReading
from tourney.domain.levels.structure import Level
from tourney.gui.clock_actions import ClockActions
from tourney.gui.display import texts
from tourney.gui.display.repaint import next_flip_ms
from tourney.gui.icons import action_icon
from tourney.gui.numbers import number_locale
from tourney.gui.session import Session

__all__ = ["ClockPanel"]

_BUTTON_HEIGHT = 48
_ICON = 24
_STATUS_STYLE = "QLabel { font-weight: bold; padding: 0 6px; }"


class ClockPanel(QWidget):
    """The live clock and the clock buttons, side by side."""

    def __init__(
        self,
        session: Session,
        actions: ClockActions,
        *,
        locale: QLocale | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.clock_actions = actions
        self._locale = locale
        self._reading: ClockReading | None = None
        self._fitted: tuple[object, ...] = ()
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._tick)
        self._build()
        session.state_changed.connect(self._tick)
        self.refresh()

    def _build(self) -> None:
        self.time_left = QLabel("—")
        font = QFont(self.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        font.setStyleHint(QFont.StyleHint.Monospace)
        self.time_left.setFont(font)
        self.time_left.setMinimumWidth(self.time_left.fontMetrics().horizontalAdvance("00:00:00"))
        self.time_left.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.paused_icon = QLabel()
        self.paused_icon.setPixmap(action_icon("pause").pixmap(_ICON, _ICON))
        self.paused_icon.setToolTip(self.tr("The clock is paused"))
        self.paused_icon.hide()
        self.status = QLabel()
        self.status.setStyleSheet(_STATUS_STYLE)
        self.status.hide()
        self.title = QLabel()
        bold = QFont(self.font())
        bold.setBold(True)
        self.title.setFont(bold)
        self.blinds = QLabel()
        self.next = ShortenedLabel()  # the longest line: it gives way to the buttons
        self.next.setStyleSheet("color: palette(mid);")
        words = QVBoxLayout()
        words.setSpacing(0)
        words.addWidget(self.title)
        words.addWidget(self.blinds)
        words.addWidget(self.next)
        self._words = words
        self.buttons: list[ClockButton] = []
        layout = QHBoxLayout(self)
        self._layout = layout
        layout.setContentsMargins(6, 2, 6, 2)
        layout.addWidget(self.time_left)
        layout.addWidget(self.paused_icon)
        layout.addSpacing(8)
        layout.addLayout(words, 1)  # the room the toolbar has left: the next line shows whole
        layout.addSpacing(16)
        actions = self.clock_actions
        compact = {actions.previous_level, actions.next_level, actions.restart}
        for action in actions.all():
            button = ClockButton(action, compact=action in compact)
            button.setMinimumHeight(_BUTTON_HEIGHT)
            button.setMinimumWidth(_BUTTON_HEIGHT + 16)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            self.buttons.append(button)
            layout.addWidget(button)
        self.buttons[0].setMinimumWidth(120)
        # the panel takes the toolbar's spare width (its words take it, the buttons stay at
        # the right end), and gives it back before a button has to leave the toolbar
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    # ----------------------------------------------------------------- reading

    def reading(self) -> ClockReading | None:
        """The reading shown (``None`` without a tournament)."""
        return self._reading

    def refresh(self) -> None:
        """Read the domain clock now and show it."""
        self._show_reading()
        self._fit_buttons()

    def _show_reading(self) -> None:
        state = self.session.state
        reading = state.clock.reading(self.session.now()) if state is not None else None
        changed_item = (
            reading is None or self._reading is None or reading.index != self._reading.index
        )
        running_changed = (
            reading is not None
            and self._reading is not None
            and reading.running != self._reading.running
        )
        self._reading = reading
        finished = state is not None and state.finished
        self.status.setVisible(finished)
        self.paused_icon.setVisible(reading is not None and not reading.running and not finished)
        if reading is None:
            self.time_left.setText("—")
            self.title.setText(self.tr("No tournament"))
            self.blinds.setText("")
            self.next.setText("")
            return
        if state is not None and finished:
            self._show_finished(state.name(state.active()[0].number))
            return
        self.time_left.setText(texts.digits_text(reading))
        self.title.setText(texts.title_text(reading))
        item = reading.item
        locale = self._locale if self._locale is not None else number_locale()
        if isinstance(item, Level):
            blinds = texts.blinds_text(item, locale)
            ante = texts.ante_text(item, locale)
            self.blinds.setText(f"{blinds}  ·  {ante}" if ante else blinds)
        else:
            self.blinds.setText(texts.colour_up_text(item, locale))
        self.next.setText(texts.next_text(reading, locale))
        if changed_item or running_changed:
            self.clock_actions.refresh()

    def _show_finished(self, winner: str) -> None:
        """The tournament is over: say so, who won, and how to reopen it."""
        said = self.tr("Finished — winner {name}").format(name=winner)
        self.time_left.setText(self.tr("Finished"))
        self.title.setText(said)
        self.blinds.setText(self.tr("The clock has stopped."))
        self.next.setText(self.tr("Undo the last bust-out to reopen the tournament."))
        self.status.setText(said)

    # ----------------------------------------------------------------- fitting

    def _fit_buttons(self) -> None:
        """Name the level buttons as fully as leaves the words their whole width.

        Each line is measured whole (the next level's line too, however much of it shows);
        the buttons are given their names on one line, on two, or their icons only, the first
        of these with which the panel's width holds the words and the buttons side by side.
        """
        key = (  # what the fit depends on, compared as text: nothing is measured each tick
            self.width(),
            self.title.text(),
            self.blinds.text(),
            self.next.text(),
            len(self.time_left.text()),
            self.paused_icon.isVisibleTo(self),
            tuple(button.defaultAction().iconText() for button in self.buttons),
        )
        if key == self._fitted:
            return
        self._fitted = key
        need = max(
            self.title.sizeHint().width(),
            self.blinds.sizeHint().width(),
            self.next.whole_width(),
        )
        layout = self._layout
        for compactness in Compactness:
            for button in self.buttons:
                button.set_compactness(compactness)
            self._words.invalidate()
            layout.invalidate()
            beside = layout.sizeHint().width() - self._words.sizeHint().width()
            if beside + need <= self.width():
                return

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fit the buttons to the new width."""
        super().resizeEvent(event)
        self._fit_buttons()

    def timer_active(self) -> bool:
        """Whether the repaint timer runs (only while the strip is visible)."""
        return self._timer.isActive()

    def _schedule(self) -> None:
        if self.isVisible():
            self._timer.start(next_flip_ms(self._reading))

    def _tick(self) -> None:
        self.refresh()
        self._schedule()

    def showEvent(self, event: QShowEvent) -> None:
        """Start repainting."""
        super().showEvent(event)
        self.refresh()
        self._schedule()

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop repainting while nobody can see the strip."""
        self._timer.stop()
        super().hideEvent(event)


class Compactness(IntEnum):
    """How a level button is named: on one line, on two, or by its icon only."""

    ONE_LINE = 0
    TWO_LINES = 1
    ICON_ONLY = 2


class ClockButton(QToolButton):
    """A clock action's button, its name (the action's icon text) beside its icon.

    A ``compact`` button can give the clock's words room: its name broken on two lines
    ("Livello" over "successivo"), or its icon alone with the name in the tooltip. The other
    buttons (start/pause, the minutes) keep their names on one line.
    """

    def __init__(self, action: QAction, *, compact: bool) -> None:
        super().__init__()
        self._may_compact = compact
        self._compactness = Compactness.ONE_LINE
        self.setDefaultAction(action)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def compactness(self) -> Compactness:
        """How the button is named now."""
        return self._compactness

    def set_compactness(self, compactness: Compactness) -> None:
        """Name the button on one line, on two, or by its icon (a compact button only)."""
        if not self._may_compact:
            return
        self._compactness = compactness
        style = (
            Qt.ToolButtonStyle.ToolButtonIconOnly
            if compactness is Compactness.ICON_ONLY
            else Qt.ToolButtonStyle.ToolButtonTextBesideIcon
        )
        if self.toolButtonStyle() != style:
            self.setToolButtonStyle(style)
        self._show_name()

    def actionEvent(self, event: QActionEvent) -> None:
        """Keep the name's lines when the action changes (Qt writes it on one line again)."""
        super().actionEvent(event)
        if event.type() == QEvent.Type.ActionChanged:
            self._show_name()

    def _show_name(self) -> None:
        name = self.defaultAction().iconText()
        if self._compactness is not Compactness.ONE_LINE:
            name = two_lines(name)
        if self.text() != name:
            self.setText(name)


def two_lines(name: str) -> str:
    """``name`` on two lines, broken at its most even space.

    Args:
        name: A button's name, ``"Ricomincia il livello"``.

    Returns:
        ``"Ricomincia"`` over ``"il livello"``; a single word as it is.
    """
    words = name.split(" ")
    if len(words) < 2:
        return name
    cuts = range(1, len(words))
    cut = min(cuts, key=lambda i: abs(len(" ".join(words[:i])) - len(" ".join(words[i:]))))
    return " ".join(words[:cut]) + "\n" + " ".join(words[cut:])


class ShortenedLabel(QLabel):
    """One line that ends in "…" where the room is short; the whole line is its tooltip.

    The clock panel's next-level line ("Next: Level 5: 500 / 1,000, big-blind ante 1,000")
    is long once there is an ante. It takes the room the toolbar has to spare and is
    shortened only where there is none: it no longer widens the panel until the clock's
    buttons give way (in Italian, "Live…ente" at a laptop's width).
    """

    def __init__(self) -> None:
        super().__init__()
        self._whole = ""

    def setText(self, text: str) -> None:
        """Show ``text``, shortened to the room there is (the same text: nothing to do)."""
        if text == self._whole:
            return
        self._whole = text
        self.setToolTip(text)
        self._fit()
        self.updateGeometry()

    def text(self) -> str:
        """The whole line, however much of it shows."""
        return self._whole

    def whole_width(self) -> int:
        """The width the whole line needs."""
        return self.fontMetrics().horizontalAdvance(self._whole) + 2

    def sizeHint(self) -> QSize:
        """Room for a few letters and the "…": the line takes the width its column has."""
        metrics = self.fontMetrics()
        width = min(metrics.horizontalAdvance(self._whole), metrics.horizontalAdvance("M" * 8))
        return QSize(width + 2, metrics.height())

    def minimumSizeHint(self) -> QSize:
        """As :meth:`sizeHint`."""
        return self.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Shorten the line again to its new width."""
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = self.fontMetrics().elidedText(
            self._whole, Qt.TextElideMode.ElideRight, self.width()
        )
        super().setText(shown)
