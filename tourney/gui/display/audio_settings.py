"""The volume and mute shared by the display's sounds and its voice."""

from __future__ import annotations

from dataclasses import dataclass

__all__ = ["AudioSettings"]


@dataclass(frozen=True, slots=True)
class AudioSettings:
    """How loud the display is.

    Attributes:
        volume: From 0.0 (silent) to 1.0 (full), for chimes and voice alike.
        muted: Whether everything is silent, whatever the volume.
        sounds: Whether the chimes play.
        voice: Whether announcements are spoken.
    """

    volume: float = 0.8
    muted: bool = False
    sounds: bool = True
    voice: bool = True

    def __post_init__(self) -> None:
        object.__setattr__(self, "volume", min(1.0, max(0.0, float(self.volume))))

    @property
    def effective_volume(self) -> float:
        """The volume to play at: 0.0 when muted."""
        return 0.0 if self.muted else self.volume
