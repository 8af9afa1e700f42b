"""Chip sets: denominations with colours and counts, the starting stack, and what can be paid.

A :class:`ChipSet` is the box of chips on the director's table: each :class:`Denomination`
has a value, a colour and how many chips of it the box holds; the starting stack says how
many chips of each value one player receives. From that follow the starting total, the
capacity (how many players the box can seat) and, once some denominations are coloured up,
which amounts the chips still in play can make.

Whether an amount can be made is exact, not a rule of thumb: 150 cannot be paid with only
100 and 500 chips, 30 cannot be paid with 20 and 50 chips, 70 can.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from itertools import pairwise

from tourney.base.messages import NC_, Number, translate_in
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

__all__ = [
    "USUAL_COLOURS",
    "ChipSet",
    "ColourName",
    "Denomination",
    "StackPart",
    "can_make",
    "chip_number",
]


def _english(amount: int) -> str:
    """A chip amount as English writes it, ``12,500``: how a sentence keeps it."""
    return f"{amount:,}"


def chip_number(amount: int) -> Number:
    """A chip amount in a sentence, said with each language's thousands mark.

    >>> chip_number(12500).translated("en"), chip_number(12500).translated("it")
    ('12,500', '12.500')
    """
    return Number(_english(amount))


USUAL_COLOURS: tuple[str, ...] = (
    NC_("chip colour", "white"),
    NC_("chip colour", "red"),
    NC_("chip colour", "blue"),
    NC_("chip colour", "green"),
    NC_("chip colour", "black"),
    NC_("chip colour", "purple"),
    NC_("chip colour", "yellow"),
    NC_("chip colour", "orange"),
    NC_("chip colour", "pink"),
    NC_("chip colour", "grey"),
    NC_("chip colour", "brown"),
    NC_("chip colour", "light blue"),
)
"""The usual chip colours as a set stores them (the window offers and reads the same)."""

_USUAL = {colour: colour for colour in USUAL_COLOURS}


@dataclass(frozen=True, slots=True)
class ColourName:
    """A chip's colour in a sentence: a usual one said in the sentence's language.

    >>> ColourName("green").translated("it"), ColourName("gold").translated("it")
    ('verde', 'gold')
    """

    colour: str

    def translated(self, language: str) -> str:
        """The colour in ``language`` when it is a usual one, else as it was typed."""
        key = self.colour.strip().lower()
        if key not in _USUAL:
            return self.colour
        return translate_in(language, "chip colour", _USUAL[key])


@dataclass(frozen=True, slots=True)
class Denomination:
    """One kind of chip in the set.

    Attributes:
        value: What one chip is worth, a positive whole number.
        colour: The colour players call it by, e.g. ``"green"``.
        count: How many chips of this value the set holds.
    """

    value: int
    colour: str
    count: int

    def __post_init__(self) -> None:
        if self.value <= 0:
            raise DomainMalformedError(
                "A chip must be worth more than 0, not {value}.", value=self.value
            )
        if not self.colour.strip():
            raise DomainMalformedError(
                "The {value} chip needs a colour.", value=chip_number(self.value)
            )
        if self.count < 0:
            raise DomainMalformedError(
                "The set cannot hold {count} chips of {value}.",
                count=self.count,
                value=chip_number(self.value),
            )

    def describe(self) -> str:
        """The chip as a director names it: ``"25 (green)"``."""
        return f"{_english(self.value)} ({self.colour})"


@dataclass(frozen=True, slots=True)
class StackPart:
    """How many chips of one value each player's starting stack holds."""

    value: int
    count: int

    @property
    def total(self) -> int:
        """The chips' worth: value times count."""
        return self.value * self.count


@dataclass(frozen=True, slots=True)
class ChipSet:
    """The denominations on hand and the chips every player starts with.

    Denominations are kept in ascending order of value; two denominations with the same
    value, or a starting stack using a value the set does not have, are refused.

    Attributes:
        denominations: The kinds of chip, ascending by value.
        starting_stack: The starting stack's chips, ascending by value (may be empty).
    """

    denominations: tuple[Denomination, ...]
    starting_stack: tuple[StackPart, ...] = ()

    def __post_init__(self) -> None:
        if not self.denominations:
            raise DomainMalformedError("A chip set needs at least one denomination.")
        ordered = tuple(sorted(self.denominations, key=lambda d: d.value))
        values = [d.value for d in ordered]
        for low, high in pairwise(values):
            if low == high:
                raise DomainMalformedError(
                    "The chip set lists {value} twice.", value=chip_number(low)
                )
        stack = tuple(sorted(self.starting_stack, key=lambda p: p.value))
        seen: set[int] = set()
        for part in stack:
            if part.value not in values:
                raise DomainNotAllowedError(
                    "The starting stack uses {value} chips, which are not in the set.",
                    value=chip_number(part.value),
                )
            if part.value in seen:
                raise DomainMalformedError(
                    "The starting stack lists {value} chips twice.",
                    value=chip_number(part.value),
                )
            if part.count <= 0:
                raise DomainMalformedError(
                    "The starting stack needs a positive count of {value}.",
                    value=chip_number(part.value),
                )
            seen.add(part.value)
        object.__setattr__(self, "denominations", ordered)
        object.__setattr__(self, "starting_stack", stack)

    @property
    def values(self) -> tuple[int, ...]:
        """Every denomination's value, ascending."""
        return tuple(d.value for d in self.denominations)

    @property
    def smallest(self) -> int:
        """The smallest value in the set."""
        return self.denominations[0].value

    @property
    def starting_total(self) -> int:
        """What the starting stack is worth."""
        return sum(part.total for part in self.starting_stack)

    @property
    def chips_per_player(self) -> int:
        """How many physical chips one starting stack takes."""
        return sum(part.count for part in self.starting_stack)

    @property
    def capacity(self) -> int:
        """How many starting stacks the set can hand out (0 without a starting stack)."""
        if not self.starting_stack:
            return 0
        return min(
            self.denomination(part.value).count // part.count for part in self.starting_stack
        )

    def denomination(self, value: int) -> Denomination:
        """The denomination worth ``value``.

        Raises:
            DomainNotAllowedError: The set has no chip of that value.
        """
        for denomination in self.denominations:
            if denomination.value == value:
                return denomination
        raise DomainNotAllowedError("The chip set has no {value} chip.", value=chip_number(value))

    def describe(self, value: int) -> str:
        """A value with its colour when the set has it: ``"25 (green)"``, else ``"30"``."""
        for denomination in self.denominations:
            if denomination.value == value:
                return denomination.describe()
        return _english(value)

    def in_play(self, removed: Iterable[int] = ()) -> tuple[int, ...]:
        """The values still in play once the ``removed`` ones have been coloured up."""
        gone = set(removed)
        return tuple(v for v in self.values if v not in gone)

    def can_make(self, amount: int, *, removed: Iterable[int] = ()) -> bool:
        """Whether ``amount`` can be paid exactly with the chips still in play."""
        return can_make(amount, self.in_play(removed))


def can_make(amount: int, values: Iterable[int]) -> bool:
    """Whether ``amount`` is a sum of chips of the given values (as many of each as needed).

    Args:
        amount: The amount to pay; 0 can always be paid, a negative amount never.
        values: The chip values in play.

    Returns:
        True when some combination of chips pays exactly ``amount``.
    """
    if amount == 0:
        return True
    ordered = tuple(sorted({v for v in values if v > 0}))
    if amount < 0 or not ordered:
        return False
    least = _least_by_residue(ordered)[amount % ordered[0]]
    return least >= 0 and amount >= least


@lru_cache(maxsize=512)
def _least_by_residue(values: tuple[int, ...]) -> tuple[int, ...]:
    """For each remainder modulo the smallest chip, the least payable amount with it (or -1).

    Every payable amount is that least amount plus some smallest chips, so the table settles
    any amount at once (a shortest-path search over the remainders).
    """
    unit = values[0]
    least = [-1] * unit
    least[0] = 0
    queue = [(0, 0)]
    while queue:
        amount, residue = heapq.heappop(queue)
        if amount > least[residue]:
            continue
        for value in values[1:]:
            reach = amount + value
            slot = reach % unit
            if least[slot] < 0 or reach < least[slot]:
                least[slot] = reach
                heapq.heappush(queue, (reach, slot))
    return tuple(least)
