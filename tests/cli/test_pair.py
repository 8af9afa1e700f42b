"""``tourney pair``: a pairing code on the first line, that pairs once; bad input exits 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.refusal_line import refusal
from tourney.cli.main import main
from tourney.core.service import TournamentService
from tourney.core.staff import PAIRING_SECONDS, PairingCodeError, Staff, read_code
from tourney.persistence.library import Library

HOLDER = Path(__file__).resolve().parents[1] / "persistence" / "lock_holder.py"


@pytest.fixture
def library(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    assert main(["demo", str(path)]) == 0
    return path


def _pair(capsys, *argv: str) -> list[str]:
    assert main(["pair", *argv]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    return captured.out.splitlines()


def test_the_first_line_is_a_code_that_pairs_one_phone(library: Path, capsys) -> None:
    lines = _pair(capsys, str(library), "--role", "floor", "--device", "Table 2")
    code = lines[0]
    assert " " not in code and 30 <= len(code) <= 80
    assert lines[1].startswith("pairs one floor phone 'Table 2', until ")
    assert lines[2].startswith("open on the phone: http://") and lines[2].endswith(f"#pair={code}")
    service = TournamentService.open(library)
    try:
        staff = Staff(service)
        device = staff.pair(code, "ignored").device
        assert (device.name, device.role) == ("Table 2", "floor")
        with pytest.raises(PairingCodeError, match="used already"):
            staff.pair(code, "again")
    finally:
        service.close()


def test_json_and_a_tournament(library: Path, capsys) -> None:
    (line,) = _pair(capsys, str(library), "1", "--role", "director", "--json", "--port", "9000")
    body = json.loads(line)
    assert body["role"] == "director" and body["tournament"] == 1 and body["device"] == ""
    assert all(":9000/staff#pair=" in url for url in body["urls"])
    with Library.open(library, read_only=True) as opened:
        key = opened.devices.pairing_key()
    read = read_code(key, body["code"], now=body["expires_at"] - PAIRING_SECONDS)
    assert read.tournament_id == 1 and read.expires_at == body["expires_at"]


def test_it_pairs_while_another_process_holds_the_library(library: Path) -> None:
    holder = subprocess.Popen(
        [sys.executable, str(HOLDER), str(library)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        done = subprocess.run(
            [sys.executable, "-m", "tourney", "pair", str(library), "--role", "desk"],
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert len(done.stdout.splitlines()[0]) >= 30
    finally:
        assert holder.stdin is not None
        holder.stdin.close()
        holder.wait(timeout=10)


@pytest.mark.parametrize(
    ("argv", "code"),
    [
        (["--role", "dealer"], "usage.bad-arguments"),
        ([], "usage.bad-arguments"),
        (["--role", "floor", "--device", "x" * 41], "staff.refused"),
        (["--role", "floor", "--device", "   "], "staff.refused"),
        (["99", "--role", "floor"], "storage.unknown-record"),
        (["--role", "floor", "--port", "80"], "usage.bad-arguments"),
    ],
)
def test_bad_input_exits_2_with_one_line(library: Path, capsys, argv, code) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["pair", str(library), *argv])
    assert stopped.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert refusal(captured.err, "pair")[0] == code


def test_no_library_exits_2(tmp_path: Path, capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        main(["pair", str(tmp_path / "none.sqlite"), "--role", "floor"])
    assert stopped.value.code == 2
    assert refusal(capsys.readouterr().err, "pair")[0] == "storage.not-found"
    assert not (tmp_path / "none.sqlite").exists()


def test_the_lines_under_the_code_follow_lang(library: Path, capsys) -> None:
    lines = _pair(capsys, str(library), "--role", "desk", "--device", "Ușa", "--lang", "ro")
    assert lines[1].startswith("asociază un telefon (casierie) „Ușa”, până la ")
    assert lines[1].endswith("(două minute)")
    assert lines[2].startswith("deschideți pe telefon: http://")
