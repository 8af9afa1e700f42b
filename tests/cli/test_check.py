"""``tourney check DB``: OK and exit 0, problems and exit 1, unreadable and exit 2."""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli import check
from tourney.cli.main import main
from tourney.domain.demo import demo_setup
from tourney.domain.levels.actions import start_clock
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_tournament


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    with Library.open(path) as library:
        library.players.add("Ann")
        tournament = create_tournament(library, demo_setup(), now=1000.0)
        tournament.perform(lambda state: start_clock(state, 1010.0))
    return path


def test_a_sound_library_prints_ok(library_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(library_file)]) == 0
    out = capsys.readouterr().out
    assert (
        out == f"OK: {library_file}: 1 tournament, 2 events, 1 player (schema 0003_staff_devices)\n"
    )


def test_json_output(library_file: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", "--json", str(library_file)]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer == {
        "ok": True,
        "path": str(library_file),
        "problems": [],
        "tournaments": 1,
        "events": 2,
        "players": 1,
        "schema": "0003_staff_devices",
    }


def test_problems_are_listed_with_exit_1(
    library_file: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(check, "CHECKS", (lambda library: ["the chips do not add up"],))
    assert main(["check", str(library_file)]) == 1
    out = capsys.readouterr().out
    assert out == f"problem: the chips do not add up\n{library_file}: 1 problem found\n"


def test_a_missing_file_is_exit_2_with_one_stderr_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["check", str(tmp_path / "missing.sqlite")])
    assert caught.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (
        f"tourney check: error: {tmp_path / 'missing.sqlite'} does not exist [storage.not-found]\n"
    )


def test_exit_status_from_a_real_process(library_file: Path) -> None:
    conn = sqlite3.connect(library_file)
    conn.execute("DROP TRIGGER events_append_only_delete")
    conn.execute("DELETE FROM events WHERE seq = 1")
    conn.commit()
    conn.close()
    run = subprocess.run(
        [sys.executable, "-m", "tourney", "check", str(library_file)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 1
    assert run.stdout.startswith("problem: tournament 1: its 1 event is not numbered")
    missing = subprocess.run(
        [sys.executable, "-m", "tourney", "check", str(library_file) + ".nope"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (missing.returncode, missing.stdout) == (2, "")
