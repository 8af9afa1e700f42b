"""Every five-card hand of the 52-card and the 32-card deck, classified and ordered.

The category counts are the known combinatorial table (``../shared/product.md``); one
SHA-256 digest pins the full order of all 2,598,960 hands; the shipped lookup tables are
checked against a fresh build and against the definitional evaluator for every hand.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from itertools import combinations

import pytest

from tourney.engine.categories import ROMANIAN32_ORDER, STANDARD_ORDER, Category, unpack
from tourney.engine.five_card import ROMANIAN32, STANDARD, evaluate_five
from tourney.engine.lookup import build_tables, tables, value_best

pytestmark = pytest.mark.slow

STANDARD_COUNTS = {
    Category.STRAIGHT_FLUSH: 40,
    Category.FOUR_OF_A_KIND: 624,
    Category.FULL_HOUSE: 3_744,
    Category.FLUSH: 5_108,
    Category.STRAIGHT: 10_200,
    Category.THREE_OF_A_KIND: 54_912,
    Category.TWO_PAIR: 123_552,
    Category.ONE_PAIR: 1_098_240,
    Category.HIGH_CARD: 1_302_540,
}

PIQUET_COUNTS = {
    Category.STRAIGHT_FLUSH: 20,
    Category.FOUR_OF_A_KIND: 224,
    Category.FULL_HOUSE: 1_344,
    Category.FLUSH: 204,
    Category.STRAIGHT: 5_100,
    Category.THREE_OF_A_KIND: 10_752,
    Category.TWO_PAIR: 24_192,
    Category.ONE_PAIR: 107_520,
    Category.HIGH_CARD: 52_020,
}

#: SHA-256 of the dense class index (0 = weakest of the 7,462 classes) of every five-card
#: hand, hands in ``itertools.combinations(range(52), 5)`` order, one byte pair per hand.
#: Card code = rank_index * 4 + suit_index (clubs, diamonds, hearts, spades).
ORDER_DIGEST = "fcc041f322c251026b7cac1722fb3bb51f236a242fc59a5d974163ffbf3dcf52"


@pytest.fixture(scope="module")
def all_values() -> list[int]:
    return [value_best(hand) for hand in combinations(range(52), 5)]


def test_standard_category_counts(all_values: list[int]) -> None:
    counts = Counter(unpack(STANDARD_ORDER, v)[0] for v in all_values)
    assert len(all_values) == 2_598_960
    assert dict(counts) == STANDARD_COUNTS


def test_there_are_7462_distinct_hand_classes(all_values: list[int]) -> None:
    assert len(set(all_values)) == 7_462


def test_digest_pins_the_order_of_every_hand(all_values: list[int]) -> None:
    dense = {v: i for i, v in enumerate(sorted(set(all_values)))}
    digest = hashlib.sha256(b"".join(dense[v].to_bytes(2, "big") for v in all_values))
    assert digest.hexdigest() == ORDER_DIGEST


def test_treys_orders_every_hand_the_same_way() -> None:
    """The digest is not ours alone: treys, an independent evaluator, gives the same one."""
    treys = pytest.importorskip("treys")
    from tourney.engine.cards import card_from_code

    cards = [treys.Card.new(str(card_from_code(code))) for code in range(52)]
    five = treys.Evaluator()._five
    # treys ranks 1 (royal flush) .. 7462 (seven high): dense index = 7462 - rank.
    dense = (
        7462 - five([cards[a], cards[b], cards[c], cards[d], cards[e]])
        for a, b, c, d, e in combinations(range(52), 5)
    )
    digest = hashlib.sha256(b"".join(v.to_bytes(2, "big") for v in dense))
    assert digest.hexdigest() == ORDER_DIGEST


def test_lookup_equals_the_definition_for_every_hand(all_values: list[int]) -> None:
    mismatches = [
        hand
        for hand, value in zip(combinations(range(52), 5), all_values, strict=True)
        if evaluate_five(hand, STANDARD) != value
    ]
    assert mismatches == []


def test_shipped_tables_equal_a_fresh_build() -> None:
    assert tables() == build_tables()


def test_piquet_deck_counts_with_romanian_ranking() -> None:
    deck = range(5 * 4, 52)  # sevens to aces
    values = [evaluate_five(hand, ROMANIAN32) for hand in combinations(deck, 5)]
    counts = Counter(unpack(ROMANIAN32_ORDER, v)[0] for v in values)
    assert len(values) == 201_376
    assert dict(counts) == PIQUET_COUNTS
    # The suit of the deciding card breaks every tie between different hands' values,
    # except hands that share that very card, which two players can never hold at once.
    flush_min = min(v for v in values if unpack(ROMANIAN32_ORDER, v)[0] is Category.FLUSH)
    full_max = max(v for v in values if unpack(ROMANIAN32_ORDER, v)[0] is Category.FULL_HOUSE)
    assert flush_min > full_max
