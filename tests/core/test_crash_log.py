"""A bug writes a crash log beside the library and says where; a refusal is not a bug."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

from tourney import __version__
from tourney.core.crash_log import FAULTS, CrashLog, install


def _raise() -> None:
    raise KeyError("entry 27")  # a programming error, not a refusal


def test_a_crash_log_says_the_version_the_platform_the_moment_and_the_traceback(
    tmp_path: Path,
) -> None:
    log = CrashLog(tmp_path, context=lambda: {"tournament": "3 (Friday)", "last event": "61"})
    try:
        _raise()
    except KeyError as error:
        path = log.write(error)
    text = path.read_text(encoding="utf-8")
    assert path.parent == tmp_path and path.name.startswith("tourney-crash-")
    assert f"Tourney {__version__} crashed at" in text and "platform: " in text
    assert "tournament: 3 (Friday)" in text and "last event: 61" in text
    assert "KeyError: 'entry 27'" in text and "_raise" in text


def test_a_context_that_fails_still_gives_a_log(tmp_path: Path) -> None:
    def broken() -> dict[str, object]:
        raise RuntimeError("library closed")

    path = CrashLog(tmp_path, context=broken).write(ValueError("x"))
    assert "the context could not be read" in path.read_text(encoding="utf-8")


def test_uncaught_exceptions_of_any_thread_are_logged_and_told(tmp_path: Path) -> None:
    told: list[Path] = []
    before = sys.excepthook, threading.excepthook
    uninstall = install(CrashLog(tmp_path, context=dict), told.append)
    try:
        try:
            _raise()
        except KeyError:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        thread = threading.Thread(target=_raise, name="room server")
        thread.start()
        thread.join()
        assert (tmp_path / FAULTS).exists()  # faulthandler writes hard crashes there
    finally:
        uninstall()
    assert len(told) == 2 and all(p.exists() for p in told)
    assert "thread: room server" in told[1].read_text(encoding="utf-8")
    assert (sys.excepthook, threading.excepthook) == before  # put back


def test_an_unwritable_folder_falls_back_to_home(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(Path, "home", lambda: tmp_path)
    path = CrashLog(tmp_path / "missing" / "folder", context=dict).write(ValueError("x"))
    assert path.parent == tmp_path
