"""Tests for placing players who bust in the same hand, and their prizes."""

from __future__ import annotations

import itertools

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.entries.placing import place_bustouts, prizes_for
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.payouts import compute_payouts

# 1000.00 paid 40/25/15/12/8 over five places.
PAYOUTS = compute_payouts(100000, (4000, 2500, 1500, 1200, 800))


def test_single_bust_takes_the_worst_free_place() -> None:
    result = place_bustouts(players_left=6, busted=[("Ann", 1200)])
    assert [(p.player, p.place, p.tied) for p in result.placings] == [("Ann", 6, False)]
    assert result.explanation == ("Ann started the hand with 1200 chips: place 6.",)


def test_bigger_starting_stack_places_higher() -> None:
    # Six left, three bust: places 4, 5, 6 by starting stack 9000 > 5000 > 2000.
    result = place_bustouts(players_left=6, busted=[("Ann", 2000), ("Bob", 9000), ("Cyd", 5000)])
    assert [(p.player, p.place) for p in result.placings] == [("Bob", 4), ("Cyd", 5), ("Ann", 6)]
    assert prizes_for(result, PAYOUTS) == (12000, 8000, 0)


def test_equal_stacks_tie_and_share_the_places_they_cover() -> None:
    # Five left, three bust: Dee (7000) takes 3rd; Ann and Bob (both 4000) tie for 4th and
    # share places 4 + 5 = 12000 + 8000 = 20000 -> 10000 each.
    result = place_bustouts(players_left=5, busted=[("Ann", 4000), ("Dee", 7000), ("Bob", 4000)])
    assert [(p.player, p.label) for p in result.placings] == [
        ("Dee", "3"),
        ("Ann", "4 (tie, places 4–5)"),
        ("Bob", "4 (tie, places 4–5)"),
    ]
    assert prizes_for(result, PAYOUTS) == (15000, 10000, 10000)
    assert result.explanation[0].startswith("Players busting in the same hand")


def test_tie_on_the_money_bubble_shares_the_last_prize() -> None:
    # Seven left, three equal stacks bust: places 5, 6, 7 share only 5th's 8000.
    # 8000 / 3 = 2666 rest 2: the first two listed get a cent more.
    result = place_bustouts(players_left=7, busted=[("A", 100), ("B", 100), ("C", 100)])
    assert prizes_for(result, PAYOUTS) == (2667, 2667, 2666)


@given(
    stacks=st.lists(st.integers(1, 20), min_size=1, max_size=8),
    extra=st.integers(1, 5),
)
def test_bust_prizes_add_up_to_the_places_covered(stacks: list[int], extra: int) -> None:
    players_left = len(stacks) + extra
    busted = [(f"P{index}", stack) for index, stack in enumerate(stacks)]
    result = place_bustouts(players_left=players_left, busted=busted)
    covered = range(players_left - len(stacks) + 1, players_left + 1)
    assert sum(prizes_for(result, PAYOUTS)) == sum(PAYOUTS.amount_for(p) for p in covered)
    # A bigger starting stack never finishes lower.
    by_stack = sorted(result.placings, key=lambda p: p.stack)
    assert all(a.place >= b.place for a, b in itertools.pairwise(by_stack))


def test_bad_bust_outs_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="somebody must win the hand"):
        place_bustouts(players_left=2, busted=[("A", 1), ("B", 2)])
    with pytest.raises(DomainMalformedError, match="at least one busted player"):
        place_bustouts(players_left=5, busted=[])
    with pytest.raises(DomainNotAllowedError, match="listed twice"):
        place_bustouts(players_left=5, busted=[("A", 1), ("A", 2)])
    with pytest.raises(DomainNotAllowedError, match="starting stack of B must be more than zero"):
        place_bustouts(players_left=5, busted=[("A", 1), ("B", 0)])
