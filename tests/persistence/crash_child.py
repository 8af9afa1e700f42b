"""The scripted director of the crash-safety test: act, and say so only once it is stored.

    python crash_child.py DB

Opens the library at ``DB`` and the tournament "Crash test" (creating it if there is none:
event 1, ``ack 1``), prints ``ready``, then plays it forever through
:meth:`OpenTournament.perform`, one real director action per step: 120 registrations, the
seat draw, the clock start, then hands, rebuys, bust-outs each followed by the floor's
balancing proposal (accepted), undo and redo. Only **after** ``perform`` has returned (its
COMMIT done) does it print ``ack N`` (N = the log's length) and flush.

The script is a pure function of the tournament so far (:func:`next_action`): time is
``T0 + 3 s`` per event and each step's randomness is seeded by its position, so a child that
is killed and restarted continues exactly where the log stops, and the parent can compute
the expected log in memory (:func:`expected_events`).
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable
from dataclasses import replace

from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import Bust, bust_out, create_tournament, rebuy, register
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError
from tourney.domain.levels.actions import adjust_clock, start_clock
from tourney.domain.log.actions import redo, undo
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import accept_proposal, draw_seats, next_hand, proposal
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament
from tourney.persistence.open_tournament import create_tournament as store_tournament

TOURNAMENT_NAME = "Crash test"
PLAYERS = 120
T0 = 1_700_000_000.0
FIRST_NAMES = ("Łukasz", "Ștefan", "Niccolò", "Ann", "Bob", "Zoë", "Søren", "Ursula")

Action = Callable[[TournamentState], Event]


def crash_setup() -> TournamentSetup:
    """The demo's setup under the test's name (rebuys until level 6, 9 seats a table)."""
    return replace(demo_setup(), name=TOURNAMENT_NAME)


def at(seq: int) -> float:
    """When the action stored at position ``seq`` happens."""
    return T0 + 3.0 * seq


def first_event() -> Event:
    """Event 1: the tournament is created."""
    return create_tournament(crash_setup(), at(1))


def next_action(state: TournamentState) -> Action:
    """The director's next action, decided by the tournament so far (deterministically)."""
    seq = state.last_seq + 1
    now = at(seq)
    rng = random.Random(seq)
    if not state.seats_drawn:
        if len(state.entries) < PLAYERS:
            number = len(state.entries) + 1
            name = f"{FIRST_NAMES[number % len(FIRST_NAMES)]} Player {number:03d}"
            return lambda s: register(s, Player(number, name), now, rng)
        return lambda s: draw_seats(s, now, rng)
    if not state.started:
        return lambda s: start_clock(s, now)
    if state.log[-1].kind == "bust_out":
        moves = proposal(state, random.Random(seq))
        if not moves.nothing_to_do:
            return lambda s: accept_proposal(s, moves, now, rng)
    turn = seq % 10
    if turn in (0, 5) and state.players_left > 2:
        return lambda s: _bust_one(s, now, rng)
    if turn == 3 and state.players_left > 1:
        entry = rng.choice(state.active()).number
        return _or_hand(lambda s: rebuy(s, entry, stack=0, now=now), now)
    if turn == 7 and state.history.can_undo:
        return lambda s: undo(s, now)
    if turn == 8 and state.history.can_redo:
        return lambda s: redo(s, now)
    return _hand(now)


def _bust_one(state: TournamentState, now: float, rng: random.Random) -> Event:
    table = rng.choice([t for t in state.room.tables if t.count >= 2])
    seated = [p for p in table.players() if isinstance(p, int)]
    loser, winner = rng.sample(seated, 2)
    return bust_out(state, [Bust(loser, by=(winner,))], now)


def _hand(now: float) -> Action:
    def act(state: TournamentState) -> Event:
        tables = [t for t in state.room.tables if t.count >= 2]
        if not tables:
            return adjust_clock(state, 60, now)
        table = tables[state.last_seq % len(tables)]
        return next_hand(state, table.number, now)

    return act


def _or_hand(action: Action, now: float) -> Action:
    def act(state: TournamentState) -> Event:
        try:
            return action(state)
        except DomainError:  # e.g. the rebuy limit or window: play a hand instead
            return _hand(now)(state)

    return act


class _Script:
    """The expected log, computed in memory and extended on demand."""

    def __init__(self) -> None:
        self.state = replay([first_event()])
        self.events = [self.state.log[0]]

    def upto(self, count: int) -> list[Event]:
        while len(self.events) < count:
            event = next_action(self.state)(self.state).stored_as(self.state.last_seq + 1)
            self.state = apply(self.state, event)
            self.events.append(event)
        return self.events[:count]


_SCRIPT = _Script()


def expected_events(count: int) -> list[Event]:
    """The first ``count`` events the script stores."""
    return _SCRIPT.upto(count)


def main(argv: list[str]) -> int:
    """Act on the library at ``argv[0]`` until killed."""
    with Library.open(argv[0]) as library:
        existing = [t for t in library.events.tournaments() if t.name == TOURNAMENT_NAME]
        if existing:
            tournament = OpenTournament.open(library, existing[0].id)
        else:
            tournament = store_tournament(library, crash_setup(), now=at(1))
            print("ack 1", flush=True)
        print("ready", flush=True)
        while True:
            stored = tournament.perform(next_action(tournament.state))
            print(f"ack {stored.seq}", flush=True)


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
