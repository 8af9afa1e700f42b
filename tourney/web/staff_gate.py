"""Who a request comes from: a paired device's token, where it is carried, and the devices known.

A staff device proves itself with its token only — never a cookie (Tourney sets none), so a
page of another site that a phone of the room opens cannot act for it:

* an HTTP request carries it as ``Authorization: Bearer TOKEN``;
* a WebSocket, whose headers a browser cannot set, offers the subprotocols ``tourney`` and
  ``token.TOKEN`` (the server answers ``tourney``), or sends ``?token=TOKEN``.

:class:`StaffGate` keeps, on the server's loop, the devices that may act by the hash of their
token, as the thread that owns the library tells it (:class:`~tourney.core.staff.DevicesChange`):
a request with no token or an unknown one is refused there and then, without troubling the
director's window; the owner checks the token again against the library before it acts (a
device revoked a moment ago is refused even if its request was already on its way).
"""

from __future__ import annotations

from collections.abc import Callable

from aiohttp import web

from tourney.base.languages import CODES
from tourney.core.staff import DevicesChange, token_hash
from tourney.persistence.devices_repo import Device

__all__ = ["SUBPROTOCOL", "TOKEN_PREFIX", "StaffGate", "language_of", "token_of"]

SUBPROTOCOL = "tourney"
"""The WebSocket subprotocol the server answers a staff page with."""

TOKEN_PREFIX = "token."
"""A WebSocket subprotocol that starts with this carries the device's token."""


def token_of(request: web.Request, *, websocket: bool = False) -> str | None:
    """The device token the request carries, ``None`` when it carries none."""
    header = request.headers.get("Authorization", "")
    scheme, _, value = header.partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    if websocket:
        offered = request.headers.get("Sec-WebSocket-Protocol", "")
        for part in offered.split(","):
            name = part.strip()
            if name.startswith(TOKEN_PREFIX) and len(name) > len(TOKEN_PREFIX):
                return name[len(TOKEN_PREFIX) :]
        given = request.query.get("token")
        if given:
            return given
    return None


def language_of(request: web.Request) -> str:
    """The language the device reads: the first of its ``Accept-Language`` Tourney speaks."""
    for part in request.headers.get("Accept-Language", "").split(","):
        code = part.split(";")[0].strip()[:2].lower()
        if code in CODES:
            return code
    return "en"


class StaffGate:
    """The devices that may act, by the hash of their token (see the module docstring)."""

    def __init__(self) -> None:
        self.active: dict[str, Device] = {}
        self.pin_set = False
        self.enabled = False
        self._revoked: list[Callable[[Device], None]] = []
        self._revoked_hashes: set[str] = set()

    def on_revoked(self, listener: Callable[[Device], None]) -> None:
        """Call ``listener`` with every device revoked from now on (its sockets close)."""
        self._revoked.append(listener)

    def told(self, change: DevicesChange) -> None:
        """The owner's news: the devices that may act now (on the server's loop)."""
        self.enabled = True
        if change.revoked is not None:  # its token is remembered, to say why it is refused
            gone_id = change.revoked.id
            self._revoked_hashes |= {h for h, d in self.active.items() if d.id == gone_id}
        self.active = dict(change.active)
        self.pin_set = change.pin_set
        gone = [change.revoked] if change.revoked is not None else []
        for device in gone:
            for listener in list(self._revoked):
                listener(device)

    def device(self, token: str | None) -> Device | None:
        """The device ``token`` names, if it may act (as the owner last said)."""
        if token is None or not 20 <= len(token) <= 100:
            return None
        return self.active.get(token_hash(token))

    def was_revoked(self, token: str | None) -> bool:
        """Whether ``token`` was a device's that the director revoked while this server ran."""
        return token is not None and token_hash(token) in self._revoked_hashes

    def still(self, device: Device) -> bool:
        """Whether ``device`` may still act."""
        return any(known.id == device.id for known in self.active.values())
