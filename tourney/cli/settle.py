"""``tourney settle``: pay out a hand's pots from each seat's chips and cards, and say why.

Input (one JSON object)::

    {"variant": "holdem", "button": 5, "chip_unit": 25, "table_size": 10,
     "board": ["Kc","Qd","3h","9s","4c"],
     "players": [{"seat": 1, "contribution": 300, "cards": ["As","Kd"]},
                 {"seat": 4, "contribution": 100, "folded": true}]}

Output (``--json``)::

    {"returned": {"1": 0, ...}, "pots": [{"amount": 325, "eligible": [1, 2],
     "winners": [1], "shares": {"1": 325}}, ...], "payout": {"1": 425, ...},
     "hands": {"1": {"category": ..., "name": ..., "best": [...]}}, "explanation": [...]}

``--lang it|ro`` writes the hands' ``name`` and the ``explanation`` in Italian or Romanian;
every other field stays as it is. The full contract is in ``docs/cli/settle.md``.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from typing import Any

from tourney.cli.jsonio import (
    InputError,
    add_document_arguments,
    require_cards,
    require_int,
    require_list,
    require_object,
    require_str,
    run_json_command,
)
from tourney.engine.hand_names import HAND_NAME_LANGUAGES
from tourney.engine.pot_ruling import pot_name, rule_showdown, seat_list
from tourney.engine.pots import MAX_TABLE_SIZE
from tourney.engine.showdown import Stake
from tourney.engine.variants import get_variant

NAME = "settle"
HELP = "pay out the main and side pots of a hand, with the reasons (reads JSON from FILE or -)"

_FIELDS = ("variant", "options", "button", "chip_unit", "table_size", "board", "players")
_PLAYER_FIELDS = ("seat", "contribution", "folded", "cards")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json``, ``--lang`` and the input file."""
    add_document_arguments(
        parser,
        languages=HAND_NAME_LANGUAGES,
        language_help="the language of the hands' names and the explanation (default en)",
    )


def run(args: argparse.Namespace) -> int:
    """Run the command; exit status 2 on bad input."""
    compute_in = functools.partial(compute, language=args.lang)
    return run_json_command(
        NAME, args.file, as_json=args.json, compute=compute_in, describe=describe
    )


def _stake(value: Any, number: int) -> Stake:
    what = f"player {number}"
    player = require_object(value, what)
    unknown = sorted(set(player) - set(_PLAYER_FIELDS))
    if unknown:
        raise InputError(
            f"{what}: unknown field {unknown[0]!r} (fields: {', '.join(_PLAYER_FIELDS)})"
        )
    for field in ("seat", "contribution"):
        if field not in player:
            raise InputError(f"{what}: missing field {field!r}")
    seat = require_int(player["seat"], f"{what}: seat")
    contribution = require_int(player["contribution"], f"seat {seat}: contribution")
    folded = player.get("folded", False)
    if not isinstance(folded, bool):
        raise InputError(f"seat {seat}: folded must be true or false")
    cards = require_cards(player.get("cards", []), f"the cards of seat {seat}")
    return Stake(seat, contribution, folded=folded, cards=cards)


def compute(document: Any, *, language: str = "en") -> dict[str, Any]:
    """Settle the hand of ``document``; returns the JSON answer.

    Args:
        document: The parsed input.
        language: The language of the hands' ``name`` and of the ``explanation`` (``en``,
            ``it`` or ``ro``).

    Raises:
        ValueError: Bad input, with a message naming the field, seat or card.
    """
    doc = require_object(document, "the input")
    unknown = sorted(set(doc) - set(_FIELDS))
    if unknown:
        raise InputError(f"unknown field {unknown[0]!r} (fields: {', '.join(_FIELDS)})")
    variant = get_variant(
        require_str(doc.get("variant", "holdem"), "variant"),
        require_object(doc.get("options", {}), "options"),
    )
    if "button" not in doc:
        raise InputError("missing field 'button': the seat of the button")
    button = require_int(doc["button"], "button")
    chip_unit = require_int(doc.get("chip_unit", 1), "chip_unit")
    table_size = require_int(doc.get("table_size", MAX_TABLE_SIZE), "table_size")
    board = require_cards(doc.get("board", []), "board")
    if "players" not in doc:
        raise InputError("missing field 'players': a list of seats with their chips and cards")
    players = require_list(doc["players"], "players")
    stakes = [_stake(player, number) for number, player in enumerate(players, start=1)]
    ruling = rule_showdown(
        stakes,
        board,
        variant=variant,
        button=button,
        chip_unit=chip_unit,
        table_size=table_size,
        language=language,
    )
    answer = ruling.to_json()
    for seat, hand in ruling.hands.items():
        answer["hands"][str(seat)]["name"] = hand.name_in(language)
    return answer


def describe(answer: Mapping[str, Any]) -> str:
    """The readable ruling: pots and winners, hands, what each seat receives, and why."""
    out = ["Pots:"]
    for index, pot in enumerate(answer["pots"]):
        shares = ", ".join(f"seat {seat} {amount:,}" for seat, amount in pot["shares"].items())
        out.append(
            f"  {pot_name(index)}: {pot['amount']:,} ({seat_list(pot['eligible'])} eligible)"
            f" -> {shares}"
        )
    if answer["hands"]:
        out.append("Hands:")
        for seat, hand in answer["hands"].items():
            out.append(f"  Seat {seat}: {hand['name']}  [{' '.join(hand['best'])}]")
    out.append("Payout:")
    for seat, amount in answer["payout"].items():
        back = answer["returned"][seat]
        extra = f" (and {back:,} returned)" if back else ""
        out.append(f"  Seat {seat}: {amount:,}{extra}")
    out.append("")
    out.extend(answer["explanation"])
    return "\n".join(out)
