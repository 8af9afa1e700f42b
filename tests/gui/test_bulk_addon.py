"""The add-on at the break: Ctrl- and Shift-click several players, one click, one undo.

At the break most of the room takes the add-on; one click per player and one undo per player
was too slow. The Add-on button acts on the whole selection and says how many; a refusal
names the player at fault and records nothing.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, reopened, stored_count
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust
from tourney.gui.players.players_model import Column

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def tab(qtbot, window):
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    players = window.players_tab
    players.table.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
    return players


def _click(qtbot, tab, number: int, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    """Click entry ``number``'s row in the table, as the director does."""
    row = tab.proxy.mapFromSource(tab.model.index(tab.model.row_of(number), 0)).row()
    index = tab.proxy.index(row, Column.NAME)
    tab.table.scrollTo(index)
    point = tab.table.visualRect(index).center()
    qtbot.mouseClick(tab.table.viewport(), Qt.MouseButton.LeftButton, modifier, point)


def _without_addon(session) -> list[int]:
    return [e.number for e in session.state.active() if e.addons == 0]


def test_ctrl_click_selects_several_players_and_one_click_gives_each_the_add_on(
    qtbot, tab, window, session, library
) -> None:
    chosen = _without_addon(session)[:3]
    _click(qtbot, tab, chosen[0])
    for number in chosen[1:]:
        _click(qtbot, tab, number, Qt.KeyboardModifier.ControlModifier)
    assert tab.selected_entries() == chosen
    button = tab.buttons["addon"]
    assert button.text() == "Add-on for 3 players"
    assert not tab.rebuy_action.isEnabled()  # a rebuy is for one player, with his stack
    count = stored_count(library, session)
    before = {n: session.state.entries[n] for n in chosen}

    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    assert stored_count(library, session) == count + 1  # one action
    addon = session.state.setup.buyins.addon
    for number in chosen:
        entry = session.state.entries[number]
        assert entry.addons == 1
        assert entry.chips == before[number].chips + addon.chips
    names = [session.state.name(n) for n in chosen]
    said = window.statusBar().currentMessage()
    assert said.startswith("Add-on for ") and all(name in said for name in names)
    assert tab.selected_entries() == chosen  # the selection stays for the next action
    assert all(reopened(library, session).state.entries[n].addons == 1 for n in chosen)

    window.undo_action.trigger()  # one undo takes back all three
    assert all(session.state.entries[n].addons == 0 for n in chosen)


def test_shift_click_selects_a_run_of_players(qtbot, tab, session) -> None:
    shown = [tab.proxy.index(r, 0).data() for r in range(tab.proxy.rowCount())]
    first, last = shown[2], shown[6]
    _click(qtbot, tab, int(first))
    _click(qtbot, tab, int(last), Qt.KeyboardModifier.ShiftModifier)
    assert tab.selected_entries() == [int(n) for n in shown[2:7]]
    assert tab.buttons["addon"].text() == "Add-on for 5 players"


def test_a_refusal_names_the_player_at_fault_and_records_nothing(
    qtbot, tab, window, session, library
) -> None:
    fresh = _without_addon(session)[:2]
    done = next(e.number for e in session.state.active() if e.addons == 1)
    chosen = sorted([*fresh, done])
    _click(qtbot, tab, chosen[0])
    for number in chosen[1:]:
        _click(qtbot, tab, number, Qt.KeyboardModifier.ControlModifier)
    count = stored_count(library, session)
    assert not tab.add_on_selected()
    name = session.state.name(done)
    assert window.notice_text() == f"{name} has bought the add-on once, the most allowed."
    assert stored_count(library, session) == count
    assert all(session.state.entries[n].addons == 0 for n in fresh)


def test_a_busted_player_in_the_selection_is_named_in_the_refusal(
    qtbot, tab, window, session, library
) -> None:
    fresh = _without_addon(session)[:3]
    session.perform(BustOut(busts=(Bust(fresh[1]),)))
    _click(qtbot, tab, fresh[0])
    for number in fresh[1:]:
        _click(qtbot, tab, number, Qt.KeyboardModifier.ControlModifier)
    # greyed out, the busted player named on the button's tip (two of the three still play)
    assert not tab.addon_action.isEnabled()
    busted = f"{session.state.name(fresh[1])} already busted out"
    assert tab.buttons["addon"].toolTip().startswith(busted)
    count = stored_count(library, session)
    qtbot.mouseClick(tab.buttons["addon"], Qt.MouseButton.LeftButton)  # a click does nothing
    assert not tab.add_on_selected()  # asked anyway (a shortcut), it is refused, naming him
    assert window.notice_text().startswith(busted)
    assert stored_count(library, session) == count


def test_one_player_selected_keeps_the_plain_button_and_the_single_actions(
    qtbot, tab, session
) -> None:
    number = _without_addon(session)[0]
    _click(qtbot, tab, number)
    assert tab.buttons["addon"].text() == "Add-on"
    assert tab.rebuy_action.isEnabled() and tab.rename_action.isEnabled()
    _click(qtbot, tab, _without_addon(session)[1], Qt.KeyboardModifier.ControlModifier)
    assert not tab.rename_action.isEnabled()  # a name is corrected one player at a time


@pytest.fixture
def speaking(request, qapp):
    from tourney.gui.language import install_translators

    install_translators(request.param)
    yield request.param
    install_translators("en")


@pytest.mark.parametrize(
    ("speaking", "three", "twenty"),
    [
        ("it", "Add-on per 3 giocatori", "Add-on per 20 giocatori"),
        ("ro", "Add-on pentru 3 jucători", "Add-on pentru 20 de jucători"),
    ],
    indirect=["speaking"],
)
def test_the_button_says_how_many_in_italian_and_romanian(
    speaking, qtbot, tab, session, three, twenty
) -> None:
    chosen = [e.number for e in session.state.active()]
    tab.select_entries(chosen[:3])
    assert tab.buttons["addon"].text() == three
    tab.select_entries(chosen[:20])
    assert tab.buttons["addon"].text() == twenty
