"""``tourney blinds``: the documented JSON contract, the readable text, and bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tests.cli.refusal_line import refusal
from tourney.cli.main import main

ISSUE_EXAMPLE = {"seats": [1, 2, 4, 5, 6], "previous": {"button": 1, "sb": 2, "bb": 3},
                 "table_size": 10}  # fmt: skip


def run(tmp_path: Path, document: Any, *flags: str) -> int:
    path = tmp_path / "table.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return main(["blinds", *flags, str(path)])


def answer_for(tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any) -> Any:
    assert run(tmp_path, document, "--json") == 0
    return json.loads(capsys.readouterr().out)


def test_the_issue_example_big_blind_eliminated(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    answer = answer_for(tmp_path, capsys, ISSUE_EXAMPLE)
    assert {k: answer[k] for k in ("button", "button_dead", "effective_button", "sb",
                                   "sb_posted", "bb", "heads_up")} == {
        "button": 2, "button_dead": False, "effective_button": 2, "sb": 3, "sb_posted": False,
        "bb": 4, "heads_up": False,
    }  # fmt: skip
    assert set(answer) == {
        "button", "button_dead", "effective_button", "sb", "sb_posted", "bb", "heads_up",
        "dealt_in", "waiting", "antes", "explanation",
    }  # fmt: skip
    assert answer["explanation"][0].startswith("Seat 3 was eliminated in the big blind")


def test_dead_button_after_the_small_blind_busts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    doc = {"seats": [1, 3, 4, 5, 6], "previous": {"button": 1, "sb": 2, "bb": 3}}
    answer = answer_for(tmp_path, capsys, doc)
    assert (answer["button"], answer["button_dead"], answer["effective_button"]) == (2, True, 1)
    assert (answer["sb"], answer["sb_posted"], answer["bb"]) == (3, True, 4)


def test_first_hand_and_heads_up(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answer = answer_for(tmp_path, capsys, {"seats": [2, 5, 9], "button": 5})
    assert (answer["button"], answer["sb"], answer["bb"]) == (5, 9, 2)
    answer = answer_for(tmp_path, capsys, {"seats": [2, 5], "button": 5})
    assert answer["heads_up"] and answer["sb"] == answer["button"] == 5 and answer["bb"] == 2
    legacy = {"seats": [2, 5], "button": 5, "legacy_headsup_button_bb": True}
    answer = answer_for(tmp_path, capsys, legacy)
    assert answer["bb"] == answer["button"] == 5 and answer["sb"] == 2


def test_big_blind_ante(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    answer = answer_for(tmp_path, capsys, {**ISSUE_EXAMPLE, "ante": "big_blind"})
    assert answer["antes"] == [4]


def test_readable_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, ISSUE_EXAMPLE) == 0
    out = capsys.readouterr().out
    assert "Small blind: seat 3 (dead: nobody posts)" in out
    assert "Big blind:   seat 4" in out


@pytest.mark.parametrize(
    ("document", "words"),
    [
        ({"seats": [1, 11], "button": 1}, "outside the table"),
        ({"seats": [3], "button": 3}, "at least two"),
        ({"seats": [1, 2, 2], "button": 1}, "listed twice"),
        ({"seats": [1, 2], "previous": {"button": 1, "sb": 12, "bb": 3}}, "outside the table"),
        ({"seats": [1, "2"], "button": 1}, "whole number"),
        ({"seats": [1, 2], "previous": {"button": 1, "sb": 2}}, "previous.bb"),
        ({"seats": [1, 2]}, "either 'previous'"),
        ({"seats": [1, 2], "button": 1, "previous": {"button": 1, "sb": 2, "bb": 3}}, "both"),
        ({"seats": [1, 2], "button": 1, "table_size": 12}, "2 to 10 seats"),
        ({"seats": [1, 2], "button": 1, "ante": "all"}, "ante must be one of"),
        ({"seats": [1, 2], "button": 1, "seat": 3}, "unknown field 'seat'"),
        ([1, 2], "must be a JSON object"),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, words: str
) -> None:
    with pytest.raises(SystemExit) as exited:
        run(tmp_path, document, "--json")
    assert exited.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    _code, said = refusal(captured.err, "blinds")
    assert words in said


def test_invalid_json_via_subprocess_exit_status(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "tourney", "blinds", "--json", "-"],
        input='{"seats": [1, 2,',
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert result.returncode == 2
    assert result.stdout == ""
    code, words = refusal(result.stderr, "blinds")
    assert code == "input.unreadable" and words.startswith("invalid JSON")
    assert "Traceback" not in result.stderr


def test_lang_writes_the_explanation_in_romanian_and_nothing_else(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    english = answer_for(tmp_path, capsys, ISSUE_EXAMPLE)
    assert run(tmp_path, ISSUE_EXAMPLE, "--json", "--lang", "ro") == 0
    romanian = json.loads(capsys.readouterr().out)
    assert romanian["explanation"] == [
        "Locul 3 a fost eliminat de pe blindul mare: în această mână blindul mic este mort, "
        "iar locul 4, următorul jucător, pune blindul mare.",
        "Butonul trece la locul 2.",
    ]
    del english["explanation"], romanian["explanation"]
    assert romanian == english
