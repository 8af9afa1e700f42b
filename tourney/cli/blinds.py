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

``--lang it|ro`` writes the ``explanation`` and the readable text in Italian or Romanian;
every other field stays the same. See ``docs/cli/blinds.md``.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from typing import Any

from tourney.base.messages import message, translate
from tourney.cli.jsonio import (
    InputError,
    require_int,
    require_list,
    require_object,
    require_str,
    run_json_command,
)
from tourney.cli.language import output_language
from tourney.domain.room.button import (
    MAX_SEATS,
    AnteMode,
    BlindsPlan,
    Positions,
    first_hand,
    next_hand,
)

NAME = "blinds"
HELP = (
    "the next hand's button and blinds at one table, with the reasons (reads JSON from FILE or -)"
)

_FIELDS = ("seats", "previous", "button", "table_size", "ante", "legacy_headsup_button_bb")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` and the input file."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("file", metavar="FILE|-", help="the JSON document, or - for stdin")


def run(args: argparse.Namespace) -> int:
    """Run the command; exit status 2 on bad input."""
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
    """Compute the next hand's positions for ``document``; returns the JSON answer.

    ``language`` (``en``, ``it`` or ``ro``) is the language of the ``explanation``.

    Raises:
        ValueError: Bad input, with a message naming the field.
    """
    doc = require_object(document, message("the input"))
    unknown = sorted(set(doc) - set(_FIELDS))
    if unknown:
        raise InputError(
            "unknown field {field!r} (fields: {fields})",
            field=unknown[0],
            fields=", ".join(_FIELDS),
        )
    if "seats" not in doc:
        raise InputError("missing field 'seats': the live seats for the next hand")
    seats = [require_int(s, message("every seat")) for s in require_list(doc["seats"], "seats")]
    table_size = require_int(doc.get("table_size", MAX_SEATS), "table_size")
    ante = _ante(doc.get("ante", "none"))
    legacy = doc.get("legacy_headsup_button_bb", False)
    if not isinstance(legacy, bool):
        raise InputError("legacy_headsup_button_bb must be true or false")
    if ("previous" in doc) == ("button" in doc):
        if "previous" in doc:
            raise InputError(
                "give either 'previous' (last hand's positions) or 'button' (a first hand), "
                "not both"
            )
        raise InputError(
            "give either 'previous' (last hand's positions) or 'button' (a first hand): "
            "neither is given"
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
        raise InputError(
            "ante must be one of {names}, not {text!r}", names=names, text=text
        ) from None


def _positions(value: Any) -> Positions:
    previous = require_object(value, "previous")
    unknown = sorted(set(previous) - {"button", "sb", "bb"})
    if unknown:
        raise InputError(
            "unknown field {field!r} in previous (fields: button, sb, bb)", field=unknown[0]
        )
    for key in ("button", "sb", "bb"):
        if key not in previous:
            raise InputError("missing field 'previous.{key}'", key=key)
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


def describe(answer: Mapping[str, Any], language: str = "en") -> str:
    """The answer as lines a director reads, in ``language``."""

    def seat(number: int) -> str:
        return translate(language, "seat {seat}", seat=number)

    button = seat(answer["button"])
    if answer["button_dead"]:
        button += translate(
            language, " (dead button; seat {seat} acts last)", seat=answer["effective_button"]
        )
    small = seat(answer["sb"])
    if not answer["sb_posted"]:
        small += translate(language, " (dead: nobody posts)")
    rows = [
        (translate(language, "Button:"), button),
        (translate(language, "Small blind:"), small),
        (translate(language, "Big blind:"), seat(answer["bb"])),
    ]
    if answer["antes"]:
        rows.append((translate(language, "Antes:"), ", ".join(seat(s) for s in answer["antes"])))
    width = max(len(label) for label, _ in rows)
    lines = [f"{label:<{width}} {value}" for label, value in rows[:3]]
    if answer["heads_up"]:
        lines.append(translate(language, "Heads-up."))
    if answer["waiting"]:
        waiting = ", ".join(seat(s) for s in answer["waiting"])
        lines.append(translate(language, "Not dealt in: {seats}", seats=waiting))
    lines.extend(f"{label:<{width}} {value}" for label, value in rows[3:])
    lines.extend(answer["explanation"])
    return "\n".join(lines)
