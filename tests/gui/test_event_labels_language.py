"""The actions' labels in the window's language: the status bar and the Edit menu."""

from __future__ import annotations

import pytest

from tests.gui.director import SIZE_HINTS, active_numbers
from tourney.core.commands import BustOut, Rebuy
from tourney.domain.entries.actions import Bust
from tourney.gui.language import install_translators

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


def test_a_rebuy_in_italian_is_said_in_italian_then_undone_and_redone(window, session) -> None:
    number = active_numbers(session)[0]
    name = session.state.name(number)
    install_translators("it")
    try:
        event = session.perform(Rebuy(entry=number, stack=0))
        done = window.statusBar().currentMessage()
        undo_text, undo_tip = window.undo_action.text(), window.undo_action.toolTip()
        menu = [action.text() for action in window.edit_menu.actions()]
        window.undo_action.trigger()
        undone = window.statusBar().currentMessage()
        redo_text = window.redo_action.text()
        window.redo_action.trigger()
        redone = window.statusBar().currentMessage()
    finally:
        install_translators("en")
    assert event is not None and event.label.translated("en") == f"Rebuy for {name}"
    assert done == f"Rebuy per {name}"
    assert undo_text == undo_tip == f"Annulla rebuy per {name}"
    assert undo_text in menu
    assert undone == f"Azione annullata: rebuy per {name}"  # what was done, not the button
    assert redo_text == f"Ripeti rebuy per {name}"
    assert redone == f"Azione ripetuta: rebuy per {name}"
    assert session.state.log[-2].label.translated("en") == f"Undo rebuy for {name}"


def test_a_bust_out_in_romanian_and_back_in_english(window, session) -> None:
    number = active_numbers(session)[0]
    name = session.state.name(number)
    place = session.state.players_left
    install_translators("ro")
    try:
        session.perform(BustOut(busts=(Bust(number),)))
        done = window.statusBar().currentMessage()
        undo_text = window.undo_action.text()
    finally:
        install_translators("en")
    assert done == f"Eliminarea: {name}, locul {place}"
    assert undo_text == f"Anulează eliminarea: {name}, locul {place}"
    window.refresh()
    assert session.state.undo_label is not None
    assert window.undo_action.text() == session.state.undo_label.translated("en")
    assert window.undo_action.text().startswith(f"Undo bust-out of {name}")


def test_an_undo_in_english_says_what_was_undone(window, session) -> None:
    number = active_numbers(session)[0]
    name = session.state.name(number)
    session.perform(Rebuy(entry=number, stack=0))
    window.undo_action.trigger()
    assert window.statusBar().currentMessage() == f"Undone: rebuy for {name}"
    window.redo_action.trigger()
    assert window.statusBar().currentMessage() == f"Redone: rebuy for {name}"
