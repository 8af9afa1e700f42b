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

``--lang it|ro`` writes the hands' ``name``, the ``explanation`` and the readable text in
Italian or Romanian; every other field stays as it is. The full contract is in
``docs/cli/settle.md``.
"""

from __future__ import annotations

import argparse
import functools
from collections.abc import Mapping
from typing import Any

from tourney.base.formats import format_chips
from tourney.base.messages import message, translate
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
from tourney.cli.language import output_language
from tourney.engine.pot_ruling import pot_name, rule_showdown, seat_list
from tourney.engine.pots import MAX_TABLE_SIZE
from tourney.engine.showdown import Stake
from tourney.engine.variants import get_variant

NAME = "settle"
HELP = "pay out the main and side pots of a hand, with the reasons (reads JSON from FILE or -)"

_FIELDS = ("variant", "options", "button", "chip_unit", "table_size", "board", "players")
_PLAYER_FIELDS = ("seat", "contribution", "folded", "cards")


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


def _stake(value: Any, number: int) -> Stake:
    what = message("player {number}", number=number)
    player = require_object(value, what)
    unknown = sorted(set(player) - set(_PLAYER_FIELDS))
    if unknown:
        raise InputError(
            "{what}: unknown field {field!r} (fields: {fields})",
            what=what,
            field=unknown[0],
            fields=", ".join(_PLAYER_FIELDS),
        )
    for field in ("seat", "contribution"):
        if field not in player:
            raise InputError("{what}: missing field {field!r}", what=what, field=field)
    seat = require_int(player["seat"], message("{what}: seat", what=what))
    contribution = require_int(
        player["contribution"], message("seat {seat}: contribution", seat=seat)
    )
    folded = player.get("folded", False)
    if not isinstance(folded, bool):
        raise InputError("seat {seat}: folded must be true or false", seat=seat)
    cards = require_cards(player.get("cards", []), message("the cards of seat {seat}", seat=seat))
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
    doc = require_object(document, message("the input"))
    unknown = sorted(set(doc) - set(_FIELDS))
    if unknown:
        raise InputError(
            "unknown field {field!r} (fields: {fields})",
            field=unknown[0],
            fields=", ".join(_FIELDS),
        )
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


def describe(answer: Mapping[str, Any], language: str = "en") -> str:
    """The readable ruling in ``language``: pots and winners, hands, what each seat receives."""

    def chips(amount: int) -> str:
        return format_chips(amount, language)

    out = [translate(language, "Pots:")]
    for index, pot in enumerate(answer["pots"]):
        shares = ", ".join(
            translate(language, "seat {seat} {amount}", seat=seat, amount=chips(amount))
            for seat, amount in pot["shares"].items()
        )
        pot_line = translate(
            language,
            "{pot}: {amount} ({seats} eligible)",
            pot=pot_name(index, language=language),
            amount=chips(pot["amount"]),
            seats=seat_list(pot["eligible"], language=language),
        )
        out.append(f"  {pot_line} -> {shares}")
    if answer["hands"]:
        out.append(translate(language, "Hands:"))
        for seat, hand in answer["hands"].items():
            best = " ".join(hand["best"])
            out.append(
                "  " + translate(language, "Seat {seat}: {hand}", seat=seat, hand=hand["name"])
            )
            out[-1] += f"  [{best}]"
    out.append(translate(language, "Payout:"))
    for seat, amount in answer["payout"].items():
        back = answer["returned"][seat]
        line = translate(language, "Seat {seat}: {amount}", seat=seat, amount=chips(amount))
        if back:
            line += translate(language, " (and {back} returned)", back=chips(back))
        out.append(f"  {line}")
    out.append("")
    out.extend(answer["explanation"])
    return "\n".join(out)
