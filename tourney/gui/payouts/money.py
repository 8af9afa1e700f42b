"""Money on the Payouts screens, written with the tournament's currency."""

from __future__ import annotations

from tourney.domain.money_text import NO_CURRENCY, Currency, money
from tourney.domain.state import TournamentState

__all__ = ["currency_of", "money_text"]


def currency_of(state: TournamentState | None) -> Currency:
    """The currency the tournament writes its money in (none without a tournament)."""
    if state is None:
        return NO_CURRENCY
    return getattr(state.setup, "currency", NO_CURRENCY)


def money_text(cents: int, state: TournamentState | None, *, sign: bool = False) -> str:
    """``cents`` as the tournament writes money: ``"€1,460.00"`` (``"1,460.00"`` without one)."""
    return money(cents, currency_of(state), sign=sign)
