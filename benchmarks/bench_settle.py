"""Settling a 10-way all-in hold'em showdown: contributions and cards in, payouts out.

Ten players with distinct stacks are all in pre-flop, so the hand has a main pot and up to
eight side pots plus an uncalled bet. Tourney's figure times ``settle_showdown`` (validation,
ten hand evaluations, pots, odd chips); the ``explained`` figure times ``rule_showdown``, which
also names every hand and builds the director's sentences. pokerkit's figure times building a
state with the same stacks, dealing the same cards, everyone all in, and reading the payoffs.
"""

from __future__ import annotations

import random
import time
import warnings
from collections.abc import Callable, Iterable

from tourney.engine.cards import Card, card_from_code
from tourney.engine.pot_ruling import rule_showdown
from tourney.engine.showdown import Stake, settle_showdown
from tourney.engine.variants import get_variant

PLAYERS = 10
DEALS = 200


def _deals() -> list[tuple[list[int], list[tuple[Card, ...]], tuple[Card, ...]]]:
    rng = random.Random(2024)
    deals = []
    for _ in range(DEALS):
        stacks = rng.sample(range(40, 400), PLAYERS)
        deck = [card_from_code(code) for code in rng.sample(range(52), 2 * PLAYERS + 5)]
        holes = [tuple(deck[2 * i : 2 * i + 2]) for i in range(PLAYERS)]
        deals.append(([s * 25 for s in stacks], holes, tuple(deck[-5:])))
    return deals


def _rate(work: Callable[[], object], budget: float, *, hands: int = DEALS) -> float:
    """Hands per second of the fastest batch of ``hands`` hands within ``budget`` seconds.

    The best batch, not the mean, so that other work on a shared machine counts less.
    """
    best = float("inf")
    started = time.perf_counter()
    while time.perf_counter() - started < budget:
        batch = time.perf_counter()
        work()
        best = min(best, time.perf_counter() - batch)
    return hands / best


def _tourney_rate(*, explained: bool) -> float:
    holdem = get_variant("holdem")
    # Button on seat 10: seat 1 is first left of it. Everyone is all in for his whole stack.
    tables = []
    for stacks, holes, board in _deals():
        seated = enumerate(zip(stacks, holes, strict=True), start=1)
        tables.append(([Stake(seat, chips, cards=hole) for seat, (chips, hole) in seated], board))
    settle = rule_showdown if explained else settle_showdown

    def work() -> None:
        for stakes, board in tables:
            settle(stakes, board, variant=holdem, button=10, chip_unit=25)

    return _rate(work, 2.0)


def _pokerkit_rate() -> float:
    from pokerkit import Automation, NoLimitTexasHoldem

    automations = tuple(a for a in Automation if a is not Automation.HOLE_DEALING)
    automations = tuple(a for a in automations if a is not Automation.BOARD_DEALING)
    deals = _deals()[:10]

    def one(stacks: list[int], holes: list[tuple[Card, ...]], board: tuple[Card, ...]) -> None:
        state = NoLimitTexasHoldem.create_state(automations, True, 0, (25, 50), 50, stacks, PLAYERS)
        for hole in holes:
            state.deal_hole("".join(str(card) for card in hole))
        cards = [str(card) for card in board]
        while state.status:
            if state.can_deal_board():
                count = state.street.board_dealing_count if state.street else 1
                state.deal_board("".join(cards[:count]))
                del cards[:count]
            elif state.can_complete_bet_or_raise_to():
                state.complete_bet_or_raise_to(state.max_completion_betting_or_raising_to_amount)
            elif state.can_check_or_call():
                state.check_or_call()
        _ = state.payoffs

    def work() -> None:
        for stacks, holes, board in deals:
            one(stacks, holes, board)

    with warnings.catch_warnings():
        # Its automatic burn card may be one of our board cards: harmless, but it warns.
        warnings.simplefilter("ignore")
        return _rate(work, 2.0, hands=len(deals))


def run() -> Iterable[str]:
    """Yield the settle figures."""
    ours = _tourney_rate(explained=False)
    explained = _tourney_rate(explained=True)
    theirs = _pokerkit_rate()
    yield f"settle10: tourney {ours:,.0f}/s, pokerkit {theirs:,.0f}/s"
    yield f"settle10 explained (hands named, sentences built): tourney {explained:,.0f}/s"
