"""Rebuys and add-ons and the break: until a level, until a break, or at one break only.

The structure of :func:`tests.domain.test_tournament_story.make_setup`: levels 1 and 2 of
ten minutes, the break (ten minutes), levels 3 and 4. The clock starts at ``T0``.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.domain.test_tournament_story import MINUTE, T0, Director, make_setup
from tourney.base.messages import message
from tourney.domain.entries.actions import add_on, check_add_on, check_rebuy, rebuy, register
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.codec import events_from_records, records_of
from tourney.domain.log.reducer import replay
from tourney.domain.setup import Offer

LEVEL_1 = T0 + 5 * MINUTE
LEVEL_2 = T0 + 15 * MINUTE
THE_BREAK = T0 + 25 * MINUTE
LEVEL_3 = T0 + 35 * MINUTE

ADDON = Offer(PriceSplit.from_parts(prize=3000), 15_000)
REBUY = Offer(PriceSplit.from_parts(prize=4000), 10_000, limit=None)


def _night(*, rebuy_offer: Offer, addon_offer: Offer, start: bool = True) -> Director:
    setup = make_setup()
    buyins = replace(setup.buyins, rebuy=rebuy_offer, addon=addon_offer)
    director = Director(replace(setup, buyins=buyins))
    for player_id, name in enumerate(("Ann", "Bob", "Cyd"), start=1):
        director.do(register(director.state, Player(player_id, name), T0 - 600, director.rng))
    if start:
        director.do(start_clock(director.state, T0))
    return director


def _refusal(check) -> str:
    with pytest.raises(DomainNotAllowedError) as refused:
        check()
    return str(refused.value)


def test_the_add_on_at_the_first_break_only() -> None:
    d = _night(rebuy_offer=REBUY, addon_offer=replace(ADDON, at_break=1), start=False)
    ann = d.number("Ann")
    assert _refusal(lambda: check_add_on(d.state, ann, T0 - 60)) == (
        "The add-on is sold only during the break after level 2, which has not started yet."
    )
    d.do(start_clock(d.state, T0))
    for at in (LEVEL_1, LEVEL_2):
        assert "which has not started yet" in _refusal(lambda at=at: check_add_on(d.state, ann, at))
    d.do(add_on(d.state, ann, THE_BREAK))
    assert d.state.entry(ann).addons == 1
    bob = d.number("Bob")
    assert _refusal(lambda: check_add_on(d.state, bob, LEVEL_3)) == (
        "The add-on was sold only during the break after level 2, which is over."
    )


def test_rebuys_until_the_end_of_the_first_break() -> None:
    d = _night(rebuy_offer=replace(REBUY, until_break=1), addon_offer=ADDON)
    ann = d.number("Ann")
    for at in (LEVEL_1, LEVEL_2, THE_BREAK):
        d.do(rebuy(d.state, ann, stack=0, now=at))
    assert d.state.entry(ann).rebuys == 3
    assert _refusal(lambda: check_rebuy(d.state, ann, stack=0, now=LEVEL_3)) == (
        "Rebuys closed at the end of the break after level 2."
    )


def test_rebuys_until_the_end_of_a_level_leave_the_break_after_it_out() -> None:
    d = _night(rebuy_offer=replace(REBUY, until_level=2, through_break=False), addon_offer=ADDON)
    ann = d.number("Ann")
    d.do(rebuy(d.state, ann, stack=0, now=LEVEL_2))
    assert _refusal(lambda: check_rebuy(d.state, ann, stack=0, now=THE_BREAK)) == (
        "Rebuys closed at the end of level 2."
    )


def test_until_level_n_still_means_the_break_after_it_as_it_always_did() -> None:
    d = _night(rebuy_offer=replace(REBUY, until_level=2), addon_offer=replace(ADDON, until_level=2))
    ann = d.number("Ann")
    d.do(rebuy(d.state, ann, stack=0, now=THE_BREAK))
    d.do(add_on(d.state, ann, THE_BREAK))
    assert _refusal(lambda: check_rebuy(d.state, ann, stack=0, now=LEVEL_3)) == (
        "Rebuys closed after level 2 and the break after it."  # as they did: not "after level 2"
    )


def test_a_break_the_structure_does_not_have_is_said() -> None:
    d = _night(rebuy_offer=REBUY, addon_offer=replace(ADDON, at_break=2))
    assert _refusal(lambda: check_add_on(d.state, d.number("Ann"), LEVEL_3)) == (
        "The add-on is sold only during break 2, and the structure has no break 2."
    )


def test_the_refusals_are_said_in_italian_and_romanian() -> None:
    d = _night(rebuy_offer=replace(REBUY, until_break=1), addon_offer=replace(ADDON, at_break=1))
    ann = d.number("Ann")
    with pytest.raises(DomainNotAllowedError) as early:
        check_add_on(d.state, ann, LEVEL_1)
    assert early.value.translated("it") == (
        "L'add-on si vende solo durante la pausa dopo il livello 2, che non è ancora iniziata."
    )
    with pytest.raises(DomainNotAllowedError) as late:
        check_rebuy(d.state, ann, stack=0, now=LEVEL_3)
    assert (
        late.value.translated("ro")
        == "Rebuy-urile s-au închis: pauza de după nivelul 2 s-a încheiat."
    )
    subject = message("the break of a rebuy or add-on")
    assert subject.translated("it") == "la pausa di un rebuy o di un add-on"


def test_a_log_with_the_new_windows_replays_with_its_checks() -> None:
    d = _night(rebuy_offer=replace(REBUY, until_break=1), addon_offer=replace(ADDON, at_break=1))
    ann = d.number("Ann")
    d.do(rebuy(d.state, ann, stack=0, now=LEVEL_1))
    d.do(add_on(d.state, ann, THE_BREAK))
    again = replay(events_from_records(records_of(d.state.log)), check=True)
    assert again.entry(ann).chips == d.state.entry(ann).chips == 10_000 + 10_000 + 15_000
