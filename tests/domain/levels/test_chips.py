"""Chip sets: capacity, starting stack, and which amounts the chips in play can pay."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet, Denomination, StackPart, can_make


def home() -> ChipSet:
    return ChipSet(
        (
            Denomination(100, "black", 100),
            Denomination(25, "green", 150),
            Denomination(500, "purple", 50),
        ),
        (StackPart(25, 8), StackPart(100, 9), StackPart(500, 4)),
    )


def test_denominations_are_sorted_and_the_stack_adds_up():
    chips = home()
    assert chips.values == (25, 100, 500)
    assert chips.smallest == 25
    assert chips.starting_total == 8 * 25 + 9 * 100 + 4 * 500
    assert chips.chips_per_player == 21


def test_capacity_is_limited_by_the_scarcest_chip():
    # 150 // 8 = 18 greens, 100 // 9 = 11 blacks, 50 // 4 = 12 purples
    assert home().capacity == 11
    assert ChipSet((Denomination(25, "green", 10),)).capacity == 0


def test_in_play_and_can_make_after_a_colour_up():
    chips = home()
    assert chips.can_make(150)
    assert not chips.can_make(150, removed=[25])
    assert chips.in_play([25]) == (100, 500)
    assert chips.describe(25) == "25 (green)"
    assert chips.describe(30) == "30"


@pytest.mark.parametrize(
    ("amount", "values", "expected"),
    [
        (0, (), True),
        (30, (20, 50), False),
        (70, (20, 50), True),
        (110, (20, 50), True),
        (150, (100, 500), False),
        (-25, (25,), False),
        (25, (), False),
    ],
)
def test_can_make_is_exact(amount, values, expected):
    assert can_make(amount, values) is expected


@given(
    st.lists(st.integers(min_value=1, max_value=60), min_size=1, max_size=4),
    st.integers(min_value=0, max_value=400),
)
def test_can_make_agrees_with_brute_force(values, amount):
    reachable = {0}
    for total in range(1, amount + 1):
        if any(total - v in reachable for v in values if v <= total):
            reachable.add(total)
    assert can_make(amount, values) is (amount in reachable)


def test_bad_sets_are_refused_with_clear_messages():
    with pytest.raises(DomainMalformedError, match="lists 25 twice"):
        ChipSet((Denomination(25, "green", 1), Denomination(25, "white", 1)))
    with pytest.raises(DomainNotAllowedError, match="not in the set"):
        ChipSet((Denomination(25, "green", 1),), (StackPart(100, 2),))
    with pytest.raises(DomainMalformedError):
        Denomination(0, "green", 1)
    with pytest.raises(DomainMalformedError):
        Denomination(5, " ", 1)
    with pytest.raises(DomainMalformedError):
        ChipSet(())
    with pytest.raises(DomainNotAllowedError, match="no 5 chip"):
        home().denomination(5)
