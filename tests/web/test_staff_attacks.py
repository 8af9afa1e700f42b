"""The attacks the staff's API must withstand: each is refused, and nothing is stored.

Every test counts what the library holds (the tournament's events and the paired devices)
before and after: a refused request changes neither.
"""

from __future__ import annotations

import asyncio

import pytest
from aiohttp import WSMsgType, WSServerHandshakeError

from tests.web.test_security import _raw
from tourney.core.staff import PAIRING_SECONDS
from tourney.web.security import PIN_ATTEMPTS, PIN_WINDOW_S
from tourney.web.server import REVOKED

pytestmark = pytest.mark.asyncio


def bearer(token: str, **more: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", **more}


def bust(room, ident: str = "1") -> dict[str, object]:
    victim = room.service.state.active()[0].number
    return {"id": ident, "kind": "bust_out", "busts": [{"entry": victim}]}


async def test_no_token_acts_nobody(room) -> None:
    before = room.count()
    for headers in ({}, {"Authorization": "Bearer"}, {"Authorization": "Basic YWRtaW46YWRtaW4="}):
        response = await room.client.post("/api/commands", json=bust(room), headers=headers)
        assert response.status == 401, headers
        assert (await response.json())["error"] == "not_paired"
    assert room.count() == before


async def test_an_unknown_token_acts_nobody(room) -> None:
    real = room.paired("director")
    before = room.count()
    for token in ("x" * 43, real[:-1] + ("A" if real[-1] != "A" else "B"), real + "x", "é" * 43):
        response = await room.client.post("/api/commands", json=bust(room), headers=bearer(token))
        assert response.status == 401, token
    assert room.count() == before


async def test_a_floor_token_sending_a_directors_command_is_forbidden(room) -> None:
    floor = room.paired("floor")
    desk = room.paired("desk")
    before = room.count()
    for token, body in (
        (floor, {"id": "p", "kind": "pause_clock"}),
        (floor, {"id": "u", "kind": "undo"}),
        (floor, {"id": "r", "kind": "register", "name": "Eve Hacker"}),
        (floor, {"id": "s", "kind": "edit_setup", "setup": {}}),
        (desk, bust(room)),
        (desk, {"id": "n", "kind": "next_level"}),
    ):
        response = await room.client.post("/api/commands", json=body, headers=bearer(token))
        assert response.status in (403, 400), body  # a setup that is not one is 400 first
        if body["kind"] != "edit_setup":
            assert response.status == 403 and (await response.json())["error"] == "not_allowed"
    assert room.count() == before


async def test_a_revoked_token_is_refused_at_once_also_on_an_open_websocket(room) -> None:
    token = room.paired("floor", "Lost phone")
    device = room.staff.device(token)
    ws = await room.client.ws_connect("/api/live", protocols=("tourney", f"token.{token}"))
    assert ws.protocol == "tourney"
    assert (await ws.receive_json())["type"] == "state"
    assert (await ws.receive_json())["type"] == "staff"
    room.staff.revoke(device.id)
    closing = await asyncio.wait_for(ws.receive(), 2)
    assert closing.type in (WSMsgType.CLOSE, WSMsgType.CLOSED, WSMsgType.CLOSING)
    assert ws.close_code == REVOKED
    before = room.count()
    response = await room.client.post("/api/commands", json=bust(room), headers=bearer(token))
    assert response.status == 401
    with pytest.raises(WSServerHandshakeError) as refused:
        await room.client.ws_connect(f"/api/live?token={token}")
    assert refused.value.status == 401
    assert room.count() == before


async def test_a_pairing_code_pairs_once_and_not_after_two_minutes(room) -> None:
    code = room.staff.issue("director").text
    assert (await room.client.post("/api/pair", json={"code": code, "device": "A"})).status == 200
    before = room.count()
    again = await room.client.post(
        "/api/pair", json={"code": code, "device": "B"}, headers={"X-Test-Peer": "192.168.1.9"}
    )
    assert again.status == 401
    late = room.staff.issue("director").text
    room.clock.advance(PAIRING_SECONDS + 1)
    expired = await room.client.post("/api/pair", json={"code": late, "device": "C"})
    assert expired.status == 401 and "expired" in (await expired.json())["message"]
    assert room.count() == before


async def test_guessing_the_staff_pin_is_stopped_with_growing_waits(room) -> None:
    room.staff.set_pin("73195520", ("floor",))
    before = room.count()
    peer = {"X-Test-Peer": "192.168.1.77"}

    async def try_pin(pin: str, where: dict[str, str] = peer):
        body = {"pin": pin, "role": "floor", "device": "Guesser"}
        return await room.client.post("/api/pair", json=body, headers=where)

    for guess in range(PIN_ATTEMPTS):
        response = await try_pin(f"{100000 + guess}")
        assert response.status == 401 and (await response.json())["error"] == "bad_pin"
    locked = await try_pin("73195520")  # even the right one, while locked
    assert locked.status == 429 and int(locked.headers["Retry-After"]) == PIN_WINDOW_S
    assert room.count() == before
    room.steady.at += PIN_WINDOW_S + 1
    for guess in range(PIN_ATTEMPTS):
        await try_pin(f"{200000 + guess}")
    again = await try_pin("73195520")
    assert again.status == 429 and int(again.headers["Retry-After"]) == 2 * PIN_WINDOW_S
    assert room.count() == before
    other = await try_pin("73195520", {"X-Test-Peer": "192.168.1.78"})  # another phone
    assert other.status == 200
    room.steady.at += 2 * PIN_WINDOW_S + 1
    right = await try_pin("73195520")
    assert right.status == 200 and (await right.json())["role"] == "floor"


async def test_the_staff_pin_pairs_only_its_roles(room) -> None:
    room.staff.set_pin("73195520", ("floor", "desk"))
    before = room.count()
    response = await room.client.post(
        "/api/pair", json={"pin": "73195520", "role": "director", "device": "Me"}
    )
    assert response.status == 403
    assert room.count() == before


async def test_a_page_of_another_site_cannot_act_for_a_paired_phone(room) -> None:
    token = room.paired("director")
    before = room.count()
    host = f"{room.client.server.host}:{room.client.server.port}"
    for headers in (
        {"Origin": "http://evil.example"},
        {"Origin": f"http://{host}.evil.example"},
        {"Origin": "null"},
        {"Sec-Fetch-Site": "cross-site"},
        {"Sec-Fetch-Site": "same-site", "Origin": f"http://{host}"},
    ):
        response = await room.client.post(
            "/api/commands", json=bust(room), headers=bearer(token, **headers)
        )
        assert response.status == 403, headers
        pair = await room.client.post(
            "/api/pair",
            json={"code": room.staff.issue("floor").text, "device": "X"},
            headers=headers,
        )
        assert pair.status == 403, headers
    # authority is never a cookie: a browser's cookies alone say nothing
    cookie = await room.client.post(
        "/api/commands", json=bust(room), headers={"Cookie": f"token={token}"}
    )
    assert cookie.status == 401
    assert room.count() == before
    same = await room.client.post(
        "/api/commands",
        json=bust(room),
        headers=bearer(token, Origin=f"http://{host}", **{"Sec-Fetch-Site": "same-origin"}),
    )
    assert (await same.json())["status"] == "performed"


async def test_a_host_of_another_name_is_refused_dns_rebinding(room) -> None:
    token = room.paired("director")
    before = room.count()
    for host in ("evil.example", "evil.example:8080", "127.0.0.1.nip.io"):
        response = await room.client.post(
            "/api/commands", json=bust(room), headers=bearer(token, Host=host)
        )
        assert response.status == 421, host
        pair = await room.client.post(
            "/api/pair",
            json={"code": room.staff.issue("floor").text, "device": "X"},
            headers={"Host": host},
        )
        assert pair.status == 421
    assert room.count() == before


async def test_oversized_malformed_and_unknown_bodies_are_refused(room) -> None:
    token = room.paired("director")
    before = room.count()
    cases: list[tuple[bytes, str]] = [
        (b"{" * 20, "application/json"),
        (b'{"id": "1", "kind": "pause_clock",}', "application/json"),
        (b"\xff\xfe{}", "application/json"),
        (b'{"id": "1", "kind": "pause_clock"}', "text/plain"),
        (b'[{"id": "1", "kind": "pause_clock"}]', "application/json"),
        (b'{"id": "1", "kind": "self_destruct"}', "application/json"),
        (b'{"id": "1", "kind": "pause_clock", "force": true}', "application/json"),
        (b'{"kind": "pause_clock"}', "application/json"),
        (b'{"id": "", "kind": "pause_clock"}', "application/json"),
        (b'{"id": "1", "kind": "adjust_clock", "seconds": NaN}', "application/json"),
        (b'{"id": "1", "kind": "adjust_clock", "seconds": 1e400}', "application/json"),
        (b'{"id": "1", "kind": "adjust_clock", "seconds": true}', "application/json"),
        (b'{"id": "1", "kind": "bust_out", "busts": [{"entry": "7"}]}', "application/json"),
        (
            b'{"id": "1", "kind": "bust_out", "busts": [{"entry": 7, "hand": 1}]}',
            "application/json",
        ),
        (b'{"id": "1", "kind": "rebuy", "entry": 99999999999999999}', "application/json"),
        (b"[" * 5000 + b"]" * 5000, "application/json"),
    ]
    for body, kind in cases:
        response = await room.client.post(
            "/api/commands", data=body, headers=bearer(token, **{"Content-Type": kind})
        )
        assert response.status == 400, body[:60]
        answer = await response.json()
        assert answer["error"] == "malformed" and answer["message"], body[:60]
    huge = b'{"id": "1", "kind": "register", "name": "' + b"a" * 100_000 + b'"}'
    response = await room.client.post(
        "/api/commands", data=huge, headers=bearer(token, **{"Content-Type": "application/json"})
    )
    assert response.status == 413
    status, _ = await _raw(
        room,
        b"POST /api/commands HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n"
        b"Authorization: Bearer " + token.encode() + b"\r\nContent-Type: application/json\r\n"
        b"Connection: close\r\n\r\n" + b"x" * 100_000,
    )
    assert status == 413
    assert room.count() == before


async def test_a_websocket_with_a_token_nobody_has_is_refused(room) -> None:
    for way in ({"protocols": ("tourney", "token." + "z" * 43)}, {}):
        path = "/api/live" if way else "/api/live?token=" + "z" * 43
        with pytest.raises(WSServerHandshakeError) as refused:
            await room.client.ws_connect(path, **way)
        assert refused.value.status == 401


async def test_the_staff_view_is_only_for_paired_phones(room) -> None:
    for headers in ({}, bearer("q" * 43)):
        response = await room.client.get("/api/staff", headers=headers)
        assert response.status == 401
        players = await room.client.get("/api/players?q=a", headers=headers)
        assert players.status == 401
