"""The definitional five-card evaluator: exactly five cards, any ranking rules.

This is the readable reference every faster path is tested against. It knows the category
order (standard, or flush over full house), which five ranks form the lowest straight
(A-2-3-4-5, A-7-8-9-10, or none) and, for the Romanian variants, the suit tie-break.

>>> from tourney.engine.cards import parse_cards
>>> from tourney.engine.categories import unpack
>>> codes = [c.code for c in parse_cards("Kh Kd Ks 7c 7d")]
>>> unpack(STANDARD.order, evaluate_five(codes, STANDARD))
(<Category.FULL_HOUSE: 'full_house'>, (13, 7), 0)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tourney.engine.categories import (
    ROMANIAN32_ORDER,
    STANDARD_ORDER,
    Category,
    CategoryOrder,
    pack,
)

__all__ = [
    "ROMANIAN32",
    "ROMANIAN52",
    "STANDARD",
    "RankingRules",
    "TiebreakCard",
    "category_and_ranks",
    "evaluate_five",
    "straight_top",
]

#: Suit strengths for the Romanian tie-break, indexed by suit index (c, d, h, s):
#: spades > clubs > hearts > diamonds (seed003, rules.md §1.5).
ROMANIAN_SUIT_STRENGTH = (2, 0, 1, 3)


class TiebreakCard(Enum):
    """Which card's suit breaks a tie between identical hands (Romanian variants)."""

    HIGHEST = "highest"  # the highest card as the hand plays (top card of a low straight)
    COMBINATION = "combination"  # the highest card of the combination (the pair, the trips)
    ACE_HIGHEST = "ace"  # like HIGHEST, but an ace counts highest even in a low straight


@dataclass(frozen=True, slots=True)
class RankingRules:
    """How five cards are ranked.

    Attributes:
        order: Category order, weakest first.
        low_straight: The ranks of the lowest straight (its ace plays low), or empty for none.
        low_straight_top: The top card of that straight (5 for the wheel, 10 for A-7-8-9-10).
        suit_tiebreak: Identical hands are decided by suit (Romanian variants).
        tiebreak_card: Which card's suit decides, when ``suit_tiebreak``.
    """

    order: CategoryOrder
    low_straight: frozenset[int]
    low_straight_top: int
    suit_tiebreak: bool = False
    tiebreak_card: TiebreakCard = TiebreakCard.HIGHEST


_WHEEL = frozenset({14, 2, 3, 4, 5})
STANDARD = RankingRules(STANDARD_ORDER, _WHEEL, 5)
ROMANIAN52 = RankingRules(STANDARD_ORDER, _WHEEL, 5, suit_tiebreak=True)
ROMANIAN32 = RankingRules(ROMANIAN32_ORDER, frozenset({14, 7, 8, 9, 10}), 10, suit_tiebreak=True)


def straight_top(ranks: Sequence[int], rules: RankingRules) -> int:
    """The top card of the straight these five ranks make, or 0 when they make none."""
    distinct = set(ranks)
    if len(distinct) != 5:
        return 0
    high, low = max(distinct), min(distinct)
    if high - low == 4:
        return high
    if distinct == rules.low_straight:
        return rules.low_straight_top
    return 0


def category_and_ranks(
    ranks: Sequence[int], suits: Sequence[int], rules: RankingRules
) -> tuple[Category, tuple[int, ...]]:
    """Classify five cards given as ranks (2..14) and suit indices.

    Returns:
        The category and the ranks that decide ties inside it, most significant first.
    """
    counts = Counter(ranks)
    # Groups ordered by size, then rank: e.g. K K K 7 7 -> [(13, 3), (7, 2)].
    groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
    by_group = tuple(rank for rank, _ in groups)
    sizes = tuple(size for _, size in groups)
    is_flush = len(set(suits)) == 1
    top = straight_top(ranks, rules)
    if sizes[0] == 5:
        return Category.FIVE_OF_A_KIND, by_group
    if top and is_flush:
        return Category.STRAIGHT_FLUSH, (top,)
    if sizes[0] == 4:
        return Category.FOUR_OF_A_KIND, by_group
    # Five cards of one suit have five ranks, so a flush and a full house never coincide.
    if sizes == (3, 2):
        return Category.FULL_HOUSE, by_group
    if is_flush:
        return Category.FLUSH, tuple(sorted(ranks, reverse=True))
    if top:
        return Category.STRAIGHT, (top,)
    if sizes[0] == 3:
        return Category.THREE_OF_A_KIND, by_group
    if sizes[:2] == (2, 2):
        return Category.TWO_PAIR, by_group
    if sizes[0] == 2:
        return Category.ONE_PAIR, by_group
    return Category.HIGH_CARD, by_group


def evaluate_five(codes: Sequence[int], rules: RankingRules) -> int:
    """The value of exactly five cards (card codes, no joker) under ``rules``.

    Args:
        codes: Five card codes (``rank_index * 4 + suit_index``).
        rules: The ranking rules.

    Returns:
        The comparable value (see :mod:`tourney.engine.categories`).
    """
    ranks = [(c >> 2) + 2 for c in codes]
    suits = [c & 3 for c in codes]
    category, deciding = category_and_ranks(ranks, suits, rules)
    suit = tiebreak_suit(codes, category, deciding, rules) if rules.suit_tiebreak else 0
    return pack(rules.order, category, deciding, suit)


def tiebreak_suit(
    codes: Sequence[int], category: Category, deciding: Sequence[int], rules: RankingRules
) -> int:
    """The Romanian suit strength (0..3) of the card that decides identical hands."""
    return ROMANIAN_SUIT_STRENGTH[deciding_card(codes, category, deciding, rules) & 3]


def deciding_card(
    codes: Sequence[int], category: Category, deciding: Sequence[int], rules: RankingRules
) -> int:
    """The code of the card whose suit decides identical hands (Romanian variants).

    By default that is the highest card as the hand plays: the top card of a straight (5 or
    10 in an ace-low straight), else the highest rank held; among several cards of that rank,
    the best-suited one.
    """
    if rules.tiebreak_card is TiebreakCard.COMBINATION:
        rank = deciding[0]
    elif category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        use_ace = rules.tiebreak_card is TiebreakCard.ACE_HIGHEST and _has_ace(codes)
        rank = 14 if use_ace else deciding[0]
    else:
        rank = max((c >> 2) + 2 for c in codes)
    return max(
        (c for c in codes if (c >> 2) + 2 == rank), key=lambda c: ROMANIAN_SUIT_STRENGTH[c & 3]
    )


def _has_ace(codes: Sequence[int]) -> bool:
    return any(c >> 2 == 12 for c in codes)
