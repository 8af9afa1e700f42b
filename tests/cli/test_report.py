"""``tourney report KIND DB [TOURNAMENT] -o FILE.pdf``: every report, and clean refusals."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.refusal_line import refusal
from tests.reports import samples
from tests.reports.demo_play import DIACRITICS, NOW, demo_library, make_deal, play_down
from tests.reports.pdftext import flat, pages_text, reader, text
from tourney.cli.main import main
from tourney.cli.report import KINDS
from tourney.domain.demo import demo_setup
from tourney.engine.pot_ruling import with_names
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo, create_tournament


@pytest.fixture(scope="module")
def library_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A library with the demo, and a second demo played down to a deal (the most recent)."""
    path = demo_library(tmp_path_factory.mktemp("cli"))
    with Library.open(path) as library:
        tournament = create_demo(library, now=NOW + 1)
        play_down(tournament, left=3)
        make_deal(tournament, NOW + 9000)
        library.events.rename(tournament.tournament_id, "Saturday Deepstack")
    return path


def _refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> str:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.splitlines()
    assert len(lines) == 1, captured.err
    return lines[0]


@pytest.mark.parametrize("kind", [kind for kind in KINDS if kind != "ruling"])
def test_every_kind_writes_a_pdf(kind, library_file, tmp_path, capsys):
    out = tmp_path / f"{kind}.pdf"
    assert main(["report", kind, str(library_file), "-o", str(out)]) == 0
    assert capsys.readouterr().out.startswith(f"wrote {out} ({kind}, ")
    pages = pages_text(out.read_bytes())
    assert "Page 1 of" in pages[0]
    assert f"Page {len(pages)} of {len(pages)}" in pages[-1]
    assert [p.name for p in tmp_path.iterdir()] == [out.name]  # no temporary file left


def test_the_most_recent_tournament_by_default_else_by_name_or_id(library_file, tmp_path):
    # only the second tournament (renamed "Saturday Deepstack" in the library) has a deal
    for wanted in ([], ["saturday deepstack"], ["2"]):
        out = tmp_path / "deal.pdf"
        assert main(["report", "deal", str(library_file), *wanted, "-o", str(out)]) == 0
        assert "Deal agreement" in text(out.read_bytes())
    for wanted in ("demo friday deepstack", "1"):
        out = tmp_path / "seating.pdf"
        assert main(["report", "seating", str(library_file), wanted, "-o", str(out)]) == 0
        shown = flat(out.read_bytes())
        assert "DemoFridayDeepstack" in shown
        for name in DIACRITICS:
            assert "".join(name.split()) in shown


def test_payouts_name_the_players_in_the_deal(library_file, tmp_path):
    out = tmp_path / "payouts.pdf"
    assert main(["report", "payouts", str(library_file), "-o", str(out), "--paper", "letter"]) == 0
    pdf = out.read_bytes()
    shown = flat(pdf)
    for name in DIACRITICS:
        assert "".join(name.split()) in shown
    width, height = reader(pdf).pages[0].mediabox.upper_right
    assert (round(float(width)), round(float(height))) == (612, 792)


def test_moves_all_or_the_last_batch(library_file, tmp_path):
    last, every = tmp_path / "last.pdf", tmp_path / "all.pdf"
    assert main(["report", "moves", str(library_file), "-o", str(last)]) == 0
    assert main(["report", "moves", str(library_file), "-o", str(every), "--all-moves"]) == 0
    assert text(last.read_bytes()).count("MOVE SLIP") < text(every.read_bytes()).count("MOVE SLIP")
    assert "FROM" in text(last.read_bytes())


def test_league_gathers_the_season_across_the_library(library_file, tmp_path):
    out = tmp_path / "league.pdf"
    assert main(["report", "league", str(library_file), "-o", str(out)]) == 0
    shown = text(out.read_bytes())
    assert "Demo season" in shown
    assert "after 2 tournaments" in shown


def test_works_while_tourney_has_the_library_open(library_file, tmp_path):
    out = tmp_path / "results.pdf"
    with Library.open(library_file) as running:
        OpenTournament.open(running, running.events.tournaments()[0].id)
        assert main(["report", "results", str(library_file), "-o", str(out)]) == 0
    assert out.exists()


@pytest.mark.parametrize("wrapped", [False, True])
def test_ruling_from_a_settle_file(wrapped, tmp_path, capsys):
    document: dict[str, object] = samples.RULING_REQUEST
    if wrapped:
        document = {
            "input": samples.RULING_REQUEST,
            "output": {"ignored": True},
            "names": {"1": DIACRITICS[0], "2": DIACRITICS[1], "3": DIACRITICS[2]},
            "table": 2,
            "hand": "57",
        }
    source = tmp_path / "hand.json"
    source.write_text(json.dumps(document, ensure_ascii=False), encoding="utf-8")
    out = tmp_path / "ruling.pdf"
    assert main(["report", "ruling", str(source), "-o", str(out)]) == 0
    shown = text(out.read_bytes())
    assert "Main pot" in shown
    assert "Side pot 1" in shown
    answer = samples.ruling_answer()
    names = {1: DIACRITICS[0], 2: DIACRITICS[1], 3: DIACRITICS[2]} if wrapped else {}
    for line in answer["explanation"]:  # with the players' names by their seats when given
        said = with_names(line, names)
        assert "".join(said.split()) in "".join(flat(out.read_bytes()).split())
    if wrapped:
        for name in DIACRITICS:
            assert "".join(name.split()) in flat(out.read_bytes())


def test_bad_arguments_exit_2_with_one_line_and_write_nothing(library_file, tmp_path, capsys):
    out = tmp_path / "out.pdf"
    db = str(library_file)
    not_a_db = tmp_path / "notes.txt"
    not_a_db.write_text("hello")
    bad_hand = tmp_path / "hand.json"
    bad_hand.write_text('{"button": 1, "players": [{"seat": 1}]}')
    cases = {
        "invalid choice": ["report", "poster", db, "-o", str(out)],
        "no tournament": ["report", "results", db, "Sunday", "-o", str(out)],
        "No deal is recorded": ["report", "deal", db, "1", "-o", str(out)],
        "does not exist": ["report", "results", str(tmp_path / "missing.sqlite"), "-o", str(out)],
        "not an SQLite": ["report", "results", str(not_a_db), "-o", str(out)],
        "contribution": ["report", "ruling", str(bad_hand), "-o", str(out)],
        "--all-moves": ["report", "results", db, "--all-moves", "-o", str(out)],
        "folder": ["report", "results", db, "-o", str(tmp_path / "nowhere" / "out.pdf")],
        "required": ["report", "results", db],
    }
    for expected, argv in cases.items():
        line = _refused(argv, capsys)
        assert expected.casefold() in line.casefold(), (expected, line)
        assert not out.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["hand.json", "notes.txt"]


def test_a_failed_report_leaves_an_existing_file_alone(library_file, tmp_path, capsys):
    out = tmp_path / "deal.pdf"
    out.write_bytes(b"the old report")
    _refused(["report", "deal", str(library_file), "1", "-o", str(out)], capsys)
    assert out.read_bytes() == b"the old report"


def test_exit_status_from_a_real_process(library_file, tmp_path):
    out = tmp_path / "x.pdf"
    run = subprocess.run(
        [sys.executable, "-m", "tourney", "report", "deal", str(library_file), "1", "-o", str(out)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    assert refusal(run.stderr, "report") == (
        "report.nothing-to-print",
        "No deal is recorded in Demo Friday Deepstack.",
    )
    assert not out.exists()


@pytest.fixture(scope="module")
def odd_library(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Two tournaments of one name (the first in no league), one with no events, none other."""
    path = tmp_path_factory.mktemp("odd") / "library.sqlite"
    with Library.open(path) as library:
        setup = demo_setup()
        create_tournament(library, dataclasses.replace(setup, league=None), now=NOW)
        create_tournament(library, setup, now=NOW + 1)
        library.events.create_tournament("Empty")
    return path


def _refusal(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[str, str]:
    return refusal(_refused(argv, capsys) + "\n", "report")


def _settle_file(folder: Path, document: dict[str, object]) -> str:
    path = folder / "hand.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def test_a_tournament_the_library_does_not_hold_is_an_unknown_record(
    library_file, odd_library, tmp_path, capsys
):
    empty = tmp_path / "empty.sqlite"
    Library.open(empty).close()
    out = str(tmp_path / "out.pdf")
    for argv, words in (
        ([str(library_file), "Sunday"], "has no tournament 'Sunday'"),
        ([str(odd_library), "demo friday deepstack"], "2 tournaments are named"),
        ([str(empty)], "has no tournaments"),
    ):
        code, said = _refusal(["report", "results", *argv, "-o", out], capsys)
        assert code == "storage.unknown-record"
        assert words in said


def test_a_log_that_does_not_replay_keeps_the_domain_code(odd_library, tmp_path, capsys):
    argv = ["report", "results", str(odd_library), "Empty", "-o", str(tmp_path / "out.pdf")]
    code, said = _refusal(argv, capsys)
    assert code == "domain.malformed"
    assert said.startswith("tournament 3 (Empty) cannot be replayed: ")


def test_a_league_report_of_a_tournament_in_no_league_has_nothing_to_print(
    odd_library, tmp_path, capsys
):
    argv = ["report", "league", str(odd_library), "1", "-o", str(tmp_path / "out.pdf")]
    code, said = _refusal(argv, capsys)
    assert (code, said) == (
        "report.nothing-to-print",
        "Demo Friday Deepstack does not count towards a league",
    )


def test_a_ruling_with_a_bad_card_says_the_engine_code(tmp_path, capsys):
    request = {**samples.RULING_REQUEST, "board": ["5s", "6h", "7c", "8d", "4x"]}
    for document in (request, {"input": request, "table": 2}):
        argv = ["report", "ruling", _settle_file(tmp_path, document)]
        code, said = _refusal([*argv, "-o", str(tmp_path / "out.pdf")], capsys)
        assert code == "engine.bad-card"
        assert said.startswith("board: '4x' is not a card")
    argv = ["report", "ruling", _settle_file(tmp_path, request), "--lang", "it"]
    code, said = _refusal([*argv, "-o", str(tmp_path / "out.pdf")], capsys)
    assert code == "engine.bad-card"
    assert said.startswith("board: '4x' non è una carta")


def test_a_text_too_long_for_a_page_is_a_report_refusal(tmp_path, capsys):
    document = {"input": samples.RULING_REQUEST, "names": {"1": "W" * 3000}}
    argv = ["report", "ruling", _settle_file(tmp_path, document), "-o", str(tmp_path / "out.pdf")]
    assert _refusal(argv, capsys) == (
        "report.refused",
        "a text of the report is too long to fit on a page; shorten it",
    )
