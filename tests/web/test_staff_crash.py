"""Kill -9 ``tourney serve`` while phones send commands: nothing they were told is lost or doubled.

Three paired phones (the desk registering players, the director moving the clock, the floor
busting players) send commands one after another, each with its own id, retrying the same id
after a connection lost or a missing answer — as the staff pages do. Meanwhile the server is
killed with SIGKILL at random moments and started again on the same port. Each phone also
follows the live feed with its token and reconnects by itself.

Afterwards every command a phone was told was performed is in the library exactly once (the
service is idempotent by id, the library's unique index on command ids holds it), no event
is there that no phone was told about, none that was refused, the log replays with every
rule checked and ``tourney check`` passes; every phone's feed came back after each restart.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import socket
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import aiohttp
import pytest

from tourney.domain.log.audit import audit
from tourney.persistence.library import Library

pytestmark = pytest.mark.slow

KILLS = 8
COMMANDS = 30
SEED = 20251201


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Server:
    """``tourney serve`` on a fixed port, started again after every kill."""

    def __init__(self, library: Path, port: int) -> None:
        self.library = library
        self.port = port
        self.process: subprocess.Popen[str] | None = None
        self.starts = 0

    def start(self) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            [
                *(sys.executable, "-m", "tourney", "serve", str(self.library)),
                *("--bind", "127.0.0.1", "--port", str(self.port)),
            ],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        assert self.process.stdout is not None
        first = self.process.stdout.readline()
        assert first.startswith("serving ") and f":{self.port}/" in first, (
            first,
            self.process.stderr.read() if self.process.stderr else "",
        )
        self.starts += 1

    def kill(self) -> None:
        assert self.process is not None
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> int:
        assert self.process is not None
        self.process.send_signal(signal.SIGTERM)
        return self.process.wait(timeout=20)


class Phone:
    """A paired phone: sends its commands, retrying each until answered, and follows the room."""

    def __init__(self, name: str, token: str, url: str, bodies: list[dict[str, object]]) -> None:
        self.name = name
        self.token = token
        self.url = url
        self.bodies = bodies
        self.performed: dict[str, int] = {}
        self.refused: set[str] = set()
        self.retries = 0
        self.connections = 0
        self.done = False

    async def send_all(self, session: aiohttp.ClientSession) -> None:
        headers = {"Authorization": f"Bearer {self.token}"}
        for body in self.bodies:
            while True:
                try:
                    async with session.post(
                        self.url + "api/commands",
                        json=body,
                        headers=headers,
                        timeout=aiohttp.ClientTimeout(total=3),
                    ) as response:
                        if response.status == 503:
                            raise aiohttp.ClientError("busy")
                        assert response.status == 200, (response.status, await response.text())
                        answer = await response.json()
                    break
                except (TimeoutError, aiohttp.ClientError, ConnectionError):
                    self.retries += 1
                    await asyncio.sleep(0.05)
            ident = str(body["id"])
            if answer["status"] == "performed":
                self.performed[ident] = answer["seq"]
            else:
                self.refused.add(ident)
        self.done = True

    async def follow(self, session: aiohttp.ClientSession) -> None:
        protocols = ("tourney", f"token.{self.token}")
        while True:  # through every kill, until the night is over (the task is cancelled)
            try:
                async with session.ws_connect(
                    self.url + "api/live", protocols=protocols, heartbeat=5
                ) as ws:
                    self.connections += 1
                    async for message in ws:
                        json.loads(message.data)
            except (TimeoutError, aiohttp.ClientError, ConnectionError):
                pass
            await asyncio.sleep(0.1 + random.random() * 0.2)


def _pair(library: Path, role: str, name: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "tourney", "pair", str(library), "--role", role, "--device", name],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    return done.stdout.splitlines()[0]


def test_killed_at_random_moments_no_acknowledged_command_is_lost_or_doubled(
    tmp_path: Path,
) -> None:
    rng = random.Random(SEED)
    library = tmp_path / "library.sqlite"
    subprocess.run([sys.executable, "-m", "tourney", "demo", str(library)], check=True)
    with Library.open(library, read_only=True) as opened:
        (info,) = opened.events.tournaments()
    server = Server(library, _free_port())
    server.start()
    url = f"http://127.0.0.1:{server.port}/"
    tokens: dict[str, str] = {}
    for role, name in (("desk", "Door"), ("director", "Mine"), ("floor", "Table 1")):
        code = _pair(library, role, name)  # while tourney serve holds the library
        request = urllib_post(url + "api/pair", {"code": code, "device": "ignored"})
        assert request["role"] == role and request["device"] == name
        tokens[name] = request["token"]

    registered = [
        {"id": f"reg-{i}", "kind": "register", "name": f"Crash Player {i:02d}"}
        for i in range(COMMANDS)
    ]
    clock = [
        {"id": f"clock-{i}", "kind": "adjust_clock", "seconds": 60 if i % 2 == 0 else -30}
        for i in range(COMMANDS)
    ]
    busts = [
        {"id": f"bust-{i}", "kind": "bust_out", "busts": [{"entry": i + 1}]} for i in range(12)
    ]
    phones = [
        Phone("Door", tokens["Door"], url, registered),
        Phone("Mine", tokens["Mine"], url, clock),
        Phone("Table 1", tokens["Table 1"], url, busts),
    ]

    async def night() -> None:
        loop = asyncio.get_running_loop()
        async with aiohttp.ClientSession() as session:
            followers = [asyncio.create_task(phone.follow(session)) for phone in phones]
            senders = [asyncio.create_task(phone.send_all(session)) for phone in phones]
            for _ in range(KILLS):
                await asyncio.sleep(rng.uniform(0.05, 0.6))
                server.kill()
                await asyncio.sleep(rng.uniform(0.0, 0.2))
                await loop.run_in_executor(None, server.start)
            await asyncio.wait_for(asyncio.gather(*senders), 120)
            await asyncio.sleep(0.5)
            for task in followers:
                task.cancel()
            await asyncio.gather(*followers, return_exceptions=True)

    try:
        asyncio.run(night())
    finally:
        assert server.stop() == 0
    assert server.starts == KILLS + 1
    with Library.open(library, read_only=True) as opened:
        devices = {device.name: device.id for device in opened.devices.all()}
        events = opened.events.events(info.id)
    conn = sqlite3.connect(f"{library.as_uri()}?mode=ro", uri=True)
    try:
        stored = dict(
            conn.execute(
                "SELECT command, count(*) FROM events WHERE tournament_id = ? "
                "AND command IS NOT NULL GROUP BY command",
                [info.id],
            ).fetchall()
        )
    finally:
        conn.close()
    told: set[str] = set()
    for phone in phones:
        assert len(phone.performed) + len(phone.refused) == len(phone.bodies), phone.name
        for ident, seq in phone.performed.items():
            command = f"{devices[phone.name]}:{ident}"
            assert stored.get(command) == 1, (phone.name, ident)
            assert events[seq - 1].command == command
            told.add(command)
        for ident in phone.refused:
            assert f"{devices[phone.name]}:{ident}" not in stored
        assert phone.connections >= 2, (phone.name, phone.connections)
    assert set(stored) == told  # nothing stored that no phone was told about
    assert sum(phone.retries for phone in phones) > 0  # the kills did land mid-night
    _state, refused = audit(events)
    assert refused == []
    check = subprocess.run(
        [sys.executable, "-m", "tourney", "check", str(library)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert check.returncode == 0, check.stdout + check.stderr


def urllib_post(url: str, body: dict[str, object]) -> dict[str, str]:
    import urllib.request

    request = urllib.request.Request(
        url, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    for _ in range(50):
        try:
            with urllib.request.urlopen(request, timeout=5) as response:
                return json.loads(response.read())
        except ConnectionError:
            time.sleep(0.1)
    raise AssertionError("the server did not answer")
