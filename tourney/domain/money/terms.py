"""Changing the terms during the event, and what a change means for what was bought.

Prices, chips, limits and windows of the buy-in, rebuys and add-on, late registration, the
fees, the added money, the guarantee and the payout plan may change while the tournament
runs (``edit_setup``, undoable). The rule is the one a director announces: **what has been
bought keeps its price and its chips; a change applies to purchases from then on.** The
reducer records each purchase with the price in force when it was made
(:attr:`tourney.domain.entries.entry.Entry.purchases`), so the prize pool, the receipts and
the invariants count it at that price.

:func:`check_terms` refuses what cannot change once it has happened: the bounty on each head
once entries are sold (heads would not be worth the same), and the payouts, the added money
and the guarantee once a deal has shared what was left; and a payout plan that cannot pay
the field as it stands. :func:`terms_changes` says every change in sentences, with what it
means for the entries already made, for the settings dialog to show before the director
confirms.
"""

from __future__ import annotations

from tourney.base.messages import N_, Message, Number, Series, message
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.money.money_text import Amount, Currency
from tourney.domain.money.payouts import PayoutStatus, current_payouts
from tourney.domain.money.prize_pool import collect_prize_pool
from tourney.domain.setup import BuyIns, Offer, TournamentSetup
from tourney.domain.state import TournamentState

__all__ = ["check_terms", "offer_window_note", "payouts_with", "terms_changes"]


def _pool_with(state: TournamentState, setup: TournamentSetup) -> int:
    """The prize pool of what was bought, with ``setup``'s added money and guarantee."""
    buyins = setup.buyins
    return collect_prize_pool(
        ((b.kind, b.price) for e in state.entries.values() for b in e.purchases),
        added=buyins.added,
        guarantee=buyins.guarantee,
    ).total


def payouts_with(state: TournamentState, setup: TournamentSetup) -> PayoutStatus:
    """The payouts ``setup`` would pay the field as it stands (a lock kept).

    Raises:
        DomainError: The plan cannot pay this field.
    """
    return current_payouts(
        setup.payouts,
        entries=len(state.entries),
        pool=_pool_with(state, setup),
        locked=state.locked_payouts,
        currency=setup.currency,
    )


def _money_terms_change(old: TournamentSetup, new: TournamentSetup) -> bool:
    return (
        new.payouts != old.payouts
        or new.buyins.added != old.buyins.added
        or new.buyins.guarantee != old.buyins.guarantee
    )


def check_terms(state: TournamentState, setup: TournamentSetup) -> None:
    """Refuse a change of the terms that would rewrite what has happened.

    Raises:
        DomainNotAllowedError: The bounty on each head changes once entries are sold; the
            payouts, the added money or the guarantee change once a deal is recorded; or
            the new payouts cannot pay the field as it stands.
    """
    old = state.setup
    currency = old.currency
    if state.entries and setup.buyins.entry.bounty != old.buyins.entry.bounty:
        if not old.buyins.entry.bounty:
            raise DomainNotAllowedError(
                "Entries have been sold without a bounty: the buy-in can no longer get one."
            )
        raise DomainNotAllowedError(
            "Entries have been sold with a bounty of {bounty} on each head: the bounty "
            "part of the buy-in can no longer change.",
            bounty=Amount(old.buyins.entry.bounty, currency),
        )
    if not _money_terms_change(old, setup):
        return
    if state.deal is not None:
        raise DomainNotAllowedError(
            "A deal is recorded: undo it before changing the payouts, the added money or "
            "the guarantee."
        )
    if state.entries and state.locked_payouts is None:
        try:
            current_payouts(
                setup.payouts,
                entries=len(state.entries),
                pool=_pool_with(state, setup),
                currency=setup.currency,
            )
        except DomainError as error:
            raise DomainNotAllowedError(
                "The new payouts cannot pay this field: {why}", why=error.message
            ) from None


# ----------------------------------------------------------------------------- in words


def offer_window_note(offer: Offer) -> Message:
    """When a rebuy or an add-on is sold, as the end of a sentence: "until the end of level 6".

    >>> from tourney.domain.entries.buyins import PriceSplit
    >>> offer_window_note(Offer(PriceSplit(100, 100), 500, at_break=1)).translated("en")
    'during break 1 only'
    """
    if offer.at_break is not None:
        return message("during break {number} only", number=offer.at_break)
    if offer.until_break is not None:
        return message("until the end of break {number}", number=offer.until_break)
    if offer.until_level is not None and offer.through_break:
        return message(
            "until the end of level {level} and the break after it", level=offer.until_level
        )
    if offer.until_level is not None:
        return message("until the end of level {level}", level=offer.until_level)
    return message("for the whole tournament")


def _limit_note(limit: int | None) -> Message:
    if limit is None:
        return message("as many as players want")
    return message("{limit} per entry", limit=limit)


def _price_note(split: PriceSplit, currency: Currency) -> Message:
    return message(
        "{price} ({prize} to the prize pool)",
        price=Amount(split.price, currency),
        prize=Amount(split.prize, currency),
    )


def _chips(count: int) -> Number:
    return Number(f"{count:,}")


def _offer_changes(
    old: Offer | None, new: Offer | None, currency: Currency, *, rebuy: bool
) -> list[Message]:
    if old == new:
        return []
    if new is None:
        return [
            message("No more rebuys from now on.")
            if rebuy
            else message("No more add-ons from now on.")
        ]
    if old is None:
        template = (
            N_("Rebuys are sold from now on: {price} for {chips} chips, {limit}, {window}.")
            if rebuy
            else N_("An add-on is sold from now on: {price} for {chips} chips, {limit}, {window}.")
        )
        return [
            message(
                template,
                price=_price_note(new.price, currency),
                chips=_chips(new.chips),
                limit=_limit_note(new.limit),
                window=offer_window_note(new),
            )
        ]
    said: list[Message] = []
    if new.price != old.price:
        template = (
            N_("The rebuy costs {new} instead of {old}.")
            if rebuy
            else N_("The add-on costs {new} instead of {old}.")
        )
        prices = {"new": _price_note(new.price, currency), "old": _price_note(old.price, currency)}
        said.append(message(template, **prices))
    if new.chips != old.chips:
        template = (
            N_("The rebuy gives {new} chips instead of {old}.")
            if rebuy
            else N_("The add-on gives {new} chips instead of {old}.")
        )
        said.append(message(template, new=_chips(new.chips), old=_chips(old.chips)))
    if new.limit != old.limit:
        template = (
            N_("Rebuys: {new} instead of {old}.")
            if rebuy
            else N_("Add-ons: {new} instead of {old}.")
        )
        said.append(message(template, new=_limit_note(new.limit), old=_limit_note(old.limit)))
    if offer_window_note(new) != offer_window_note(old):
        template = N_("Rebuys are sold {window}.") if rebuy else N_("The add-on is sold {window}.")
        said.append(message(template, window=offer_window_note(new)))
    return said


def _buyin_changes(old: BuyIns, new: BuyIns, currency: Currency) -> list[Message]:
    said: list[Message] = []
    if new.entry != old.entry:
        said.append(
            message(
                "The buy-in costs {new} instead of {old}.",
                new=_price_note(new.entry, currency),
                old=_price_note(old.entry, currency),
            )
        )
    if new.chips != old.chips:
        said.append(
            message(
                "The starting stack is {new} chips instead of {old}.",
                new=_chips(new.chips),
                old=_chips(old.chips),
            )
        )
    said += _offer_changes(old.rebuy, new.rebuy, currency, rebuy=True)
    said += _offer_changes(old.addon, new.addon, currency, rebuy=False)
    if new.re_entries != old.re_entries:
        if new.re_entries is None:
            said.append(message("Re-entries: as many as players want."))
        elif new.re_entries == 0:
            said.append(message("No more re-entries from now on."))
        else:
            said.append(message("Re-entries: {count} per player.", count=new.re_entries))
    if new.late_until_level != old.late_until_level:
        if new.late_until_level is None:
            said.append(message("Late registration stays open until you close it."))
        else:
            said.append(
                message(
                    "Late registration closes when level {level} starts.",
                    level=new.late_until_level + 1,
                )
            )
    if new.added != old.added:
        said.append(
            message(
                "The house adds {new} instead of {old}.",
                new=Amount(new.added, currency),
                old=Amount(old.added, currency),
            )
        )
    if new.guarantee != old.guarantee:
        said.append(
            message(
                "The guarantee is {new} instead of {old}.",
                new=Amount(new.guarantee, currency),
                old=Amount(old.guarantee, currency),
            )
        )
    return said


def terms_changes(state: TournamentState, setup: TournamentSetup) -> tuple[Message, ...]:
    """Every change of the terms ``setup`` makes, and what it means for what was bought.

    Empty when the terms do not change (a new name or table setting is no change of terms).
    """
    old = state.setup
    currency = setup.currency
    said = _buyin_changes(old.buyins, setup.buyins, currency)
    if setup.payouts != old.payouts:
        said.append(message("The payouts follow the new payout plan."))
    if not said:
        return ()
    entries = state.entries.values()
    if entries and setup.buyins != old.buyins:
        said.append(
            message(
                "What has been bought keeps its price and its chips (entries: {entries}, "
                "rebuys: {rebuys}, add-ons: {addons}); the new terms apply to purchases "
                "from now on.",
                entries=len(state.entries),
                rebuys=sum(e.rebuys for e in entries),
                addons=sum(e.addons for e in entries),
            )
        )
    if not entries:
        return tuple(said)
    pool_before, pool_after = _pool_with(state, old), _pool_with(state, setup)
    if pool_after != pool_before:
        said.append(
            message(
                "The prize pool becomes {new} (now {old}).",
                new=Amount(pool_after, currency),
                old=Amount(pool_before, currency),
            )
        )
    else:
        said.append(message("The prize pool stays {pool}.", pool=Amount(pool_before, currency)))
    if _money_terms_change(old, setup):
        said += _payouts_after(state, setup, pool_after)
    return tuple(said)


def _payouts_after(state: TournamentState, setup: TournamentSetup, pool: int) -> list[Message]:
    currency = setup.currency
    if state.locked_payouts is not None:
        return [message("The payouts are locked: they stay as they are until you unlock them.")]
    try:
        status = current_payouts(
            setup.payouts, entries=len(state.entries), pool=pool, currency=currency
        )
    except DomainError:
        return []
    amounts = Series(tuple(Amount(a, currency) for a in status.payouts.amounts))
    return [message("The payouts become {amounts}.", amounts=amounts)]
