"""The room's server in a thread of its own, beside the director's window.

The window's thread owns the tournament; the server runs its own event loop in another
thread and only reads what it is handed. A staff phone's command is handed back to the
window's thread (the window gives the server its ``submit``, which queues the work on the Qt
event loop) and the answer awaited: the server never performs a command itself.
:meth:`ServerThread.publish` is called on the window's thread after every change (the
service has stored it before telling anybody) and passes the immutable state to the server's
loop with ``loop.call_soon_threadsafe``: the window never waits for the network, and the
server never touches the tournament.

>>> import time
>>> thread = ServerThread(port=0, bind="127.0.0.1")
>>> address = thread.start()
>>> address.url.startswith("http://127.0.0.1:")
True
>>> thread.stop()
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from tourney.domain.state import TournamentState
from tourney.web.owner import Submit
from tourney.web.server import RoomAddress, RoomServer, RoomServerError
from tourney.web.settings import RoomSettings

if TYPE_CHECKING:
    from tourney.core.staff import DevicesChange, Staff

__all__ = ["ServerThread"]

_START_TIMEOUT_S = 15.0


class ServerThread:
    """A :class:`~tourney.web.server.RoomServer` on its own loop in its own thread.

    Args:
        settings: How players are named and the view PIN.
        clock: The tournament's clock.
        bind: The address to listen on.
        port: The port asked for (the next free one when it is taken).
        staff: The staff devices, touched only on the window's thread (through ``submit``).
        submit: Runs a function on the window's thread and gives its future.
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
        self._settings = settings
        self._clock = clock
        self._bind = bind
        self._port = port
        self._staff = staff
        self._submit = submit
        self.server: RoomServer | None = None
        self.address: RoomAddress | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> RoomAddress:
        """Start the thread and listen; returns where, once the socket is open.

        Raises:
            RoomServerError: It cannot listen (the message says why).
        """
        started: concurrent.futures.Future[RoomAddress] = concurrent.futures.Future()
        self._thread = threading.Thread(
            target=self._run, args=(started,), name="tourney-room-server", daemon=True
        )
        self._thread.start()
        try:
            self.address = started.result(timeout=_START_TIMEOUT_S)
        except concurrent.futures.TimeoutError:
            raise RoomServerError("the room's server did not start") from None
        return self.address

    def _run(self, started: concurrent.futures.Future[RoomAddress]) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            server = RoomServer(
                self._settings,
                clock=self._clock,
                bind=self._bind,
                port=self._port,
                staff=self._staff,
                submit=self._submit,
            )
            self.server = server
            address = loop.run_until_complete(server.start())
        except Exception as error:
            failure = error if isinstance(error, RoomServerError) else RoomServerError(str(error))
            started.set_exception(failure)
            loop.close()
            return
        started.set_result(address)
        try:
            loop.run_forever()
        finally:
            loop.run_until_complete(server.stop())
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.close()

    @property
    def running(self) -> bool:
        """Whether the server is listening."""
        return self._thread is not None and self._thread.is_alive() and self.address is not None

    def publish(self, state: TournamentState | None, *, opened: bool = False) -> None:
        """Show the room ``state`` (called on the thread that owns the tournament)."""
        loop, server = self._loop, self.server
        if loop is not None and server is not None and not loop.is_closed():
            loop.call_soon_threadsafe(lambda: server.publish(state, opened=opened))

    def devices_changed(self, change: DevicesChange) -> None:
        """The staff devices that may act now (called on the window's thread)."""
        loop, server = self._loop, self.server
        if loop is not None and server is not None and not loop.is_closed():
            loop.call_soon_threadsafe(server.devices_changed, change)

    def set_settings(self, settings: RoomSettings) -> None:
        """Name the players another way, or change the view PIN, from now on."""
        loop, server = self._loop, self.server
        if loop is not None and server is not None and not loop.is_closed():
            loop.call_soon_threadsafe(server.set_settings, settings)

    def stop(self) -> None:
        """Close the pages' connections, stop listening and end the thread."""
        loop, thread = self._loop, self._thread
        if loop is not None and not loop.is_closed():
            loop.call_soon_threadsafe(loop.stop)
        if thread is not None:
            thread.join(timeout=10)
        self._thread = None
        self._loop = None
        self.server = None
        self.address = None
