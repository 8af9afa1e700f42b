"""``tourney blinds``: the next hand's button and blinds at one table, and why.

Input (one JSON object)::

    {"seats": [1, 2, 4, 5, 6], "previous": {"button": 1, "sb": 2, "bb": 3}, "table_size": 10}

or, for a table's first hand, ``"button": N`` instead of ``previous``. Optional:
``"ante"`` (``"none"``, ``"every_player"``, ``"big_blind"``) and
``"legacy_headsup_button_bb"`` (seed000's heads-up house rule).

Output (``--json``)::

    {"button": 2, "button_dead": false, "effective_button": 2, "sb": 3, "sb_posted": false,
     "bb": 4, "heads_up": false, "dealt_in": [1, 2, 4, 5, 6], "waiting": [], "antes": [],
     "explanation": ["..."]}

``--lang it|ro`` writes the ``explanation`` in Italian or Romanian; every other field stays
the same. See ``docs/cli/blinds.md``.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from typing import Any

from tourney.cli.jsonio import (
    InputError,
    require_int,
    require_list,
    require_object,
    require_str,
    run_json_command,
)
from tourney.domain.room.button import (
    MAX_SEATS,
    AnteMode,
    BlindsPlan,
    Positions,
    first_hand,
    next_hand,
)
from tourney.engine.hand_names import HAND_NAME_LANGUAGES

NAME = "blinds"
HELP = (
    "the next hand's button and blinds at one table, with the reasons (reads JSON from FILE or -)"
)

_FIELDS = ("seats", "previous", "button", "table_size", "ante", "legacy_headsup_button_bb")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json``, ``--lang`` and the input file."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument(
        "--lang",
        choices=HAND_NAME_LANGUAGES,
        default="en",
        help="the language of the explanation (default en)",
    )
    parser.add_argument("file", metavar="FILE|-", help="the JSON document, or - for stdin")


def run(args: argparse.Namespace) -> int:
    """Run the command; exit status 2 on bad input."""
    compute_in = functools.partial(compute, language=args.lang)
    return run_json_command(
        NAME, args.file, as_json=args.json, compute=compute_in, describe=describe
    )


def compute(document: Any, *, language: str = "en") -> dict[str, Any]:
    """Compute the next hand's positions for ``document``; returns the JSON answer.

    ``language`` (``en``, ``it`` or ``ro``) is the language of the ``explanation``.

    Raises:
        ValueError: Bad input, with a message naming the field.
    """
    doc = require_object(document, "the input")
    unknown = sorted(set(doc) - set(_FIELDS))
    if unknown:
        raise InputError(f"unknown field {unknown[0]!r} (fields: {', '.join(_FIELDS)})")
    if "seats" not in doc:
        raise InputError("missing field 'seats': the live seats for the next hand")
    seats = [require_int(s, "every seat") for s in require_list(doc["seats"], "seats")]
    table_size = require_int(doc.get("table_size", MAX_SEATS), "table_size")
    ante = _ante(doc.get("ante", "none"))
    legacy = doc.get("legacy_headsup_button_bb", False)
    if not isinstance(legacy, bool):
        raise InputError("legacy_headsup_button_bb must be true or false")
    if ("previous" in doc) == ("button" in doc):
        raise InputError(
            "give either 'previous' (last hand's positions) or 'button' (a first hand), not "
            + ("both" if "previous" in doc else "neither")
        )
    if "button" in doc:
        plan = first_hand(
            seats,
            require_int(doc["button"], "button"),
            table_size=table_size,
            ante=ante,
            button_posts_big_blind_heads_up=legacy,
            language=language,
        )
    else:
        plan = next_hand(
            seats,
            _positions(doc["previous"]),
            table_size=table_size,
            ante=ante,
            button_posts_big_blind_heads_up=legacy,
            language=language,
        )
    return _answer(plan)


def _ante(value: Any) -> AnteMode:
    text = require_str(value, "ante")
    try:
        return AnteMode(text)
    except ValueError:
        names = ", ".join(m.value for m in AnteMode)
        raise InputError(f"ante must be one of {names}, not {text!r}") from None


def _positions(value: Any) -> Positions:
    previous = require_object(value, "previous")
    unknown = sorted(set(previous) - {"button", "sb", "bb"})
    if unknown:
        raise InputError(f"unknown field {unknown[0]!r} in previous (fields: button, sb, bb)")
    for key in ("button", "sb", "bb"):
        if key not in previous:
            raise InputError(f"missing field 'previous.{key}'")
    return Positions(
        require_int(previous["button"], "previous.button"),
        require_int(previous["sb"], "previous.sb"),
        require_int(previous["bb"], "previous.bb"),
    )


def _answer(plan: BlindsPlan) -> dict[str, Any]:
    return {
        "button": plan.button,
        "button_dead": plan.button_dead,
        "effective_button": plan.effective_button,
        "sb": plan.sb,
        "sb_posted": plan.sb_posted,
        "bb": plan.bb,
        "heads_up": plan.heads_up,
        "dealt_in": list(plan.dealt_in),
        "waiting": list(plan.waiting),
        "antes": list(plan.antes),
        "explanation": list(plan.explanation),
    }


def describe(answer: Mapping[str, Any]) -> str:
    """The answer as lines a director reads."""
    button = f"seat {answer['button']}"
    if answer["button_dead"]:
        button += f" (dead button; seat {answer['effective_button']} acts last)"
    small = f"seat {answer['sb']}" + ("" if answer["sb_posted"] else " (dead: nobody posts)")
    lines = [
        f"Button:      {button}",
        f"Small blind: {small}",
        f"Big blind:   seat {answer['bb']}",
    ]
    if answer["heads_up"]:
        lines.append("Heads-up.")
    if answer["waiting"]:
        lines.append("Not dealt in: " + ", ".join(f"seat {s}" for s in answer["waiting"]))
    if answer["antes"]:
        lines.append("Antes:       " + ", ".join(f"seat {s}" for s in answer["antes"]))
    lines.extend(answer["explanation"])
    return "\n".join(lines)
