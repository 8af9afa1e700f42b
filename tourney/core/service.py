"""The one way a tournament changes: commands in, results out, everybody told.

:class:`TournamentService` holds an open library and the tournament being run. The director's
window (through its Qt session), the command line and the room's server (phones and browser
TVs) all act through :meth:`~TournamentService.perform`, which

1. turns the command into the domain action's event (the rules refuse what is not allowed),
2. applies it to the state and stores it — on disk before anybody is told,
3. tells every subscriber what changed (:class:`Change`),

and answers :class:`~tourney.core.results.Performed` or
:class:`~tourney.core.results.Refused`, never an exception for a refusal. A command with an
``id`` is performed once: sent again (a phone retrying after a lost answer), it answers what
it did the first time. A command from a paired device carries its
:class:`~tourney.domain.log.events.Origin`, kept in the event ("from the floor phone").

Exactly one thread changes a tournament: the thread that made the service. Another thread
(the room's server) hands its commands to that one; :meth:`perform` refuses to run anywhere
else. Readers read :attr:`~TournamentService.state`, an immutable snapshot.

>>> import tempfile, pathlib
>>> from tourney.core.commands import StartClock
>>> path = pathlib.Path(tempfile.mkdtemp()) / "library.sqlite"
>>> service = TournamentService.open(path, clock=lambda: 1_742_000_000.0)
>>> _ = service.create_demo()
>>> result = service.perform(StartClock(id="a"))
>>> result.ok, result.translated("en")
(False, 'The clock is already running.')
>>> service.close()
"""

from __future__ import annotations

import random
import threading
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING

from tourney.core.results import Performed, Refused, Result
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.log.events import Event, Origin
from tourney.domain.log.history import META_KINDS
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState
from tourney.persistence.errors import PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import (
    OpenTournament,
    create_demo,
    create_tournament,
)

if TYPE_CHECKING:  # the commands (and every action module) load with the first command
    from tourney.core.commands import Command, MergePlayers, Register

__all__ = ["Change", "Clock", "TournamentService"]

Clock = Callable[[], float]
"""Gives "now" in seconds since the epoch (``time.time``; a fake clock in tests)."""

_BASES = 64
"""How many states before undoable actions are kept, so an undo replays from there."""


@dataclass(frozen=True, slots=True)
class Change:
    """What a subscriber is told after every change.

    Attributes:
        state: The tournament's state now (``None`` when no tournament is open).
        event: The event stored, or ``None`` when another tournament was opened.
        tournament_id: The open tournament's id, or ``None``.
    """

    state: TournamentState | None
    event: Event | None
    tournament_id: int | None


Subscriber = Callable[[Change], None]


class TournamentService:
    """An open library and the tournament being run (see the module docstring).

    Args:
        library: The library, open (for writing, unless only reading).
        tournament: The tournament to run, or ``None``.
        clock: Gives "now".
        rng: The randomness of seat draws, buttons and chip races.
    """

    def __init__(
        self,
        library: Library,
        tournament: OpenTournament | None = None,
        *,
        clock: Clock = time.time,
        rng: random.Random | None = None,
    ) -> None:
        self.library = library
        self._tournament = tournament
        self._clock = clock
        self.rng = rng if rng is not None else random.Random()
        self._subscribers: list[Subscriber] = []
        self._bases: OrderedDict[int, TournamentState] = OrderedDict()
        self._owner = threading.get_ident()

    @classmethod
    def open(
        cls,
        path: str | Path,
        *,
        read_only: bool = False,
        watch: bool = False,
        clock: Clock = time.time,
        rng: random.Random | None = None,
    ) -> TournamentService:
        """Open the library at ``path`` and its most recently changed tournament, if any.

        Args:
            path: The library.
            read_only: Refuse every command (nothing is changed).
            watch: Read-only, following another Tourney that writes the library
                (:meth:`refresh` reads what it stored since): the read-only window.
            clock: Gives "now".
            rng: The randomness of draws.

        Raises:
            PersistenceError: The library cannot be opened (the message says why).
            DomainError: Its latest tournament does not replay (the message names the event).
        """
        library = Library.open(path, read_only=read_only, watch=watch, clock=clock)
        service = cls(library, clock=clock, rng=rng)
        try:
            latest = library.events.tournaments()
            if latest:
                service._tournament = OpenTournament.open(library, latest[0].id, clock=clock)
        except (DomainError, PersistenceError):
            library.close()
            raise
        return service

    def close(self) -> None:
        """Close the library (its writer lock with it)."""
        self.library.close()

    # ----------------------------------------------------------------- reading

    @property
    def tournament(self) -> OpenTournament | None:
        """The open tournament, or ``None``."""
        return self._tournament

    @property
    def tournament_id(self) -> int | None:
        """The open tournament's id in the library, or ``None``."""
        return None if self._tournament is None else self._tournament.tournament_id

    @property
    def state(self) -> TournamentState | None:
        """The open tournament's state (an immutable snapshot), or ``None``."""
        return None if self._tournament is None else self._tournament.state

    def now(self) -> float:
        """The current time, in seconds since the epoch."""
        return self._clock()

    def describe(self) -> dict[str, object]:
        """What a crash log says of the moment: the library, the tournament, its last event."""
        described: dict[str, object] = {"library": self.library.path}
        tournament = self._tournament
        if tournament is not None:
            state = tournament.state
            last = state.log[-1]
            described["tournament"] = f"{tournament.tournament_id} ({state.setup.name})"
            described["last event"] = f"{last.seq} {last.kind}: {last.label.translated('en')}"
            described["events"] = len(state.log)
        return described

    @property
    def read_only(self) -> bool:
        """Whether every command is refused: a library opened only to read (or watch)."""
        return self.library.read_only

    def refresh(self) -> bool:
        """Read what the Tourney writing this library stored since (a watching service).

        While that writer is live its file is read through SQLite's locks and each new event
        is applied; a library read from a copy (nobody was writing) is opened again on the
        file once a writer starts. Subscribers are told of any change.

        Returns:
            Whether anything changed.

        Raises:
            PersistenceError: The library can no longer be read.
            DomainError: An event stored by the writer does not apply (named).
        """
        self._check_thread()
        if not self.library.read_only:
            return False  # this service is the writer: nothing can change behind it
        if not self.library.live:
            if not self.library.writer_is_live():
                return False  # nobody writes: the copy is the library as it is
            self._follow_writer()
            return True
        tournament = self._tournament
        if tournament is None:
            return False
        events = tournament.catch_up()
        if not events:
            return False
        self._bases.clear()
        self._tell(Change(tournament.state, events[-1], tournament.tournament_id))
        return True

    def _follow_writer(self) -> None:
        """A writer has started on a library read from a copy: read its file from now on."""
        old = self.library
        new = Library.open(old.path, read_only=True, watch=True, clock=self._clock)
        try:
            opened = None
            if self._tournament is not None:
                opened = OpenTournament.open(new, self._tournament.tournament_id, clock=self._clock)
        except (DomainError, PersistenceError):
            new.close()
            raise
        self.library = new
        old.close()
        self._bases.clear()
        if opened is not None:
            self._tournament = opened
            self._tell(Change(opened.state, None, opened.tournament_id))

    def subscribe(self, subscriber: Subscriber) -> Callable[[], None]:
        """Tell ``subscriber`` of every change from now on; returns how to stop."""
        self._subscribers.append(subscriber)
        return lambda: self._subscribers.remove(subscriber)

    # ----------------------------------------------------------------- tournaments

    def open_tournament(self, tournament_id: int) -> Result | None:
        """Open another tournament of the library; ``None`` when it opened, else the refusal."""
        self._check_thread()
        try:
            opened = OpenTournament.open(self.library, tournament_id, clock=self._clock)
        except (DomainError, PersistenceError) as error:
            return Refused.of(error)
        self._opened(opened)
        return None

    def create_tournament(self, setup: TournamentSetup) -> OpenTournament:
        """Create a tournament and open it.

        Raises:
            PersistenceError: It cannot be stored.
        """
        self._check_thread()
        created = create_tournament(self.library, setup, now=self.now(), clock=self._clock)
        self._opened(created)
        return created

    def create_demo(self, *, seed: int = 52) -> OpenTournament:
        """Create the demo tournament and open it.

        Raises:
            PersistenceError: It cannot be stored.
        """
        self._check_thread()
        created = create_demo(self.library, now=self.now(), seed=seed, clock=self._clock)
        self._opened(created)
        return created

    def adopt(self, tournament: OpenTournament) -> None:
        """Run ``tournament``, already open on this library."""
        self._check_thread()
        self._opened(tournament)

    def close_tournament(self) -> None:
        """Run no tournament (the library stays open)."""
        self._check_thread()
        self._tournament = None
        self._bases.clear()
        self._tell(Change(None, None, None))

    def _opened(self, tournament: OpenTournament) -> None:
        self._tournament = tournament
        self._bases.clear()
        self._tell(Change(tournament.state, None, tournament.tournament_id))

    # ----------------------------------------------------------------- acting

    def perform(self, command: Command, *, origin: Origin | None = None) -> Result:
        """Perform ``command``: stored, applied and told, or refused with nothing changed."""
        self._check_thread()
        tournament = self._tournament
        if tournament is None:
            return Refused.of(DomainNotAllowedError("No tournament is open."))
        if command.id is not None:
            try:
                done = self.library.events.by_command(tournament.tournament_id, command.id)
            except (DomainError, PersistenceError) as error:
                return Refused.of(error)
            if done is not None:
                return Performed(done, repeated=True)
        try:
            if command.KIND == "register":
                event = self._register(tournament, command, self.now(), origin)  # type: ignore[arg-type]
            elif command.KIND == "merge_players":
                event = self._merge(tournament, command, origin)  # type: ignore[arg-type]
            else:
                event = self._store(tournament, command.event, command, origin)
        except (DomainError, PersistenceError) as error:
            return Refused.of(error)
        self._tell(Change(tournament.state, event, tournament.tournament_id))
        return Performed(event)

    def refusal(self, command: Command) -> Refused | None:
        """Why ``command`` would be refused now, or ``None``: a look ahead that changes nothing.

        The command's event is made from the state as it stands, with a random source of its
        own, and dropped: nothing is stored, applied or told. The window greys out what
        would be refused and says why (a rebuy after the rebuy period, a second add-on).
        Registering and merging also write the player database: they are only judged when
        performed.

        Raises:
            ValueError: ``command`` registers or merges players.
        """
        self._check_thread()
        if command.KIND in ("register", "merge_players"):
            raise ValueError(f"a {command.KIND} command is judged only when performed")
        tournament = self._tournament
        if tournament is None:
            return Refused.of(DomainNotAllowedError("No tournament is open."))
        try:
            command.event(tournament.state, self.now(), random.Random(0))
        except DomainError as error:
            return Refused.of(error)
        return None

    def _store(
        self,
        tournament: OpenTournament,
        make: Callable[[TournamentState, float, random.Random], Event],
        command: Command | None,
        origin: Origin | None,
    ) -> Event:
        before = tournament.state
        now, rng = self.now(), self.rng

        def action(state: TournamentState) -> Event:
            event = make(state, now, rng)
            if command is not None and command.id is not None:
                event = replace(event, command=command.id)
            return replace(event, origin=origin) if origin is not None else event

        event = tournament.perform(action, bases=self._bases)
        if event.payload.KIND not in META_KINDS:
            self._keep(before)
        return event

    def _register(
        self, tournament: OpenTournament, command: Register, now: float, origin: Origin | None
    ) -> Event:
        """A registration: the player found in the database or added, with the event."""
        players = self.library.players
        found = (
            players.resolve(command.player_id)
            if command.player_id is not None
            else players.find_same(command.name)
        )
        if found is not None:
            player = Player(found.id, found.name, found.nickname)
            return self._store(
                tournament, lambda s, n, r: command.for_player(s, player, n, r), command, origin
            )
        # check first with a stand-in (a new player has no entries), so a refusal adds nobody
        stand_in = Player(10**12, command.name, command.nickname)
        command.for_player(tournament.state, stand_in, now, random.Random(0))
        with self.library.events.writing():  # the new record and its registration, or neither
            added = players.add(command.name, nickname=command.nickname)
            new = Player(added.id, added.name, added.nickname)
            return self._store(
                tournament, lambda s, n, r: command.for_player(s, new, n, r), command, origin
            )

    def _merge(
        self, tournament: OpenTournament, command: MergePlayers, origin: Origin | None
    ) -> Event:
        """A merge into the kept player's record, as the database has it."""
        kept = self.library.players.resolve(command.keep_id)
        keep = Player(kept.id, kept.name, kept.nickname)
        return self._store(tournament, lambda s, n, r: command.into(s, keep, n), command, origin)

    # ----------------------------------------------------------------- undo bases

    def _keep(self, state: TournamentState) -> None:
        """Keep the state before an undoable action, for a quick undo or redo of it."""
        self._bases[state.last_seq] = state
        while len(self._bases) > _BASES:
            self._bases.popitem(last=False)

    # ----------------------------------------------------------------- plumbing

    def _tell(self, change: Change) -> None:
        for subscriber in list(self._subscribers):
            subscriber(change)

    def _check_thread(self) -> None:
        if threading.get_ident() != self._owner:
            raise RuntimeError(
                "a tournament is changed by one thread only: hand the command to its owner"
            )
