"""``tourney rank``: order any number of hands of one variant, best first, and say why.

Input (one JSON object)::

    {"variant": "holdem", "board": ["Kc","Qd","3h","9s","4c"],
     "hands": {"Ann": ["Ah","7c"], "Bob": ["Ad","2s"]}, "options": {}}

Output (``--json``)::

    {"ranking": [["Ann"], ["Bob"]],
     "hands": {"Ann": {"category": "high_card", "name": "...", "best": [...]}, ...},
     "explanation": ["Ann beats Bob: ..."]}

``--lang it|ro`` writes the hands' ``name``, the ``explanation`` and the readable text in
Italian or Romanian; every other field stays as it is.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from itertools import pairwise
from typing import Any

from tourney.base.messages import message
from tourney.cli.errors import in_context, reason_of
from tourney.cli.jsonio import (
    InputError,
    add_document_arguments,
    require_cards,
    require_object,
    require_str,
    run_json_command,
)
from tourney.cli.language import output_language
from tourney.engine.cards import check_distinct
from tourney.engine.comparison import rank_groups, why_better, why_tied
from tourney.engine.hand_result import HandResult
from tourney.engine.variants import get_variant

NAME = "rank"
HELP = "rank hands of one variant, best first, with the reasons (reads JSON from FILE or -)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` and the input file."""
    add_document_arguments(parser)


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
    """Rank the hands of ``document``; returns the JSON answer.

    Args:
        document: The parsed input.
        language: The language of the hands' ``name`` and of the ``explanation`` (``en``,
            ``it`` or ``ro``).

    Raises:
        ValueError: Bad input, with a message naming the field or card.
    """
    doc = require_object(document, message("the input"))
    unknown = sorted(set(doc) - {"variant", "board", "hands", "options"})
    if unknown:
        raise InputError(
            "unknown field {field!r} (fields: {fields})",
            field=unknown[0],
            fields="variant, board, hands, options",
        )
    variant_id = require_str(doc.get("variant", "holdem"), "variant")
    options = require_object(doc.get("options", {}), "options")
    variant = get_variant(variant_id, options)
    board = require_cards(doc.get("board", []), "board")
    if "hands" not in doc:
        raise InputError("missing field 'hands': an object of name -> cards")
    hands_doc = require_object(doc["hands"], "hands")
    if not hands_doc:
        raise InputError("hands is empty: give at least one hand")
    hands = {
        str(name): require_cards(cards, message("the hand of {name}", name=name))
        for name, cards in hands_doc.items()
    }
    check_distinct(
        [*board, *(c for cards in hands.values() for c in cards)], where="(hands and board)"
    )
    results: dict[str, HandResult] = {}
    for name, cards in hands.items():
        try:
            results[name] = variant.evaluate(cards, board)
        except ValueError as exc:
            said = message("the hand of {name}: {reason}", name=name, reason=reason_of(exc))
            raise in_context(exc, said) from None
    groups = rank_groups({name: r.value for name, r in results.items()})
    return {
        "variant": variant.id,
        "ranking": groups,
        "hands": {
            name: {
                "category": r.category.value,
                "name": r.name_in(language),
                "best": r.best_text(),
            }
            for name, r in results.items()
        },
        "explanation": _explain(groups, results, variant, language),
    }


def _explain(
    groups: list[list[str]], results: Mapping[str, HandResult], variant: Any, language: str
) -> list[str]:
    lines = []
    for group in groups:
        if len(group) > 1:
            lines.append(why_tied(group, results[group[0]], language=language))
    for upper, lower in pairwise(groups):
        lines.append(
            why_better(
                upper, results[upper[0]], lower, results[lower[0]], variant, language=language
            )
        )
    return lines


def describe(answer: Mapping[str, Any], language: str = "en") -> str:
    """The readable ruling: places, hands and reasons (already in the answer's language)."""
    out = []
    width = max(len(n) for n in answer["hands"])
    for place, group in enumerate(answer["ranking"], start=1):
        for name in group:
            hand = answer["hands"][name]
            best = " ".join(hand["best"])
            out.append(f"{place:>2}. {name:<{width}}  {hand['name']}  [{best}]")
    out.append("")
    out.extend(answer["explanation"])
    return "\n".join(out)
