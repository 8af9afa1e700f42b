"""Finds the clock's events as they happen, for the chimes and the voice.

The domain clock raises an event once, at its exact millisecond, when a copy of it is
advanced past that moment (:meth:`~tourney.domain.levels.clock.ClockState.advance`). The
:class:`ClockWatcher` keeps such a copy (:class:`~tourney.core.moments.ClockMoments`, which
the room's server runs too) and advances it to the session's ``now`` on a timer that runs
only while one of the watched windows is visible; whatever it raises is emitted once. When
the director changes the clock (next level, start), the stored clock already contains the
change, so the watcher raises the start of the new item itself.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer, Signal
from PySide6.QtWidgets import QWidget
from shiboken6 import isValid

from tourney.core.moments import ClockMoments
from tourney.domain.levels.clock_events import ClockEvent
from tourney.gui.session import Session

__all__ = ["ClockWatcher"]

INTERVAL_MS = 200
"""How often the copy is advanced while a watched window is visible."""


class ClockWatcher(QObject):
    """Advances a copy of the clock to ``now`` and emits the events it raises.

    Signals:
        events_raised(object, object): The events (a tuple of
            :class:`~tourney.domain.levels.clock_events.ClockEvent`, in time order) and the
            :class:`~tourney.domain.levels.structure.Structure` they belong to.
    """

    events_raised = Signal(object, object)

    def __init__(
        self, session: Session, *, interval_ms: int = INTERVAL_MS, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.session = session
        self._moments = ClockMoments()
        self._watched: list[QWidget] = []
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        session.tournament_opened.connect(lambda _id: self.reset())
        session.state_changed.connect(self._state_changed)
        self.reset()

    # ----------------------------------------------------------------- watching

    def watch(self, widget: QWidget) -> None:
        """Run while ``widget`` (or another watched one) is visible."""
        self._watched.append(widget)
        widget.installEventFilter(self)
        widget.destroyed.connect(self._forget)
        self._update_timer()

    def _forget(self, gone: QObject | None = None) -> None:
        self._watched = [w for w in self._watched if isValid(w) and w is not gone]
        self._update_timer()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Start or stop the timer as the watched windows are shown and hidden."""
        if event.type() in {QEvent.Type.Show, QEvent.Type.Hide}:
            QTimer.singleShot(0, self, self._update_timer)
        return False

    def _update_timer(self) -> None:
        visible = any(isValid(w) and w.isVisible() for w in self._watched)
        if visible and not self._timer.isActive():
            self.check()
            self._timer.start()
        elif not visible:
            self._timer.stop()

    def active(self) -> bool:
        """Whether the timer runs (a watched window is visible)."""
        return self._timer.isActive()

    # ----------------------------------------------------------------- the clock

    def reset(self) -> None:
        """Take the open tournament's clock as it is now, raising nothing."""
        self._moments.reset(self.session.state, self.session.now())

    def check(self) -> tuple[ClockEvent, ...]:
        """Advance the copy to now; emit and return the events raised since the last check."""
        events, structure = self._moments.check(self.session.now())
        if events:
            self.events_raised.emit(events, structure)
        return events

    def _state_changed(self) -> None:
        self.check()
        events, structure = self._moments.changed(self.session.state, self.session.now())
        if events:
            self.events_raised.emit(events, structure)
