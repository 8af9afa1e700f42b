"""``GET /api/live``: the WebSocket that keeps a page up to date.

The first message is the whole state (the object of ``GET /api/state``); then come the
changes (``{"type": "change", "set": {…}}``: the top-level fields that changed, whole) and
the clock's moments (``{"type": "moment", "chimes": […]}``). A page sends
``{"type": "ping", "id": N}`` and is answered ``{"type": "pong", "id": N, "server_time_ms":
…}`` at once: from a few round trips, keeping the fastest, it knows the server's time. The
messages are documented in ``docs/web.md``.

A page is a :class:`Viewer`: its messages wait in its own queue, written by its own task, so
a slow phone never holds up the room; one that falls :data:`MOST_PENDING` messages behind is
sent the whole state again instead. What a page may send is small and rate-limited; anything
else closes the connection (1008, policy violation). A paired staff phone is a viewer with
its device and role: it is also sent the staff view (``{"type": "staff", …}``) after every
change, and may say ``{"type": "language", "language": "it"}`` to have it in another
language; revoked, its connection closes at once (4401).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from collections.abc import Callable

from aiohttp import WSCloseCode, WSMsgType, web

from tourney.base.languages import CODES
from tourney.domain.levels.clock_events import to_ms
from tourney.persistence.devices_repo import Device
from tourney.web.hub import Hub, encode

__all__ = [
    "HEARTBEAT_S",
    "MAX_MESSAGE",
    "MOST_PENDING",
    "Viewer",
    "answer",
]

MAX_MESSAGE = 4096
"""The biggest message a page may send, in bytes (a ping is about 40)."""

MOST_PENDING = 32
"""A viewer this many messages behind is sent the whole state instead."""

HEARTBEAT_S = 20.0
"""The server pings every connection this often; one that does not answer is closed."""

BURST = 20
"""Messages a page may send at once (its first pings) …"""

PER_SECOND = 2.0
"""… and on average afterwards."""


class Viewer:
    """One page following the room: its socket, its queue, its writer (see the module).

    Attributes:
        peer: The page's address (connections are counted per address).
        role: ``"viewer"``, or a paired device's role (``floor``, ``desk``, ``director``).
        device: The paired device (``None`` for a viewer).
        staff: The language the device reads (``None`` for a viewer): a staff phone is also
            sent the staff view after every change.
    """

    def __init__(
        self,
        ws: web.WebSocketResponse,
        hub: Hub,
        *,
        peer: str = "?",
        role: str = "viewer",
        device: Device | None = None,
        language: str = "en",
    ) -> None:
        self.ws = ws
        self.hub = hub
        self.peer = peer
        self.role = role
        self.device = device
        self.staff: str | None = language if device is not None else None
        self.pending: deque[str] = deque()
        self.behind = False
        self.sent = 0
        self._wake = asyncio.Event()
        self._allowance = float(BURST)
        self._checked = time.monotonic()

    def send(self, text: str) -> None:
        """Queue ``text`` (never waits; a viewer too far behind gets the whole state later)."""
        if self.behind:
            pass
        elif len(self.pending) >= MOST_PENDING:
            self.pending.clear()
            self.behind = True
        else:
            self.pending.append(text)
        self._wake.set()

    async def write(self) -> None:
        """Send what is queued, as it comes, until the socket closes."""
        while not self.ws.closed:
            await self._wake.wait()
            self._wake.clear()
            if self.behind:
                self.behind = False
                self.pending.clear()
                self.pending.append(self.hub.state_text())
                if self.staff is not None:
                    self.pending.append(self.hub.staff_text(self.staff))
            while self.pending and not self.ws.closed:
                await self.ws.send_str(self.pending.popleft())
                self.sent += 1

    def allowed(self) -> bool:
        """Whether one more message from the page is within its rate."""
        now = time.monotonic()
        self._allowance = min(BURST, self._allowance + (now - self._checked) * PER_SECOND)
        self._checked = now
        if self._allowance < 1:
            return False
        self._allowance -= 1
        return True

    async def follow(self) -> None:
        """Read the page's messages until it goes; the hub keeps it up to date meanwhile."""
        writer = asyncio.create_task(self.write())
        self.hub.add(self)
        try:
            async for message in self.ws:
                if message.type is not WSMsgType.TEXT:
                    await self.ws.close(code=WSCloseCode.UNSUPPORTED_DATA, message=b"text only")
                    break
                if not self.allowed():
                    await self.ws.close(code=WSCloseCode.POLICY_VIOLATION, message=b"too fast")
                    break
                language = self._language(message.data)
                if language is not None:
                    self.staff = language
                    self.send(self.hub.staff_text(language))
                    continue
                self.send(encode(answer(message.data, self.hub.clock)))
        finally:
            self.hub.remove(self)
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError, ConnectionError):
                await writer

    def _language(self, text: str) -> str | None:
        """The language a staff phone switches to (``{"type": "language", …}``), if it did."""
        if self.staff is None or '"language"' not in text:
            return None
        try:
            message = json.loads(text)
        except ValueError:
            return None
        if isinstance(message, dict) and message.get("type") == "language":
            chosen = message.get("language")
            if isinstance(chosen, str) and chosen in CODES:
                return chosen
        return None


def answer(text: str, clock: Callable[[], float]) -> dict[str, object]:
    """The reply to one message from a page: a pong, or an error saying what was wrong.

    >>> answer('{"type": "ping", "id": 3}', lambda: 1.5)
    {'type': 'pong', 'id': 3, 'server_time_ms': 1500}
    >>> answer('[1]', lambda: 0.0)["error"]
    'malformed'
    """
    try:
        message = json.loads(text)
    except ValueError:
        message = None
    if not isinstance(message, dict):
        return {"type": "error", "error": "malformed", "message": "A message is a JSON object."}
    kind = message.get("type")
    if kind == "ping":
        ident = message.get("id")
        if not isinstance(ident, int | str) or isinstance(ident, bool) or len(str(ident)) > 32:
            ident = None
        return {"type": "pong", "id": ident, "server_time_ms": to_ms(clock())}
    return {"type": "error", "error": "unknown", "message": "Unknown message type."}
