"""``tourney demo DB``: the demo tournament in a library, again and again; bad paths exit 2."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament


def test_demo_creates_the_library_and_the_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "library.sqlite"
    assert main(["demo", str(db)]) == 0
    assert capsys.readouterr().out == (
        f"created demo tournament 1: Demo Friday Deepstack (27 entries) in {db}\n"
    )
    with Library.open(db, read_only=True) as library:
        state = OpenTournament.open(library, 1).state
        names = {p.name for p in state.players.values()}
        assert {"Łukasz Nowak", "Ștefan Popescu", "Niccolò Rossi"} <= names
        assert sum(1 for e in state.entries.values() if not e.active) == 5
        assert len(state.room.tables) == 3
        assert {t.size for t in state.room.tables} == {9}
        assert library.players.count() == 27


def test_a_second_demo_adds_another_tournament_and_no_players(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "library.sqlite"
    assert main(["demo", str(db)]) == 0
    assert main(["demo", str(db)]) == 0
    assert "created demo tournament 2:" in capsys.readouterr().out
    with Library.open(db, read_only=True) as library:
        assert len(library.events.tournaments()) == 2
        assert library.players.count() == 27


def test_a_bad_path_is_exit_2_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    not_a_library = tmp_path / "notes.txt"
    not_a_library.write_text("shopping list\n" * 100)
    with pytest.raises(SystemExit) as caught:
        main(["demo", str(not_a_library)])
    assert caught.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tourney demo: error: ")
    assert captured.err.count("\n") == 1


def test_exit_status_from_a_real_process(tmp_path: Path) -> None:
    db = tmp_path / "library.sqlite"
    ok = subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(db)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (ok.returncode, ok.stderr) == (0, "")
    (tmp_path / "a-file").write_text("not a folder")
    under_a_file = tmp_path / "a-file" / "library.sqlite"  # a missing folder is made
    bad = subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(under_a_file)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, "")
    assert bad.stderr.startswith("tourney demo: error: ")
    assert "Traceback" not in bad.stderr
