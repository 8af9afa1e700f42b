"""The Qt binding must not leak references to ``None`` (PySide6 6.12.0 did, and on Python
3.11 the process then aborts with "none_dealloc" after about 20,000 Qt calls)."""

from __future__ import annotations

import sys

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget


def test_void_qt_calls_keep_none_alive(qtbot: object) -> None:
    rect = QRect(0, 0, 10, 10)
    widget = QWidget()
    before = sys.getrefcount(None)
    for _ in range(5_000):
        rect.setWidth(5)
        widget.update()
    assert sys.getrefcount(None) - before > -100
