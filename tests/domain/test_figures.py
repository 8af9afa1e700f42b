"""Figures, standings, locked payouts and deals."""

from __future__ import annotations

import pytest

from tourney.domain.entries.actions import Bust, bust_out, register
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import compute_figures, prizes_left, standings
from tourney.domain.money.actions import lock_payouts, record_deal, unlock_payouts
from tourney.domain.money.deals import chip_chop

from .test_tournament_story import NAMES, T0, opened


def test_the_average_stack_is_in_chips_and_big_blinds_of_the_level_in_force() -> None:
    d = opened()
    d.do(bust_out(d.state, [Bust(d.number("Ann"))], T0 + 60))
    figures = compute_figures(d.state, T0 + 11 * 60)  # level 2: 100/200
    assert figures.average_stack == 120_000 // 11
    assert figures.big_blind == 200
    assert figures.average_big_blinds == pytest.approx(120_000 / 11 / 200)


def test_locked_payouts_stay_when_the_pool_grows() -> None:
    d = opened()
    d.do(lock_payouts(d.state, T0))
    locked = compute_figures(d.state, T0).payouts
    d.do(register(d.state, Player(50, "Late"), T0 + 60, d.rng))
    status = compute_figures(d.state, T0 + 60).payouts
    assert status is not None and locked is not None
    assert status.locked and status.payouts == locked.payouts and status.difference == 4000
    d.do(unlock_payouts(d.state, T0 + 70))
    fresh = compute_figures(d.state, T0 + 70).payouts
    assert fresh is not None and sum(fresh.payouts.amounts) == 13 * 4000 + 2000


def test_a_recorded_deal_pays_each_player_his_amount() -> None:
    d = opened(NAMES[:10])
    for name in NAMES[3:10]:
        d.do(bust_out(d.state, [Bust(d.number(name))], T0 + 60))
    left = [e.number for e in d.state.active()]
    deal = chip_chop(
        [(str(n), c) for n, c in zip(left, (50_000, 30_000, 20_000), strict=True)],
        prizes_left(d.state),
    )
    d.do(record_deal(d.state, deal, T0 + 100))
    prizes = {row.entry: row.prize for row in standings(d.state)}
    assert [prizes[n] for n in left] == list(deal.amounts)
    assert sum(deal.amounts) == compute_figures(d.state, T0).pool.total
    with pytest.raises(DomainNotAllowedError, match="recorded already"):
        record_deal(d.state, deal, T0 + 110)


def test_a_deal_must_include_every_player_left() -> None:
    d = opened(NAMES[:4])
    left = [e.number for e in d.state.active()][:2]
    deal = chip_chop([(str(n), 1000) for n in left], [1000, 500])
    with pytest.raises(DomainNotAllowedError, match="all the players left"):
        record_deal(d.state, deal, T0)


def test_a_negotiated_deal_is_recorded_checked_and_read_back_from_the_log() -> None:
    from tourney.domain.log.codec import events_from_records, records_of
    from tourney.domain.log.reducer import replay
    from tourney.domain.money.deals import DealMethod, negotiated_deal

    d = opened(NAMES[:10])
    for name in NAMES[2:10]:
        d.do(bust_out(d.state, [Bust(d.number(name))], T0 + 60))
    left = [e.number for e in d.state.active()]
    prizes = prizes_left(d.state)
    stacks = [(str(n), c) for n, c in zip(left, (70_000, 30_000), strict=True)]
    wrong = negotiated_deal(stacks, [p + 100 for p in prizes], [sum(prizes) + 200, 0])
    with pytest.raises(DomainNotAllowedError, match="the amounts must add up"):
        record_deal(d.state, wrong, T0 + 90)
    agreed = [sum(prizes) - 12_345, 12_345]
    deal = negotiated_deal(stacks, prizes, agreed)
    d.do(record_deal(d.state, deal, T0 + 100))
    prizes_now = {row.entry: row.prize for row in standings(d.state)}
    assert [prizes_now[n] for n in left] == agreed
    again = replay(events_from_records(records_of(d.state.log)), check=True)
    assert again.deal == d.state.deal and again.deal is not None
    assert again.deal.method is DealMethod.NEGOTIATED


def test_the_smallest_chip_in_play_follows_the_colour_ups() -> None:
    import random

    from tourney.domain.demo import demo_events
    from tourney.domain.levels.structure import Break
    from tourney.domain.log.reducer import replay

    demo_now = 1_741_970_000.0
    state = replay(demo_events(demo_now, random.Random(1)))
    items = state.clock.structure.items
    first = next(i for i, item in enumerate(items) if isinstance(item, Break) and item.colour_up)
    assert state.smallest_chip_at(demo_now) == state.setup.chips.smallest
    reading = state.clock.reading(demo_now)
    after = (
        demo_now
        + reading.time_left_ms / 1000
        + sum(item.seconds for item in items[reading.index + 1 : first + 1])
        + 1
    )  # just after the colour-up break
    assert state.clock.reading(after).index == first + 1
    gone = set(items[first].colour_up)
    expected = min(v for v in state.setup.chips.values if v not in gone)
    assert state.smallest_chip_at(after) == expected > state.setup.chips.smallest
