"""Every bounty collected is paid: to the eliminators, and the winner's own to the winner."""

from __future__ import annotations

import dataclasses
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tests.domain.test_tournament_story import NAMES, T0, Director, make_setup
from tourney.domain.entries.actions import Bust, bust_out, register
from tourney.domain.entries.bounties import BountyKind, BountyRule
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.figures import standings
from tourney.domain.levels.actions import start_clock
from tourney.domain.room.actions import draw_seats

BOUNTY = 500


def _director(kind: BountyKind, players: int) -> Director:
    setup = make_setup()
    buyins = dataclasses.replace(
        setup.buyins, entry=PriceSplit.from_parts(prize=4000, fee=1000, bounty=BOUNTY)
    )
    setup = dataclasses.replace(setup, buyins=buyins, bounty=BountyRule(kind=kind))
    d = Director(setup)
    for player_id, name in enumerate(NAMES[:players], start=1):
        d.do(register(d.state, Player(player_id, name), T0 - 600, d.rng))
    d.do(draw_seats(d.state, T0 - 300, d.rng))
    d.do(start_clock(d.state, T0))
    return d


@settings(max_examples=40, deadline=None)
@given(
    kind=st.sampled_from(list(BountyKind)),
    players=st.integers(2, len(NAMES)),
    seed=st.integers(0, 10_000),
)
def test_every_bounty_collected_is_paid_when_the_winner_is_known(
    kind: BountyKind, players: int, seed: int
) -> None:
    d = _director(kind, players)
    rng = random.Random(seed)
    at = T0
    while d.state.players_left > 1:
        left = [e.number for e in d.state.active()]
        loser = rng.choice(left)
        winners = rng.sample(
            [n for n in left if n != loser], k=rng.choice((1, 1, 2)) if len(left) > 2 else 1
        )
        at += 60
        d.do(bust_out(d.state, [Bust(loser, by=tuple(winners))], at))

    rows = standings(d.state)
    assert sum(row.bounty_won for row in rows) == players * BOUNTY
    assert rows[0].place == 1 and rows[0].bounty_won >= BOUNTY  # his own head at least
