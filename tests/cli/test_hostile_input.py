"""Inputs that crashed the command line, and names that drove the terminal.

The issue: JSON nested 990 deep gave a ``RecursionError`` traceback in ``rank``, ``settle``,
``raise``, ``blinds``, ``report ruling`` and ``import``; a lone surrogate in a name
(``"A\\ud800"``) gave a ``UnicodeEncodeError`` when ``rank`` or ``raise`` printed; ``raise``
ignored bad ``declared``/``single_chip`` without ``pushed``; a JSON error said "at at"; and
names with escape sequences reached the terminal raw. Every case: exit status 2 and one line
on stderr (or, for names, the escapes written as text).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

RANK = {
    "board": ["Kc", "Qd", "3h", "9s", "4c"],
    "hands": {"Ann": ["Ah", "7c"], "Bob": ["Ad", "2s"]},
}
SETTLE = {
    "button": 1,
    "board": ["5s", "6h", "7c", "8d", "Ks"],
    "players": [
        {"seat": 1, "contribution": 100, "cards": ["3c", "4d"]},
        {"seat": 2, "contribution": 100, "cards": ["Ah", "Ad"]},
    ],
}
RAISE = {"limit": "no-limit", "big_blind": 100, "players": ["Ann", "Bob"]}
BLINDS = {"seats": [1, 2, 3], "button": 1}

DEEP = "[" * 995 + "]" * 995


def _cli(args: list[str], stdin: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tourney", *args],
        input=stdin,
        capture_output=True,
        text=True,
        check=False,
    )


def _refused(run: subprocess.CompletedProcess[str], words: str) -> None:
    assert (run.returncode, run.stdout) == (2, ""), run.stderr
    assert run.stderr.count("\n") == 1 and "Traceback" not in run.stderr, run.stderr
    line = run.stderr
    if line.startswith("{"):  # --json: the words are the object's message
        line = json.loads(line)["message"]
    assert words in line, run.stderr


@pytest.mark.parametrize(
    ("args", "field"),
    [
        (["rank", "-"], "board"),
        (["settle", "-"], "players"),
        (["raise", "-"], "actions"),
        (["blinds", "-"], "seats"),
        (["report", "ruling", "-", "-o", "ruling.pdf"], "input"),
    ],
    ids=["rank", "settle", "raise", "blinds", "report ruling"],
)
def test_deep_nesting_is_refused_in_one_line(
    args: list[str], field: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    for text in (f'{{"{field}": {DEEP}}}', DEEP, '{"a":' * 995 + "1" + "}" * 995):
        _refused(_cli(args, text), "nested more than 100 levels deep")
    assert not (tmp_path / "ruling.pdf").exists()


def test_deep_nesting_in_an_import_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "t.json"
    path.write_text('{"format": "tourney-tournament", "version": 1, "x": ' + DEEP + "}")
    _refused(_cli(["import", str(tmp_path / "lib.sqlite"), str(path)], ""), "levels deep")


@pytest.mark.parametrize(
    ("args", "document"),
    [
        (["rank", "-"], {**RANK, "hands": {"A\\ud800": ["Ah", "7c"], "Bob": ["Ad", "2s"]}}),
        (["raise", "-"], {**RAISE, "players": ["A\\ud800", "Bob"]}),
        (["raise", "--json", "-"], {**RAISE, "player": "A\\ud800"}),
    ],
)
def test_a_lone_surrogate_is_refused_at_input(args: list[str], document: dict) -> None:
    text = json.dumps(document).replace("\\\\ud800", "\\ud800")
    _refused(_cli(args, text), "lone surrogate (\\ud800), which is not text")


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("declared", "banana", "unknown declaration 'banana'"),
        ("declared", 5, "declared must be a string"),
        ("single_chip", 7, "single_chip must be true or false"),
    ],
)
def test_raise_checks_declared_and_single_chip_without_pushed(
    field: str, value: object, words: str
) -> None:
    _refused(_cli(["raise", "-"], json.dumps({**RAISE, field: value})), words)


def test_a_json_error_says_where_without_a_doubled_word() -> None:
    run = _cli(["rank", "-"], '{"a": "\x01"}')
    _refused(run, "Invalid control character at line 1, column 8")
    assert " at at " not in run.stderr


def test_names_with_escape_sequences_are_printed_as_text(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    evil = "Ann\x1b]0;owned\x07\x1b[2J\r\u202e"
    document = {**RANK, "hands": {evil: ["Ah", "7c"], "Bob": ["Ad", "2s"]}}
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO(json.dumps(document)))
    assert main(["rank", "-"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\r" not in out and "\x07" not in out and "\u202e" not in out
    assert "Ann\\x1b]0;owned\\x07\\x1b[2J\\x0d\\u202e" in out


def test_show_and_check_escape_names_from_a_library(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "library.sqlite"
    with Library.open(path) as library:
        demo = create_demo(library, now=1_700_000_000.0)
        # names that entered through an older Tourney: the library refuses them now
        library.conn.execute(
            "UPDATE tournaments SET name = ? WHERE id = ?",
            ["\x1b[31mRed\x1b[0m", demo.tournament_id],
        )
        library.conn.execute("UPDATE players SET name = 'Ion \x1b[2JDumitru' WHERE id = 1")
        library.conn.commit()
    for argv in (["check", str(path)], ["show", str(path)], ["export", str(path)]):
        main(argv)
        out = capsys.readouterr().out
        assert "\x1b" not in out, argv
    main(["export", str(path)])
    document = json.loads(capsys.readouterr().out)
    assert "Ion \x1b[2JDumitru" in [p["name"] for p in document["players"]]  # still the data


def test_an_event_naming_a_missing_entry_is_refused_with_a_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "source.sqlite"
    with Library.open(source) as library:
        create_demo(library, now=1_700_000_000.0)
    assert main(["export", str(source), "-o", str(tmp_path / "t.json")]) == 0
    document = json.loads((tmp_path / "t.json").read_text(encoding="utf-8"))
    bust = next(e for e in document["events"] if e["kind"] == "bust_out")
    bust["data"]["busted"][0]["by"] = [99]
    (tmp_path / "t.json").write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["import", str(tmp_path / "target.sqlite"), str(tmp_path / "t.json")])
    err = capsys.readouterr().err
    assert f"Event {bust['seq']} (bust_out) is refused by the rules: There is no entry 99." in err
    assert ": 99\n" not in err


def test_a_long_tournament_name_is_measured_a_few_times_not_once_per_letter(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """report ruling took 48.6 s for a name of 30,000 letters: one measurement per letter."""
    from tourney.reports import base

    measured: list[int] = []
    real = base.stringWidth

    def counting(text: str, *args: object) -> float:
        measured.append(len(text))
        return float(real(text, *args))

    monkeypatch.setattr(base, "stringWidth", counting)
    document = {"tournament": "N" * 30_000, "input": SETTLE}
    (tmp_path / "ruling.json").write_text(json.dumps(document), encoding="utf-8")
    argv = ["report", "ruling", str(tmp_path / "ruling.json"), "-o", str(tmp_path / "r.pdf")]
    assert main(argv) == 0
    long_ones = [n for n in measured if n > 1000]
    assert len(long_ones) <= 40  # a bisection, not one measurement per letter cut
    assert sum(long_ones) <= 40 * 30_000
