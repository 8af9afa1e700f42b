"""Knockout bounties: what the player who eliminates another receives.

Every entry puts a bounty on the player's head (the ``bounty`` part of
:class:`tourney.domain.entries.buyins.PriceSplit`).

* **Fixed** bounties: whoever eliminates a player receives that player's bounty in cash.
* **Progressive** bounties (optional): the eliminator receives a share of the bounty in
  cash (half by default) and the rest is added to the bounty on *his own* head.

Either way the tournament winner also receives the bounty on his own head (the caller pays
it out), so every bounty collected is paid.

When two or more players split the pot that eliminates a player, they share the bounty:
cash and head parts are each split evenly, odd cents to the winners in the order given.

>>> award = knockout(BountyRule(), busted="Ann", bounty=2000, winners=["Bob"])
>>> award.cash, award.added_to_head
((2000,), (0,))
>>> progressive = BountyRule(kind=BountyKind.PROGRESSIVE)
>>> pko = knockout(progressive, busted="Ann", bounty=3001, winners=["Bob"])
>>> pko.cash, pko.added_to_head
((1500,), (1501,))
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tourney.base.messages import message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.apportion import check_amount, split_evenly

__all__ = ["BountyKind", "BountyRule", "KnockoutAward", "knockout"]


class BountyKind(Enum):
    """Fixed or progressive knockout bounties."""

    FIXED = "fixed"
    PROGRESSIVE = "progressive"


@dataclass(frozen=True, slots=True)
class BountyRule:
    """How bounties are paid in an event.

    Attributes:
        kind: Fixed or progressive.
        cash_percent: For progressive bounties, the whole percentage of a bounty paid in
            cash to the eliminator (the cash part is rounded down; the rest goes on his
            head). Not used for fixed bounties.
    """

    kind: BountyKind = BountyKind.FIXED
    cash_percent: int = 50

    def __post_init__(self) -> None:
        check_amount(self.cash_percent, message("the cash percentage of a bounty"))
        if self.cash_percent > 100:
            raise DomainNotAllowedError(
                "The cash part of a bounty cannot be {percent}% (at most 100%).",
                percent=self.cash_percent,
            )


@dataclass(frozen=True, slots=True)
class KnockoutAward:
    """What the eliminators of one player receive.

    Attributes:
        busted: The eliminated player.
        winners: The players who won the pot that eliminated him.
        cash: Cash paid now to each winner.
        added_to_head: Amount added to the bounty on each winner's head.
        explanation: Plain sentences for the director.
    """

    busted: str
    winners: tuple[str, ...]
    cash: tuple[int, ...]
    added_to_head: tuple[int, ...]
    explanation: tuple[str, ...]


def knockout(
    rule: BountyRule, *, busted: str, bounty: int, winners: Sequence[str]
) -> KnockoutAward:
    """Pay the bounty on ``busted``'s head to the player(s) who eliminated him.

    Args:
        rule: Fixed or progressive, and the cash share.
        busted: The eliminated player.
        bounty: The bounty on his head, in cents.
        winners: The player(s) who won the pot that eliminated him.

    Raises:
        DomainError: No winner, a repeated winner, the busted player among the winners,
            or a negative bounty.
    """
    check_amount(bounty, message("the bounty on {name}", name=busted))
    if not winners:
        raise DomainMalformedError("Name the player who eliminated {name}.", name=busted)
    if len(set(winners)) != len(winners):
        raise DomainNotAllowedError("A player is listed twice among the eliminators.")
    if busted in winners:
        raise DomainNotAllowedError("{name} cannot eliminate himself.", name=busted)
    if rule.kind is BountyKind.FIXED:
        cash_total, head_total = bounty, 0
    else:
        cash_total = bounty * rule.cash_percent // 100
        head_total = bounty - cash_total
    cash = split_evenly(cash_total, len(winners))
    head = split_evenly(head_total, len(winners))
    names = " and ".join(winners)
    lines = [f"{names} eliminated {busted}, whose bounty is {bounty}."]
    if rule.kind is BountyKind.PROGRESSIVE:
        lines.append(
            f"Progressive bounty: {cash_total} is paid in cash and {head_total} is added "
            "to the eliminator's own bounty."
        )
    if len(winners) > 1:
        lines.append("The eliminators split the pot, so they share the bounty.")
    return KnockoutAward(busted, tuple(winners), cash, head, tuple(lines))
