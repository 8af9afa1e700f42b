"""Betting rulings: what a player may do now, with the reasons in plain words.

:func:`rule_betting` replays one betting round (:mod:`tourney.engine.betting_round`) and
answers for the player to act, or a named player: the amount to call, whether he may
raise (TDA24 r.47), the minimum raise (r.43-A), the maximum (pot-limit, RRoP; r.54-B),
the limit cap (r.48), and an explanation a director can read out.

>>> from tourney.engine.betting_actions import Action, ActionKind as K, BettingSetup, Limit
>>> ruling = rule_betting(BettingSetup(Limit.NO_LIMIT, 200), [
...     Action("SB", K.SMALL_BLIND, 100), Action("BB", K.BIG_BLIND, 200),
...     Action("A", K.RAISE, 600), Action("B", K.RAISE, 1600), Action("C", K.RAISE, 3600)])
>>> ruling.player, ruling.to_call, ruling.min_raise_to, ruling.options
('SB', 3500, 5600, ('fold', 'call', 'raise'))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tourney.engine.betting_actions import Action, ActionKind, BettingSetup, Limit, chips
from tourney.engine.betting_limits import (
    may_raise_reason,
    min_raise_to,
    pot_limit_max_to,
    reopen_threshold,
)
from tourney.engine.betting_round import replay
from tourney.engine.betting_state import RoundState, Wager
from tourney.engine.errors import MalformedError, NotAllowedError

__all__ = ["BettingRuling", "player_to_rule", "rule_betting", "rule_state"]


@dataclass(frozen=True, slots=True)
class BettingRuling:
    """What one player may do now, and why.

    Attributes:
        player: Whom the ruling is for.
        to_act: Whose turn it is (may differ from ``player`` when one was named).
        current_bet: The total to match this round.
        committed: Chips ``player`` already has in this round.
        to_call: Chips he must add to call (capped by his stack: a call all-in).
        may_raise: He may bet or raise (the betting is open for him).
        min_raise_to: The smallest total he may bet or raise to, or None.
        max_raise_to: The largest, or None when unlimited (no-limit, stack unknown).
        all_in_only: His only raise is all-in for less than a full raise.
        last_full_raise: The size of the last full bet or raise (0 if none).
        raises: Full bets and raises so far this round (the big blind counts as the bet).
        cap: Raises allowed after the bet (limit), or None.
        pot: Chips in the pot now, this round's included.
        options: The legal decisions, among fold, check, call, bet, raise.
        explanation: The ruling in sentences.
    """

    player: str
    to_act: str | None
    current_bet: int
    committed: int
    to_call: int
    may_raise: bool
    min_raise_to: int | None
    max_raise_to: int | None
    all_in_only: bool
    last_full_raise: int
    raises: int
    cap: int | None
    pot: int
    options: tuple[str, ...]
    explanation: tuple[str, ...]


def rule_betting(
    setup: BettingSetup, actions: Iterable[Action], *, player: str | None = None
) -> BettingRuling:
    """Replay ``actions`` and rule for ``player`` (default: the player to act).

    Raises:
        MalformedError: The actions cannot be read.
        NotAllowedError: The actions break a rule, the round is over, or the named
            player has folded or is all-in.
    """
    return rule_state(replay(setup, actions), player=player)


def player_to_rule(state: RoundState, player: str | None) -> str:
    """The player a ruling is for: ``player`` if named and able to act, else the one to act."""
    if player is None:
        if state.to_act is None:
            raise NotAllowedError("the betting round is over: nobody is left to act")
        return state.to_act
    if player not in state.players:
        raise MalformedError(f"{player} is not one of the players")
    if state.players[player].folded:
        raise NotAllowedError(f"{player} has folded and has no decision to make")
    if state.players[player].all_in:
        raise NotAllowedError(f"{player} is all-in and has no decision to make")
    return player


def rule_state(state: RoundState, *, player: str | None = None) -> BettingRuling:
    """Rule for ``player`` on an already replayed round (see :func:`rule_betting`).

    When the seat order is inferred from the actions, a named player who has not appeared
    yet is taken to have nothing in and not to have acted.
    """
    if player is not None and not state.setup.players:
        state = state.with_newcomer(player)
    name = player_to_rule(state, player)
    setup = state.setup
    committed = state.players[name].committed
    left = state.stack_left(name)
    to_call = state.to_call(name) if left is None else min(left, state.to_call(name))
    refusal = may_raise_reason(state, name)
    low = high = None
    all_in_only = False
    if refusal is None:
        low = min_raise_to(state)
        high = _max_to(state, name, low)
        stack = state.stack_of(name)
        if stack is not None and stack < low:
            low = high = stack
            all_in_only = True
    options = ["fold", "call" if to_call else "check"]
    if refusal is None:
        options.append("raise" if state.current_bet else "bet")
    pot = setup.pot + state.committed_total
    return BettingRuling(
        player=name,
        to_act=state.to_act,
        current_bet=state.current_bet,
        committed=committed,
        to_call=to_call,
        may_raise=refusal is None,
        min_raise_to=low,
        max_raise_to=high,
        all_in_only=all_in_only,
        last_full_raise=state.full_increment
        if setup.limit is not Limit.LIMIT
        else (setup.fixed_bet if state.raises else 0),
        raises=state.raises,
        cap=setup.raise_cap if setup.limit is Limit.LIMIT else None,
        pot=pot,
        options=tuple(options),
        explanation=tuple(
            _explain(state, name, to_call=to_call, refusal=refusal, low=low, high=high)
        ),
    )


def _max_to(state: RoundState, name: str, low: int) -> int | None:
    stack = state.stack_of(name)
    limit = state.setup.limit
    if limit is Limit.LIMIT:
        top: int | None = low
    elif limit is Limit.POT_LIMIT:
        top = max(low, pot_limit_max_to(state, name))
    else:
        top = None
    if stack is None:
        return top
    return stack if top is None else min(top, stack)


def _describe(wager: Wager) -> str:
    if wager.before == 0:
        return f"{wager.player} {_verb(wager)} {chips(wager.to)}"
    return f"{wager.player}, {chips(wager.before)} → {chips(wager.to)}"


def _verb(wager: Wager) -> str:
    return {"big_blind": "posted the big blind of", "straddle": "straddled to"}.get(
        wager.kind.value, "bet"
    )


def _explain(
    state: RoundState,
    name: str,
    *,
    to_call: int,
    refusal: str | None,
    low: int | None,
    high: int | None,
) -> list[str]:
    lines: list[str] = []
    if state.to_act != name:
        now = f"it is {state.to_act}'s turn" if state.to_act else "the round is over"
        lines.append(f"Note: {now}; this is {name}'s position if the action reaches him unchanged.")
    lines.extend(_history(state))
    if to_call:
        all_in = " (all his chips)" if to_call < state.to_call(name) else ""
        committed = chips(state.players[name].committed)
        lines.append(
            f"The bet is {chips(state.current_bet)}; {name} has {committed} in and must add "
            f"{chips(to_call)}{all_in} to call."
        )
    else:
        lines.append(f"{name} has nothing to call and may check.")
    if refusal is not None:
        lines.append(
            f"{refusal[0].upper()}{refusal[1:]}, so he may only "
            f"{'call' if to_call else 'check'} or fold."
        )
        return lines
    lines.append(_why_open(state, name))
    lines.extend(_range(state, name, low, high))
    return lines


def _history(state: RoundState) -> list[str]:
    setup = state.setup
    last = state.last_full
    lines = []
    if last is None:
        lines.append(
            f"Nobody has made a full bet yet; the minimum bet is the big blind, "
            f"{chips(setup.big_blind)}."
        )
    elif setup.limit is Limit.LIMIT:
        lines.append(
            f"Limit: every bet and raise is {chips(setup.fixed_bet)}; the last full level is "
            f"{chips(state.full_level)} ({_describe(last)})."
        )
    elif last.kind is ActionKind.BIG_BLIND:
        lines.append(
            f"Nobody has made a full raise; the big blind of {chips(setup.big_blind)} is the "
            "opening full bet (TDA24 r.43-A)."
        )
    else:
        size = "bet" if last.before == 0 else "raise"
        lines.append(
            f"The largest full {size} this round is {chips(state.full_increment)} "
            f"({_describe(last)})."
        )
    after = state.wagers[state.wagers.index(last) + 1 :] if last else state.wagers
    full = "half a bet" if setup.limit is Limit.LIMIT else "a full raise"
    for wager in after:
        if wager.kind is ActionKind.SMALL_BLIND:
            continue
        lines.append(
            f"{wager.player}'s all-in to {chips(wager.to)} is {chips(wager.increment)} more, "
            f"less than {full}, so on its own it does not reopen the betting."
        )
    return lines


def _why_open(state: RoundState, name: str) -> str:
    if not state.players[name].acted:
        return f"{name} has not acted yet this round, so he may raise."
    threshold = reopen_threshold(state.setup, state.full_increment)
    return (
        f"{name} already acted, but now faces {chips(state.to_call(name))} more, at least "
        f"{chips(threshold)}, so the betting is reopened for him (TDA24 r.47)."
    )


def _range(state: RoundState, name: str, low: int | None, high: int | None) -> list[str]:
    setup = state.setup
    assert low is not None
    verb = "raise" if state.current_bet else "bet"
    stack = state.stack_of(name)
    if stack is not None and stack == low == high and stack < min_raise_to(state):
        return [
            f"He has only {chips(stack)}, less than a full {verb}; he may go all-in to "
            f"{chips(stack)}."
        ]
    lines = []
    if setup.limit is Limit.LIMIT:
        lines.append(
            f"He may {verb} to exactly {chips(low)}; {state.raises} of a bet and "
            f"{setup.raise_cap} raises have been made."
        )
        return lines
    if state.current_bet:
        lines.append(
            f"The minimum raise is to {chips(low)}: the bet of {chips(state.current_bet)} plus "
            f"{chips(low - state.current_bet)} (TDA24 r.43-A)."
        )
    else:
        lines.append(f"The minimum bet is {chips(low)}, the big blind.")
    if setup.limit is Limit.POT_LIMIT:
        lines.append(_pot_sentence(state, name, high))
    elif high is None:
        lines.append(f"No-limit: he may {verb} any amount above that, up to all his chips.")
    else:
        lines.append(f"No-limit: the most he can {verb} to is his stack, {chips(high)}.")
    return lines


def _pot_sentence(state: RoundState, name: str, high: int | None) -> str:
    call = state.to_call(name)
    parts = [f"{chips(state.setup.pot)} from before", f"{chips(state.committed_total)} this round"]
    if call:
        parts.append(f"{chips(call)} for his call")
    if state.dead_blind_credit:
        parts.append(
            f"{chips(state.dead_blind_credit)} for dead or short blinds counted as full "
            "(TDA24 r.54-B)"
        )
    pot = pot_limit_max_to(state, name) - state.current_bet
    text = (
        f"Pot-limit: the pot after his call is {chips(pot)} ({', '.join(parts)}), so the "
        f"maximum is to {chips(state.current_bet + pot)}"
    )
    if high is not None and high < state.current_bet + pot:
        text += f"; his stack limits it to {chips(high)}"
    return text + "."
