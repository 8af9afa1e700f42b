"""A staff phone's command with the room watching: from its request to stored, to every viewer.

* **The director's window** (offscreen) shares the demo with VIEWERS WebSocket viewers in a
  process of their own (``web_viewers.py``); a paired director's phone (HTTP, keep-alive, in
  a thread of this process) sends ACTIONS commands (pause, resume), each handed to the
  window's thread and performed there. For each: the time from the phone's request to the
  event stored (the service tells its subscribers after the commit), to the phone's answer,
  and to the *last* viewer having the change; p50 and p99 (goals: stored ≤ 30 ms, every
  viewer ≤ 250 ms at p99).
* **tourney serve**: the same phone and viewers on the headless server (its own process,
  the server's loop owning the tournament): the phone's answer (sent once stored) and the
  last viewer, p50 and p99.
"""

from __future__ import annotations

import http.client
import json
import os
import select
import signal
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Iterable
from pathlib import Path

VIEWERS = 300
ACTIONS = 40
STORED_GOAL_MS = 30
VIEWERS_GOAL_MS = 250
HERE = Path(__file__).resolve().parent


def _percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


class Phone:
    """A paired phone on one keep-alive connection: posts commands, times their answers."""

    def __init__(self, port: int, token: str) -> None:
        self.connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        self.headers = {"Content-Type": "application/json", "Authorization": f"Bearer {token}"}
        self.sent: list[float] = []
        self.answered: list[float] = []

    def send_all(self, actions: int, gap: float) -> None:
        for index in range(actions):
            kind = "pause_clock" if index % 2 == 0 else "resume_clock"
            body = json.dumps({"id": f"bench-{index}", "kind": kind})
            self.sent.append(time.time())
            self.connection.request("POST", "/api/commands", body, self.headers)
            answer = json.loads(self.connection.getresponse().read())
            self.answered.append(time.time())
            assert answer["status"] == "performed", answer
            time.sleep(gap)
        self.connection.close()


def _pair(port: int, code: str) -> str:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    body = json.dumps({"code": code, "device": "Bench"})
    connection.request("POST", "/api/pair", body, {"Content-Type": "application/json"})
    token = json.loads(connection.getresponse().read())["token"]
    connection.close()
    return str(token)


def _viewers(url: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(HERE / "web_viewers.py"), url, str(VIEWERS)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )


def _report(viewers: subprocess.Popen[str]) -> list[list[float]]:
    assert viewers.stdin is not None and viewers.stdout is not None
    viewers.stdin.write("report\n")
    viewers.stdin.flush()
    rows = json.loads(viewers.stdout.readline())
    viewers.stdin.write("quit\n")
    viewers.stdin.flush()
    viewers.wait(timeout=30)
    return rows


def _ms(later: list[float], earlier: list[float]) -> list[float]:
    return [(b - a) * 1000 for a, b in zip(earlier, later, strict=False)]


def _figures(values: list[float]) -> str:
    return f"p50 {_percentile(values, 0.5):.1f} ms, p99 {_percentile(values, 0.99):.1f} ms"


def _window(folder: Path) -> Iterable[str]:
    from PySide6.QtWidgets import QApplication

    from tourney.cli.room_server import room_server
    from tourney.gui.main_window import MainWindow
    from tourney.gui.room_share import ShareChoices
    from tourney.gui.session import Session
    from tourney.persistence.library import Library
    from tourney.persistence.open_tournament import create_demo

    app = QApplication.instance() or QApplication([])
    library = Library.open(folder / "window.sqlite")
    session = Session(library, create_demo(library, now=time.time()))
    choices = ShareChoices()
    choices.port = 0
    choices.save()
    window = MainWindow(session, room_server=room_server)
    window.show()
    window.room_share.action.trigger()
    address = window.room_share.address
    assert address is not None

    def wait(seconds: float, until: threading.Thread | None = None) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end or (until is not None and until.is_alive()):
            app.processEvents()
            time.sleep(0.001)

    code = window.staff_devices.issue("director").text
    pairing = threading.Thread(target=lambda: tokens.append(_pair(address.port, code)))
    tokens: list[str] = []
    pairing.start()
    wait(0, pairing)
    stored: list[float] = []
    session.service.subscribe(lambda change: stored.append(time.time()))
    viewers = _viewers(f"http://127.0.0.1:{address.port}/")
    assert viewers.stdout is not None
    while not (
        select.select([viewers.stdout], [], [], 0)[0]
        and viewers.stdout.readline().strip() == "ready"
    ):
        wait(0.05)
    wait(0.5)
    phone = Phone(address.port, tokens[0])
    sending = threading.Thread(target=phone.send_all, args=(ACTIONS, 0.15))
    sending.start()
    wait(0.5, sending)
    rows = _report(viewers)
    window.room_share.stop()
    window.close()
    library.close()
    last = [row[0] for row in rows][:ACTIONS]
    complete = all(row[2] == VIEWERS for row in rows[:ACTIONS])
    yield (
        f"staff_window: a phone's command on the director's window with {VIEWERS} viewers: "
        f"request to stored {_figures(_ms(stored, phone.sent))} (goal p99 <= {STORED_GOAL_MS} ms), "
        f"to the phone's answer {_figures(_ms(phone.answered, phone.sent))}, "
        f"to the last viewer {_figures(_ms(last, phone.sent))} (goal p99 <= {VIEWERS_GOAL_MS} ms)"
        f"{'' if complete else '; SOME VIEWERS MISSED A CHANGE'}"
    )


def _serve(folder: Path) -> Iterable[str]:
    library = folder / "serve.sqlite"
    subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(library)], check=True, capture_output=True
    )
    server = subprocess.Popen(
        [
            *(sys.executable, "-m", "tourney", "serve", str(library)),
            *("--bind", "127.0.0.1", "--port", "0"),
        ],
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    assert server.stdout is not None
    first = server.stdout.readline()
    port = int(first.rsplit(":", 1)[1].strip().rstrip("/"))
    code = subprocess.run(
        [sys.executable, "-m", "tourney", "pair", str(library), "--role", "director"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.splitlines()[0]
    token = _pair(port, code)
    viewers = _viewers(f"http://127.0.0.1:{port}/")
    assert viewers.stdout is not None
    while viewers.stdout.readline().strip() != "ready":
        pass
    time.sleep(0.5)
    phone = Phone(port, token)
    phone.send_all(ACTIONS, 0.15)
    time.sleep(0.5)
    rows = _report(viewers)
    server.send_signal(signal.SIGTERM)
    server.wait(timeout=20)
    last = [row[0] for row in rows][:ACTIONS]
    yield (
        f"staff_serve: a phone's command on tourney serve with {VIEWERS} viewers: "
        f"to the phone's answer (sent once stored) {_figures(_ms(phone.answered, phone.sent))}, "
        f"to the last viewer {_figures(_ms(last, phone.sent))} "
        f"(median of {len(phone.sent)} commands "
        f"{statistics.median(_ms(phone.answered, phone.sent)):.1f} ms)"
    )


def run() -> Iterable[str]:
    """Yield the benchmark's lines."""
    from private_settings import private_settings  # beside this file

    with private_settings() as folder:
        yield from _window(folder)
        yield from _serve(folder)
