"""Rule on chips pushed forward: is it a check, a call, a bet or a raise, and to how much?

The director's question after a silent or unclear action: a player puts ``pushed`` chips
out (on top of what he already has in this round). TDA24 r.43-A/r.45: facing a bet, an
amount reaching at least 50% of the minimum raise increment must be completed to a full
raise; less is a call (the excess returned) unless "raise" was declared first. r.44: a
single oversized chip without a declaration is a call. r.51: an undercall is completed to a
call. A bet below the minimum is brought up to the big blind; a pot-limit overbet is
reduced to the pot (Add.52-B Ex.3). The explanation is in English, Italian or Romanian
(``language=``).

>>> from tourney.engine.betting_actions import Action, ActionKind as K, BettingSetup, Limit
>>> from tourney.engine.betting_round import replay
>>> state = replay(BettingSetup(Limit.NO_LIMIT, 500, small_blind=250), [
...     Action("SB", K.SMALL_BLIND, 250), Action("BB", K.BIG_BLIND, 500),
...     Action("UTG", K.RAISE, 1100)])
>>> rule_push(state, "UTG+1", 1500).ruled, rule_push(state, "UTG+1", 1500).to
('raise', 1700)
>>> rule_push(state, "UTG+1", 1300).ruled, rule_push(state, "UTG+1", 1300).returned
('call', 200)
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from tourney.base.formats import format_chips
from tourney.base.messages import N_, Number, translate
from tourney.engine.betting_actions import Limit
from tourney.engine.betting_limits import may_raise_reason, min_raise_to, pot_limit_max_to
from tourney.engine.betting_state import RoundState
from tourney.engine.errors import MalformedError, NotAllowedError

__all__ = ["Declared", "PushRuling", "rule_push"]


class Declared(Enum):
    """What the player said before or while pushing the chips."""

    NOTHING = "nothing"
    CALL = "call"
    RAISE = "raise"

    @classmethod
    def parse(cls, text: str | None) -> Declared:
        """Read ``"call"``, ``"raise"`` (``"bet"`` means raise) or nothing.

        Raises:
            MalformedError: Any other word.
        """
        if text is None or text.strip().lower() in ("", "nothing", "none", "silent"):
            return cls.NOTHING
        word = text.strip().lower()
        if word in ("raise", "bet"):
            return cls.RAISE
        if word == "call":
            return cls.CALL
        raise MalformedError("unknown declaration {text!r}: use call, raise or nothing", text=text)


@dataclass(frozen=True, slots=True)
class PushRuling:
    """What pushed chips are ruled to be.

    Attributes:
        pushed: The chips put forward.
        ruled: ``check``, ``call``, ``bet`` or ``raise``.
        to: The player's total for the round once the ruling is carried out.
        returned: Chips handed back to the player.
        must_add: Chips the player must add to complete the ruling.
        all_in: The ruling puts all his chips in.
        explanation: The ruling in sentences.
    """

    pushed: int
    ruled: str
    to: int
    returned: int
    must_add: int
    all_in: bool
    explanation: tuple[str, ...]


def rule_push(
    state: RoundState,
    name: str,
    pushed: int,
    *,
    declared: Declared = Declared.NOTHING,
    single_chip: bool = False,
    language: str = "en",
) -> PushRuling:
    """Rule on ``name`` pushing ``pushed`` chips now (see the module docstring).

    A player not yet seen in the round (when the seat order is inferred) is taken to have
    nothing in and not to have acted. ``language`` (``en``, ``it`` or ``ro``) is the
    explanation's.

    Raises:
        MalformedError: ``pushed`` is not positive.
        NotAllowedError: He has folded, is all-in, or pushed more than his stack.
        UnknownLanguageError: ``language`` is not one of those.
    """
    if pushed <= 0:
        raise MalformedError("the chips pushed must be positive, not {pushed}", pushed=pushed)
    if not state.setup.players:
        state = state.with_newcomer(name)
    if name not in state.players:
        raise MalformedError("{player} is not one of the players", player=name)
    player = state.players[name]
    if player.folded:
        raise NotAllowedError("{name} is out and cannot bet", name=name)
    if player.all_in:
        raise NotAllowedError("{name} is all-in and cannot bet", name=name)
    stack = state.stack_of(name)
    total = player.committed + pushed
    if stack is not None and total > stack:
        raise NotAllowedError(
            "{name} has only {left} behind",
            name=name,
            left=Number(f"{stack - player.committed:,}"),
        )
    ruling = _Ruling(state, name, pushed, stack=stack, language=language)
    return ruling.decide(declared=declared, single_chip=single_chip)


class _Ruling:
    def __init__(
        self, state: RoundState, name: str, pushed: int, *, stack: int | None, language: str
    ) -> None:
        self.state, self.name, self.pushed, self.stack = state, name, pushed, stack
        self.language = language
        self.committed = state.players[name].committed
        self.total = self.committed + pushed

    def translate(self, template: str, /, **amounts: int) -> str:
        """``template`` (a marked ``template = ...`` text) in the ruling's language.

        The chip ``amounts`` are written the language's way.
        """
        values = {key: format_chips(value, self.language) for key, value in amounts.items()}
        return translate(self.language, template, **values)

    def result(self, ruled: str, to: int, *lines: str) -> PushRuling:
        if self.stack is not None:
            to = min(to, self.stack)
        pushes = translate(
            self.language,
            "{name} pushes {amount}.",
            name=self.name,
            amount=format_chips(self.pushed, self.language),
        )
        return PushRuling(
            pushed=self.pushed,
            ruled=ruled,
            to=to,
            returned=max(0, self.total - to),
            must_add=max(0, to - self.total),
            all_in=self.stack is not None and to == self.stack,
            explanation=(pushes, *lines),
        )

    def decide(self, *, declared: Declared, single_chip: bool) -> PushRuling:
        state, bet = self.state, self.state.current_bet
        refusal = may_raise_reason(state, self.name, language=self.language)
        all_in = self.stack is not None and self.total == self.stack
        if self.total <= bet or refusal is not None:
            return self.as_call(refusal)
        if bet == 0:
            return self.as_bet(all_in=all_in)
        if declared is Declared.CALL or (single_chip and declared is Declared.NOTHING):
            if declared is Declared.CALL:
                template = N_("It is a call of {bet}: they declared a call (TDA24 r.44).")
            else:
                template = N_("It is a call of {bet}: a single oversized chip (TDA24 r.44).")
            return self.result("call", bet, self.translate(template, bet=bet))
        return self.as_raise(declared=declared, all_in=all_in)

    def as_call(self, refusal: str | None) -> PushRuling:
        bet = self.state.current_bet
        if bet == 0:
            line = translate(
                self.language,
                "{refusal}; the chips are returned and it is a check.",
                refusal=refusal,
            )
            return self.result("check", self.committed, line)
        if self.total < bet:
            if self.stack is not None and self.total == self.stack:
                template = N_("It is an all-in call for less.")
                return self.result("call", self.total, self.translate(template))
            template = N_(
                "That is less than the {bet} to match: an undercall, which must be completed to "
                "a call of {bet} (TDA24 r.51)."
            )
            return self.result("call", bet, self.translate(template, bet=bet))
        if refusal is not None and self.total > bet:
            line = translate(
                self.language,
                "It is a call of {bet}: {refusal}; the excess is returned.",
                bet=format_chips(bet, self.language),
                refusal=refusal,
            )
        else:
            template = N_("It is a call of {bet}.")
            line = self.translate(template, bet=bet)
        return self.result("call", bet, line)

    def as_bet(self, *, all_in: bool) -> PushRuling:
        low = min_raise_to(self.state)
        if self.total < low and not all_in:
            template = N_("A bet must be at least {low}; it is completed to {low}.")
            return self.result("bet", low, self.translate(template, low=low))
        return self._capped("bet", low)

    def as_raise(self, *, declared: Declared, all_in: bool) -> PushRuling:
        state, bet = self.state, self.state.current_bet
        low = min_raise_to(state)
        if self.total >= low or all_in:
            return self._capped("raise", low)
        needed = low - bet
        half = self.total - bet
        if 2 * half >= needed:
            template = N_(
                "It is {over} over the {bet} bet, at least half the minimum raise of {needed}, "
                "so it must be completed to a full raise to {low} (TDA24 r.43-A, r.45)."
            )
            line = self.translate(template, over=half, bet=bet, needed=needed, low=low)
            return self.result("raise", low, line)
        if declared is Declared.RAISE:
            template = N_("Raise was declared, so it must be a full raise to {low} (TDA24 r.43-A).")
            return self.result("raise", low, self.translate(template, low=low))
        template = N_(
            "It is only {over} over the {bet} bet, less than half the minimum raise of {needed}, "
            "and raise was not declared: it is a call and {over} is returned (TDA24 r.43-A, r.45)."
        )
        return self.result("call", bet, self.translate(template, over=half, bet=bet, needed=needed))

    def _capped(self, ruled: str, low: int) -> PushRuling:
        setup = self.state.setup
        betting = ruled == "bet"
        if setup.limit is Limit.LIMIT and self.total > low:
            if betting:
                template = N_("In limit the bet is to exactly {low}; the rest is returned.")
            else:
                template = N_("In limit the raise is to exactly {low}; the rest is returned.")
            return self.result(ruled, low, self.translate(template, low=low))
        if setup.limit is Limit.POT_LIMIT:
            top = max(low, pot_limit_max_to(self.state, self.name))
            if self.total > top:
                if betting:
                    template = N_(
                        "That is over the pot; the bet is reduced to the pot-limit maximum, "
                        "{top} (TDA24 r.52)."
                    )
                else:
                    template = N_(
                        "That is over the pot; the raise is reduced to the pot-limit maximum, "
                        "{top} (TDA24 r.52)."
                    )
                return self.result(ruled, top, self.translate(template, top=top))
        if self.total < low:
            if betting:
                template = N_("It is an all-in bet for less.")
            else:
                template = N_("It is an all-in raise for less.")
            return self.result(ruled, self.total, self.translate(template))
        template = N_("It is a bet to {total}.") if betting else N_("It is a raise to {total}.")
        return self.result(ruled, self.total, self.translate(template, total=self.total))
