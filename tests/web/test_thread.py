"""The server in its own thread beside the window: it listens, is handed states, stops."""

from __future__ import annotations

import asyncio
import json
import socket
import urllib.error
import urllib.request
from collections.abc import Iterator

import aiohttp
import pytest

from tourney.core import commands as c
from tourney.core.service import TournamentService
from tourney.web.server import RoomServerError
from tourney.web.thread import ServerThread


def _get(url: str) -> dict:
    with urllib.request.urlopen(url, timeout=5) as response:
        return json.loads(response.read())


@pytest.fixture
def thread(service: TournamentService) -> Iterator[ServerThread]:
    running = ServerThread(clock=service.now, bind="127.0.0.1", port=0)
    running.start()
    service.subscribe(lambda change: running.publish(change.state, opened=change.event is None))
    running.publish(service.state, opened=True)
    yield running
    running.stop()


def test_the_window_hands_its_states_to_the_server(thread, service) -> None:
    url = thread.address.url + "api/state"
    assert thread.address.url.startswith("http://127.0.0.1:")
    assert _get(url)["players_left"] == 22
    victim = service.state.active()[0].number
    service.perform(c.BustOut(busts=(c.Bust(victim),)))  # on this thread, which owns it
    for _ in range(100):
        if _get(url)["players_left"] == 21:
            break
    assert _get(url)["players_left"] == 21


def test_a_port_in_use_moves_to_the_next_free_one(service) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        moved = ServerThread(clock=service.now, bind="127.0.0.1", port=port)
        try:
            address = moved.start()
            assert address.port > port and address.asked == port and address.moved
        finally:
            moved.stop()


def test_an_address_that_is_not_this_machines_is_refused(service) -> None:
    with pytest.raises(RoomServerError, match="cannot listen"):
        ServerThread(clock=service.now, bind="192.0.2.123", port=0).start()


def test_stopping_closes_the_pages_and_the_socket(thread) -> None:
    url = thread.address.url

    async def follow() -> int | None:
        async with aiohttp.ClientSession() as session, session.ws_connect(url + "api/live") as ws:
            assert (await ws.receive_json())["type"] == "state"
            stopping = asyncio.get_running_loop().run_in_executor(None, thread.stop)
            await ws.receive()  # the server's goodbye, answered at once as browsers do
            await stopping
            return ws.close_code

    assert asyncio.run(follow()) == 1001  # going away: the page reconnects by itself
    with pytest.raises(urllib.error.URLError):
        _get(url + "api/state")
