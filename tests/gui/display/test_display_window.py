"""The clock display: what its parts say at a given moment, its timer and its keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.display.conftest import ENGLISH, T0
from tourney.domain.levels.clock import ClockState
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.snapshot import DisplaySnapshot, PayoutRow
from tourney.gui.display.theme import DARK, LIGHT


class FakeNow:
    """A wall clock the test moves by hand."""

    def __init__(self, at: float = T0) -> None:
        self.at = at

    def __call__(self) -> float:
        return self.at


def snapshot(state: ClockState, **extra: object) -> DisplaySnapshot:
    return DisplaySnapshot(reading=state.reading, tournament_name="Sunday Deepstack", **extra)


@pytest.fixture
def now() -> FakeNow:
    return FakeNow()


@pytest.fixture
def window(qtbot, now: FakeNow) -> DisplayWindow:
    shown = DisplayWindow(now=now, locale=ENGLISH)
    qtbot.addWidget(shown)
    return shown


def test_the_digits_show_the_time_left(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 12 * 60 + 34)))
    assert window.digits.text() == "12:34"
    assert window.title.text() == "Level 1"
    assert window.blinds.text() == "100 / 200"


def test_the_digits_follow_the_domain_clock_as_time_passes(window, now, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 90)))
    now.at = T0 + 31
    window.refresh()
    assert window.digits.text() == "0:59"


def test_over_an_hour_the_digits_show_hours(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 3600 + 125)))
    assert window.digits.text() == "1:02:05"


def test_ante_and_its_kind_are_shown(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(1, 600)))
    assert window.ante.text() == "Big-blind ante 400"
    window.set_snapshot(snapshot(clock_at(2, 600)))
    assert window.ante.text() == "Ante 100"


def test_in_a_break_the_next_break_figure_is_called_the_play_to_come(window, now) -> None:
    from tourney.domain.levels.structure import Break, Level, Structure

    two_breaks = Structure((Level(25, 50, 1200), Break(600), Level(50, 100, 1200), Break(600)))
    clock = ClockState.new(two_breaks).start(T0).state
    window.set_snapshot(snapshot(clock))
    assert (window.stat_captions[0].text(), window.stat_values[0].text()) == ("Next break", "20:00")
    now.at = T0 + 1200 + 120  # two minutes into the break: the figure stands still
    window.refresh()
    assert (window.stat_captions[0].text(), window.stat_values[0].text()) == (
        "Play to next break",
        "20:00",
    )
    now.at = T0 + 1800 + 60  # level 2: a countdown again
    window.refresh()
    assert (window.stat_captions[0].text(), window.stat_values[0].text()) == ("Next break", "19:00")


def test_paused_clock_shows_the_paused_badge(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 300, running=False)))
    assert window.paused_badge.isVisibleTo(window)
    window.set_snapshot(snapshot(clock_at(0, 300)))
    assert not window.paused_badge.isVisibleTo(window)


def test_before_the_first_start_it_says_the_tournament_starts_soon_not_paused(
    window, clock_at
) -> None:
    window.set_snapshot(snapshot(clock_at(0, 300, running=False), started=False))
    assert window.game.text() == "Starts soon"
    assert not window.paused_badge.isVisibleTo(window)
    window.set_snapshot(snapshot(clock_at(0, 300, running=False), started=True))
    assert window.game.text() == "No-Limit Hold'em"
    assert window.paused_badge.isVisibleTo(window)


def test_break_screen_shows_break_and_colour_up(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(3, 9 * 60 + 5)))
    assert window.title.text() == "Break"
    assert window.digits.text() == "9:05"
    assert window.blinds.text() == "Colour up the 25 and 100 chips"
    assert window.next_level.text().startswith("Next: Level 4: 500 / 1,000")


def test_hand_for_hand_shows_a_banner(window, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(2, 300)))
    assert not window.banner.isVisibleTo(window)
    window.set_snapshot(snapshot(clock_at(2, 300), hand_for_hand=True))
    assert window.banner.isVisibleTo(window)
    assert window.banner.text() == "Hand for hand"


def test_the_clocks_own_hand_for_hand_flag_shows_the_banner(window, clock_at) -> None:
    state = clock_at(2, 300).set_hand_for_hand(T0, on=True).state
    window.set_snapshot(snapshot(state))
    assert window.banner.isVisibleTo(window)


def test_overtime_counts_up_in_the_last_level(window, now, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(5, 10)))
    now.at = T0 + 10 + 83.7
    window.refresh()
    assert window.digits.text() == "+1:23"
    assert window.game.text() == "Overtime"


def test_figures_come_from_the_snapshot(window, clock_at) -> None:
    payouts = (PayoutRow("1", "€ 500"), PayoutRow("2", "€ 300"))
    window.set_snapshot(
        snapshot(
            clock_at(1, 600),
            players_left=45,
            entries=120,
            average_stack=26_667,
            chips_in_play=1_200_000,
            prize_pool="€ 1,000",
            payouts=payouts,
            messages=("Table 3 is broken", "Anna moves to table 1 seat 4"),
        )
    )
    values = [label.text() for label in window.stat_values]
    # Next break: 10 minutes left in level 2 plus the 20 minutes of level 3.
    assert values == ["30:00", "45 / 120", "26,667 (66 BB)", "1,200,000", "€ 1,000"]
    assert window.payouts.rows() == payouts
    assert "Table 3 is broken" in window.messages.text()
    assert window.name.text() == "Sunday Deepstack"


def test_without_a_snapshot_the_window_waits(window) -> None:
    window.set_snapshot(None)
    assert window.digits.text() == "--:--"


def test_a_clock_that_cannot_be_read_shows_a_message(window) -> None:
    def broken(now: float):
        raise ValueError("The clock needs a time with a time zone.")

    window.set_snapshot(DisplaySnapshot(reading=broken))
    assert "time zone" in window.messages.text()


def test_the_timer_runs_only_while_visible(window, qtbot, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 300)))
    assert not window.timer_active()
    window.show()
    qtbot.waitExposed(window)
    assert window.timer_active()
    window.hide()
    assert not window.timer_active()


def test_escape_leaves_full_screen(window, qtbot, clock_at) -> None:
    window.set_snapshot(snapshot(clock_at(0, 300)))
    window.enter_fullscreen()
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_f_toggles_full_screen(window, qtbot) -> None:
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_F)
    qtbot.waitUntil(window.isFullScreen)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.waitUntil(lambda: not window.isFullScreen())


def test_themes_switch(window, qtbot) -> None:
    assert window.theme() == DARK
    qtbot.keyClick(window, Qt.Key.Key_T)
    assert window.theme() == LIGHT


def test_digits_keep_their_size_as_seconds_change(window, now, clock_at) -> None:
    window.resize(1280, 720)
    window.set_snapshot(snapshot(clock_at(0, 600)))
    size_at_ten = window.digits.font_pixels()
    now.at = T0 + 1
    window.refresh()
    assert window.digits.text() == "9:59"
    assert window.digits.font_pixels() == size_at_ten
