"""The setup as JSON and back: round trips, and bad documents refused naming the field."""

from __future__ import annotations

import json
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.entries.bounties import BountyKind, BountyRule
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.templates import TEMPLATES
from tourney.domain.money.deals import chip_chop
from tourney.domain.money.league import FixedPoints, SquareRootPoints
from tourney.domain.money.payout_table import PayoutRow, PayoutTable
from tourney.domain.money.payouts import PayoutPlan, compute_payouts
from tourney.domain.room.tables import TableSettings
from tourney.domain.serialize import (
    deal_from_json,
    deal_to_json,
    payouts_from_json,
    payouts_to_json,
    setup_from_json,
    setup_to_json,
)
from tourney.domain.setup import BuyIns, LeagueSettings, Offer, TournamentSetup

from .test_tournament_story import make_setup


def round_trip(setup: TournamentSetup) -> TournamentSetup:
    return setup_from_json(json.loads(json.dumps(setup_to_json(setup), ensure_ascii=False)))


def test_the_simple_setup_round_trips_with_its_format() -> None:
    setup = make_setup()
    document = setup_to_json(setup)
    assert document["format"] == 1
    assert round_trip(setup) == setup


@given(
    template=st.sampled_from(TEMPLATES),
    prize=st.integers(min_value=0, max_value=100_000),
    fee=st.integers(min_value=0, max_value=5_000),
    bounty=st.integers(min_value=0, max_value=5_000),
    seats=st.integers(min_value=2, max_value=10),
    re_entries=st.one_of(st.none(), st.integers(min_value=0, max_value=3)),
    late=st.one_of(st.none(), st.integers(min_value=1, max_value=12)),
    unit=st.sampled_from([1, 5, 100]),
    progressive=st.booleans(),
    league=st.sampled_from(
        [None, SquareRootPoints(Decimal("12.5")), FixedPoints((Decimal(25), Decimal("18.5")))]
    ),
)
def test_any_setup_round_trips(
    template, prize, fee, bounty, seats, re_entries, late, unit, progressive, league
) -> None:
    kind = BountyKind.PROGRESSIVE if progressive else BountyKind.FIXED
    setup = TournamentSetup(
        "Łukasz's Friday — Ștefan & Niccolò",
        template.structure,
        template.chips,
        BuyIns(
            PriceSplit.from_parts(prize=prize, fee=fee, bounty=bounty),
            template.chips.starting_total,
            addon=Offer(PriceSplit.from_parts(prize=prize), 5000, limit=None, until_level=late),
            re_entries=re_entries,
            late_until_level=late,
            guarantee=prize * 10,
        ),
        date="2025-03-14",
        venue="Club",
        bounty=BountyRule(kind, 40),
        tables=TableSettings(seats_per_table=seats, break_order=(3, 1), final_table=2),
        payouts=PayoutPlan(
            table=PayoutTable((PayoutRow(1, 9, (10_000,)), PayoutRow(10, None, (6000, 4000)))),
            unit=unit,
        ),
        league=None if league is None else LeagueSettings("Spring", league),
    )
    assert round_trip(setup) == setup


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["buyins"]["rebuy"].update(chips="500"),
            r"setup\.buyins\.rebuy\.chips must be a whole number",
        ),
        (lambda d: d.pop("structure"), r"setup\.structure must be an object"),
        (
            lambda d: d["structure"]["items"][1].update(type="pause"),
            r"setup\.structure\.items\[1\]\.type",
        ),
        (
            lambda d: d["tables"].update(seats_per_table=11),
            r"setup\.tables: a table has 2 to 10 seats",
        ),
        (lambda d: d["bounty"].update(kind="huge"), r"setup\.bounty\.kind must be one of"),
        (lambda d: d.update(format=2), "written by a newer Tourney"),
        (lambda d: d["buyins"].pop("entry"), r"setup\.buyins\.entry is missing"),
    ],
)
def test_bad_documents_are_refused_naming_the_field(change, message) -> None:
    document = json.loads(json.dumps(setup_to_json(make_setup())))
    change(document)
    with pytest.raises(DomainMalformedError, match=message):
        setup_from_json(document)


def test_locked_payouts_and_deals_round_trip() -> None:
    payouts = compute_payouts(10_100, (5000, 3000, 2000), unit=500)
    assert payouts_from_json(payouts_to_json(payouts)) == payouts
    deal = chip_chop([("3", 6000), ("7", 3000), ("9", 1000)], [5000, 3000, 2000])
    assert deal_from_json(deal_to_json(deal)) == deal


@pytest.mark.parametrize(
    "offer",
    [
        Offer(PriceSplit.from_parts(prize=1000), 5000, until_level=4, through_break=False),
        Offer(PriceSplit.from_parts(prize=1000), 5000, limit=None, until_break=1),
        Offer(PriceSplit.from_parts(prize=1000), 8000, at_break=2),
    ],
)
def test_the_windows_of_rebuys_and_add_ons_round_trip(offer: Offer) -> None:
    setup = make_setup()
    changed = TournamentSetup(
        setup.name,
        setup.structure,
        setup.chips,
        BuyIns(setup.buyins.entry, setup.buyins.chips, rebuy=offer, addon=offer),
    )
    assert round_trip(changed) == changed


def test_an_offer_written_before_the_break_options_reads_as_it_always_meant() -> None:
    """A setup stored before ``through_break``, ``until_break`` and ``at_break`` existed."""
    document = json.loads(json.dumps(setup_to_json(make_setup())))
    old = {"price": {"prize": 2000}, "chips": 10_000, "limit": 2, "until_level": 6}
    document["buyins"]["rebuy"] = dict(old)
    document["buyins"]["addon"] = dict(old, limit=1)
    setup = setup_from_json(document)
    rebuy = setup.buyins.rebuy
    assert rebuy == Offer(PriceSplit.from_parts(prize=2000), 10_000, limit=2, until_level=6)
    assert rebuy.through_break and rebuy.until_break is None and rebuy.at_break is None


def test_an_offer_ends_one_way_only() -> None:
    with pytest.raises(DomainNotAllowedError, match="choose one"):
        Offer(PriceSplit.from_parts(prize=1000), 5000, until_level=4, at_break=1)
    document = json.loads(json.dumps(setup_to_json(make_setup())))
    document["buyins"]["addon"] = {
        "price": {"prize": 1000},
        "chips": 5000,
        "until_break": 1,
        "at_break": 1,
    }
    with pytest.raises(DomainMalformedError, match=r"setup\.buyins\.addon: A rebuy or add-on"):
        setup_from_json(document)
