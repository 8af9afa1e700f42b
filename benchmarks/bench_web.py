"""The room on the network under load: 300 phones on the director's window, the pages' clock.

* **Latency**: the director's window (offscreen) shares the demo; VIEWERS WebSocket viewers in
  a process of their own (``web_viewers.py``, a 30-table room with every player's phone) follow
  it. For each of ACTIONS actions recorded in the window (pause, start), the time from just
  before the action to the moment the *last* viewer had the change: p50 and p99
  (goal: p99 ≤ 200 ms).
* **Cost per viewer**: this process's CPU time while the viewers connect, and its memory
  (resident set) once they are connected, divided by VIEWERS; and its CPU while they follow.
* **The window stays responsive**: a 50 ms timer on the window's thread while the viewers
  follow; how late it fired (the clock's repaint runs on the same loop), p99.
* **Offset**: a real Chromium on the browser TV, the server's clock 90 minutes ahead of the
  machine's: after synchronising, how far the page's idea of the server's time is off
  (goal ≤ 50 ms on the loopback), the worst of PAGES pages.
* **Page weight**: ``/``, ``/display`` and ``/staff`` with everything they load, as the
  browser fetched it (goal ≤ 150 KB each, uncompressed).
"""

from __future__ import annotations

import json
import random
import select
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable
from pathlib import Path

VIEWERS = 300
ACTIONS = 40
PAGES = 3
LATENCY_GOAL_MS = 200
OFFSET_GOAL_MS = 50
WEIGHT_GOAL_KB = 150
CHROMIUM = Path("/usr/bin/chromium")
HERE = Path(__file__).resolve().parent


def _rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def _wait(app, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.processEvents()
        time.sleep(0.002)


def _load(folder: Path) -> Iterable[str]:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tourney.cli.room_server import room_server
    from tourney.core import commands as c
    from tourney.gui.main_window import MainWindow
    from tourney.gui.room_share import ShareChoices
    from tourney.gui.session import Session
    from tourney.persistence.library import Library
    from tourney.persistence.open_tournament import create_demo

    app = QApplication.instance() or QApplication([])
    library = Library.open(folder / "library.sqlite")
    session = Session(library, create_demo(library, now=time.time()), rng=random.Random(1))
    choices = ShareChoices()
    choices.port = 0
    choices.save()
    window = MainWindow(session, room_server=room_server)
    window.show()
    window.room_share.action.trigger()
    address = window.room_share.address
    assert address is not None
    url = f"http://127.0.0.1:{address.port}/"
    rss_before, cpu_before = _rss_kb(), time.process_time()
    viewers = subprocess.Popen(
        [sys.executable, str(HERE / "web_viewers.py"), url, str(VIEWERS)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert viewers.stdout is not None and viewers.stdin is not None
    while True:  # the window's loop runs while they connect
        _wait(app, 0.05)
        if viewers.poll() is not None:
            raise RuntimeError("the viewers stopped")
        if (
            select.select([viewers.stdout], [], [], 0)[0]
            and viewers.stdout.readline().strip() == "ready"
        ):
            break
    connect_cpu = time.process_time() - cpu_before
    _wait(app, 0.5)
    rss_per_viewer = (_rss_kb() - rss_before) / VIEWERS

    lateness: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lateness.append(max(0.0, now - last[0] - 0.05))
        last[0] = now

    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(tick)
    timer.start()
    started: list[float] = []
    cpu_follow, wall_follow = time.process_time(), time.perf_counter()
    for index in range(ACTIONS):
        command = c.PauseClock() if index % 2 == 0 else c.StartClock()
        started.append(time.time())
        assert session.perform(command) is not None
        _wait(app, 0.15)
    _wait(app, 0.5)
    follow_percent = (time.process_time() - cpu_follow) / (time.perf_counter() - wall_follow) * 100
    timer.stop()
    viewers.stdin.write("report\n")
    viewers.stdin.flush()
    rows = json.loads(viewers.stdout.readline())
    viewers.stdin.write("quit\n")
    viewers.stdin.flush()
    viewers.wait(timeout=30)
    window.room_share.stop()
    window.close()
    library.close()
    assert len(rows) >= ACTIONS, (len(rows), ACTIONS)
    latencies = [(row[0] - sent) * 1000 for row, sent in zip(rows, started, strict=False)]
    medians = [(row[1] - sent) * 1000 for row, sent in zip(rows, started, strict=False)]
    complete = all(row[2] == VIEWERS for row in rows[:ACTIONS])
    yield (
        f"web_latency: {VIEWERS} viewers, action in the window to the last viewer "
        f"p50 {_percentile(latencies, 0.5):.1f} ms, p99 {_percentile(latencies, 0.99):.1f} ms "
        f"(median viewer p50 {statistics.median(medians):.1f} ms; goal p99 <= {LATENCY_GOAL_MS} ms"
        f"{'' if complete else '; SOME VIEWERS MISSED A CHANGE'})"
    )
    yield (
        f"web_cost: per viewer {connect_cpu / VIEWERS * 1000:.2f} ms CPU to connect, "
        f"{rss_per_viewer:.1f} KB memory; {follow_percent:.1f}% of a core while "
        f"{VIEWERS} follow {ACTIONS} actions in {ACTIONS * 0.15:.0f} s"
    )
    late50, late99 = _percentile(lateness, 0.5) * 1000, _percentile(lateness, 0.99) * 1000
    yield (
        f"web_window: the window's 50 ms timer late by p50 {late50:.1f} ms, "
        f"p99 {late99:.1f} ms while {VIEWERS} viewers follow"
    )


def _browser(folder: Path) -> Iterable[str]:
    if not CHROMIUM.exists():
        yield "web_offset: not measured, 0 pages (chromium is not installed)"
        return
    from playwright.sync_api import sync_playwright

    from tourney.core.service import TournamentService
    from tourney.web.thread import ServerThread

    ahead = 5400.25
    clock = lambda: time.time() + ahead  # noqa: E731 - the server's clock
    service = TournamentService.open(folder / "browser.sqlite", clock=clock)
    service.create_demo()
    thread = ServerThread(clock=clock, bind="127.0.0.1", port=0)
    thread.start()
    thread.publish(service.state, opened=True)
    url = f"http://127.0.0.1:{thread.address.port}/"
    errors: list[float] = []
    weights: dict[str, int] = {}
    args = [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-dev-shm-usage",
    ]
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=str(CHROMIUM), args=args)
            for path in ("", "display", "staff"):
                context = browser.new_context(viewport={"width": 1366, "height": 768})
                page = context.new_page()
                sizes: list[int] = []
                page.on(
                    "response", lambda response, sizes=sizes: sizes.append(len(response.body()))
                )
                page.goto(url + path)
                if path == "staff":  # not paired: the pairing form, no live feed yet
                    page.wait_for_selector("#pairing:not([hidden])", timeout=15_000)
                else:
                    page.wait_for_function(
                        "() => Tourney.sync() && Tourney.sync().samples >= 5", timeout=15_000
                    )
                page.wait_for_timeout(500)
                weights[path or "/"] = sum(sizes)
                context.close()
            for _ in range(PAGES):
                page = browser.new_page()
                page.goto(url + "display")
                page.wait_for_function(
                    "() => Tourney.sync() && Tourney.sync().samples >= 5", timeout=15_000
                )
                for _ in range(5):
                    before = clock()
                    seen = page.evaluate("Tourney.serverNow()") / 1000
                    after = clock()
                    errors.append(abs(seen - (before + after) / 2) * 1000)
                page.close()
            browser.close()
    finally:
        thread.stop()
        service.close()
    yield (
        f"web_offset: the page's server time off by at most {max(errors):.1f} ms "
        f"(median {statistics.median(errors):.1f} ms) after synchronising, {PAGES} pages, "
        f"the server's clock {ahead / 60:.0f} min ahead (goal <= {OFFSET_GOAL_MS} ms)"
    )
    yield (
        f"web_weight: / {weights['/'] / 1024:.1f} KB, /display {weights['display'] / 1024:.1f} KB, "
        f"/staff {weights['staff'] / 1024:.1f} KB "
        f"with everything they load, uncompressed (goal <= {WEIGHT_GOAL_KB} KB each)"
    )


def run() -> Iterable[str]:
    """Yield the benchmark's lines."""
    from private_settings import private_settings  # beside this file

    with private_settings() as folder:
        yield from _load(folder)
        yield from _browser(folder)
