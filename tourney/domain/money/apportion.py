"""Splitting an amount of money into whole units that add up exactly.

Two tools every money rule shares:

* :func:`split_evenly` shares a total between players who tie (a shared place, a chopped
  pot, a bounty won by two players). Every share is a multiple of the unit where possible;
  what cannot be split goes one unit at a time to the players *in the order given*, and a
  final piece smaller than the unit goes to the first player in that order.
* :func:`apportion` turns exact targets (fractions of a cent, as ICM and chip-chop produce)
  into whole cents (or whole units of money) by the *largest remainder* method: everybody
  gets the whole units of his target, and the few units left go to the biggest fractional
  parts. Ties between equal fractional parts go to the higher ``priority`` (the bigger
  stack), then to the earlier player in the order given.

Both are deterministic and never lose or invent a cent.

>>> split_evenly(1001, 3)
(334, 334, 333)
>>> split_evenly(1005, 2, unit=10)
(505, 500)
>>> from fractions import Fraction
>>> apportion(100, [Fraction(100, 3)] * 3)
(34, 33, 33)
>>> apportion(100_050, [Fraction(100_050, 3)] * 3, unit=100)
(33450, 33300, 33300)
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from tourney.base.messages import Message, Number, message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

if TYPE_CHECKING:  # loaded where used, not at start
    from fractions import Fraction

__all__ = ["apportion", "check_amount", "split_evenly"]


@dataclass(frozen=True, slots=True)
class _Subject:
    """What :func:`check_amount` checks, said at the start of its sentence: ``The prize pool``."""

    what: str | Message

    def translated(self, language: str) -> str:
        text = self.what.translated(language) if isinstance(self.what, Message) else self.what
        return text[:1].upper() + text[1:]


def check_amount(value: object, what: str | Message, *, positive: bool = False) -> int:
    """Return ``value`` if it is a whole non-negative amount, else raise a clear error.

    Args:
        value: The amount to check (cents or chips).
        what: How the director calls it, used in the message: a :class:`Message`
            (``message("the added money")``) said in the refusal's language, or English.
        positive: Whether zero is refused too.

    Raises:
        DomainMalformedError: ``value`` is not an ``int`` (floats and booleans are refused).
        DomainNotAllowedError: ``value`` is negative (or zero when ``positive``).
    """
    subject = _Subject(what)
    if isinstance(value, bool) or not isinstance(value, int):
        raise DomainMalformedError(
            "{subject} must be a whole number, not {value!r}.", subject=subject, value=value
        )
    if positive and value <= 0:
        raise DomainNotAllowedError(
            "{subject} must be more than zero, not {value}.", subject=subject, value=value
        )
    if value < 0:
        raise DomainNotAllowedError(
            "{subject} must be zero or more, not {value}.", subject=subject, value=value
        )
    return value


def split_evenly(total: int, count: int, *, unit: int = 1) -> tuple[int, ...]:
    """Share ``total`` between ``count`` players as evenly as the unit allows.

    Each player gets the same number of whole units; the units left over go one each to
    the players in the order given; a remainder smaller than one unit goes to the first
    player. The shares add up to ``total`` exactly and differ by at most one unit (plus the
    sub-unit remainder of the first player).

    Args:
        total: The amount to share, in cents.
        count: How many players share it.
        unit: The smallest amount worth handing out (1 cent, or 5 or 10 units).

    Returns:
        One share per player, in the order given.

    Raises:
        DomainError: A negative total, or a count or unit below one.

    >>> split_evenly(10, 4)
    (3, 3, 2, 2)
    >>> split_evenly(23, 2, unit=5)
    (13, 10)
    """
    check_amount(total, message("the amount to share"))
    check_amount(count, message("the number of players sharing"), positive=True)
    check_amount(unit, message("the rounding unit"), positive=True)
    units, below_unit = divmod(total, unit)
    each, extra = divmod(units, count)
    shares = [each * unit + (unit if index < extra else 0) for index in range(count)]
    shares[0] += below_unit
    return tuple(shares)


def apportion(
    total: int,
    targets: Sequence[Fraction],
    *,
    priority: Sequence[int] | None = None,
    unit: int = 1,
) -> tuple[int, ...]:
    """Round exact targets to whole units that add up to ``total`` (largest remainder).

    Args:
        total: The amount to hand out, in cents; the targets should add up to it.
        targets: Each player's exact (fractional) amount in cents, all zero or more.
        priority: Optional tie-break per player (bigger first), such as the chip count;
            equal remainders and equal priority go to the earlier player.
        unit: The smallest amount handed out, in cents (100 where money has no cents). A
            part of ``total`` smaller than the unit goes to the player who is first in line
            for a unit.

    Returns:
        Whole amounts in the order of ``targets``; each is the target rounded down or up
        to a multiple of ``unit`` (one of them with the part below the unit added).

    Raises:
        DomainNotAllowedError: The targets do not add up to ``total`` (to within one cent
            per player), or a target is negative.

    >>> from fractions import Fraction
    >>> apportion(10, [Fraction(5, 2), Fraction(5, 2), Fraction(5)], priority=[1, 2, 3])
    (2, 3, 5)
    """
    check_amount(total, message("the amount to hand out"))
    check_amount(unit, message("the rounding unit"), positive=True)
    if any(target < 0 for target in targets):
        raise DomainNotAllowedError("An amount to hand out cannot be negative.")
    ranks = priority if priority is not None else [0] * len(targets)
    if len(ranks) != len(targets):
        raise DomainMalformedError("Give one tie-break value per player.")
    units, below_unit = divmod(total, unit)
    exact = [target / unit for target in targets]
    floors = [math.floor(target) for target in exact]
    left = units - sum(floors)
    if not 0 <= left <= len(targets):
        raise DomainNotAllowedError(
            "The amounts add up to {sum}, not to {total}.",
            sum=Number(f"{float(sum(targets)):.2f}"),
            total=total,
        )
    order = sorted(
        range(len(targets)),
        key=lambda index: (-(exact[index] - floors[index]), -ranks[index], index),
    )
    for index in order[:left]:
        floors[index] += 1
    amounts = [whole * unit for whole in floors]
    if order:
        amounts[order[0]] += below_unit
    return tuple(amounts)
