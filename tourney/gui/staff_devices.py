"""The staff's phones in the director's window: pairing, the devices, the PIN, the seat cards.

:class:`StaffDevices` is the window's face of the Qt-free :class:`tourney.core.staff.Staff`
(both live on the window's thread, which owns the tournament): the pairing dialog asks it for
codes, the Devices panel lists and revokes through it, the staff PIN is set through it. Every
pairing, revocation and PIN change is told by :attr:`StaffDevices.devices_changed` — to the
panels, and to the room's server (:class:`~tourney.gui.room_share.RoomShare` forwards it), which
cuts a revoked phone off at once. the window's ``runner`` is where the server hands a
phone's command to be performed (:mod:`tourney.gui.window_thread`).

When the director wants it (a choice kept in the settings), the seat card of every player
registered from the desk's phone is printed on the window's printer as soon as the entry
is stored.

Signals (of :class:`StaffDevices`): ``devices_changed(object)`` with the
:class:`~tourney.core.staff.DevicesChange`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal

from tourney.core.service import Change
from tourney.core.staff import DevicesChange, PairingCode, Staff
from tourney.domain.log.payloads import PlayerRegistered
from tourney.gui.language import current_language
from tourney.gui.session import Session
from tourney.gui.window_thread import WindowThread
from tourney.persistence.devices_repo import Device

__all__ = ["StaffDevices"]

_PRINT_KEY = "staff/print_seat_cards"


class StaffDevices(QObject):
    """The staff's devices of the window's library (see the module docstring).

    Attributes:
        staff: The core's staff devices.
        runner: Runs a phone's command on the window's thread.
        print_card: Prints a seat card's PDF (the window's default printer; tests replace it).
    """

    devices_changed = Signal(object)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.staff = Staff(session.service)
        self.runner = WindowThread(self)
        self.print_card: Callable[[bytes, str], bool] = _print_on_default_printer
        self.printed: Callable[[str], None] = lambda _text: None
        self._unsubscribe = self.staff.subscribe(self.devices_changed.emit)
        self._unwatch = session.service.subscribe(self._changed)

    def close(self) -> None:
        """Stop listening (the window closes)."""
        self._unsubscribe()
        self._unwatch()
        self._unsubscribe = self._unwatch = lambda: None

    # ----------------------------------------------------------------- the devices

    def devices(self) -> list[Device]:
        """Every device ever paired, the most recent first."""
        return self.staff.devices()

    def issue(self, role: str, device: str = "") -> PairingCode:
        """A pairing code for ``role`` (two minutes, once), for the open tournament's library."""
        return self.staff.issue(role, device=device)

    def revoke(self, device_id: int) -> Device:
        """Revoke a device: refused at once, its connections closed."""
        return self.staff.revoke(device_id)

    def snapshot(self) -> DevicesChange:
        """The devices that may act now (what a server starts from)."""
        return self.staff.snapshot()

    # ----------------------------------------------------------------- the staff PIN

    @property
    def pin_roles(self) -> tuple[str, ...] | None:
        """The roles the staff PIN pairs, ``None`` when none is set."""
        return self.staff.pin_roles

    def set_pin(self, pin: str | None, roles: tuple[str, ...]) -> None:
        """Set the staff PIN (``None``: none); a refusal is raised as the core raises it."""
        self.staff.set_pin(pin, roles)

    # ----------------------------------------------------------------- the seat cards

    @property
    def print_seat_cards(self) -> bool:
        """Whether a seat card is printed for each player registered from the desk."""
        return str(QSettings().value(_PRINT_KEY, "false")).lower() == "true"

    @print_seat_cards.setter
    def print_seat_cards(self, on: bool) -> None:
        QSettings().setValue(_PRINT_KEY, "true" if on else "false")

    def _changed(self, change: Change) -> None:
        event, state = change.event, change.state
        if event is None or state is None or event.origin is None:
            return
        if event.origin.role != "desk" or not isinstance(event.payload, PlayerRegistered):
            return
        if not self.print_seat_cards or state.seat_of(event.payload.entry) is None:
            return
        from tourney.reports.base import RenderOptions
        from tourney.reports.tournament_reports import render_seat_card

        language = current_language()
        name = state.name(event.payload.entry)
        options = RenderOptions(currency=state.setup.currency, language=language)
        data = render_seat_card(state, event.payload.entry, now=self.session.now(), options=options)
        if self.print_card(data, name):
            self.printed(self.tr("Seat card printed for {name}.").format(name=name))
        else:
            self.printed(
                self.tr("No printer: the seat card of {name} was not printed.").format(name=name)
            )


def _print_on_default_printer(data: bytes, title: str) -> bool:
    """Print ``data`` on the system's default printer; whether there is one."""
    from PySide6.QtPrintSupport import QPrinter, QPrinterInfo

    from tourney.gui.printing import print_pdf

    if QPrinterInfo.defaultPrinter().isNull():
        return False
    printer = QPrinter(QPrinterInfo.defaultPrinter(), QPrinter.PrinterMode.HighResolution)
    printer.setDocName(title)
    return print_pdf(data, printer) > 0
