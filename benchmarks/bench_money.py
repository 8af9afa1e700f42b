"""ICM speed: Tourney's subset walk against a naive sum over every finishing order.

``icm10`` is the figure the issue pins (10 players, 9 paid places, at most 50 ms). The naive
permutation version is timed at 8 players only (8! = 40,320 orders); at 10 players it would
take 3,628,800 orders, far beyond the benchmark's time budget.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Callable, Iterable
from itertools import permutations

from tourney.domain.money.deals import icm_deal
from tourney.domain.money.icm import icm_values

PRIZES = [30000, 20000, 15000, 10000, 8000, 6000, 5000, 3500, 2500]


def naive_icm(stacks: list[int], prizes: list[int]) -> list[float]:
    """Malmuth–Harville summed over every finishing order."""
    values = [0.0] * len(stacks)
    for order in permutations(range(len(stacks))):
        probability = 1.0
        left = sum(stacks)
        for player in order:
            probability *= stacks[player] / left
            left -= stacks[player]
        for place, player in enumerate(order[: len(prizes)]):
            values[player] += probability * prizes[place]
    return values


def _median_ms(work: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        started = time.perf_counter()
        work()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


def run() -> Iterable[str]:
    """Yield the ICM timings."""
    rng = random.Random(20240601)
    stacks10 = [rng.randint(5_000, 200_000) for _ in range(10)]
    named10 = [(f"P{index}", chips) for index, chips in enumerate(stacks10, start=1)]
    values_ms = _median_ms(lambda: icm_values(stacks10, PRIZES), repeat=21)
    deal_ms = _median_ms(lambda: icm_deal(named10, PRIZES), repeat=21)
    yield (
        f"icm10: tourney {values_ms:.1f} ms (10 players, 9 paid places; "
        f"whole ICM deal with rounding {deal_ms:.1f} ms)"
    )

    stacks8 = stacks10[:8]
    prizes8 = PRIZES[:7]
    ours_ms = _median_ms(lambda: icm_values(stacks8, prizes8), repeat=21)
    naive_ms = _median_ms(lambda: naive_icm(stacks8, prizes8), repeat=3)
    yield f"icm8: tourney {ours_ms:.2f} ms, naive permutations {naive_ms:,.0f} ms"
