"""The staff's phones: pairing codes, device tokens, the staff PIN, and commands from a device.

A director pairs a phone for a role — ``floor``, ``desk`` or ``director``
(:data:`~tourney.core.roles.ROLES`) — by showing it a **pairing code**, or, where scanning
is awkward, with the **staff PIN**. The phone is given a random **token** (256 bits) that it
sends with every command; the library keeps only the token's SHA-256 (a token is random, so a
plain hash is enough; the low-entropy PIN is stretched with PBKDF2), never the token.

A pairing code is signed rather than stored: the role, the device's name, the tournament it
pairs for (or any), its expiry (:data:`PAIRING_SECONDS` after it is made) and a random id,
with an HMAC-SHA256 by the library's own pairing key. So ``tourney pair`` makes codes for a
``tourney serve`` running in another process without writing the library (which the server
holds for writing), and the window's pairing dialog makes them the same way. A code pairs
once: the device's row keeps the code's id, unique in the library, written in the same
transaction as the device — even a server restarted within the two minutes refuses it a
second time.

Every command from a device goes through :meth:`Staff.perform`: the token must name a device
that is not revoked, the device's role must be one of the command's
:attr:`~tourney.core.commands.Command.ROLES` (a director's phone may do everything), and then
the :class:`~tourney.core.service.TournamentService` performs it with the device as its
:class:`~tourney.domain.log.events.Origin` — the same checks, refusals, undo and labels as the
window's, on disk before the answer. The command's id is kept as ``device:id``, so two
phones that happen to choose the same id never answer for each other. The floor and the desk
may also undo their own last action, by its position, while it is still the last one (the
undo offered right after a bust-out); any other undo is the director's.

A :class:`Staff` runs on the thread that owns the service, like the service itself.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
import struct
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tourney.base.refusals import Refusal
from tourney.core.results import Result
from tourney.core.roles import DIRECTOR, ROLES
from tourney.core.service import TournamentService
from tourney.domain.log.events import Origin
from tourney.persistence.devices_repo import CodeUsedError, Device, DevicesRepo, StaffPin

if TYPE_CHECKING:  # the commands (and every action) load with the first command
    from tourney.core.commands import Command

__all__ = [
    "MAX_COMMAND_ID",
    "MAX_DEVICE_NAME",
    "PAIRING_SECONDS",
    "PIN_ROUNDS",
    "DevicesChange",
    "NotPairedError",
    "Paired",
    "PairingCode",
    "PairingCodeError",
    "RoleError",
    "Staff",
    "StaffError",
    "StaffPinError",
    "check_device_name",
    "check_role",
    "check_staff_pin",
    "make_code",
    "read_code",
    "token_hash",
]

PAIRING_SECONDS = 120
"""How long a pairing code is valid."""

PIN_ROUNDS = 100_000
"""PBKDF2-HMAC-SHA256 iterations of the staff PIN's hash."""

MAX_DEVICE_NAME = 40
"""The longest name a device may have, in characters."""

MAX_COMMAND_ID = 64
"""The longest id a device may give a command, in characters."""

SEEN_EVERY_S = 60.0
"""A device's "last seen" is written to the library at most this often (it is kept in memory
meanwhile): a phone busy at the table does not cost a disk write for each look."""

_CODE_VERSION = 1
_MAC_BYTES = 12
_NONCE_BYTES = 8
_HEAD = struct.Struct(">BBIQ")  # version, role, tournament (0: any), expiry; then the nonce


class StaffError(Refusal):
    """A staff device's request refused before it reached the tournament."""

    code = "staff.refused"


class PairingCodeError(StaffError):
    """A pairing code that is not one, has expired, was used, or pairs for another tournament."""

    code = "staff.bad-code"


class NotPairedError(StaffError):
    """A token that names no device, or a revoked one."""

    code = "staff.not-paired"


class RoleError(StaffError):
    """A device whose role may not do what it asked."""

    code = "staff.not-allowed"


class StaffPinError(StaffError):
    """A staff PIN that is not six digits or more, none set, or the wrong one."""

    code = "staff.bad-pin"


# ----------------------------------------------------------------------------- small values


def token_hash(token: str) -> str:
    """The SHA-256 of a device token, as the library keeps it (hexadecimal).

    >>> len(token_hash("abc"))
    64
    """
    return hashlib.sha256(token.encode("utf-8", "surrogatepass")).hexdigest()


def check_role(role: str) -> str:
    """``role`` when it is one a device may have.

    Raises:
        RoleError: It is not ``floor``, ``desk`` or ``director``.
    """
    if role not in ROLES:
        raise RoleError(
            "A device is paired for the floor, the desk or the director, not {role!r}.", role=role
        )
    return role


def check_device_name(name: str) -> str:
    """``name`` trimmed, when a device may be called so.

    >>> check_device_name("  Table 2 ")
    'Table 2'

    Raises:
        StaffError: Empty, longer than :data:`MAX_DEVICE_NAME`, or with control characters.
    """
    text = " ".join(name.split())
    if not text:
        raise StaffError("A device needs a name (Table 2, Door…).")
    if len(text) > MAX_DEVICE_NAME:
        raise StaffError("A device's name has at most {most} characters.", most=MAX_DEVICE_NAME)
    if any(unicodedata.category(ch)[0] == "C" for ch in text):
        raise StaffError("A device's name cannot hold control characters.")
    return text


def check_staff_pin(pin: str) -> str:
    """``pin`` when it may be the staff PIN: six to twenty digits.

    Raises:
        StaffPinError: It is not.
    """
    text = pin.strip()
    if not (text.isascii() and text.isdigit() and 6 <= len(text) <= 20):
        raise StaffPinError("The staff PIN is six to twenty digits.")
    return text


def hash_pin(pin: str, roles: tuple[str, ...], now: float, *, rounds: int = PIN_ROUNDS) -> StaffPin:
    """The staff PIN as the library keeps it: PBKDF2-HMAC-SHA256 with a random salt.

    Raises:
        StaffPinError: Not six to twenty digits.
        RoleError: A role no device may have, or none.
    """
    text = check_staff_pin(pin)
    if not roles:
        raise RoleError("The staff PIN must pair at least one role.")
    for role in roles:
        check_role(role)
    salt = secrets.token_bytes(16)
    derived = hashlib.pbkdf2_hmac("sha256", text.encode(), salt, rounds)
    ordered = tuple(role for role in ROLES if role in roles)
    return StaffPin(derived.hex(), salt.hex(), rounds, ordered, now)


def pin_matches(stored: StaffPin, pin: str) -> bool:
    """Whether ``pin`` is the staff PIN ``stored`` (compared in constant time)."""
    given = pin.strip()[:20].encode("ascii", "replace")
    derived = hashlib.pbkdf2_hmac("sha256", given, bytes.fromhex(stored.salt), stored.rounds)
    return hmac.compare_digest(derived.hex(), stored.hash)


# ----------------------------------------------------------------------------- pairing codes


@dataclass(frozen=True, slots=True)
class PairingCode:
    """A pairing code, as a phone is shown it.

    Attributes:
        text: The code itself (URL-safe letters, about 40 of them; more with a name).
        role: The role it pairs.
        device: The name it gives the device ("" : the phone names itself).
        tournament_id: The tournament it pairs for, ``None`` for whichever is served.
        expires_at: When it stops pairing, in seconds since the epoch.
        nonce: Its random id (kept with the device it pairs, so it pairs once).
    """

    text: str
    role: str
    device: str
    tournament_id: int | None
    expires_at: float
    nonce: str


def _mac(key: bytes, body: bytes) -> bytes:
    return hmac.new(key, b"tourney-pairing:" + body, hashlib.sha256).digest()[:_MAC_BYTES]


def make_code(
    key: bytes,
    role: str,
    *,
    now: float,
    device: str = "",
    tournament_id: int | None = None,
    seconds: float = PAIRING_SECONDS,
) -> PairingCode:
    """A new pairing code for ``role``, signed with the library's ``key``.

    Raises:
        RoleError: Not a role a device may have.
        StaffError: A device name that is not allowed.
    """
    check_role(role)
    name = check_device_name(device) if device else ""
    expires = int(now + seconds)
    nonce = secrets.token_bytes(_NONCE_BYTES)
    encoded = name.encode("utf-8")
    body = (
        _HEAD.pack(_CODE_VERSION, ROLES.index(role), tournament_id or 0, expires) + nonce + encoded
    )
    text = base64.urlsafe_b64encode(body + _mac(key, body)).rstrip(b"=").decode("ascii")
    return PairingCode(text, role, name, tournament_id, float(expires), nonce.hex())


def read_code(key: bytes, text: str, *, now: float) -> PairingCode:
    """The pairing code ``text`` says, when this library signed it and it has not expired.

    Raises:
        PairingCodeError: Not a code of this library's, or expired.
    """
    unknown = PairingCodeError("This pairing code is not valid: ask the director for a new one.")
    if not isinstance(text, str) or not 20 <= len(text) <= 400 or not text.isascii():
        raise unknown
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (ValueError, TypeError):
        raise unknown from None
    head = _HEAD.size + _NONCE_BYTES
    if len(raw) < head + _MAC_BYTES:
        raise unknown
    body, mac = raw[:-_MAC_BYTES], raw[-_MAC_BYTES:]
    if not hmac.compare_digest(mac, _mac(key, body)):
        raise unknown
    version, role_index, tournament, expires = _HEAD.unpack(body[: _HEAD.size])
    if version != _CODE_VERSION or role_index >= len(ROLES):
        raise unknown
    nonce = body[_HEAD.size : head].hex()
    try:
        device = body[head:].decode("utf-8")
    except UnicodeDecodeError:
        raise unknown from None
    if now > expires:
        raise PairingCodeError("This pairing code has expired: ask the director for a new one.")
    return PairingCode(text, ROLES[role_index], device, tournament or None, float(expires), nonce)


# ----------------------------------------------------------------------------- the staff


@dataclass(frozen=True, slots=True)
class Paired:
    """A device just paired.

    Attributes:
        token: Its token: given to the phone once, never kept.
        device: The device as the library keeps it.
    """

    token: str
    device: Device


@dataclass(frozen=True, slots=True)
class DevicesChange:
    """What a listener is told when a device is paired or revoked, or the PIN changes.

    Attributes:
        active: Every device that may act, by the hash of its token.
        revoked: The device just revoked, if any (its connections close at once).
        pin_set: Whether a staff PIN is set.
    """

    active: dict[str, Device]
    revoked: Device | None = None
    pin_set: bool = False


DevicesListener = Callable[[DevicesChange], None]


class Staff:
    """The staff devices of ``service``'s library (see the module docstring).

    Args:
        service: The open library and tournament; this object runs on its owner thread.
    """

    def __init__(self, service: TournamentService) -> None:
        self.service = service
        self._listeners: list[DevicesListener] = []
        self._seen: dict[int, float] = {}
        self._written: dict[int, float] = {}

    @property
    def _devices(self) -> DevicesRepo:
        return self.service.library.devices

    def now(self) -> float:
        """The service's "now"."""
        return self.service.now()

    # ----------------------------------------------------------------- listeners

    def subscribe(self, listener: DevicesListener) -> Callable[[], None]:
        """Tell ``listener`` of every pairing, revocation and PIN change; returns how to stop."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    def snapshot(self, revoked: Device | None = None) -> DevicesChange:
        """The devices that may act now (what a new listener starts from)."""
        return DevicesChange(
            self._devices.token_hashes(), revoked, self._devices.staff_pin() is not None
        )

    def _tell(self, revoked: Device | None = None) -> None:
        change = self.snapshot(revoked)
        for listener in list(self._listeners):
            listener(change)

    # ----------------------------------------------------------------- pairing

    def issue(
        self, role: str, *, device: str = "", tournament_id: int | None = None
    ) -> PairingCode:
        """A new pairing code for ``role``, valid for :data:`PAIRING_SECONDS` and once.

        Raises:
            RoleError: Not a role.
            StaffError: A device name that is not allowed.
        """
        return make_code(
            self._devices.pairing_key(),
            role,
            now=self.now(),
            device=device,
            tournament_id=tournament_id,
        )

    def pair(self, code: str, device: str = "") -> Paired:
        """Pair the phone that shows ``code``; ``device`` names it when the code does not.

        Raises:
            PairingCodeError: Not valid, expired, used, or for another tournament.
            StaffError: No name, or one that is not allowed.
            PersistenceError: It cannot be stored.
        """
        read = read_code(self._devices.pairing_key(), code, now=self.now())
        if read.tournament_id is not None and read.tournament_id != self.service.tournament_id:
            raise PairingCodeError("This pairing code is for another tournament.")
        name = read.device or check_device_name(device)
        try:
            return self._add(name, read.role, f"code:{read.nonce}")
        except CodeUsedError:
            raise PairingCodeError(
                "This pairing code has been used already: ask the director for a new one."
            ) from None

    def pair_with_pin(self, pin: str, role: str, device: str) -> Paired:
        """Pair a phone with the staff PIN, for ``role`` (one the PIN may pair).

        Raises:
            StaffPinError: No staff PIN is set, or this is not it.
            RoleError: The PIN may not pair ``role``.
            StaffError: No name, or one that is not allowed.
        """
        name = check_device_name(device)
        check_role(role)
        stored = self._devices.staff_pin()
        if stored is None:
            raise StaffPinError("No staff PIN is set: ask the director for a pairing code.")
        if not pin_matches(stored, pin):
            raise StaffPinError("That is not the staff PIN.")
        if role not in stored.roles:
            raise RoleError("The staff PIN does not pair a phone for this role.")
        return self._add(name, role, "pin:" + secrets.token_hex(8))

    def _add(self, name: str, role: str, paired_by: str) -> Paired:
        token = secrets.token_urlsafe(32)
        device = self._devices.add(name, role, token_hash=token_hash(token), paired_by=paired_by)
        self._written[device.id] = device.paired_at  # last seen: when paired
        self._tell()
        return Paired(token, device)

    # ----------------------------------------------------------------- devices

    def devices(self) -> list[Device]:
        """Every device ever paired, the most recent first, last seen as of now."""
        return [self._as_seen(device) for device in self._devices.all()]

    def _as_seen(self, device: Device) -> Device:
        seen = self._seen.get(device.id)
        if seen is not None and (device.last_seen is None or seen > device.last_seen):
            return replace(device, last_seen=seen)
        return device

    def device(self, token: str) -> Device:
        """The device ``token`` names, when it may act.

        Raises:
            NotPairedError: No device has this token, or it was revoked.
        """
        if not isinstance(token, str) or not 20 <= len(token) <= 100:
            raise NotPairedError("This phone is not paired: pair it again.")
        device = self._devices.by_token_hash(token_hash(token))
        if device is None:
            raise NotPairedError("This phone is not paired: pair it again.")
        if device.revoked:
            raise NotPairedError("This phone's pairing was revoked by the director.")
        return self._as_seen(device)

    def revoke(self, device_id: int) -> Device:
        """Revoke a device: refused from now on, its open connections closed.

        Raises:
            UnknownRecordError: No device has that id.
        """
        revoked = self._devices.revoke(device_id)
        self._tell(revoked)
        return revoked

    def seen(self, device: Device) -> None:
        """The device connected or acted now (written at most every :data:`SEEN_EVERY_S`)."""
        now = self.now()
        self._seen[device.id] = now
        if now - self._written.get(device.id, 0.0) >= SEEN_EVERY_S:
            self._written[device.id] = now
            self._devices.seen(device.id, now)

    # ----------------------------------------------------------------- the staff PIN

    @property
    def pin_roles(self) -> tuple[str, ...] | None:
        """The roles the staff PIN pairs, ``None`` when no PIN is set."""
        stored = self._devices.staff_pin()
        return None if stored is None else stored.roles

    def set_pin(self, pin: str | None, roles: tuple[str, ...] = ("floor", "desk")) -> None:
        """Set the staff PIN and the roles it pairs (``None``: no PIN).

        Raises:
            StaffPinError: Not six to twenty digits.
            RoleError: No role, or one no device may have.
        """
        stored = None if pin is None else hash_pin(pin, roles, self.now())
        self._devices.set_staff_pin(stored)
        self._tell()

    # ----------------------------------------------------------------- acting

    def perform(self, token: str, command: Command) -> Result:
        """Perform ``command`` for the device ``token`` names, with the device as its origin.

        Raises:
            NotPairedError: The token names no device that may act.
            RoleError: The device's role may not send this command.
        """
        device = self.device(token)
        allowed = device.role == DIRECTOR or device.role in command.ROLES
        if not allowed and not self._own_undo(device, command):
            raise _not_for(device.role)
        if command.id is not None:
            command = replace(command, id=f"{device.id}:{command.id}")
        self.seen(device)
        return self.service.perform(command, origin=Origin(device.name, device.role))

    def _own_undo(self, device: Device, command: Command) -> bool:
        """Whether ``command`` undoes the device's own last action, named (``expected``).

        The floor and the desk may take back what they just did — the undo offered right
        after a bust-out or a registration — but nothing else: the action must be theirs and
        still the last in effect (the undo itself checks that).
        """
        expected = getattr(command, "expected", None)
        state = self.service.state
        if command.KIND != "undo" or not isinstance(expected, int) or state is None:
            return False
        if not 1 <= expected <= state.last_seq:
            return False
        made = state.log[expected - 1].command or ""
        return made.startswith(f"{device.id}:")


def _not_for(role: str) -> RoleError:
    if role == "floor":
        return RoleError("A phone paired for the floor may not do this.")
    return RoleError("A phone paired for the desk may not do this.")
