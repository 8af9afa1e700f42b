"""The one dialog a bug in Tourney shows: where the crash log is, and that nothing is lost.

:class:`CrashNotice` lives on the window's thread; :meth:`CrashNotice.tell` may be called from
any thread (the crash hooks run where the exception was raised) and the dialog is shown on the
window's thread through a queued signal. Several crashes in a row show one dialog at a time.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

__all__ = ["CrashNotice"]


class CrashNotice(QObject):
    """Says, in a dialog over ``window``, that a crash log was written.

    Signals:
        crashed(str): A crash log was written at this path (any thread may emit it).
    """

    crashed = Signal(str)

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._showing = False
        self.shown: list[str] = []
        self.crashed.connect(self._show)

    def tell(self, path: Path) -> None:
        """Tell the director (from any thread) that the log at ``path`` was written."""
        self.crashed.emit(str(path))

    def _show(self, path: str) -> None:
        self.shown.append(path)
        if self._showing:
            return
        self._showing = True
        from PySide6.QtWidgets import QMessageBox  # with the first crash: not at every start

        try:
            box = QMessageBox(self._window)
            box.setIcon(QMessageBox.Icon.Critical)
            box.setWindowTitle(self.tr("Tourney met an unexpected error"))
            box.setText(self.tr("Something went wrong inside Tourney."))
            box.setInformativeText(
                self.tr(
                    "Your tournament is safe: every action was stored before it was shown. "
                    "The details are in {path}; please send that file to the developers."
                ).format(path=path)
            )
            box.exec()
        finally:
            self._showing = False
