"""Replay the actions of one betting round, checking each against the TDA rules.

:func:`replay` walks the actions in order and keeps what a director tracks in his head:
the current bet, the last *full* bet or raise (TDA24 r.43-A), who has acted, who is
all-in, whose turn it is. An impossible sequence raises
:class:`~tourney.engine.errors.MalformedError` (cannot be read) or
:class:`~tourney.engine.errors.NotAllowedError` (breaks a rule) naming the action.

>>> from tourney.engine.betting_actions import Action, ActionKind as K, BettingSetup, Limit
>>> state = replay(BettingSetup(Limit.NO_LIMIT, 200), [
...     Action("SB", K.SMALL_BLIND, 100), Action("BB", K.BIG_BLIND, 200),
...     Action("A", K.RAISE, 600), Action("B", K.RAISE, 1600)])
>>> state.current_bet, state.full_increment, state.to_act
(1600, 1000, 'SB')
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from tourney.base.messages import Number
from tourney.engine.betting_actions import Action, ActionKind, BettingSetup, Limit, chips
from tourney.engine.betting_limits import (
    may_raise_message,
    min_raise_to,
    pot_limit_max_to,
    raise_threshold,
)
from tourney.engine.betting_state import PlayerState, RoundState, Wager
from tourney.engine.errors import MalformedError, NotAllowedError

__all__ = ["replay"]

#: What names an action in a refusal: its number, its player and its kind
#: (``action 3 (B raise): ...``).
_Where = dict[str, object]


def replay(setup: BettingSetup, actions: Iterable[Action]) -> RoundState:
    """Replay ``actions`` (blinds first, then decisions in turn) and return the round's state.

    Raises:
        MalformedError: An action cannot be read (unknown player, missing or negative
            amount, an amount on a fold, check or call).
        NotAllowedError: An action breaks a rule (out of turn, by a folded or all-in
            player, a check facing a bet, a raise below the minimum or above the pot-limit
            maximum, a re-raise the betting was not reopened for, a bet past the cap).
    """
    actions = list(actions)
    if setup.big_blind <= 0:
        raise MalformedError(
            "the big blind must be positive, not {big_blind}", big_blind=setup.big_blind
        )
    if setup.pot < 0:
        raise MalformedError("the pot must not be negative, not {pot}", pot=setup.pot)
    if len(set(setup.players)) != len(setup.players):
        raise MalformedError("a player is listed twice in the seat order")
    walk = _Replay(setup, actions)
    if len(walk.order) == 1:
        raise MalformedError(
            "only {player} appears in the actions; list the seats in 'players'",
            player=walk.order[0],
        )
    for number, action in enumerate(actions, start=1):
        walk.apply(number, action)
    return walk.frozen()


class _Replay:
    """The mutable walk behind :func:`replay`; frozen into a :class:`RoundState` at the end."""

    def __init__(self, setup: BettingSetup, actions: list[Action]) -> None:
        self.setup = setup
        self.order = list(setup.players) or _first_appearance(actions)
        self.players = {name: PlayerState(name) for name in self.order}
        self.current_bet = 0
        self.full_increment = 0
        self.full_level = 0
        self.raises = 0
        self.wagers: list[Wager] = []
        self.last_actor: str | None = None
        self.voluntary_seen = False
        self.sb_posted: int | None = None
        self.bb_posted: int | None = None

    def frozen(self) -> RoundState:
        return RoundState(
            setup=self.setup,
            order=tuple(self.order),
            players=dict(self.players),
            current_bet=self.current_bet,
            full_increment=self.full_increment,
            full_level=self.full_level,
            raises=self.raises,
            wagers=tuple(self.wagers),
            to_act=self.next_actor(),
            dead_blind_credit=self.dead_blind_credit(),
        )

    def dead_blind_credit(self) -> int:
        if not self.setup.street.has_blinds or self.bb_posted is None:
            return 0
        small = max(0, self.setup.small_blind_amount - (self.sb_posted or 0))
        return small + max(0, self.setup.big_blind - self.bb_posted)

    def next_actor(self) -> str | None:
        live = [p for p in self.players.values() if not p.folded]
        if len(live) <= 1:
            return None
        able = [p for p in live if not p.all_in]
        if not able or (len(able) == 1 and able[0].committed >= self.current_bet):
            return None
        start = self.order.index(self.last_actor) + 1 if self.last_actor else 0
        for step in range(len(self.order)):
            player = self.players[self.order[(start + step) % len(self.order)]]
            if player.folded or player.all_in:
                continue
            if not player.acted or player.committed < self.current_bet:
                return player.name
        return None

    def apply(self, number: int, action: Action) -> None:
        where: _Where = {"number": number, "player": action.player, "action": action.kind.value}
        if action.player not in self.players:
            raise MalformedError(
                "action {number} ({player} {action}): {player} is not one of the players",
                **where,
            )
        if action.kind.needs_amount:
            if action.to is None:
                raise MalformedError(
                    "action {number} ({player} {action}): the amount 'to' is missing", **where
                )
            if action.to <= 0:
                raise MalformedError(
                    "action {number} ({player} {action}): the amount must be positive, not {to}",
                    **where,
                    to=action.to,
                )
            stack = self.setup.stacks.get(action.player)
            if stack is not None and action.to > stack:
                raise NotAllowedError(
                    "action {number} ({player} {action}): {player} started the round with "
                    "only {stack}",
                    **where,
                    stack=_chips(stack),
                )
        elif action.to is not None:
            _refuse_amount(action.kind, where)
        if action.kind.is_post:
            self.post(where, action)
        else:
            self.decide(where, action)

    def post(self, where: _Where, action: Action) -> None:
        """Apply a small blind, big blind or straddle (none counts as having acted)."""
        setup, to, name = self.setup, action.to, action.player
        assert to is not None
        if not setup.street.has_blinds:
            raise NotAllowedError(
                "action {number} ({player} {action}): blinds are posted only on the first round",
                **where,
            )
        if self.voluntary_seen:
            raise NotAllowedError(
                "action {number} ({player} {action}): blinds are posted before anyone acts",
                **where,
            )
        all_in = self.is_all_in(name, to)
        if action.kind is ActionKind.STRADDLE:
            if self.bb_posted is None:
                raise NotAllowedError(
                    "action {number} ({player} {action}): a straddle comes after the big blind",
                    **where,
                )
            lowest = self.current_bet + setup.big_blind
            if to < lowest and not all_in:
                raise NotAllowedError(
                    "action {number} ({player} {action}): a straddle must be at least "
                    "{lowest}, not {to}",
                    **where,
                    lowest=_chips(lowest),
                    to=_chips(to),
                )
            self.raise_to(action, to, all_in=all_in)
        else:
            big = action.kind is ActionKind.BIG_BLIND
            due = setup.big_blind if big else setup.small_blind_amount
            if big and self.bb_posted is not None:
                raise NotAllowedError(
                    "action {number} ({player} {action}): the big_blind was already posted",
                    **where,
                )
            if not big and self.sb_posted is not None:
                raise NotAllowedError(
                    "action {number} ({player} {action}): the small_blind was already posted",
                    **where,
                )
            if to > due:
                raise NotAllowedError(
                    "action {number} ({player} {action}): the blind is {due}, not {to}",
                    **where,
                    due=_chips(due),
                    to=_chips(to),
                )
            if to < due:
                if setup.stacks and not all_in:
                    raise NotAllowedError(
                        "action {number} ({player} {action}): a blind short of {due} must be "
                        "all-in",
                        **where,
                        due=_chips(due),
                    )
                all_in = True
            self.put(name, to, all_in=all_in, acted=False)
            self.wagers.append(Wager(name, action.kind, 0, to, full=big, all_in=all_in))
            if big:
                self.bb_posted = to
                # The big blind is the opening full bet even when posted short (r.43-A).
                self.current_bet = self.full_increment = self.full_level = setup.big_blind
                self.raises = 1
            else:
                self.sb_posted = to
                self.current_bet = max(self.current_bet, to)
        self.last_actor = name

    def decide(self, where: _Where, action: Action) -> None:
        name, kind = action.player, action.kind
        player = self.players[name]
        if player.folded:
            raise NotAllowedError(
                "action {number} ({player} {action}): {player} has folded and cannot act",
                **where,
            )
        if player.all_in:
            raise NotAllowedError(
                "action {number} ({player} {action}): {player} is all-in and cannot act",
                **where,
            )
        expected = self.next_actor()
        if expected is None:
            raise NotAllowedError(
                "action {number} ({player} {action}): the betting round is already over",
                **where,
            )
        if expected != name:
            raise NotAllowedError(
                "action {number} ({player} {action}): it is {expected}'s turn, not {player}'s",
                **where,
                expected=expected,
            )
        self.voluntary_seen = True
        to_call = self.current_bet - player.committed
        if kind is ActionKind.FOLD:
            self.players[name] = replace(player, folded=True, acted=True)
        elif kind is ActionKind.CHECK:
            if to_call > 0:
                raise NotAllowedError(
                    "action {number} ({player} {action}): {player} faces {to_call} and cannot "
                    "check",
                    **where,
                    to_call=_chips(to_call),
                )
            self.players[name] = replace(player, acted=True)
        elif kind is ActionKind.CALL:
            if to_call <= 0:
                raise NotAllowedError(
                    "action {number} ({player} {action}): there is nothing to call; that is a "
                    "check",
                    **where,
                )
            stack = self.setup.stacks.get(name)
            to = self.current_bet if stack is None else min(stack, self.current_bet)
            self.put(name, to, all_in=self.is_all_in(name, to), acted=True)
        else:
            assert action.to is not None
            self.wager(where, action, action.to)
        self.last_actor = name

    def wager(self, where: _Where, action: Action, to: int) -> None:
        name, kind = action.player, action.kind
        all_in = kind is ActionKind.ALL_IN or self.is_all_in(name, to)
        committed = self.players[name].committed
        if kind is ActionKind.ALL_IN:
            stack = self.setup.stacks.get(name)
            if stack is not None and to != stack:
                raise NotAllowedError(
                    "action {number} ({player} {action}): {player}'s all-in is to {stack}",
                    **where,
                    stack=_chips(stack),
                )
            if to <= committed:
                raise MalformedError(
                    "action {number} ({player} {action}): {player} already has {committed} "
                    "in; all-in to {to} adds nothing",
                    **where,
                    committed=_chips(committed),
                    to=_chips(to),
                )
            if to <= self.current_bet:
                self.put(name, to, all_in=True, acted=True)
                return
        elif kind is ActionKind.BET and self.current_bet > 0:
            raise NotAllowedError(
                "action {number} ({player} {action}): there is already a bet of {bet}; "
                "{player} can call, raise or fold",
                **where,
                bet=_chips(self.current_bet),
            )
        elif kind is ActionKind.RAISE and self.current_bet == 0:
            raise NotAllowedError(
                "action {number} ({player} {action}): there is no bet to raise; that is a bet",
                **where,
            )
        elif kind is ActionKind.RAISE and to <= self.current_bet:
            raise NotAllowedError(
                "action {number} ({player} {action}): a raise to {to} is not more than the "
                "current bet of {bet}",
                **where,
                to=_chips(to),
                bet=_chips(self.current_bet),
            )
        self.check_wager(where, name, to, all_in=all_in)
        self.raise_to(action, to, all_in=all_in)

    def check_wager(self, where: _Where, name: str, to: int, *, all_in: bool) -> None:
        state = self.frozen()
        reason = may_raise_message(state, name)
        if reason is not None:
            raise NotAllowedError(
                "action {number} ({player} {action}): {reason}", **where, reason=reason
            )
        lowest = min_raise_to(state)
        amounts = {"lowest": _chips(lowest), "to": _chips(to)}
        if to < lowest and not all_in:
            if self.current_bet == 0:
                raise NotAllowedError(
                    "action {number} ({player} {action}): the minimum bet is to {lowest}, not {to}",
                    **where,
                    **amounts,
                )
            raise NotAllowedError(
                "action {number} ({player} {action}): the minimum raise is to {lowest}, not {to}",
                **where,
                **amounts,
            )
        if self.setup.limit is Limit.LIMIT and to > lowest:
            if self.current_bet == 0:
                raise NotAllowedError(
                    "action {number} ({player} {action}): in limit the bet is to exactly "
                    "{lowest}, not {to}",
                    **where,
                    **amounts,
                )
            raise NotAllowedError(
                "action {number} ({player} {action}): in limit the raise is to exactly "
                "{lowest}, not {to}",
                **where,
                **amounts,
            )
        if self.setup.limit is Limit.POT_LIMIT:
            highest = pot_limit_max_to(state, name)
            if to > max(highest, lowest):
                raise NotAllowedError(
                    "action {number} ({player} {action}): the pot-limit maximum is to "
                    "{highest}, not {to}",
                    **where,
                    highest=_chips(highest),
                    to=_chips(to),
                )

    def raise_to(self, action: Action, to: int, *, all_in: bool) -> None:
        """Lift the current bet to ``to`` and record whether that was a full bet or raise."""
        before = self.current_bet
        if self.setup.limit is Limit.LIMIT:
            full = 2 * (to - self.full_level) >= self.setup.fixed_bet
        else:
            full = to - before >= raise_threshold(self.setup, self.full_increment)
        acted = action.kind is not ActionKind.STRADDLE
        self.put(action.player, to, all_in=all_in, acted=acted)
        if full:
            if self.setup.limit is not Limit.LIMIT:
                self.full_increment = to - before
            self.full_level = to
            self.raises += 1
        self.wagers.append(Wager(action.player, action.kind, before, to, full, all_in))
        self.current_bet = to

    def put(self, name: str, to: int, *, all_in: bool, acted: bool) -> None:
        """Bring ``name``'s total for the round to ``to``."""
        player = self.players[name]
        self.players[name] = replace(
            player, committed=to, all_in=all_in, acted=player.acted or acted
        )

    def is_all_in(self, name: str, to: int) -> bool:
        """True if ``to`` is all of ``name``'s known stack."""
        stack = self.setup.stacks.get(name)
        return stack is not None and to >= stack


def _first_appearance(actions: list[Action]) -> list[str]:
    """The players in the order they first appear in the actions."""
    return list(dict.fromkeys(action.player for action in actions))


def _refuse_amount(kind: ActionKind, where: _Where) -> None:
    """Refuse an amount on a fold, a check or a call (the actions that carry none)."""
    if kind is ActionKind.FOLD:
        raise MalformedError(
            "action {number} ({player} {action}): a fold carries no amount (a call for less "
            "is all_in)",
            **where,
        )
    if kind is ActionKind.CHECK:
        raise MalformedError(
            "action {number} ({player} {action}): a check carries no amount (a call for less "
            "is all_in)",
            **where,
        )
    raise MalformedError(
        "action {number} ({player} {action}): a call carries no amount (a call for less is all_in)",
        **where,
    )


def _chips(amount: int) -> Number:
    """A chip amount in a refusal: ``1,600`` in English, ``1.600`` in Italian and Romanian."""
    return Number(chips(amount))
