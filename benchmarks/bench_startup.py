"""Cold start: ``tourney`` to a usable director's window on the demo, beside a bare window.

Both are started as fresh processes on Qt's offscreen platform, in the same run: a bare
PySide6 ``QMainWindow`` that shows itself and quits on the first turn of the event loop, and
``tourney --library DEMO --exit-after-start``, which opens the library, replays the demo
tournament, builds every tab and the clock display, shows them and quits the same way. The
figure is the median wall time of several starts of each. Target: at most twice the bare window.

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

RUNS = 5

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


def _median_ms(command: list[str], env: dict[str, str]) -> float:
    times = []
    for _ in range(RUNS):
        started = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True)
        times.append((time.perf_counter() - started) * 1000)
    return statistics.median(times)


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
        bare = _median_ms([sys.executable, "-c", BARE], env)
        ours = _median_ms(start, env)
    yield (
        f"startup: tourney {ours:.0f} ms to the director's window and display on the demo, "
        f"bare PySide6 window {bare:.0f} ms (×{ours / bare:.2f}; target ≤ ×2)"
    )
