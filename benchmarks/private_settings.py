"""A benchmark's own folder, with Qt's settings kept in it: the user's settings stay untouched."""

from __future__ import annotations

import os
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


@contextmanager
def private_settings() -> Iterator[Path]:
    """A temporary folder for the run; Qt (offscreen) keeps its settings there."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as folder:
        from PySide6.QtCore import QSettings

        QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, folder)
        QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, folder)
        yield Path(folder)
