"""The display's words and numbers, when it wakes, where its parts go, and its screens."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.gui.display.conftest import ENGLISH, T0
from tourney.domain.levels.structure import Break, Level
from tourney.gui.display import texts
from tourney.gui.display.layout import compute_layout
from tourney.gui.display.repaint import IDLE_MS, LATE_MS, next_flip_ms
from tourney.gui.display.screens import ScreenWatcher, find_screen, screen_labels


@given(st.integers(min_value=0, max_value=10 * 3600 * 1000))
def test_a_digit_template_fits_every_time_of_its_shape(ms: int) -> None:
    text = texts.format_elapsed(ms)
    template = texts.digits_template(text)
    assert len(template) >= len(text)
    assert set(template) <= {"0", ":"}
    minutes = template.split(":")[-2]
    assert len(minutes) == 2


def test_colour_up_and_game_texts() -> None:
    assert texts.colour_up_text(Break(600, colour_up=(25,)), ENGLISH) == "Colour up the 25 chips"
    assert texts.colour_up_text(Break(600), ENGLISH) == ""
    assert texts.game_text(Level(1, 2, 60)) == "No-Limit Hold'em"


def test_average_in_big_blinds() -> None:
    assert texts.average_text(30_000, 400, ENGLISH) == "30,000 (75 BB)"
    assert texts.average_text(None, 400, ENGLISH) == "—"
    assert texts.players_text(9, None, ENGLISH) == "9"


def test_the_display_wakes_when_the_digits_flip(clock_at) -> None:
    reading = clock_at(0, 100).reading(T0 + 0.25)  # 99.75 s left: shows 1:40 until 99.000
    assert reading.time_left_text == "1:40"
    assert next_flip_ms(reading) == 750 + LATE_MS
    later = clock_at(0, 100).reading(T0 + 1.0)  # exactly 99 s left: flips a second later
    assert next_flip_ms(later) == 1000 + LATE_MS


def test_a_paused_clock_is_looked_at_once_a_second(clock_at) -> None:
    assert next_flip_ms(clock_at(0, 100, running=False).reading(T0)) == IDLE_MS
    assert next_flip_ms(None) == IDLE_MS


def test_overtime_wakes_on_its_own_seconds(clock_at) -> None:
    reading = clock_at(5, 10).reading(T0 + 10 + 5.3)
    assert reading.in_overtime
    assert next_flip_ms(reading) == 700 + LATE_MS


@pytest.mark.parametrize(("width", "height"), [(1280, 720), (1920, 1080), (1024, 768)])
@pytest.mark.parametrize("banner", [False, True])
def test_every_part_is_inside_the_window(width, height, banner) -> None:
    layout = compute_layout(width, height, banner=banner)
    window = (0, 0, width, height)
    parts = [layout.header, layout.centre, layout.side, layout.ticker, *layout.parts.values()]
    parts += [rect for pair in layout.stats for rect in pair]
    parts += [layout.payouts_caption, layout.payouts]
    for rect in parts:
        assert rect.left() >= window[0]
        assert rect.top() >= window[1]
        assert rect.right() < width
        assert rect.bottom() < height
    assert layout.centre.right() < layout.side.left()
    assert layout.payouts.height() >= 3 * layout.row_height


def test_screens_are_listed_and_found(qapp) -> None:
    labels = screen_labels()
    assert labels
    assert find_screen(0) is qapp.screens()[0]
    assert find_screen(labels[0]) is qapp.screens()[0]
    assert find_screen("no such screen") is qapp.primaryScreen()


def test_losing_the_displays_screen_moves_it_without_crashing(qtbot, qapp) -> None:
    class Window:
        def __init__(self) -> None:
            self.moved_to = None

        def screen(self):
            return qapp.primaryScreen()

        def isFullScreen(self) -> bool:
            return True

        def show_on(self, screen, *, fullscreen: bool = True) -> None:
            self.moved_to = (screen, fullscreen)

    window = Window()
    watcher = ScreenWatcher(window)
    with qtbot.waitSignal(watcher.screens_changed):
        watcher.on_screen_removed(qapp.primaryScreen())
    # The only screen is the one going away: the window stays where Qt puts it.
    assert window.moved_to is None


def test_the_display_moves_to_the_primary_screen_when_its_screen_goes(qtbot, qapp) -> None:
    class GoneScreen:
        def name(self) -> str:
            return "HDMI-2"

    gone = GoneScreen()

    class Window:
        moved_to = None

        def screen(self):
            return gone

        def isFullScreen(self) -> bool:
            return True

        def show_on(self, screen, *, fullscreen: bool = True) -> None:
            self.moved_to = (screen, fullscreen)

    window = Window()
    watcher = ScreenWatcher(window)
    watcher.on_screen_removed(gone)
    assert window.moved_to == (qapp.primaryScreen(), True)


@pytest.mark.parametrize(("language", "blinds"), [("en", "1,000 / 2,000"), ("it", "1.000 / 2.000")])
def test_the_tv_writes_blinds_with_the_windows_number_marks(language, blinds):
    from tourney.gui.numbers import NumbersLocale

    assert texts.blinds_text(Level(1000, 2000, 1200), NumbersLocale(language)) == blinds
