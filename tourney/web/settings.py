"""The director's choices for the room on the network: the port, the names, the view PIN.

Plain values, checked once: the window keeps them in its settings, ``tourney serve`` takes
them as options.

>>> RoomSettings(pin="2468").pin_required
True
>>> check_pin("12")
Traceback (most recent call last):
...
tourney.web.settings.RoomSettingsError: a view PIN is 4 to 12 digits, not '12'
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.base.refusals import Refusal
from tourney.web.names import NameStyle

__all__ = [
    "DEFAULT_PORT",
    "PORT_TRIES",
    "RoomSettings",
    "RoomSettingsError",
    "check_pin",
    "check_port",
]

DEFAULT_PORT = 8080
"""The port the room is served on when the director chose none."""

PORT_TRIES = 20
"""A port in use: the next free one of this many is taken (and said)."""


class RoomSettingsError(Refusal):
    """A port or a view PIN the room cannot be served with."""

    code = "usage.bad-arguments"


def check_pin(pin: str) -> str:
    """``pin`` when it is a valid view PIN (empty for none).

    Raises:
        RoomSettingsError: Not 4 to 12 digits.
    """
    text = pin.strip()
    if text and not (text.isascii() and text.isdigit() and 4 <= len(text) <= 12):
        raise RoomSettingsError("a view PIN is 4 to 12 digits, not {pin!r}", pin=pin)
    return text


def check_port(port: int) -> int:
    """``port`` when the server may listen on it (0: any free port).

    Raises:
        RoomSettingsError: Not 0 or 1024–65535.
    """
    if port != 0 and not 1024 <= port <= 65535:
        raise RoomSettingsError("the port must be between 1024 and 65535, not {port}", port=port)
    return port


@dataclass(frozen=True, slots=True)
class RoomSettings:
    """How the room is served.

    Attributes:
        names: How the players are named on the room's screens.
        pin: The view PIN the pages ask for (digits), empty for none: a private home game.
    """

    names: NameStyle = NameStyle.FULL
    pin: str = ""

    def __post_init__(self) -> None:
        object.__setattr__(self, "pin", check_pin(self.pin))

    @property
    def pin_required(self) -> bool:
        """Whether the pages must give the PIN to see the tournament."""
        return bool(self.pin)
