"""Hand evaluation speed: five-card and best-of-seven, Tourney beside treys and pokerkit.

All three evaluate the same seeded hands; each gets its own card representation built
outside the timed loop (Tourney: additive card encodings; treys: its int cards; pokerkit:
its hand text). pokerkit is timed on fewer hands, since it is several hundred times slower.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tourney.engine.cards import card_from_code
from tourney.engine.lookup import ENCODED, fast_value5, fast_value7

HANDS = 200_000
TREYS_HANDS = 50_000
POKERKIT_HANDS = 2_000


def _rate(function: Callable[..., Any], hands: Sequence[Sequence[Any]], *, spread: bool) -> float:
    """Hands per second: the best of three runs over all ``hands``."""
    best = 0.0
    for _ in range(3):
        started = time.perf_counter()
        if spread:
            for hand in hands:
                function(*hand)
        else:
            for hand in hands:
                function(hand)
        best = max(best, len(hands) / (time.perf_counter() - started))
    return best


def _treys(hands: Sequence[Sequence[int]], size: int) -> float | None:
    try:
        import treys
    except ImportError:
        return None
    codes = [treys.Card.new(str(card_from_code(c))) for c in range(52)]
    evaluator = treys.Evaluator()
    prepared = [
        ([codes[c] for c in h[:2]], [codes[c] for c in h[2:size]]) for h in hands[:TREYS_HANDS]
    ]
    return _rate(evaluator.evaluate, prepared, spread=True)


def _pokerkit(hands: Sequence[Sequence[int]], size: int) -> float | None:
    try:
        from pokerkit import StandardHighHand
    except ImportError:
        return None
    texts = [
        (
            "".join(str(card_from_code(c)) for c in h[:2]),
            "".join(str(card_from_code(c)) for c in h[2:size]),
        )
        for h in hands[:POKERKIT_HANDS]
    ]
    return _rate(StandardHighHand.from_game, texts, spread=True)


def _fmt(rate: float | None) -> str:
    return "n/a" if rate is None else f"{rate:,.0f}/s"


def run() -> Iterable[str]:
    """Yield the ``eval5`` and ``eval7`` lines."""
    rng = random.Random(20261129)
    hands = [rng.sample(range(52), 7) for _ in range(HANDS)]
    encoded = [tuple(ENCODED[c] for c in h) for h in hands]
    value5, value7 = fast_value5(), fast_value7()
    ours5 = _rate(value5, [h[:5] for h in encoded], spread=True)
    ours7 = _rate(value7, encoded, spread=True)
    yield (
        f"eval5: tourney {_fmt(ours5)}, treys {_fmt(_treys(hands, 5))}, "
        f"pokerkit {_fmt(_pokerkit(hands, 5))}"
    )
    yield (
        f"eval7: tourney {_fmt(ours7)}, treys {_fmt(_treys(hands, 7))}, "
        f"pokerkit {_fmt(_pokerkit(hands, 7))}"
    )
