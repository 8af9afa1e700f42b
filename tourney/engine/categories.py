"""Hand categories, their strength order per ranking, and how hand values are packed.

A hand's *value* is one int, higher is better, equal means a tie::

    value = strength << 22 | r1 << 18 | r2 << 14 | r3 << 10 | r4 << 6 | r5 << 2 | suit

``strength`` is the category's place in the ranking's order, ``r1..r5`` the ranks that decide
ties inside the category in order of significance (2..14, 0 when unused) and ``suit`` a
two-bit suit tie-break that only the Romanian variants use (0 elsewhere).

>>> v = pack(STANDARD_ORDER, Category.FULL_HOUSE, (13, 7))
>>> unpack(STANDARD_ORDER, v)
(<Category.FULL_HOUSE: 'full_house'>, (13, 7), 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

__all__ = [
    "ROMANIAN32_ORDER",
    "STANDARD_ORDER",
    "Category",
    "CategoryOrder",
    "pack",
    "unpack",
]


class Category(Enum):
    """The ten hand categories; the value is the id used in files and the CLI (rules.md §1.6)."""

    FIVE_OF_A_KIND = "five_of_a_kind"
    STRAIGHT_FLUSH = "straight_flush"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    FLUSH = "flush"
    STRAIGHT = "straight"
    THREE_OF_A_KIND = "three_of_a_kind"
    TWO_PAIR = "two_pair"
    ONE_PAIR = "one_pair"
    HIGH_CARD = "high_card"


#: A ranking's categories from weakest to strongest.
CategoryOrder = tuple[Category, ...]

STANDARD_ORDER: CategoryOrder = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FLUSH,
    Category.FULL_HOUSE,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.FIVE_OF_A_KIND,
)

#: The Romanian 32-card game: a flush beats a full house (seed003, rules.md §1.5).
ROMANIAN32_ORDER: CategoryOrder = (
    Category.HIGH_CARD,
    Category.ONE_PAIR,
    Category.TWO_PAIR,
    Category.THREE_OF_A_KIND,
    Category.STRAIGHT,
    Category.FULL_HOUSE,
    Category.FLUSH,
    Category.FOUR_OF_A_KIND,
    Category.STRAIGHT_FLUSH,
    Category.FIVE_OF_A_KIND,
)

STRENGTH_SHIFT = 22
_RANK_SHIFTS = (18, 14, 10, 6, 2)


def pack(order: CategoryOrder, category: Category, ranks: Sequence[int], suit: int = 0) -> int:
    """Pack a category, its deciding ranks and an optional suit tie-break into one value.

    Args:
        order: The ranking's category order (weakest first).
        category: The hand's category.
        ranks: Up to five ranks (2..14) in order of significance.
        suit: The suit tie-break, 0..3 (Romanian variants only).

    Returns:
        The comparable value.
    """
    value = order.index(category) << STRENGTH_SHIFT | suit
    for shift, rank in zip(_RANK_SHIFTS, ranks, strict=False):
        value |= rank << shift
    return value


def unpack(order: CategoryOrder, value: int) -> tuple[Category, tuple[int, ...], int]:
    """Split a value into its category, its deciding ranks (zeros dropped) and its suit bits."""
    category = order[value >> STRENGTH_SHIFT]
    ranks = tuple(r for r in ((value >> s) & 15 for s in _RANK_SHIFTS) if r)
    return category, ranks, value & 3
