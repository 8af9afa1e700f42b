"""The room's server keeps to the room: local peers, this machine's names, its own files, limits."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import pytest_asyncio
from aiohttp import WSServerHandshakeError

from tests.web.conftest import make_room
from tourney.web.security import PIN_ATTEMPTS, PIN_WINDOW_S
from tourney.web.settings import RoomSettings

pytestmark = pytest.mark.asyncio

ROOT = Path(__file__).resolve().parents[2]


async def _raw(room, request: bytes) -> tuple[int, bytes]:
    """Send ``request`` as it is (no client normalises it); the status and the body."""
    server = room.client.server
    reader, writer = await asyncio.open_connection(server.host, server.port)
    writer.write(request)
    await writer.drain()
    answer = await asyncio.wait_for(reader.read(), 5)
    writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1]) if head.startswith(b"HTTP/") else 0
    return status, body


def _get(path: str, host: bytes = b"127.0.0.1") -> bytes:
    return (
        b"GET " + path.encode() + b" HTTP/1.1\r\nHost: " + host + b"\r\nConnection: close\r\n\r\n"
    )


async def test_a_host_header_of_another_name_is_refused(room) -> None:
    """DNS rebinding: a page elsewhere points its own name at this machine."""
    for host in ("evil.example", "evil.example:8080", "127.0.0.1.evil.example", "localhost.:x"):
        response = await room.client.get("/api/state", headers={"Host": host})
        assert response.status == 421, host
        assert (await response.json())["error"] == "unknown_host"
    for host in ("localhost", "127.0.0.1:8080", "LOCALHOST:1", "[::1]:8080"):
        response = await room.client.get("/api/state", headers={"Host": host})
        assert response.status == 200, host


async def test_a_request_without_a_host_is_refused(room) -> None:
    status, _ = await _raw(room, b"GET /api/state HTTP/1.0\r\n\r\n")
    assert status == 421


async def test_only_the_local_network_is_served(room) -> None:
    for peer in ("8.8.8.8", "2001:4860::8888", "93.184.216.34"):
        response = await room.client.get("/", headers={"X-Test-Peer": peer})
        assert response.status == 403, peer
    for peer in ("192.168.1.20", "10.0.0.7", "172.16.4.4", "fe80::1", "100.64.0.3"):
        response = await room.client.get("/", headers={"X-Test-Peer": peer})
        assert response.status == 200, peer


@pytest.mark.parametrize(
    "path",
    [
        "/assets/../../../pyproject.toml",
        "/assets/%2e%2e/%2e%2e/%2e%2e/pyproject.toml",
        "/assets/..%2f..%2f..%2fpyproject.toml",
        "/assets/i18n/../../../../../etc/passwd",
        "//etc/passwd",
        "/assets/%2fetc%2fpasswd",
        "/../tourney/web/server.py",
        "/assets/....//....//web/server.py",
        "/assets/room.js%00.html",
    ],
)
async def test_no_file_outside_the_pages_folder_is_served(room, path: str) -> None:
    status, body = await _raw(room, _get(path))
    assert status in (400, 404), (path, status)
    assert b"[project]" not in body and b"root:" not in body and b"RoomServer" not in body


async def test_every_answer_has_a_content_security_policy(room) -> None:
    for path in ("/", "/display", "/assets/room.js", "/api/state", "/missing"):
        response = await room.client.get(path)
        policy = response.headers["Content-Security-Policy"]
        assert "default-src 'none'" in policy and "script-src 'self'" in policy, path
        assert "frame-ancestors 'none'" in policy
        assert response.headers["X-Content-Type-Options"] == "nosniff"
        assert response.headers["X-Frame-Options"] == "DENY"


async def test_the_pages_load_nothing_from_elsewhere() -> None:
    """No CDN, no font service: every reference is to the server itself."""
    folder = ROOT / "tourney" / "resources" / "web"
    for path in folder.rglob("*"):
        if path.suffix in (".html", ".css", ".js"):
            text = path.read_text(encoding="utf-8")
            assert "http://" not in text.replace('"http://"', "").replace("^http:\\/\\/", ""), path
            assert "https://" not in text, path
            assert "//cdn" not in text and "@import" not in text, path


async def test_a_websocket_from_a_page_of_another_site_is_refused(room) -> None:
    with pytest.raises(WSServerHandshakeError) as refused:
        await room.client.ws_connect("/api/live", headers={"Origin": "http://evil.example"})
    assert refused.value.status == 403
    host = f"{room.client.server.host}:{room.client.server.port}"
    async with room.client.ws_connect("/api/live", headers={"Origin": f"http://{host}"}) as ws:
        assert (await ws.receive_json())["type"] == "state"


async def test_a_huge_header_is_refused(room) -> None:
    request = (
        b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: " + b"a" * 20_000 + b"\r\n"
        b"Connection: close\r\n\r\n"
    )
    status, _ = await _raw(room, request)
    assert status in (400, 431)


async def test_a_body_bigger_than_the_limit_is_refused(room) -> None:
    request = (
        b"POST /api/state HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n"
        b"Connection: close\r\n\r\n" + b"x" * 100_000
    )
    status, _ = await _raw(room, request)
    assert status in (405, 413)  # the room is read-only: nothing is ever posted yet


async def test_too_many_pages_from_one_address_are_refused(room, monkeypatch) -> None:
    from tourney.web import server

    monkeypatch.setattr(server, "MAX_VIEWERS_PER_PEER", 2)
    peer = {"X-Test-Peer": "192.168.1.50"}
    first = await room.client.ws_connect("/api/live", headers=peer)
    second = await room.client.ws_connect("/api/live", headers=peer)
    with pytest.raises(WSServerHandshakeError) as refused:
        await room.client.ws_connect("/api/live", headers=peer)
    assert refused.value.status == 503
    other = await room.client.ws_connect("/api/live", headers={"X-Test-Peer": "192.168.1.51"})
    for ws in (first, second, other):
        await ws.close()


# ----------------------------------------------------------------------------- the view PIN


@pytest_asyncio.fixture
async def private(aiohttp_client, service, clock):
    return await make_room(aiohttp_client, service, clock, RoomSettings(pin="2468"))


async def test_with_a_pin_nothing_is_shown_without_it(private) -> None:
    for path in ("/api/state", "/api/qr.svg", "/api/address"):
        response = await private.client.get(path)
        assert response.status == 401, path
        assert (await response.json())["error"] == "pin_required"
    with pytest.raises(WSServerHandshakeError) as refused:
        await private.client.ws_connect("/api/live")
    assert refused.value.status == 401
    page = await private.client.get("/")  # the page itself holds no data: it asks
    assert page.status == 200


async def test_the_right_pin_shows_the_tournament(private) -> None:
    response = await private.client.get("/api/state", headers={"X-Tourney-Pin": "2468"})
    assert response.status == 200 and (await response.json())["players_left"] == 22
    async with private.client.ws_connect("/api/live?pin=2468") as ws:
        assert (await ws.receive_json())["type"] == "state"


async def test_guessing_the_pin_is_stopped_and_the_wait_grows(private) -> None:
    peer = {"X-Test-Peer": "192.168.1.66"}
    for guess in range(PIN_ATTEMPTS):
        response = await private.client.get(
            "/api/state", headers={**peer, "X-Tourney-Pin": f"{1000 + guess}"}
        )
        assert (await response.json())["error"] == "pin_wrong"
    locked = await private.client.get("/api/state", headers={**peer, "X-Tourney-Pin": "2468"})
    assert locked.status == 429 and int(locked.headers["Retry-After"]) == PIN_WINDOW_S
    elsewhere = await private.client.get("/api/state", headers={"X-Tourney-Pin": "2468"})
    assert elsewhere.status == 200  # another phone is not punished
    private.steady.at += PIN_WINDOW_S + 1
    for guess in range(PIN_ATTEMPTS):
        await private.client.get("/api/state", headers={**peer, "X-Tourney-Pin": f"{guess}000"})
    again = await private.client.get("/api/state", headers={**peer, "X-Tourney-Pin": "2468"})
    assert again.status == 429 and int(again.headers["Retry-After"]) == 2 * PIN_WINDOW_S
    private.steady.at += 2 * PIN_WINDOW_S + 1
    right = await private.client.get("/api/state", headers={**peer, "X-Tourney-Pin": "2468"})
    assert right.status == 200
