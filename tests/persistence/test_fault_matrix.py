"""The storage fault matrix: whatever state a library's folder is in, Tourney leaves it untouched
or better — never worse.

Each *fault* puts a library's folder into a state a real director can meet: the file cut
short, bytes flipped (in the header, in the pages, in the text of events and names), a
write-ahead log of its own (a killed writer), of another library, or stale under an older
copy, another program's database, a newer Tourney's, a link (symbolic, hard, dangling), a
read-only folder, a full disk. Each *operation* is a real command: writers (``demo``,
``players import``) and readers (``show``, ``check``, ``backup``, ``export``).

After every operation the folder must be either

* **untouched**: every file byte for byte as it was (lock files aside), and no new file
  beside the library; readers must always leave it so; or
* **better**: the command succeeded, the library now passes ``tourney check``, and everything
  a reader could read before (every tournament, event and player) is still there.
"""

from __future__ import annotations

import os
import resource
import shutil
import signal
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.persistence.errors import PersistenceError
from tourney.persistence.integrity import check_database
from tourney.persistence.library import Library

from .faults import companion, killed_writer, make_library, read_only_folder

Fault = Callable[[Path, Path], Path]  # (the case's folder, the templates) -> the library path
LIBRARY = "library.sqlite"


# -- templates, made once ------------------------------------------------------------------------


@pytest.fixture(scope="module")
def templates(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Folders to copy from: a sound library, one after a crash, another library's crash."""
    root = tmp_path_factory.mktemp("templates")
    for name in ("sound", "crashed", "other", "older"):
        (root / name).mkdir()
    make_library(root / "sound" / LIBRARY, demos=2, start=1_700_000_000.0)
    make_library(root / "crashed" / LIBRARY, demos=2, start=1_700_000_000.0)
    shutil.copyfile(root / "crashed" / LIBRARY, root / "older" / LIBRARY)
    killed_writer(root / "crashed" / LIBRARY, demos=1)
    make_library(root / "other" / LIBRARY, demos=1, start=1_800_000_000.0)
    killed_writer(root / "other" / LIBRARY, demos=2)
    return root


def _copy(template: Path, folder: Path) -> Path:
    for item in template.iterdir():
        if not item.name.endswith(".lock"):
            shutil.copyfile(item, folder / item.name)
    return folder / LIBRARY


def _sound(folder: Path, templates: Path) -> Path:
    return _copy(templates / "sound", folder)


def _truncated(size: int) -> Fault:
    def fault(folder: Path, templates: Path) -> Path:
        path = _sound(folder, templates)
        data = path.read_bytes()
        path.write_bytes(data[: size if size >= 0 else len(data) + size])
        return path

    return fault


def _flipped(offset: int) -> Fault:
    def fault(folder: Path, templates: Path) -> Path:
        path = _sound(folder, templates)
        data = bytearray(path.read_bytes())
        data[offset % len(data)] ^= 0xFF
        path.write_bytes(bytes(data))
        return path

    return fault


def _text_flipped(text: bytes, new: bytes) -> Fault:
    def fault(folder: Path, templates: Path) -> Path:
        path = _sound(folder, templates)
        data = path.read_bytes()
        path.write_bytes(data.replace(text, new, 1))
        return path

    return fault


def _own_wal(folder: Path, templates: Path) -> Path:
    return _copy(templates / "crashed", folder)


def _own_wal_cut(folder: Path, templates: Path) -> Path:
    path = _copy(templates / "crashed", folder)
    wal = companion(path, "-wal")
    wal.write_bytes(wal.read_bytes()[: wal.stat().st_size // 2 + 100])
    return path


def _foreign_wal(folder: Path, templates: Path) -> Path:
    path = _sound(folder, templates)
    for suffix in ("-wal", "-shm"):
        shutil.copyfile(companion(templates / "other" / LIBRARY, suffix), companion(path, suffix))
    return path


def _foreign_wal_alone(folder: Path, templates: Path) -> Path:
    path = _foreign_wal(folder, templates)
    companion(path, "-shm").unlink()
    return path


def _stale_wal(folder: Path, templates: Path) -> Path:
    path = _copy(templates / "crashed", folder)
    shutil.copyfile(templates / "older" / LIBRARY, path)  # a backup copied over after a crash
    return path


def _foreign_database(*, wal: bool) -> Fault:
    def fault(folder: Path, templates: Path) -> Path:
        path = folder / LIBRARY
        conn = sqlite3.connect(path)
        if wal:
            conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("CREATE TABLE accounts (id INTEGER PRIMARY KEY, owner TEXT)")
        conn.execute("INSERT INTO accounts (owner) VALUES ('somebody else')")
        conn.commit()
        conn.close()
        return path

    return fault


def _newer(folder: Path, templates: Path) -> Path:
    path = _sound(folder, templates)
    conn = sqlite3.connect(path)
    conn.execute(
        "INSERT INTO _sqlite_migrations (migration_set, name, applied_at) "
        "VALUES ('tourney', '0099_from_the_future', '2031-01-01')"
    )
    conn.commit()
    conn.close()
    return path


def _symlink(folder: Path, templates: Path) -> Path:
    (folder / "real").mkdir()
    target = _copy(templates / "sound", folder / "real")
    link = folder / "link.sqlite"
    link.symlink_to(target)
    return link


def _hardlink(folder: Path, templates: Path) -> Path:
    (folder / "real").mkdir()
    target = _copy(templates / "sound", folder / "real")
    link = folder / "second-name.sqlite"
    os.link(target, link)
    return link


def _dangling(folder: Path, templates: Path) -> Path:
    link = folder / "link.sqlite"
    link.symlink_to(folder / "not-there-yet.sqlite")
    return link


FAULTS: dict[str, Fault] = {
    "sound": _sound,
    "empty file": _truncated(0),
    "cut in the header": _truncated(60),
    "cut after the header": _truncated(100),
    "cut after one page": _truncated(4096),
    "cut in the middle": _truncated(20_000),
    "last byte missing": _truncated(-1),
    **{f"byte {n} flipped": _flipped(n) for n in (16, 18, 19, 28, 44, 56, 68, 69, 96)},
    **{f"page byte {n} flipped": _flipped(n) for n in (4096, 8192, 12_288 + 7, 20_480 + 1)},
    **{f"byte {n} flipped": _flipped(n) for n in (5_000, 9_999, 15_555, 23_456, 31_000, 44_444)},
    "event data not UTF-8": _text_flipped(b'"busted":', b'"bust\xffd":'),
    "event data not JSON": _text_flipped(b'"busted":[{', b'"busted"[[{'),
    "a name not UTF-8": _text_flipped(b"Ion Dumitru", b"Ion Dum\xc3tru"),
    "a seq changed": _text_flipped(b"Register Ann", b"Register Anm"),
    "own WAL of a killed writer": _own_wal,
    "own WAL cut short": _own_wal_cut,
    "another library's WAL": _foreign_wal,
    "another library's WAL, no index": _foreign_wal_alone,
    "stale WAL under an older copy": _stale_wal,
    "another program's database": _foreign_database(wal=False),
    "another program's WAL database": _foreign_database(wal=True),
    "a newer Tourney's library": _newer,
    "symbolic link": _symlink,
    "hard link": _hardlink,
    "dangling symbolic link": _dangling,
}


# -- operations ----------------------------------------------------------------------------------


def _main(argv: list[str]) -> int:
    try:
        return main(argv)
    except SystemExit as stop:
        return int(stop.code or 0)


def _demo(db: Path, out: Path) -> int:
    return _main(["demo", str(db)])


def _players_import(db: Path, out: Path) -> int:
    csv = out / "players.csv"
    csv.write_text("name,email\nAna Pop,ana@example.org\nIon Dumitru,\n", encoding="utf-8")
    return _main(["players", "import", str(db), str(csv)])


def _show(db: Path, out: Path) -> int:
    return _main(["show", "--json", str(db)])


def _check(db: Path, out: Path) -> int:
    return _main(["check", str(db)])


def _backup(db: Path, out: Path) -> int:
    return _main(["backup", str(db), str(out / "copy.sqlite")])


def _export(db: Path, out: Path) -> int:
    return _main(["export", str(db), "-o", str(out / "t.json")])


WRITERS = {"demo": _demo, "players import": _players_import}
READERS = {"show": _show, "check": _check, "backup": _backup, "export": _export}
OPERATIONS = {**WRITERS, **READERS}


# -- the judgement -------------------------------------------------------------------------------


def _state(folder: Path) -> dict[str, bytes | str]:
    """Every file under ``folder`` (links as their targets), lock files aside."""
    state: dict[str, bytes | str] = {}
    for path in sorted(folder.rglob("*")):
        name = str(path.relative_to(folder))
        if path.is_symlink():
            state[name] = f"-> {os.readlink(path)}"
        elif path.is_file() and not path.name.endswith(".lock"):
            state[name] = path.read_bytes()
    return state


def _content(db: Path) -> set[tuple[object, ...]] | None:
    """What a reader can read of ``db`` (every tournament, event, player), or ``None``."""
    try:
        with Library.open(db, read_only=True) as library:
            conn = library.conn
            rows: set[tuple[object, ...]] = set()
            rows.update(("t", *r) for r in conn.execute("SELECT id, created_at FROM tournaments"))
            rows.update(
                ("e", *r) for r in conn.execute("SELECT tournament_id, seq, kind, data FROM events")
            )
            rows.update(("p", *r) for r in conn.execute("SELECT id, name FROM players"))
            return rows
    except PersistenceError:
        return None


def _judge(
    folder: Path,
    db: Path,
    before: dict[str, bytes | str],
    readable: object,
    status: int,
    *,
    reader: bool,
) -> str:
    after = _state(folder)
    if after == before:
        return "untouched"
    assert not reader, f"a reader changed the folder: {sorted(set(after) ^ set(before))}"
    assert status == 0, "a refused writer changed the folder"
    report = check_database(db)
    assert report.ok, report.problems
    now = _content(db)
    assert now is not None
    if readable is not None:
        assert readable <= now, "something readable before is gone"
    return "better"


@pytest.mark.parametrize("operation", OPERATIONS, ids=str)
@pytest.mark.parametrize("fault", FAULTS, ids=str)
def test_untouched_or_better(
    fault: str, operation: str, templates: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, out = tmp_path / "folder", tmp_path / "out"
    folder.mkdir()
    out.mkdir()
    db = FAULTS[fault](folder, templates)
    probe = tmp_path / "probe"
    shutil.copytree(folder, probe, symlinks=True)
    readable = _content(probe / db.name) if not db.is_symlink() else _content(db)
    before = _state(folder)
    status = OPERATIONS[operation](db, out)
    err = capsys.readouterr().err
    assert status in (0, 1, 2) and "Traceback" not in err
    assert status != 2 or err.count("\n") == 1, err
    _judge(folder, db, before, readable, status, reader=operation in READERS)


@pytest.mark.parametrize("operation", OPERATIONS, ids=str)
@pytest.mark.parametrize("fault", ["sound", "own WAL of a killed writer"], ids=str)
def test_a_read_only_folder_is_untouched_and_readers_work(
    fault: str, operation: str, templates: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, out = tmp_path / "folder", tmp_path / "out"
    folder.mkdir()
    out.mkdir()
    db = FAULTS[fault](folder, templates)
    before = _state(folder)
    with read_only_folder(folder):
        status = OPERATIONS[operation](db, out)
    err = capsys.readouterr().err
    assert _state(folder) == before
    if operation in READERS:
        assert status == 0, err
    else:
        assert status == 2 and err.count("\n") == 1 and "Traceback" not in err, err


def _full_disk(limit: int) -> None:
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


@pytest.mark.parametrize("limit", [0, 8_192, 40_000, 70_000, 90_000])
@pytest.mark.parametrize("fault", ["sound", "own WAL of a killed writer", "empty file"], ids=str)
def test_a_full_disk_leaves_the_library_untouched_or_better(
    fault: str, limit: int, templates: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "folder"
    folder.mkdir()
    db = FAULTS[fault](folder, templates)
    readable = _content(db) if fault != "own WAL of a killed writer" else None
    before = _state(folder)
    run = subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(db)],
        capture_output=True,
        text=True,
        check=False,
        preexec_fn=lambda: _full_disk(limit),
        env={**os.environ, "PYTHONDONTWRITEBYTECODE": "1"},
    )
    assert run.returncode in (0, 2) and "Traceback" not in run.stderr, run.stderr
    assert run.returncode == 0 or run.stderr.count("\n") == 1, run.stderr
    after = _state(folder)
    if after != before:
        assert check_database(db).ok
        if readable is not None:
            assert readable <= (_content(db) or set())
