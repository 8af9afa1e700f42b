"""Tests for deals: chip-chop, ICM, negotiated and save-for-the-winner, each to the cent."""

from __future__ import annotations

import re
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.deals import (
    DealMethod,
    chip_chop,
    icm_deal,
    negotiated_deal,
    save_for_winner,
)
from tourney.domain.money.money_text import Currency, money


def stacks_of(*chips: int) -> list[tuple[str, int]]:
    return [(f"P{index}", count) for index, count in enumerate(chips, start=1)]


@st.composite
def deal_inputs(draw: st.DrawFn) -> tuple[list[tuple[str, int]], list[int]]:
    chips = draw(st.lists(st.integers(1, 10**7), min_size=2, max_size=10))
    prizes = sorted(
        draw(st.lists(st.integers(0, 10**7), min_size=1, max_size=len(chips))), reverse=True
    )
    if prizes[0] == 0:
        prizes[0] = 1
    return stacks_of(*chips), prizes


# --- chip-chop ---------------------------------------------------------------------------


def test_chip_chop_is_proportional_to_chips() -> None:
    # 10000 left; chips 60% / 30% / 10% -> 6000 / 3000 / 1000.
    deal = chip_chop([("Ann", 6000), ("Bob", 3000), ("Cyd", 1000)], [5000, 3000, 2000])
    assert deal.amounts == (6000, 3000, 1000)
    assert deal.method is DealMethod.CHIP_CHOP
    assert deal.amount_for("Bob") == 3000
    # Pure chip-chop can pay less than the lowest prize and more than first: say so.
    assert "Note: Cyd gets less than the lowest prize left (20.00)." in deal.explanation
    assert "Note: Ann gets more than first prize (50.00)." in deal.explanation


def test_chip_chop_odd_cents_by_largest_remainder_then_bigger_stack() -> None:
    # 10000 by 1:1:1 = 3333.33 each: one cent left, equal remainders, equal stacks ->
    # first listed.
    assert chip_chop(stacks_of(1, 1, 1), [6000, 4000]).amounts == (3334, 3333, 3333)
    # 100 by 2:1:1 = 50 / 25 / 25 exactly.
    assert chip_chop(stacks_of(2, 1, 1), [60, 40]).amounts == (50, 25, 25)
    # 101 by 1:2:2 (weights 1/5, 2/5, 2/5) = 20.2 / 40.4 / 40.4: floors 20 + 40 + 40 = 100,
    # the last cent goes to a .4 remainder: equal stacks, so the first of them (P2).
    assert chip_chop(stacks_of(1, 2, 2), [61, 40]).amounts == (20, 41, 40)


@given(deal_inputs())
def test_chip_chop_adds_up_to_the_cent(inputs: tuple[list[tuple[str, int]], list[int]]) -> None:
    stacks, prizes = inputs
    deal = chip_chop(stacks, prizes)
    assert sum(deal.amounts) == sum(prizes) == deal.total


# --- ICM -----------------------------------------------------------------------------------


def test_icm_deal_by_hand() -> None:
    # Stacks 50/30/20, prizes 7000/3000 (see test_icm for the probabilities):
    # 4517.857 / 3225.000 / 2257.143 -> floors 4517 + 3225 + 2257 = 9999; the last cent
    # goes to the biggest remainder (.857, Ann).
    deal = icm_deal([("Ann", 50), ("Bob", 30), ("Cyd", 20)], [7000, 3000])
    assert deal.amounts == (4518, 3225, 2257)
    assert deal.method is DealMethod.ICM
    assert deal.explanation[-1] == "Cyd: 20 chips (20.0%) receives 22.57."


def test_icm_equal_stacks_split_odd_cents_to_the_first_listed() -> None:
    # 10000 among three equal stacks: 3333.33 each.
    assert icm_deal(stacks_of(5, 5, 5), [5000, 3000, 2000]).amounts == (3334, 3333, 3333)


@given(deal_inputs())
def test_icm_deal_adds_up_and_grows_with_the_stack(
    inputs: tuple[list[tuple[str, int]], list[int]],
) -> None:
    stacks, prizes = inputs
    deal = icm_deal(stacks, prizes)
    assert sum(deal.amounts) == sum(prizes)
    ranked = sorted(zip(deal.chips, deal.amounts, strict=True))
    for (small, low), (big, high) in pairwise(ranked):
        if big > small:
            assert high >= low
        else:
            assert abs(high - low) <= 1
    # ICM never pays more than first prize nor less than the lowest sure prize.
    lowest = prizes[-1] if len(prizes) == len(stacks) else 0
    assert all(lowest - 1 <= amount <= prizes[0] + 1 for amount in deal.amounts)


# --- save for the winner -----------------------------------------------------------------


@given(deal_inputs(), st.sampled_from([DealMethod.CHIP_CHOP, DealMethod.ICM]))
def test_with_money_in_whole_amounts_a_deal_pays_whole_amounts(
    inputs: tuple[list[tuple[str, int]], list[int]], method: DealMethod
) -> None:
    stacks, prizes = inputs
    prizes = [prize * 100 for prize in prizes]  # whole lei
    lei = Currency("lei", decimals=0)
    deal = (chip_chop if method is DealMethod.CHIP_CHOP else icm_deal)(stacks, prizes, currency=lei)
    assert sum(deal.amounts) == sum(prizes)
    assert all(amount % 100 == 0 for amount in deal.amounts)
    said = " ".join(deal.explanation_in("ro"))
    assert "lei" in said and not re.search(r"\d,\d\d\xa0lei", said)  # no bani written


def test_an_icm_deal_in_whole_lei_is_said_without_bani() -> None:
    lei = Currency("lei", decimals=0)
    deal = icm_deal(stacks_of(50_000, 30_000, 20_000), [500_000, 300_000, 200_000], currency=lei)
    assert deal.amounts == (383_900, 327_500, 288_600)  # in cents: 3.839,29 lei to 3.839 lei
    assert "P1: 50.000 de jetoane (50,0\xa0%), primește 3.839\xa0lei." in deal.explanation_in("ro")


def test_save_for_winner_then_chip_chop() -> None:
    # 10000 left, 1000 saved, 9000 chopped 50/50.
    deal = save_for_winner(
        stacks_of(5000, 5000), [7000, 3000], saved=1000, method=DealMethod.CHIP_CHOP
    )
    assert deal.amounts == (4500, 4500)
    assert deal.saved == 1000
    assert deal.total == 10000
    assert deal.explanation[0] == "10.00 is saved for the winner of the play-off."


def test_save_for_winner_then_icm_takes_the_saving_off_first_prize() -> None:
    # Prizes played for become 6000/3000. Heads-up with 75% / 25% of the chips:
    # Ann = .75 x 6000 + .25 x 3000 = 5250; Bob = .25 x 6000 + .75 x 3000 = 3750.
    deal = save_for_winner(
        [("Ann", 7500), ("Bob", 2500)], [7000, 3000], saved=1000, method=DealMethod.ICM
    )
    assert deal.amounts == (5250, 3750)
    assert deal.total == 10000


@given(deal_inputs(), st.data(), st.sampled_from([DealMethod.CHIP_CHOP, DealMethod.ICM]))
def test_save_for_winner_adds_up(
    inputs: tuple[list[tuple[str, int]], list[int]], data: st.DataObject, method: DealMethod
) -> None:
    stacks, prizes = inputs
    saved = data.draw(st.integers(1, prizes[0]))
    deal = save_for_winner(stacks, prizes, saved=saved, method=method)
    assert sum(deal.amounts) + saved == sum(prizes)


# --- negotiated ----------------------------------------------------------------------------


def test_a_negotiated_deal_pays_what_the_players_agreed() -> None:
    stacks = [("Ann", 6000), ("Bob", 3000), ("Cyd", 1000)]
    deal = negotiated_deal(stacks, [5000, 3000, 2000], [4500, 3300, 2200])
    assert deal.method is DealMethod.NEGOTIATED
    assert deal.amounts == (4500, 3300, 2200) and deal.saved == 0 and deal.total == 10000
    assert deal.explanation == (
        "Negotiated: the players agreed how to share 100.00.",
        "Ann: 6,000 chips (60.0%) receives 45.00.",
        "Bob: 3,000 chips (30.0%) receives 33.00.",
        "Cyd: 1,000 chips (10.0%) receives 22.00.",
    )


def test_a_negotiated_deal_may_save_money_for_the_winner() -> None:
    deal = negotiated_deal([("Ann", 5000), ("Bob", 5000)], [7000, 3000], [4000, 4000], saved=2000)
    assert deal.saved == 2000 and deal.total == 10000
    assert deal.explanation[:2] == (
        "20.00 is saved for the winner of the play-off.",
        "Negotiated: the players agreed how to share 80.00.",
    )


def test_a_negotiated_deal_must_add_up_to_what_is_left() -> None:
    stacks = stacks_of(6000, 4000)
    euro = Currency("€")
    short = f"add up to {money(9900, euro)}, not to the {money(10000, euro)} left to share"
    with pytest.raises(DomainNotAllowedError) as refused:
        negotiated_deal(stacks, [7000, 3000], [6000, 3900], currency=euro)
    assert f"{short} ({money(-100, euro, sign=True)})." in str(refused.value)
    with pytest.raises(DomainNotAllowedError, match=re.escape(f"({money(100, sign=True)})")):
        negotiated_deal(stacks, [7000, 3000], [5000, 4000], saved=1100)
    with pytest.raises(DomainNotAllowedError, match="agreed for P2 must be zero or more"):
        negotiated_deal(stacks, [7000, 3000], [10100, -100])
    with pytest.raises(DomainMalformedError, match="one amount for each player"):
        negotiated_deal(stacks, [7000, 3000], [10000])
    with pytest.raises(DomainMalformedError, match="needs the amounts agreed"):
        save_for_winner(stacks, [7000, 3000], saved=100, method=DealMethod.NEGOTIATED)


def test_a_negotiated_deal_points_out_less_than_the_lowest_prize() -> None:
    deal = negotiated_deal(stacks_of(5000, 5000), [7000, 3000], [8000, 2000])
    assert "Note: P2 gets less than the lowest prize left (30.00)." in deal.explanation


@given(deal_inputs(), st.data())
def test_a_negotiated_deal_is_recorded_as_agreed_or_refused(
    inputs: tuple[list[tuple[str, int]], list[int]], data: st.DataObject
) -> None:
    stacks, prizes = inputs
    amounts = data.draw(st.lists(st.integers(0, 10**7), min_size=len(stacks), max_size=len(stacks)))
    if sum(amounts) == sum(prizes):
        assert negotiated_deal(stacks, prizes, amounts).amounts == tuple(amounts)
    else:
        with pytest.raises(DomainNotAllowedError, match="left to share"):
            negotiated_deal(stacks, prizes, amounts)


def test_a_negotiated_deal_is_explained_in_italian_and_romanian() -> None:
    deal = negotiated_deal(
        [("Ann", 6000), ("Bob", 4000)], [7000, 3000], [5500, 4500], currency=Currency("€")
    )
    assert deal.explanation_in("it")[0] == (
        "Accordo negoziato: i giocatori hanno deciso loro come dividere 100,00\u00a0€."
    )
    assert deal.explanation_in("ro")[0] == (
        "Înțelegere negociată: jucătorii au hotărât singuri cum împart 100,00\u00a0€."
    )


# --- bad input -----------------------------------------------------------------------------


def test_bad_deals_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="The chips of Bob must be more than zero"):
        chip_chop([("Ann", 100), ("Bob", 0)], [100])
    with pytest.raises(DomainNotAllowedError, match="at least two players"):
        icm_deal([("Ann", 100)], [100])
    with pytest.raises(DomainNotAllowedError, match="3 prizes left but only 2 players"):
        icm_deal(stacks_of(1, 2), [30, 20, 10])
    with pytest.raises(DomainNotAllowedError, match="listed twice"):
        chip_chop([("Ann", 1), ("Ann", 2)], [10])
    with pytest.raises(DomainNotAllowedError, match="cannot pay more than the place above"):
        icm_deal(stacks_of(1, 2), [10, 20])
    with pytest.raises(DomainNotAllowedError, match="no prize money left"):
        icm_deal(stacks_of(1, 2), [0, 0])
    with pytest.raises(DomainMalformedError, match="the prizes left"):
        chip_chop(stacks_of(1, 2), [])
    with pytest.raises(DomainNotAllowedError, match=r"\(80\.00\) cannot exceed first prize"):
        save_for_winner(stacks_of(1, 2), [7000, 3000], saved=8000, method=DealMethod.ICM)
    with pytest.raises(DomainNotAllowedError, match="saved for the winner must be more than"):
        save_for_winner(stacks_of(1, 2), [7000, 3000], saved=0, method=DealMethod.ICM)


def test_a_chip_chop_is_explained_in_romanian() -> None:
    stacks = [("Ann", 6000), ("Bob", 3000), ("Cyd", 1000)]
    deal = chip_chop(stacks, [5000, 3000, 2000], currency=Currency("€"))
    assert deal.explanation_in("en") == deal.explanation
    assert deal.explanation[0] == "Chip-chop: €100.00 shared in proportion to 10,000 chips."
    assert deal.explanation[1] == "Ann: 6,000 chips (60.0%) receives €60.00."
    assert deal.explanation_in("ro") == (
        "Chip-chop: 100,00\xa0€ împărțiți proporțional cu jetoanele, 10.000 în total.",
        "Ann: 6.000 de jetoane (60,0\xa0%), primește 60,00\xa0€.",
        "Bob: 3.000 de jetoane (30,0\xa0%), primește 30,00\xa0€.",
        "Cyd: 1.000 de jetoane (10,0\xa0%), primește 10,00\xa0€.",
        "Notă: Ann primește mai mult decât premiul întâi (50,00\xa0€).",
        "Notă: Cyd primește mai puțin decât cel mai mic premiu rămas (20,00\xa0€).",
    )


def test_a_deal_saving_money_for_the_winner_is_explained_in_italian() -> None:
    deal = save_for_winner(
        [("Ann", 5000), ("Bob", 5000)],
        [7000, 3000],
        saved=1000,
        method=DealMethod.ICM,
        currency=Currency("€"),
    )
    assert deal.explanation[:2] == (
        "€10.00 is saved for the winner of the play-off.",
        "ICM (Malmuth–Harville): €90.00 shared for prizes €60.00, €30.00.",
    )
    assert deal.explanation_in("it") == (
        "10,00\xa0€ sono riservati al vincitore dello spareggio.",
        "ICM (Malmuth–Harville): 90,00\xa0€ divisi per i premi 60,00\xa0€, 30,00\xa0€.",
        "Ann: 5.000 gettoni (50,0%), riceve 45,00\xa0€.",
        "Bob: 5.000 gettoni (50,0%), riceve 45,00\xa0€.",
    )
