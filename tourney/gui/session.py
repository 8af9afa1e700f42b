"""The GUI's one link to the open library and tournament: every director action goes here.

Widgets never call storage or the domain's actions themselves: they hand an action to
:meth:`Session.perform`, which stores it (it is on disk when ``perform`` returns) and then
tells every view through :attr:`Session.state_changed`. A refused action changes nothing and
is reported through :attr:`Session.refused` with the domain's message, never a traceback.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal

from tourney.domain.errors import DomainError
from tourney.domain.log.events import Event
from tourney.domain.log.labels import label_message
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language, refusal
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

__all__ = ["Action", "Session"]

#: Builds a director action's event from the current state (``DomainError`` to refuse).
Action = Callable[[TournamentState], Event]


class Session(QObject):
    """The open library and the tournament being run.

    Signals:
        state_changed: The tournament's state changed (an action, undo, redo, or another
            tournament opened). Views re-read :attr:`state`.
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
        self.library = library
        self.tournament = tournament
        self._clock = clock
        self.rng = rng if rng is not None else random.Random()

    @property
    def state(self) -> TournamentState | None:
        """The open tournament's state, or ``None`` when none is open."""
        return self.tournament.state if self.tournament is not None else None

    def now(self) -> float:
        """The current time in seconds since the epoch (a fake clock in tests)."""
        return self._clock()

    def open_tournament(self, tournament_id: int) -> bool:
        """Open another tournament of the library; returns whether it worked."""
        try:
            self.tournament = OpenTournament.open(self.library, tournament_id, clock=self._clock)
        except (DomainError, PersistenceError) as exc:
            self.refused.emit(refusal(exc))
            return False
        self.tournament_opened.emit(tournament_id)
        self.state_changed.emit()
        return True

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

    def perform(self, action: Action) -> Event | None:
        """Store and apply one director action; ``None`` (and :attr:`refused`) if refused."""
        if self.tournament is None:
            self.refused.emit(self.tr("No tournament is open."))
            return None
        before = self.tournament.state
        try:
            event = self.tournament.perform(action)
        except (DomainError, PersistenceError) as exc:
            self.refused.emit(refusal(exc))
            return None
        self.performed.emit(_translated(before, event))
        self.state_changed.emit()
        return event

    def undo(self) -> Event | None:
        """Undo the last undoable action (refused when there is none)."""
        return self._history(undo=True)

    def redo(self) -> Event | None:
        """Redo the last undone action (refused when there is none)."""
        return self._history(undo=False)

    def _history(self, *, undo: bool) -> Event | None:
        if self.tournament is None:
            self.refused.emit(self.tr("No tournament is open."))
            return None
        before = self.tournament.state
        try:
            event = self.tournament.undo() if undo else self.tournament.redo()
        except (DomainError, PersistenceError) as exc:
            self.refused.emit(refusal(exc))
            return None
        self.performed.emit(_translated(before, event))
        self.state_changed.emit()
        return event


def _translated(before: TournamentState, event: Event) -> str:
    """``event``'s label in the application's language, its names read in ``before``.

    ``before`` is the state the action was made in: what its label was made from (an entry
    taken back is gone from the state after).
    """
    return label_message(before, event).translated(current_language())
