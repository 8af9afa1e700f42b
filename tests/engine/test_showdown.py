"""Properties of settling any hand: chips conserved, pots paid only to their eligible winners,
fair splits with at most one odd unit each, and no dependence on the order players are listed."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.engine.pots import OddChips, clockwise_key
from tourney.engine.showdown import Stake, settle_chips


@st.composite
def hands(draw):
    """A table, a button, players with chips in units, folded flags and (tie-prone) strengths."""
    table_size = draw(st.integers(2, 10))
    button = draw(st.integers(1, table_size))
    seats = draw(st.lists(st.integers(1, table_size), min_size=1, max_size=table_size, unique=True))
    unit = draw(st.sampled_from([1, 5, 25, 100]))
    stakes = []
    for seat in seats:
        units = draw(st.integers(0, 30))
        folded = draw(st.booleans())
        stakes.append(Stake(seat, units * unit, folded=folded))
    if all(stake.folded for stake in stakes):
        stakes[0] = Stake(stakes[0].seat, stakes[0].contribution)
    if not any(stake.contribution for stake in stakes):
        stakes[-1] = Stake(stakes[-1].seat, unit, folded=stakes[-1].folded)
    if not any(s.contribution for s in stakes if not s.folded):
        live = next(s for s in stakes if not s.folded)
        stakes[stakes.index(live)] = Stake(live.seat, unit)
    strengths = {stake.seat: draw(st.integers(0, 3)) for stake in stakes if not stake.folded}
    return stakes, strengths, {"button": button, "chip_unit": unit, "table_size": table_size}


@settings(max_examples=400, deadline=None)
@given(hands())
def test_chips_are_conserved(hand):
    stakes, strengths, options = hand
    result = settle_chips(stakes, strengths, **options)
    put_in = sum(stake.contribution for stake in stakes)
    assert sum(result.payout) + sum(result.returned) == put_in
    assert sum(pot.amount for pot in result.pots) == sum(result.payout)
    for pot in result.pots:
        assert sum(pot.shares) == pot.amount
        assert pot.amount % options["chip_unit"] == 0


@settings(max_examples=400, deadline=None)
@given(hands())
def test_only_the_best_eligible_hands_are_paid_from_a_pot(hand):
    stakes, strengths, options = hand
    result = settle_chips(stakes, strengths, **options)
    folded = {stake.seat for stake in stakes if stake.folded}
    for pot in result.pots:
        assert set(pot.winners) <= set(pot.eligible)
        assert not set(pot.eligible) & folded
        if pot.contested:
            best = max(strengths[seat] for seat in pot.eligible)
            assert {seat for seat in pot.eligible if strengths[seat] == best} == set(pot.winners)
    for seat, won in result.payout_by_seat().items():
        if seat in folded:
            assert won == 0


@settings(max_examples=400, deadline=None)
@given(hands())
def test_co_winners_differ_by_at_most_one_unit_handed_out_clockwise(hand):
    stakes, strengths, options = hand
    unit, button, size = options["chip_unit"], options["button"], options["table_size"]
    result = settle_chips(stakes, strengths, **options)
    for pot in result.pots:
        low = min(pot.shares)
        assert low % unit == 0
        # At most one odd unit per winner: every share is q or q + 1 units.
        assert all(share - low in (0, unit) for share in pot.shares)
        # The winners are listed clockwise from the button and the odd units go to the first.
        keys = [clockwise_key(seat, button, size) for seat in pot.winners]
        assert keys == sorted(keys)
        assert list(pot.shares) == sorted(pot.shares, reverse=True)


@settings(max_examples=300, deadline=None)
@given(hands(), st.randoms(use_true_random=False))
def test_result_does_not_depend_on_the_order_players_are_listed(hand, rng: random.Random):
    stakes, strengths, options = hand
    shuffled = stakes.copy()
    rng.shuffle(shuffled)
    assert settle_chips(shuffled, strengths, **options) == settle_chips(
        stakes, strengths, **options
    )


@settings(max_examples=300, deadline=None)
@given(hands())
def test_pokerkit_convention_moves_only_odd_units(hand):
    stakes, strengths, options = hand
    ours = settle_chips(stakes, strengths, **options)
    theirs = settle_chips(stakes, strengths, odd_chips=OddChips.ALL_TO_FIRST, **options)
    for mine, other in zip(ours.pots, theirs.pots, strict=True):
        assert mine.winners == other.winners
        assert other.shares[1:] == (min(mine.shares),) * (len(mine.shares) - 1)
