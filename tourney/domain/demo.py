"""The demo tournament that ``tourney demo DB`` creates for the GUI and the reports.

27 players (among them Łukasz Nowak, Ștefan Popescu and Niccolò Rossi, so that every screen
and PDF shows it prints any name) drawn at 3 tables of 9, the regular structure with level 4
running 7 minutes in, 5 bust-outs with their eliminators and bounties, some rebuys and
add-ons, and a few hands dealt at each table. :func:`demo_events` builds it through the same
actions the director uses, so the log is a real one; the same ``now`` and seed give the same
events.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tourney.domain.entries.actions import (
    Bust,
    add_on,
    bust_out,
    create_tournament,
    rebuy,
    register,
)
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.actions import start_clock
from tourney.domain.levels.templates import template
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import apply, replay
from tourney.domain.money.league import LinearPoints
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.room.actions import accept_proposal, draw_seats, next_hand, proposal
from tourney.domain.room.tables import TableSettings
from tourney.domain.setup import BuyIns, LeagueSettings, Offer, TournamentSetup
from tourney.domain.state import TournamentState

__all__ = ["DEMO_NAMES", "demo_events", "demo_setup"]

DEMO_NAMES = (
    "Łukasz Nowak",
    "Ștefan Popescu",
    "Niccolò Rossi",
    "Ann Miller",
    "Bob Carter",
    "Chiara Bianchi",
    "Dan Ionescu",
    "Elena Marin",
    "Frank O'Neill",
    "Giulia Conti",
    "Hannah Schmidt",
    "Ion Dumitru",
    "Jakub Wójcik",
    "Kasia Zielińska",
    "Luca Ferrari",
    "Maria Rodríguez",
    "Nikos Papadopoulos",
    "Olga Petrova",
    "Paolo Greco",
    "Quentin Dubois",
    "Radu Constantinescu",
    "Søren Kierkegaard",
    "Tomás Ortega",
    "Ursula Weiß",
    "Viktor Horváth",
    "Wiktoria Lewandowska",
    "Zoë Martin",
)
"""The demo's 27 players, player ids 1 to 27 in this order."""

_LEVEL_SECONDS = 20 * 60
_START_BEFORE_NOW = 3 * _LEVEL_SECONDS + 7 * 60
"""The clock started 67 minutes ago: levels 1-3 are over and level 4 has run 7 minutes."""


def demo_setup() -> TournamentSetup:
    """The demo's setup: regular structure, 10,000 chips, rebuys and an add-on until level 6."""
    regular = template("regular")
    return TournamentSetup(
        "Demo Friday Deepstack",
        regular.structure,
        regular.chips,
        BuyIns(
            PriceSplit.from_parts(prize=4000, fee=500, staff=250, league=250, bounty=1000),
            10_000,
            rebuy=Offer(PriceSplit.from_parts(prize=4000), 10_000, limit=2, until_level=6),
            addon=Offer(PriceSplit.from_parts(prize=4000), 15_000, limit=1, until_level=6),
            late_until_level=6,
            added=10_000,
        ),
        date="2025-03-14",
        venue="Club 52",
        tables=TableSettings(seats_per_table=9),
        payouts=PayoutPlan(unit=500),
        league=LeagueSettings("Demo season", LinearPoints()),
    )


class _Log:
    """The demo being built: each event applied at once, so the next action sees it."""

    def __init__(self, first: Event) -> None:
        self.state: TournamentState = replay([first])

    def add(self, event: Event) -> None:
        self.state = apply(self.state, event)


def demo_events(
    now: float, rng: random.Random, *, player_ids: Sequence[int] | None = None
) -> list[Event]:
    """The demo tournament's log, its clock running in level 4 at ``now``.

    Args:
        now: The current time (seconds since the epoch): the clock reads level 4 then.
        rng: The randomness for seats, buttons and who busts; a seeded generator gives the
            same log for the same ``now``.
        player_ids: The player database's ids for :data:`DEMO_NAMES`, in order (default
            1 to 27).

    Returns:
        The events, numbered 1, 2, ... (``seq``), ready to store.
    """
    start = now - _START_BEFORE_NOW
    log = _Log(create_tournament(demo_setup(), start - 3600))
    ids = list(player_ids) if player_ids is not None else list(range(1, len(DEMO_NAMES) + 1))
    if len(ids) != len(DEMO_NAMES):
        raise DomainNotAllowedError(
            "the demo needs {needed} player ids, not {count}",
            needed=len(DEMO_NAMES),
            count=len(ids),
        )
    for player_id, name in zip(ids, DEMO_NAMES, strict=True):
        player = Player(player_id, name)
        log.add(register(log.state, player, start - 3000 + 60 * player_id, rng))
    log.add(draw_seats(log.state, start - 600, rng))
    log.add(start_clock(log.state, start))
    _deal_hands(log, start + 30)
    # (seconds after the start, bust-outs, rebuys, add-ons) in time order
    plan = ((900, 1, 0, 0), (2000, 1, 2, 0), (2700, 1, 1, 0), (3300, 1, 0, 4), (3800, 1, 0, 0))
    for turn, (offset, busts, rebuys, addons) in enumerate(plan):
        at = start + offset
        for _ in range(busts):
            _bust_one(log, turn, at, rng)
        active = [e.number for e in log.state.active()]
        for step, number in enumerate(rng.sample(active, rebuys), start=1):
            log.add(rebuy(log.state, number, stack=0, now=at + 30 * step))
        for step, number in enumerate(rng.sample(active, addons), start=1):
            log.add(add_on(log.state, number, at + 30 * step))
        _deal_hands(log, at + 200)
    return list(log.state.log)


def _bust_one(log: _Log, turn: int, at: float, rng: random.Random) -> None:
    """A bust-out at the next table in turn, then the floor's moves if any are needed."""
    table = log.state.room.tables[turn % len(log.state.room.tables)]
    seated = [p for p in table.players() if isinstance(p, int)]
    loser, winner = rng.sample(seated, 2)
    log.add(bust_out(log.state, [Bust(loser, by=(winner,))], at))
    moves = proposal(log.state, rng)
    if not moves.nothing_to_do:
        log.add(accept_proposal(log.state, moves, at + 20, rng))


def _deal_hands(log: _Log, at: float) -> None:
    for table in log.state.room.tables:
        log.add(next_hand(log.state, table.number, at))
