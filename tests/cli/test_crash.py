"""A bug in a subcommand: exit status 70, one line naming the crash log beside the library."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest

from tourney.cli import show
from tourney.cli.main import EXIT_BUG, main
from tourney.persistence.library import Library


def test_a_bug_is_one_line_and_a_crash_log_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "library.sqlite"
    Library.open(db).close()

    def broken(args: argparse.Namespace) -> int:
        raise AttributeError("'NoneType' object has no attribute 'seats'")

    monkeypatch.setattr(show, "run", broken)
    assert main(["show", str(db)]) == EXIT_BUG == 70
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("tourney show: internal error (a bug in Tourney, not in your input)")
    (log,) = tmp_path.glob("tourney-crash-*.log")
    assert str(log) in err and "AttributeError" in log.read_text(encoding="utf-8")


def test_a_reader_that_goes_away_is_not_a_bug(tmp_path: Path) -> None:
    """``tourney show DB | head``: the command stops quietly with 141, no crash log."""
    import subprocess
    import sys

    db = tmp_path / "demo.sqlite"
    subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(db)], check=True, capture_output=True
    )
    shown = subprocess.Popen(
        [sys.executable, "-m", "tourney", "show", str(db)],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert shown.stdout is not None and shown.stderr is not None
    shown.stdout.close()  # the reader is gone before the first line is written
    err = shown.stderr.read().decode()
    assert shown.wait(timeout=60) == 141
    assert err == ""
    assert list(tmp_path.glob("tourney-crash-*.log")) == []
