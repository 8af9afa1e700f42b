"""``tourney serve``: the room without a window: its first line, lock, moments and exit."""

from __future__ import annotations

import asyncio
import json
import os
import re
import signal
import subprocess
import sys
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest

from tourney.core.service import TournamentService
from tourney.persistence.library import Library
from tourney.web.headless import serve
from tourney.web.settings import RoomSettings

FIRST_LINE = re.compile(r"^serving (?P<name>.+) on http://(?P<host>[\d.]+):(?P<port>\d+)/$")


@pytest.fixture
def library(tmp_path: Path) -> Path:
    path = tmp_path / "library.sqlite"
    subprocess.run(
        [sys.executable, "-m", "tourney", "demo", str(path)], check=True, capture_output=True
    )
    return path


class Served:
    """A ``tourney serve`` running in its own process."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "tourney", "serve", *args],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        self.first = self.process.stdout.readline().rstrip("\n")
        match = FIRST_LINE.match(self.first)
        assert match, (self.first, self.process.stderr.read() if self.process.stderr else "")
        self.name = match["name"]
        self.url = f"http://{match['host']}:{match['port']}/"

    def get(self, path: str) -> dict:
        with urllib.request.urlopen(self.url + path, timeout=5) as response:
            return json.loads(response.read())

    def stop(self, signum: int = signal.SIGTERM) -> int:
        self.process.send_signal(signum)
        return self.process.wait(timeout=15)


@pytest.fixture
def served(library: Path) -> Iterator[Served]:
    running = Served(str(library), "--bind", "127.0.0.1", "--port", "0")
    yield running
    if running.process.poll() is None:
        running.stop()


def _tourney(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "tourney", *args],
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )


def test_the_first_line_says_what_is_served_and_where(served: Served) -> None:
    assert served.name == "Demo Friday Deepstack"
    assert served.url.startswith("http://127.0.0.1:")
    state = served.get("api/state")
    assert state["tournament"] == "Demo Friday Deepstack" and state["players_left"] == 22


def test_it_holds_the_writer_lock_and_the_reports_still_read(served: Served, library: Path) -> None:
    shown = _tourney("show", "--json", str(library))
    assert shown.returncode == 0 and json.loads(shown.stdout)["players_left"] == 22
    second = _tourney("serve", str(library), "--bind", "127.0.0.1", "--port", "0")
    assert second.returncode == 2 and second.stdout == ""
    assert len(second.stderr.strip().splitlines()) == 1 and "in use" in second.stderr


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT], ids=["SIGTERM", "SIGINT"])
def test_a_signal_stops_it_cleanly(library: Path, signum: int) -> None:
    running = Served(str(library), "--bind", "127.0.0.1", "--port", "0")
    assert running.stop(signum) == 0
    assert running.process.stderr is not None and running.process.stderr.read() == ""
    with Library.open(library) as again:  # the lock was given back: another writer may open it
        assert again.events.tournaments()


def test_a_view_pin_and_the_names_are_options(library: Path) -> None:
    running = Served(
        str(library), "--bind", "127.0.0.1", "--port", "0", "--pin", "2468", "--names", "initial"
    )
    try:
        request = urllib.request.Request(
            running.url + "api/state", headers={"X-Tourney-Pin": "2468"}
        )
        with urllib.request.urlopen(request, timeout=5) as response:
            state = json.loads(response.read())
        assert all(row["name"].endswith(".") for row in state["seats"])
        with pytest.raises(urllib.error.HTTPError) as refused:
            running.get("api/state")
        assert refused.value.code == 401
    finally:
        running.stop()


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--port", "80"], "between 1024 and 65535"),
        (["--pin", "12"], "4 to 12 digits"),
        (["--names", "surname"], "invalid choice"),
        (["--bind", "192.0.2.123", "--port", "0"], "cannot listen"),
        (["no such tournament"], "no tournament with the id or name"),
    ],
)
def test_bad_arguments_are_one_line_and_status_2(library: Path, args: list[str], says: str) -> None:
    done = _tourney("serve", str(library), *args)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.strip().splitlines()) == 1 and says in done.stderr, done.stderr


def test_a_library_it_cannot_open_is_one_line_and_status_2(tmp_path: Path) -> None:
    missing = _tourney("serve", str(tmp_path / "nothing.sqlite"))
    assert missing.returncode == 2 and "there is no library" in missing.stderr
    (tmp_path / "junk.sqlite").write_bytes(b"not a database at all" * 100)
    junk = _tourney("serve", str(tmp_path / "junk.sqlite"))
    assert junk.returncode == 2 and len(junk.stderr.strip().splitlines()) == 1
    Library.open(tmp_path / "empty.sqlite").close()
    empty = _tourney("serve", str(tmp_path / "empty.sqlite"))
    assert empty.returncode == 2 and "holds no tournament" in empty.stderr


def test_the_clocks_moments_happen_without_a_window(library: Path) -> None:
    """The level ends while only the headless server runs: the room hears it at that moment."""
    shift = [0.0]
    ready = threading.Event()
    stop = threading.Event()
    where: list[str] = []
    failed: list[BaseException] = []

    def clock() -> float:
        return time.time() + shift[0]

    def run() -> None:  # the serve loop's thread owns the service
        try:
            service = TournamentService.open(library, clock=clock)
            left = service.state.clock.reading(clock()).time_left_ms
            shift[0] += left / 1000 - 1.5  # the level ends in a second and a half

            def told(address) -> None:
                where.append(address.url)
                ready.set()

            try:
                serve(
                    service,
                    settings=RoomSettings(),
                    bind="127.0.0.1",
                    port=0,
                    ready=told,
                    stop=stop,
                )
            finally:
                service.close()
        except BaseException as error:  # reported by the test
            failed.append(error)
            ready.set()

    thread = threading.Thread(target=run)
    thread.start()
    assert ready.wait(15) and not failed, failed

    async def listen() -> list[dict]:
        heard: list[dict] = []
        async with (
            aiohttp.ClientSession() as session,
            session.ws_connect(where[0] + "api/live") as ws,
        ):
            heard.append(await ws.receive_json())
            while not any(m["type"] == "moment" for m in heard):
                heard.append(await asyncio.wait_for(ws.receive_json(), 10))
        return heard

    try:
        heard = asyncio.run(listen())
    finally:
        stop.set()
        thread.join(15)
    assert not thread.is_alive() and not failed
    first, *later = heard
    moment = next(m for m in later if m["type"] == "moment")
    change = next(m for m in later if m["type"] == "change" and "clock" in m["set"])
    assert moment["chimes"] == ["level_up"]
    assert change["set"]["clock"]["level"] == first["clock"]["level"] + 1
    assert moment["events"][-1]["at_ms"] == first["clock"]["ends_at_ms"]  # its exact millisecond
