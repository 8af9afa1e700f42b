"""What the Players tab's buttons do: each one is a command handed to the session.

The controller decides, the tab only lays out. Every action is a typed command
(:mod:`tourney.core.commands`, the same a paired phone sends) performed through
:meth:`~tourney.gui.session.Session.perform`, so a refusal (the domain's sentence) reaches
the status bar through :attr:`~tourney.gui.session.Session.refused` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from tourney.domain.entries.players import Player as DomainPlayer
from tourney.domain.errors import DomainError
from tourney.domain.log.payloads import Bust, TablePositions
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language, refusal
from tourney.gui.session import Session
from tourney.persistence.errors import PersistenceError
from tourney.persistence.search_text import fold

if TYPE_CHECKING:  # the player database's module loads when it is first searched
    from tourney.gui.players.merge_target import MergeTarget
    from tourney.persistence.players_repo import Player as Candidate  # a player of the library

__all__ = ["PlayersController"]


class PlayersController(QObject):
    """Registers players and records rebuys, add-ons, re-entries and bust-outs."""

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session

    # ----------------------------------------------------------------- the library

    def candidates(self, text: str, *, limit: int = 12) -> list[Candidate]:
        """Players of the library whose name contains ``text`` (accents and case ignored)."""
        try:
            players = self.session.library.players
            return players.search(text, limit=limit, language=current_language())
        except PersistenceError:
            return []

    # ----------------------------------------------------------------- registration

    def register_name(self, text: str, *, player_id: int | None = None) -> bool:
        """Register the player typed (or picked) in the registration box.

        A player picked from the completion (``player_id``) or found by the same name is
        registered; a busted player buys a re-entry instead; a new name is added to the
        library first, but only once the registration is known to be allowed (the service
        does all three: :class:`~tourney.core.commands.Register`).

        Returns:
            Whether an entry was stored.
        """
        from tourney.core import commands as c  # loaded with the first command

        name = " ".join(text.split())
        if not name:
            if self.session.state is None:
                self.session.refused.emit(self.tr("No tournament is open."))
            return False
        return self.session.perform(c.Register(name=name, player_id=player_id)) is not None

    def re_enter_player(self, player_id: int) -> bool:
        """A re-entry for a player who busted out."""
        from tourney.core import commands as c  # loaded with the first command

        return self.session.perform(c.ReEnter(player_id=player_id)) is not None

    def re_enter(self, number: int) -> bool:
        """A re-entry for the player of (busted) entry ``number``."""
        state = self.session.state
        if state is None or number not in state.entries:
            return False
        return self.re_enter_player(state.entries[number].player_id)

    def re_entry_refusal(self, number: int) -> str | None:
        """Why a re-entry for the player of (busted) entry ``number`` would be refused now.

        ``None`` when it would not be; else the re-entry period is over, the event finished…
        """
        from tourney.core import commands as c  # loaded with the first command

        state = self.session.state
        if state is None or number not in state.entries:
            return None
        return self.session.refusal(c.ReEnter(player_id=state.entries[number].player_id))

    def close_late_registration(self) -> bool:
        """Close late registration and re-entries now, whatever the level (undoable)."""
        from tourney.core import commands as c  # loaded with the first command

        return self.session.perform(c.CloseLateRegistration()) is not None

    def unregister(self, number: int) -> bool:
        """Take back entry ``number`` (only before play starts)."""
        from tourney.core import commands as c  # loaded with the first command

        return self.session.perform(c.Unregister(entry=number)) is not None

    # ----------------------------------------------------------------- rebuys, add-ons

    def rebuy(self, number: int, *, stack: int) -> bool:
        """A rebuy for entry ``number``, whose player now holds ``stack`` chips."""
        from tourney.core import commands as c  # loaded with the first command

        return self.session.perform(c.Rebuy(entry=number, stack=stack)) is not None

    def rebuy_refusal(self, number: int) -> str | None:
        """Why a rebuy for entry ``number`` would be refused now, whatever its stack.

        ``None`` when it would not be; else the rebuy period is over, the limit is reached…
        """
        from tourney.core import commands as c  # loaded with the first command

        return self.session.refusal(c.Rebuy(entry=number, stack=0))

    def add_ons_refusal(self, numbers: Sequence[int]) -> str | None:
        """Why the add-on for ``numbers`` would be refused now, or ``None``."""
        from tourney.core import commands as c  # loaded with the first command

        return self.session.refusal(c.AddOn(entries=tuple(numbers)))

    def add_on(self, number: int) -> bool:
        """An add-on for entry ``number``."""
        return self.add_ons([number])

    def add_ons(self, numbers: Sequence[int]) -> bool:
        """The add-on for each of several entries, in one action (one undo).

        A refusal names the player at fault, and nothing is recorded.
        """
        from tourney.core import commands as c  # loaded with the first command

        return self.session.perform(c.AddOn(entries=tuple(numbers))) is not None

    # ----------------------------------------------------------------- names

    def same_name(self, name: str, *, besides: int) -> list[Candidate]:
        """The library's players called ``name`` (accents and case ignored), but ``besides``."""
        key = fold(name)
        if not key:
            return []
        return [
            player
            for player in self.candidates(name, limit=50)
            if fold(player.name) == key and player.id != besides
        ]

    def record(self, player_id: int) -> Candidate | None:
        """The library's record that ``player_id`` stands for today (following merges)."""
        try:
            return self.session.library.players.resolve(player_id)
        except PersistenceError:
            return None

    def merge_target(self, player_id: int, name: str, picked: int | None) -> MergeTarget | None:
        """The record that player ``player_id`` would be merged into, for the name typed.

        A player picked from the completion (``picked``), else the first record of the
        player database with that very name (accents and case ignored); ``None`` when the
        name is nobody else's.
        """
        state = self.session.state
        record = self.record(picked) if picked is not None else None
        if record is None:
            same = self.same_name(name, besides=player_id)
            record = same[0] if same else None
        if state is None or record is None or record.id == player_id:
            return None
        playing = next((e.number for e in state.entries_of(record.id) if e.active), None)
        from tourney.domain.entries.actions import check_merge_player  # loads with the first act
        from tourney.gui.players.merge_target import MergeTarget  # the rename dialog's

        why = None
        try:
            check_merge_player(state, player_id, self._kept(state, record))
        except DomainError as exc:
            why = refusal(exc)
        return MergeTarget(record, record.id in state.players, playing, why)

    @staticmethod
    def _kept(state: TournamentState, record: Candidate) -> DomainPlayer:
        """The kept player as the tournament knows it (or as the database does)."""
        return state.players.get(record.id) or DomainPlayer(record.id, record.name, record.nickname)

    def rename(self, player_id: int, name: str, *, nickname: str) -> bool:
        """Correct a player's name and nickname: in the tournament and the player database."""
        from tourney.core import commands as c  # loaded with the first command

        command = c.RenamePlayer(player_id=player_id, name=name, nickname=nickname)
        return self.session.perform(command) is not None

    def merge(self, duplicate: int, keep: int) -> bool:
        """Fold player ``duplicate`` (a typo's record) into the library's record ``keep``.

        The tournament's entries of the duplicate are the kept player's from then on, and the
        player database merges the two records, in the same transaction.
        """
        from tourney.core import commands as c  # loaded with the first command

        session = self.session
        state = session.state
        record = self.record(keep)
        if state is None or record is None:
            session.refused.emit(self.tr("That player is not in the player database."))
            return False
        return session.perform(c.MergePlayers(duplicate=duplicate, keep_id=record.id)) is not None

    # ----------------------------------------------------------------- bust-outs

    def bust_out(self, busts: Sequence[Bust], *, positions: Sequence[TablePositions] = ()) -> bool:
        """Record one hand's bust-outs (several players with their starting stacks).

        ``positions`` are that hand's button and blinds at their tables, as the director
        confirmed them in the dialog.
        """
        from tourney.core import commands as c  # loaded with the first command

        command = c.BustOut(busts=tuple(busts), positions=tuple(positions))
        return self.session.perform(command) is not None
