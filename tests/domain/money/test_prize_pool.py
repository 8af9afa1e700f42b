"""Tests for the prize pool: prize parts, added money, guarantee and overlay."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.money_text import Currency
from tourney.domain.money.prize_pool import compute_prize_pool

PLAN = BuyInPlan(
    entry=PriceSplit.from_parts(prize=4000, fee=500, staff=300, league=200),
    rebuy=PriceSplit.from_parts(prize=2000, fee=200),
    addon=PriceSplit.from_parts(prize=3000),
)


def test_pool_from_entries_rebuys_addons_and_added_money() -> None:
    # 30 x 4000 = 120000; 12 x 2000 = 24000; 25 x 3000 = 75000; + 10000 added = 229000.
    pool = compute_prize_pool(PLAN, entries=30, rebuys=12, addons=25, added=10000)
    assert (pool.from_entries, pool.from_rebuys, pool.from_addons) == (120000, 24000, 75000)
    assert pool.total == 229000
    assert pool.overlay == 0
    # Fees: 30 x 500 + 12 x 200 = 17400; staff 30 x 300 = 9000; league 30 x 200 = 6000.
    assert (pool.fees, pool.staff, pool.league, pool.bounties) == (17400, 9000, 6000, 0)
    assert pool.explanation[-1] == "The prize pool is 2,290.00."


def test_guarantee_shows_the_overlay() -> None:
    # 20 x 4000 = 80000 collected against a 100000 guarantee: overlay 20000.
    pool = compute_prize_pool(PLAN, entries=20, guarantee=100000)
    assert (pool.collected, pool.overlay, pool.total) == (80000, 20000, 100000)
    assert "overlay of 200.00" in " ".join(pool.explanation)


def test_covered_guarantee_has_no_overlay() -> None:
    pool = compute_prize_pool(PLAN, entries=30, guarantee=100000)
    assert (pool.overlay, pool.total) == (0, 120000)
    assert "no overlay" in " ".join(pool.explanation)


def test_rebuys_in_an_event_without_rebuys_are_refused() -> None:
    plan = BuyInPlan(entry=PriceSplit.from_parts(prize=1000))
    with pytest.raises(DomainNotAllowedError, match="no rebuy"):
        compute_prize_pool(plan, entries=10, rebuys=1)


def test_negative_counts_and_amounts_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="The number of entries must be zero or more"):
        compute_prize_pool(PLAN, entries=-1)
    with pytest.raises(DomainNotAllowedError, match="The added money must be zero or more"):
        compute_prize_pool(PLAN, entries=1, added=-5)


@given(
    entries=st.integers(0, 500),
    rebuys=st.integers(0, 500),
    addons=st.integers(0, 500),
    added=st.integers(0, 10**6),
    guarantee=st.integers(0, 10**7),
)
def test_every_cent_is_accounted_for(
    entries: int, rebuys: int, addons: int, added: int, guarantee: int
) -> None:
    pool = compute_prize_pool(
        PLAN, entries=entries, rebuys=rebuys, addons=addons, added=added, guarantee=guarantee
    )
    paid = entries * 5000 + rebuys * 2200 + addons * 3000
    assert pool.collected - added + pool.fees + pool.staff + pool.league + pool.bounties == paid
    assert pool.total == max(guarantee, pool.collected)
    assert pool.total - pool.overlay == pool.collected


def test_the_pool_is_explained_in_italian_and_romanian() -> None:
    # 20 x 40.00 = 800.00 and 5 x 30.00 = 150.00 against a 1,000.00 guarantee: overlay 50.00.
    pool = compute_prize_pool(PLAN, entries=20, addons=5, guarantee=100000, currency=Currency("€"))
    assert (
        pool.explanation_in("en")
        == pool.explanation
        == (
            "20 entries put €800.00 in the prize pool.",
            "5 add-ons put €150.00 in the prize pool.",
            "The guarantee is €1,000.00; the money collected is €950.00, "
            "so the house pays an overlay of €50.00.",
            "The prize pool is €1,000.00.",
        )
    )
    assert pool.explanation_in("it") == (
        "20 iscrizioni portano 800,00\xa0€ nel montepremi.",
        "5 add-on portano 150,00\xa0€ nel montepremi.",
        "Il garantito è 1.000,00\xa0€; il denaro raccolto è 950,00\xa0€, "
        "quindi la casa paga un overlay di 50,00\xa0€.",
        "Il montepremi è 1.000,00\xa0€.",
    )
    assert pool.explanation_in("ro")[-1] == "Fondul de premii este 1.000,00\xa0€."
