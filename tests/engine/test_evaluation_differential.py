"""Differential tests: Tourney's evaluator against two independent libraries.

treys and pokerkit are test dependencies only. Each deal draws distinct random cards with a
fixed seed; the two players' hands must compare the same way (win, lose or split) in both.
In all: 40,000 comparisons against treys (hold'em, draw) and 20,000 against pokerkit
(hold'em, Omaha, draw).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from tourney.engine.cards import Card
from tourney.engine.decks import STANDARD_52
from tourney.engine.variants import get_variant

pytestmark = pytest.mark.slow

DECK = STANDARD_52.cards
Deal = tuple[list[Card], list[Card], list[Card]]


def _deals(seed: int, count: int, hole: int, board: int) -> list[Deal]:
    rng = random.Random(seed)
    out = []
    for _ in range(count):
        cards = rng.sample(DECK, 2 * hole + board)
        out.append((cards[:hole], cards[hole : 2 * hole], cards[2 * hole :]))
    return out


def _cmp(x: Any, y: Any) -> int:
    return int(x > y) - int(x < y)


def _disagreements(
    variant_id: str, deals: Sequence[Deal], theirs: Callable[[list[Card], list[Card]], Any]
) -> list[str]:
    """Deals where the evaluators order the two hands differently (``theirs``: bigger wins)."""
    variant = get_variant(variant_id)
    bad = []
    for a, b, board in deals:
        ours = _cmp(variant.value(a, board), variant.value(b, board))
        other = _cmp(theirs(a, board), theirs(b, board))
        if ours != other:
            bad.append(f"{a} vs {b} on {board}: ours {ours}, theirs {other}")
    return bad


def _text(cards: Sequence[Card]) -> str:
    return "".join(str(c) for c in cards)


@pytest.fixture(scope="module")
def treys_rank() -> Callable[[list[Card], list[Card]], int]:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    codes = {c: treys.Card.new(str(c)) for c in DECK}

    def rank(hole: list[Card], board: list[Card]) -> int:
        cards = [codes[c] for c in (*hole, *board)]
        return -evaluator.evaluate(cards[:2], cards[2:])  # treys: 1 is the best hand

    return rank


def test_holdem_against_treys(treys_rank: Callable[[list[Card], list[Card]], int]) -> None:
    assert _disagreements("holdem", _deals(1, 20_000, 2, 5), treys_rank) == []


def test_draw_against_treys(treys_rank: Callable[[list[Card], list[Card]], int]) -> None:
    assert _disagreements("draw", _deals(2, 20_000, 5, 0), treys_rank) == []


def test_holdem_against_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")

    def theirs(hole: list[Card], board: list[Card]) -> Any:
        return pokerkit.StandardHighHand.from_game(_text(hole), _text(board))

    assert _disagreements("holdem", _deals(3, 8_000, 2, 5), theirs) == []


def test_omaha_against_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")

    def theirs(hole: list[Card], board: list[Card]) -> Any:
        return pokerkit.OmahaHoldemHand.from_game(_text(hole), _text(board))

    assert _disagreements("omaha", _deals(4, 3_000, 4, 5), theirs) == []


def test_draw_against_pokerkit() -> None:
    pokerkit = pytest.importorskip("pokerkit")

    def theirs(hand: list[Card], _: list[Card]) -> Any:
        return pokerkit.StandardHighHand(_text(hand))

    assert _disagreements("draw", _deals(5, 9_000, 5, 0), theirs) == []


def test_the_deals_include_every_outcome() -> None:
    """The random deals are not all wins: ties and every category occur (the test has teeth)."""
    variant = get_variant("holdem")
    deals = _deals(1, 20_000, 2, 5)
    outcomes = {_cmp(variant.value(a, b_), variant.value(b, b_)) for a, b, b_ in deals}
    assert outcomes == {-1, 0, 1}
    categories = {variant.evaluate(a, board).category for a, _, board in deals[:5_000]}
    assert len(categories) == 9
