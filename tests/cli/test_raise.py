"""``tourney raise``: the documented JSON contract, the readable ruling, and bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from tourney.cli.main import main

EX3A: dict[str, Any] = {
    "limit": "no-limit",
    "big_blind": 4000,
    "small_blind": 2000,
    "players": ["SB", "BB", "A", "B", "C"],
    "actions": [
        {"player": "SB", "action": "small_blind", "to": 2000},
        {"player": "BB", "action": "big_blind", "to": 4000},
        {"player": "A", "action": "call"},
        {"player": "B", "action": "fold"},
        {"player": "C", "action": "all_in", "to": 7500},
        {"player": "SB", "action": "fold"},
        {"player": "BB", "action": "call"},
    ],
}


def run(tmp_path: Path, document: Any, *flags: str) -> int:
    path = tmp_path / "round.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return main(["raise", *flags, str(path)])


def test_json_output_fields(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, EX3A, "--json") == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["player"] == "A"
    assert answer["options"] == ["fold", "call"]
    assert answer["to_call"] == 3500
    assert answer["may_raise"] is False
    assert answer["min_raise_to"] is None
    assert answer["last_full_raise"] == 4000
    assert answer["pot"] == 2000 + 4000 + 4000 + 7500 + 3500
    assert set(answer) == {
        "player", "to_act", "options", "to_call", "may_raise", "min_raise_to", "max_raise_to",
        "all_in_only", "current_bet", "committed", "last_full_raise", "raises", "cap", "pot",
        "explanation",
    }  # fmt: skip
    assert all(isinstance(line, str) for line in answer["explanation"])


def test_readable_ruling(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, EX3A) == 0
    out = capsys.readouterr().out
    assert out.startswith("A: fold or call 3,500 (may not raise)")
    assert "TDA24 r.47" in out


def test_named_player_and_pot_limit(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = {
        "limit": "pot-limit",
        "big_blind": 200,
        "actions": [
            {"player": "SB", "action": "small_blind", "to": 100},
            {"player": "BB", "action": "big_blind", "to": 200},
        ],
        "player": "UTG",
    }
    assert run(tmp_path, document, "--json") == 0
    answer = json.loads(capsys.readouterr().out)
    assert (answer["min_raise_to"], answer["max_raise_to"]) == (400, 700)


def test_pushed_chips_ruling(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    document = {
        "limit": "no-limit",
        "big_blind": 500,
        "players": ["SB", "BB", "UTG", "UTG+1"],
        "actions": [
            {"player": "SB", "action": "sb", "to": 250},
            {"player": "BB", "action": "bb", "to": 500},
            {"player": "UTG", "action": "raise", "to": 1100},
        ],
        "pushed": 1500,
    }
    assert run(tmp_path, document, "--json") == 0
    push = json.loads(capsys.readouterr().out)["pushed"]
    assert (push["ruled"], push["to"], push["must_add"], push["returned"]) == (
        "raise", 1700, 200, 0)  # fmt: skip
    assert run(tmp_path, {**document, "pushed": 1300}) == 0
    assert "ruled a call to 1,100" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ([], "must be a JSON object"),
        ({"big_blind": 200}, "'limit' and 'big_blind' are required"),
        ({"limit": "spread", "big_blind": 200}, "unknown limit type"),
        ({"limit": "nl", "big_blind": "200"}, "big_blind must be a whole number"),
        ({"limit": "nl", "big_blind": 200, "blinds": 1}, "unknown field 'blinds'"),
        (
            {
                "limit": "nl",
                "big_blind": 200,
                "street": "flop",
                "actions": [{"player": "A", "action": "shove", "to": 5}],
            },
            "unknown action",
        ),
        (
            {
                "limit": "nl",
                "big_blind": 200,
                "street": "flop",
                "players": ["A", "B"],
                "actions": [{"player": "A", "action": "bet", "to": -5}],
            },
            "positive",
        ),
        (
            {
                "limit": "nl",
                "big_blind": 200,
                "street": "flop",
                "players": ["A", "B"],
                "actions": [{"player": "A", "action": "bet", "to": 100}],
            },
            "minimum bet",
        ),
        (
            {
                "limit": "nl",
                "big_blind": 200,
                "street": "flop",
                "actions": [
                    {"player": "A", "action": "bet", "to": 400},
                    {"player": "B", "action": "raise", "to": 300},
                ],
            },
            "not more than",
        ),
        ({**EX3A, "player": "B"}, "B has folded"),
        (
            {
                "limit": "nl",
                "big_blind": 200,
                "street": "flop",
                "actions": [{"player": "A", "action": "check"}, {"player": "B", "action": "check"}],
            },
            "round is over",
        ),
    ],
)
def test_bad_input_exits_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], document: Any, message: str
) -> None:
    with pytest.raises(SystemExit) as exit_info:
        run(tmp_path, document)
    assert exit_info.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.count("\n") == 1
    assert captured.err.startswith("tourney raise: error: ")
    assert message in captured.err


def test_invalid_json_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "bad.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(SystemExit) as exit_info:
        main(["raise", str(path)])
    assert exit_info.value.code == 2
    assert "invalid JSON" in capsys.readouterr().err


def test_subprocess_exit_status() -> None:
    good = subprocess.run(
        [sys.executable, "-m", "tourney", "raise", "--json", "-"],
        input=json.dumps(EX3A), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert good.returncode == 0
    assert json.loads(good.stdout)["may_raise"] is False
    bad = subprocess.run(
        [sys.executable, "-m", "tourney", "raise", "-"],
        input='{"limit": "no-limit", "big_blind": 200, "actions": [{"player": "A"}]}',
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert bad.returncode == 2
    assert bad.stdout == ""
    assert "Traceback" not in bad.stderr
    assert bad.stderr.count("\n") == 1


def test_lang_translates_the_explanation_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(tmp_path, EX3A, "--json") == 0
    english = json.loads(capsys.readouterr().out)
    assert run(tmp_path, {**EX3A, "pushed": 3000}, "--json", "--lang", "ro") == 0
    answer = json.loads(capsys.readouterr().out)
    assert {k: v for k, v in answer.items() if k not in ("explanation", "pushed")} == {
        k: v for k, v in english.items() if k != "explanation"
    }
    assert answer["explanation"][-1] == (
        "A a acționat deja și are de plătit doar 3.500 în plus, mai puțin decât un raise "
        "complet (4.000); un all-in pentru mai puțin nu îi redeschide pariurile (TDA24 r.47), "
        "deci poate doar să facă call sau fold."
    )
    assert answer["pushed"]["ruled"] == "call"
    assert answer["pushed"]["explanation"][0] == "A împinge în față 3.000."


def test_lang_in_readable_text(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert run(tmp_path, EX3A, "--lang", "it") == 0
    out = capsys.readouterr().out
    assert out.startswith("A: lasciare o chiamare 3.500 (non può rilanciare)\n")
    assert (
        "  - La puntata è 7.500; A ha già messo 4.000 e per chiamare deve aggiungere 3.500." in out
    )


def test_an_unknown_language_is_refused_with_status_2() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "raise", "--lang", "fr", "-"],
        input=json.dumps(EX3A), capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 2 and done.stdout == ""
