"""Tests for fixed and progressive knockout bounties."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.entries.bounties import BountyKind, BountyRule, knockout
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

PROGRESSIVE = BountyRule(kind=BountyKind.PROGRESSIVE)


def test_fixed_bounty_is_paid_in_full() -> None:
    award = knockout(BountyRule(), busted="Ann", bounty=2500, winners=["Bob"])
    assert award.cash == (2500,)
    assert award.added_to_head == (0,)


def test_progressive_bounty_half_cash_half_on_the_head() -> None:
    # 3001 x 50 // 100 = 1500 cash; 1501 goes onto Bob's head.
    award = knockout(PROGRESSIVE, busted="Ann", bounty=3001, winners=["Bob"])
    assert (award.cash, award.added_to_head) == ((1500,), (1501,))


def test_split_pot_shares_the_bounty() -> None:
    # 2001 shared by two: 1001 to the first listed, 1000 to the second.
    award = knockout(BountyRule(), busted="Ann", bounty=2001, winners=["Bob", "Cyd"])
    assert award.cash == (1001, 1000)
    assert "share the bounty" in award.explanation[-1]


@given(bounty=st.integers(0, 10**7), percent=st.integers(0, 100), winners=st.integers(1, 4))
def test_progressive_bounty_conserves_money(bounty: int, percent: int, winners: int) -> None:
    rule = BountyRule(kind=BountyKind.PROGRESSIVE, cash_percent=percent)
    names = [f"P{index}" for index in range(winners)]
    award = knockout(rule, busted="X", bounty=bounty, winners=names)
    assert sum(award.cash) + sum(award.added_to_head) == bounty


def test_bad_knockouts_are_refused() -> None:
    with pytest.raises(DomainMalformedError, match="Name the player who eliminated Ann"):
        knockout(BountyRule(), busted="Ann", bounty=100, winners=[])
    with pytest.raises(DomainNotAllowedError, match="Ann cannot eliminate himself"):
        knockout(BountyRule(), busted="Ann", bounty=100, winners=["Ann"])
    with pytest.raises(DomainNotAllowedError, match="at most 100%"):
        BountyRule(kind=BountyKind.PROGRESSIVE, cash_percent=120)
