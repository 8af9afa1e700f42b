"""Money in explanations: the tournament's currency, from the setup to the sentences."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import create_tournament
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import compute_figures
from tourney.domain.log.reducer import replay
from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.domain.serialize import setup_from_json, setup_to_json


@pytest.mark.parametrize(
    ("cents", "currency", "text"),
    [
        (146000, NO_CURRENCY, "1,460.00"),
        (5, NO_CURRENCY, "0.05"),
        (0, Currency("€"), "€0.00"),
        (123456789, Currency("$"), "$1,234,567.89"),
        (146000, Currency("CHF"), "CHF\xa01,460.00"),  # a word is kept from the digits
        (146000, Currency("€", symbol_first=False), "€1,460.00"),  # English puts it first
        (146000, Currency("lei", decimals=0), "lei\xa01,460"),
        (146050, Currency("lei", decimals=0), "lei\xa01,460.50"),
        (-2050, Currency("€"), "-€20.50"),
    ],
)
def test_amounts_are_written_for_people(cents: int, currency: Currency, text: str) -> None:
    assert money(cents, currency) == text


@pytest.mark.parametrize(
    ("language", "euros", "lei", "difference"),
    [
        ("en", "€291.60", "lei\xa0291.60", "-€20.50"),
        ("it", "291,60\xa0€", "291,60\xa0lei", "-20,50\xa0€"),
        ("ro", "291,60\xa0€", "291,60\xa0lei", "-20,50\xa0€"),
    ],
)
def test_the_language_puts_the_symbol_where_it_writes_it(
    language: str, euros: str, lei: str, difference: str
) -> None:
    assert money(29160, Currency("€"), language=language) == euros
    assert money(29160, Currency("lei"), language=language) == lei
    assert money(-2050, Currency("€"), language=language) == difference


def test_a_difference_shows_its_sign() -> None:
    assert money(2000, sign=True) == "+20.00"
    assert money(-2000, sign=True) == "-20.00"
    assert money(0, sign=True) == "0.00"


@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_the_written_amount_reads_back_as_the_same_cents(cents: int) -> None:
    text = money(cents).replace(",", "")
    assert round(float(text) * 100) == cents


def test_bad_currencies_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="0 or 2 decimals"):
        Currency("€", decimals=3)
    with pytest.raises(DomainNotAllowedError, match="at most 8 characters"):
        Currency(" € ")


def test_the_currency_is_part_of_the_setup_and_round_trips() -> None:
    setup = dataclasses.replace(demo_setup(), currency=Currency("€"))
    assert setup_from_json(setup_to_json(setup)) == setup


def test_a_setup_written_before_currencies_reads_with_none() -> None:
    document = setup_to_json(demo_setup())
    del document["currency"]
    assert setup_from_json(document).currency == NO_CURRENCY


def test_the_figures_explain_the_pool_in_the_tournaments_currency() -> None:
    setup = dataclasses.replace(demo_setup(), currency=Currency("€"))
    state = replay([create_tournament(setup, 1000.0)])
    figures = compute_figures(state, 1000.0)
    # the demo's house adds 10,000 cents
    assert "The house adds €100.00." in figures.explanation
