"""Damage SQLite does not see: bytes flipped in an event's text, found by every open.

The issue: an event whose data was not valid UTF-8 made ``tourney check`` crash with a
traceback; writers opened libraries with flipped bytes and wrote on; the read-only check did
not evaluate ``CHECK`` constraints, so ``show``, ``report`` and ``export`` went ahead where
writers refused. Here bytes are changed in the file itself, as a failing disk would.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence.errors import CorruptDatabaseError
from tourney.persistence.integrity import check_database
from tourney.persistence.library import Library
from tourney.persistence.storage_checks import check_constraints

from .faults import files, make_library


def _flip(path: Path, old: bytes, new: bytes, *, occurrence: int = 0) -> None:
    """Replace the ``occurrence``-th ``old`` in the file by ``new`` (same length)."""
    assert len(old) == len(new)
    data = bytearray(path.read_bytes())
    index = -1
    for _ in range(occurrence + 1):
        index = data.index(old, index + 1)
    data[index : index + len(old)] = new
    path.write_bytes(bytes(data))


@pytest.fixture
def library_path(tmp_path: Path) -> Path:
    return make_library(tmp_path / "library.sqlite", demos=1)


DAMAGE = {
    "invalid UTF-8 in an event's data": (b'"busted":', b'"bust\xffd":'),
    "data that is not JSON": (b'"busted":[{', b'"busted"[[{'),
    "invalid UTF-8 in a name": (b"Ion Dumitru", b"Ion Dum\xc3tru"),
}


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_check_names_the_damage_without_a_traceback(
    library_path: Path, damage: tuple[bytes, bytes], capsys: pytest.CaptureFixture[str]
) -> None:
    _flip(library_path, *damage)
    assert main(["check", str(library_path)]) == 1
    out = capsys.readouterr().out
    assert "Traceback" not in out
    problems = [line for line in out.splitlines() if line.startswith("problem: ")]
    assert problems, out
    assert any(
        word in problems[0]
        for word in ("is not UTF-8 text", "breaks the rule CHECK (json_valid(data))")
    ), problems


def test_an_event_that_is_not_utf8_is_named_by_tournament_and_number(library_path: Path) -> None:
    _flip(library_path, *DAMAGE["invalid UTF-8 in an event's data"])
    problems = [str(problem) for problem in check_database(library_path).problems]
    assert len(problems) == 1
    assert problems[0].startswith("tournament 1, event ")
    assert "its data is not UTF-8 text (byte 0xff at position" in problems[0]


@pytest.mark.parametrize("damage", DAMAGE.values(), ids=DAMAGE.keys())
def test_writers_and_readers_refuse_what_check_fails(
    library_path: Path,
    damage: tuple[bytes, bytes],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _flip(library_path, *damage)
    first_problem = str(check_database(library_path).problems[0])
    before = files(tmp_path)
    with pytest.raises(CorruptDatabaseError, match="is damaged"):
        Library.open(library_path)
    with pytest.raises(CorruptDatabaseError, match="is damaged"):
        Library.open(library_path, read_only=True)
    for argv in (
        ["demo", str(library_path)],
        ["show", str(library_path)],
        ["export", str(library_path)],
        ["report", "results", str(library_path), "-o", str(tmp_path / "results.pdf")],
        ["backup", str(library_path), str(tmp_path / "copy.sqlite")],
    ):
        with pytest.raises(SystemExit) as stopped:
            main(argv)
        assert stopped.value.code == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and first_problem in err, (argv, err)
    assert files(tmp_path) == before  # nothing written, not even beside the library


def test_every_check_constraint_of_the_schema_is_read_from_it() -> None:
    sql = """CREATE TABLE events (
        seq INTEGER NOT NULL CHECK (seq >= 1),
        kind TEXT NOT NULL CHECK (kind <> ''),
        data TEXT NOT NULL CHECK (json_valid(data)),
        note TEXT CHECK (note <> 'CHECK (x)'),
        CHECK(length(kind) < 100)
    )"""
    assert check_constraints(sql) == [
        "seq >= 1",
        "kind <> ''",
        "json_valid(data)",
        "note <> 'CHECK (x)'",
        "length(kind) < 100",
    ]
