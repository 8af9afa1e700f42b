"""Betting rulings: what a player may do now, with the reasons in plain words.

:func:`rule_betting` replays one betting round (:mod:`tourney.engine.betting_round`) and
answers for the player to act, or a named player: the amount to call, whether he may
raise (TDA24 r.47), the minimum raise (r.43-A), the maximum (pot-limit, RRoP; r.54-B),
the limit cap (r.48), and an explanation a director can read out, in English, Italian or
Romanian (``language=``).

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

from tourney.base.formats import format_chips
from tourney.base.messages import N_, translate
from tourney.engine.betting_actions import Action, ActionKind, BettingSetup, Limit
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
    setup: BettingSetup,
    actions: Iterable[Action],
    *,
    player: str | None = None,
    language: str = "en",
) -> BettingRuling:
    """Replay ``actions`` and rule for ``player`` (default: the player to act).

    ``language`` (``en``, ``it`` or ``ro``) is the explanation's.

    Raises:
        MalformedError: The actions cannot be read.
        NotAllowedError: The actions break a rule, the round is over, or the named
            player has folded or is all-in.
        UnknownLanguageError: ``language`` is not one of those.
    """
    return rule_state(replay(setup, actions), player=player, language=language)


def player_to_rule(state: RoundState, player: str | None) -> str:
    """The player a ruling is for: ``player`` if named and able to act, else the one to act."""
    if player is None:
        if state.to_act is None:
            raise NotAllowedError("the betting round is over: nobody is left to act")
        return state.to_act
    if player not in state.players:
        raise MalformedError("{player} is not one of the players", player=player)
    if state.players[player].folded:
        raise NotAllowedError("{player} has folded and has no decision to make", player=player)
    if state.players[player].all_in:
        raise NotAllowedError("{player} is all-in and has no decision to make", player=player)
    return player


def rule_state(
    state: RoundState, *, player: str | None = None, language: str = "en"
) -> BettingRuling:
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
    refusal = may_raise_reason(state, name, language=language)
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
            _explain(
                state,
                name,
                _Amounts(to_call, low, high),
                refusal=refusal,
                language=language,
            )
        ),
    )


@dataclass(frozen=True, slots=True)
class _Amounts:
    """The ruling's numbers the explanation reads out."""

    to_call: int
    low: int | None
    high: int | None


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


def _describe(wager: Wager, language: str) -> str:
    if wager.before == 0:
        if wager.kind is ActionKind.BIG_BLIND:
            template = N_("{player} posted the big blind of {amount}")
        elif wager.kind is ActionKind.STRADDLE:
            template = N_("{player} straddled to {amount}")
        else:
            template = N_("{player} bet {amount}")
        return translate(
            language, template, player=wager.player, amount=format_chips(wager.to, language)
        )
    before, after = format_chips(wager.before, language), format_chips(wager.to, language)
    return f"{wager.player}, {before} → {after}"


def _explain(
    state: RoundState,
    name: str,
    amounts: _Amounts,
    *,
    refusal: str | None,
    language: str,
) -> list[str]:
    lines: list[str] = []
    if state.to_act != name:
        if state.to_act:
            template = N_(
                "Note: it is {player}'s turn; this is {name}'s position if the action reaches "
                "{name} unchanged."
            )
        else:
            template = N_(
                "Note: the round is over; this is {name}'s position if the action reaches "
                "{name} unchanged."
            )
        lines.append(translate(language, template, player=state.to_act, name=name))
    lines.extend(_history(state, language))
    to_call = amounts.to_call
    if to_call:
        if to_call < state.to_call(name):
            template = N_(
                "The bet is {bet}; {name} has {committed} in and must add {to_call} (all their "
                "chips) to call."
            )
        else:
            template = N_(
                "The bet is {bet}; {name} has {committed} in and must add {to_call} to call."
            )
        lines.append(
            translate(
                language,
                template,
                bet=format_chips(state.current_bet, language),
                name=name,
                committed=format_chips(state.players[name].committed, language),
                to_call=format_chips(to_call, language),
            )
        )
    else:
        lines.append(translate(language, "{name} has nothing to call and may check.", name=name))
    if refusal is not None:
        if to_call:
            template = N_("{refusal}, so they may only call or fold.")
        else:
            template = N_("{refusal}, so they may only check or fold.")
        line = translate(language, template, refusal=refusal)
        lines.append(f"{line[0].upper()}{line[1:]}")
        return lines
    lines.append(_why_open(state, name, language))
    lines.extend(_range(state, name, amounts, language))
    return lines


def _history(state: RoundState, language: str) -> list[str]:
    setup = state.setup
    last = state.last_full
    lines = []
    if last is None:
        lines.append(
            translate(
                language,
                "Nobody has made a full bet yet; the minimum bet is the big blind, {bb}.",
                bb=format_chips(setup.big_blind, language),
            )
        )
    elif setup.limit is Limit.LIMIT:
        lines.append(
            translate(
                language,
                "Limit: every bet and raise is {bet}; the last full level is {level} ({last}).",
                bet=format_chips(setup.fixed_bet, language),
                level=format_chips(state.full_level, language),
                last=_describe(last, language),
            )
        )
    elif last.kind is ActionKind.BIG_BLIND:
        lines.append(
            translate(
                language,
                "Nobody has made a full raise; the big blind of {bb} is the opening full bet "
                "(TDA24 r.43-A).",
                bb=format_chips(setup.big_blind, language),
            )
        )
    else:
        if last.before == 0:
            template = N_("The largest full bet this round is {amount} ({last}).")
        else:
            template = N_("The largest full raise this round is {amount} ({last}).")
        lines.append(
            translate(
                language,
                template,
                amount=format_chips(state.full_increment, language),
                last=_describe(last, language),
            )
        )
    after = state.wagers[state.wagers.index(last) + 1 :] if last else state.wagers
    if setup.limit is Limit.LIMIT:
        template = N_(
            "{player}'s all-in to {to} is {more} more, less than half a bet, so on its own it "
            "does not reopen the betting."
        )
    else:
        template = N_(
            "{player}'s all-in to {to} is {more} more, less than a full raise, so on its own it "
            "does not reopen the betting."
        )
    for wager in after:
        if wager.kind is ActionKind.SMALL_BLIND:
            continue
        lines.append(
            translate(
                language,
                template,
                player=wager.player,
                to=format_chips(wager.to, language),
                more=format_chips(wager.increment, language),
            )
        )
    return lines


def _why_open(state: RoundState, name: str, language: str) -> str:
    if not state.players[name].acted:
        return translate(
            language, "{name} has not acted yet this round, so they may raise.", name=name
        )
    threshold = reopen_threshold(state.setup, state.full_increment)
    return translate(
        language,
        "{name} already acted, but now faces {more} more, at least {threshold}, so the betting "
        "is reopened for them (TDA24 r.47).",
        name=name,
        more=format_chips(state.to_call(name), language),
        threshold=format_chips(threshold, language),
    )


def _range(state: RoundState, name: str, amounts: _Amounts, language: str) -> list[str]:
    setup = state.setup
    low, high = amounts.low, amounts.high
    assert low is not None
    raising = bool(state.current_bet)
    stack = state.stack_of(name)
    if stack is not None and stack == low == high and stack < min_raise_to(state):
        if raising:
            template = N_(
                "They have only {stack}, less than a full raise; they may go all-in to {stack}."
            )
        else:
            template = N_(
                "They have only {stack}, less than a full bet; they may go all-in to {stack}."
            )
        return [translate(language, template, stack=format_chips(stack, language))]
    lines = []
    if setup.limit is Limit.LIMIT:
        if raising:
            template = N_(
                "They may raise to exactly {low}; {raises} of a bet and {cap} raises have been "
                "made."
            )
        else:
            template = N_(
                "They may bet to exactly {low}; {raises} of a bet and {cap} raises have been made."
            )
        lines.append(
            translate(
                language,
                template,
                low=format_chips(low, language),
                raises=state.raises,
                cap=setup.raise_cap,
            )
        )
        return lines
    if raising:
        lines.append(
            translate(
                language,
                "The minimum raise is to {low}: the bet of {bet} plus {more} (TDA24 r.43-A).",
                low=format_chips(low, language),
                bet=format_chips(state.current_bet, language),
                more=format_chips(low - state.current_bet, language),
            )
        )
    else:
        lines.append(
            translate(
                language,
                "The minimum bet is {low}, the big blind.",
                low=format_chips(low, language),
            )
        )
    if setup.limit is Limit.POT_LIMIT:
        lines.append(_pot_sentence(state, name, high, language))
    elif high is None:
        if raising:
            template = N_("No-limit: they may raise any amount above that, up to all their chips.")
        else:
            template = N_("No-limit: they may bet any amount above that, up to all their chips.")
        lines.append(translate(language, template))
    else:
        if raising:
            template = N_("No-limit: the most they can raise to is their stack, {high}.")
        else:
            template = N_("No-limit: the most they can bet to is their stack, {high}.")
        lines.append(translate(language, template, high=format_chips(high, language)))
    return lines


def _pot_sentence(state: RoundState, name: str, high: int | None, language: str) -> str:
    call = state.to_call(name)
    parts = [
        translate(language, "{amount} from before", amount=format_chips(state.setup.pot, language)),
        translate(
            language, "{amount} this round", amount=format_chips(state.committed_total, language)
        ),
    ]
    if call:
        parts.append(
            translate(language, "{amount} for the call", amount=format_chips(call, language))
        )
    if state.dead_blind_credit:
        parts.append(
            translate(
                language,
                "{amount} for dead or short blinds counted as full (TDA24 r.54-B)",
                amount=format_chips(state.dead_blind_credit, language),
            )
        )
    pot = pot_limit_max_to(state, name) - state.current_bet
    top = state.current_bet + pot
    if high is not None and high < top:
        template = N_(
            "Pot-limit: the pot after the call is {pot} ({parts}), so the maximum is to {top}; "
            "their stack limits it to {high}."
        )
    else:
        template = N_(
            "Pot-limit: the pot after the call is {pot} ({parts}), so the maximum is to {top}."
        )
    return translate(
        language,
        template,
        pot=format_chips(pot, language),
        parts=", ".join(parts),
        top=format_chips(top, language),
        high=format_chips(high or 0, language),
    )
