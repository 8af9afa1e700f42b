r"""Numbers, money, dates, lists and the order of names, as each language writes them.

The one place where Tourney writes a number for people: the window, the TV, the PDFs and the
command line all call these functions, so an amount reads the same on every one of them. The
formats are CLDR's (through Babel), for the locale each language names
(:data:`tourney.base.languages.LANGUAGES`): English ``€1,460.00``, Italian ``1.460,00 €``,
Romanian ``1.460,00 €`` (the space before the symbol is CLDR's no-break space, U+00A0).
The symbol is the tournament's own (``€``, ``lei``, ``CHF``); where it goes is the language's.

Names are put in order by the Unicode Collation Algorithm (pyuca, the DUCET), not by code
point: ``Łukasz`` sorts among the L, ``Niccolò`` among the N. Romanian adds its own
alphabet's letters (``ă â î ș ț`` come after ``a a i s t``, as a Romanian dictionary has them).

>>> [format_money(146_050, code, symbol="€") for code in ("en", "it", "ro")]
['€1,460.50', '1.460,50\xa0€', '1.460,50\xa0€']
>>> format_chips(12_500, "it"), format_percent(0.275, "en"), format_percent(0.275, "ro")
('12.500', '27.5%', '27,5\xa0%')
>>> sorted(["Zoe", "Łukasz", "Ștefan", "Mara", "Sorin"], key=name_key("en"))
['Łukasz', 'Mara', 'Sorin', 'Ștefan', 'Zoe']
"""

from __future__ import annotations

import copy
import datetime as dt
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from decimal import Decimal
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from tourney.base.languages import language as language_of

if TYPE_CHECKING:  # Babel and pyuca load when first used, not with every module that formats
    from babel import Locale
    from babel.numbers import NumberPattern
    from pyuca.collator import BaseCollator

__all__ = [
    "NO_BREAK_SPACE",
    "collation_key",
    "collation_text",
    "decimal_symbol",
    "format_chips",
    "format_date",
    "format_datetime",
    "format_decimal",
    "format_english_number",
    "format_list",
    "format_money",
    "format_percent",
    "format_time",
    "group_symbol",
    "load_formats",
    "name_key",
    "number_marks",
    "sorted_by_name",
]

NO_BREAK_SPACE = "\u00a0"
"""What CLDR puts between a number and a symbol that follows it: the two never part."""

T = TypeVar("T")


def load_formats() -> None:
    """Import the parts of Babel that writing numbers, money and dates needs, not its data.

    They load by themselves when first used; a program that imports a toolkit with an import
    hook (PySide6 reads the source of every module imported after it) calls this before it,
    so Babel's big modules are not read twice. The locale data is read when first needed.
    """
    import babel.dates
    import babel.numbers  # noqa: F401


@cache
def _locale(code: str) -> Locale:
    from babel import Locale

    return Locale.parse(language_of(code).locale)


def _symbols(code: str) -> dict[str, str]:
    return dict(_locale(code).number_symbols["latn"])


def group_symbol(code: str) -> str:
    """The thousands mark of language ``code``: ``","`` in English, ``"."`` in Italian."""
    return _symbols(code)["group"]


def decimal_symbol(code: str) -> str:
    """The decimal mark of language ``code``: ``"."`` in English, ``","`` in Italian."""
    return _symbols(code)["decimal"]


@cache
def _pattern(code: str, kind: str, decimals: int | None) -> NumberPattern:
    """The locale's number pattern of ``kind``, with exactly ``decimals`` decimals if given."""
    locale = _locale(code)
    formats = {
        "decimal": locale.decimal_formats,
        "percent": locale.percent_formats,
        "currency": locale.currency_formats,
    }[kind]
    pattern: NumberPattern = copy.copy(formats["standard" if kind == "currency" else None])
    if decimals is not None:
        pattern.frac_prec = (decimals, decimals)
    return pattern


def _apply(
    pattern: NumberPattern, value: Decimal | int | float, code: str, *, grouped: bool = True
) -> str:
    text: str = pattern.apply(value, _locale(code), currency_digits=False, group_separator=grouped)
    return text


def format_decimal(
    value: Decimal | int | float, code: str, *, decimals: int | None = None, grouped: bool = True
) -> str:
    """A number in language ``code``: ``1,234.5`` or ``1.234,5``.

    Args:
        value: The number.
        code: The language.
        decimals: Exactly this many decimals; by default as many as the value has (up to 3).
        grouped: Group the thousands (``False`` for a number typed in a field: ``1234,5``).

    >>> format_decimal(1234.5, "it", decimals=2), format_decimal(1234.5, "en", grouped=False)
    ('1.234,50', '1234.5')
    """
    return _apply(_pattern(code, "decimal", decimals), value, code, grouped=grouped)


def format_chips(amount: int, code: str) -> str:
    """A whole number of chips (or players, or any count) with the language's thousands mark.

    >>> format_chips(1_234_567, "en"), format_chips(-25_000, "ro")
    ('1,234,567', '-25.000')
    """
    return _apply(_pattern(code, "decimal", 0), amount, code)


def format_percent(ratio: float | Decimal, code: str, *, decimals: int = 1) -> str:
    """``ratio`` (``0.275``) as a percentage with ``decimals`` decimals: ``27.5%``, ``27,5 %``."""
    return _apply(_pattern(code, "percent", decimals), ratio, code)


def format_money(
    cents: int, code: str, *, symbol: str = "", decimals: int = 2, sign: bool = False
) -> str:
    r"""An amount of money (in cents) as language ``code`` writes it, with the event's symbol.

    Args:
        cents: The amount, in cents; a negative amount has the language's minus sign.
        code: The language: it decides the marks and where the symbol goes.
        symbol: The tournament's currency symbol or code (``"€"``, ``"lei"``); empty for a
            plain number.
        decimals: 2 to always write cents; 0 to leave them out of whole amounts (an amount
            with cents still shows them).
        sign: Write ``+`` before a positive amount (a difference).

    A symbol made of letters is kept from the digits by a no-break space, as CLDR's
    currency spacing asks (``lei 250.00`` in English):

    >>> format_money(25_000, "en", symbol="lei", decimals=0), format_money(-2050, "en", symbol="$")
    ('lei\xa0250', '-$20.50')
    >>> format_money(2050, "it", sign=True)
    '+20,50'
    """
    places = 2 if decimals or cents % 100 else 0
    text = _apply(_pattern(code, "currency", places), Decimal(cents).scaleb(-2), code)
    text = _place_symbol(text, symbol)
    if sign and cents > 0:
        text = _symbols(code)["plusSign"] + text
    return text


def _place_symbol(text: str, symbol: str) -> str:
    """Put ``symbol`` where the pattern's ``¤`` is, spaced as CLDR's currency spacing says."""
    at = text.index("¤")
    before, after = text[:at], text[at + 1 :]
    if not symbol:
        return before.rstrip(f" {NO_BREAK_SPACE}") + after.lstrip(f" {NO_BREAK_SPACE}")
    if after[:1].isdigit() and not _is_symbol(symbol[-1]):
        symbol += NO_BREAK_SPACE
    if before[-1:].isdigit() and not _is_symbol(symbol[0]):
        symbol = NO_BREAK_SPACE + symbol
    return before + symbol + after


def _is_symbol(character: str) -> bool:
    return unicodedata.category(character).startswith("S")


def number_marks(code: str) -> dict[str, object]:
    r"""How language ``code`` writes numbers and money, for code that cannot run Babel.

    The room's pages write amounts in the browser; they are given these marks (by the room's
    server) so that they write them exactly as :func:`format_money` and :func:`format_chips`
    do: the thousands and decimal marks, the signs, and the text around the number of an
    amount (``¤`` stands for the symbol, placed and spaced as :func:`format_money` places it).

    >>> marks = number_marks("it")
    >>> marks["group"], marks["decimal"], marks["positive"], marks["negative"]
    ('.', ',', ['', '\xa0¤'], ['-', '\xa0¤'])
    >>> number_marks("en")["positive"], number_marks("en")["locale"]
    (['¤', ''], 'en-GB')
    """
    pattern = _pattern(code, "currency", 2)
    marks: dict[str, object] = {
        "locale": language_of(code).locale.replace("_", "-"),  # what dates and times follow
        "group": group_symbol(code),
        "decimal": decimal_symbol(code),
        "minus": _symbols(code)["minusSign"],
        "plus": _symbols(code)["plusSign"],
    }
    for name, value in (("positive", Decimal(1)), ("negative", Decimal(-1))):
        text = _apply(pattern, value, code)
        digits = [i for i, char in enumerate(text) if char.isdigit()]
        marks[name] = [text[: digits[0]], text[digits[-1] + 1 :]]
    return marks


def format_english_number(english: str, code: str) -> str:
    r"""A number written the English way in a stored sentence (``"12,500"``, ``"50.5%"``).

    It is read back and written in language ``code`` with the same number of decimals.

    >>> format_english_number("12,500", "it"), format_english_number("50.5%", "ro")
    ('12.500', '50,5\xa0%')
    >>> format_english_number("1,460.00", "en"), format_english_number("n/a", "it")
    ('1,460.00', 'n/a')
    """
    text = english.strip()
    percent = text.endswith("%")
    digits = text.removesuffix("%").replace(",", "")
    try:
        value = Decimal(digits)
    except ArithmeticError:
        return english
    if not value.is_finite():
        return english
    exponent = value.as_tuple().exponent
    decimals = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    if percent:
        return format_percent(value.scaleb(-2), code, decimals=decimals)
    return format_decimal(value, code, decimals=decimals, grouped="," in text)


def format_list(items: Sequence[str], code: str) -> str:
    """Words as a list in a sentence: ``"a, b and c"``, ``"a, b e c"``, ``"a, b și c"``."""
    from babel.lists import format_list as babel_list

    return babel_list(list(items), locale=_locale(code)) if items else ""


def format_date(day: dt.date, code: str) -> str:
    """A date as written in full: ``15 March 2025``, ``15 marzo 2025``, ``15 martie 2025``."""
    from babel.dates import format_date as babel_date

    return babel_date(day, "long", locale=_locale(code))


def format_time(moment: dt.time | dt.datetime, code: str) -> str:
    """A clock time, as the language writes it (a 24-hour clock in all three): ``19:30``."""
    from babel.dates import format_time as babel_time

    return babel_time(moment, "short", locale=_locale(code))


def format_datetime(moment: dt.datetime, code: str, *, joined: str = "{date}, {time}") -> str:
    """A date and a time: ``15 March 2025, 19:30``.

    Args:
        moment: The moment.
        code: The language.
        joined: How the two are joined, a template with ``{date}`` and ``{time}`` (the
            catalogs translate it: Italian writes ``15 marzo 2025, ore 19:30``).
    """
    return joined.format(date=format_date(moment.date(), code), time=format_time(moment, code))


# ----------------------------------------------------------------------------- collation

_TAILORED: dict[str, dict[str, int]] = {
    # Romanian's own letters: ă and â after a, î after i, ș after s, ț after t (with the
    # cedilla forms ş ţ that keyboards often type for them)
    "ro": {"a\u0306": 1, "a\u0302": 2, "i\u0302": 1, "s\u0326": 1, "s\u0327": 1, "t\u0326": 1},
}
_TAILORED["ro"]["t\u0327"] = 1


@cache
def _collator() -> BaseCollator:
    from pyuca import Collator

    return Collator()


def _elements(text: str) -> list[list[int]]:
    return list(_collator().collation_elements(text))


def _tailored_elements(text: str, letters: dict[str, int]) -> list[list[int]]:
    """Collation elements where ``letters`` are letters of their own after their base letter.

    Every primary weight is multiplied by four, leaving room after each for up to three
    letters of the language's own: ``ă`` is ``a``'s primary plus one, ``â`` plus two.
    """
    out: list[list[int]] = []
    run = ""
    index = 0
    while index < len(text):
        pair = text[index : index + 2].lower()
        rank = letters.get(pair)
        if rank is None:
            run += text[index]
            index += 1
            continue
        out += _scaled(_elements(run)) if run else []
        run = ""
        base = _elements(text[index])[0]
        out.append([base[0] * 4 + rank, *base[1:]])
        index += 2
    if run:
        out += _scaled(_elements(run))
    return out


def _scaled(elements: Iterable[list[int]]) -> list[list[int]]:
    return [[element[0] * 4, *element[1:]] for element in elements]


def collation_key(text: str, code: str) -> tuple[int, ...]:
    """The key that puts ``text`` in its place among others in language ``code``.

    >>> collation_key("ăla", "ro") > collation_key("azur", "ro")
    True
    >>> collation_key("ăla", "en") < collation_key("azur", "en")
    True
    """
    decomposed = unicodedata.normalize("NFD", text)
    letters = _TAILORED.get(language_of(code).code)
    if letters is None:
        return tuple(_collator().sort_key(decomposed))
    collator = _collator()
    return tuple(collator.sort_key_from_collation_elements(_tailored_elements(decomposed, letters)))


def collation_text(text: str, code: str) -> str:
    """:func:`collation_key` as plain text, for a sort key that must be a string.

    Qt's models compare strings, not tuples: five hex digits per weight keep the order.

    >>> collation_text("Łukasz", "en") < collation_text("Mara", "en")
    True
    """
    return "".join(f"{weight:05x}" for weight in collation_key(text, code))


def name_key(code: str) -> Callable[[str], tuple[int, ...]]:
    """A ``key=`` for :func:`sorted` that puts names in the order of language ``code``."""
    return lambda text: collation_key(text, code)


def sorted_by_name(items: Iterable[T], code: str, *, name: Callable[[T], str]) -> list[T]:
    """``items`` in the order of their ``name`` in language ``code``.

    >>> sorted_by_name([("Zoe", 1), ("Niccolò", 2), ("Nico", 3)], "it", name=lambda p: p[0])
    [('Niccolò', 2), ('Nico', 3), ('Zoe', 1)]
    """
    return sorted(items, key=lambda item: collation_key(name(item), code))
