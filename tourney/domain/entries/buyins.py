"""What a player pays for an entry, a rebuy or an add-on, and where each part goes.

Every purchase has a price split into named parts: the **prize** part (goes into the prize
pool), the **fee** (the house's rake), the **staff** share (dealer/staff tips), the
**league** share (kept for a season's final) and the **bounty** (a knockout bounty on the
player's head, paid to whoever eliminates him, see :mod:`tourney.domain.entries.bounties`). The
parts must add up to the price exactly: a split that loses or invents a cent is refused.

All amounts are integer cents (or the event's smallest money unit).

>>> entry = PriceSplit.from_parts(prize=4000, fee=500, staff=300, league=200)
>>> entry.price
5000
>>> entry.explanation[0]
'Price 5000: prize 4000, fee 500, staff 300, league 200.'
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tourney.base.messages import Message, message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.money_text import NO_CURRENCY, Amount

__all__ = ["Bought", "BuyInPlan", "PriceSplit", "Purchase"]


class Purchase(Enum):
    """The kinds of purchase a player makes in a tournament."""

    ENTRY = "entry"
    REBUY = "rebuy"
    ADDON = "add-on"


_PART_NAMES = ("prize", "fee", "staff", "league", "bounty")

_PART_SUBJECTS: dict[str, Message] = {
    "prize": message("the prize part"),
    "fee": message("the fee part"),
    "staff": message("the staff part"),
    "league": message("the league part"),
    "bounty": message("the bounty part"),
}
"""Each part as :func:`~tourney.domain.money.apportion.check_amount` names it."""


@dataclass(frozen=True, slots=True)
class PriceSplit:
    """A purchase price and its split into parts that add up to it.

    Attributes:
        price: What the player pays, in cents.
        prize: The part added to the prize pool.
        fee: The house fee (rake).
        staff: The staff share.
        league: The league share.
        bounty: The knockout bounty placed on the player's head.
    """

    price: int
    prize: int
    fee: int = 0
    staff: int = 0
    league: int = 0
    bounty: int = 0

    def __post_init__(self) -> None:
        check_amount(self.price, message("the price"))
        for name in _PART_NAMES:
            check_amount(getattr(self, name), _PART_SUBJECTS[name])
        parts = sum(getattr(self, name) for name in _PART_NAMES)
        if parts != self.price:
            raise DomainNotAllowedError(  # amounts, not cents: "3.505,00", not "350500"
                "The parts of the price add up to {parts}, not to the price {price}.",
                parts=Amount(parts, NO_CURRENCY),
                price=Amount(self.price, NO_CURRENCY),
            )

    @classmethod
    def from_parts(
        cls, *, prize: int, fee: int = 0, staff: int = 0, league: int = 0, bounty: int = 0
    ) -> PriceSplit:
        """Build a split whose price is the sum of its parts.

        Raises:
            DomainError: A part is negative or not a whole number.
        """
        for name, value in zip(_PART_NAMES, (prize, fee, staff, league, bounty), strict=True):
            check_amount(value, _PART_SUBJECTS[name])
        return cls(
            price=prize + fee + staff + league + bounty,
            prize=prize,
            fee=fee,
            staff=staff,
            league=league,
            bounty=bounty,
        )

    @property
    def explanation(self) -> tuple[str, ...]:
        """One sentence listing the price and its non-zero parts."""
        parts = ", ".join(
            f"{name} {getattr(self, name)}"
            for name in _PART_NAMES
            if getattr(self, name) or name == "prize"
        )
        return (f"Price {self.price}: {parts}.",)


@dataclass(frozen=True, slots=True)
class BuyInPlan:
    """The prices of an event: the entry, and a rebuy and an add-on if the event offers them.

    Attributes:
        entry: The entry (buy-in; a re-entry costs the same).
        rebuy: The rebuy, or ``None`` when the event has no rebuys.
        addon: The add-on, or ``None`` when the event has no add-on.
    """

    entry: PriceSplit
    rebuy: PriceSplit | None = None
    addon: PriceSplit | None = None

    def split_for(self, purchase: Purchase) -> PriceSplit:
        """Return the price split of one kind of purchase.

        Raises:
            DomainNotAllowedError: The event does not offer that purchase.
        """
        split = {
            Purchase.ENTRY: self.entry,
            Purchase.REBUY: self.rebuy,
            Purchase.ADDON: self.addon,
        }[purchase]
        if split is None:
            raise (
                DomainNotAllowedError("This event has no rebuy.")
                if purchase is Purchase.REBUY
                else DomainNotAllowedError("This event has no add-on.")
            )
        return split


@dataclass(frozen=True, slots=True)
class Bought:
    """One purchase of an entry as it was made: what, at which price, for how many chips.

    The reducer records each entry's purchases with the prices in force when they were made
    (a later change of the prices applies to later purchases only), so the prize pool, the
    receipts and the invariants count every purchase at its own price.

    Attributes:
        kind: The entry (or re-entry), a rebuy or an add-on.
        price: Its price and split, as the setup in force then had them.
        chips: The chips it gave.
    """

    kind: Purchase
    price: PriceSplit
    chips: int
