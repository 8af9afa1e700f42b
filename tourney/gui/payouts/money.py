"""Money and chips on the Payouts screens, written the way the window's language writes them.

Money keeps the tournament's currency and is written as the window's language writes it,
``€1,460.00`` in English, ``1.460,00 €`` in Italian and Romanian
(:func:`tourney.domain.money.money_text.money`, which the TV, the reports and the command line
use too). Chip counts and percentages follow the same language (:mod:`tourney.gui.numbers`,
whose helpers are imported here too).
"""

from __future__ import annotations

from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.gui.numbers import chips_text, percent_text

__all__ = ["chips_text", "currency_of", "money_text", "percent_text"]


def currency_of(state: TournamentState | None) -> Currency:
    """The currency the tournament writes its money in (none without a tournament)."""
    if state is None:
        return NO_CURRENCY
    return getattr(state.setup, "currency", NO_CURRENCY)


def money_text(cents: int, state: TournamentState | None, *, sign: bool = False) -> str:
    """``cents`` as the tournament writes money, in the window's language.

    ``"€1,460.00"`` in English, ``"1.460,00 €"`` in Italian and Romanian (``"1,460.00"``
    without a currency).
    """
    return money(cents, currency_of(state), sign=sign, language=current_language())
