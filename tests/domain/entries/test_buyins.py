"""Tests for purchase prices and their split into prize, fee, staff, league and bounty."""

from __future__ import annotations

import pytest

from tourney.domain.entries.buyins import BuyInPlan, PriceSplit, Purchase
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError


def test_from_parts_adds_up_the_price() -> None:
    # 40.00 prize + 5.00 fee + 3.00 staff + 2.00 league = 50.00.
    split = PriceSplit.from_parts(prize=4000, fee=500, staff=300, league=200)
    assert split.price == 5000
    assert split.explanation == ("Price 5000: prize 4000, fee 500, staff 300, league 200.",)


def test_bounty_is_a_part_of_the_price() -> None:
    split = PriceSplit(price=10000, prize=6000, fee=1000, bounty=3000)
    assert split.bounty == 3000
    assert "bounty 3000" in split.explanation[0]


def test_parts_that_do_not_add_up_are_refused_in_amounts_not_cents() -> None:
    with pytest.raises(DomainNotAllowedError, match=r"add up to 45\.00, not to the price 50\.00"):
        PriceSplit(price=5000, prize=4000, fee=500)
    with pytest.raises(DomainNotAllowedError) as refused:
        PriceSplit(price=400_000, prize=350_500)
    assert refused.value.translated("it") == (
        "Le parti del prezzo sommano 3.505,00, non il prezzo di 4.000,00."
    )


def test_negative_or_fractional_parts_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="The fee part must be zero or more"):
        PriceSplit.from_parts(prize=4000, fee=-500)
    with pytest.raises(DomainMalformedError, match="The prize part must be a whole number"):
        PriceSplit(price=40, prize=40.0)  # type: ignore[arg-type]


def test_freeroll_price_zero_is_allowed() -> None:
    assert PriceSplit.from_parts(prize=0).price == 0


def test_plan_refuses_a_purchase_the_event_does_not_offer() -> None:
    plan = BuyInPlan(entry=PriceSplit.from_parts(prize=2000))
    assert plan.split_for(Purchase.ENTRY).prize == 2000
    with pytest.raises(DomainNotAllowedError, match="This event has no rebuy"):
        plan.split_for(Purchase.REBUY)
    with pytest.raises(DomainNotAllowedError, match="This event has no add-on"):
        plan.split_for(Purchase.ADDON)
