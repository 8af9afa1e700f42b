"""What keeps the room's server to the room: local peers, this machine's names, the PIN, limits.

Every request passes :meth:`Guard.middleware` before anything else: a peer that is not on the
local network is refused (403), and so is a ``Host`` header that does not name this machine
(421: a page elsewhere using DNS rebinding to reach the laptop). Every response gets the
headers of :meth:`Guard.headers`: a Content-Security-Policy that lets the pages load only
what Tourney serves (no request ever leaves the room), no framing, no sniffing, no referrer.

The optional view PIN (:meth:`Guard.check_pin`) is compared in constant time; a peer that
gets it wrong :data:`PIN_ATTEMPTS` times within :data:`PIN_WINDOW_S` is refused (429) until
the window has passed, doubling the wait for every further miss. The staff devices of the next
issue add their tokens beside it.
"""

from __future__ import annotations

import hmac
import json
import time
from collections.abc import Awaitable, Callable

from aiohttp import web

from tourney.web.hosts import HostNames, is_local_peer
from tourney.web.settings import RoomSettings

__all__ = ["PIN_ATTEMPTS", "PIN_HEADER", "PIN_WINDOW_S", "Attempts", "Guard", "refuse"]

PIN_HEADER = "X-Tourney-Pin"
"""The request header that carries the view PIN (a WebSocket sends ``?pin=`` instead)."""

PIN_ATTEMPTS = 5
"""Wrong PINs a peer may try within :data:`PIN_WINDOW_S`."""

PIN_WINDOW_S = 60.0
"""The window of the PIN's attempts, and the first wait once they are used up."""

_MOST_WAIT_S = 3600.0

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def refuse(
    status: int, error: str, message: str, *, code: str | None = None, **headers: str
) -> web.HTTPException:
    """An HTTP refusal with a JSON body ``{"error": …, "message": …}``.

    A refusal's ``code`` joins them when one refused the request.
    """
    kinds: dict[int, type[web.HTTPException]] = {
        400: web.HTTPBadRequest,
        401: web.HTTPUnauthorized,
        403: web.HTTPForbidden,
        404: web.HTTPNotFound,
        421: web.HTTPMisdirectedRequest,
        429: web.HTTPTooManyRequests,
        503: web.HTTPServiceUnavailable,
    }
    fields = {"error": error, "message": message}
    if code is not None:
        fields["code"] = code
    body = json.dumps(fields, ensure_ascii=False)
    return kinds[status](text=body, content_type="application/json", headers=headers)


class _Misses:
    """One peer's misses: when they were tried, and how long it must wait now."""

    __slots__ = ("locked_until", "times", "waits")

    def __init__(self) -> None:
        self.times: list[float] = []
        self.locked_until = 0.0
        self.waits = 0


class Attempts:
    """Misses per peer (wrong PINs, bad pairing codes), locking a peer out with growing waits.

    A peer that misses :data:`PIN_ATTEMPTS` times within :data:`PIN_WINDOW_S` waits
    :data:`PIN_WINDOW_S`, then twice as long after the next round of misses, and so on (at
    most an hour).

    Args:
        clock: A monotonic clock, in seconds.
    """

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._misses: dict[str, _Misses] = {}

    def wait(self, peer: str) -> int | None:
        """The seconds ``peer`` must still wait, ``None`` when it may try."""
        now = self._clock()
        misses = self._misses.get(peer)
        if misses is not None and now < misses.locked_until:
            return max(1, round(misses.locked_until - now))
        return None  # may try

    def missed(self, peer: str) -> None:
        """``peer`` missed once more."""
        now = self._clock()
        misses = self._misses.setdefault(peer, _Misses())
        misses.times = [t for t in misses.times if now - t < PIN_WINDOW_S] + [now]
        if len(misses.times) >= PIN_ATTEMPTS:
            wait = min(_MOST_WAIT_S, PIN_WINDOW_S * 2**misses.waits)
            misses.locked_until = now + wait
            misses.waits += 1
            misses.times = []
        if len(self._misses) > 10_000:  # forget the oldest peers rather than grow for ever
            for old in list(self._misses)[:5_000]:
                del self._misses[old]

    def forget(self, peer: str) -> None:
        """``peer`` got it right: its misses are forgotten."""
        self._misses.pop(peer, None)


class Guard:
    """The server's checks and headers (see the module docstring).

    Args:
        settings: The room's settings (the view PIN).
        names: The host names this machine answers to.
        clock: A monotonic clock, in seconds (a fake one in tests).
    """

    def __init__(
        self,
        settings: RoomSettings,
        names: HostNames | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.settings = settings
        self.names = names if names is not None else HostNames()
        self._clock = clock
        self.pins = Attempts(clock)
        self.pairings = Attempts(clock)

    # ----------------------------------------------------------------- every request

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        """Refuse peers off the local network and Host headers of other names."""
        if not is_local_peer(request.remote):
            raise refuse(403, "not_local", "Tourney serves the local network only.")
        if not self.names.allows(request.headers.get("Host")):
            raise refuse(421, "unknown_host", "This server does not answer to that name.")
        return await handler(request)

    async def headers(self, request: web.Request, response: web.StreamResponse) -> None:
        """Add the security headers to every response (``on_response_prepare``)."""
        host = request.headers.get("Host", "")
        headers = response.headers
        headers["X-Content-Type-Options"] = "nosniff"
        headers["Referrer-Policy"] = "no-referrer"
        headers["X-Frame-Options"] = "DENY"
        headers["Cross-Origin-Resource-Policy"] = "same-origin"
        connect = "'self'" + (f" ws://{host}" if self.names.allows(host) else "")
        headers["Content-Security-Policy"] = (
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
            f"connect-src {connect}; manifest-src 'self'; base-uri 'none'; "
            "form-action 'none'; frame-ancestors 'none'"
        )
        headers["Permissions-Policy"] = "screen-wake-lock=(self), camera=(), microphone=()"
        if request.path.startswith("/api/"):
            headers["Cache-Control"] = "no-store"

    # ----------------------------------------------------------------- the view PIN

    def check_pin(self, request: web.Request) -> None:
        """Let the request through when no PIN is set or it gives the right one.

        Raises:
            HTTPUnauthorized: No PIN or a wrong one (``error`` says which).
            HTTPTooManyRequests: Too many wrong PINs from this peer lately.
        """
        pin = self.settings.pin
        if not pin:
            return
        peer = request.remote or "?"
        wait = self.pins.wait(peer)
        if wait is not None:
            raise refuse(
                429,
                "pin_locked",
                "Too many wrong PINs: wait a moment.",
                **{"Retry-After": f"{wait}"},
            )
        given = request.headers.get(PIN_HEADER) or request.query.get("pin", "")
        if not given:
            raise refuse(401, "pin_required", "This tournament needs its view PIN.")
        if hmac.compare_digest(given.encode()[:64], pin.encode()):
            self.pins.forget(peer)
            return
        self.pins.missed(peer)
        raise refuse(401, "pin_wrong", "That is not the PIN.")

    def check_origin(self, request: web.Request) -> None:
        """Refuse a WebSocket or a POST sent by a page of another origin.

        WebSockets skip CORS, and a page elsewhere may post to any address: a browser names
        the page's origin in ``Origin`` (and ``Sec-Fetch-Site``), which must be the server
        itself. A request without them is not a browser's (a script on the LAN, the
        benchmarks): its authority is its token, never a cookie (Tourney sets none).

        Raises:
            HTTPForbidden: The ``Origin`` header names another site.
        """
        site = request.headers.get("Sec-Fetch-Site")
        if site is not None and site.lower() not in ("same-origin", "none"):
            raise refuse(403, "other_origin", "A page of another site cannot act here.")
        origin = request.headers.get("Origin")
        if origin is None:
            return  # not a browser (a script on the LAN, the benchmarks)
        host = request.headers.get("Host", "")
        if origin.lower() not in (f"http://{host}".lower(), f"https://{host}".lower()):
            raise refuse(403, "other_origin", "A page of another site cannot follow the room.")
