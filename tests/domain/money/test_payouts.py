"""Tests for payout tables, rounding to a unit, ties, custom amounts and locking."""

from __future__ import annotations

from dataclasses import replace
from itertools import pairwise

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.money_text import Currency
from tourney.domain.money.payout_table import (
    BUILT_IN_TABLE,
    FULL,
    PayoutRow,
    PayoutTable,
    parse_percent,
)
from tourney.domain.money.payouts import (
    PayoutPlan,
    Payouts,
    compute_payouts,
    current_payouts,
    custom_payouts,
)


@st.composite
def share_lists(draw: st.DrawFn) -> tuple[int, ...]:
    """Random non-increasing positive shares adding up to 100% (basis points)."""
    places = draw(st.integers(1, 20))
    cuts = sorted(
        draw(
            st.lists(
                st.integers(1, FULL - 1), min_size=places - 1, max_size=places - 1, unique=True
            )
        )
    )
    bounds = [0, *cuts, FULL]
    return tuple(sorted((b - a for a, b in pairwise(bounds)), reverse=True))


# --- the built-in table -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("entries", "places"),
    [
        (2, 1),
        (6, 1),
        (7, 2),
        (8, 2),
        (9, 3),
        (15, 3),
        (20, 4),
        (45, 7),
        (54, 9),
        (100, 12),
        (101, 15),
        (151, 18),
        (1000, 18),
    ],
)
def test_built_in_table_places_by_field_size(entries: int, places: int) -> None:
    assert len(BUILT_IN_TABLE.shares_for(entries)) == places


def test_built_in_rows_add_up_to_100_percent_and_never_pay_more_places_than_players() -> None:
    for entries in range(2, 400):
        shares = BUILT_IN_TABLE.shares_for(entries)
        assert sum(shares) == FULL
        assert list(shares) == sorted(shares, reverse=True)
        assert len(shares) <= entries


def test_a_field_below_the_first_row_pays_the_winner_everything() -> None:
    # One entry (a satellite seat, a test night): the winner takes the pool.
    assert BUILT_IN_TABLE.shares_for(1) == (FULL,)
    assert PayoutPlan().payouts_for(entries=1, pool=5000).amounts == (5000,)


def test_no_entries_pay_nobody() -> None:
    # A new tournament with added money and nobody registered yet.
    payouts = PayoutPlan().payouts_for(entries=0, pool=10000)
    assert payouts.amounts == ()
    assert payouts.explanation == ("Nobody has entered yet.",)


# --- configurable rows and percentages -----------------------------------------------------


def test_parse_percent_reads_two_decimals() -> None:
    assert parse_percent("27.5") == 2750
    assert parse_percent("6.25%") == 625
    assert parse_percent(100) == FULL


@pytest.mark.parametrize("text", ["abc", "12.345", "", "nan"])
def test_parse_percent_refuses_bad_text(text: str) -> None:
    with pytest.raises(DomainMalformedError):
        parse_percent(text)


def test_a_custom_table_can_be_built_from_percentages() -> None:
    table = PayoutTable(
        (
            PayoutRow.from_percentages(2, 9, ["100"]),
            PayoutRow.from_percentages(10, None, ["60", "40"]),
        )
    )
    assert table.shares_for(9) == (FULL,)
    assert table.shares_for(50) == (6000, 4000)


def test_rows_must_add_up_to_100_percent() -> None:
    with pytest.raises(DomainNotAllowedError, match="add up to 95%, not to 100%"):
        PayoutRow.from_percentages(10, None, ["50", "30", "15"])


def test_rows_must_not_go_up_the_ladder() -> None:
    with pytest.raises(DomainNotAllowedError, match="Place 2 cannot get a bigger share"):
        PayoutRow.from_percentages(10, None, ["40", "60"])


def test_rows_cannot_pay_more_places_than_players() -> None:
    with pytest.raises(DomainNotAllowedError, match="starting at 2 entries cannot pay 3 places"):
        PayoutRow.from_percentages(2, 5, ["50", "30", "20"])


def test_table_rows_must_be_contiguous_and_open_ended() -> None:
    first = PayoutRow.from_percentages(2, 9, ["100"])
    with pytest.raises(DomainNotAllowedError, match="row starting at 11 entries must follow"):
        PayoutTable((first, PayoutRow.from_percentages(11, None, ["60", "40"])))
    with pytest.raises(DomainNotAllowedError, match="must cover every bigger field"):
        PayoutTable((first,))


# --- rounding to a unit ---------------------------------------------------------------------


def test_unrounded_payouts_follow_the_percentages() -> None:
    # 1000.00 at 50/30/20 = 500.00 / 300.00 / 200.00.
    assert compute_payouts(100000, (5000, 3000, 2000)).amounts == (50000, 30000, 20000)


def test_rounding_down_to_a_unit_gives_the_remainder_to_first() -> None:
    # Pool 123456 at 50/30/20 in units of 500:
    #   2nd: 37036.8 -> 37000; 3rd: 24691.2 -> 24500; 1st: 123456 - 61500 = 61956.
    payouts = compute_payouts(123456, (5000, 3000, 2000), unit=500)
    assert payouts.amounts == (61956, 37000, 24500)
    assert "first gets the rest (619.56 instead of 617.28)" in payouts.explanation[-1]


def test_a_unit_that_would_pay_a_place_nothing_is_refused() -> None:
    # Pool 2000 at 50/30/20 in units of 500: 2nd 600 -> 500, but 3rd 400 -> 0.
    with pytest.raises(DomainNotAllowedError, match="would pay place 3 nothing"):
        compute_payouts(2000, (5000, 3000, 2000), unit=500)


def test_a_zero_pool_pays_nobody() -> None:
    assert compute_payouts(0, (FULL,)).amounts == ()


@given(
    pool=st.integers(0, 10**9),
    shares=share_lists(),
    unit=st.sampled_from([1, 5, 10, 100, 500, 1000]),
)
def test_payouts_sum_to_the_pool_and_keep_the_ladder(
    pool: int, shares: tuple[int, ...], unit: int
) -> None:
    try:
        payouts = compute_payouts(pool, shares, unit=unit)
    except DomainNotAllowedError as error:
        assert "nothing" in str(error)
        return
    assert sum(payouts.amounts) == pool
    assert list(payouts.amounts) == sorted(payouts.amounts, reverse=True)
    assert all(amount > 0 and amount % unit == 0 for amount in payouts.amounts[1:])


@given(
    entries=st.integers(2, 1000), prize=st.integers(1, 100000), unit=st.sampled_from([1, 100, 500])
)
def test_built_in_plan_pays_out_the_pool_exactly(entries: int, prize: int, unit: int) -> None:
    pool = entries * prize
    try:
        payouts = PayoutPlan(unit=unit).payouts_for(entries=entries, pool=pool)
    except DomainNotAllowedError:
        return
    assert sum(payouts.amounts) == pool
    assert payouts.places <= entries


# --- ties ---------------------------------------------------------------------------------


def test_tied_players_share_the_places_they_cover() -> None:
    payouts = compute_payouts(100000, (5000, 3000, 2000))
    # Tie for 2nd: (30000 + 20000) / 2 = 25000 each.
    assert payouts.shared(best_place=2, count=2) == (25000, 25000)
    # Tie for 3rd across places 3-4, only 3 paid: 20000 / 2.
    assert payouts.shared(best_place=3, count=2) == (10000, 10000)
    # Tie for 4th: nothing to share.
    assert payouts.shared(best_place=4, count=3) == (0, 0, 0)


def test_tied_players_share_evenly_to_the_cent_whatever_the_ladders_unit() -> None:
    payouts = compute_payouts(123456, (5000, 3000, 2000), unit=500)
    # Places 1-3 = 1,234.56 though the ladder is rounded to 5.00: 411.52 each
    assert payouts.shared(best_place=1, count=3) == (41152, 41152, 41152)
    # a night's tie for 5th-6th, 88.00 and 67.00 on a ladder rounded to 1.00: 77.50 each
    assert Payouts(15500, (8800, 6700), unit=100).shared(best_place=1, count=2) == (7750, 7750)
    # a cent that does not divide goes to the first listed
    odd = Payouts(15501, (8801, 6700), unit=100)
    assert odd.shared(best_place=1, count=2) == (7751, 7750)


@given(
    pool=st.integers(FULL, 10**8),  # one basis point of the pool is at least one cent
    shares=share_lists(),
    best=st.integers(1, 25),
    count=st.integers(1, 6),
)
def test_tie_sharing_conserves_money(
    pool: int, shares: tuple[int, ...], best: int, count: int
) -> None:
    payouts = compute_payouts(pool, shares)
    covered = sum(payouts.amount_for(best + offset) for offset in range(count))
    shared = payouts.shared(best_place=best, count=count)
    assert sum(shared) == covered
    assert max(shared) - min(shared) <= 1  # even, to the cent


# --- custom amounts and plans ------------------------------------------------------------


def test_custom_amounts_must_add_up_to_the_pool() -> None:
    assert custom_payouts(1000, [600, 400]).amounts == (600, 400)
    with pytest.raises(
        DomainNotAllowedError, match=r"add up to 9\.00, not to the prize pool 10\.00"
    ):
        custom_payouts(1000, [500, 400])


def test_custom_amounts_must_not_go_up_the_ladder() -> None:
    with pytest.raises(DomainNotAllowedError, match="Place 2 cannot be paid more than place 1"):
        custom_payouts(1000, [400, 600])


def test_custom_amounts_must_be_positive() -> None:
    with pytest.raises(DomainNotAllowedError, match="amount for place 2 must be more than zero"):
        custom_payouts(1000, [1000, 0])


def test_plan_refuses_more_places_than_entries() -> None:
    plan = PayoutPlan(custom=(500, 300, 200))
    with pytest.raises(DomainNotAllowedError, match="3 paid places is more than the 2 entries"):
        plan.payouts_for(entries=2, pool=1000)


# --- locking ----------------------------------------------------------------------------------


def test_unlocked_payouts_follow_the_pool() -> None:
    status = current_payouts(PayoutPlan(), entries=10, pool=100000)
    assert not status.locked
    assert status.payouts.amounts == (50000, 30000, 20000)


def test_locked_payouts_do_not_change_when_entries_change() -> None:
    plan = PayoutPlan()
    locked = plan.payouts_for(entries=10, pool=100000)
    # Two late entries raise the pool to 120000; the lock keeps the old amounts.
    status = current_payouts(plan, entries=12, pool=120000, locked=locked)
    assert status.locked
    assert status.payouts == locked
    assert status.difference == 20000
    assert "The prize pool is now 1,200.00 (+200.00)" in status.explanation[1]


# --- in Italian and Romanian ------------------------------------------------------------------

EURO = Currency("€")


def test_table_payouts_are_explained_in_italian_with_continental_numbers() -> None:
    # 1,460.00 at 50.5/29.5/20%: 737.30, 430.70, 292.00; places 2-3 round down to 10.00.
    payouts = compute_payouts(146000, (5050, 2950, 2000), unit=1000, currency=EURO)
    assert payouts.amounts == (74000, 43000, 29000)
    assert payouts.explanation == (
        "The prize pool of €1,460.00 is shared between 3 places (50.5%, 29.5%, 20%).",
        "Places 2 and below are rounded down to a multiple of €10.00; "
        "first gets the rest (€740.00 instead of €737.30).",
    )
    assert payouts.explanation_in("en") == payouts.explanation
    assert payouts.explanation_in("it") == (
        "Il montepremi di 1.460,00\xa0€ è diviso fra 3 posizioni pagate (50,5%, 29,5%, 20%).",
        "Dalla 2ª posizione in giù gli importi sono arrotondati per difetto a un multiplo di "
        "10,00\xa0€; al primo va il resto (740,00\xa0€ invece di 737,30\xa0€).",
    )


def test_locked_payouts_are_explained_in_romanian() -> None:
    lei = Currency("lei", symbol_first=False, decimals=0)
    plan = PayoutPlan()
    locked = plan.payouts_for(entries=10, pool=100000, currency=lei)
    status = current_payouts(plan, entries=12, pool=125000, locked=locked, currency=lei)
    assert status.explanation_in("ro") == (
        "Premiile sunt blocate la un fond de premii de 1.000\xa0lei.",
        "Fondul de premii este acum 1.250\xa0lei (+250\xa0lei); "
        "deblocați premiile pentru a împărți noul fond.",
    )
    assert status.explanation_in("en")[1] == (
        "The prize pool is now lei\xa01,250 (+lei\xa0250); "
        "unlock the payouts to share the new pool."
    )


def test_payouts_read_back_without_their_notes_speak_english() -> None:
    payouts = custom_payouts(100000, (60000, 40000))
    assert payouts.explanation_in("ro") == ("Directorul a stabilit manual locurile plătite: 2.",)
    stored = replace(payouts, notes=())
    assert stored == payouts
    assert stored.explanation_in("ro") == ("The director set 2 paid places by hand.",)


@given(st.integers(-(10**12), 10**12), st.integers(1, 10**6))
def test_whole_number_rounding_is_python_round_of_the_exact_ratio(numerator, denominator) -> None:
    from fractions import Fraction

    from tourney.domain.money.payouts import _round_half_even

    assert _round_half_even(numerator, denominator) == round(Fraction(numerator, denominator))


def test_in_whole_amounts_the_rounding_is_explained_without_cents() -> None:
    lei = Currency("lei", decimals=0)
    payouts = compute_payouts(81_000, (4520, 2690, 1700, 1090), unit=500, currency=lei)
    assert payouts.amounts == (37_500, 21_500, 13_500, 8_500)
    said = payouts.explanation_in("ro")[-1]
    assert said.endswith("primul primește restul (375\xa0lei în loc de 366\xa0lei).")  # not 366,12
    same = compute_payouts(81_000, (4520, 2690, 1700, 1090), unit=100, currency=lei)
    assert "în loc de 366\xa0lei" in same.explanation_in("ro")[-1]  # 368 lei, not 366,12 lei
