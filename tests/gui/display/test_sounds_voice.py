"""Chimes and spoken announcements for the clock's events."""

from __future__ import annotations

import wave

import pytest

from tests.gui.display.conftest import T0
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import ClockEvent, ClockEventKind, to_ms
from tourney.domain.levels.structure import AnteKind, Break, Level
from tourney.gui.display.audio_settings import AudioSettings
from tourney.gui.display.sounds import STALE_MS, Sound, SoundPlayer, sounds_for
from tourney.gui.display.voice import Announcer, break_sentence, level_sentence, sentences_for

K = ClockEventKind


def event(kind: ClockEventKind, index: int = 0, level: int | None = 1) -> ClockEvent:
    return ClockEvent(kind, to_ms(T0), index, level)


class FakeBackend:
    def __init__(self) -> None:
        self.played: list[tuple[Sound, float]] = []

    def play(self, sound: Sound, volume: float) -> None:
        self.played.append((sound, volume))


class FakeSpeaker:
    def __init__(self) -> None:
        self.said: list[tuple[str, float]] = []

    def speak(self, text: str, volume: float) -> None:
        self.said.append((text, volume))


# ---------------------------------------------------------------- sounds


@pytest.mark.parametrize(
    ("kind", "file"),
    [
        (K.ONE_MINUTE_LEFT, "one_minute.wav"),
        (K.LEVEL_STARTED, "level_up.wav"),
        (K.BREAK_STARTED, "break_start.wav"),
        (K.BREAK_ENDED, "break_end.wav"),
        (K.COLOUR_UP, "colour_up.wav"),
    ],
)
def test_each_event_rings_its_bundled_sound(kind, file) -> None:
    (sound,) = sounds_for([event(kind)])
    assert sound.path.name == file
    with wave.open(str(sound.path)) as wav:
        assert (wav.getframerate(), wav.getsampwidth(), wav.getnchannels()) == (44_100, 2, 1)
        assert wav.getnframes() < 2 * 44_100
    assert sound.path.stat().st_size < 100_000


def test_the_end_of_a_break_is_not_followed_by_the_level_chime() -> None:
    assert sounds_for([event(K.BREAK_ENDED), event(K.LEVEL_STARTED)]) == (Sound.BREAK_END,)


def test_a_break_with_a_colour_up_rings_both_in_order() -> None:
    events = [event(K.BREAK_STARTED), event(K.COLOUR_UP)]
    assert sounds_for(events) == (Sound.BREAK_START, Sound.COLOUR_UP)


def test_events_that_ring_nothing() -> None:
    assert sounds_for([event(K.HAND_FOR_HAND_STARTED)]) == ()


def test_the_player_plays_at_the_shared_volume(qtbot) -> None:
    backend = FakeBackend()
    player = SoundPlayer(AudioSettings(volume=0.5), backend=backend)
    with qtbot.waitSignal(player.played) as signal:
        player.play_events([event(K.LEVEL_STARTED)])
    assert backend.played == [(Sound.LEVEL_UP, 0.5)]
    assert signal.args == ["level_up"]


def test_the_second_chime_follows_the_first(qtbot) -> None:
    backend = FakeBackend()
    player = SoundPlayer(backend=backend)
    player.play_events([event(K.BREAK_STARTED), event(K.COLOUR_UP)])
    qtbot.waitUntil(lambda: len(backend.played) == 2, timeout=3000)
    assert [sound for sound, _ in backend.played] == [Sound.BREAK_START, Sound.COLOUR_UP]


def test_muted_or_turned_off_plays_nothing() -> None:
    backend = FakeBackend()
    player = SoundPlayer(AudioSettings(muted=True), backend=backend)
    player.play(Sound.ONE_MINUTE)
    player.set_settings(AudioSettings(sounds=False))
    player.play(Sound.ONE_MINUTE)
    assert backend.played == []


def test_stale_events_ring_nothing() -> None:
    backend = FakeBackend()
    player = SoundPlayer(backend=backend)
    player.play_events([event(K.LEVEL_STARTED)], now=T0 + (STALE_MS + 1) / 1000)
    assert backend.played == []


def test_without_audio_the_player_is_silent(qtbot) -> None:
    # Offscreen there is no audio: no backend, no Qt warning (they fail the test run).
    player = SoundPlayer()
    assert not player.available
    player.play_events([event(K.LEVEL_STARTED)])


# ---------------------------------------------------------------- voice


def test_level_sentence() -> None:
    level = Level(400, 800, 1200, ante=800, ante_kind=AnteKind.CLASSIC)
    assert level_sentence(level, 7) == "Level 7: blinds 400 and 800, ante 800"


def test_level_sentence_with_big_blind_ante_and_no_ante() -> None:
    bba = Level(400, 800, 1200, ante=800, ante_kind=AnteKind.BIG_BLIND)
    assert level_sentence(bba, 7) == "Level 7: blinds 400 and 800, big blind ante 800"
    assert level_sentence(Level(25, 50, 600), 1) == "Level 1: blinds 25 and 50"


def test_break_sentence_with_colour_up() -> None:
    assert break_sentence(Break(900, colour_up=(25,))) == (
        "Break: 15 minutes. Colour up the 25 chips"
    )
    assert break_sentence(Break(60)) == "Break: 1 minute"
    assert break_sentence(Break(600, colour_up=(5, 25, 100))) == (
        "Break: 10 minutes. Colour up the 5, 25 and 100 chips"
    )


def test_sentences_for_a_clock_running_into_a_break(structure) -> None:
    state = ClockState.new(structure).jump(2, T0).state.start(T0).state
    update = state.advance(T0 + 1200)
    said = sentences_for(update.events, structure)
    assert said == (
        "One minute left in level 3",
        "Break: 15 minutes. Colour up the 25 and 100 chips",
    )


def test_a_new_game_is_named(structure) -> None:
    said = sentences_for([event(K.LEVEL_STARTED, index=4, level=4)], structure)
    assert said == ("Level 4: blinds 500 and 1000. Pot-Limit Omaha",)


def test_the_announcer_speaks_after_the_chime(qtbot, structure) -> None:
    speaker = FakeSpeaker()
    announcer = Announcer(AudioSettings(volume=0.3), speaker=speaker, delay_ms=10)
    with qtbot.waitSignal(announcer.spoken):
        announcer.announce_events([event(K.ONE_MINUTE_LEFT, index=0, level=1)], structure)
    assert speaker.said == [("One minute left in level 1", 0.3)]


def test_a_muted_announcer_says_nothing(structure) -> None:
    speaker = FakeSpeaker()
    announcer = Announcer(AudioSettings(muted=True), speaker=speaker)
    announcer.speak("Level 1")
    assert speaker.said == []


def test_without_a_voice_the_announcer_is_silent(qtbot, structure) -> None:
    announcer = Announcer()
    assert not announcer.available
    announcer.announce_events([event(K.LEVEL_STARTED)], structure)
    announcer.speak("Level 1")


def test_volume_is_kept_between_zero_and_one() -> None:
    assert AudioSettings(volume=1.7).volume == 1.0
    assert AudioSettings(volume=-1).effective_volume == 0.0
