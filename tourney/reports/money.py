"""Money and chip amounts as printed: currency symbol, thousands separators, cents.

Money is integer cents everywhere in Tourney; a :class:`MoneyFormat` says how one event
writes it. :data:`ENGLISH` gives ``€1,250.00``; :data:`CONTINENTAL` gives ``1.250,00 €``.
The format is passed in (from the event's settings), never read from the system locale;
:func:`localized` writes it the way a report's language writes numbers.

>>> money_format(125000)
'€1,250.00'
>>> money_format(125000, CONTINENTAL)
'1.250,00 €'
>>> money_format(-550, MoneyFormat(symbol="$"))
'-$5.50'
>>> chips_format(1234567)
'1,234,567'
>>> money_format(146000, localized(ENGLISH, "it"))
'1.460,00 €'
"""

from __future__ import annotations

from dataclasses import dataclass, replace

__all__ = ["CONTINENTAL", "ENGLISH", "MoneyFormat", "chips_format", "localized", "money_format"]


@dataclass(frozen=True, slots=True)
class MoneyFormat:
    """How an event writes money.

    Attributes:
        symbol: The currency symbol (``"€"``, ``"$"``, ``"lei"``); empty for none.
        thousands: The thousands separator.
        decimal: The decimal separator.
        symbol_first: Whether the symbol comes before the number (``€5``) or after it.
        space: Whether a space separates the symbol from the number.
        cents: Whether cents are always printed (``€5.00``) or only when an amount has
            some (``€5``, ``€5.50``).
    """

    symbol: str = "€"
    thousands: str = ","
    decimal: str = "."
    symbol_first: bool = True
    space: bool = False
    cents: bool = True

    def number(self, value: int) -> str:
        """A whole number with this format's thousands separator: ``12,500``."""
        return f"{value:,}".replace(",", self.thousands)


ENGLISH = MoneyFormat()
"""``€1,250.00``: symbol first, comma thousands, point decimals."""

CONTINENTAL = MoneyFormat(thousands=".", decimal=",", symbol_first=False, space=True)
"""``1.250,00 €``: point thousands, comma decimals, symbol after."""


_CONTINENTAL_LANGUAGES = frozenset({"it", "ro"})
"""Languages that write ``1.460,00 €``: point thousands, comma decimals, symbol after."""


def localized(style: MoneyFormat, language: str) -> MoneyFormat:
    """The event's money format as ``language`` writes numbers.

    English keeps the event's own format. Italian and Romanian write point thousands, comma
    decimals and the symbol after the number with a space (``1.460,00 €``, ``250 lei``);
    the symbol and whether cents are printed stay the event's.

    >>> money_format(125050, localized(MoneyFormat(symbol="lei", cents=False), "ro"))
    '1.250,50 lei'
    """
    if language not in _CONTINENTAL_LANGUAGES:
        return style
    return replace(style, thousands=".", decimal=",", symbol_first=False, space=True)


def money_format(cents: int, style: MoneyFormat = ENGLISH) -> str:
    """Write an amount of money (in cents) the way the event does.

    Args:
        cents: The amount, in cents; negative amounts get a leading minus.
        style: The event's convention.

    Returns:
        The amount with its symbol, e.g. ``"€1,250.00"``.
    """
    sign = "-" if cents < 0 else ""
    whole, rest = divmod(abs(cents), 100)
    number = style.number(whole)
    if style.cents or rest:
        number += f"{style.decimal}{rest:02d}"
    if not style.symbol:
        return sign + number
    gap = " " if style.space else ""
    if style.symbol_first:
        return f"{sign}{style.symbol}{gap}{number}"
    return f"{sign}{number}{gap}{style.symbol}"


def chips_format(chips: int, style: MoneyFormat = ENGLISH) -> str:
    """Write a chip count with the event's thousands separator: ``"1,234,567"``."""
    return ("-" if chips < 0 else "") + style.number(abs(chips))
