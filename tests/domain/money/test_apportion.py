"""Tests for splitting money into whole units: even shares and largest remainder."""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.apportion import apportion, check_amount, split_evenly


def test_split_evenly_gives_odd_cents_to_the_first_listed() -> None:
    # 1001 / 3 = 333 rest 2: the first two listed get 334.
    assert split_evenly(1001, 3) == (334, 334, 333)


def test_split_evenly_in_units_gives_the_sub_unit_rest_to_the_first() -> None:
    # 2345 in units of 10 is 234 units + 5; 234 / 4 = 58 rest 2 units.
    # Shares 590, 590, 580, 580, and the 5 below one unit goes to the first: 595.
    assert split_evenly(2345, 4, unit=10) == (595, 590, 580, 580)


@given(
    total=st.integers(min_value=0, max_value=10**9),
    count=st.integers(min_value=1, max_value=20),
    unit=st.sampled_from([1, 5, 10, 25, 100]),
)
def test_split_evenly_conserves_money_and_is_fair(total: int, count: int, unit: int) -> None:
    shares = split_evenly(total, count, unit=unit)
    assert sum(shares) == total
    assert len(shares) == count
    rest = total % unit
    # Everybody but the first holds whole units, and no two differ by more than one unit.
    assert all(share % unit == 0 for share in shares[1:])
    whole = [shares[0] - rest, *shares[1:]]
    assert max(whole) - min(whole) <= unit
    assert list(whole) == sorted(whole, reverse=True)


def test_apportion_largest_remainder() -> None:
    # 100 by weights 1:1:1 is 33.33 each; floors 33+33+33 = 99, one cent left,
    # equal remainders and no priority -> the first player gets it.
    assert apportion(100, [Fraction(100, 3)] * 3) == (34, 33, 33)
    # Remainders .6, .3, .1 -> one cent left goes to the .6.
    assert apportion(10, [Fraction(36, 10), Fraction(33, 10), Fraction(31, 10)]) == (4, 3, 3)


def test_apportion_ties_favour_priority_then_order() -> None:
    targets = [Fraction(5, 2), Fraction(5, 2), Fraction(5, 2), Fraction(5, 2)]
    # Two cents to hand out among four .5 remainders: priorities 1, 3, 3, 2 ->
    # the two players with priority 3 (listed 2nd and 3rd) get them.
    assert apportion(10, targets, priority=[1, 3, 3, 2]) == (2, 3, 3, 2)


@given(st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=12), st.data())
def test_apportion_sums_and_stays_within_one_cent(weights: list[int], data: st.DataObject) -> None:
    if sum(weights) == 0:
        weights = [1, *weights[1:]]
    total = data.draw(st.integers(min_value=0, max_value=10**8))
    targets = [Fraction(total * weight, sum(weights)) for weight in weights]
    amounts = apportion(total, targets)
    assert sum(amounts) == total
    for amount, target in zip(amounts, targets, strict=True):
        assert abs(amount - target) < 1


@given(
    st.lists(st.integers(min_value=0, max_value=10**6), min_size=1, max_size=12),
    st.data(),
    st.sampled_from([1, 5, 100]),
)
def test_apportion_in_units_sums_and_hands_out_whole_units(
    weights: list[int], data: st.DataObject, unit: int
) -> None:
    if sum(weights) == 0:
        weights = [1, *weights[1:]]
    total = data.draw(st.integers(min_value=0, max_value=10**8))
    targets = [Fraction(total * weight, sum(weights)) for weight in weights]
    amounts = apportion(total, targets, unit=unit)
    assert sum(amounts) == total  # not a cent lost or invented
    below = [amount % unit for amount in amounts]
    assert sum(below) == total % unit and sum(1 for b in below if b) <= 1  # one holds the rest
    for amount, target in zip(amounts, targets, strict=True):
        assert abs(amount - target) < 2 * unit


def test_whole_amounts_go_by_the_largest_remainder_of_units() -> None:
    # 100.50 lei for three equal targets: 33.50 each. In whole lei, 100 lei go 34, 33, 33
    # and the 50 bani that are not a whole leu go with the first unit handed out.
    thirds = [Fraction(10_050, 3)] * 3
    assert apportion(10_050, thirds, unit=100) == (3_450, 3_300, 3_300)
    assert apportion(
        1_000_000, [Fraction(383_929), Fraction(327_500), Fraction(288_571)], unit=100
    ) == (383_900, 327_500, 288_600)


def test_apportion_refuses_targets_that_do_not_add_up() -> None:
    with pytest.raises(DomainNotAllowedError, match=r"add up to 5\.00, not to 10"):
        apportion(10, [Fraction(2), Fraction(3)])


def test_check_amount_messages() -> None:
    with pytest.raises(DomainMalformedError, match=r"The fee must be a whole number, not 1\.5"):
        check_amount(1.5, "the fee")
    with pytest.raises(DomainMalformedError, match="whole number"):
        check_amount(True, "the fee")
    with pytest.raises(DomainNotAllowedError, match="The fee must be zero or more, not -1"):
        check_amount(-1, "the fee")
    with pytest.raises(DomainNotAllowedError, match="more than zero"):
        check_amount(0, "the unit", positive=True)
