"""``tourney settle``: the contract (fields, exit status 2 on bad input, no traceback)."""

from __future__ import annotations

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.refusal_line import refusal
from tourney.cli.main import main

# rules.md §8 item 2: seats 1 and 2 tie with the same straight, seat 3 (all-in 125) loses,
# seats 4 and 5 folded. Main pot 525 and side pot 275 each leave seat 1 the odd 25.
SPLIT = {
    "variant": "holdem",
    "button": 5,
    "chip_unit": 25,
    "table_size": 9,
    "board": ["5s", "6h", "7c", "8d", "Ks"],
    "players": [
        {"seat": 1, "contribution": 250, "cards": ["3c", "4d"]},
        {"seat": 2, "contribution": 250, "cards": ["3d", "4c"]},
        {"seat": 3, "contribution": 125, "cards": ["Ah", "Ad"]},
        {"seat": 4, "contribution": 25, "folded": True},
        {"seat": 5, "contribution": 150, "folded": True, "cards": ["2c", "2d"]},
    ],
}


def run(
    document: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], *flags: str
) -> tuple[int, str, str]:
    path = tmp_path / "in.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), "utf-8")
    try:
        status = main(["settle", *flags, str(path)])
    except SystemExit as exc:
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_json_output_has_the_contract_fields(tmp_path, capsys):
    status, out, err = run(SPLIT, tmp_path, capsys, "--json")
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert set(answer) == {"returned", "pots", "payout", "hands", "explanation"}
    assert answer["returned"] == {"1": 0, "2": 0, "3": 0, "4": 0, "5": 0}
    assert answer["pots"] == [
        {"amount": 525, "eligible": [1, 2, 3], "winners": [1, 2], "shares": {"1": 275, "2": 250}},
        {"amount": 275, "eligible": [1, 2], "winners": [1, 2], "shares": {"1": 150, "2": 125}},
    ]
    assert answer["payout"] == {"1": 425, "2": 375, "3": 0, "4": 0, "5": 0}
    assert sorted(answer["hands"]) == ["1", "2", "3"]
    assert answer["hands"]["1"] == {
        "category": "straight",
        "name": "Straight, eight high",
        "best": ["8d", "7c", "6h", "5s", "4d"],
    }
    assert answer["explanation"][0].startswith("Side pot 1: 275")


def test_uncalled_bet_and_uncontested_pot_need_no_cards(tmp_path, capsys):
    document = {
        "button": 2,
        "players": [
            {"seat": 3, "contribution": 400},
            {"seat": 1, "contribution": 100, "folded": True},
            {"seat": 2, "contribution": 50, "folded": True},
        ],
    }
    status, out, _ = run(document, tmp_path, capsys, "--json")
    assert status == 0
    answer = json.loads(out)
    assert answer["returned"] == {"1": 0, "2": 0, "3": 300}
    assert answer["pots"] == [
        {"amount": 250, "eligible": [3], "winners": [3], "shares": {"3": 250}}
    ]
    assert answer["payout"] == {"1": 0, "2": 0, "3": 250}
    assert answer["hands"] == {}


def test_readable_ruling(tmp_path, capsys):
    status, out, err = run(SPLIT, tmp_path, capsys)
    assert status == 0 and err == ""
    assert "Main pot: 525 (seats 1, 2 and 3 eligible) -> seat 1 275, seat 2 250" in out
    assert "Seat 1: Straight, eight high" in out
    assert "Seat 1: 425" in out
    assert "seat 1, first left of the button, gets the odd 25" in out


def with_changes(**changes):
    document = copy.deepcopy(SPLIT)
    for key, value in changes.items():
        if key[0] == "p" and key[1].isdigit():  # p0_seat=3 changes player 0's seat
            index, field = key[1:].split("_", 1)
            document["players"][int(index)][field] = value
        else:
            document[key] = value
    return document


def without_cards(index):
    document = copy.deepcopy(SPLIT)
    del document["players"][index]["cards"]
    return document


@pytest.mark.parametrize(
    ("document", "words"),
    [
        (with_changes(p0_contribution=-250), "negative"),
        (with_changes(p0_contribution=260), "not a whole number of the smallest chip"),
        (with_changes(p0_seat=10), "seat 10 is not at the table"),
        (with_changes(p1_seat=1), "two players are listed on seat 1"),
        (without_cards(1), "seat 2 has not folded but shows no cards"),
        (with_changes(p1_cards=["3c", "4s"]), "duplicate card: 3c"),
        (with_changes(p4_cards=["Ks", "2d"]), "duplicate card: Ks"),
        (with_changes(variant="canasta"), "unknown variant 'canasta'"),
        (with_changes(chip_unit=0), "smallest chip in play must be at least 1"),
        (with_changes(button=12), "button must be on a seat from 1 to 9"),
        (with_changes(table_size=11), "2 to 10 seats"),
        (with_changes(players=[]), "no players"),
        (with_changes(board=["5s", "6h", "7c"]), "whole board of 5 cards"),
        (with_changes(p0_cards=["3c"]), "2 cards"),
        (with_changes(p0_cards=["3c", "Xx"]), "not in the 52-card deck"),
        (with_changes(p0_cards=["3c", "1z"]), "not a card"),
        (with_changes(p0_folded="yes"), "folded must be true or false"),
        (with_changes(p0_stack=100), "unknown field 'stack'"),
        (with_changes(colour="red"), "unknown field 'colour'"),
        (with_changes(button="5"), "button must be a whole number"),
        (
            {
                "button": 1,
                "players": [{"seat": 1, "contribution": 0}, {"seat": 2, "contribution": 0}],
            },
            "nobody put any chips in",
        ),
        ({"players": [{"seat": 1, "contribution": 100}]}, "missing field 'button'"),
        ({"button": 1, "players": [{"seat": 1}]}, "missing field 'contribution'"),
        ({"button": 1}, "missing field 'players'"),
        ([1, 2], "the input must be a JSON object"),
        ("{not json", "invalid JSON"),
    ],
)
def test_bad_input_exits_2_with_one_line_and_nothing_on_stdout(document, words, tmp_path, capsys):
    status, out, err = run(document, tmp_path, capsys, "--json")
    assert status == 2
    assert out == ""
    _code, said = refusal(err, "settle")
    assert words in said


@pytest.mark.parametrize(
    ("flags", "not_a_card"),
    [((), "is not a card"), (("--json",), "is not a card"), (("--lang", "it"), "non è una carta")],
)
@pytest.mark.parametrize(
    ("document", "card"),
    [
        (with_changes(board=["5s", "6h", "7c", "8d", "4x"]), "'4x'"),
        (with_changes(p0_cards=["3c", "1z"]), "'1z'"),
    ],
)
def test_a_card_that_is_not_a_card_says_the_engine_code(
    document, card, flags, not_a_card, tmp_path, capsys
):
    status, out, err = run(document, tmp_path, capsys, *flags)
    assert (status, out) == (2, "")
    code, said = refusal(err, "settle")
    assert code == "engine.bad-card"
    assert f"{card} {not_a_card}" in said


def test_exit_status_through_a_real_process(tmp_path):
    good = tmp_path / "good.json"
    good.write_text(json.dumps(SPLIT), "utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "settle", "--json", str(good)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0
    assert json.loads(done.stdout)["payout"]["1"] == 425
    bad = subprocess.run(
        [sys.executable, "-m", "tourney", "settle", "-"],
        input=json.dumps(with_changes(p1_seat=1)),
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert "two players are listed on seat 1" in bad.stderr and "Traceback" not in bad.stderr
