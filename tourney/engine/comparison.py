"""Ranking several hands and saying, in words a player accepts, why one beats another.

>>> from tourney.engine.cards import parse_cards
>>> from tourney.engine.variants import get_variant
>>> holdem = get_variant("holdem")
>>> board = parse_cards("Kc Qd 3h 9s 4c")
>>> ann = holdem.evaluate(parse_cards("Ah 7c"), board)
>>> bob = holdem.evaluate(parse_cards("Ad 2s"), board)
>>> print(why_better(["Ann"], ann, ["Bob"], bob, holdem))  # doctest: +NORMALIZE_WHITESPACE
Ann beats Bob: both have high card, ace, king, queen, nine; the fifth card decides,
seven against four (only five cards play).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tourney.engine.cards import Rank, card_from_code
from tourney.engine.categories import Category, unpack
from tourney.engine.five_card import deciding_card
from tourney.engine.hand_result import HandResult
from tourney.engine.variants import Variant

__all__ = ["rank_groups", "why_better", "why_tied"]

_ORDINALS = ("first", "second", "third", "fourth", "fifth")
_WHAT = {
    Category.FIVE_OF_A_KIND: "five of a kind",
    Category.STRAIGHT_FLUSH: "a straight flush",
    Category.FOUR_OF_A_KIND: "four of a kind",
    Category.FULL_HOUSE: "a full house",
    Category.FLUSH: "a flush",
    Category.STRAIGHT: "a straight",
    Category.THREE_OF_A_KIND: "three of a kind",
    Category.TWO_PAIR: "two pair",
    Category.ONE_PAIR: "one pair",
    Category.HIGH_CARD: "high card",
}
_SUIT_WORDS = "spades > clubs > hearts > diamonds"


def rank_groups(values: Mapping[str, int]) -> list[list[str]]:
    """Group names by value, best first; tied names share a group (in the given order).

    >>> rank_groups({"a": 5, "b": 9, "c": 5})
    [['b'], ['a', 'c']]
    """
    groups: dict[int, list[str]] = {}
    for name, value in values.items():
        groups.setdefault(value, []).append(name)
    return [groups[v] for v in sorted(groups, reverse=True)]


def _rank_word(rank: int) -> str:
    return Rank(rank).noun


def _what(category: Category) -> str:
    return _WHAT[category]


def _names(names: Sequence[str]) -> str:
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + f" and {names[-1]}"


def why_better(
    winners: Sequence[str],
    better: HandResult,
    losers: Sequence[str],
    worse: HandResult,
    variant: Variant,
) -> str:
    """One sentence: why ``better`` (held by ``winners``) beats ``worse`` (held by ``losers``)."""
    winner = _names(winners) + (" beat" if len(winners) > 1 else " beats")
    loser = _names(losers)
    order = variant.rules.order
    cat_a, ranks_a, _ = unpack(order, better.value)
    cat_b, ranks_b, _ = unpack(order, worse.value)
    if cat_a is not cat_b:
        note = ""
        if {cat_a, cat_b} == {Category.FLUSH, Category.FULL_HOUSE} and cat_a is Category.FLUSH:
            note = " (in this game a flush beats a full house)"
        return f"{winner} {loser}: {_what(cat_a)} beats {_what(cat_b)}{note}."
    for index, (ra, rb) in enumerate(zip(ranks_a, ranks_b, strict=False)):
        if ra != rb:
            shared = ", ".join(_rank_word(r) for r in ranks_a[:index])
            both = f"both have {_what(cat_a)}" + (f", {shared}" if shared else "")
            detail = (
                f"the {_ORDINALS[index]} card decides, {_rank_word(ra)} against {_rank_word(rb)}"
            )
            if cat_a in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
                detail = f"{_rank_word(ra)} high against {_rank_word(rb)} high"
            tail = " (only five cards play)" if variant.uses_board and index >= 1 else ""
            return f"{winner} {loser}: {both}; {detail}{tail}."
    if better.value != worse.value:
        card_a, card_b = _deciding(better, variant), _deciding(worse, variant)
        return (
            f"{winner} {loser}: the hands are identical ({better.name}); the suit of the "
            f"deciding card breaks the tie, {card_a} against {card_b} ({_SUIT_WORDS})."
        )
    return f"{_names([*winners, *losers])} tie with {better.name}."


def why_tied(names: Sequence[str], result: HandResult) -> str:
    """One sentence for hands of equal value: they split."""
    name = result.name[0].lower() + result.name[1:]
    return f"{_names(names)} tie with {name}: suits never break a tie."


def _deciding(result: HandResult, variant: Variant) -> str:
    """The card whose suit decided between identical Romanian hands, with its suit symbol."""
    category, ranks, _ = unpack(variant.rules.order, result.value)
    code = deciding_card([c.code for c in result.best], category, ranks, variant.rules)
    return card_from_code(code).pretty
