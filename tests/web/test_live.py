"""``GET /api/live``: the whole state first, then only what changed, the moments, the pongs."""

from __future__ import annotations

import asyncio
import json

import pytest
from aiohttp import WSMsgType

from tourney.core import commands as c
from tourney.web.live import MAX_MESSAGE, MOST_PENDING, Viewer

pytestmark = pytest.mark.asyncio


async def _next(ws, kind: str | None = None, *, timeout: float = 5.0) -> dict:
    """The next message (of ``kind``), skipping the others."""
    while True:
        message = await asyncio.wait_for(ws.receive(), timeout)
        assert message.type is WSMsgType.TEXT, message
        data = json.loads(message.data)
        if kind is None or data["type"] == kind:
            return data


async def test_the_first_message_is_the_object_of_api_state(room) -> None:
    state = await (await room.client.get("/api/state")).json()
    async with room.client.ws_connect("/api/live") as ws:
        first = await _next(ws)
    assert first == state  # the fake clock stood still: the very same object


async def test_a_ping_is_answered_with_the_servers_time(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        room.clock.advance(12.345)
        await ws.send_json({"type": "ping", "id": 7})
        pong = await _next(ws, "pong")
    assert pong == {"type": "pong", "id": 7, "server_time_ms": round(room.clock() * 1000)}


async def test_a_change_carries_only_the_fields_that_changed(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        first = await _next(ws, "state")
        victim = room.service.state.active()[0].number
        room.service.perform(c.BustOut(busts=(c.Bust(victim),)))
        change = await _next(ws, "change")
    assert change["version"] == first["version"] + 1
    assert change["set"]["players_left"] == first["players_left"] - 1
    assert len(change["set"]["seats"]) == len(first["seats"]) - 1
    assert "tournament" not in change["set"] and "structure" not in change["set"]
    assert "clock" not in change["set"]  # the clock did not change, only time passed


async def test_a_pause_sends_the_clock(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        room.service.perform(c.PauseClock())
        change = await _next(ws, "change")
    assert set(change["set"]) == {"clock"}
    assert change["set"]["clock"]["running"] is False


async def test_a_level_ending_is_a_moment_with_its_chime_and_the_new_figures(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        first = await _next(ws, "state")
        room.clock.advance(first["clock"]["time_left_ms"] / 1000 + 0.5)
        room.hub.tick()  # what the server's own task does when the moment comes
        change = await _next(ws, "change")
        moment = await _next(ws, "moment")
    assert change["set"]["clock"]["level"] == 5
    assert change["set"]["big_blind"] == 300 and change["set"]["average_bb"] < first["average_bb"]
    # the minute mark was passed on the way: raised too, but it rings only on its own
    assert [e["kind"] for e in moment["events"]] == ["one-minute-left", "level-started"]
    assert moment["chimes"] == ["level_up"]
    assert moment["events"][1]["level"] == 5


async def test_one_minute_left_rings_once(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        first = await _next(ws, "state")
        room.clock.advance(first["clock"]["time_left_ms"] / 1000 - 59)
        room.hub.tick()
        moment = await _next(ws, "moment")
        room.hub.tick()
        await ws.send_json({"type": "ping", "id": 1})
        after = await _next(ws)
    assert moment["chimes"] == ["one_minute"]
    assert after["type"] == "pong"  # nothing was raised again


async def test_the_directors_jump_to_the_next_level_is_a_moment_too(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        first = await _next(ws, "state")
        room.service.perform(c.JumpTo(index=first["clock"]["index"] + 1))
        moment = await _next(ws, "moment")
    assert moment["chimes"] == ["level_up"]


async def test_a_page_saying_nonsense_is_told_and_one_flooding_is_closed(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        await ws.send_str("not json")
        assert (await _next(ws))["error"] == "malformed"
        await ws.send_json({"type": "bust_out"})
        assert (await _next(ws))["error"] == "unknown"
        for number in range(40):
            await ws.send_json({"type": "ping", "id": number})
        closed = None
        while closed is None:
            message = await asyncio.wait_for(ws.receive(), 5)
            if message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.CLOSING):
                closed = ws.close_code
    assert closed == 1008


async def test_a_message_too_big_closes_the_connection(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        await ws.send_str("x" * (MAX_MESSAGE + 1))
        message = await asyncio.wait_for(ws.receive(), 5)
    assert message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
    assert ws.close_code == 1009


async def test_binary_is_refused(room) -> None:
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        await ws.send_bytes(b"\x00\x01")
        message = await asyncio.wait_for(ws.receive(), 5)
    assert message.type in (WSMsgType.CLOSE, WSMsgType.CLOSED)
    assert ws.close_code == 1003


class _StuckSocket:
    """A socket whose page does not read: every send waits."""

    closed = False

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.release = asyncio.Event()

    async def send_str(self, text: str) -> None:
        await self.release.wait()
        self.sent.append(text)


async def test_a_page_that_falls_behind_gets_the_whole_state_instead(room) -> None:
    socket = _StuckSocket()
    viewer = Viewer(socket, room.hub)  # type: ignore[arg-type]
    writer = asyncio.create_task(viewer.write())
    room.hub.add(viewer)
    await asyncio.sleep(0)  # the writer takes the first message and waits on the socket
    for _ in range(MOST_PENDING + 5):
        room.clock.advance(1)
        room.service.perform(c.AdjustClock(seconds=60))
    assert viewer.behind and not viewer.pending
    socket.release.set()
    for _ in range(50):
        await asyncio.sleep(0)
    writer.cancel()
    kinds = [json.loads(text)["type"] for text in socket.sent]
    assert kinds == ["state", "state"]  # the first message, then the state as it is now
    last = json.loads(socket.sent[-1])
    assert last["version"] == room.hub.version
    room.hub.remove(viewer)


async def test_other_pages_are_not_held_up_by_a_stuck_one(room) -> None:
    socket = _StuckSocket()
    stuck = Viewer(socket, room.hub)  # type: ignore[arg-type]
    writer = asyncio.create_task(stuck.write())
    room.hub.add(stuck)
    async with room.client.ws_connect("/api/live") as ws:
        await _next(ws, "state")
        room.service.perform(c.PauseClock())
        change = await _next(ws, "change")
    assert change["set"]["clock"]["running"] is False
    writer.cancel()
    room.hub.remove(stuck)
