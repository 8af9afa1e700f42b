"""Compiled record code is kept between runs like a .pyc, and a bad file costs only a compile."""

from __future__ import annotations

import builtins
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.engine import code_cache
from tourney.engine.code_cache import CodeCache

SOURCE = "def f(x):\n    return x + 1\n"


@pytest.fixture
def compiles(monkeypatch) -> list[str]:
    """The filenames compiled from now on."""
    seen: list[str] = []
    real = builtins.compile

    def counting(source, filename, *args, **kwargs):
        seen.append(str(filename))
        return real(source, filename, *args, **kwargs)

    monkeypatch.setattr(builtins, "compile", counting)
    return seen


def _run(code) -> int:
    names: dict[str, object] = {}
    exec(code, names)
    return names["f"](1)  # type: ignore[operator]


def test_code_compiled_once_is_read_back_by_the_next_run(tmp_path, compiles, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "cache" / "code.marshal"
    first = CodeCache(path)
    assert _run(first.compiled(SOURCE, "<f>")) == 2
    assert first.save() and path.is_file()
    assert not first.save()  # nothing new since
    compiles.clear()
    second = CodeCache(path)
    assert _run(second.compiled(SOURCE, "<f>")) == 2
    assert compiles == []
    assert _run(second.compiled(SOURCE.replace("1", "2"), "<f>")) == 3  # new source: compiled
    assert compiles == ["<f>"]


@pytest.mark.parametrize(
    "damage",
    [b"", b"not a cache", None],  # None: the right header, then garbage
)
def test_a_damaged_or_foreign_file_is_ignored_and_replaced(tmp_path, monkeypatch, damage) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    path = tmp_path / "code.marshal"
    path.write_bytes(code_cache._header() + b"\x00garbage" if damage is None else damage)
    cache = CodeCache(path)
    assert _run(cache.compiled(SOURCE, "<f>")) == 2
    assert cache.save()
    assert _run(CodeCache(path).compiled(SOURCE, "<f>")) == 2


def test_nothing_is_written_where_python_writes_no_bytecode(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", True)
    cache = CodeCache(tmp_path / "code.marshal")
    cache.compiled(SOURCE, "<f>")
    assert not cache.save()
    assert not (tmp_path / "code.marshal").exists()


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes anywhere")
def test_a_folder_that_cannot_be_written_is_no_error(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    locked = tmp_path / "locked"
    locked.mkdir()
    locked.chmod(0o500)
    try:
        cache = CodeCache(locked / "code.marshal")
        cache.compiled(SOURCE, "<f>")
        assert not cache.save()
    finally:
        locked.chmod(0o700)


def test_a_file_in_place_of_the_folder_is_no_error(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(sys, "dont_write_bytecode", False)
    (tmp_path / "blocked").write_text("a file, not a folder")
    cache = CodeCache(tmp_path / "blocked" / "code.marshal")
    cache.compiled(SOURCE, "<f>")
    assert not cache.save()


def test_the_second_start_compiles_no_record_code(tmp_path) -> None:
    """The program's cache lives where Python keeps the bytecode (here a prefix)."""
    env = {**os.environ, "PYTHONPYCACHEPREFIX": str(tmp_path / "pycache")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    probe = (
        "import builtins, sys\n"
        "real = builtins.compile\n"
        "seen = []\n"
        "def counting(source, filename, *a, **k):\n"
        "    seen.append(str(filename))\n"
        "    return real(source, filename, *a, **k)\n"
        "builtins.compile = counting\n"
        "from tourney.domain.demo import demo_setup\n"
        "demo_setup()\n"
        "print(sum(name.startswith('<record') for name in seen))\n"
    )

    def record_compiles() -> int:
        done = subprocess.run(
            [sys.executable, "-c", probe], env=env, capture_output=True, text=True, check=True
        )
        return int(done.stdout.split()[-1])

    assert record_compiles() > 5
    assert record_compiles() == 0
    found = list(Path(tmp_path / "pycache").rglob("code-cache.*.marshal"))
    assert len(found) == 1
