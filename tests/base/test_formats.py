"""Numbers, money, dates, lists and the order of names, as each language writes them."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.base.formats import (
    collation_text,
    decimal_symbol,
    format_chips,
    format_date,
    format_datetime,
    format_decimal,
    format_english_number,
    format_list,
    format_money,
    format_percent,
    format_time,
    group_symbol,
    name_key,
    sorted_by_name,
)
from tourney.base.languages import CODES, UnknownLanguageError

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("code", "euros", "lei", "plain", "negative", "difference"),
    [
        ("en", "€291.60", f"lei{NBSP}291.60", "291.60", "-€20.50", "+€20.50"),
        ("it", f"291,60{NBSP}€", f"291,60{NBSP}lei", "291,60", f"-20,50{NBSP}€", f"+20,50{NBSP}€"),
        ("ro", f"291,60{NBSP}€", f"291,60{NBSP}lei", "291,60", f"-20,50{NBSP}€", f"+20,50{NBSP}€"),
    ],
)
def test_money_puts_the_symbol_where_the_language_does(
    code, euros, lei, plain, negative, difference
):
    assert format_money(29160, code, symbol="€") == euros
    assert format_money(29160, code, symbol="lei") == lei
    assert format_money(29160, code) == plain
    assert format_money(-2050, code, symbol="€") == negative
    assert format_money(2050, code, symbol="€", sign=True) == difference


def test_whole_amounts_leave_out_the_cents_unless_there_are_some():
    assert format_money(146000, "it", symbol="€", decimals=0) == f"1.460{NBSP}€"
    assert format_money(146050, "it", symbol="€", decimals=0) == f"1.460,50{NBSP}€"
    assert format_money(0, "en", symbol="$") == "$0.00"


@given(st.integers(min_value=-(10**12), max_value=10**12), st.sampled_from(CODES))
def test_an_amount_reads_back_as_the_same_cents(cents, code):
    written = format_money(cents, code, symbol="€")
    digits = written.replace("€", "").replace(NBSP, "").replace(group_symbol(code), "")
    assert round(Decimal(digits.replace(decimal_symbol(code), ".")) * 100) == cents


def test_numbers_and_percentages_follow_cldr():
    assert [format_chips(1_234_567, code) for code in CODES] == [
        "1,234,567",
        "1.234.567",
        "1.234.567",
    ]
    assert format_decimal(1234.5, "ro", decimals=2) == "1.234,50"
    assert format_decimal(1234.5, "it", decimals=2, grouped=False) == "1234,50"
    assert format_percent(0.405, "en") == "40.5%"
    assert format_percent(0.405, "it") == "40,5%"
    assert format_percent(0.405, "ro") == f"40,5{NBSP}%"  # CLDR's Romanian sets off the sign
    assert format_english_number("1,460.00", "ro") == "1.460,00"
    assert format_english_number("50.5%", "it") == "50,5%"


def test_dates_times_and_lists():
    day = dt.datetime(2025, 3, 15, 19, 30)
    assert [format_date(day.date(), code) for code in CODES] == [
        "15 March 2025",
        "15 marzo 2025",
        "15 martie 2025",
    ]
    assert {format_time(day, code) for code in CODES} == {"19:30"}  # a 24-hour clock in all
    assert format_datetime(day, "it", joined="{date}, ore {time}") == "15 marzo 2025, ore 19:30"
    assert [format_list(["Ann", "Bob", "Cy"], code) for code in CODES] == [
        "Ann, Bob and Cy",
        "Ann, Bob e Cy",
        "Ann, Bob și Cy",
    ]
    assert format_list([], "en") == ""


NAMES = ["Zoë Martin", "Łukasz Nowak", "Luca Ferrari", "Mara", "Ștefan Popescu", "Sorin",
         "Szabo", "Tudor", "Niccolò Rossi", "Nico", "Nikos", "Ana", "Ăla", "Ion", "Îon",
         "Bob"]  # fmt: skip


def test_names_sort_by_the_unicode_collation_not_by_code_point():
    assert sorted(NAMES, key=name_key("en")) == [
        "Ăla", "Ana", "Bob", "Ion", "Îon", "Luca Ferrari", "Łukasz Nowak", "Mara", "Niccolò Rossi",
        "Nico", "Nikos", "Sorin", "Ștefan Popescu", "Szabo", "Tudor", "Zoë Martin",
    ]  # fmt: skip
    assert sorted(NAMES)[-1] != "Zoë Martin"  # by code point Ł, Ă, Î and Ș come after Z


def test_romanian_puts_its_own_letters_after_their_base_letter():
    ordered = sorted(NAMES, key=name_key("ro"))
    assert ordered.index("Ana") < ordered.index("Ăla") < ordered.index("Bob")
    assert ordered.index("Ion") < ordered.index("Îon")
    assert ordered.index("Szabo") < ordered.index("Ștefan Popescu") < ordered.index("Tudor")
    assert sorted(["Şerban", "Ștefan", "Sorin"], key=name_key("ro")) == [
        "Sorin",
        "Şerban",  # the cedilla form keyboards type sorts as ș
        "Ștefan",
    ]


def test_the_key_as_text_keeps_the_order_and_sorted_by_name_takes_any_item():
    for code in CODES:
        by_text = sorted(NAMES, key=lambda name, c=code: collation_text(name, c))
        assert by_text == sorted(NAMES, key=name_key(code))
    rows = [("Zoë", 1), ("Łukasz", 2)]
    assert sorted_by_name(rows, "it", name=lambda row: row[0]) == [("Łukasz", 2), ("Zoë", 1)]


def test_an_unknown_language_is_refused():
    with pytest.raises(UnknownLanguageError):
        format_money(100, "fr")
    with pytest.raises(UnknownLanguageError):
        name_key("de")("x")
