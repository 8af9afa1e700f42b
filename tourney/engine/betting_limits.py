"""The betting formulas: minimum raise, pot-limit maximum, reopening and the limit cap.

Each function reads a :class:`~tourney.engine.betting_state.RoundState` and states one rule:

* minimum raise (TDA24 r.43-A): the current bet plus the largest prior full bet or raise
  of the round, never less than the big blind; in limit, the last full level plus one bet;
* pot-limit maximum (RRoP PL; TDA24 r.54-B): the current bet plus the pot after the call,
  pre-flop counting dead or short blinds as full;
* reopening (TDA24 r.47): a player who already acted may raise only if he now faces at
  least a full raise (in limit, at least half a bet, r.47-B);
* the limit cap (TDA24 r.48): a bet and ``raise_cap`` raises, lifted only when the event
  is heads-up and two players are in the hand.

>>> from tourney.engine.betting_actions import BettingSetup, Limit
>>> raise_threshold(BettingSetup(Limit.NO_LIMIT, 200), 0)
200
>>> reopen_threshold(BettingSetup(Limit.LIMIT, 200, limit_bet=25))
13
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tourney.base.messages import N_, Message, Number, message
from tourney.engine.betting_actions import BettingSetup, Limit

if TYPE_CHECKING:
    from tourney.engine.betting_state import RoundState

__all__ = [
    "cap_lifted",
    "cap_reached",
    "may_raise_message",
    "may_raise_reason",
    "min_raise_to",
    "pot_limit_max_to",
    "raise_threshold",
    "reopen_threshold",
]


def raise_threshold(setup: BettingSetup, full_increment: int) -> int:
    """The increment a no-limit or pot-limit raise needs to be full.

    It is the last full bet or raise of the round, and never less than the big blind
    (the minimum bet on every street).
    """
    return max(full_increment, setup.big_blind)


def reopen_threshold(setup: BettingSetup, full_increment: int = 0) -> int:
    """How much more a player who already acted must face to be allowed to raise again.

    A full raise in no-limit and pot-limit; half a bet (rounded up) in limit (r.47-B).
    """
    if setup.limit is Limit.LIMIT:
        return -(-setup.fixed_bet // 2)
    return raise_threshold(setup, full_increment)


def min_raise_to(state: RoundState) -> int:
    """The smallest total a bet or raise may reach now (an all-in for less aside)."""
    setup = state.setup
    if setup.limit is Limit.LIMIT:
        return state.full_level + setup.fixed_bet
    if state.current_bet == 0:
        return setup.big_blind
    return state.current_bet + raise_threshold(setup, state.full_increment)


def pot_limit_max_to(state: RoundState, name: str) -> int:
    """The pot-limit maximum for ``name``: the current bet plus the pot after his call.

    The pot counts earlier streets (``setup.pot``), every chip put in this round and,
    pre-flop, the missing part of dead or short blinds (TDA24 r.54-B). The player's stack
    is not applied here.
    """
    pot_after_call = (
        state.setup.pot + state.committed_total + state.dead_blind_credit + state.to_call(name)
    )
    return state.current_bet + pot_after_call


def cap_lifted(state: RoundState) -> bool:
    """True when the limit cap does not apply: event heads-up and two players in the hand."""
    live = sum(1 for p in state.players.values() if not p.folded)
    return state.setup.event_heads_up and live <= 2


def cap_reached(state: RoundState) -> bool:
    """True when a limit round already holds a bet and ``raise_cap`` raises (TDA24 r.48)."""
    setup = state.setup
    if setup.limit is not Limit.LIMIT or cap_lifted(state):
        return False
    return state.raises >= 1 + setup.raise_cap


def may_raise_reason(state: RoundState, name: str, *, language: str = "en") -> str | None:
    """Why ``name`` may not bet or raise now, in one sentence, or None if he may.

    ``language`` (``en``, ``it`` or ``ro``) is the sentence's.
    """
    reason = may_raise_message(state, name)
    return None if reason is None else reason.translated(language)


def may_raise_message(state: RoundState, name: str) -> Message | None:
    """Why ``name`` may not bet or raise now, unsaid (see :func:`may_raise_reason`), or None."""
    player = state.players[name]
    if player.folded:
        return message("{name} has folded", name=name)
    if player.all_in:
        return message("{name} is all-in", name=name)
    to_call = state.to_call(name)
    left = state.stack_left(name)
    if left is not None and left <= to_call:
        return message(
            "{name} has {left} behind, not more than the {to_call} to call",
            name=name,
            left=_chips(left),
            to_call=_chips(to_call),
        )
    if not state.others_can_act(name):
        return message(
            "every other player in the hand is all-in, so {name} has nobody to raise",
            name=name,
        )
    if cap_reached(state):
        return message(
            "the betting is capped: a bet and {cap} raises have been made (TDA24 r.48)",
            cap=state.setup.raise_cap,
        )
    threshold = reopen_threshold(state.setup, state.full_increment)
    if player.acted and to_call < threshold:
        if state.setup.limit is Limit.LIMIT:
            template = N_(
                "{name} already acted and faces only {to_call} more, less than half a bet "
                "({threshold}); an all-in for less does not reopen the betting for them "
                "(TDA24 r.47)"
            )
        else:
            template = N_(
                "{name} already acted and faces only {to_call} more, less than a full raise "
                "({threshold}); an all-in for less does not reopen the betting for them "
                "(TDA24 r.47)"
            )
        return message(template, name=name, to_call=_chips(to_call), threshold=_chips(threshold))
    return None


def _chips(amount: int) -> Number:
    """A chip amount in a sentence: ``1,600`` in English, ``1.600`` in Italian and Romanian."""
    return Number(f"{amount:,}")
