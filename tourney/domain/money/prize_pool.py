"""The prize pool: what the players' purchases put in, added money, and a guarantee.

The pool is entries × the entry's prize part + rebuys × the rebuy's prize part + add-ons ×
the add-on's prize part + the money the house adds. When the event guarantees a pool and
the money falls short, the house pays the difference, the **overlay**, and the pool is
the guarantee. The other parts of the purchases (fees, staff, league, bounties) are counted
too, so a report can show where every cent went.

:func:`collect_prize_pool` counts purchases each at its own price (a tournament whose prices
changed during the night: what was bought before keeps its price);
:func:`compute_prize_pool` counts them all at one plan's prices.

>>> from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
>>> plan = BuyInPlan(entry=PriceSplit.from_parts(prize=4000, fee=1000))
>>> pool = compute_prize_pool(plan, entries=20, guarantee=100000)
>>> pool.collected, pool.overlay, pool.total
(80000, 20000, 100000)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from tourney.base.messages import Message, message, plural_message
from tourney.domain.entries.buyins import BuyInPlan, PriceSplit, Purchase
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.money_text import NO_CURRENCY, Amount, Currency

__all__ = ["PrizePool", "collect_prize_pool", "compute_prize_pool"]


@dataclass(frozen=True, slots=True)
class PrizePool:
    """The money of an event, part by part (all in cents).

    Attributes:
        entries: How many entries (re-entries included) were sold.
        rebuys: How many rebuys were sold.
        addons: How many add-ons were sold.
        from_entries: The prize parts of the entries.
        from_rebuys: The prize parts of the rebuys.
        from_addons: The prize parts of the add-ons.
        added: Money the house adds to the pool.
        guarantee: The guaranteed pool (0 when there is none).
        fees: The house fees (rake) collected.
        staff: The staff shares collected.
        league: The league shares collected.
        bounties: The bounties collected (paid out on knockouts, not in the pool).
        currency: How the explanation writes money.
    """

    entries: int
    rebuys: int
    addons: int
    from_entries: int
    from_rebuys: int
    from_addons: int
    added: int
    guarantee: int
    fees: int
    staff: int
    league: int
    bounties: int
    currency: Currency = field(default=NO_CURRENCY, compare=False)

    @property
    def collected(self) -> int:
        """The prize money the players' purchases and the added money make."""
        return self.from_entries + self.from_rebuys + self.from_addons + self.added

    @property
    def overlay(self) -> int:
        """What the house pays to reach the guarantee (0 when the money covers it)."""
        return max(0, self.guarantee - self.collected)

    @property
    def total(self) -> int:
        """The prize pool to pay out: the money collected, or the guarantee if bigger."""
        return self.collected + self.overlay

    @property
    def explanation(self) -> tuple[str, ...]:
        """Plain sentences showing how the pool was reached, in English."""
        return self.explanation_in("en")

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        return tuple(note.translated(language) for note in self.notes)

    @property
    def notes(self) -> tuple[Message, ...]:
        """The explanation's sentences unsaid, to be said in any language."""

        def m(cents: int) -> Amount:
            return Amount(cents, self.currency)

        notes = [
            plural_message(
                "{count} entry puts {money} in the prize pool.",
                "{count} entries put {money} in the prize pool.",
                self.entries,
                money=m(self.from_entries),
            ),
        ]
        if self.rebuys:
            notes.append(
                plural_message(
                    "{count} rebuy puts {money} in the prize pool.",
                    "{count} rebuys put {money} in the prize pool.",
                    self.rebuys,
                    money=m(self.from_rebuys),
                )
            )
        if self.addons:
            notes.append(
                plural_message(
                    "{count} add-on puts {money} in the prize pool.",
                    "{count} add-ons put {money} in the prize pool.",
                    self.addons,
                    money=m(self.from_addons),
                )
            )
        if self.added:
            notes.append(message("The house adds {money}.", money=m(self.added)))
        if self.guarantee:
            if self.overlay:
                notes.append(
                    message(
                        "The guarantee is {guarantee}; the money collected is {collected}, "
                        "so the house pays an overlay of {overlay}.",
                        guarantee=m(self.guarantee),
                        collected=m(self.collected),
                        overlay=m(self.overlay),
                    )
                )
            else:
                notes.append(
                    message(
                        "The guarantee of {guarantee} is covered: no overlay.",
                        guarantee=m(self.guarantee),
                    )
                )
        notes.append(message("The prize pool is {money}.", money=m(self.total)))
        return tuple(notes)


def compute_prize_pool(
    plan: BuyInPlan,
    *,
    entries: int,
    rebuys: int = 0,
    addons: int = 0,
    added: int = 0,
    guarantee: int = 0,
    currency: Currency = NO_CURRENCY,
) -> PrizePool:
    """Count the prize pool of an event from what was sold.

    Args:
        plan: The prices and their splits.
        entries: Entries sold, re-entries included.
        rebuys: Rebuys sold (the plan must offer rebuys if this is not zero).
        addons: Add-ons sold (the plan must offer an add-on if this is not zero).
        added: Money the house adds to the pool.
        guarantee: The guaranteed prize pool, 0 for none.
        currency: How the pool's explanation writes money.

    Returns:
        The pool, part by part.

    Raises:
        DomainError: A negative or fractional count or amount, or rebuys/add-ons sold
            in an event that does not offer them.
    """
    counts: list[tuple[Purchase, int]] = [
        (Purchase.ENTRY, check_amount(entries, message("the number of entries"))),
        (Purchase.REBUY, check_amount(rebuys, message("the number of rebuys"))),
        (Purchase.ADDON, check_amount(addons, message("the number of add-ons"))),
    ]
    check_amount(added, message("the added money"))
    check_amount(guarantee, message("the guarantee"))
    sold: list[tuple[int, PriceSplit]] = [
        (count, plan.split_for(purchase)) for purchase, count in counts if count
    ]

    def total_of(part: str) -> int:
        return sum(count * getattr(split, part) for count, split in sold)

    def prize_of(purchase: Purchase, count: int) -> int:
        return count * plan.split_for(purchase).prize if count else 0

    return PrizePool(
        entries=entries,
        rebuys=rebuys,
        addons=addons,
        from_entries=prize_of(Purchase.ENTRY, entries),
        from_rebuys=prize_of(Purchase.REBUY, rebuys),
        from_addons=prize_of(Purchase.ADDON, addons),
        added=added,
        guarantee=guarantee,
        fees=total_of("fee"),
        staff=total_of("staff"),
        league=total_of("league"),
        bounties=total_of("bounty"),
        currency=currency,
    )


def collect_prize_pool(
    sold: Iterable[tuple[Purchase, PriceSplit]],
    *,
    added: int = 0,
    guarantee: int = 0,
    currency: Currency = NO_CURRENCY,
) -> PrizePool:
    """Count the prize pool from the purchases made, each at the price it was made at.

    Args:
        sold: Every purchase: its kind and the price split it was sold at.
        added: Money the house adds to the pool.
        guarantee: The guaranteed prize pool, 0 for none.
        currency: How the pool's explanation writes money.

    Raises:
        DomainError: A negative or fractional amount.

    >>> from tourney.domain.entries.buyins import PriceSplit
    >>> old, new = PriceSplit.from_parts(prize=4000), PriceSplit.from_parts(prize=5000, fee=500)
    >>> pool = collect_prize_pool([(Purchase.ENTRY, old), (Purchase.ENTRY, new)], added=1000)
    >>> pool.entries, pool.from_entries, pool.fees, pool.total
    (2, 9000, 500, 10000)
    """
    check_amount(added, message("the added money"))
    check_amount(guarantee, message("the guarantee"))
    count = dict.fromkeys(Purchase, 0)
    prize = dict.fromkeys(Purchase, 0)
    parts = dict.fromkeys(("fee", "staff", "league", "bounty"), 0)
    for purchase, split in sold:
        count[purchase] += 1
        prize[purchase] += split.prize
        for part in parts:
            parts[part] += getattr(split, part)
    return PrizePool(
        entries=count[Purchase.ENTRY],
        rebuys=count[Purchase.REBUY],
        addons=count[Purchase.ADDON],
        from_entries=prize[Purchase.ENTRY],
        from_rebuys=prize[Purchase.REBUY],
        from_addons=prize[Purchase.ADDON],
        added=added,
        guarantee=guarantee,
        fees=parts["fee"],
        staff=parts["staff"],
        league=parts["league"],
        bounties=parts["bounty"],
        currency=currency,
    )
