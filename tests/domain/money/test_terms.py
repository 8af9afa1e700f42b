"""Changing the terms during the event: what was bought keeps its price and its chips.

The night of :func:`tests.domain.test_tournament_story.opened`: twelve entries at 50.00
(40.00 to the pool) for 10,000 chips, rebuys at 40.00 for 10,000 chips, the add-on at 35.00
(30.00 to the pool) for 15,000, 20.00 added. Halfway through the director raises the prices
and the starting stack; those who bought before keep what they paid and what they got.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import cycle

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from tests.domain.test_tournament_story import NAMES, T0, Director, opened
from tourney.domain.entries.actions import Bust, add_on, bust_out, rebuy, register
from tourney.domain.entries.buyins import Bought, PriceSplit, Purchase
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import compute_figures, prize_pool, prizes_left
from tourney.domain.levels.actions import edit_setup
from tourney.domain.log.actions import undo
from tourney.domain.log.codec import events_from_records, records_of
from tourney.domain.log.invariants import invariant_problems
from tourney.domain.log.reducer import replay
from tourney.domain.money.actions import record_deal
from tourney.domain.money.deals import chip_chop
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.money.terms import terms_changes
from tourney.domain.setup import TournamentSetup
from tourney.reports.from_log import receipts

NEW_ENTRY = PriceSplit.from_parts(prize=5000, fee=1000)
NEW_REBUY = PriceSplit.from_parts(prize=5000)


def _dearer(setup: TournamentSetup) -> TournamentSetup:
    buyins = setup.buyins
    assert buyins.rebuy is not None
    return replace(
        setup,
        buyins=replace(
            buyins,
            entry=NEW_ENTRY,
            chips=12_000,
            rebuy=replace(buyins.rebuy, price=NEW_REBUY, chips=12_000),
            added=5000,
        ),
    )


def _before_and_after() -> tuple[Director, int, int]:
    d = opened(NAMES[:4])
    ann = d.number("Ann")
    d.do(rebuy(d.state, ann, stack=0, now=T0 + 60))
    d.do(edit_setup(d.state, _dearer(d.state.setup), T0 + 120))
    d.do(register(d.state, Player(50, "Late"), T0 + 180, d.rng))
    late = d.number("Late")
    d.do(rebuy(d.state, late, stack=0, now=T0 + 240))
    d.do(rebuy(d.state, ann, stack=0, now=T0 + 300))
    return d, ann, late


def test_what_was_bought_keeps_its_price_and_chips_and_new_purchases_pay_the_new_ones() -> None:
    d, ann, late = _before_and_after()
    old_entry = PriceSplit.from_parts(prize=4000, fee=1000)
    old_rebuy = PriceSplit.from_parts(prize=4000)
    assert d.state.entry(ann).purchases == (
        Bought(Purchase.ENTRY, old_entry, 10_000),
        Bought(Purchase.REBUY, old_rebuy, 10_000),
        Bought(Purchase.REBUY, NEW_REBUY, 12_000),
    )
    assert d.state.entry(ann).chips == 32_000
    assert d.state.entry(late).purchases == (
        Bought(Purchase.ENTRY, NEW_ENTRY, 12_000),
        Bought(Purchase.REBUY, NEW_REBUY, 12_000),
    )
    pool = prize_pool(d.state)
    # four entries at 40.00 and one at 50.00, one rebuy at 40.00 and two at 50.00, 50.00 added
    assert (pool.from_entries, pool.from_rebuys, pool.added) == (21_000, 14_000, 5000)
    assert pool.fees == 4 * 1000 + 1000
    assert pool.total == 40_000
    assert compute_figures(d.state, T0 + 300).chips_in_play == 4 * 10_000 + 10_000 + 3 * 12_000
    assert invariant_problems(d.state) == []


def test_the_receipts_say_what_each_purchase_cost_when_it_was_made() -> None:
    d, _, _ = _before_and_after()
    printed = [(r.name, r.kind.value, r.amount, r.chips) for r in receipts(d.state)]
    assert [row for row in printed if row[0] == "Ann"] == [
        ("Ann", "buy-in", 5000, 10_000),
        ("Ann", "rebuy", 4000, 10_000),
        ("Ann", "rebuy", 5000, 12_000),
    ]
    assert [row for row in printed if row[0] == "Late"] == [
        ("Late", "buy-in", 6000, 12_000),
        ("Late", "rebuy", 5000, 12_000),
    ]
    assert sum(r.prize for r in receipts(d.state)) == prize_pool(d.state).collected - 5000


def test_a_change_of_the_terms_is_undone_like_any_action() -> None:
    d = opened(NAMES[:4])
    before = d.state
    d.do(edit_setup(d.state, _dearer(d.state.setup), T0 + 120))
    d.do(undo(d.state, T0 + 130))
    assert d.state.setup == before.setup
    assert prize_pool(d.state) == prize_pool(before)
    d.do(register(d.state, Player(50, "Late"), T0 + 180, d.rng))
    assert d.state.entry(d.number("Late")).purchases[0].price == before.setup.buyins.entry


def test_the_log_replays_to_the_same_pool_with_its_checks() -> None:
    d, _, _ = _before_and_after()
    again = replay(events_from_records(records_of(d.state.log)), check=True)
    assert prize_pool(again) == prize_pool(d.state)
    assert again.entries == d.state.entries


def test_the_changes_are_said_before_the_director_confirms() -> None:
    d = opened(NAMES[:4])
    d.do(rebuy(d.state, d.number("Ann"), stack=0, now=T0 + 60))
    said = [line.translated("en") for line in terms_changes(d.state, _dearer(d.state.setup))]
    assert said == [
        "The buy-in costs 60.00 (50.00 to the prize pool) instead of 50.00 "
        "(40.00 to the prize pool).",
        "The starting stack is 12,000 chips instead of 10,000.",
        "The rebuy costs 50.00 (50.00 to the prize pool) instead of 40.00 "
        "(40.00 to the prize pool).",
        "The rebuy gives 12,000 chips instead of 10,000.",
        "The house adds 50.00 instead of 20.00.",
        "What has been bought keeps its price and its chips (entries: 4, rebuys: 1, "
        "add-ons: 0); the new terms apply to purchases from now on.",
        "The prize pool becomes 250.00 (now 220.00).",
        "The payouts become 250.00.",
    ]
    italian = [line.translated("it") for line in terms_changes(d.state, _dearer(d.state.setup))]
    assert italian[5].startswith("Ciò che è stato comprato mantiene il suo prezzo")
    assert terms_changes(d.state, replace(d.state.setup, name="Saturday")) == ()


def test_the_bounty_on_each_head_cannot_change_once_entries_are_sold() -> None:
    d = opened(NAMES[:4])
    setup = d.state.setup
    bounty = replace(setup.buyins, entry=PriceSplit.from_parts(prize=4000, fee=1000, bounty=500))
    with pytest.raises(DomainNotAllowedError, match="sold without a bounty"):
        edit_setup(d.state, replace(setup, buyins=bounty), T0 + 60)


def test_the_money_a_deal_shared_cannot_change_after_it() -> None:
    d = opened(NAMES[:4])
    for name in NAMES[2:4]:
        d.do(bust_out(d.state, [Bust(d.number(name))], T0 + 60))
    left = [e.number for e in d.state.active()]
    deal = chip_chop([(str(n), 1000) for n in left], prizes_left(d.state))
    d.do(record_deal(d.state, deal, T0 + 100))
    more = replace(d.state.setup, buyins=replace(d.state.setup.buyins, added=9000))
    with pytest.raises(DomainNotAllowedError, match="A deal is recorded: undo it"):
        edit_setup(d.state, more, T0 + 120)


def test_a_payout_plan_that_cannot_pay_the_field_is_refused() -> None:
    d = opened(NAMES[:4])
    wrong = replace(d.state.setup, payouts=PayoutPlan(custom=(10_000, 5000)))
    with pytest.raises(DomainNotAllowedError, match="The new payouts cannot pay this field: The"):
        edit_setup(d.state, wrong, T0 + 60)


@settings(max_examples=40, deadline=None)
@given(
    steps=st.lists(
        st.sampled_from(["register", "rebuy", "addon", "dearer", "cheaper", "undo"]),
        min_size=1,
        max_size=20,
    ),
    prizes=st.lists(st.integers(100, 9000), min_size=6, max_size=6),
)
@example(steps=["undo", "undo", "undo", "undo", "rebuy"], prizes=[100] * 6)
@example(steps=["undo", "undo", "undo", "undo", "addon"], prizes=[100] * 6)
def test_the_pool_always_counts_each_purchase_at_its_own_price(
    steps: list[str], prizes: list[int]
) -> None:
    """Property: whatever the order of purchases, price changes and undos, the invariants hold."""
    d = opened(NAMES[:3])
    at = T0
    prices = cycle(prizes)
    for step in steps:
        at += 30
        state = d.state
        active = [e.number for e in state.active()]
        try:
            if step == "register":
                player = Player(100 + len(state.players), f"P{len(state.players)}")
                d.do(register(state, player, at, d.rng))
            elif step in ("rebuy", "addon") and not active:
                continue  # the registrations were undone: nobody is left to buy anything
            elif step == "rebuy":
                d.do(rebuy(state, active[0], stack=0, now=at))
            elif step == "addon":
                d.do(add_on(state, active[-1], at))
            elif step in ("dearer", "cheaper"):
                buyins = state.setup.buyins
                assert buyins.rebuy is not None and buyins.addon is not None
                prize = next(prices)
                changed = replace(
                    buyins,
                    entry=PriceSplit.from_parts(prize=prize, fee=500),
                    chips=buyins.chips + (1000 if step == "dearer" else -1000),
                    rebuy=replace(buyins.rebuy, price=PriceSplit.from_parts(prize=next(prices))),
                    addon=replace(buyins.addon, price=PriceSplit.from_parts(prize=next(prices))),
                )
                d.do(edit_setup(state, replace(state.setup, buyins=changed), at))
            elif step == "undo":
                d.do(undo(state, at))
        except DomainNotAllowedError:
            continue
        assert invariant_problems(d.state) == []
        expected = sum(b.price.prize for e in d.state.entries.values() for b in e.purchases)
        assert prize_pool(d.state).collected == expected + d.state.setup.buyins.added
