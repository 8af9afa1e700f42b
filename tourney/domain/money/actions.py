"""Director actions on money: lock and unlock the payouts, record a deal.

Locking keeps the payouts as they are now, whatever happens to the pool afterwards (a late
entry, an undone re-entry); the figures then show the difference. A deal is recorded with
each player's amount, as computed by :mod:`tourney.domain.money.deals` from the players left
(named by entry number, as text) and :func:`tourney.domain.figures.prizes_left`.
"""

from __future__ import annotations

from tourney.base.messages import N_, Listing, message, plural_message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.figures import payout_status, prizes_left
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import DealRecorded, PayoutsLocked, PayoutsUnlocked
from tourney.domain.money.deals import Deal, DealMethod
from tourney.domain.money.money_text import Amount
from tourney.domain.money.payouts import Payouts
from tourney.domain.state import TournamentState

__all__ = [
    "check_lock_payouts",
    "check_record_deal",
    "check_unlock_payouts",
    "lock_payouts",
    "record_deal",
    "unlock_payouts",
]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def check_lock_payouts(state: TournamentState, payouts: Payouts) -> None:
    """Refuse a second lock, or payouts that do not add up.

    Raises:
        DomainNotAllowedError: They are locked already, or the amounts do not make the pool.
    """
    if state.locked_payouts is not None:
        raise DomainNotAllowedError("The payouts are locked already.")
    if any(amount < 0 for amount in payouts.amounts) or sum(payouts.amounts) != payouts.pool:
        raise DomainNotAllowedError("Locked payouts must add up to their prize pool.")


def lock_payouts(state: TournamentState, now: Now) -> Event:
    """Lock the payouts as they are now.

    Raises:
        DomainNotAllowedError: They are locked already.
        DomainError: The payouts cannot be computed for this field.
    """
    if state.locked_payouts is not None:
        raise DomainNotAllowedError("The payouts are locked already.")
    payouts = payout_status(state).payouts
    check_lock_payouts(state, payouts)
    label = plural_message(
        "Lock the payouts ({count} place)", "Lock the payouts ({count} places)", payouts.places
    )
    return Event(PayoutsLocked(payouts), _at(now), label)


def check_unlock_payouts(state: TournamentState) -> None:
    """Refuse to unlock payouts that are not locked.

    Raises:
        DomainNotAllowedError: They are not locked.
    """
    if state.locked_payouts is None:
        raise DomainNotAllowedError("The payouts are not locked.")


def unlock_payouts(state: TournamentState, now: Now) -> Event:
    """Unlock the payouts: they follow the prize pool again.

    Raises:
        DomainNotAllowedError: See :func:`check_unlock_payouts`.
    """
    check_unlock_payouts(state)
    return Event(PayoutsUnlocked(), _at(now), message("Unlock the payouts"))


def check_record_deal(state: TournamentState, deal: Deal) -> None:
    """Refuse a deal that is not between exactly the players left.

    Raises:
        DomainNotAllowedError: A deal is recorded already, the deal's players are not the
            entries still playing, or its amounts do not add up to the prizes left.
    """
    if state.deal is not None:
        raise DomainNotAllowedError("A deal is recorded already: undo it first.")
    playing = {str(e.number) for e in state.active()}
    if set(deal.players) != playing or len(deal.players) != len(playing):
        raise DomainNotAllowedError(
            "A deal must be made between all the players left, and only them."
        )
    if len(deal.amounts) != len(deal.players) or any(a < 0 for a in deal.amounts):
        raise DomainNotAllowedError("A deal gives each player left an amount of zero or more.")
    left = sum(prizes_left(state))
    if deal.total != left or deal.saved < 0:
        raise DomainNotAllowedError(
            "The deal shares {total} but {left} is left to win: the amounts must add up.",
            total=Amount(deal.total, state.setup.currency),
            left=Amount(left, state.setup.currency),
        )


_DEAL_LABELS = {
    DealMethod.CHIP_CHOP: N_("Chip-chop deal between {names}"),
    DealMethod.ICM: N_("ICM deal between {names}"),
    DealMethod.NEGOTIATED: N_("Negotiated deal between {names}"),
}
"""The history's line for a deal, by its method (the names said as a list: "A, B and C")."""


def record_deal(state: TournamentState, deal: Deal, now: Now) -> Event:
    """Record a deal with each player's amount.

    Raises:
        DomainNotAllowedError: See :func:`check_record_deal`.
    """
    check_record_deal(state, deal)
    names = Listing(tuple(state.name(int(p)) for p in deal.players))
    return Event(DealRecorded(deal), _at(now), message(_DEAL_LABELS[deal.method], names=names))
