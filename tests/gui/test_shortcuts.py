"""Shortcuts fire from the window and never from a text field; the cheat sheet lists them all."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit, QSpinBox

from tests.gui.director import SIZE_HINTS, active_numbers
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust
from tourney.gui.shortcuts import SHORTCUTS, is_text_field

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def shown(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    window.players_tab.table.setFocus()
    return window


def _running(session) -> bool:
    return session.state.clock.reading(session.now()).running


def test_space_pauses_and_starts_the_clock_from_the_table(qtbot, shown, session) -> None:
    assert _running(session)
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Space)
    assert not _running(session)
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Space)
    assert _running(session)


def test_space_in_the_registration_field_types_a_space_and_does_not_pause(
    qtbot, shown, session
) -> None:
    box = shown.players_tab.registration
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert box.hasFocus()
    qtbot.keyClicks(box, "Ann M")
    assert box.text() == "Ann M"
    assert _running(session)


def test_ctrl_z_in_a_line_edit_undoes_the_typing_not_the_bust_out(qtbot, shown, session) -> None:
    number = active_numbers(session)[0]
    session.perform(BustOut(busts=(Bust(number),)))
    assert not session.state.entries[number].active
    search = shown.players_tab.search
    search.setFocus()
    qtbot.keyClicks(search, "abc")
    qtbot.keyClick(search, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert search.text() != "abc"
    assert not session.state.entries[number].active
    shown.players_tab.table.setFocus()
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert session.state.entries[number].active


def test_ctrl_z_in_a_field_with_nothing_typed_says_why_nothing_happened(
    qtbot, shown, session
) -> None:
    number = active_numbers(session)[0]
    session.perform(BustOut(busts=(Bust(number),)))
    box = shown.players_tab.registration
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert box.hasFocus() and not box.text()
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert not session.state.entries[number].active  # the bust-out stays, as the rule says
    said = shown.statusBar().currentMessage()
    assert said == "Nothing typed to undo: press Esc, then Ctrl+Z undoes an action."
    shown.statusBar().clearMessage()
    qtbot.keyClicks(box, "An")
    qtbot.keyClick(box, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # undoes the typing
    assert not shown.statusBar().currentMessage()


def test_shortcuts_that_only_navigate_work_from_a_text_field(qtbot, shown) -> None:
    """Ctrl+F, Ctrl+R and the tabs take the director somewhere, whatever has the keyboard."""
    tab = shown.players_tab
    tab.registration.setFocus()
    qtbot.keyClicks(tab.registration, "Ann")
    qtbot.keyClick(tab.registration, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier)
    assert tab.search.hasFocus()
    qtbot.keyClick(tab.search, Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier)
    assert tab.registration.hasFocus()
    assert tab.registration.text() == "Ann"  # what was typed stays
    qtbot.keyClick(tab.registration, Qt.Key.Key_2, Qt.KeyboardModifier.ControlModifier)
    assert shown.current_tab() == "tables"


def test_shortcuts_that_act_still_do_nothing_while_typing(qtbot, shown, session) -> None:
    """Ctrl+B, Space and ? are the field's: no dialog, no pause, a question mark typed."""
    search = shown.players_tab.search
    search.setFocus()
    qtbot.keyClick(search, Qt.Key.Key_B, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(search, Qt.Key.Key_Space)
    qtbot.keyClick(search, Qt.Key.Key_Question, Qt.KeyboardModifier.ShiftModifier)
    assert shown.players_tab.bust_dialog is None
    assert _running(session)
    assert search.text() == " ?"
    assert shown.cheat_sheet is None


def test_ctrl_n_opens_the_new_tournament_wizard_from_anywhere(qtbot, shown) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from tourney.gui.tournaments import NewTournamentWizard

    seen: list[object] = []

    def close_it() -> None:
        wizard = QApplication.activeModalWidget()
        seen.append(wizard)
        if wizard is not None:
            wizard.reject()

    QTimer.singleShot(0, close_it)
    shown.players_tab.search.setFocus()
    qtbot.keyClick(shown.players_tab.search, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier)
    assert len(seen) == 1 and isinstance(seen[0], NewTournamentWizard)


def _answer_quit(qtbot, window, button_text: str, asked: list[str]) -> None:
    from PySide6.QtCore import QTimer

    def answer() -> None:
        box = window.quit_question
        asked.append(box.text() if box is not None else "")
        if box is not None:
            next(b for b in box.buttons() if b.text().replace("&", "") == button_text).click()

    QTimer.singleShot(0, answer)


def test_ctrl_q_asks_before_quitting_while_the_clock_runs(qtbot, shown, session) -> None:
    asked: list[str] = []
    _answer_quit(qtbot, shown, "Keep running", asked)
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert asked == ["The clock is running. Quit Tourney anyway?"]
    assert shown.isVisible()  # kept running
    _answer_quit(qtbot, shown, "Quit", asked)
    shown.actions_by_name["quit"].trigger()  # File ▸ Quit asks the same
    assert len(asked) == 2
    assert not shown.isVisible()


def _quit_text_kept_running(qtbot, window) -> str:
    """Ctrl+Q while the clock runs, Keep running: the box's informative text."""
    from PySide6.QtCore import QTimer

    said: list[str] = []

    def answer() -> None:
        box = window.quit_question
        assert box is not None
        said.append(box.informativeText())
        next(b for b in box.buttons() if b.text().replace("&", "") == "Keep running").click()

    QTimer.singleShot(0, answer)
    qtbot.keyClick(window.players_tab.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert window.isVisible() and len(said) == 1
    return said[0]


def test_without_a_clock_display_the_quit_question_does_not_mention_the_tv(
    qtbot, shown, session
) -> None:
    """Started with --no-display it said "the clock display on the TV closes now"."""
    assert shown.display is None and _running(session)
    said = _quit_text_kept_running(qtbot, shown)
    assert said == (
        "The clock keeps time while Tourney is closed and is right when you start it again."
    )
    assert "TV" not in said and "display" not in said


def test_with_the_clock_display_showing_the_quit_question_says_it_closes(
    qtbot, shown, session, clock
) -> None:
    from tourney.gui.display.display_window import DisplayWindow

    display = DisplayWindow(now=clock)
    qtbot.addWidget(display)
    shown.set_display(display)
    display.show()
    qtbot.waitExposed(display)
    shown.activateWindow()
    shown.players_tab.table.setFocus()
    assert "the clock display on the TV closes now" in _quit_text_kept_running(qtbot, shown)
    display.hide()  # hidden from the View menu: nothing on the TV closes
    shown.players_tab.table.setFocus()
    assert "TV" not in _quit_text_kept_running(qtbot, shown)


def test_ctrl_q_quits_at_once_while_the_clock_is_paused(qtbot, shown, session) -> None:
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Space)
    assert not _running(session)
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert shown.quit_question is None
    assert not shown.isVisible()


def test_plus_and_minus_change_the_level_time_outside_text_fields(qtbot, shown, session) -> None:
    def left() -> int:
        return session.state.clock.reading(session.now()).time_left_ms

    before = left()
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Plus)
    assert left() == before + 60_000
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Minus)
    assert left() == before
    shown.players_tab.search.setFocus()
    qtbot.keyClick(shown.players_tab.search, Qt.Key.Key_Plus)
    assert left() == before
    assert shown.players_tab.search.text() == "+"


def test_escape_leaves_the_registration_field_so_shortcuts_work_again(
    qtbot, shown, session
) -> None:
    box = shown.players_tab.registration
    box.setFocus()
    qtbot.keyClicks(box, "Zo")
    if box.completer().popup().isVisible():
        qtbot.keyClick(box.completer().popup(), Qt.Key.Key_Escape)  # the first closes the list
    qtbot.keyClick(box, Qt.Key.Key_Escape)
    assert box.text() == ""
    assert shown.players_tab.table.hasFocus()
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Space)
    assert not _running(session)


def test_question_mark_opens_the_cheat_sheet_listing_every_shortcut(qtbot, shown) -> None:
    qtbot.keyClick(shown.players_tab.table, Qt.Key.Key_Question)
    sheet = shown.cheat_sheet
    assert sheet is not None and sheet.isVisible()
    rows = sheet.rows()
    assert len(rows) == len(SHORTCUTS)
    assert (SHORTCUTS[0].text(), SHORTCUTS[0].description) in rows


def test_every_shortcut_is_bound_to_an_action_of_the_window(window) -> None:
    for item in SHORTCUTS:
        action = window.actions_by_name[item.name]
        assert [k.toString() for k in action.shortcuts()] == [
            QKeySequence(key).toString() for key in item.keys
        ]


def test_which_widgets_are_text_fields(qtbot) -> None:
    editable = QComboBox()
    editable.setEditable(True)
    read_only = QLineEdit()
    read_only.setReadOnly(True)
    for widget in (editable, read_only):
        qtbot.addWidget(widget)
    assert is_text_field(QLineEdit())
    assert is_text_field(QSpinBox())
    assert is_text_field(editable)
    assert not is_text_field(QComboBox())
    assert not is_text_field(read_only)
    assert not is_text_field(QLabel())
    assert not is_text_field(None)
