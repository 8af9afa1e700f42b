"""A bug while the window is open: one dialog on the window's thread says where the log is."""

from __future__ import annotations

import threading
from pathlib import Path

from PySide6.QtWidgets import QMessageBox, QWidget

from tourney.gui.crash_dialog import CrashNotice


def test_a_crash_from_another_thread_shows_one_dialog_on_the_windows_thread(
    qtbot, monkeypatch, tmp_path: Path
) -> None:
    shown: list[tuple[str, str]] = []

    def exec_(box: QMessageBox) -> int:
        assert threading.current_thread() is threading.main_thread()
        shown.append((box.windowTitle(), box.informativeText()))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    window = QWidget()
    qtbot.addWidget(window)
    notice = CrashNotice(window)
    log = tmp_path / "tourney-crash-1.log"
    thread = threading.Thread(target=lambda: notice.tell(log))
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: bool(shown))
    ((title, text),) = shown
    assert title == "Tourney met an unexpected error"
    assert str(log) in text and "Your tournament is safe" in text
