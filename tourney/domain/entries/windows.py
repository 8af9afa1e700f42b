"""When a rebuy or an add-on may be bought, and the refusal that says when it may not.

The window itself is :func:`tourney.domain.setup.offer_window`'s (until a level, with or
without the break after it, until a break, or during one break only); here it is read at the
clock's position and a closed window is refused in the director's words: "The add-on is sold
only during the break after level 4, which has not started yet."
"""

from __future__ import annotations

from tourney.base.messages import Lowered
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now
from tourney.domain.levels.structure import Break, Structure
from tourney.domain.setup import Offer, OfferWindow, break_index, offer_window
from tourney.domain.state import TournamentState

__all__ = ["check_offer_window"]


def check_offer_window(state: TournamentState, offer: Offer, now: Now, *, rebuy: bool) -> None:
    """Refuse a rebuy (``rebuy``) or the add-on outside its window, saying which window it is.

    Raises:
        DomainNotAllowedError: The window has closed, or it is a break not started yet.
    """
    structure = state.clock.structure
    index = state.index_at(now) if state.started else None
    window = offer_window(offer, structure, index)
    if window is OfferWindow.OPEN:
        return
    if offer.at_break is not None:
        where = break_index(structure, offer.at_break)
        if where is None:
            raise (
                DomainNotAllowedError(
                    "Rebuys are sold only during break {number}, and the structure has "
                    "no break {number}.",
                    number=offer.at_break,
                )
                if rebuy
                else DomainNotAllowedError(
                    "The add-on is sold only during break {number}, and the structure has "
                    "no break {number}.",
                    number=offer.at_break,
                )
            )
        name = Lowered(structure.name_note_of(where))
        if window is OfferWindow.NOT_YET:
            raise (
                DomainNotAllowedError(
                    "Rebuys are sold only during {name}, which has not started yet.", name=name
                )
                if rebuy
                else DomainNotAllowedError(
                    "The add-on is sold only during {name}, which has not started yet.",
                    name=name,
                )
            )
        raise (
            DomainNotAllowedError("Rebuys were sold only during {name}, which is over.", name=name)
            if rebuy
            else DomainNotAllowedError(
                "The add-on was sold only during {name}, which is over.", name=name
            )
        )
    if offer.until_break is not None:
        where = break_index(structure, offer.until_break)
        closed: object = Lowered(structure.name_note_of(where)) if where is not None else ""
        raise (
            DomainNotAllowedError("Rebuys closed at the end of {name}.", name=closed)
            if rebuy
            else DomainNotAllowedError("The add-on closed at the end of {name}.", name=closed)
        )
    level = offer.until_level
    if not offer.through_break:
        raise (
            DomainNotAllowedError("Rebuys closed at the end of level {level}.", level=level)
            if rebuy
            else DomainNotAllowedError(
                "The add-on closed at the end of level {level}.", level=level
            )
        )
    if level is not None and _break_follows(structure, level):
        raise (
            DomainNotAllowedError(
                "Rebuys closed after level {level} and the break after it.", level=level
            )
            if rebuy
            else DomainNotAllowedError(
                "Add-ons closed after level {level} and the break after it.", level=level
            )
        )
    raise (
        DomainNotAllowedError("Rebuys closed after level {level}.", level=level)
        if rebuy
        else DomainNotAllowedError("Add-ons closed after level {level}.", level=level)
    )


def _break_follows(structure: Structure, level: int) -> bool:
    """Whether a break comes right after level ``level`` (its window runs through it)."""
    try:
        index = structure.index_of_level(level)
    except DomainNotAllowedError:
        return False
    return index + 1 < len(structure) and isinstance(structure.items[index + 1], Break)
