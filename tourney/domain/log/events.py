"""The event record: every director action becomes one, and the log of them is the truth.

A tournament's state is the replay of its events. The same records are the undo history
and the audit trail. An event is a typed :class:`~tourney.domain.log.payloads.Payload` (what
the director decided and what chance drew), the moment it happened (seconds since the epoch,
passed in by the caller), its label — a sentence kept unsaid, said in the reader's language
("Bust-out of Ann, 9th", "Eliminazione di Ann, 9°") —, its position in the log, and where it
came from when it was not the director's window (a paired phone) with the id of the command
that made it, so that a command sent twice is applied once.

>>> from tourney.base.messages import message
>>> from tourney.domain.log.payloads import Rebuy
>>> event = Event(Rebuy(7, stack=0), at=1.5, label=message("Rebuy for {name}", name="Ann"))
>>> event.kind, event.label.translated("en")
('rebuy', 'Rebuy for Ann')
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from tourney.base.messages import Message, message

if TYPE_CHECKING:  # the payload classes load with the first event made or read, not at start
    from tourney.domain.log.payloads import Payload

__all__ = ["NO_LABEL", "Event", "Origin", "from_device"]

NO_LABEL = Message("")
"""The label of an event that has none."""


@dataclass(frozen=True, slots=True)
class Origin:
    """Where an action came from when it was not the director's window.

    Attributes:
        device: The paired device's name ("Table 2").
        role: Its role: ``"floor"``, ``"desk"`` or ``"director"``.
    """

    device: str
    role: str


@dataclass(frozen=True, slots=True)
class Event:
    """One recorded director action.

    Attributes:
        payload: What was done, typed by kind.
        at: When it happened, in seconds since the epoch.
        label: The action as the undo menu and the status bar say it, unsaid.
        seq: Position in the tournament's log, 1-based; 0 until stored.
        origin: The device it came from, or ``None`` for the director's own window and the
            command line.
        command: The id of the command that made it (a command retried is applied once), or
            ``None``.
    """

    payload: Payload
    at: float = 0.0
    label: Message = NO_LABEL
    seq: int = 0
    origin: Origin | None = None
    command: str | None = None

    @property
    def kind(self) -> str:
        """The kind's stored name, e.g. ``"bust_out"``."""
        return self.payload.KIND

    def stored_as(self, seq: int) -> Event:
        """The same event with its log position."""
        return replace(self, seq=seq)

    def said(self, language: str) -> str:
        """The label in ``language``."""
        return self.label.translated(language)

    @property
    def told(self) -> Message:
        """The label as the history tells it: where the action came from, when from a device.

        >>> from tourney.domain.log.payloads import ClockPaused
        >>> paused = Event(ClockPaused(), label=message("Pause"), origin=Origin("Table 2", "floor"))
        >>> paused.told.translated("en")
        "Pause — from the floor phone 'Table 2'"
        """
        return self.label if self.origin is None else from_device(self.label, self.origin)


def from_device(action: Message, origin: Origin) -> Message:
    """``action``'s label followed by the device it came from, by its role and its name.

    >>> rebuy = message("Rebuy for {name}", name="Ann")
    >>> from_device(rebuy, Origin("Door", "desk")).translated("it")
    'Rebuy per Ann — dal telefono della cassa «Door»'
    """
    if origin.role == "floor":
        return message(
            "{action} — from the floor phone '{device}'", action=action, device=origin.device
        )
    if origin.role == "desk":
        return message(
            "{action} — from the desk phone '{device}'", action=action, device=origin.device
        )
    return message(
        "{action} — from the director's phone '{device}'", action=action, device=origin.device
    )
