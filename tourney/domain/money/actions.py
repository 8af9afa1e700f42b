"""Director actions on money: lock and unlock the payouts, record a deal.

Locking keeps the payouts as they are now, whatever happens to the pool afterwards (a late
entry, an undone re-entry); the figures then show the difference. A deal is recorded with
each player's amount, as computed by :mod:`tourney.domain.money.deals` from the players left
(named by entry number, as text) and :func:`tourney.domain.figures.prizes_left`.
"""

from __future__ import annotations

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import payout_status
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.money.deals import Deal
from tourney.domain.serialize import deal_to_json, payouts_to_json
from tourney.domain.state import TournamentState

__all__ = ["check_record_deal", "lock_payouts", "record_deal", "unlock_payouts"]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def lock_payouts(state: TournamentState, now: Now) -> Event:
    """Lock the payouts as they are now.

    Raises:
        DomainNotAllowedError: They are locked already.
        DomainError: The payouts cannot be computed for this field.
    """
    if state.locked_payouts is not None:
        raise DomainNotAllowedError("The payouts are locked already.")
    payouts = payout_status(state).payouts
    data = {"payouts": payouts_to_json(payouts)}
    places = payouts.places
    label = f"Lock the payouts ({places} place{'s' if places != 1 else ''})"
    return Event("payouts_locked", data, _at(now), label)


def unlock_payouts(state: TournamentState, now: Now) -> Event:
    """Unlock the payouts: they follow the prize pool again.

    Raises:
        DomainNotAllowedError: They are not locked.
    """
    if state.locked_payouts is None:
        raise DomainNotAllowedError("The payouts are not locked.")
    return Event("payouts_unlocked", {}, _at(now), "Unlock the payouts")


def check_record_deal(state: TournamentState, deal: Deal) -> None:
    """Refuse a deal that is not between exactly the players left.

    Raises:
        DomainNotAllowedError: A deal is recorded already, or the deal's players are not the
            entries still playing.
    """
    if state.deal is not None:
        raise DomainNotAllowedError("A deal is recorded already: undo it first.")
    playing = {str(e.number) for e in state.active()}
    if set(deal.players) != playing or len(deal.players) != len(playing):
        raise DomainNotAllowedError(
            "A deal must be made between all the players left, and only them."
        )


def record_deal(state: TournamentState, deal: Deal, now: Now) -> Event:
    """Record a deal with each player's amount.

    Raises:
        DomainNotAllowedError: See :func:`check_record_deal`.
    """
    check_record_deal(state, deal)
    names = ", ".join(state.name(int(p)) for p in deal.players)
    data = {"deal": deal_to_json(deal)}
    return Event("deal_recorded", data, _at(now), f"Deal between {names}")
