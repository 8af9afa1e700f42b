"""The room's server: the aiohttp application, listening on the LAN, started and stopped.

:func:`make_app` builds the application — the pages and their files, ``GET /api/state``,
``GET /api/live``, the room's QR code — behind the :class:`~tourney.web.security.Guard`.
:class:`RoomServer` runs it on the current event loop: :meth:`RoomServer.start` listens on
the port asked for or, when that one is taken, on the next free one (and says so), then
:meth:`RoomServer.stop` closes every page's connection (they reconnect by themselves to the
next server) and the socket.

The server never changes the tournament: it is handed states (:meth:`RoomServer.publish`)
by the thread that owns the tournament — directly in ``tourney serve``, whose loop is that
thread, or through :class:`~tourney.web.thread.ServerThread` from the director's window.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from aiohttp import WSCloseCode, web

from tourney.core.staff import DevicesChange
from tourney.domain.state import TournamentState
from tourney.persistence.devices_repo import Device
from tourney.web.hosts import HostNames, room_urls
from tourney.web.hub import Hub, encode
from tourney.web.live import HEARTBEAT_S, MAX_MESSAGE, Viewer
from tourney.web.owner import Submit
from tourney.web.pages import Assets, qr_svg
from tourney.web.security import Guard, refuse
from tourney.web.settings import PORT_TRIES, RoomSettings, check_port
from tourney.web.staff_api import GATE, StaffAccess, add_staff_routes
from tourney.web.staff_gate import SUBPROTOCOL, StaffGate, token_of

if TYPE_CHECKING:
    from tourney.core.staff import Staff

__all__ = [
    "ADDRESS",
    "GUARD",
    "HUB",
    "MAX_REQUEST",
    "MAX_VIEWERS",
    "MAX_VIEWERS_PER_PEER",
    "RoomAddress",
    "RoomServer",
    "RoomServerError",
    "make_app",
]

HUB = web.AppKey("hub", Hub)
GUARD = web.AppKey("guard", Guard)
ADDRESS = web.AppKey("address", list)

MAX_REQUEST = 16 * 1024
"""The biggest request body accepted, in bytes (a staff phone's command is well under 1 KB;
a director's phone editing the settings sends a few KB)."""

REVOKED = 4401
"""The close code of a staff phone's connection when its device is revoked."""

MAX_VIEWERS = 2000
"""Pages following the room at once, at most."""

MAX_VIEWERS_PER_PEER = 24
"""Pages from one address at most (a phone reconnecting, a few tabs); the machine itself
is not limited (the browser TV on the same box, the benchmarks)."""


_SHUTDOWN_S = 2.0
"""How long stopping waits for the pages' connections to close."""


class RoomServerError(OSError):
    """The server cannot listen (no free port, an address that is not this machine's)."""


@dataclass(frozen=True, slots=True)
class RoomAddress:
    """Where the room is served.

    Attributes:
        port: The port listened on.
        asked: The port asked for (another when it was in use).
        urls: The addresses to give the room, the most useful first.
    """

    port: int
    asked: int
    urls: tuple[str, ...]

    @property
    def url(self) -> str:
        """The address to show first (the QR code's)."""
        return self.urls[0]

    @property
    def moved(self) -> bool:
        """Whether the port asked for was in use, so another one is served."""
        return self.asked not in (0, self.port)


async def _state(request: web.Request) -> web.Response:
    request.app[GUARD].check_pin(request)
    return web.Response(text=encode(request.app[HUB].view()), content_type="application/json")


async def _live(request: web.Request) -> web.StreamResponse:
    guard, hub = request.app[GUARD], request.app[HUB]
    token = token_of(request, websocket=True)
    device: Device | None = None
    if token is not None:  # a staff phone: its token is its authority, not the view PIN
        device = request.app[GATE].device(token)
        if device is None:
            raise refuse(401, "not_paired", "This phone is not paired: pair it again.")
    else:
        guard.check_pin(request)
    guard.check_origin(request)
    viewers = [v for v in hub.listeners if isinstance(v, Viewer)]
    if len(viewers) >= MAX_VIEWERS:
        raise refuse(503, "full", "Too many pages follow the room already.")
    peer = request.remote or "?"
    if peer not in ("127.0.0.1", "::1"):
        mine = sum(1 for v in viewers if v.peer == peer)
        if mine >= MAX_VIEWERS_PER_PEER:
            raise refuse(503, "full", "Too many pages from this address.")
    ws = web.WebSocketResponse(
        timeout=_SHUTDOWN_S,  # a phone gone silent does not hold up the goodbye
        heartbeat=HEARTBEAT_S,
        max_msg_size=MAX_MESSAGE,
        compress=False,
        protocols=(SUBPROTOCOL,) if device is not None else (),
    )
    await ws.prepare(request)
    if device is None:
        viewer = Viewer(ws, hub, peer=peer)
    else:
        language = request.query.get("lang", "en")
        viewer = Viewer(
            ws,
            hub,
            peer=peer,
            role=device.role,
            device=device,
            language=language if language in ("en", "it", "ro") else "en",
        )
    await viewer.follow()
    return ws


async def _qr(request: web.Request) -> web.Response:
    guard = request.app[GUARD]
    guard.check_pin(request)
    urls = request.app[ADDRESS]
    if not urls:
        raise web.HTTPNotFound()
    pin = guard.settings.pin
    target = urls[0] + (f"#pin={pin}" if pin else "")
    return web.Response(body=qr_svg(target), content_type="image/svg+xml")


async def _address(request: web.Request) -> web.Response:
    request.app[GUARD].check_pin(request)
    urls = request.app[ADDRESS]
    body = {"urls": urls, "pin": request.app[GUARD].settings.pin_required}
    return web.Response(text=encode(body), content_type="application/json")


def make_app(
    hub: Hub,
    guard: Guard,
    *,
    assets: Assets | None = None,
    access: StaffAccess | None = None,
    gate: StaffGate | None = None,
) -> web.Application:
    """The room's application: the guard first, then the API, the QR code and the pages.

    ``access`` lets paired staff devices act (without it ``/api/pair`` and
    ``/api/commands`` answer 404); ``gate`` knows their tokens.
    """
    app = web.Application(middlewares=[guard.middleware], client_max_size=MAX_REQUEST)
    app[HUB] = hub
    app[GUARD] = guard
    app[ADDRESS] = []
    files = assets if assets is not None else Assets()
    gate = gate if gate is not None else StaffGate()
    add_staff_routes(app, guard=guard, hub=hub, access=access or StaffAccess(None, None), gate=gate)
    gate.on_revoked(lambda device: _close_device(app, device))
    app.router.add_get("/api/state", _state)
    app.router.add_get("/api/live", _live)
    app.router.add_get("/api/address", _address)
    app.router.add_get("/api/qr.svg", _qr)
    app.router.add_get("/{tail:.*}", files.handle)
    app.on_response_prepare.append(guard.headers)
    app.on_shutdown.append(_close_viewers)
    return app


def _close_device(app: web.Application, device: Device) -> None:
    """A device was revoked: close its connections now (on the server's loop)."""

    async def close(viewer: Viewer) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await viewer.ws.close(code=REVOKED, message=b"revoked")

    for viewer in [v for v in app[HUB].listeners if isinstance(v, Viewer)]:
        if viewer.device is not None and viewer.device.id == device.id:
            app[HUB].remove(viewer)
            asyncio.get_running_loop().create_task(close(viewer))


async def _close_viewers(app: web.Application) -> None:
    """Say goodbye to every page (1001, going away): they reconnect to the next server."""

    async def goodbye(viewer: Viewer) -> None:
        with contextlib.suppress(ConnectionError, RuntimeError):
            await viewer.ws.close(code=WSCloseCode.GOING_AWAY, message=b"server stopping")

    viewers = [v for v in app[HUB].listeners if isinstance(v, Viewer)]
    await asyncio.gather(*(goodbye(viewer) for viewer in viewers))


class RoomServer:
    """The room's server on the current event loop (see the module docstring).

    Args:
        settings: How players are named and the view PIN.
        clock: The tournament's clock ("now" for the room is the window's "now").
        bind: The address to listen on (``0.0.0.0``: every interface of the LAN).
        port: The port asked for (0: any free one).
        staff: The staff devices (:class:`tourney.core.staff.Staff`), touched only on the
            thread that owns the tournament; ``None``: no staff device may act.
        submit: Runs a function on that thread (:mod:`tourney.web.owner`).
    """

    def __init__(
        self,
        settings: RoomSettings | None = None,
        *,
        clock: Callable[[], float] = time.time,
        bind: str = "0.0.0.0",
        port: int = 8080,
        staff: Staff | None = None,
        submit: Submit | None = None,
    ) -> None:
        self.settings = settings if settings is not None else RoomSettings()
        self.bind = bind
        self.port = check_port(port)
        self.hub = Hub(self.settings, clock=clock)
        extra = () if bind in ("0.0.0.0", "::", "") else (bind,)
        self.guard = Guard(self.settings, HostNames(extra=extra))
        self.gate = StaffGate()
        self.app = make_app(self.hub, self.guard, access=StaffAccess(staff, submit), gate=self.gate)
        self.address: RoomAddress | None = None
        self._runner: web.AppRunner | None = None
        self._ticker: asyncio.Task[None] | None = None

    async def start(self) -> RoomAddress:
        """Listen: on the port asked for, else the next free one.

        Raises:
            RoomServerError: No port of the :data:`~tourney.web.settings.PORT_TRIES` tried is
                free, or the address to bind is not this machine's.
        """
        runner = web.AppRunner(
            self.app, access_log=None, handle_signals=False, shutdown_timeout=_SHUTDOWN_S
        )
        await runner.setup()
        tries = [0] if self.port == 0 else range(self.port, min(65536, self.port + PORT_TRIES))
        for port in tries:
            site = web.TCPSite(runner, self.bind, port, backlog=512)
            try:
                await site.start()
            except OSError as error:
                await site.stop()
                if error.errno == errno.EADDRINUSE:
                    continue
                await runner.cleanup()
                reason = f"cannot listen on {self.bind}: {error.strerror or error}"
                raise RoomServerError(error.errno, reason) from None
            bound = site.port
            self._runner = runner
            self.address = RoomAddress(bound, self.port, room_urls(self.bind, bound))
            self.app[ADDRESS][:] = list(self.address.urls)
            self._ticker = asyncio.create_task(self.hub.run())
            return self.address
        await runner.cleanup()
        last = self.port + PORT_TRIES - 1
        raise RoomServerError(errno.EADDRINUSE, f"ports {self.port} to {last} are all in use")

    def publish(self, state: TournamentState | None, *, opened: bool = False) -> None:
        """Show the room ``state`` (on the loop's thread)."""
        self.hub.publish(state, opened=opened)

    def devices_changed(self, change: DevicesChange) -> None:
        """The staff devices that may act now (on the loop's thread); a revoked one is cut off."""
        self.gate.told(change)

    def set_settings(self, settings: RoomSettings) -> None:
        """Use ``settings`` from now on; a new PIN sends every page back to ask for it."""
        pin_changed = settings.pin != self.settings.pin
        self.settings = settings
        self.guard.settings = settings
        self.hub.set_settings(settings)
        if pin_changed:
            asyncio.get_running_loop().create_task(_close_viewers(self.app))

    async def stop(self) -> None:
        """Close every page's connection and stop listening."""
        if self._ticker is not None:
            self._ticker.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._ticker
            self._ticker = None
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
