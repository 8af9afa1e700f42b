"""The end of the night as the director and the room see it: the last bust-out, then undo.

After the last bust the clock used to keep counting, Pause stayed live and the TV kept the
payouts and a stale move. Now the clock stops, every clock control is greyed out, the window
says "Finished — winner …", and the TV shows the winner and the final results until the
director undoes the bust (which gives everything back) or closes the display.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, active_numbers, reopened
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust
from tourney.domain.figures import standings
from tourney.domain.money.money_text import money
from tourney.gui.display.display_window import DisplayWindow

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def display(qtbot, window, clock) -> DisplayWindow:
    shown = DisplayWindow(now=clock)
    qtbot.addWidget(shown)
    window.set_display(shown)
    return shown


def _down_to_two(session) -> None:
    while session.state.players_left > 2:
        loser, winner = active_numbers(session)[-1], active_numbers(session)[0]
        bust = Bust(loser, by=(winner,))
        session.perform(BustOut(busts=(bust,)))


def _last_bust_through_the_dialog(qtbot, window, session) -> tuple[int, int]:
    champion, runner_up = active_numbers(session)
    tab = window.players_tab
    assert tab.select_entry(runner_up)
    tab.bust_action.trigger()
    dialog = tab.bust_dialog
    assert dialog is not None
    dialog.lines[0].by.setEditText(session.state.name(champion))
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), Qt.LeftButton)
    assert tab.bust_dialog is None
    return champion, runner_up


def test_the_last_bust_stops_the_clock_and_the_window_says_who_won(
    qtbot, window, display, session, clock, library
) -> None:
    _down_to_two(session)
    assert session.state.clock.running
    champion, _ = _last_bust_through_the_dialog(qtbot, window, session)
    name = session.state.name(champion)

    panel = window.clock_panel
    assert panel.status.isVisibleTo(window)
    assert panel.status.text() == f"Finished — winner {name}"
    assert panel.title.text() == f"Finished — winner {name}"
    assert panel.time_left.text() == "Finished"
    assert not panel.paused_icon.isVisibleTo(window)
    assert [action.isEnabled() for action in window.clock_actions.all()] == [False] * 6
    assert not any(button.isEnabled() for button in panel.buttons)

    stopped = session.state.clock.reading(clock.at)
    clock.advance(600)
    window.show()
    qtbot.keyClick(window, Qt.Key.Key_Space)  # the start/pause key does nothing now
    later = session.state.clock.reading(clock.at)
    assert not later.running
    assert (later.index, later.time_left_ms) == (stopped.index, stopped.time_left_ms)
    assert reopened(library, session).state.finished  # the log says so, not the window


def test_the_tv_shows_the_winner_and_the_final_results_until_undo(
    qtbot, window, display, session, clock
) -> None:
    _down_to_two(session)
    champion, runner_up = _last_bust_through_the_dialog(qtbot, window, session)
    state = session.state
    table = {row.entry: row for row in standings(state)}
    currency = state.setup.currency

    assert display.showing_results()
    results = display.results
    assert results.isVisibleTo(display) and not display.face.isVisibleTo(display)
    assert results.winner.text() == state.name(champion)
    assert results.prize.text() == money(table[champion].prize, currency)
    rows = results.ladder.rows()
    assert [(row.place, row.name) for row in rows[:2]] == [
        ("1", state.name(champion)),
        ("2", state.name(runner_up)),
    ]
    assert rows[1].amount == money(table[runner_up].prize, currency)
    assert len(rows) == len(state.entries)
    assert display.ticker_pages() == []  # no stale move under the results
    clock.advance(3600)
    display.refresh()
    assert display.showing_results()  # until the director closes the display

    window.undo_action.trigger()

    assert not session.state.finished
    assert not display.showing_results()
    assert display.face.isVisibleTo(display)
    assert display.digits.text() == session.state.clock.reading(clock.at).time_left_text
    assert not window.clock_panel.status.isVisibleTo(window)
    assert window.clock_actions.toggle.isEnabled()
    assert window.clock_actions.toggle.text() == "Pause"  # the clock runs on as before


def test_the_tvs_final_results_say_which_line_is_a_re_entry(qapp) -> None:
    from tests.reports.test_re_entry_results import _night
    from tourney.gui.display_adapter import final_results

    night = _night()
    results = final_results(night)
    assert results is not None
    won = final_results(_night(ann_wins=True))
    assert won is not None and won.winner == "Ann"  # the headline: the name alone
    assert won.rows[0].name == "Ann (re-entry)"
    assert [(row.place, row.name) for row in results.rows] == [
        ("1", "Cleo"),
        ("2", "Ann (re-entry)"),  # her first entry is the 4th line
        ("3", "Bob"),
        ("4", "Ann"),
    ]
