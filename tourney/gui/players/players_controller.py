"""What the Players tab's buttons do: each one is a domain action handed to the session.

The controller decides, the tab only lays out. Every action goes through
:meth:`~tourney.gui.session.Session.perform`, so a refusal (the domain's sentence) reaches
the status bar through :attr:`~tourney.gui.session.Session.refused` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject

from tourney.domain.entries.actions import (
    Bust,
    add_ons,
    bust_out,
    check_merge_player,
    check_register,
    merge_player,
    re_enter,
    rebuy,
    register,
    rename_player,
    unregister,
)
from tourney.domain.entries.players import Player as DomainPlayer
from tourney.domain.errors import DomainError
from tourney.domain.log.payloads import TablePositions
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language, refusal
from tourney.gui.session import Session
from tourney.persistence.errors import PersistenceError
from tourney.persistence.players_repo import Player as LibraryPlayer
from tourney.persistence.search_text import fold

__all__ = ["Candidate", "MergeTarget", "PlayersController"]

Candidate = LibraryPlayer
"""A player of the library offered by the registration box."""


@dataclass(frozen=True, slots=True)
class MergeTarget:
    """The player database's record a typed name stands for, when correcting a name.

    Attributes:
        record: The record (followed through earlier merges).
        here: Whether that player is in the open tournament.
        playing: Its entry still playing in the open tournament, if any.
        refusal: Why the merge would be refused (both still playing …), else ``None``.
    """

    record: Candidate
    here: bool
    playing: int | None
    refusal: str | None = None


def _public(player: LibraryPlayer) -> DomainPlayer:
    return DomainPlayer(player.id, player.name, player.nickname)


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
        library first, but only once the registration is known to be allowed.

        Returns:
            Whether an entry was stored.
        """
        name = " ".join(text.split())
        state = self.session.state
        if not name or state is None:
            if state is None:
                self.session.refused.emit(self.tr("No tournament is open."))
            return False
        found = self._find(name, player_id)
        if found is not None:
            entries = state.entries_of(found.id)
            if entries and not any(e.active for e in entries):
                return self.re_enter_player(found.id)
            return self._perform_register(_public(found))
        try:
            check_register(state, self._placeholder(state, name), self.session.now())
            added = self.session.library.players.add(name)
        except (DomainError, PersistenceError) as exc:
            self.session.refused.emit(refusal(exc))
            return False
        return self._perform_register(_public(added))

    def _find(self, name: str, player_id: int | None) -> LibraryPlayer | None:
        players = self.session.library.players
        try:
            if player_id is not None:
                return players.resolve(player_id)
            return players.find_same(name)
        except PersistenceError:
            return None

    @staticmethod
    def _placeholder(state: TournamentState, name: str) -> DomainPlayer:
        """A player with no entry here, to ask whether a registration is open at all."""
        return DomainPlayer(max(state.players, default=0) + 1, name)

    def _perform_register(self, player: DomainPlayer) -> bool:
        session = self.session
        event = session.perform(lambda s: register(s, player, session.now(), session.rng))
        return event is not None

    def re_enter_player(self, player_id: int) -> bool:
        """A re-entry for a player who busted out."""
        session = self.session
        event = session.perform(lambda s: re_enter(s, player_id, session.now(), session.rng))
        return event is not None

    def re_enter(self, number: int) -> bool:
        """A re-entry for the player of (busted) entry ``number``."""
        state = self.session.state
        if state is None or number not in state.entries:
            return False
        return self.re_enter_player(state.entries[number].player_id)

    def unregister(self, number: int) -> bool:
        """Take back entry ``number`` (only before play starts)."""
        session = self.session
        return session.perform(lambda s: unregister(s, number, session.now())) is not None

    # ----------------------------------------------------------------- rebuys, add-ons

    def rebuy(self, number: int, *, stack: int) -> bool:
        """A rebuy for entry ``number``, whose player now holds ``stack`` chips."""
        session = self.session
        event = session.perform(lambda s: rebuy(s, number, stack=stack, now=session.now()))
        return event is not None

    def add_on(self, number: int) -> bool:
        """An add-on for entry ``number``."""
        return self.add_ons([number])

    def add_ons(self, numbers: Sequence[int]) -> bool:
        """The add-on for each of several entries, in one action (one undo).

        A refusal names the player at fault, and nothing is recorded.
        """
        session = self.session
        chosen = tuple(numbers)
        return session.perform(lambda s: add_ons(s, chosen, session.now())) is not None

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
        session = self.session
        event = session.perform(
            lambda s: rename_player(s, player_id, name, nickname=nickname, now=session.now())
        )
        return event is not None

    def merge(self, duplicate: int, keep: int) -> bool:
        """Fold player ``duplicate`` (a typo's record) into the library's record ``keep``.

        The tournament's entries of the duplicate are the kept player's from then on, and the
        player database merges the two records, in the same transaction.
        """
        session = self.session
        state = session.state
        record = self.record(keep)
        if state is None or record is None:
            session.refused.emit(self.tr("That player is not in the player database."))
            return False
        kept = state.players.get(record.id) or DomainPlayer(record.id, record.name, record.nickname)
        event = session.perform(lambda s: merge_player(s, duplicate, kept, session.now()))
        return event is not None

    # ----------------------------------------------------------------- bust-outs

    def bust_out(self, busts: Sequence[Bust], *, positions: Sequence[TablePositions] = ()) -> bool:
        """Record one hand's bust-outs (several players with their starting stacks).

        ``positions`` are that hand's button and blinds at their tables, as the director
        confirmed them in the dialog.
        """
        session = self.session
        chosen, hands = tuple(busts), tuple(positions)
        event = session.perform(
            lambda s: bust_out(s, chosen, session.now(), positions=hands or None)
        )
        return event is not None
