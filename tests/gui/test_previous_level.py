"""Previous level on the director's window gives back the time that was left, on the TV too.

At the night a Next level pressed by mistake could not be taken back: Previous level started
the level again with its full time. Now the window's Previous level (and Next level after
it) give an item the time it had when the clock was taken away from it.
"""

from __future__ import annotations

import pytest

from tests.gui.director import SIZE_HINTS, reopened
from tourney.gui.display.display_window import DisplayWindow

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def display(qtbot, window, clock) -> DisplayWindow:
    shown = DisplayWindow(now=clock)
    qtbot.addWidget(shown)
    window.set_display(shown)
    return shown


def test_an_accidental_next_level_is_undone_exactly_on_the_window_and_the_tv(
    qtbot, window, display, session, clock, library
):
    window.show()
    panel = window.clock_panel
    actions = window.clock_actions
    panel.refresh()
    display.refresh()
    level = panel.reading().level
    before_window, before_tv = panel.time_left.text(), display.digits.text()
    assert before_window == before_tv  # the demo: level 4, 13:00 left
    left = panel.reading().time_left_ms

    actions.next_level.trigger()  # pressed by mistake
    assert panel.reading().level == level + 1
    clock.advance(25)  # the director notices
    actions.previous_level.trigger()
    panel.refresh()
    display.refresh()
    reading = panel.reading()
    assert (reading.level, reading.time_left_ms) == (level, left)
    assert panel.time_left.text() == before_window
    assert display.digits.text() == before_tv
    assert window.statusBar().currentMessage() == (
        f"Go to level {level} with its {before_window} left"
    )
    # on disk: the clock reads the same after a restart
    assert reopened(library, window.session).state.clock.reading(clock()).time_left_ms == left

    # Next level again: the next level ran 25 s during the mistake, and gets the rest back
    actions.next_level.trigger()
    assert panel.reading().level == level + 1
    assert panel.reading().time_left_ms == panel.reading().item.seconds * 1000 - 25_000
