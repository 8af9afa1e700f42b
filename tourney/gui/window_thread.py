"""Work handed to the window's thread by the room's server: a staff phone's command, done here.

The window's Qt thread owns the tournament. The room's server runs in a thread of its own
and never performs a command itself: it hands the function to :meth:`WindowThread.submit`
(from its own thread), which queues it on the window's event loop and returns a
``concurrent.futures.Future``; the function runs here, between two repaints, and its result
(or its exception) goes back through the future to the request waiting on the server's loop.
A function whose request gave up waiting (the future cancelled) is not run.
"""

from __future__ import annotations

import concurrent.futures
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, Signal

__all__ = ["WindowThread"]


class WindowThread(QObject):
    """Runs functions on the thread this object was made on (the window's)."""

    _queued = Signal(object, object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queued.connect(self._run, Qt.ConnectionType.QueuedConnection)

    def submit(self, work: Callable[[], object]) -> concurrent.futures.Future[object]:
        """Queue ``work`` for the window's thread (callable from any thread)."""
        future: concurrent.futures.Future[object] = concurrent.futures.Future()
        self._queued.emit(work, future)
        return future

    def _run(self, work: Callable[[], object], future: concurrent.futures.Future[object]) -> None:
        if not future.set_running_or_notify_cancel():
            return
        try:
            future.set_result(work())
        except BaseException as error:  # handed back to the request that waits for it
            future.set_exception(error)
