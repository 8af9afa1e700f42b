"""Share on the network: the director's one switch for the room's phones and browser TVs.

:class:`RoomShare` owns the room's server while sharing is on: a server in its own thread with
its own event loop (:class:`tourney.web.thread.ServerThread`), which the window never imports
— the two are sibling layers — but is handed by ``tourney`` as a :data:`RoomServerFactory`
(:func:`tourney.cli.room_server.room_server`). The window's thread owns the tournament: the
service's subscriber hands every new state — stored before anybody is told — to the server
(``loop.call_soon_threadsafe``), and the server only reads it. Sharing is off until the
director turns it on; the choice, the port, how players are named and the view PIN are kept
in the settings (``room/…``), so after a restart or a crash the room is shared again and
the phones reconnect by themselves. The server's modules (aiohttp) load when sharing starts,
never with the window.

The address is shown in the status bar, as QR codes in the sharing dialog
(:mod:`tourney.gui.room_dialog`) and on the TV display.

Signals (of :class:`RoomShare`): ``changed()``, sharing started, stopped or moved.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QMouseEvent
from PySide6.QtWidgets import QLabel, QWidget

from tourney.core.service import Change
from tourney.domain.state import TournamentState
from tourney.gui.session import Session

if TYPE_CHECKING:
    from tourney.core.staff import DevicesChange
    from tourney.gui.staff_devices import StaffDevices

__all__ = ["RoomAddress", "RoomServer", "RoomServerFactory", "RoomShare", "ShareChoices"]

_GROUP = "room"
DEFAULT_PORT = 8080
"""The port the room is served on unless the director chose another."""


class RoomAddress(Protocol):
    """Where the room is served (:class:`tourney.web.server.RoomAddress`)."""

    @property
    def port(self) -> int:
        """The port listened on."""

    @property
    def asked(self) -> int:
        """The port asked for."""

    @property
    def urls(self) -> Sequence[str]:
        """The addresses to give the room, the most useful first."""

    @property
    def url(self) -> str:
        """The first of them."""

    @property
    def moved(self) -> bool:
        """Whether the port asked for was in use."""


class RoomServer(Protocol):
    """What the window needs of the room's server."""

    @property
    def address(self) -> RoomAddress | None:
        """Where the room is served, ``None`` until it listens."""

    def start(self) -> RoomAddress:
        """Listen; raises ``OSError`` (saying why) when it cannot."""

    def publish(self, state: TournamentState | None, *, opened: bool) -> None:
        """Show the room ``state``."""

    def rename(self, names: str, pin: str) -> None:
        """Name the players another way, or change the view PIN."""

    def devices_changed(self, change: DevicesChange) -> None:
        """The staff devices that may act now (a revoked one is cut off)."""

    def stop(self) -> None:
        """Stop serving."""


RoomServerFactory = Callable[..., RoomServer]
"""Makes the server: ``factory(names=…, pin=…, port=…, clock=…, staff=…, submit=…)``."""


class ShareChoices:
    """The director's sharing choices, as kept in the settings.

    Attributes:
        shared: Whether the room was shared when the window last closed.
        port: The port asked for.
        names: ``full``, ``initial`` or ``nickname``.
        pin: The view PIN, empty for none.
    """

    def __init__(self, settings: QSettings | None = None) -> None:
        store = settings if settings is not None else QSettings()
        store.beginGroup(_GROUP)
        self.shared = str(store.value("shared", "false")).lower() == "true"
        self.port = int(str(store.value("port", DEFAULT_PORT)))
        self.names = str(store.value("names", "full"))
        self.pin = str(store.value("pin", ""))
        store.endGroup()

    def save(self, settings: QSettings | None = None) -> None:
        """Keep the choices for the next start."""
        store = settings if settings is not None else QSettings()
        store.beginGroup(_GROUP)
        store.setValue("shared", "true" if self.shared else "false")
        store.setValue("port", self.port)
        store.setValue("names", self.names)
        store.setValue("pin", self.pin)
        store.endGroup()


class _StatusLabel(QLabel):
    """The status bar's "On the network: …", a click away from the sharing dialog."""

    def __init__(self, share: RoomShare) -> None:
        super().__init__()
        self._share = share
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.hide()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        """Open the sharing dialog."""
        self._share.open_dialog()
        super().mouseReleaseEvent(event)


class RoomShare(QObject):
    """The switch, the server while it runs, and the address on screen (see the module)."""

    changed = Signal()

    def __init__(
        self,
        session: Session,
        window: QWidget,
        factory: RoomServerFactory | None = None,
        staff: Callable[[], StaffDevices] | None = None,
    ) -> None:
        """Make the switch and the menu items.

        Args:
            session: The window's session.
            window: The director's window.
            factory: Makes the room's server (``None``: the items are disabled).
            staff: Gives the staff's devices, made the first time a server or a panel needs
                them (``None``: no staff phones).
        """
        super().__init__(window)
        self.session = session
        self.window = window
        self.factory = factory
        self._staff_source = staff
        self._staff: StaffDevices | None = None
        self.choices = ShareChoices()
        self.server: RoomServer | None = None
        self.action = QAction(self.tr("Share on the network"), window)
        self.action.setCheckable(True)
        self.action.toggled.connect(self._toggled)
        self.dialog_action = QAction(self.tr("Network sharing…"), window)
        self.dialog_action.triggered.connect(self.open_dialog)
        for action in (self.action, self.dialog_action):
            action.setEnabled(factory is not None)
        self.pair_action = QAction(self.tr("Pair a staff phone…"), window)
        self.pair_action.triggered.connect(lambda _checked=False: self.open_pairing())
        self.devices_action = QAction(self.tr("Staff devices…"), window)
        self.devices_action.triggered.connect(self.open_devices)
        for action in (self.pair_action, self.devices_action):
            action.setEnabled(factory is not None and staff is not None)
        self.status = _StatusLabel(self)
        self._unsubscribe = session.service.subscribe(self._told)

    @property
    def staff(self) -> StaffDevices | None:
        """The staff's devices (made when first asked for), ``None`` without staff phones."""
        if self._staff is None and self._staff_source is not None:
            self._staff = self._staff_source()
            self._staff.devices_changed.connect(self._devices_told)
        return self._staff

    # ----------------------------------------------------------------- on and off

    @property
    def address(self) -> RoomAddress | None:
        """Where the room is served, ``None`` while it is not."""
        return self.server.address if self.server is not None else None

    def resume(self) -> None:
        """Share again if the room was shared when the window last closed.

        Not from a read-only window: the window that writes the library shares the room (a
        second server would give the room two addresses); the director may still turn it on.
        """
        if self.choices.shared and not self.session.read_only:
            self.action.setChecked(True)

    def _toggled(self, on: bool) -> None:  # noqa: FBT001 - a Qt slot
        if on:
            self.start()
        else:
            self.stop()
        self.choices.shared = self.server is not None
        self.choices.save()

    def start(self) -> RoomAddress | None:
        """Serve the room; ``None`` (and a notice) when it cannot."""
        if self.server is not None:
            return self.server.address
        if self.factory is None:
            return None
        choices = self.choices
        staff = self.staff
        if staff is None:
            server = self.factory(
                names=choices.names, pin=choices.pin, port=choices.port, clock=self.session.now
            )
        else:
            server = self.factory(
                names=choices.names,
                pin=choices.pin,
                port=choices.port,
                clock=self.session.now,
                staff=staff.staff,
                submit=staff.runner.submit,
            )
        try:
            address = server.start()
        except OSError as error:
            self._say_refused(
                self.tr("The room cannot be shared on the network: {reason}").format(
                    reason=error.strerror or str(error)
                )
            )
            self.action.setChecked(False)
            return None
        self.server = server
        server.publish(self.session.state, opened=True)
        if staff is not None:
            server.devices_changed(staff.snapshot())
        if address.moved:
            self._say_done(
                self.tr("Port {asked} was in use: the room is shared on port {port}.").format(
                    asked=address.asked, port=address.port
                )
            )
        self._show_address()
        return address

    def stop(self) -> None:
        """Stop serving: the pages say they lost the connection and keep counting."""
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        if self.action.isChecked():
            self.action.setChecked(False)
        self._show_address()

    def close(self) -> None:
        """The window closes: stop serving (the choice to share is kept for the next start)."""
        shared = self.choices.shared
        server, self.server = self.server, None
        if server is not None:
            server.stop()
        self._unsubscribe()
        self._unsubscribe = lambda: None
        self.choices.shared = shared
        self.choices.save()

    def apply(self, choices: ShareChoices) -> None:
        """Use new choices: names and PIN at once, a new port by serving again there."""
        moved = choices.port != self.choices.port
        self.choices = choices
        choices.shared = self.server is not None
        choices.save()
        if self.server is None:
            return
        if moved:
            self.stop()
            self.action.setChecked(True)
        else:
            self.server.rename(choices.names, choices.pin)
            self._show_address()

    def _told(self, change: Change) -> None:
        """Every change of the tournament, on the window's thread: the room sees it too."""
        if self.server is not None:
            self.server.publish(change.state, opened=change.event is None)

    def _devices_told(self, change: DevicesChange) -> None:
        """A phone paired or revoked, the staff PIN changed: the server knows at once."""
        if self.server is not None:
            self.server.devices_changed(change)

    # ----------------------------------------------------------------- on screen

    def shared_url(self) -> str | None:
        """The address the TV's QR code gives (with the view PIN), ``None`` when not shared."""
        address = self.address
        if address is None:
            return None
        pin = self.choices.pin
        return address.url + (f"#pin={pin}" if pin else "")

    def _show_address(self) -> None:
        address = self.address
        if address is None:
            self.status.hide()
        else:
            self.status.setText(
                self.tr("On the network: {address}").format(
                    address=address.url.removeprefix("http://").rstrip("/")
                )
            )
            self.status.setToolTip("\n".join(address.urls))
            self.status.show()
        display = getattr(self.window, "display", None)
        if display is not None:
            display.set_room_url(self.shared_url())
        self.changed.emit()

    def open_dialog(self) -> None:
        """The sharing dialog: the addresses as QR codes, the names, the PIN, the port."""
        from tourney.gui.room_dialog import RoomDialog

        RoomDialog(self, parent=self.window).exec()

    def open_pairing(self, role: str = "floor") -> None:
        """The pairing dialog: a QR code for a staff phone of ``role``."""
        if self.staff is None:
            return
        from tourney.gui.pairing_dialog import PairingDialog

        PairingDialog(self.staff, self, role=role, parent=self.window).exec()

    def open_devices(self) -> None:
        """The Staff devices panel: the phones, revoking, the staff PIN."""
        if self.staff is None:
            return
        from tourney.gui.devices_dialog import DevicesDialog

        DevicesDialog(self.staff, pair=self.open_pairing, parent=self.window).exec()

    def _say_done(self, text: str) -> None:
        shown = getattr(self.window, "show_done", None)
        if shown is not None:
            shown(text)

    def _say_refused(self, text: str) -> None:
        shown = getattr(self.window, "show_refusal", None)
        if shown is not None:
            shown(text)
