"""The demo tournament in a library, played on through the director's own actions.

The report tests need states the demo does not reach by itself: players moved by the floor
and by the director, the money places reached, a tie, a deal, a finished tournament. Each
helper performs real actions on an :class:`OpenTournament` (so the log is a real one).
"""

from __future__ import annotations

import random
from pathlib import Path

from tourney.domain.entries.actions import Bust, bust_out
from tourney.domain.figures import prizes_left
from tourney.domain.money.actions import record_deal
from tourney.domain.money.deals import icm_deal
from tourney.domain.room.actions import accept_proposal, move_player, proposal
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo

NOW = 1_741_980_000.0
"""14 March 2025, 19:20 UTC: the demo's clock reads level 4 then."""

KEEP = (1, 2, 3)
"""The entries of Łukasz Nowak, Ștefan Popescu and Niccolò Rossi: they bust last."""

DIACRITICS = ("Łukasz Nowak", "Ștefan Popescu", "Niccolò Rossi")


def demo_library(folder: Path, *, name: str = "library.sqlite") -> Path:
    """A library file holding the demo tournament."""
    path = folder / name
    with Library.open(path) as library:
        create_demo(library, now=NOW)
    return path


def bust_one(tournament: OpenTournament, at: float, rng: random.Random) -> None:
    """Bust one player (never one of :data:`KEEP` while others are left), then balance."""
    active = [e.number for e in tournament.state.active()]
    others = [number for number in active if number not in KEEP] or active
    loser = rng.choice(others)
    winner = rng.choice([number for number in active if number != loser])
    tournament.perform(lambda s: bust_out(s, [Bust(loser, by=(winner,))], at))
    moves = proposal(tournament.state, rng)
    if not moves.nothing_to_do:
        tournament.perform(lambda s: accept_proposal(s, moves, at + 10, rng))


def play_down(tournament: OpenTournament, *, left: int, seed: int = 7) -> None:
    """Bust players one by one until ``left`` are left, balancing the tables as the floor does."""
    rng = random.Random(seed)
    at = NOW + 60
    while tournament.state.players_left > left:
        bust_one(tournament, at, rng)
        at += 60


def move_by_director(tournament: OpenTournament, at: float) -> tuple[int, tuple[int, int]]:
    """Move a seated player to an open seat at another table; returns who, and from where."""
    state = tournament.state
    tables = state.room.tables
    source = next(t for t in tables if any(p is not None for p in t.seats))
    target = next(t for t in tables if t.number != source.number and None in t.seats)
    number = int(next(p for p in source.seats if p is not None))
    seat = target.seats.index(None) + 1
    where = state.seat_of(number)
    assert where is not None
    tournament.perform(lambda s: move_player(s, number, target.number, seat, at))
    return number, where


def make_deal(tournament: OpenTournament, at: float) -> None:
    """An ICM deal between the players left, their stacks their chips bought."""
    state = tournament.state
    stacks = [(str(e.number), e.chips) for e in state.active()]
    deal = icm_deal(stacks, prizes_left(state))
    tournament.perform(lambda s: record_deal(s, deal, at))
