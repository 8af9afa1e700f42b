"""``tourney rank``: the contract (fields, exit status 2 on bad input, no traceback)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.refusal_line import refusal
from tourney.cli.main import main

SEED000 = {
    "variant": "holdem",
    "board": ["Kc", "Qd", "3h", "9s", "4c"],
    "hands": {"Ann": ["Ah", "7c"], "Bob": ["Ad", "2s"]},
}


def run(
    document: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], *flags: str
) -> tuple[int, str, str]:
    path = tmp_path / "in.json"
    path.write_text(document if isinstance(document, str) else json.dumps(document), "utf-8")
    try:
        status = main(["rank", *flags, str(path)])
    except SystemExit as exc:
        status = int(exc.code or 0)
    out, err = capsys.readouterr()
    return status, out, err


def test_json_output_has_the_contract_fields(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(SEED000, tmp_path, capsys, "--json")
    assert status == 0 and err == ""
    answer = json.loads(out)
    assert answer["ranking"] == [["Ann"], ["Bob"]]
    assert answer["hands"]["Ann"] == {
        "category": "high_card",
        "name": "High card, ace, kickers K Q 9 7",
        "best": ["Ah", "Kc", "Qd", "9s", "7c"],
    }
    assert answer["hands"]["Bob"]["best"] == ["Ad", "Kc", "Qd", "9s", "4c"]
    assert "fifth card decides, seven against four" in answer["explanation"][0]


def test_ties_share_a_group_and_any_number_of_hands(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = {
        "variant": "holdem",
        "board": ["Ts", "Js", "Qd", "Kh", "Ac"],
        "hands": {
            f"P{i}": cards
            for i, cards in enumerate(
                [
                    ["2c", "3d"],
                    ["4h", "5h"],
                    ["2h", "3c"],
                    ["6c", "7c"],
                    ["8d", "9d"],
                    ["2d", "3h"],
                    ["4c", "5c"],
                    ["6h", "7h"],
                    ["8s", "9s"],
                    ["4d", "5d"],
                    ["6d", "7d"],
                    ["8c", "9c"],
                ]
            )
        },
    }
    status, out, _ = run(doc, tmp_path, capsys, "--json")
    assert status == 0
    assert json.loads(out)["ranking"] == [[f"P{i}" for i in range(12)]]


def test_single_hand_draw_with_bug(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    doc = {"variant": "draw-bug", "hands": {"Ann": ["Ah", "Jh", "8h", "3h", "Jk"]}}
    status, out, _ = run(doc, tmp_path, capsys, "--json")
    assert status == 0
    assert json.loads(out)["hands"]["Ann"]["best"] == ["Ah", "Jk(Kh)", "Jh", "8h", "3h"]


def test_readable_output(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = run(SEED000, tmp_path, capsys)
    assert status == 0
    assert " 1. Ann  High card, ace, kickers K Q 9 7" in out
    assert " 2. Bob" in out and "Ann beats Bob" in out


@pytest.mark.parametrize(
    ("document", "fragment"),
    [
        ("{not json", "invalid JSON"),
        ([], "the input must be a JSON object"),
        ({"variant": "stud", "hands": {"A": ["As", "Kd"]}}, "unknown variant 'stud'"),
        ({"variant": "holdem", "board": ["Kc", "Qd", "3h"]}, "missing field 'hands'"),
        ({"variant": "holdem", "board": ["Kc", "Qd", "3h"], "hands": {}}, "hands is empty"),
        ({**SEED000, "hands": {"Ann": ["Ah", "Zz"]}}, "'Zz' is not a card"),
        ({**SEED000, "hands": {"Ann": ["Ah", "Kc"]}}, "Kc appears more than once"),
        (
            {**SEED000, "hands": {"Ann": ["Ah", "7c", "2c"]}},
            "the hand of Ann: Texas Hold'em needs 2 cards",
        ),
        ({**SEED000, "board": ["Kc"]}, "board of 3 to 5 cards"),
        ({**SEED000, "hands": {"Ann": "Ah 7c"}}, "must be a JSON array"),
        ({**SEED000, "hands": {"Ann": [14, 7]}}, "must be a string"),
        ({**SEED000, "options": {"wild": True}}, "holdem has no option 'wild'"),
        ({**SEED000, "extra": 1}, "unknown field 'extra'"),
        (
            {"variant": "romanian32", "hands": {"A": ["6h", "7d", "8c", "9s", "Th"]}},
            "6h is not in the 32-card deck",
        ),
    ],
)
def test_bad_input_exit_2_one_line_nothing_on_stdout(
    document: object, fragment: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, err = run(document, tmp_path, capsys, "--json")
    assert status == 2
    assert out == ""
    _code, words = refusal(err, "rank")
    assert fragment in words
    status, out, err = run(document, tmp_path, capsys)
    assert (status, out) == (2, "")
    assert refusal(err, "rank") == (_code, words)  # the same line without --json, as text


@pytest.mark.parametrize("flags", [(), ("--json",)])
@pytest.mark.parametrize(
    ("hands", "code"),
    [
        ({"Ann": ["Ah", "4x"]}, "engine.bad-card"),
        ({"Ann": ["Ah", "7c", "2c"]}, "engine.card-count"),
    ],
)
def test_a_refused_hand_says_the_engine_code(
    hands: dict[str, list[str]],
    code: str,
    flags: tuple[str, ...],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = run({**SEED000, "hands": hands}, tmp_path, capsys, *flags)
    assert (status, out) == (2, "")
    said_code, words = refusal(err, "rank")
    assert said_code == code
    assert words.startswith("the hand of Ann: ")


def test_missing_file_and_bad_arguments(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["rank", str(tmp_path / "nope.json")])
    assert info.value.code == 2
    assert "cannot read" in capsys.readouterr().err
    with pytest.raises(SystemExit) as info:
        main(["rank", "--bogus", "-"])
    assert info.value.code == 2


def test_subprocess_stdin_and_exit_status() -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "tourney", "rank", "--json", "-"],
        input=json.dumps(SEED000),
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0, ok.stderr
    assert json.loads(ok.stdout)["ranking"] == [["Ann"], ["Bob"]]
    bad = subprocess.run(
        [sys.executable, "-m", "tourney", "rank", "-"],
        input="[1, 2",
        capture_output=True,
        text=True,
        check=False,
    )
    assert bad.returncode == 2 and bad.stdout == ""
    assert len(bad.stderr.strip().splitlines()) == 1
