"""When Tourney itself goes wrong: a crash log beside the library, and one sentence to the user.

A refusal (a rule, a damaged file) is said to the director and nothing is logged. A bug is
different: :func:`install` puts a hook on every uncaught exception (of the main thread and of
any other) that writes a crash log beside the library — Tourney's version, the platform, the
library, the open tournament and its last event, and the traceback — and then tells the user
in one sentence where it is (a dialog in the window, one line on the command line). Python's
``faulthandler`` writes the stacks of a hard crash (a segmentation fault in Qt) to
``tourney-faults.log`` in the same folder. The tournament itself is safe either way: every
action is on disk before any screen shows it.

>>> import tempfile, pathlib
>>> folder = pathlib.Path(tempfile.mkdtemp())
>>> log = CrashLog(folder, context=lambda: {"tournament": "Friday"})
>>> try:
...     1 / 0
... except ZeroDivisionError as error:
...     path = log.write(error)
>>> "ZeroDivisionError" in path.read_text() and "tournament: Friday" in path.read_text()
True
"""

from __future__ import annotations

import faulthandler
import sys
import threading
from collections.abc import Callable, Mapping
from pathlib import Path
from types import TracebackType
from typing import IO

from tourney import __version__

__all__ = ["FAULTS", "CrashLog", "install"]

FAULTS = "tourney-faults.log"
"""Where ``faulthandler`` writes the stacks of a hard crash, beside the library."""

Context = Callable[[], Mapping[str, object]]
"""What the log says of the moment: the library, the tournament, its last event."""

Tell = Callable[[Path], None]
"""Tells the user where the crash log is (a dialog, a line on stderr)."""


class CrashLog:
    """Writes crash logs into ``folder`` (the library's).

    Args:
        folder: Where the logs go; the user's home when it cannot be written.
        context: Gives what the log says of the moment; it must never raise (a failure is
            written as such).
    """

    def __init__(self, folder: Path, *, context: Context) -> None:
        self.folder = folder
        self._context = context

    def write(self, error: BaseException) -> Path:
        """Write the log of ``error``; returns its path."""
        import datetime as dt  # only when something went wrong
        import platform
        import traceback

        moment = dt.datetime.now().astimezone()
        lines = [
            f"Tourney {__version__} crashed at {moment.isoformat(timespec='seconds')}",
            f"platform: {platform.platform()}, Python {platform.python_version()}",
            f"thread: {threading.current_thread().name}",
        ]
        try:
            lines += [f"{key}: {value}" for key, value in self._context().items()]
        except Exception as problem:
            lines.append(f"(the context could not be read: {problem!r})")
        lines.append("")
        lines += traceback.format_exception(type(error), error, error.__traceback__)
        text = "\n".join(line.rstrip("\n") for line in lines) + "\n"
        name = f"tourney-crash-{moment:%Y%m%d-%H%M%S}.log"
        for folder in (self.folder, Path.home()):
            path = folder / name
            try:
                with path.open("a", encoding="utf-8") as out:
                    out.write(text)
            except OSError:
                continue
            return path
        sys.stderr.write(text)
        return Path("<stderr>")


def install(log: CrashLog, tell: Tell) -> Callable[[], None]:
    """Hook ``log`` on every uncaught exception and ``faulthandler`` on hard crashes.

    Returns a function that puts the previous hooks back (for tests and for the end).
    """
    before, before_thread = sys.excepthook, threading.excepthook
    faults: IO[str] | None = None
    try:
        faults = (log.folder / FAULTS).open("a", encoding="utf-8")
        faulthandler.enable(file=faults, all_threads=True)
    except OSError:
        faults = None

    def hook(kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            before(kind, error, trace)
            return
        tell(log.write(error.with_traceback(trace)))

    def thread_hook(args: threading.ExceptHookArgs) -> None:
        if args.exc_value is None or isinstance(args.exc_value, SystemExit):
            return
        tell(log.write(args.exc_value))

    sys.excepthook = hook
    threading.excepthook = thread_hook

    def uninstall() -> None:
        sys.excepthook, threading.excepthook = before, before_thread
        if faults is not None:
            faulthandler.disable()
            faults.close()

    return uninstall
