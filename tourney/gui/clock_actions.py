"""The clock's director actions as Qt actions, shared by the toolbar, the menu and the keys.

Each action hands a clock command (:mod:`tourney.core.commands`, the same a paired phone
sends) to the session; the domain refuses what cannot be done ("The clock is already
running.") and the refusal reaches the status bar. :meth:`ClockActions.refresh`
names the start/pause action after what it will do and greys out the level steps at the
ends of the structure, and every clock action once the tournament is finished.
"""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from tourney.gui.icons import action_icon
from tourney.gui.session import Session

__all__ = ["ClockActions"]


class ClockActions(QObject):
    """Start/pause, one minute more or less, previous/next level, restart the level.

    Attributes:
        toggle: Start, pause or resume the clock.
        minus_minute: Take a minute away from the current level.
        plus_minute: Add a minute to the current level.
        previous_level: Go back to the previous item of the structure.
        next_level: Go on to the next item.
        restart: Start the current item again with its full time.
    """

    def __init__(self, session: Session, parent: QWidget) -> None:
        super().__init__(parent)
        self.session = session
        self.toggle = QAction(action_icon("play"), self.tr("Start"), parent)
        self.toggle.triggered.connect(self.start_or_pause)
        self.minus_minute = QAction(self.tr("−1 min"), parent)
        self.minus_minute.setToolTip(self.tr("Take a minute away from the current level"))
        self.minus_minute.triggered.connect(lambda: self.adjust(-60))
        self.plus_minute = QAction(self.tr("+1 min"), parent)
        self.plus_minute.setToolTip(self.tr("Add a minute to the current level"))
        self.plus_minute.triggered.connect(lambda: self.adjust(60))
        self.previous_level = QAction(action_icon("previous"), self.tr("Previous level"), parent)
        self.previous_level.triggered.connect(lambda: self.step(-1))
        self.next_level = QAction(action_icon("next"), self.tr("Next level"), parent)
        self.next_level.triggered.connect(lambda: self.step(1))
        self.restart = QAction(action_icon("restart"), self.tr("Restart level"), parent)
        self.restart.triggered.connect(self.restart_level)
        session.state_changed.connect(self.refresh)
        self.refresh()

    def all(self) -> tuple[QAction, ...]:
        """Every clock action, in toolbar order."""
        return (
            self.toggle,
            self.minus_minute,
            self.plus_minute,
            self.previous_level,
            self.next_level,
            self.restart,
        )

    # ----------------------------------------------------------------- doing

    def start_or_pause(self) -> bool:
        """Pause a running clock, start (or resume) a paused one."""
        from tourney.core import commands as c  # loaded with the first command

        session = self.session
        state = session.state
        running = state is not None and state.clock.reading(session.now()).running
        return session.perform(c.PauseClock() if running else c.StartClock()) is not None

    def adjust(self, seconds: int) -> bool:
        """Add ``seconds`` to the current item (negative: take them away)."""
        from tourney.core import commands as c

        return self.session.perform(c.AdjustClock(seconds=seconds)) is not None

    def step(self, by: int) -> bool:
        """Go ``by`` items forward (1) or back (-1) in the structure.

        An item the clock was taken away from by a step gets back the time it had left, so a
        Next level pressed by mistake is undone exactly by Previous level (and the other way
        round); an item not left that way starts with its full time.
        """
        from tourney.core import commands as c

        session = self.session
        state = session.state
        if state is None:
            return session.perform(c.StartClock()) is not None  # refused: no tournament open
        index = state.index_at(session.now()) + by
        return session.perform(c.JumpTo(index=index, resume=True)) is not None

    def restart_level(self) -> bool:
        """Start the current item again with its full time."""
        from tourney.core import commands as c

        return self.session.perform(c.RestartLevel()) is not None

    # ----------------------------------------------------------------- showing

    def refresh(self) -> None:
        """Name the start/pause action and enable what can be done now."""
        state = self.session.state
        for action in self.all():
            action.setEnabled(state is not None)
        if state is None:
            return
        reading = state.clock.reading(self.session.now())
        if reading.running:
            self.toggle.setText(self.tr("Pause"))
            self.toggle.setIcon(action_icon("pause"))
        else:
            self.toggle.setText(self.tr("Resume") if state.started else self.tr("Start"))
            self.toggle.setIcon(action_icon("play"))
        self.previous_level.setEnabled(reading.index > 0)
        self.next_level.setEnabled(reading.next_index is not None)
        if state.finished:  # the last bust-out stopped the clock; undoing it gives it back
            for action in self.all():
                action.setEnabled(False)
