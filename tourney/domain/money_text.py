"""Money in the domain's sentences: integer cents written the way people read them.

Every amount in Tourney is an ``int`` of cents. The explanations the domain gives
("The prize pool of €1,460.00 is shared between 3 places") write it with the event's
:class:`Currency`, a setting of the tournament (:class:`~tourney.domain.setup.TournamentSetup`).
With no currency chosen, amounts are plain numbers with two decimals.

>>> money(146000)
'1,460.00'
>>> money(146000, Currency("€"))
'€1,460.00'
>>> money(146000, Currency("lei", symbol_first=False, decimals=0))
'1,460 lei'
>>> money(-2050, Currency("$")), money(2050, Currency("$"), sign=True)
('-$20.50', '+$20.50')
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from tourney.domain.errors import DomainNotAllowedError

__all__ = ["NO_CURRENCY", "Currency", "money"]

_MAX_SYMBOL = 8


@dataclass(frozen=True, slots=True)
class Currency:
    """How a tournament writes its money.

    Attributes:
        symbol: The currency's symbol or code (``"€"``, ``"$"``, ``"lei"``, ``"CHF"``);
            empty for none.
        symbol_first: Whether the symbol comes before the amount (``€5.00``) or after it
            (``5.00 €``). A symbol that is a word (``lei``, ``CHF``) is set off by a space.
        decimals: 2 to always write cents; 0 to write whole amounts without them (an amount
            with cents still shows them).
    """

    symbol: str = ""
    _: KW_ONLY
    symbol_first: bool = True
    decimals: int = 2

    def __post_init__(self) -> None:
        if self.symbol != self.symbol.strip() or len(self.symbol) > _MAX_SYMBOL:
            raise DomainNotAllowedError(
                f"A currency symbol has at most {_MAX_SYMBOL} characters and no outer spaces, "
                f"not {self.symbol!r}."
            )
        if self.decimals not in (0, 2):
            raise DomainNotAllowedError(
                f"Money is written with 0 or 2 decimals, not {self.decimals}."
            )


NO_CURRENCY = Currency()
"""No symbol, two decimals: ``1,460.00``."""


def money(cents: int, currency: Currency = NO_CURRENCY, *, sign: bool = False) -> str:
    """Write an amount of cents with the tournament's currency.

    Args:
        cents: The amount, in cents.
        currency: How the tournament writes money.
        sign: Write ``+`` before a positive amount (for differences).

    Returns:
        The amount as people read it, e.g. ``"€1,460.00"``.
    """
    minus = "-" if cents < 0 else ("+" if sign and cents > 0 else "")
    whole, rest = divmod(abs(cents), 100)
    number = f"{whole:,}"
    if currency.decimals or rest:
        number += f".{rest:02d}"
    symbol = currency.symbol
    if not symbol:
        return minus + number
    if currency.symbol_first:
        gap = " " if symbol[-1].isalpha() else ""
        return f"{minus}{symbol}{gap}{number}"
    return f"{minus}{number} {symbol}"
