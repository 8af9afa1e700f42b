"""Cold start: ``tourney`` to a usable director's window on the demo, beside a bare window.

All are started as fresh processes on Qt's offscreen platform, in the same run, taking turns:
a bare PySide6 ``QMainWindow`` of the same size; ``tourney --library DEMO --exit-after-start
--no-display``, which opens the library, replays the demo tournament, builds the director's
window and shows it; and the same with the clock display, which Tourney opens just after the
director's window has painted, with its chimes and voice.

Each process says when its window has painted (``started … EPOCH``: Tourney with ``started
director`` / ``started display``, see ``--exit-after-start``): both say it in the same way, from
an event filter that sees the window's first paint event and a zero-delay timer that runs once
that paint is done (the window and what is in it are drawn, not just about to be). The
figure is that moment minus the moment the process was launched — the time until the window
is on screen and usable, the same measure for both sides. The time to the process's exit
(which also counts tearing everything down) is shown after it. Times are medians of several
starts; the ratio is the median of each turn's own ratio (the starts of one turn share the
machine's load of that moment). Target: the director's window within 2.5 times the bare window.

The wall-clock ratio moves by ±0.1 from one run to the next on a shared 2-core host, more
than most changes to the start move it. A second line counts the instructions each start
executes until it exits (Valgrind's ``cachegrind``, with a fixed hash seed): the same count
on every run, so a change's effect shows even when it is a few milliseconds. It is skipped
where ``valgrind`` is not installed (``sudo apt-get install valgrind``); the target is the
wall-clock one.

Python's compiled bytecode is kept in a cache of the run's own (``PYTHONPYCACHEPREFIX``), as an
installed Tourney has it: with ``PYTHONDONTWRITEBYTECODE`` set (as on some development machines)
every start would compile every module again, some 200 ms that users never pay.
"""

from __future__ import annotations

import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterable
from pathlib import Path

RUNS = 15

BARE = (
    "import sys, time\n"
    "from PySide6.QtCore import QEvent, QObject, QTimer\n"
    "from PySide6.QtWidgets import QApplication, QMainWindow\n"
    "def say_painted():\n"
    "    print(f'started bare {time.time():.6f}', flush=True)\n"
    "    app.quit()\n"
    "class Painted(QObject):\n"
    "    def eventFilter(self, watched, event):\n"
    "        if event.type() == QEvent.Type.Paint and not self.property('done'):\n"
    "            self.setProperty('done', True)\n"
    "            QTimer.singleShot(0, say_painted)  # once painted: as Tourney's window says it\n"
    "        return False\n"
    "app = QApplication(sys.argv)\n"
    "window = QMainWindow()\n"
    "window.resize(1280, 800)\n"
    "painted = Painted()\n"
    "window.installEventFilter(painted)\n"
    "window.show()\n"
    "app.exec()\n"
)


def _run(command: list[str], env: dict[str, str], what: str) -> tuple[float, float]:
    """Milliseconds from launch to the ``started WHAT`` line, and to the process's exit."""
    launched = time.time()
    started = time.perf_counter()
    done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    exited = (time.perf_counter() - started) * 1000
    for line in done.stdout.splitlines():
        word, _, rest = line.partition(" ")
        name, _, epoch = rest.partition(" ")
        if word == "started" and name == what:
            return (float(epoch) - launched) * 1000, exited
    raise RuntimeError(f"{command[-1]!r} did not say 'started {what}': {done.stdout!r}")


def _instructions(command: list[str], env: dict[str, str]) -> int:
    """The instructions ``command`` executes until it exits, counted by Valgrind."""
    done = subprocess.run(
        ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
         *command],
        env={**env, "PYTHONHASHSEED": "0"}, check=True, capture_output=True, text=True,
    )  # fmt: skip
    found = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    if found is None:
        raise RuntimeError(f"valgrind gave no instruction count: {done.stderr[-500:]!r}")
    return int(found.group(1).replace(",", ""))


def _instruction_line(bare: list[str], director: list[str], env: dict[str, str]) -> str:
    if shutil.which("valgrind") is None:
        return "startup instructions: skipped (valgrind is not installed)"
    ours, theirs = _instructions(director, env), _instructions(bare, env)
    return (
        f"startup instructions: tourney {ours / 1e6:,.0f} M to the director's window and exit, "
        f"bare PySide6 window {theirs / 1e6:,.0f} M (×{ours / theirs:.2f}, the same on every run)"
    )


def run() -> Iterable[str]:
    """Yield the ``startup`` line and the ``startup instructions`` line."""
    with tempfile.TemporaryDirectory() as folder:
        env = {
            **os.environ,
            "QT_QPA_PLATFORM": "offscreen",
            "PYTHONPYCACHEPREFIX": folder,
            # Qt's settings of its own: a first start, whatever tab the user's window was left on
            "XDG_CONFIG_HOME": str(Path(folder) / "config"),
        }
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        library = Path(folder) / "demo.sqlite"
        subprocess.run(
            [sys.executable, "-m", "tourney", "demo", str(library)],
            env=env, check=True, capture_output=True,
        )  # fmt: skip
        start = [sys.executable, "-m", "tourney", "--library", str(library), "--exit-after-start"]
        subprocess.run(start, env=env, check=True, capture_output=True)  # fills the cache
        kinds = (
            ([sys.executable, "-c", BARE], "bare"),
            ([*start, "--no-display"], "director"),
            (start, "display"),
        )
        times: list[list[tuple[float, float]]] = [[] for _ in kinds]
        for _ in range(RUNS):  # in turns, so the machine's changing load falls on all alike
            for (command, what), kept in zip(kinds, times, strict=True):
                kept.append(_run(command, env, what))
        (bare, bare_exit), (director, director_exit), (both, both_exit) = (
            (statistics.median(t for t, _ in kept), statistics.median(e for _, e in kept))
            for kept in times
        )
        # Each turn's own ratio, then their median: a turn's three starts share the machine's
        # load of that moment, which the medians of the times alone do not pair up.
        paired = statistics.median(d / b for (d, _), (b, _) in zip(times[1], times[0], strict=True))
        paired_both = statistics.median(
            d / b for (d, _), (b, _) in zip(times[2], times[0], strict=True)
        )
        counted = _instruction_line(kinds[0][0], kinds[1][0], env)
    yield (
        f"startup: tourney {director:.0f} ms to the director's window painted on the demo, "
        f"bare PySide6 window {bare:.0f} ms (×{paired:.2f}, the median of {RUNS} paired starts; "
        f"target ≤ ×2.5); {both:.0f} ms with the clock display up too (×{paired_both:.2f}); "
        f"to the process's exit {director_exit:.0f} / {bare_exit:.0f} / {both_exit:.0f} ms"
    )
    yield counted
