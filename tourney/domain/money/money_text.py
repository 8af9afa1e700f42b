r"""Money in the domain's sentences: integer cents written the way people read them.

Every amount in Tourney is an ``int`` of cents. The explanations the domain gives
("The prize pool of €1,460.00 is shared between 3 places") write it with the event's
:class:`Currency`, a setting of the tournament (:class:`~tourney.domain.setup.TournamentSetup`),
in the reader's language: :func:`tourney.base.formats.format_money` writes it, for the window,
the TV, the reports and the command line alike. With no currency chosen, amounts are plain
numbers with two decimals.

>>> money(146000)
'1,460.00'
>>> money(146000, Currency("€"))
'€1,460.00'
>>> money(146000, Currency("lei", decimals=0))
'lei\xa01,460'
>>> money(-2050, Currency("$")), money(2050, Currency("$"), sign=True)
('-$20.50', '+$20.50')

Italian and Romanian write point thousands, comma decimals and the symbol after the number;
:class:`Amount` is an amount in a :class:`~tourney.base.messages.Message`, said in the
message's language:

>>> money(146000, Currency("€"), language="it")
'1.460,00\xa0€'
>>> Amount(146000, Currency("lei")).translated("ro")
'1.460,00\xa0lei'
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass

from tourney.base.formats import format_money
from tourney.domain.errors import DomainNotAllowedError

__all__ = ["NO_CURRENCY", "Amount", "Currency", "money"]

_MAX_SYMBOL = 8


@dataclass(frozen=True, slots=True)
class Currency:
    """How a tournament writes its money.

    Attributes:
        symbol: The currency's symbol or code (``"€"``, ``"$"``, ``"lei"``, ``"CHF"``);
            empty for none.
        symbol_first: Kept from files written when the director chose where the symbol
            goes; the language puts it now (``€5.00`` in English, ``5,00 €`` in Italian).
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
                "A currency symbol has at most {most} characters and no outer spaces, "
                "not {symbol!r}.",
                most=_MAX_SYMBOL,
                symbol=self.symbol,
            )
        if self.decimals not in (0, 2):
            raise DomainNotAllowedError(
                "Money is written with 0 or 2 decimals, not {decimals}.", decimals=self.decimals
            )

    @property
    def unit(self) -> int:
        """The smallest amount handed out, in cents: 1 (a cent), or 100 for whole amounts."""
        return 1 if self.decimals else 100


NO_CURRENCY = Currency()
"""No symbol, two decimals: ``1,460.00``."""


def money(
    cents: int, currency: Currency = NO_CURRENCY, *, sign: bool = False, language: str = "en"
) -> str:
    """Write an amount of cents with the tournament's currency.

    Args:
        cents: The amount, in cents.
        currency: How the tournament writes money.
        sign: Write ``+`` before a positive amount (for differences).
        language: The reader's language: ``"en"`` for ``€1,460.00``, ``"it"`` for
            ``1.460,00 €``.

    Returns:
        The amount as people read it, e.g. ``"€1,460.00"``.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    return format_money(
        cents, language, symbol=currency.symbol, decimals=currency.decimals, sign=sign
    )


@dataclass(frozen=True, slots=True)
class Amount:
    """An amount in a :class:`~tourney.base.messages.Message`, said in its language.

    Attributes:
        cents: The amount, in cents.
        currency: How the tournament writes money.
        sign: Write ``+`` before a positive amount (for differences).
    """

    cents: int
    currency: Currency = NO_CURRENCY
    sign: bool = False

    def translated(self, language: str) -> str:
        """The amount as :func:`money` writes it in ``language``."""
        return money(self.cents, self.currency, sign=self.sign, language=language)
