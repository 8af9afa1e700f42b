"""Shared setup for the GUI tests: everything runs on Qt's offscreen platform."""

from __future__ import annotations

import os

# Before any QApplication exists (``make test`` sets it too).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
