"""Five Card Draw with the joker as a *bug* (seed002, rules.md §1.4).

The bug counts only as an ace, or as the card that completes a straight, a flush or a
straight flush. Four aces and the bug are five aces, the best hand. In a flush the bug is,
by default, the highest card of that suit missing from the hand; the options make it a
second ace (``double_ace``) or the lowest missing card (``lowest``).

>>> from tourney.engine.cards import parse_cards
>>> from tourney.engine.hand_result import describe
>>> from tourney.engine.categories import STANDARD_ORDER
>>> def name(text): return describe(STANDARD_ORDER, evaluate_bug(parse_cards(text)).value)
>>> name("Kh Kd Jk 7c 2s")
'Pair of kings, kickers A 7 2'
>>> name("Ah As Ad Ac Jk")
'Five aces'
>>> name("2h 3d 4s 5c Jk")
'Straight, six high'
>>> name("Ah Jh 8h 3h Jk")
'Flush, ace high (A K J 8 3)'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from tourney.engine.cards import Card, Rank, card_from_code
from tourney.engine.categories import STANDARD_ORDER, Category, pack, unpack
from tourney.engine.lookup import value_best

__all__ = ["BugEvaluation", "BugFlush", "evaluate_bug"]

_ACE_INDEX = 12
_COMPLETES = (Category.STRAIGHT, Category.FLUSH, Category.STRAIGHT_FLUSH)


class BugFlush(Enum):
    """What the bug is in a flush (rules.md §1.4 and §7 row 14)."""

    HIGHEST_MISSING = "highest_missing"
    DOUBLE_ACE = "double_ace"
    LOWEST = "lowest"


@dataclass(frozen=True, slots=True)
class BugEvaluation:
    """A draw hand's value and, when the joker plays, what it stands for.

    Attributes:
        value: The comparable value (standard category order).
        stands_for: The card the joker becomes (``None`` without a joker, or for five aces).
        stands_for_rank: The rank the joker becomes (``None`` without a joker).
    """

    value: int
    stands_for: Card | None = None
    stands_for_rank: Rank | None = None


def evaluate_bug(
    cards: Sequence[Card], flush: BugFlush = BugFlush.HIGHEST_MISSING
) -> BugEvaluation:
    """Evaluate five cards of which at most one is the joker.

    Args:
        cards: Five cards (validated by the caller).
        flush: The flush convention for the bug.

    Returns:
        The value and what the joker stands for.
    """
    real = [c.code for c in cards if not c.is_joker]
    if len(real) == len(cards):
        return BugEvaluation(value_best(real))
    aces = [code for code in real if code >> 2 == _ACE_INDEX]
    if len(aces) == 4:
        value = pack(STANDARD_ORDER, Category.FIVE_OF_A_KIND, (14,))
        return BugEvaluation(value, None, Rank.ACE)
    best: tuple[int, int] | None = None  # (value, substitute code)
    for suit in range(4):
        ace = _ACE_INDEX * 4 + suit
        if ace not in real:
            best = _better(best, (value_best([*real, ace]), ace))
    lowest_missing = _lowest_missing_of_suit(real) if flush is BugFlush.LOWEST else None
    for code in range(52):
        if code in real:
            continue
        value = value_best([*real, code])
        category = unpack(STANDARD_ORDER, value)[0]
        if category not in _COMPLETES:
            continue
        if category is Category.FLUSH and lowest_missing is not None and code != lowest_missing:
            continue
        best = _better(best, (value, code))
    if flush is BugFlush.DOUBLE_ACE:
        doubled = _double_ace_flush(real)
        if doubled is not None:
            best = _better(best, doubled)
    assert best is not None  # an ace of some suit is always missing when fewer than 4 are held
    value, code = best
    substitute = card_from_code(code)
    category = unpack(STANDARD_ORDER, value)[0]
    shows_suit = category in (Category.FLUSH, Category.STRAIGHT_FLUSH)
    return BugEvaluation(value, substitute if shows_suit else None, substitute.rank)


def _better(current: tuple[int, int] | None, candidate: tuple[int, int]) -> tuple[int, int]:
    return candidate if current is None or candidate[0] > current[0] else current


def _lowest_missing_of_suit(real: Sequence[int]) -> int | None:
    """With four cards of one suit, the lowest card of that suit not held; else ``None``."""
    suits = {code & 3 for code in real}
    if len(suits) != 1:
        return None
    suit = suits.pop()
    return next(r * 4 + suit for r in range(13) if r * 4 + suit not in real)


def _double_ace_flush(real: Sequence[int]) -> tuple[int, int] | None:
    """Four suited cards holding that suit's ace: the bug is a second ace (option)."""
    suits = {code & 3 for code in real}
    if len(suits) != 1:
        return None
    suit = suits.pop()
    ace = _ACE_INDEX * 4 + suit
    if ace not in real:
        return None
    ranks = sorted([(code >> 2) + 2 for code in real] + [14], reverse=True)
    return pack(STANDARD_ORDER, Category.FLUSH, ranks), ace
