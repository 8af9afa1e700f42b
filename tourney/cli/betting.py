"""``tourney raise``: rule on a betting round — to call, min and max raise, may he re-raise.

Reads one JSON document (a file or ``-`` for stdin) describing one betting round and the
player asked about; prints a ruling (``--json``: one object). The input and output are
documented in ``docs/cli/raise.md``; the field names are a contract. ``--lang it|ro`` writes
the ``explanation`` sentences (the ruling's and the pushed chips') and the readable ruling in
Italian or Romanian; every other field stays as it is.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from typing import Any

from tourney.base.formats import format_chips
from tourney.base.messages import N_, message, translate
from tourney.cli.jsonio import (
    InputError,
    require_int,
    require_list,
    require_object,
    require_str,
    run_json_command,
)
from tourney.cli.language import output_language
from tourney.engine.betting import BettingRuling, player_to_rule, rule_state
from tourney.engine.betting_actions import (
    DEFAULT_RAISE_CAP,
    Action,
    ActionKind,
    BettingSetup,
    Street,
    parse_limit,
)
from tourney.engine.betting_push import Declared, PushRuling, rule_push
from tourney.engine.betting_round import replay

NAME = "raise"
HELP = "rule on a betting round: amount to call, minimum and maximum raise, may the player raise"

_TOP_FIELDS = frozenset(
    {
        "limit", "big_blind", "small_blind", "street", "pot", "players", "stacks", "limit_bet",
        "raise_cap", "event_heads_up", "actions", "player", "pushed", "declared", "single_chip",
    }
)  # fmt: skip
_ACTION_FIELDS = frozenset({"player", "action", "to"})


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` and the input ``FILE``."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("file", metavar="FILE", help="the round as JSON, or - for stdin")


def run(args: argparse.Namespace) -> int:
    """Run ``tourney raise``."""
    language = output_language(args)
    compute_in = functools.partial(compute, language=language)
    return run_json_command(
        NAME,
        args.file,
        as_json=args.json,
        compute=compute_in,
        describe=describe,
        language=language,
    )


def compute(document: Any, *, language: str = "en") -> dict[str, Any]:
    """Turn the decoded input document into the JSON answer (see ``docs/cli/raise.md``).

    ``language`` (``en``, ``it`` or ``ro``) is the language of the ``explanation`` fields.
    """
    doc = require_object(document, message("the input"))
    unknown = sorted(set(doc) - _TOP_FIELDS)
    if unknown:
        raise InputError("unknown field {field!r}", field=unknown[0])
    setup = _setup(doc)
    actions = [_action(item, n) for n, item in enumerate(_list(doc, "actions"), start=1)]
    state = replay(setup, actions)
    asked = doc.get("player")
    name = None if asked is None else require_str(asked, "player")
    declared = Declared.parse(_optional_str(doc, "declared"))  # checked even without "pushed"
    single_chip = _bool(doc, "single_chip")
    if "pushed" in doc:
        if name is None:
            name = player_to_rule(state, None)
        push = rule_push(
            state,
            name,
            require_int(doc["pushed"], "pushed"),
            declared=declared,
            single_chip=single_chip,
            language=language,
        )
        answer = _ruling_json(rule_state(state, player=name, language=language))
        answer["pushed"] = _push_json(push)
        return answer
    return _ruling_json(rule_state(state, player=name, language=language))


def describe(answer: Mapping[str, Any], language: str = "en") -> str:
    """The answer as a readable ruling, in ``language``."""

    def chips(amount: int) -> str:
        return format_chips(amount, language)

    lines: list[str] = []
    name = answer["player"]
    if "options" in answer:
        lines.append(f"{name}: {_options_text(answer, language)}")
        facts = [
            translate(language, "current bet {amount}", amount=chips(answer["current_bet"])),
            translate(language, "pot {amount}", amount=chips(answer["pot"])),
        ]
        if answer["max_raise_to"] is not None and answer["may_raise"]:
            facts.append(
                translate(language, "max to {amount}", amount=chips(answer["max_raise_to"]))
            )
        lines.append("  " + ", ".join(facts))
    if "pushed" in answer:
        push = answer["pushed"]
        template = _RULED.get(push["ruled"], N_("Pushed {chips}: ruled a {ruled} to {to}"))
        lines.append(
            translate(
                language,
                template,
                chips=chips(push["chips"]),
                ruled=push["ruled"],
                to=chips(push["to"]),
            )
        )
        if push["returned"]:
            returned = chips(push["returned"])
            lines.append(
                "  " + translate(language, "return {amount} to {name}", amount=returned, name=name)
            )
        if push["must_add"]:
            more = chips(push["must_add"])
            lines.append(
                "  " + translate(language, "{name} must add {amount}", name=name, amount=more)
            )
        lines.extend(f"  - {line}" for line in push["explanation"])
    if "explanation" in answer:
        lines.append(translate(language, "Why:"))
        lines.extend(f"  - {line}" for line in answer["explanation"])
    return "\n".join(lines)


_RULED = {
    "bet": N_("Pushed {chips}: ruled a bet to {to}"),
    "raise": N_("Pushed {chips}: ruled a raise to {to}"),
    "call": N_("Pushed {chips}: ruled a call to {to}"),
    "check": N_("Pushed {chips}: ruled a check to {to}"),
}
"""The line of a push, by what it is ruled to be (the answer's ``ruled`` field)."""


def _options_text(answer: Mapping[str, Any], language: str) -> str:
    def chips(amount: int) -> str:
        return format_chips(amount, language)

    parts = [translate(language, "fold")]
    if answer["to_call"]:
        parts.append(translate(language, "call {amount}", amount=chips(answer["to_call"])))
    else:
        parts.append(translate(language, "check"))
    if answer["may_raise"]:
        raising = "raise" in answer["options"]
        low, high = answer["min_raise_to"], answer["max_raise_to"]
        if low == high:
            template = N_("raise to {low}") if raising else N_("bet to {low}")
        elif high is None:
            template = N_("raise to at least {low}") if raising else N_("bet to at least {low}")
        else:
            template = N_("raise to {low}–{high}") if raising else N_("bet to {low}–{high}")
        parts.append(translate(language, template, low=chips(low), high=chips(high or 0)))
    text = translate(language, "{choices} or {last}", choices=", ".join(parts[:-1]), last=parts[-1])
    return (
        text
        if answer["may_raise"]
        else translate(language, "{choices} (may not raise)", choices=text)
    )


def _ruling_json(ruling: BettingRuling) -> dict[str, Any]:
    return {
        "player": ruling.player,
        "to_act": ruling.to_act,
        "options": list(ruling.options),
        "to_call": ruling.to_call,
        "may_raise": ruling.may_raise,
        "min_raise_to": ruling.min_raise_to,
        "max_raise_to": ruling.max_raise_to,
        "all_in_only": ruling.all_in_only,
        "current_bet": ruling.current_bet,
        "committed": ruling.committed,
        "last_full_raise": ruling.last_full_raise,
        "raises": ruling.raises,
        "cap": ruling.cap,
        "pot": ruling.pot,
        "explanation": list(ruling.explanation),
    }


def _push_json(push: PushRuling) -> dict[str, Any]:
    return {
        "chips": push.pushed,
        "ruled": push.ruled,
        "to": push.to,
        "returned": push.returned,
        "must_add": push.must_add,
        "all_in": push.all_in,
        "explanation": list(push.explanation),
    }


def _setup(doc: dict[str, Any]) -> BettingSetup:
    if "limit" not in doc or "big_blind" not in doc:
        raise InputError("the fields 'limit' and 'big_blind' are required")
    players = tuple(require_str(p, message("each of 'players'")) for p in _list(doc, "players"))
    stacks_doc = require_object(doc.get("stacks", {}), "stacks")
    stacks = {
        require_str(k, message("a stacks key")): require_int(
            v, message("the stack of {name}", name=k), minimum=1
        )
        for k, v in stacks_doc.items()
    }
    limit_bet = doc.get("limit_bet")
    return BettingSetup(
        limit=parse_limit(require_str(doc["limit"], "limit")),
        big_blind=require_int(doc["big_blind"], "big_blind", minimum=1),
        street=Street.parse(require_str(doc.get("street", "preflop"), "street")),
        small_blind=None
        if doc.get("small_blind") is None
        else require_int(doc["small_blind"], "small_blind", minimum=1),
        pot=require_int(doc.get("pot", 0), "pot", minimum=0),
        players=players,
        stacks=stacks,
        limit_bet=None if limit_bet is None else require_int(limit_bet, "limit_bet", minimum=1),
        raise_cap=require_int(doc.get("raise_cap", DEFAULT_RAISE_CAP), "raise_cap", minimum=0),
        event_heads_up=_bool(doc, "event_heads_up"),
    )


def _action(item: Any, number: int) -> Action:
    what = message("action {number}", number=number)
    entry = require_object(item, what)
    unknown = sorted(set(entry) - _ACTION_FIELDS)
    if unknown:
        raise InputError("{what}: unknown field {field!r}", what=what, field=unknown[0])
    if "player" not in entry or "action" not in entry:
        raise InputError("{what}: 'player' and 'action' are required", what=what)
    to = entry.get("to")
    return Action(
        player=require_str(entry["player"], message("{what} player", what=what)),
        kind=ActionKind.parse(require_str(entry["action"], message("{what} action", what=what))),
        to=None if to is None else require_int(to, message("{what} 'to'", what=what)),
    )


def _list(doc: dict[str, Any], key: str) -> list[Any]:
    return require_list(doc.get(key, []), key)


def _optional_str(doc: dict[str, Any], key: str) -> str | None:
    value = doc.get(key)
    return None if value is None else require_str(value, key)


def _bool(doc: dict[str, Any], key: str) -> bool:
    value = doc.get(key, False)
    if not isinstance(value, bool):
        raise InputError("{field} must be true or false", field=key)
    return value
