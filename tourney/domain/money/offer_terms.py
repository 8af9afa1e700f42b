"""What a rebuy or an add-on costs and gives, as the floor says it: "€40.00 for 10,000 chips".

One sentence for the window's rebuy dialog and the staff phones alike.
"""

from __future__ import annotations

from tourney.base.formats import format_chips
from tourney.base.messages import message
from tourney.domain.money.money_text import money
from tourney.domain.state import TournamentState

__all__ = ["offer_terms"]


def offer_terms(state: TournamentState, language: str, *, rebuy: bool) -> str:
    """What the floor collects and gives for a rebuy (or an add-on); empty when none is sold."""
    offer = state.setup.buyins.rebuy if rebuy else state.setup.buyins.addon
    if offer is None:
        return ""
    return message(
        "{price} for {chips} chips",
        price=money(offer.price.price, state.setup.currency, language=language),
        chips=format_chips(offer.chips, language),
    ).translated(language)
