"""The room's server for the director's window: where the two sibling layers meet.

The window (:mod:`tourney.gui`) and the room's server (:mod:`tourney.web`) are independent
layers: neither imports the other. ``tourney`` (this layer, above both) hands the window
:func:`room_server`, which makes the server when the director turns sharing on; the server's
modules (aiohttp) load then, never with the window.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tourney.domain.state import TournamentState

Submit = Callable[[Callable[[], object]], "concurrent.futures.Future[object]"]
"""Runs a function on the window's thread (:class:`tourney.gui.window_thread.WindowThread`)."""

if TYPE_CHECKING:
    import concurrent.futures

    from tourney.core.staff import DevicesChange, Staff
    from tourney.web.server import RoomAddress
    from tourney.web.settings import RoomSettings
    from tourney.web.thread import ServerThread

__all__ = ["WindowRoomServer", "room_server"]


class WindowRoomServer:
    """The window's handle on the server thread (:class:`tourney.web.thread.ServerThread`).

    Args:
        names: How players are named (``full``, ``initial``, ``nickname``).
        pin: The view PIN, empty for none.
        port: The port asked for.
        clock: The tournament's clock.
        staff: The staff devices (on the window's thread), ``None``: no staff phone acts.
        submit: Runs a function on the window's thread (a phone's command).
    """

    def __init__(
        self,
        names: str,
        pin: str,
        port: int,
        clock: Callable[[], float],
        staff: Staff | None = None,
        submit: Submit | None = None,
    ) -> None:
        from tourney.web.thread import ServerThread

        self._thread: ServerThread = ServerThread(
            _settings(names, pin), clock=clock, port=port, staff=staff, submit=submit
        )

    @property
    def address(self) -> RoomAddress | None:
        """Where the room is served, ``None`` until it listens."""
        return self._thread.address

    def start(self) -> RoomAddress:
        """Listen (on the next free port when the one asked for is taken).

        Raises:
            OSError: It cannot listen (the message says why).
        """
        return self._thread.start()

    def publish(self, state: TournamentState | None, *, opened: bool) -> None:
        """Show the room ``state`` (called on the window's thread, which owns it)."""
        self._thread.publish(state, opened=opened)

    def devices_changed(self, change: DevicesChange) -> None:
        """The staff devices that may act now (called on the window's thread)."""
        self._thread.devices_changed(change)

    def rename(self, names: str, pin: str) -> None:
        """Name the players another way, or change the view PIN, from now on."""
        self._thread.set_settings(_settings(names, pin))

    def stop(self) -> None:
        """Close the pages' connections and stop listening."""
        self._thread.stop()


def _settings(names: str, pin: str) -> RoomSettings:
    from tourney.web.names import NameStyle
    from tourney.web.settings import RoomSettings

    try:
        return RoomSettings(NameStyle(names), pin=pin)
    except ValueError:  # a bad saved value: nobody's full name, no PIN
        return RoomSettings(NameStyle.INITIAL)


def room_server(
    *,
    names: str,
    pin: str,
    port: int,
    clock: Callable[[], float],
    staff: Staff | None = None,
    submit: Submit | None = None,
) -> WindowRoomServer:
    """The server the window starts when the director turns sharing on."""
    return WindowRoomServer(names, pin, port, clock, staff, submit)
