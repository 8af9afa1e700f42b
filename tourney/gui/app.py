"""Start the Qt application and show the director's window."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QApplication, QLabel, QMainWindow


def create_main_window() -> QMainWindow:
    """The director's main window (a plain window until the GUI is built)."""
    window = QMainWindow()
    window.setWindowTitle("Tourney")
    label = QLabel(window.tr("Tourney — tournament director"))
    window.setCentralWidget(label)
    window.resize(1024, 640)
    return window


def run_gui(argv: list[str]) -> int:
    """Run the GUI event loop until the last window closes; returns the exit status."""
    app = QApplication.instance() or QApplication([sys.argv[0], *argv])
    window = create_main_window()
    window.show()
    return int(app.exec())
