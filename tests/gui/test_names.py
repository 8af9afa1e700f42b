"""Correcting a name through the real window: F2, the context menu, rename, merge, undo.

The night it was found: "Jon Smtih" typed at registration could not be corrected (no rename,
F2 did nothing), and the typo stayed in the player database and its completion. Each test
types the typo through the registration box as the director did, then corrects it.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from tests.gui.director import SIZE_HINTS, reopened, stored_count
from tourney.core.commands import BustOut, MovePlayer
from tourney.domain.entries.actions import Bust
from tourney.gui.display_adapter import move_notices
from tourney.gui.players.players_model import Column
from tourney.gui.players.rename_dialog import RenameDialog
from tourney.gui.shortcuts import shortcut

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def shown(qtbot, window):
    window.show()
    window.activateWindow()
    qtbot.waitActive(window)
    return window


def _register_typo(qtbot, tab, session, text: str = "Jon Smtih") -> int:
    qtbot.keyClicks(tab.registration, text)
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    number = max(session.state.entries)
    assert session.state.name(number) == text
    return number


def _f2(qtbot, window, number: int) -> RenameDialog:
    tab = window.players_tab
    assert tab.select_entry(number)
    tab.table.setFocus()
    qtbot.keyClick(tab.table, Qt.Key.Key_F2)
    dialog = tab.rename_dialog
    assert dialog is not None and dialog.isVisible()
    return dialog


def _type_name(qtbot, dialog: RenameDialog, text: str) -> None:
    dialog.name.selectAll()
    qtbot.keyClick(dialog.name, Qt.Key.Key_Delete)
    qtbot.keyClicks(dialog.name, text)


def _names_shown(tab) -> list[str]:
    return [tab.model.index(r, Column.NAME).data() for r in range(tab.model.rowCount())]


def test_f2_renames_the_player_everywhere_and_completion_offers_only_the_new_name(
    qtbot, shown, session, library
) -> None:
    tab = shown.players_tab
    number = _register_typo(qtbot, tab, session)
    player_id = session.state.entries[number].player_id
    dialog = _f2(qtbot, shown, number)
    assert dialog.name.text() == "Jon Smtih"
    _type_name(qtbot, dialog, "Jon Smith")
    assert dialog.target is None and dialog.ok.text() == "Rename"
    count = stored_count(library, session)
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)

    assert tab.rename_dialog is None  # closed once recorded
    assert stored_count(library, session) == count + 1
    assert session.state.name(number) == "Jon Smith"
    assert "Jon Smith" in _names_shown(tab) and "Jon Smtih" not in _names_shown(tab)
    assert reopened(library, session).state.name(number) == "Jon Smith"
    assert library.players.get(player_id).name == "Jon Smith"
    assert shown.statusBar().currentMessage() == "Rename Jon Smtih to Jon Smith"
    assert shown.undo_action.text() == "Undo rename Jon Smtih to Jon Smith"

    tab.registration.setFocus()
    qtbot.keyClicks(tab.registration, "smtih")
    assert tab.registration.suggestion_texts() == []
    tab.registration.clear()
    qtbot.keyClicks(tab.registration, "jon sm")
    assert tab.registration.suggestion_texts() == ["Jon Smith"]
    tab.registration.done()

    shown.undo_action.trigger()
    assert session.state.name(number) == "Jon Smtih"
    assert library.players.get(player_id).name == "Jon Smtih"
    shown.redo_action.trigger()
    assert "Jon Smith" in _names_shown(tab)


def test_the_tv_and_the_labels_of_later_events_say_the_new_name(qtbot, shown, session) -> None:
    tab = shown.players_tab
    number = _register_typo(qtbot, tab, session)
    table = next(t for t in session.state.room.tables if t.seat_of(number) is None and t.open_seats)
    seat = table.open_seats[0]
    session.perform(MovePlayer(entry=number, table=table.number, seat=seat))
    dialog = _f2(qtbot, shown, number)
    _type_name(qtbot, dialog, "Jon Smith")
    dialog.record()
    notices = [n.text for n in move_notices(session.state, session.now())]
    assert any(text.startswith("Jon Smith") for text in notices), notices
    assert not any("Smtih" in text for text in notices)
    session.perform(BustOut(busts=(Bust(number),)))
    assert shown.statusBar().currentMessage().startswith("Bust-out of Jon Smith")


def test_renaming_to_a_record_of_the_player_database_merges_the_typo_into_it(
    qtbot, shown, session, library
) -> None:
    right = library.players.add("Jon Smith", nickname="Smitty", email="jon@example.org")
    tab = shown.players_tab
    number = _register_typo(qtbot, tab, session, "Jon Smtih")
    typo = session.state.entries[number].player_id
    dialog = _f2(qtbot, shown, number)
    _type_name(qtbot, dialog, "jon smith")  # as typed: case does not matter
    assert dialog.target is not None and dialog.target.record.id == right.id
    assert dialog.found.isVisibleTo(dialog)
    assert dialog.found.text() == "Jon Smith (Smitty) is in the player database."
    assert dialog.merge_choice.isChecked() and dialog.rename_choice.isEnabled()
    assert dialog.ok.text() == "Merge"
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)

    assert session.state.entries[number].player_id == right.id
    assert session.state.name(number) == "Jon Smith"
    assert library.players.resolve(typo).id == right.id
    tab.registration.setFocus()
    qtbot.keyClicks(tab.registration, "jon sm")
    assert tab.registration.suggestion_texts() == ["Jon Smith (Smitty)"]
    assert shown.undo_action.text() == "Undo merge Jon Smtih into Jon Smith"
    shown.undo_action.trigger()
    assert session.state.entries[number].player_id == typo
    assert library.players.get(typo).merged_into is None


def test_somebody_else_of_the_same_name_can_be_renamed_without_merging(
    qtbot, shown, session, library
) -> None:
    other = library.players.add("Jon Smith", email="another@example.org")
    number = _register_typo(qtbot, shown.players_tab, session)
    typo = session.state.entries[number].player_id
    dialog = _f2(qtbot, shown, number)
    _type_name(qtbot, dialog, "Jon Smith")
    dialog.rename_choice.setChecked(True)
    assert dialog.ok.text() == "Rename"
    dialog.record()
    assert session.state.entries[number].player_id == typo
    assert library.players.get(typo).merged_into is None
    assert library.players.get(other.id).email == "another@example.org"
    assert session.state.name(number) == "Jon Smith"


def test_a_merge_of_two_players_both_playing_is_refused_in_the_dialog(
    qtbot, shown, session, library
) -> None:
    state = session.state
    ascii_names = [e.number for e in state.active() if state.name(e.number).isascii()]
    ann, bob = ascii_names[:2]  # QTest types ASCII only
    count = stored_count(library, session)
    tab = shown.players_tab
    assert tab.select_entry(ann)
    tab.merge_action.trigger()
    dialog = tab.rename_dialog
    assert dialog is not None and dialog.merging and dialog.name.text() == ""
    assert not dialog.ok.isEnabled()  # nobody chosen yet
    qtbot.keyClicks(dialog.name, state.name(bob))
    assert dialog.target is not None and dialog.target.playing == bob
    assert not dialog.rename_choice.isVisibleTo(dialog)
    # Said at once, before any click: the merge button stays off.
    assert "are both playing" in dialog.error.text() and dialog.error.isVisibleTo(dialog)
    assert not dialog.ok.isEnabled()
    dialog.record()
    assert dialog.isVisible()
    assert stored_count(library, session) == count
    assert session.state.entries[ann].player_id == state.entries[ann].player_id


def test_a_rename_the_tournament_refuses_keeps_the_dialog_open_with_the_reason(
    qtbot, shown, session, library
) -> None:
    state = session.state
    ascii_names = [e.number for e in state.active() if state.name(e.number).isascii()]
    ann, bob = ascii_names[:2]
    bob_name = state.name(bob)
    # The database's record of Bob was renamed since (another night): only the tournament
    # still knows him by that name, and it refuses a second player of that name.
    library.players.update(state.entries[bob].player_id, name="Robert Elsewhere")
    count = stored_count(library, session)
    dialog = _f2(qtbot, shown, ann)
    _type_name(qtbot, dialog, bob_name)
    assert dialog.target is None and dialog.ok.isEnabled()
    qtbot.mouseClick(dialog.ok, Qt.MouseButton.LeftButton)
    assert dialog.isVisible()
    assert dialog.error.text().startswith(f"Another player of this tournament is called {bob_name}")
    assert stored_count(library, session) == count
    assert shown.players_tab.rename_dialog is dialog


def test_a_player_picked_from_the_completion_is_the_one_merged_into(
    qtbot, shown, session, library
) -> None:
    right = library.players.add("Jonathan Smith", nickname="Smitty")
    number = _register_typo(qtbot, shown.players_tab, session, "Jon Smtih")
    dialog = _f2(qtbot, shown, number)
    _type_name(qtbot, dialog, "smitty")
    assert dialog.suggestions.stringList() == ["Jonathan Smith (Smitty)"]
    dialog.name.completer().activated[str].emit("Jonathan Smith (Smitty)")
    assert dialog.target is not None and dialog.target.record.id == right.id
    dialog.record()
    assert session.state.name(number) == "Jonathan Smith"
    assert session.state.players[right.id].nickname == "Smitty"


def test_the_context_menu_offers_the_correction_and_f2_is_on_the_cheat_sheet(
    qtbot, shown, session
) -> None:
    tab = shown.players_tab
    number = session.state.active()[0].number
    tab.select_entry(number)
    row = tab.proxy.mapFromSource(tab.model.index(tab.model.row_of(number), 0)).row()
    tab._context_menu(tab.table.visualRect(tab.proxy.index(row, 0)).center())
    menu = tab.findChildren(QMenu)[-1]
    texts = [action.text() for action in menu.actions()]
    assert "Correct the name…" in texts and "Merge with another record…" in texts
    menu.close()
    assert shortcut("rename_player").keys == ("F2",)
    assert shown.actions_by_name["rename_player"] in shown.edit_menu.actions()
    assert ("F2", "Correct the selected player's name") in shown.show_cheat_sheet().rows()


def test_a_rename_nobody_asked_for_stays_disabled(qtbot, shown, session) -> None:
    number = session.state.active()[0].number
    dialog = _f2(qtbot, shown, number)
    assert not dialog.ok.isEnabled()  # nothing changed yet
    qtbot.keyClicks(dialog.nickname, "The Shark")
    assert dialog.ok.isEnabled()
    dialog.record()
    assert session.state.players[session.state.entries[number].player_id].nickname == "The Shark"
