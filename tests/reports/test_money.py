import re

from hypothesis import given
from hypothesis import strategies as st

from tourney.reports.money import CONTINENTAL, ENGLISH, MoneyFormat, chips_format, money_format


def test_english_and_continental_styles():
    assert money_format(125_000) == "€1,250.00"
    assert money_format(125_000, CONTINENTAL) == "1.250,00 €"
    assert money_format(5, ENGLISH) == "€0.05"
    assert money_format(-550, MoneyFormat(symbol="$")) == "-$5.50"


def test_whole_amounts_and_other_symbols():
    lei = MoneyFormat(
        symbol="lei", thousands=".", decimal=",", symbol_first=False, space=True, cents=False
    )
    assert money_format(1_000_000, lei) == "10.000 lei"
    assert money_format(1_050, lei) == "10,50 lei"
    assert money_format(123_456_789, MoneyFormat(symbol="")) == "1,234,567.89"


def test_chips_use_the_thousands_separator():
    assert chips_format(1_234_567) == "1,234,567"
    assert chips_format(1_234_567, CONTINENTAL) == "1.234.567"
    assert chips_format(-25) == "-25"


@given(st.integers(min_value=-(10**12), max_value=10**12))
def test_english_amounts_read_back_to_the_cents(cents):
    text = money_format(cents)
    match = re.fullmatch(r"(-?)€(\d{1,3}(?:,\d{3})*)\.(\d\d)", text)
    assert match is not None, text
    sign = -1 if match.group(1) else 1
    assert sign * (int(match.group(2).replace(",", "")) * 100 + int(match.group(3))) == cents
