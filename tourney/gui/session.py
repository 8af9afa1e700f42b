"""The GUI's one link to the open library and tournament: every director action goes here.

The session is the window's face of the Qt-free core service
(:class:`~tourney.core.service.TournamentService`), which the command line and the room's
server use too. Widgets never call storage or the domain's actions themselves: a controller
hands a typed command (:mod:`tourney.core.commands`, the same a paired phone sends) to
:meth:`Session.perform`, which the service stores (it is on disk when ``perform`` returns);
every change the service makes, whoever asked for it, is told to every view through
:attr:`Session.state_changed`. A refused action changes nothing and is
reported through :attr:`Session.refused` in the window's language, never a traceback.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from tourney.base.messages import Lowered
from tourney.base.refusals import refusal_text
from tourney.core.results import Performed, Refused, Result

if TYPE_CHECKING:  # the commands (and every action module) load with the first command
    from tourney.core.commands import Command
from tourney.core.service import Change, TournamentService
from tourney.domain.errors import DomainError
from tourney.domain.log.events import Event
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

__all__ = ["FOLLOW_MS", "Session", "load_for_actions"]

FOLLOW_MS = 1000
"""How often a read-only window reads what the writing Tourney stored (milliseconds)."""


def load_for_actions() -> None:
    """Load the commands and the actions' rules behind them (some 40 ms of modules).

    The first screen does not need them; the window calls this the moment after it has
    painted, so that the director's first click (a bust-out, a registration) does not wait
    for them.
    """
    import tourney.core.commands  # noqa: F401


class Session(QObject):
    """The open library and the tournament being run.

    Signals:
        state_changed: The tournament's state changed (an action, undo, redo, another
            tournament opened, or an action from a paired device). Views re-read
            :attr:`state`.
        performed(str): An action was stored; the text is its label in the window's language
            ("Bust-out of Ann, 9th", "Eliminazione di Ann, 9°").
        refused(str): An action was refused or could not be stored; the text says why.
        tournament_opened(int): Another tournament was opened (its library id).
    """

    state_changed = Signal()
    performed = Signal(str)
    refused = Signal(str)
    tournament_opened = Signal(int)

    def __init__(
        self,
        library: Library,
        tournament: OpenTournament | None = None,
        *,
        clock: Callable[[], float] = time.time,
        rng: random.Random | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.service = TournamentService(library, tournament, clock=clock, rng=rng)
        self._start()

    @classmethod
    def of(cls, service: TournamentService, *, parent: QObject | None = None) -> Session:
        """The window's session on an open ``service``."""
        session = cls.__new__(cls)
        QObject.__init__(session, parent)
        session.service = service
        session._start()
        return session

    def _start(self) -> None:
        self.service.subscribe(self._changed)
        self._follow_failed = False
        self.follow_timer: QTimer | None = None
        if self.service.read_only:  # the read-only window follows the Tourney that writes
            self.follow_timer = QTimer(self)
            self.follow_timer.setInterval(FOLLOW_MS)
            self.follow_timer.timeout.connect(self.follow)
            self.follow_timer.start()

    @property
    def read_only(self) -> bool:
        """Whether nothing can be changed here: the library was opened only to read."""
        return self.service.read_only

    def follow(self) -> bool:
        """Read what the Tourney writing the library stored since (read-only); changed?"""
        try:
            changed = self.service.refresh()
        except (DomainError, PersistenceError) as error:
            if not self._follow_failed:  # said once, tried again at each tick
                self._follow_failed = True
                self.refused.emit(refusal_text(error, current_language()))
            return False
        self._follow_failed = False
        return changed

    @property
    def library(self) -> Library:
        """The open library."""
        return self.service.library

    @property
    def tournament(self) -> OpenTournament | None:
        """The open tournament, or ``None``."""
        return self.service.tournament

    @property
    def rng(self) -> random.Random:
        """The randomness of draws (a seeded generator in tests)."""
        return self.service.rng

    @property
    def state(self) -> TournamentState | None:
        """The open tournament's state, or ``None`` when none is open."""
        return self.service.state

    def now(self) -> float:
        """The current time in seconds since the epoch (a fake clock in tests)."""
        return self.service.now()

    def open_tournament(self, tournament_id: int) -> bool:
        """Open another tournament of the library; returns whether it worked."""
        refused = self.service.open_tournament(tournament_id)
        if refused is not None:
            self.refused.emit(refused.translated(current_language()))
            return False
        return True

    def create_tournament(self, setup: TournamentSetup) -> int | None:
        """Create a tournament with ``setup`` and run it.

        Returns:
            Its id; ``None`` (and :attr:`refused`) when it cannot be stored.
        """
        try:
            created = self.service.create_tournament(setup)
        except (DomainError, PersistenceError) as error:
            self.refused.emit(refusal_text(error, current_language()))
            return None
        return created.tournament_id

    def close_tournament(self) -> None:
        """Run no tournament (the library stays open)."""
        self.service.close_tournament()

    @contextmanager
    def refusals_collected(self) -> Iterator[list[str]]:
        """Collect what the session refuses inside the block (it reports by signal, not raising).

        A dialog that performs an action through the session reads the list afterwards to show
        the refusal in place.
        """
        messages: list[str] = []
        self.refused.connect(messages.append)
        try:
            yield messages
        finally:
            self.refused.disconnect(messages.append)

    def perform(self, command: Command) -> Event | None:
        """Store and apply one director command; ``None`` (and :attr:`refused`) if refused."""
        return self._told(self.service.perform(command))

    def refusal(self, command: Command) -> str | None:
        """Why ``command`` would be refused now, in the window's language, or ``None``.

        Nothing changes: see :meth:`TournamentService.refusal`.
        """
        refused = self.service.refusal(command)
        return None if refused is None else refused.translated(current_language())

    def undo(self) -> Event | None:
        """Undo the last undoable action (refused when there is none)."""
        from tourney.core.commands import Undo

        return self._told(self.service.perform(Undo()))

    def redo(self) -> Event | None:
        """Redo the last undone action (refused when there is none)."""
        from tourney.core.commands import Redo

        return self._told(self.service.perform(Redo()))

    def _told(self, result: Result) -> Event | None:
        if isinstance(result, Refused):
            self.refused.emit(result.translated(current_language()))
            return None
        assert isinstance(result, Performed)
        self.performed.emit(self._done_text(result.event))
        return result.event

    def _done_text(self, event: Event) -> str:
        """What the status bar says was done: the action's label, an undo or redo as such.

        The Edit menu's "Undo rebuy for Ann" is what the key will do; once done, the status
        bar says "Undone: rebuy for Ann" (in Italian, "Annulla rebuy per Ann" read like the
        button).
        """
        language = current_language()
        kind = event.payload.KIND
        state = self.state
        if kind not in {"undo", "redo"} or state is None:
            return event.label.translated(language)
        target: int = event.payload.target  # type: ignore[attr-defined]
        action = Lowered(state.log[target - 1].told).translated(language)
        done = self.tr("Undone: %1") if kind == "undo" else self.tr("Redone: %1")
        return done.replace("%1", action)

    def _changed(self, change: Change) -> None:
        """Every change of the service, whoever made it: the views read the state again.

        An action from a paired phone is said in the status bar as the history says it
        ("Bust-out of Ann Miller, 25th — from the floor phone 'Table 2'").
        """
        if change.event is None and change.tournament_id is not None:
            self.tournament_opened.emit(change.tournament_id)
        self.state_changed.emit()
        if change.event is not None and change.event.origin is not None:
            self.performed.emit(change.event.told.translated(current_language()))
