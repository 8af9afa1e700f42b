"""Tests for the exact Malmuth–Harville ICM values."""

from __future__ import annotations

from itertools import pairwise, permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.icm import MAX_ICM_PLAYERS, icm_values


def naive_icm(stacks: list[int], prizes: list[int]) -> list[float]:
    """Malmuth–Harville by summing over every finishing order (n! orders)."""
    values = [0.0] * len(stacks)
    for order in permutations(range(len(stacks))):
        probability = 1.0
        left = sum(stacks)
        for player in order:
            probability *= stacks[player] / left
            left -= stacks[player]
        for place, player in enumerate(order[: len(prizes)]):
            values[player] += probability * prizes[place]
    return values


def test_heads_up_is_chip_proportional_between_the_two_prizes() -> None:
    # Ann wins with 3000/4000 = 75%: 0.75 x 700 + 0.25 x 300 = 600; Bob gets the rest, 400.
    assert icm_values([3000, 1000], [700, 300]) == pytest.approx([600, 400])


def test_three_players_two_prizes_by_hand() -> None:
    # Stacks 50/30/20, prizes 70/30.
    # Ann 2nd: Bob wins (.3) then 50/70, or Cyd wins (.2) then 50/80 = .2142857 + .125.
    # Ann = .5 x 70 + .3392857 x 30 = 45.178571.
    # Bob 2nd: .5 x 30/50 + .2 x 30/80 = .375 -> Bob = .3 x 70 + .375 x 30 = 32.25.
    # Cyd = 100 - 45.178571 - 32.25 = 22.571429.
    assert icm_values([50, 30, 20], [70, 30]) == pytest.approx([45.178571, 32.25, 22.571429])


def test_equal_stacks_share_equally() -> None:
    assert icm_values([100] * 5, [50, 30, 20]) == pytest.approx([20] * 5)


@given(
    stacks=st.lists(st.integers(1, 10**6), min_size=2, max_size=6),
    data=st.data(),
)
def test_matches_the_sum_over_every_finishing_order(stacks: list[int], data: st.DataObject) -> None:
    prizes = sorted(
        data.draw(st.lists(st.integers(0, 10**6), min_size=1, max_size=len(stacks))),
        reverse=True,
    )
    assert icm_values(stacks, prizes) == pytest.approx(naive_icm(stacks, prizes), rel=1e-9)


@given(
    stacks=st.lists(st.integers(1, 10**7), min_size=2, max_size=10),
    data=st.data(),
)
def test_sums_to_the_prizes_and_grows_with_the_stack(
    stacks: list[int], data: st.DataObject
) -> None:
    prizes = sorted(
        data.draw(st.lists(st.integers(0, 10**7), min_size=1, max_size=len(stacks))),
        reverse=True,
    )
    values = icm_values(stacks, prizes)
    assert sum(values) == pytest.approx(sum(prizes), rel=1e-12, abs=1e-6)
    ranked = sorted(zip(stacks, values, strict=True))
    for (small, low), (big, high) in pairwise(ranked):
        if big > small:
            assert high >= low - 1e-6


def test_bad_input_is_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="stack of player 2 must be more than zero"):
        icm_values([100, 0], [10])
    with pytest.raises(DomainNotAllowedError, match="3 prizes left but only 2 players"):
        icm_values([100, 50], [10, 5, 1])
    with pytest.raises(DomainNotAllowedError, match=f"between 1 and {MAX_ICM_PLAYERS}"):
        icm_values([1] * (MAX_ICM_PLAYERS + 1), [10])
    with pytest.raises(DomainMalformedError, match="prize for place 1 must be a whole number"):
        icm_values([100, 50], [10.5])  # type: ignore[list-item]
