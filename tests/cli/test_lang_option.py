"""``--lang`` on ``tourney rank``, ``tourney settle`` and ``tourney report``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.reports import samples
from tests.reports.demo_play import demo_library
from tests.reports.pdftext import pages_text
from tourney.cli.main import main

SEED000 = {
    "variant": "holdem",
    "board": ["Kc", "Qd", "3h", "9s", "4c"],
    "hands": {"Ann": ["Ah", "7c"], "Bob": ["Ad", "2s"]},
}
ROMANIAN = {
    "variant": "romanian32",
    "hands": {"Ana": ["Kc", "Qc", "Jc", "Tc", "9c"], "Ion": ["Ah", "Ad", "Ac", "7s", "7d"]},
}


def _run(command: str, document: object, tmp_path: Path, *flags: str) -> tuple[int, str, str]:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(document), "utf-8")
    completed = subprocess.run(
        [sys.executable, "-m", "tourney", command, *flags, str(path)],
        capture_output=True,
        text=True,
        check=False,
        cwd=Path(__file__).resolve().parents[2],
    )
    return completed.returncode, completed.stdout, completed.stderr


def _answer(command: str, document: object, tmp_path: Path, capsys, *flags: str) -> dict:
    path = tmp_path / "in.json"
    path.write_text(json.dumps(document), "utf-8")
    assert main([command, "--json", *flags, str(path)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    answer: dict = json.loads(out)
    return answer


def test_rank_names_and_explains_in_italian_and_changes_nothing_else(tmp_path, capsys):
    english = _answer("rank", SEED000, tmp_path, capsys)
    italian = _answer("rank", SEED000, tmp_path, capsys, "--lang", "it")
    assert italian["hands"]["Ann"]["name"] == "Carta più alta, asso, kicker K Q 9 7"
    assert italian["hands"]["Bob"]["name"] == "Carta più alta, asso, kicker K Q 9 4"
    assert italian["explanation"] == [
        "Ann batte Bob: entrambi hanno carta più alta, asso, re, donna, nove; "
        "decide la quinta carta, sette contro quattro (contano solo cinque carte)."
    ]
    for answer in (english, italian):
        del answer["explanation"]
        for hand in answer["hands"].values():
            del hand["name"]
    assert italian == english  # fields, ranking and best cards unchanged


def test_rank_in_romanian_uses_seed003_words_for_its_game(tmp_path, capsys):
    answer = _answer("rank", ROMANIAN, tmp_path, capsys, "--lang", "ro")
    assert answer["ranking"] == [["Ana"], ["Ion"]]
    assert answer["hands"]["Ana"]["name"] == "Chintă royală la popă"
    assert answer["hands"]["Ion"]["name"] == "Full de ași cu șeptari"


def test_rank_readable_output_in_romanian(tmp_path, capsys):
    path = tmp_path / "in.json"
    path.write_text(json.dumps(SEED000), "utf-8")
    assert main(["rank", "--lang", "ro", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Carte mare, as, kickeri K Q 9 7" in out
    assert "Ann bate pe Bob: ambii au carte mare" in out


def test_settle_names_and_explains_the_hands_in_romanian(tmp_path, capsys):
    english = _answer("settle", samples.RULING_REQUEST, tmp_path, capsys)
    romanian = _answer("settle", samples.RULING_REQUEST, tmp_path, capsys, "--lang", "ro")
    names = {seat: hand["name"] for seat, hand in romanian["hands"].items()}
    assert names == {
        "1": "Chintă la optar",
        "2": "Chintă la optar",
        "3": "Pereche de ași, kickeri K 8 7",
    }
    assert len(romanian["explanation"]) == len(english["explanation"])
    assert romanian["explanation"][-1] == (
        "Locul 1 primește 425; locul 2 primește 375; locul 3 nu primește nimic; "
        "locul 4 nu primește nimic; locul 5 nu primește nimic."
    )
    assert "cu chintă la optar" in romanian["explanation"][0]
    assert romanian["payout"] == english["payout"] and romanian["pots"] == english["pots"]


@pytest.mark.parametrize("command", ["rank", "settle"])
def test_an_unknown_language_is_exit_status_2(command, tmp_path):
    document = SEED000 if command == "rank" else samples.RULING_REQUEST
    status, out, err = _run(command, document, tmp_path, "--lang", "fr")
    assert status == 2 and out == ""
    assert "--lang" in err


@pytest.fixture(scope="module")
def library_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return demo_library(tmp_path_factory.mktemp("lang"))


def _without_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def test_report_lang_prints_in_italian(library_file, tmp_path, monkeypatch, capsys):
    _without_locale(monkeypatch)
    out = tmp_path / "payouts.pdf"
    assert main(["report", "payouts", str(library_file), "-o", str(out), "--lang", "it"]) == 0
    assert capsys.readouterr().out.startswith(f"scritto {out} (payouts, ")
    first = pages_text(out.read_bytes())[0]
    assert "Pagamento premi" in first and "Pagina 1 di" in first


def test_report_follows_the_system_language_unless_told(
    library_file, tmp_path, monkeypatch, capsys
):
    _without_locale(monkeypatch)
    monkeypatch.setenv("LANG", "ro_RO.UTF-8")
    out = tmp_path / "structure.pdf"
    assert main(["report", "structure", str(library_file), "-o", str(out)]) == 0
    assert "Pagina 1 din" in pages_text(out.read_bytes())[0]
    assert main(["report", "structure", str(library_file), "-o", str(out), "--lang", "en"]) == 0
    assert "Page 1 of" in pages_text(out.read_bytes())[0]
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert main(["report", "structure", str(library_file), "-o", str(out)]) == 0
    assert "Page 1 of" in pages_text(out.read_bytes())[0]
    capsys.readouterr()


def test_report_ruling_in_italian(tmp_path, monkeypatch, capsys):
    _without_locale(monkeypatch)
    source = tmp_path / "hand.json"
    source.write_text(json.dumps(samples.RULING_REQUEST), "utf-8")
    out = tmp_path / "ruling.pdf"
    assert main(["report", "ruling", str(source), "-o", str(out), "--lang", "it"]) == 0
    content = "".join(pages_text(out.read_bytes())[0].split())
    assert "Decisionesuunamano" in content  # the untitled slip's header
    assert "Scalaall'otto" in content
    capsys.readouterr()
