"""The room's server without a window: ``tourney serve``, the small box by the TV.

The thread that runs the event loop owns the tournament's service: the server and the
service share that one thread, so the service's subscriber hands each new state to the
server directly, and a staff phone's command is performed on that same thread, in the
request's handler, before it is answered (:func:`tourney.web.owner.direct`). The clock's
moments (a level ending, a break starting) are raised by the server's own watcher exactly as
the window's are (:mod:`tourney.core.moments`): nothing is stored for them, the stored clock
rolls over by itself. It runs until SIGINT or SIGTERM, then closes every page's connection
(they reconnect to the next server by themselves) and returns, so the caller closes the
library cleanly.
"""

from __future__ import annotations

import asyncio
import contextlib
import signal
import threading
from collections.abc import Callable

from tourney.core.service import Change, TournamentService
from tourney.core.staff import Staff
from tourney.web.owner import direct
from tourney.web.server import RoomAddress, RoomServer
from tourney.web.settings import RoomSettings

__all__ = ["serve"]


def serve(
    service: TournamentService,
    *,
    settings: RoomSettings,
    bind: str,
    port: int,
    ready: Callable[[RoomAddress], None],
    stop: threading.Event | None = None,
) -> None:
    """Serve ``service``'s tournament until SIGINT or SIGTERM (or ``stop`` is set).

    Args:
        service: The open library and tournament (made on this thread, which owns it).
        settings: How players are named and the view PIN.
        bind: The address to listen on.
        port: The port asked for (the next free one when it is taken).
        ready: Called once the server listens, with where.
        stop: An event that stops the server when set, from any thread; signals do too.

    Raises:
        RoomServerError: It cannot listen.
    """
    asyncio.run(_serve(service, settings, bind, port, ready, stop))


async def _serve(
    service: TournamentService,
    settings: RoomSettings,
    bind: str,
    port: int,
    ready: Callable[[RoomAddress], None],
    stop: threading.Event | None,
) -> None:
    loop = asyncio.get_running_loop()
    stopped = asyncio.Event()
    if stop is not None:
        waiting = loop.run_in_executor(None, stop.wait)
        waiting.add_done_callback(lambda _done: stopped.set())
    staff = Staff(service)
    server = RoomServer(
        settings, clock=service.now, bind=bind, port=port, staff=staff, submit=direct
    )
    address = await server.start()

    def changed(change: Change) -> None:
        server.publish(change.state, opened=change.event is None)

    server.publish(service.state, opened=True)
    server.devices_changed(staff.snapshot())
    unsubscribe = service.subscribe(changed)
    unsubscribe_staff = staff.subscribe(server.devices_changed)
    handled = []
    for signum in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(signum, stopped.set)
            handled.append(signum)
        except (NotImplementedError, RuntimeError):  # Windows, or not the main thread
            with contextlib.suppress(ValueError):
                signal.signal(signum, lambda *_: loop.call_soon_threadsafe(stopped.set))
    try:
        ready(address)
        await stopped.wait()
    finally:
        for signum in handled:
            loop.remove_signal_handler(signum)
        unsubscribe()
        unsubscribe_staff()
        await server.stop()
        if stop is not None:
            stop.set()  # the waiting executor thread ends too
