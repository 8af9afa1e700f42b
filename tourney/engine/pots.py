"""Chips at the end of a hand: the uncalled bet, main and side pots, and splitting a pot.

These are the chip-only steps of rules.md §3, on plain integers so that settling a hand is
fast. Players are given by index; the caller keeps them in clockwise order starting from the
first seat left of the button, so that a lower index is the earlier seat for the odd chip.

* :func:`uncalled_bet` – the excess of the largest contribution over the second largest
  goes back to its owner before any pot is formed (TDA24 r.15-B).
* :func:`layer_pots` – every all-in amount of a live player is a boundary; each player,
  folded ones too, puts into each layer up to his own total; folded chips are dead money;
  eligible are the live players whose contribution reaches the layer. Because every boundary
  is a live player's total, two adjacent layers never have the same eligible players, so each
  layer is one pot. Folded chips above the highest live total go into the top pot.
* :func:`split_shares` – a pot split in units of the smallest chip in play; the leftover
  units go one each to the winners in clockwise order (TDA24 r.20-A, RRoP "Ties").

>>> uncalled_bet([300, 100, 500])
(2, 200)
>>> layer_pots([100, 300, 300], [True, True, True])
[(300, 0, (0, 1, 2)), (400, 0, (1, 2))]
>>> split_shares(325, 2, 25)
[175, 150]
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from tourney.engine.errors import MalformedError, NotAllowedError

__all__ = [
    "MAX_TABLE_SIZE",
    "BadStakeError",
    "OddChips",
    "PotNotAllowedError",
    "RawPot",
    "clockwise_key",
    "layer_pots",
    "split_shares",
    "uncalled_bet",
]

#: The most seats a table may have (seed000: at most 10 players per table).
MAX_TABLE_SIZE = 10

#: One pot before it is awarded: ``(amount, dead chips in it, eligible player indices)``.
RawPot = tuple[int, int, tuple[int, ...]]


class BadStakeError(MalformedError):
    """A number that cannot describe a hand's chips: a negative amount, a seat not at the table."""

    code = "engine.bad-stake"


class PotNotAllowedError(NotAllowedError):
    """Chips that break a rule: two players on one seat, an amount not in whole chips."""

    code = "engine.pot-not-allowed"


class OddChips(Enum):
    """Who receives the units left over when a pot does not divide evenly.

    Attributes:
        ONE_EACH: One unit each, clockwise from the first seat left of the button (TDA24 r.20-A,
            RRoP "no player may receive more than one odd chip"). The default.
        ALL_TO_FIRST: Every leftover unit to the first winner left of the button, as pokerkit
            does (rules.md §8 item 1). Offered only to compare with pokerkit.
    """

    ONE_EACH = "one_each"
    ALL_TO_FIRST = "all_to_first"


def clockwise_key(seat: int, button: int, table_size: int) -> int:
    """Position of ``seat`` in clockwise order from the first seat left of the button.

    The first seat left of the button is 0 and the button itself is last
    (``table_size - 1``); a dead (empty) button seat counts all the same.

    >>> sorted([1, 5, 7, 9], key=lambda s: clockwise_key(s, 5, 9))
    [7, 9, 1, 5]
    """
    return (seat - button - 1) % table_size


def uncalled_bet(contributions: Sequence[int]) -> tuple[int, int]:
    """The chips nobody called: ``(index of their owner, amount)``, or ``(-1, 0)`` if none.

    The owner is the only player with the largest contribution; the amount is his excess over
    the second largest contribution (folded players' chips count as called).

    >>> uncalled_bet([200, 200, 100])
    (-1, 0)
    >>> uncalled_bet([0, 400])
    (1, 400)
    """
    top = second = 0
    owner = -1
    for index, amount in enumerate(contributions):
        if amount > top:
            second, top, owner = top, amount, index
        elif amount > second:
            second = amount
    if owner < 0 or top == second:
        return -1, 0
    return owner, top - second


def layer_pots(contributions: Sequence[int], live: Sequence[bool]) -> list[RawPot]:
    """The main pot then each side pot, from contributions with the uncalled bet removed.

    Args:
        contributions: Each player's chips in the pot (after :func:`uncalled_bet` is returned).
        live: For each player, whether he still holds a hand (has not folded).

    Returns:
        ``(amount, dead, eligible)`` per pot, main pot first; ``dead`` is the part of the amount
        that came from folded players; ``eligible`` lists player indices in ascending order.
        Empty when no chips are left.

    Raises:
        PotNotAllowedError: Folded players' chips are left but no live player has chips in.

    >>> layer_pots([300, 300, 200], [False, True, True])
    [(600, 200, (1, 2)), (200, 100, (1,))]
    """
    count = len(contributions)
    levels = sorted({c for c, alive in zip(contributions, live, strict=True) if alive and c > 0})
    if not levels:
        if any(contributions):
            raise PotNotAllowedError(
                "no live player has chips in the pot, so the folded players' chips have no winner"
            )
        return []
    # Sweep the players from the smallest contribution up, one layer per live total.
    by_size = sorted(range(count), key=contributions.__getitem__)
    eligible = [i for i in range(count) if live[i] and contributions[i] > 0]
    folded_left = live.count(False)
    pots: list[RawPot] = []
    position = previous = 0
    for level in levels:
        amount = dead = 0
        while position < count and contributions[by_size[position]] < level:
            index = by_size[position]
            if not live[index]:
                folded_left -= 1
                if contributions[index] > previous:
                    part = contributions[index] - previous
                    amount += part
                    dead += part
            position += 1
        step = level - previous
        amount += step * (count - position)
        dead += step * folded_left
        pots.append((amount, dead, tuple(eligible)))
        eligible = [i for i in eligible if contributions[i] != level]
        previous = level
    above = sum(contributions[i] - previous for i in by_size[position:] if not live[i])
    if above:
        amount, dead, top = pots[-1]
        pots[-1] = (amount + above, dead + above, top)
    return pots


def split_shares(
    amount: int, winners: int, chip_unit: int, *, odd_chips: OddChips = OddChips.ONE_EACH
) -> list[int]:
    """Split ``amount`` among ``winners`` listed clockwise from the first seat left of the button.

    The pot is counted in units of ``chip_unit``; ``q, r = divmod(units, winners)``; every winner
    gets ``q`` units and the ``r`` leftover units go one each to the first ``r`` winners (or all
    to the first with :attr:`OddChips.ALL_TO_FIRST`).

    >>> split_shares(30_300, 3, 100)
    [10100, 10100, 10100]
    >>> split_shares(750, 4, 25)
    [200, 200, 175, 175]
    >>> split_shares(750, 4, 25, odd_chips=OddChips.ALL_TO_FIRST)
    [225, 175, 175, 175]
    """
    quotient, remainder = divmod(amount // chip_unit, winners)
    shares = [quotient * chip_unit] * winners
    if odd_chips is OddChips.ONE_EACH:
        for index in range(remainder):
            shares[index] += chip_unit
    else:
        shares[0] += remainder * chip_unit
    return shares
