"""CPU used by the clock display while it runs: a full-HD window, a running clock, 10 s.

The display sleeps until its digits flip, so it should use well under 2% of one core.
Runs on Qt's offscreen platform (set before the application exists).
"""

from __future__ import annotations

import os
import time
from collections.abc import Iterable

SECONDS = 10
TARGET_PERCENT = 2.0


def run() -> Iterable[str]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tourney.domain.levels.clock import ClockState
    from tourney.domain.levels.structure import AnteKind, Break, Level, Structure
    from tourney.gui.display.display_window import DisplayWindow
    from tourney.gui.display.snapshot import DisplaySnapshot, PayoutRow

    app = QApplication.instance() or QApplication([])
    structure = Structure(
        (
            Level(100, 200, 1200, ante=200, ante_kind=AnteKind.BIG_BLIND),
            Break(600, colour_up=(25,)),
            Level(200, 400, 1200, ante=400, ante_kind=AnteKind.BIG_BLIND),
        )
    )
    now = time.time()
    state = ClockState.new(structure).start(now).state
    snapshot = DisplaySnapshot(
        reading=state.reading,
        tournament_name="Benchmark Deepstack",
        players_left=45,
        entries=120,
        average_stack=26_667,
        chips_in_play=3_200_000,
        prize_pool="€ 12,000",
        payouts=tuple(PayoutRow(str(place), f"€ {2000 - place * 100:,}") for place in range(1, 13)),
        messages=("Table 4 is broken", "Anna moves to table 1 seat 4"),
    )
    window = DisplayWindow(snapshot)
    window.resize(1920, 1080)
    window.show()
    app.processEvents()
    start = time.process_time()
    QTimer.singleShot(SECONDS * 1000, app.quit)
    app.exec()
    used = time.process_time() - start
    window.close()
    percent = used / SECONDS * 100
    yield (
        f"display_cpu: {percent:.2f}% of one core over {SECONDS} s (target < {TARGET_PERCENT:g}%)"
    )
