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

from tourney.base.messages import N_, join_words, translate
from tourney.engine.cards import card_from_code
from tourney.engine.categories import Category, unpack
from tourney.engine.five_card import RankingRules, deciding_card
from tourney.engine.hand_names import in_sentence, rank_noun
from tourney.engine.hand_result import HandResult
from tourney.engine.variants import Variant

__all__ = ["deciding_card_text", "rank_groups", "why_better", "why_tied"]

_ORDINALS = (N_("first"), N_("second"), N_("third"), N_("fourth"), N_("fifth"))
_WHAT = {
    Category.FIVE_OF_A_KIND: N_("five of a kind"),
    Category.STRAIGHT_FLUSH: N_("a straight flush"),
    Category.FOUR_OF_A_KIND: N_("four of a kind"),
    Category.FULL_HOUSE: N_("a full house"),
    Category.FLUSH: N_("a flush"),
    Category.STRAIGHT: N_("a straight"),
    Category.THREE_OF_A_KIND: N_("three of a kind"),
    Category.TWO_PAIR: N_("two pair"),
    Category.ONE_PAIR: N_("one pair"),
    Category.HIGH_CARD: N_("high card"),
}


def rank_groups(values: Mapping[str, int]) -> list[list[str]]:
    """Group names by value, best first; tied names share a group (in the given order).

    >>> rank_groups({"a": 5, "b": 9, "c": 5})
    [['b'], ['a', 'c']]
    """
    groups: dict[int, list[str]] = {}
    for name, value in values.items():
        groups.setdefault(value, []).append(name)
    return [groups[v] for v in sorted(groups, reverse=True)]


def _what(category: Category, language: str) -> str:
    return translate(language, _WHAT[category])


def why_better(
    winners: Sequence[str],
    better: HandResult,
    losers: Sequence[str],
    worse: HandResult,
    variant: Variant,
    *,
    language: str = "en",
) -> str:
    """One sentence: why ``better`` (held by ``winners``) beats ``worse`` (held by ``losers``).

    Args:
        winners: Who holds the better hand.
        better: The better hand.
        losers: Who holds the worse hand.
        worse: The worse hand.
        variant: The game, for its hand order.
        language: ``"en"``, ``"it"`` or ``"ro"``.
    """
    template = N_("{winners} beat {losers}") if len(winners) > 1 else N_("{winners} beats {losers}")
    who = translate(
        language,
        template,
        winners=join_words(language, winners),
        losers=join_words(language, losers),
    )
    order = variant.rules.order
    cat_a, ranks_a, _ = unpack(order, better.value)
    cat_b, ranks_b, _ = unpack(order, worse.value)
    if cat_a is not cat_b:
        template = N_("{who}: {better} beats {worse}.")
        if {cat_a, cat_b} == {Category.FLUSH, Category.FULL_HOUSE} and cat_a is Category.FLUSH:
            template = N_(
                "{who}: {better} beats {worse} (in this game a flush beats a full house)."
            )
        return translate(
            language,
            template,
            who=who,
            better=_what(cat_a, language),
            worse=_what(cat_b, language),
        )
    for index, (ra, rb) in enumerate(zip(ranks_a, ranks_b, strict=False)):
        if ra != rb:
            what = _what(cat_a, language)
            shared = ", ".join(rank_noun(r, language=language) for r in ranks_a[:index])
            if shared:
                both = translate(language, "both have {what}, {shared}", what=what, shared=shared)
            else:
                both = translate(language, "both have {what}", what=what)
            higher, lower = rank_noun(ra, language=language), rank_noun(rb, language=language)
            if cat_a in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
                detail = translate(
                    language, "{better} high against {worse} high", better=higher, worse=lower
                )
            else:
                detail = translate(
                    language,
                    "the {ordinal} card decides, {better} against {worse}",
                    ordinal=translate(language, _ORDINALS[index]),
                    better=higher,
                    worse=lower,
                )
            template = N_("{who}: {both}; {detail}.")
            if variant.uses_board and index >= 1:
                template = N_("{who}: {both}; {detail} (only five cards play).")
            return translate(language, template, who=who, both=both, detail=detail)
    if better.value != worse.value:
        return translate(
            language,
            "{who}: the hands are identical ({hand}); the suit of the deciding card breaks the "
            "tie, {better} against {worse} (spades > clubs > hearts > diamonds).",
            who=who,
            hand=better.name_in(language),
            better=deciding_card_text(better, variant.rules),
            worse=deciding_card_text(worse, variant.rules),
        )
    return translate(
        language,
        "{names} tie with {hand}.",
        names=join_words(language, [*winners, *losers]),
        hand=better.name_in(language),
    )


def why_tied(names: Sequence[str], result: HandResult, *, language: str = "en") -> str:
    """One sentence for hands of equal value: they split.

    >>> from tourney.engine.cards import parse_cards
    >>> from tourney.engine.variants import get_variant
    >>> holdem = get_variant("holdem")
    >>> hand = holdem.evaluate(parse_cards("Ah 7c"), parse_cards("Kc Kd Kh 9s 9c"))
    >>> why_tied(["Ann", "Bob"], hand, language="it")
    'Ann e Bob pareggiano con full di re con nove: il seme non spareggia mai.'
    """
    name = result.name_in(language)
    return translate(
        language,
        "{names} tie with {hand}: suits never break a tie.",
        names=join_words(language, names),
        hand=in_sentence(name),
    )


def deciding_card_text(result: HandResult, rules: RankingRules) -> str:
    """The card whose suit decides between identical Romanian hands, with its suit (``A♠``)."""
    category, ranks, _ = unpack(rules.order, result.value)
    return card_from_code(
        deciding_card([c.code for c in result.best], category, ranks, rules)
    ).pretty
