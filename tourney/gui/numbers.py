"""Numbers written the way the window's language writes them, and read back when typed.

The numbers are written by :mod:`tourney.base.formats` (CLDR's formats, the same for the
window, the TV, the reports and the command line): English writes ``12,500`` and ``40.5%``,
Italian ``12.500`` and ``40,5%``, Romanian ``12.500`` and ``40,5 %``. Chip amounts the
director types are read with :func:`parse_chips`: plain digits always, and the language's
thousands mark where it groups by threes (``"20.000"`` in Italian, ``"20,000"`` in
English). Amounts with decimals (money) are written and read with :func:`decimal_text` and
:func:`parse_decimal` (``12,50`` in Italian, ``12.50`` in English). The editors that use
them — ``ChipsSpinBox``, ``DecimalSpinBox``, ``ask_chips`` — are in
:mod:`tourney.gui.number_boxes`, loaded with the dialogs.

The text helpers read :func:`~tourney.gui.language.current_language` each time they are
called, so models and labels follow the language installed when they are drawn.
"""

from __future__ import annotations

import re
from typing import Any

from PySide6.QtCore import QLocale

from tourney.base.formats import (
    decimal_symbol,
    format_chips,
    format_decimal,
    format_percent,
    group_symbol,
)
from tourney.base.languages import language as language_of
from tourney.gui.language import current_language

__all__ = [
    "NumbersLocale",
    "chips_text",
    "count_text",
    "decimal_mark",
    "decimal_text",
    "group_mark",
    "number_locale",
    "parse_chips",
    "parse_decimal",
    "percent_text",
]


def chips_text(amount: int) -> str:
    """A chip count with the window's language's thousands mark: ``12,500`` or ``12.500``."""
    return format_chips(amount, current_language())


def count_text(count: int) -> str:
    """A count (entries, pages) with the window's language's thousands mark: ``1,000``."""
    return format_chips(count, current_language())


def percent_text(part: float, whole: float) -> str:
    """``part`` as a percentage of ``whole`` with one decimal (``"27.5%"``, ``"27,5%"``).

    Empty when ``whole`` is not positive.
    """
    if whole <= 0:
        return ""
    return format_percent(part / whole, current_language())


def group_mark(language: str | None = None) -> str:
    """The thousands mark of ``language`` (the window's by default): ``","`` or ``"."``."""
    return group_symbol(language or current_language())


def parse_chips(value: object, language: str | None = None) -> int:
    """A whole number typed by the director, in ``language`` (the window's by default).

    Accepts an ``int`` as it is; text may be plain digits or grouped by threes with the
    language's thousands mark, with a sign and spaces around it. The other mark is refused:
    ``"20,000"`` in Italian could be twenty with decimals.

    >>> parse_chips("20000", "it"), parse_chips(" 20.000 ", "it"), parse_chips("20,000", "en")
    (20000, 20000, 20000)

    Raises:
        ValueError: ``value`` is not a whole number written that way.
    """
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    text = str(value).strip()
    if _PLAIN.fullmatch(text):
        return int(text)
    mark = re.escape(group_mark(language))
    if re.fullmatch(rf"[+-]?\d{{1,3}}(?:{mark}\d{{3}})+", text):
        return int(text.replace(group_mark(language), ""))
    raise ValueError(f"{value!r} is not a whole number")


_PLAIN = re.compile(r"[+-]?\d+")


def decimal_mark(language: str | None = None) -> str:
    """The decimal mark of ``language`` (the window's by default): ``"."`` or ``","``."""
    return decimal_symbol(language or current_language())


def decimal_text(
    value: float, decimals: int = 2, *, grouped: bool = True, language: str | None = None
) -> str:
    """``value`` with ``decimals`` decimals in ``language`` (the window's by default).

    >>> decimal_text(1234.5, language="en"), decimal_text(1234.5, language="it")
    ('1,234.50', '1.234,50')
    """
    return format_decimal(
        value + 0.0, language or current_language(), decimals=decimals, grouped=grouped
    )


def parse_decimal(value: object, language: str | None = None, *, decimals: int = 2) -> float:
    """A number with decimals typed by the director, in ``language`` (the window's by default).

    Accepts an ``int`` or a ``float`` as it is; text is plain digits or digits grouped by
    threes with the language's thousands mark, then optionally the language's decimal mark
    and at most ``decimals`` digits. The other language's marks are refused: ``"12.50"`` in
    Italian could be twelve hundred and fifty badly grouped.

    >>> parse_decimal("12,50", "it"), parse_decimal("1.234,5", "ro"), parse_decimal("12.50", "en")
    (12.5, 1234.5, 12.5)

    Raises:
        ValueError: ``value`` is not a number written that way.
    """
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    text = str(value).strip()
    group, point = re.escape(group_mark(language)), re.escape(decimal_mark(language))
    found = re.fullmatch(
        rf"(?P<sign>[+-]?)(?P<whole>\d*|\d{{1,3}}(?:{group}\d{{3}})+)(?:{point}(?P<part>\d*))?",
        text,
    )
    if found is None or not (found["whole"] or found["part"]):
        raise ValueError(f"{value!r} is not a number")
    part = found["part"] or ""
    if len(part) > decimals:
        raise ValueError(f"{value!r} has more than {decimals} decimals")
    whole = found["whole"].replace(group_mark(language), "") or "0"
    return float(f"{found['sign']}{whole}.{part or '0'}")


class NumbersLocale(QLocale):
    """A :class:`QLocale` of the window's language whose whole numbers are written as chips.

    Qt's own Italian writes ``1000`` but ``12.500``; this one writes ``1.000`` like
    :func:`chips_text`, so text built with ``locale.toString(n)`` (the clock strip's and the
    TV display's) matches the rest of the window. Everything else is the language's locale.
    """

    def __init__(self, language: str | None = None) -> None:
        self._code = language or current_language()
        # by name: naming it creates none of QLocale's large enums
        super().__init__(language_of(self._code).qt_locale)

    def toString(self, *args: Any, **kwargs: Any) -> str:
        """A whole number written as chips; any other value as the locale writes it."""
        if len(args) == 1 and not kwargs and type(args[0]) is int:
            return format_chips(args[0], self._code)
        return super().toString(*args, **kwargs)


def number_locale() -> NumbersLocale:
    """The :class:`NumbersLocale` of the window's language, for text built by a ``QLocale``."""
    return NumbersLocale()
