"""``tourney backup DB OUT``: a checked copy; refusals are exit 2 with one stderr line."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.refusal_line import refusal
from tests.persistence.conftest import note, numbers
from tourney.cli.main import main
from tourney.persistence.library import Library


@pytest.fixture
def library_file(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    with Library.open(path) as library:
        library.events.append(library.events.create_tournament("Friday"), note(1))
    return path


def test_backup_while_the_library_is_open(
    library_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "copy.sqlite"
    with Library.open(library_file) as running:
        tid = running.events.tournaments()[0].id
        running.events.append(tid, note(2))
        assert main(["backup", str(library_file), str(out)]) == 0
    printed = capsys.readouterr().out
    assert printed.startswith(f"backed up {library_file} to {out} (")
    with Library.open(out, read_only=True) as copy:
        assert numbers(copy.events.events(tid)) == [1, 2]


def test_an_existing_target_needs_overwrite(
    library_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "copy.sqlite"
    out.write_text("old")
    with pytest.raises(SystemExit) as caught:
        main(["backup", str(library_file), str(out)])
    assert caught.value.code == 2
    assert "already exists" in capsys.readouterr().err
    assert main(["backup", "--overwrite", str(library_file), str(out)]) == 0


def test_exit_status_from_a_real_process(library_file: Path) -> None:
    run = subprocess.run(
        [sys.executable, "-m", "tourney", "backup", str(library_file), str(library_file)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert run.returncode == 2
    assert run.stdout == ""
    _code, words = refusal(run.stderr, "backup")
    assert words.endswith("choose another file for the backup")
