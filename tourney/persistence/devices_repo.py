"""The staff's paired devices, the key that signs pairing codes, and the staff PIN's hash.

A device is a phone the director paired for a role (``floor``, ``desk``, ``director``). The
library keeps its name, its role, the SHA-256 of its token — never the token — what paired
it, when it was last seen and whether it was revoked. What a token is, how a code is
signed and how a PIN is hashed is :mod:`tourney.core.staff`'s business: this module only
stores the values it is given, in one transaction each.

Revoking keeps the row: the actions a device made stay in the logs under its name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tourney.persistence.errors import PersistenceError, UnknownRecordError
from tourney.persistence.repository import Repository

__all__ = ["CodeUsedError", "Device", "DevicesRepo", "StaffPin"]

_COLUMNS = "id, name, role, paired_at, last_seen, revoked_at"


class CodeUsedError(PersistenceError):
    """A pairing code (or another pairing's id) that has paired a device already."""

    code = "staff.code-used"


@dataclass(frozen=True, slots=True)
class Device:
    """One paired device.

    Attributes:
        id: The library's id of the device.
        name: The name the director or the phone gave it ("Table 2").
        role: ``"floor"``, ``"desk"`` or ``"director"``.
        paired_at: When it was paired, in seconds since the epoch.
        last_seen: When it last acted or connected, ``None`` if never since pairing.
        revoked_at: When it was revoked, ``None`` while it may act.
    """

    id: int
    name: str
    role: str
    paired_at: float
    last_seen: float | None = None
    revoked_at: float | None = None

    @property
    def revoked(self) -> bool:
        """Whether the device may no longer act."""
        return self.revoked_at is not None


@dataclass(frozen=True, slots=True)
class StaffPin:
    """The staff PIN as stored: PBKDF2-HMAC-SHA256 of the PIN with a salt.

    Attributes:
        hash: The derived key, hexadecimal.
        salt: The salt, hexadecimal.
        rounds: PBKDF2's iterations.
        roles: The roles a device paired with the PIN may get.
        set_at: When the director set it.
    """

    hash: str
    salt: str
    rounds: int
    roles: tuple[str, ...]
    set_at: float


def _device(row: Sequence[Any]) -> Device:
    ident, name, role, paired_at, last_seen, revoked_at = row
    return Device(
        int(ident),
        str(name),
        str(role),
        float(paired_at),
        None if last_seen is None else float(last_seen),
        None if revoked_at is None else float(revoked_at),
    )


class DevicesRepo(Repository):
    """The paired devices of a library, its pairing key and its staff PIN."""

    # ----------------------------------------------------------------- devices

    def add(self, name: str, role: str, *, token_hash: str, paired_by: str) -> Device:
        """Store a newly paired device; returns it.

        Raises:
            CodeUsedError: ``paired_by`` paired a device already.
            PersistenceError: A name, role or hash the table refuses.
        """
        now = self._clock()
        with self.writing() as db:
            used = db.execute("SELECT 1 FROM devices WHERE paired_by = ?", [paired_by])
            if used.fetchone() is not None:
                raise CodeUsedError("This pairing code has been used already.")
            cursor = db.execute(
                "INSERT INTO devices (name, role, token_hash, paired_by, paired_at, last_seen) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [name, role, token_hash, paired_by, now, now],
            )
            ident = cursor.lastrowid
        assert ident is not None
        return Device(ident, name, role, now, now)

    def all(self) -> list[Device]:
        """Every device ever paired, the most recent first."""
        with self.reading() as db:
            rows = db.execute(f"SELECT {_COLUMNS} FROM devices ORDER BY id DESC").fetchall()
        return [_device(row) for row in rows]

    def get(self, device_id: int) -> Device:
        """The device with this id.

        Raises:
            UnknownRecordError: No device has that id.
        """
        with self.reading() as db:
            row = db.execute(f"SELECT {_COLUMNS} FROM devices WHERE id = ?", [device_id]).fetchone()
        if row is None:
            raise UnknownRecordError("there is no paired device {id}", id=device_id)
        return _device(row)

    def by_token_hash(self, token_hash: str) -> Device | None:
        """The device whose token hashes to ``token_hash`` (revoked or not), or ``None``."""
        with self.reading() as db:
            row = db.execute(
                f"SELECT {_COLUMNS} FROM devices WHERE token_hash = ?", [token_hash]
            ).fetchone()
        return None if row is None else _device(row)

    def token_hashes(self) -> dict[str, Device]:
        """Every device that may act, by the hash of its token."""
        with self.reading() as db:
            rows = db.execute(
                f"SELECT token_hash, {_COLUMNS} FROM devices WHERE revoked_at IS NULL"
            ).fetchall()
        return {str(row[0]): _device(row[1:]) for row in rows}

    def revoke(self, device_id: int) -> Device:
        """Revoke a device (at once; revoking it again changes nothing); returns it.

        Raises:
            UnknownRecordError: No device has that id.
        """
        device = self.get(device_id)
        if device.revoked:
            return device
        now = self._clock()
        with self.writing() as db:
            db.execute(
                "UPDATE devices SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL",
                [now, device_id],
            )
        return Device(device.id, device.name, device.role, device.paired_at, device.last_seen, now)

    def seen(self, device_id: int, at: float) -> None:
        """Record that the device acted or connected at ``at`` (never moves back in time)."""
        with self.writing() as db:
            db.execute(
                "UPDATE devices SET last_seen = ? WHERE id = ? "
                "AND (last_seen IS NULL OR last_seen < ?)",
                [at, device_id, at],
            )

    # ----------------------------------------------------------------- the pairing key

    def pairing_key(self) -> bytes:
        """The key this library's pairing codes are signed with (32 bytes).

        Raises:
            PersistenceError: The library has no staff row (it would be damaged).
        """
        with self.reading() as db:
            row = db.execute("SELECT pairing_key FROM staff WHERE id = 1").fetchone()
        if row is None:
            raise PersistenceError("the library has no pairing key")
        return bytes.fromhex(str(row[0]))

    # ----------------------------------------------------------------- the staff PIN

    def staff_pin(self) -> StaffPin | None:
        """The staff PIN's hash, or ``None`` when the director has set none."""
        with self.reading() as db:
            row = db.execute(
                "SELECT pin_hash, pin_salt, pin_rounds, pin_roles, pin_set_at FROM staff "
                "WHERE id = 1"
            ).fetchone()
        if row is None or not row[0]:
            return None
        roles = tuple(role for role in str(row[3]).split(",") if role)
        return StaffPin(str(row[0]), str(row[1]), int(row[2]), roles, float(row[4] or 0.0))

    def set_staff_pin(self, pin: StaffPin | None) -> None:
        """Keep ``pin`` as the staff PIN (``None``: no PIN)."""
        with self.writing() as db:
            if pin is None:
                db.execute(
                    "UPDATE staff SET pin_hash = '', pin_salt = '', pin_rounds = 0, "
                    "pin_roles = '', pin_set_at = NULL WHERE id = 1"
                )
            else:
                db.execute(
                    "UPDATE staff SET pin_hash = ?, pin_salt = ?, pin_rounds = ?, "
                    "pin_roles = ?, pin_set_at = ? WHERE id = 1",
                    [pin.hash, pin.salt, pin.rounds, ",".join(pin.roles), pin.set_at],
                )
