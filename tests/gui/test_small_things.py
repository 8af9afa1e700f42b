"""Small things a director saw during a night: each as he sees it in the window."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, stored_count
from tourney.core.commands import EditSetup
from tourney.domain.demo import demo_setup
from tourney.gui.main_window import MainWindow
from tourney.gui.structure.levels_model import Column
from tourney.gui.structure.structure_tab import StructureTab
from tourney.persistence.open_tournament import create_tournament

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

EDIT = Qt.ItemDataRole.EditRole


def test_the_structure_status_says_applied_only_until_the_change_is_undone(qtbot, session) -> None:
    tab = StructureTab(session)
    qtbot.addWidget(tab)
    row = tab.controller.draft.index_of_level(9)
    minutes = tab.model.item(row).seconds // 60
    assert tab.model.setData(tab.model.index(row, Column.MINUTES), minutes + 5, EDIT)
    tab.apply.click()
    assert tab.status.text() == "Applied."
    session.undo()
    assert tab.status.text() == ""
    assert tab.model.item(row).seconds == minutes * 60


def test_both_bust_out_dialogs_say_nobody_named_the_same_way(qtbot, window, session) -> None:
    from tourney.gui.players.bust_dialog import BustDialog

    number = next(e.number for e in session.state.active() if session.state.seat_of(e.number))
    players = window.players_tab.open_bust_dialog(number)
    seat = window.tab("tables").bust_player(number)  # the seat menu's Bust out…
    assert type(players) is type(seat) is BustDialog  # one dialog, the same words
    assert players.lines[0].by.itemText(0) == seat.lines[0].by.itemText(0) == "(nobody named)"
    players.reject()
    seat.reject()


def test_a_rebuy_event_offers_no_re_entry_and_says_why_in_its_own_words(
    qtbot, window, session, library
) -> None:
    tab = window.players_tab
    assert session.state.setup.buyins.rebuy is not None
    assert session.state.setup.buyins.re_entries == 0
    assert not tab.buttons["re_entry"].isVisibleTo(tab)
    assert not tab.reentry_action.isVisible()
    assert tab.buttons["rebuy"].isVisibleTo(tab) and tab.buttons["addon"].isVisibleTo(tab)
    busted = next(e for e in session.state.entries.values() if not e.active)
    count = stored_count(library, session)
    qtbot.keyClicks(tab.registration, session.state.name(busted.number))
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    assert stored_count(library, session) == count
    assert window.notice_text() == (
        "This tournament has rebuys but no re-entries: a player who busts out is out."
    )
    assert "freezeout" not in window.notice_text()


def test_a_freezeout_offers_neither_rebuys_nor_add_ons_nor_re_entries(qtbot, library, clock):
    from tourney.gui.session import Session

    setup = demo_setup()
    plain = dataclasses.replace(
        setup, buyins=dataclasses.replace(setup.buyins, rebuy=None, addon=None, re_entries=0)
    )
    opened = create_tournament(library, plain, now=clock())
    window = MainWindow(Session(library, opened, clock=clock))
    qtbot.addWidget(window)
    tab = window.players_tab
    for name in ("rebuy", "addon", "re_entry"):
        assert not tab.buttons[name].isVisibleTo(tab), name
    assert tab.buttons["bust_out"].isVisibleTo(tab)


def test_close_late_registration_is_greyed_out_once_it_closed_by_itself(window, session, clock):
    action = window.actions_by_name["close_late"]
    last = session.state.setup.buyins.late_until_level
    assert last is not None
    assert action.isEnabled()
    while session.state.levels_started_at(clock()) <= last:
        clock.advance(60)
    window.edit_menu.aboutToShow.emit()
    assert not action.isEnabled()


def test_close_late_registration_by_hand_greys_it_out_and_undo_brings_it_back(window, session):
    action = window.actions_by_name["close_late"]
    action.trigger()
    assert not action.isEnabled()
    session.undo()
    assert action.isEnabled()


def test_two_tournaments_of_the_same_name_are_told_apart_by_their_date(
    qtbot, window, session, library, clock
) -> None:
    assert window.windowTitle() == "Demo Friday Deepstack, 2025-03-14 — Tourney"
    setup = dataclasses.replace(session.state.setup, date="2025-03-21")
    session.perform(EditSetup(setup=setup))
    assert window.windowTitle() == "Demo Friday Deepstack, 2025-03-21 — Tourney"
    from tourney.gui.tournaments import OpenTournamentDialog
    from tourney.gui.tournaments.tournaments_model import TournamentColumn

    create_tournament(library, demo_setup(), now=clock())
    dialog = OpenTournamentDialog(session)
    qtbot.addWidget(dialog)
    model = dialog.table.model()
    rows = {
        (
            model.index(row, TournamentColumn.NAME).data(),
            model.index(row, TournamentColumn.DATE).data(),
        )
        for row in range(model.rowCount())
    }
    assert {
        ("Demo Friday Deepstack", "2025-03-14"),
        ("Demo Friday Deepstack", "2025-03-21"),
    } <= rows


def test_re_entry_and_rebuy_grey_out_for_a_busted_player_with_the_reason(
    qtbot, window, session
) -> None:
    from tourney.core.commands import Bust, BustOut

    buyins = dataclasses.replace(session.state.setup.buyins, re_entries=1)
    assert session.perform(EditSetup(setup=dataclasses.replace(session.state.setup, buyins=buyins)))
    tab = window.players_tab
    busted = next(e.number for e in session.state.entries.values() if not e.active)
    tab.select_entry(busted)
    assert tab.reentry_action.isEnabled()  # late registration is open: he may re-enter
    assert not tab.rebuy_action.isEnabled()  # a busted player buys no rebuy…
    assert "busted out" in tab.rebuy_action.toolTip()  # …and the button says why
    while session.state.players_left > 1:
        loser = session.state.active()[-1].number
        assert session.perform(BustOut(busts=(Bust(loser),))) is not None
    tab.select_entry(busted)
    assert not tab.reentry_action.isEnabled()  # the tournament is won: nothing more is sold
    assert tab.reentry_action.toolTip().startswith("The tournament is over")
