"""Shared fixtures of the room's server tests: the demo in a service, the server on a test client.

The service owns the tournament on the test's thread, as the window does; its subscriber
hands every state to the hub, as ``tourney serve`` does, and the staff's commands are
performed on that thread in the request's handler (``tourney.web.owner.direct``). The clock
is a fake one the test moves: the server and the tournament read the same "now".
"""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp import web
from aiohttp.test_utils import TestClient

from tourney.core.service import Change, TournamentService
from tourney.core.staff import Staff
from tourney.web.hosts import HostNames
from tourney.web.hub import Hub
from tourney.web.owner import direct
from tourney.web.security import Guard
from tourney.web.server import ADDRESS, make_app
from tourney.web.settings import RoomSettings
from tourney.web.staff_api import StaffAccess
from tourney.web.staff_gate import StaffGate

T0 = 1_750_000_000.0
"""The fake "now" the demo is created at (level 4 has run 7 minutes)."""


class FakeClock:
    """A wall clock the test moves by hand."""

    def __init__(self, at: float = T0) -> None:
        self.at = at

    def __call__(self) -> float:
        return self.at

    def advance(self, seconds: float) -> None:
        self.at += seconds


class Steady:
    """A monotonic clock the test moves by hand (the PIN's waits)."""

    def __init__(self) -> None:
        self.at = 1000.0

    def __call__(self) -> float:
        return self.at


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def service(tmp_path: Path, clock: FakeClock) -> Iterator[TournamentService]:
    opened = TournamentService.open(tmp_path / "library.sqlite", clock=clock, rng=random.Random(7))
    opened.create_demo()
    yield opened
    opened.close()


@dataclass
class Room:
    """The server as a test sees it."""

    service: TournamentService
    hub: Hub
    guard: Guard
    client: TestClient
    clock: FakeClock
    steady: Steady
    staff: Staff
    gate: StaffGate

    def count(self) -> tuple[int, int]:
        """What the library holds: the tournament's events and the paired devices."""
        assert self.service.state is not None
        return self.service.state.last_seq, len(self.service.library.devices.all())

    def paired(self, role: str, name: str = "Phone") -> str:
        """A device paired for ``role`` (on this thread, which owns the library): its token."""
        return self.staff.pair(self.staff.issue(role).text, name).token


def _peer_from_header(app_guard: Guard) -> object:
    """A test-only middleware: ``X-Test-Peer`` plays a peer of another address."""

    @web.middleware
    async def middleware(request: web.Request, handler):  # type: ignore[no-untyped-def]
        peer = request.headers.get("X-Test-Peer")
        if peer is not None:
            request = request.clone(remote=peer)
        return await handler(request)

    return middleware


async def make_room(
    aiohttp_client, service: TournamentService, clock: FakeClock, settings: RoomSettings
) -> Room:
    hub = Hub(settings, clock=clock)
    steady = Steady()
    guard = Guard(settings, HostNames(), clock=steady)
    staff = Staff(service)
    gate = StaffGate()
    app = make_app(hub, guard, access=StaffAccess(staff, direct), gate=gate)
    app.middlewares.insert(0, _peer_from_header(guard))
    app[ADDRESS][:] = ["http://127.0.0.1:8080/"]
    hub.publish(service.state, opened=True)

    def told(change: Change) -> None:
        hub.publish(change.state, opened=change.event is None)

    service.subscribe(told)
    gate.told(staff.snapshot())
    staff.subscribe(gate.told)
    client = await aiohttp_client(app)
    return Room(service, hub, guard, client, clock, steady, staff, gate)


@pytest_asyncio.fixture
async def room(aiohttp_client, service, clock) -> AsyncIterator[Room]:
    yield await make_room(aiohttp_client, service, clock, RoomSettings())
