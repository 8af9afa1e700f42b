"""Chimes for the clock's events, played with QSoundEffect from the bundled WAV files.

Where Qt Multimedia cannot play (its library or the audio device is missing, or the
platform is ``offscreen`` as in tests and CI) the player stays silent and says so only in
the debug log. The event-to-sound choice is a pure function, :func:`sounds_for`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from enum import Enum
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, QUrl, Signal
from PySide6.QtGui import QGuiApplication

from tourney.core.moments import chimes_for
from tourney.domain.levels.clock_events import ClockEvent, Now, to_ms
from tourney.gui.display.audio_settings import AudioSettings
from tourney.resources import resource_path

__all__ = ["STALE_MS", "Sound", "SoundBackend", "SoundPlayer", "qt_sound_backend", "sounds_for"]

_log = logging.getLogger(__name__)

STALE_MS = 5000
"""Events older than this (caught up after a restart) ring no bell."""

GAP_MS = 1200
"""The pause between two chimes raised together (a break starting, then its colour-up)."""


class Sound(Enum):
    """The bundled chimes; the value is the file's name without ``.wav``."""

    ONE_MINUTE = "one_minute"
    LEVEL_UP = "level_up"
    BREAK_START = "break_start"
    BREAK_END = "break_end"
    COLOUR_UP = "colour_up"

    @property
    def path(self) -> Path:
        """The WAV file."""
        return resource_path("sounds", f"{self.value}.wav")


def sounds_for(events: Iterable[ClockEvent]) -> tuple[Sound, ...]:
    """The chimes for events raised together, in order, at most two.

    The choice is the room's, shared with the browser TV
    (:func:`tourney.core.moments.chimes_for`): the end of a break already says play resumes,
    so it is not followed by the level-up chime; "one minute left" only rings on its own.
    """
    return tuple(Sound(name) for name in chimes_for(events))


class SoundBackend(Protocol):
    """Something that plays a sound file at a volume (Qt's, or a fake in tests)."""

    def play(self, sound: Sound, volume: float) -> None:
        """Play ``sound`` at ``volume`` (0.0-1.0)."""


class _QtSoundBackend:
    """QSoundEffect per sound, loaded once."""

    def __init__(self, effect_type: type, parent: QObject) -> None:
        self._effects = {}
        for sound in Sound:
            effect = effect_type(parent)
            effect.setSource(QUrl.fromLocalFile(str(sound.path)))
            self._effects[sound] = effect

    def play(self, sound: Sound, volume: float) -> None:
        effect = self._effects[sound]
        effect.setVolume(volume)
        effect.play()


def qt_sound_backend(parent: QObject) -> SoundBackend | None:
    """Qt Multimedia's player, or None where it cannot play (then nothing is logged above debug)."""
    if QGuiApplication.platformName() in {"offscreen", "minimal"}:
        _log.debug("No sounds: the %s platform has no audio.", QGuiApplication.platformName())
        return None
    try:
        from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
    except ImportError as error:
        _log.debug("No sounds: Qt Multimedia cannot be loaded (%s).", error)
        return None
    if not QMediaDevices.audioOutputs():
        _log.debug("No sounds: there is no audio output device.")
        return None
    return _QtSoundBackend(QSoundEffect, parent)


class SoundPlayer(QObject):
    """Rings the chime for each clock event, at the shared volume, or stays silent.

    Feed it the events of every clock update: ``player.play_events(update.events, now=now)``.

    Signals:
        played(str): A chime was handed to the audio backend (the sound's name).
    """

    played = Signal(str)

    def __init__(
        self,
        settings: AudioSettings | None = None,
        *,
        backend: SoundBackend | None = None,
        use_qt: bool = True,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings or AudioSettings()
        if backend is None and use_qt:
            backend = qt_sound_backend(self)
        self._backend = backend

    @property
    def available(self) -> bool:
        """Whether sounds can be heard here at all."""
        return self._backend is not None

    def settings(self) -> AudioSettings:
        """The volume and mute in use."""
        return self._settings

    def set_settings(self, settings: AudioSettings) -> None:
        """Use ``settings`` from now on."""
        self._settings = settings

    def play_events(self, events: Iterable[ClockEvent], *, now: Now | None = None) -> None:
        """Ring the chimes for events raised together; with ``now``, stale events are skipped."""
        if now is not None:
            cutoff = to_ms(now) - STALE_MS
            events = [event for event in events if event.at_ms >= cutoff]
        for position, sound in enumerate(sounds_for(events)):
            if position == 0:
                self.play(sound)
            else:
                QTimer.singleShot(GAP_MS * position, self, lambda s=sound: self.play(s))

    def play(self, sound: Sound) -> None:
        """Ring ``sound`` now, unless muted, turned off or unavailable."""
        settings = self._settings
        if self._backend is None or not settings.sounds or settings.effective_volume <= 0:
            return
        self._backend.play(sound, settings.effective_volume)
        self.played.emit(sound.value)
