"""What the open-tournament dialog does to the library: list, open, copy, rename, delete.

Every change goes through here and is refused with a message (never a traceback) when
storage or the domain refuses it; a refused change leaves the library as it was.
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QObject, Signal

from tourney.core.commands import RenameTournament
from tourney.domain.errors import DomainError
from tourney.domain.log.reducer import replay
from tourney.gui.language import refusal
from tourney.gui.session import Session
from tourney.gui.tournaments.catalog import Catalog, TournamentRow
from tourney.gui.tournaments.setup_form import next_night
from tourney.persistence.errors import PersistenceError
from tourney.persistence.open_tournament import OpenTournament, create_tournament

__all__ = ["TournamentsController"]

_Refusal = (DomainError, PersistenceError)


class TournamentsController(QObject):
    """The library's tournaments for the open-tournament dialog.

    Signals:
        rows_changed: :attr:`rows` was re-read (after any change).
        failed(str): An action was refused; the text says why.
    """

    rows_changed = Signal()
    failed = Signal(str)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._catalog = Catalog(session.library)
        self.rows: list[TournamentRow] = []

    def refresh(self) -> None:
        """Re-read the list (most recently changed first)."""
        try:
            self.rows = self._catalog.rows()
        except PersistenceError as exc:
            self.failed.emit(refusal(exc))
            return
        self.rows_changed.emit()

    def row(self, tournament_id: int) -> TournamentRow | None:
        """The listed tournament with that id."""
        return next((row for row in self.rows if row.id == tournament_id), None)

    def open(self, tournament_id: int) -> bool:
        """Open the tournament in the session; ``False`` (and :attr:`failed`) if it cannot be."""
        with self.session.refusals_collected() as messages:
            opened = self.session.open_tournament(tournament_id)
        if not opened:
            self.failed.emit(
                messages[0]
                if messages
                else QCoreApplication.translate("Tournaments", "The tournament cannot be opened.")
            )
        return opened

    def duplicate_for(self, tournament_id: int, *, name: str, day: date) -> int | None:
        """A new tournament with the same setup for another night: no entries, no clock.

        The setup is the tournament's current one (with any change made while it ran), so
        "the same again next Friday" gets the structure, buy-ins, tables and payouts the
        director ended with.
        """
        try:
            state = replay(self.session.library.events.events(tournament_id))
            setup = next_night(state.setup, name=name, day=day)
            created = create_tournament(self.session.library, setup, now=self.session.now())
        except _Refusal as exc:
            self.failed.emit(refusal(exc))
            return None
        self.refresh()
        return created.tournament_id

    def exact_copy(self, tournament_id: int, *, name: str) -> int | None:
        """A copy with everything that happened (entries, clock, log), under a new name."""
        try:
            new_id = self.session.library.events.duplicate(tournament_id, name=name)
        except _Refusal as exc:
            self.failed.emit(refusal(exc))
            return None
        self.refresh()
        return new_id

    def rename(self, tournament_id: int, name: str) -> bool:
        """Give the tournament another name: in its setup (screens, prints) and in the list."""
        name = name.strip()
        if not name:
            self.failed.emit(
                QCoreApplication.translate("Tournaments", "A tournament needs a name.")
            )
            return False

        command = RenameTournament(name=name)
        try:
            if self.is_open(tournament_id):
                with self.session.refusals_collected() as messages:
                    if self.session.perform(command) is None:
                        self.failed.emit(
                            messages[0]
                            if messages
                            else QCoreApplication.translate("Tournaments", "Renaming failed.")
                        )
                        return False
            else:
                library, now, rng = self.session.library, self.session.now(), self.session.rng
                other = OpenTournament.open(library, tournament_id)  # not the one being run
                other.perform(lambda state: command.event(state, now, rng))
        except _Refusal as exc:
            self.failed.emit(refusal(exc))
            return False
        self.refresh()
        return True

    def is_open(self, tournament_id: int) -> bool:
        """Whether the session is running this tournament."""
        current = self.session.tournament
        return current is not None and current.tournament_id == tournament_id

    def delete(self, tournament_id: int) -> bool:
        """Delete the tournament and its log (refused for the one that is open)."""
        if self.is_open(tournament_id):
            self.failed.emit(
                QCoreApplication.translate(
                    "Tournaments", "This tournament is open; open another one before deleting it."
                )
            )
            return False
        try:
            self.session.library.events.delete(tournament_id)
        except _Refusal as exc:
            self.failed.emit(refusal(exc))
            return False
        self.refresh()
        return True
