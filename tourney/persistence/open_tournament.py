"""One tournament open for play: its state kept equal to the stored log, action by action.

Every director action goes through :meth:`OpenTournament.perform`: the domain builds the
event (refusing with a :class:`~tourney.domain.errors.DomainError` and changing nothing), the
event is applied to a copy of the state (so nothing is stored that would not replay), then it
is committed to the library, and only then does the open state change. So the screen never
shows an action that is not on disk.

>>> import random, tempfile, pathlib
>>> from tourney.domain.demo import demo_setup
>>> from tourney.domain.levels.actions import start_clock
>>> from tourney.persistence.library import Library
>>> path = pathlib.Path(tempfile.mkdtemp()) / "library.sqlite"
>>> with Library.open(path) as library:
...     t = create_tournament(library, demo_setup(), now=1000.0)
...     _ = t.perform(lambda state: start_clock(state, 1010.0))
...     reopened = OpenTournament.open(library, t.tournament_id)
...     reopened.state == t.state, len(reopened.state.log)
(True, 2)
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, cast

from tourney.domain.log.history import META_KINDS
from tourney.domain.log.reducer import apply, replay
from tourney.domain.state import TournamentState
from tourney.persistence import snapshots
from tourney.persistence.library import Library

if TYPE_CHECKING:
    from tourney.domain.log.events import Event
    from tourney.domain.log.payloads import Redo, Undo
    from tourney.domain.setup import TournamentSetup

__all__ = ["OpenTournament", "create_demo", "create_tournament"]

Clock = Callable[[], float]


@dataclass
class OpenTournament:
    """A tournament of a library, replayed and ready for the next action.

    Attributes:
        library: The open library it is stored in.
        tournament_id: Its id in the library.
        state: The current state: always the replay of the stored log.
        clock: Gives "now" for undo and redo (actions get their time from the caller).
    """

    library: Library
    tournament_id: int
    state: TournamentState
    clock: Clock = field(default=time.time)

    @classmethod
    def open(
        cls, library: Library, tournament_id: int, *, clock: Clock = time.time
    ) -> OpenTournament:
        """Read a tournament's log and replay it (from its latest snapshot, when it has one).

        Raises:
            PersistenceError: No such tournament.
            DomainError: The log does not replay (``tourney check`` names the event).
        """
        library.events.tournament(tournament_id)  # refuses an unknown id by name
        return cls(
            library, tournament_id, snapshots.opened_state(library.events, tournament_id), clock
        )

    def perform(
        self,
        action: Callable[[TournamentState], Event],
        *,
        bases: Mapping[int, TournamentState] | None = None,
    ) -> Event:
        """Build, check, store and apply one director action.

        Args:
            action: Builds the event from the current state, e.g.
                ``lambda s: bust_out(s, [Bust(7)], now)``; it raises ``DomainError`` to refuse.
            bases: States kept by their last event's position: an undo or redo of the action
                at position ``n`` replays from the state kept at ``n - 1`` when there is one
                (else from the start).

        Returns:
            The stored event (with its ``seq``). When the action changes the tournament's name
            (a rename, or undoing one), the library's list of tournaments takes the new name
            in the same transaction; when it renames or merges players (or undoes that), the
            player database follows in the same transaction too
            (:mod:`tourney.persistence.players_follow`).
        """
        # the player database's side loads with the first action, not with the window
        from tourney.persistence.players_follow import follow, touches_players

        before = self.state
        event = action(before).stored_as(len(before.log) + 1)
        base = None
        if bases is not None and event.payload.KIND in META_KINDS:
            base = bases.get(cast("Undo | Redo", event.payload).target - 1)
        new_state = apply(before, event, base=base)
        name = new_state.setup.name
        renamed = name != before.setup.name
        players = touches_players(before, event)
        if not renamed and not players:
            stored = self.library.events.append(self.tournament_id, event)
        else:  # the library's list and player database follow, in the same transaction
            with self.library.events.writing():
                stored = self.library.events.append(self.tournament_id, event)
                if renamed:
                    self.library.events.rename(self.tournament_id, name)
                if players:
                    follow(self.library.players, before, event, new_state)
        self.state = new_state
        if new_state.last_seq % snapshots.SNAPSHOT_EVERY == 0:  # the next open starts here
            snapshots.keep_snapshot(self.library.events, self.tournament_id, new_state)
        return stored

    def catch_up(self) -> tuple[Event, ...]:
        """Apply the events another Tourney stored since this state (a read-only library).

        Returns:
            The events read, oldest first (none when the log has not grown).

        Raises:
            PersistenceError: The library cannot be read.
            DomainError: A new event does not apply (the message names it).
        """
        events = self.library.events.events(self.tournament_id, after_seq=self.state.last_seq)
        state = self.state
        for event in events:
            state = apply(state, event)
        self.state = state
        return tuple(events)

    def undo(self) -> Event:
        """Undo the last undoable action (refused with a ``DomainError`` when there is none)."""
        from tourney.domain.log.actions import undo

        return self.perform(lambda state: undo(state, self.clock()))

    def redo(self) -> Event:
        """Redo the last undone action (refused with a ``DomainError`` when there is none)."""
        from tourney.domain.log.actions import redo

        return self.perform(lambda state: redo(state, self.clock()))


def create_tournament(
    library: Library, setup: TournamentSetup, *, now: float, clock: Clock = time.time
) -> OpenTournament:
    """Create a tournament in the library and open it.

    Its first event, ``tournament_created``, is stored in the same transaction as its row.
    """
    from tourney.domain.entries.actions import create_tournament as created_event

    first = created_event(setup, now).stored_as(1)
    state = replay([first])
    with library.events.writing():
        tournament_id = library.events.create_tournament(setup.name)
        library.events.append(tournament_id, first)
    return OpenTournament(library, tournament_id, state, clock)


def create_demo(
    library: Library, *, now: float, seed: int = 52, clock: Clock = time.time
) -> OpenTournament:
    """Create the demo tournament (see :mod:`tourney.domain.demo`), its players in the library.

    The demo's 27 players are found in the player database by name, or added to it, so the
    tournament's events name real player records.
    """
    from tourney.domain.demo import demo_events  # only when a demo is made

    ids = _demo_player_ids(library)
    events = demo_events(now, random.Random(seed), player_ids=ids)
    state = replay(events)
    with library.events.writing():
        tournament_id = library.events.create_tournament(state.setup.name)
        library.events.append_many(tournament_id, events)
    return OpenTournament(library, tournament_id, state, clock)


def _demo_player_ids(library: Library) -> Sequence[int]:
    from tourney.domain.demo import DEMO_NAMES

    ids = []
    for name in DEMO_NAMES:
        found = library.players.find_same(name)
        ids.append(found.id if found is not None else library.players.add(name).id)
    return ids
