"""Spoken announcements of the clock's events, with QTextToSpeech where there is a voice.

"Level 7: blinds 400 and 800, ante 800" - the sentences are built by pure functions
(:func:`sentences_for`) and spoken by an :class:`Announcer`. Where no speech engine with a
voice exists (or on the ``offscreen`` platform) the announcer is a silent no-op.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QGuiApplication

from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind, Now, to_ms
from tourney.domain.levels.structure import AnteKind, Break, Level, Structure
from tourney.gui.display.audio_settings import AudioSettings
from tourney.gui.display.sounds import STALE_MS
from tourney.gui.display.texts import english_plural, game_text, join_words

__all__ = ["Announcer", "Speaker", "level_sentence", "qt_speaker", "sentences_for"]

_log = logging.getLogger(__name__)

AFTER_CHIME_MS = 1300
"""How long the voice waits so the chime is heard first."""


class AnnouncerCounts(QObject):
    """The announcer's phrases with a count, in their own translation context.

    ``pyside6-lupdate`` marks a phrase as plural (``%n``) only in the ``self.tr(text, "", n)``
    form, so counted phrases are translated through this object.
    """

    def break_minutes(self, minutes: int) -> str:
        """``"Break: 15 minutes"``."""
        return english_plural(self.tr("Break: %n minute(s)", "", minutes), minutes)


def level_sentence(level: Level, number: int, *, previous: Level | None = None) -> str:
    """``"Level 7: blinds 400 and 800, ante 800"``; a new game is named after it."""
    text = QCoreApplication.translate(
        "Announcer", "Level {number}: blinds {small} and {big}"
    ).format(number=number, small=level.small_blind, big=level.big_blind)
    if level.ante and level.ante_kind is AnteKind.CLASSIC:
        text += QCoreApplication.translate("Announcer", ", ante {ante}").format(ante=level.ante)
    elif level.ante and level.ante_kind is AnteKind.BIG_BLIND:
        text += QCoreApplication.translate("Announcer", ", big blind ante {ante}").format(
            ante=level.ante
        )
    if previous is not None and (previous.game, previous.limit) != (level.game, level.limit):
        text += f". {game_text(level)}"
    return text


def break_sentence(item: Break) -> str:
    """``"Break: 15 minutes. Colour up the 25 chips"``."""
    minutes = -(-item.seconds // 60)
    text = AnnouncerCounts().break_minutes(minutes)
    if item.colour_up:
        values = join_words([str(value) for value in item.colour_up])
        text += QCoreApplication.translate("Announcer", ". Colour up the {values} chips").format(
            values=values
        )
    return text


def one_minute_sentence(level: int | None) -> str:
    """``"One minute left in level 6"``, or in the break."""
    if level is None:
        return QCoreApplication.translate("Announcer", "One minute left in the break")
    return QCoreApplication.translate("Announcer", "One minute left in level {number}").format(
        number=level
    )


def sentences_for(events: Iterable[ClockEvent], structure: Structure) -> tuple[str, ...]:
    """What to say for events raised together, in order (a colour-up joins its break)."""
    said: list[str] = []
    for event in events:
        kind = event.kind
        if event.index >= len(structure):
            continue
        item = structure.items[event.index]
        if kind is ClockEventKind.LEVEL_STARTED and isinstance(item, Level):
            previous = _previous_level(structure, event.index)
            number = event.level if event.level is not None else 0
            said.append(level_sentence(item, number, previous=previous))
        elif kind is ClockEventKind.BREAK_STARTED and isinstance(item, Break):
            said.append(break_sentence(item))
        elif kind is ClockEventKind.ONE_MINUTE_LEFT:
            said.append(one_minute_sentence(event.level))
        elif kind is ClockEventKind.HAND_FOR_HAND_STARTED:
            said.append(QCoreApplication.translate("Announcer", "Hand for hand"))
        elif kind is ClockEventKind.HAND_FOR_HAND_ENDED:
            said.append(QCoreApplication.translate("Announcer", "Hand-for-hand play is over"))
    return tuple(said)


def _previous_level(structure: Structure, index: int) -> Level | None:
    for item in reversed(structure.items[:index]):
        if isinstance(item, Level):
            return item
    return None


class Speaker(Protocol):
    """Something that speaks a sentence at a volume (Qt's engine, or a fake in tests)."""

    def speak(self, text: str, volume: float) -> None:
        """Speak ``text`` at ``volume`` (0.0-1.0), after anything already being said."""


class _QtSpeaker:
    def __init__(self, engine: QObject) -> None:
        self._engine = engine

    def speak(self, text: str, volume: float) -> None:
        engine = self._engine
        if engine.state() == engine.State.Error or not engine.availableVoices():  # type: ignore[attr-defined]
            _log.debug("Not spoken (the speech engine has no voice): %s", text)
            return
        engine.setVolume(volume)  # type: ignore[attr-defined]
        engine.enqueue(text)  # type: ignore[attr-defined]


def qt_speaker(parent: QObject) -> Speaker | None:
    """Qt's speech engine, or None where there is none with a voice (logged at debug only)."""
    platform = QGuiApplication.platformName()
    if platform in {"offscreen", "minimal"}:
        _log.debug("No voice: the %s platform has no audio.", platform)
        return None
    try:
        from PySide6.QtTextToSpeech import QTextToSpeech
    except ImportError as error:
        _log.debug("No voice: Qt TextToSpeech cannot be loaded (%s).", error)
        return None
    engines = [name for name in QTextToSpeech.availableEngines() if name != "mock"]
    if not engines:
        _log.debug("No voice: no speech engine is installed.")
        return None
    engine = QTextToSpeech(engines[0], parent)
    if engine.state() == QTextToSpeech.State.Error:
        _log.debug("No voice: %s", engine.errorString())
        engine.deleteLater()
        return None
    return _QtSpeaker(engine)


class Announcer(QObject):
    """Speaks the clock's events at the shared volume, or stays silent where it cannot.

    Feed it the events of every clock update with the structure being played:
    ``announcer.announce_events(update.events, state.structure, now=now)``.

    Signals:
        spoken(str): A sentence was handed to the speech engine.
    """

    spoken = Signal(str)

    def __init__(
        self,
        settings: AudioSettings | None = None,
        *,
        speaker: Speaker | None = None,
        use_qt: bool = True,
        delay_ms: int = AFTER_CHIME_MS,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._settings = settings or AudioSettings()
        if speaker is None and use_qt:
            speaker = qt_speaker(self)
        self._speaker = speaker
        self._delay_ms = delay_ms

    @property
    def available(self) -> bool:
        """Whether there is a voice here at all."""
        return self._speaker is not None

    def set_settings(self, settings: AudioSettings) -> None:
        """Use ``settings`` from now on."""
        self._settings = settings

    def announce_events(
        self, events: Iterable[ClockEvent], structure: Structure, *, now: Now | None = None
    ) -> None:
        """Speak the sentences for events raised together, once the chime has rung."""
        if now is not None:
            cutoff = to_ms(now) - STALE_MS
            events = [event for event in events if event.at_ms >= cutoff]
        sentences = sentences_for(events, structure)
        if not sentences or not self._can_speak():
            return
        QTimer.singleShot(self._delay_ms, self, lambda: self._speak_all(sentences))

    def speak(self, text: str) -> None:
        """Speak ``text`` now, unless muted, turned off or without a voice."""
        if self._speaker is None or not self._can_speak():
            return
        self._speaker.speak(text, self._settings.effective_volume)
        self.spoken.emit(text)

    def _can_speak(self) -> bool:
        settings = self._settings
        return self._speaker is not None and settings.voice and settings.effective_volume > 0

    def _speak_all(self, sentences: tuple[str, ...]) -> None:
        for sentence in sentences:
            self.speak(sentence)
