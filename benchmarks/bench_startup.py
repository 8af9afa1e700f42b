"""Cold start: ``tourney`` to a usable director's window on the demo, beside a bare window.

All are started as fresh processes on Qt's offscreen platform, in the same run: a bare
PySide6 ``QMainWindow`` that shows itself and quits on the first turn of the event loop;
``tourney --library DEMO --exit-after-start --no-display``, which opens the library, replays
the demo tournament, builds the director's window, shows it and quits once it has painted
(the usable window the target is about); and the same with the clock display, which Tourney
opens just after the director's window has painted, with its chimes and voice. The figure is
the median wall time of several starts of each. Target: the director's window within twice
the bare window.

Python's compiled bytecode is kept in a cache of the run's own (``PYTHONPYCACHEPREFIX``), as an
installed Tourney has it: with ``PYTHONDONTWRITEBYTECODE`` set (as on some development machines)
every start would compile every module again, some 200 ms that users never pay.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

RUNS = 9

BARE = (
    "import sys\n"
    "from PySide6.QtCore import QTimer\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow()\n"
    "window.resize(1280, 800)\n"
    "window.show()\n"
    "QTimer.singleShot(0, app.quit)\n"
    "app.exec()\n"
)


def _medians_ms(commands: list[list[str]], env: dict[str, str]) -> list[float]:
    """The median wall time of each command, the runs taken in turns (one of each, again…).

    Taking turns spreads the machine's changing load evenly over the commands compared.
    """
    times: list[list[float]] = [[] for _ in commands]
    for _ in range(RUNS):
        for command, kept in zip(commands, times, strict=True):
            started = time.perf_counter()
            subprocess.run(command, env=env, check=True, capture_output=True)
            kept.append((time.perf_counter() - started) * 1000)
    return [statistics.median(kept) for kept in times]


def run() -> Iterable[str]:
    """Yield the ``startup`` line."""
    with tempfile.TemporaryDirectory() as folder:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPYCACHEPREFIX": folder}
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        library = Path(folder) / "demo.sqlite"
        subprocess.run(
            [sys.executable, "-m", "tourney", "demo", str(library)],
            env=env, check=True, capture_output=True,
        )  # fmt: skip
        start = [sys.executable, "-m", "tourney", "--library", str(library), "--exit-after-start"]
        subprocess.run(start, env=env, check=True, capture_output=True)  # fills the cache
        bare, director, both = _medians_ms(
            [[sys.executable, "-c", BARE], [*start, "--no-display"], start], env
        )
    yield (
        f"startup: tourney {director:.0f} ms to the director's window on the demo, "
        f"bare PySide6 window {bare:.0f} ms (×{director / bare:.2f}; target ≤ ×2); "
        f"{both:.0f} ms with the clock display open too (×{both / bare:.2f})"
    )
