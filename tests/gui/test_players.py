"""The Players tab through its real widgets: registration with completion, bust-outs, refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, active_numbers, reopened, stored_count
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust
from tourney.gui.players.bust_dialog import BustDialog
from tourney.gui.players.players_model import ENTRY_ROLE, Column, PlayersModel
from tourney.gui.players.players_tab import PlayersTab

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def tab(qtbot, session) -> PlayersTab:
    widget = PlayersTab(session)
    qtbot.addWidget(widget)
    return widget


def test_the_players_model_passes_the_model_tester(qtmodeltester, session) -> None:
    model = PlayersModel()
    model.set_state(session.state)
    qtmodeltester.check(model)
    assert model.rowCount() == len(session.state.entries)


def test_the_table_shows_each_entry_with_its_seat_and_eliminator(tab, session) -> None:
    state = session.state
    busted = next(e for e in state.entries.values() if not e.active)
    row = tab.model.row_of(busted.number)
    model = tab.model
    assert model.index(row, Column.NAME).data() == state.name(busted.number)
    assert model.index(row, Column.PLACE).data() == busted.place_label
    assert model.index(row, Column.KNOCKED_OUT_BY).data() == state.name(busted.knocked_out_by[0])
    playing = state.active()[0]
    table, seat = state.seat_of(playing.number)
    assert model.index(model.row_of(playing.number), Column.SEAT).data() == f"T{table} S{seat}"


def test_the_short_columns_fit_their_longest_text_and_grow_with_it(tab, session) -> None:
    tab.resize(1280, 700)
    header = tab.table.horizontalHeader()
    metrics = tab.table.fontMetrics()

    def fits(column: Column) -> bool:
        texts = [tab.model.index(r, column).data() for r in range(tab.model.rowCount())]
        widest = max(metrics.horizontalAdvance(t) for t in texts)
        return header.sectionSize(column) > widest and header.sectionSize(
            column
        ) >= header.sectionSizeHint(column)

    short = [c for c in Column if c not in (Column.NAME, Column.KNOCKED_OUT_BY)]
    assert all(fits(c) for c in short)
    numbers = active_numbers(session)
    session.perform(BustOut(busts=tuple([Bust(n) for n in numbers[:3]])))
    assert all(fits(c) for c in short)  # refitted at the refresh after the action


def test_completion_finds_an_accented_name_and_enter_registers_the_player(
    qtbot, tab, session, library
) -> None:
    new = library.players.add("Łukasz Kowalski")
    before = len(session.state.entries)
    qtbot.keyClicks(tab.registration, "lukasz k")
    assert tab.registration.suggestion_texts() == ["Łukasz Kowalski"]
    tab.registration.completer().activated[str].emit("Łukasz Kowalski")
    assert tab.registration.text() == "Łukasz Kowalski"
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    state = session.state
    assert len(state.entries) == before + 1
    entry = state.entries[max(state.entries)]
    assert entry.player_id == new.id and entry.active
    assert state.seat_of(entry.number) is not None  # the seats are drawn: seated at once
    assert len(reopened(library, session).state.entries) == before + 1
    assert tab.registration.text() == ""


def test_a_new_name_is_added_to_the_library_and_registered(qtbot, tab, session, library) -> None:
    qtbot.keyClicks(tab.registration, "Brand New Player")
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    found = library.players.find_same("Brand New Player")
    assert found is not None
    assert any(e.player_id == found.id for e in session.state.entries.values())


def test_enter_on_a_part_of_a_players_name_asks_before_adding_a_new_player(
    qtbot, tab, session, library
) -> None:
    """ "jorg" offers Jörg Müller: Enter does not seat a new player "jorg" at once."""
    jorg = library.players.add("Jörg Müller")
    said: list[str] = []
    session.refused.connect(said.append)
    before = len(session.state.entries)
    qtbot.keyClicks(tab.registration, "jorg")
    assert tab.registration.suggestion_texts() == ["Jörg Müller"]
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    assert len(session.state.entries) == before and library.players.find_same("jorg") is None
    assert said and "press Enter again to register “jorg” as a new player" in said[-1]
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)  # the second Enter: a new player
    assert len(session.state.entries) == before + 1
    assert library.players.find_same("jorg") is not None
    qtbot.keyClicks(tab.registration, "jorg muller")  # his name but for accents: him
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    assert session.state.entries[max(session.state.entries)].player_id == jorg.id


def test_typing_a_busted_player_buys_a_re_entry_when_re_entries_are_allowed(
    qtbot, tab, session, library
) -> None:
    busted = next(e for e in session.state.entries.values() if not e.active)
    count = stored_count(library, session)
    qtbot.keyClicks(tab.registration, session.state.name(busted.number))
    qtbot.keyClick(tab.registration, Qt.Key.Key_Return)
    # The demo is a freezeout: the re-entry is refused with the domain's reason, nothing stored.
    assert stored_count(library, session) == count
    assert tab.registration.text() == session.state.name(busted.number)


def test_search_ignores_accents_and_case(qtbot, tab, session) -> None:
    qtbot.keyClicks(tab.search, "lukasz")
    names = [tab.proxy.index(r, Column.NAME).data() for r in range(tab.proxy.rowCount())]
    assert names == ["Łukasz Nowak"]
    tab.search.clear()
    tab.only_playing.setChecked(True)
    assert tab.proxy.rowCount() == session.state.players_left


def _bust_through_the_dialog(qtbot, tab, session, number: int, by_text: str) -> BustDialog:
    assert tab.select_entry(number)
    tab.bust_action.trigger()
    dialog = tab.bust_dialog
    assert dialog is not None
    assert dialog.entries() == [number]
    dialog.lines[0].by.setEditText(by_text)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    return dialog


def test_bust_out_with_knocked_out_by_then_undo_and_redo(qtbot, window, session) -> None:
    tab = window.players_tab
    loser, winner = active_numbers(session)[:2]
    left = session.state.players_left
    winner_name = session.state.name(winner)
    _bust_through_the_dialog(qtbot, tab, session, loser, winner_name.split()[0])
    entry = session.state.entries[loser]
    assert not entry.active
    assert entry.place == left
    assert entry.knocked_out_by == (winner,)
    assert tab.bust_dialog is None  # closed once recorded
    name = session.state.name(loser)
    undo_text = window.undo_action.text()
    assert undo_text.startswith(f"Undo bust-out of {name}")
    assert undo_text in [a.text() for a in window.edit_menu.actions()]
    window.undo_action.trigger()
    assert session.state.entries[loser].active
    assert window.redo_action.isEnabled()
    assert window.redo_action.text().startswith(f"Redo bust-out of {name}")
    window.redo_action.trigger()
    assert not session.state.entries[loser].active


def test_two_players_busting_in_one_hand_are_placed_by_their_stacks(qtbot, tab, session) -> None:
    small, big, winner = active_numbers(session)[:3]
    left = session.state.players_left
    dialog = tab.open_bust_dialog(small)
    second = dialog.add_line(big)
    dialog.lines[0].stack.setValue(3_000)
    second.stack.setValue(9_000)
    second.by.setCurrentIndex(second.by.findData(winner))
    dialog.record()
    entries = session.state.entries
    assert entries[big].place == left - 1
    assert entries[small].place == left
    assert entries[big].knocked_out_by == (winner,)


def test_a_refused_bust_out_keeps_the_dialog_open_with_the_reason(qtbot, tab, session) -> None:
    number, knocker = active_numbers(session)[:2]
    dialog = tab.open_bust_dialog(number)
    by = dialog.lines[0].by
    assert by.findData(number) < 0  # nobody is offered as his own knocker
    by.setCurrentIndex(by.findData(knocker))
    session.perform(BustOut(busts=(Bust(knocker),)))  # meanwhile, from a phone, say
    dialog.record()
    assert dialog.isVisible()
    assert session.state.name(knocker) in dialog.error.text()
    assert session.state.entries[number].active


def test_the_knockers_offered_are_those_still_in_the_busted_players_table_first(
    qtbot, tab, session
) -> None:
    state = session.state
    number = active_numbers(session)[0]
    table = state.seat_of(number)[0]
    dialog = tab.open_bust_dialog(number)
    second = dialog.add_line()
    other = next(n for n in active_numbers(session) if state.seat_of(n)[0] == table and n != number)
    second.player.setCurrentIndex(second.player.findData(other))
    by = dialog.lines[0].by
    offered = [by.itemData(i) for i in range(1, by.count())]
    assert number not in offered and other not in offered  # both bust in this hand
    tables = [state.seat_of(n)[0] for n in offered]
    here = tables.count(table)
    assert here and tables[:here] == [table] * here  # his table's players come first


def test_a_refused_rebuy_shows_the_reason_and_changes_nothing_on_disk(
    qtbot, window, session, library
) -> None:
    tab = window.players_tab
    number = active_numbers(session)[0]
    tab.select_entry(number)
    before = stored_count(library, session)
    state = session.state
    tab.ask_stack = lambda name: state.setup.starting_stack + 1
    assert not tab.rebuy_selected()
    assert "above the starting stack" in window.notice_text()
    assert stored_count(library, session) == before
    assert session.state.entries[number].rebuys == state.entries[number].rebuys


def test_what_would_be_refused_is_greyed_out_with_the_reason_as_its_tip(tab, session) -> None:
    bought = next(e.number for e in session.state.active() if e.addons == 1)
    tab.select_entry(bought)
    assert not tab.addon_action.isEnabled()  # the demo's add-on is once per entry
    assert "has bought the add-on once, the most allowed" in tab.addon_action.toolTip()
    assert tab.buttons["addon"].toolTip() == tab.addon_action.toolTip()  # on the button too
    assert tab.rebuy_action.isEnabled()
    fresh = next(e.number for e in session.state.active() if e.addons == 0)
    tab.select_entry(fresh)
    assert tab.addon_action.isEnabled()
    assert "most allowed" not in tab.addon_action.toolTip()


def test_rebuys_grey_out_when_the_clock_leaves_the_rebuy_period(window, session, clock) -> None:
    tab = window.players_tab
    number = next(e.number for e in session.state.active() if e.rebuys == 0)
    tab.select_entry(number)
    assert tab.rebuy_action.isEnabled()
    before = len(session.state.log)
    clock.at += 4 * 3600  # far past level 6, the demo's last level for rebuys: no event
    window.watcher.check()  # the level changes seen by the window's clock watcher
    assert not tab.rebuy_action.isEnabled()
    assert "rebuy" in tab.rebuy_action.toolTip().lower()
    assert len(session.state.log) == before  # judging a rebuy stored nothing


def test_a_rebuy_and_an_add_on_are_recorded(tab, session, library) -> None:
    # The demo's add-on is once per entry: an entry that has not bought it yet.
    number = next(e.number for e in session.state.active() if e.addons == 0 and e.rebuys < 2)
    tab.select_entry(number)
    entry = session.state.entries[number]
    tab.ask_stack = lambda name: 0
    assert tab.rebuy_selected()
    assert tab.add_on_selected()
    after = session.state.entries[number]
    assert (after.rebuys, after.addons) == (entry.rebuys + 1, entry.addons + 1)
    addon = session.state.setup.buyins.addon
    rebuy = session.state.setup.buyins.rebuy
    assert after.chips == entry.chips + addon.chips + rebuy.chips
    assert reopened(library, session).state.entries[number] == after  # on disk


def test_the_selection_survives_a_change(tab, session) -> None:
    number = active_numbers(session)[3]
    tab.select_entry(number)
    tab.ask_stack = lambda name: 0
    tab.rebuy_selected()
    assert tab.selected_entry() == number
    index = tab.table.selectionModel().selectedRows()[0]
    assert index.data(ENTRY_ROLE) == number


def test_the_last_player_left_is_shown_as_the_winner_in_first_place(tab, session) -> None:
    while session.state.players_left > 1:
        loser, winner = active_numbers(session)[-1], active_numbers(session)[0]
        busts = [Bust(loser, by=(winner,))]
        session.perform(BustOut(busts=tuple(busts)))
    champion = active_numbers(session)[0]
    row = tab.model.row_of(champion)
    assert tab.model.index(row, Column.PLACE).data() == "1st"
    assert tab.model.index(row, Column.STATUS).data() == "Winner"
    runner_up = next(e.number for e in session.state.entries.values() if e.place == 2)
    assert tab.model.index(tab.model.row_of(runner_up), Column.STATUS).data() == "Busted"
    assert not tab.bust_action.isEnabled()


@pytest.mark.parametrize(
    ("language", "words"),
    [("it", "supera lo stack iniziale"), ("ro", "depășește stack-ul de început")],
)
def test_a_refusal_speaks_the_windows_language(window, session, language, words) -> None:
    from tourney.gui.language import install_translators

    tab = window.players_tab
    tab.select_entry(active_numbers(session)[0])
    state = session.state
    tab.ask_stack = lambda name: state.setup.starting_stack + 1
    install_translators(language)
    try:
        assert not tab.rebuy_selected()
        assert words in window.notice_text()
        assert "above the starting stack" not in window.notice_text()
    finally:
        install_translators("en")


def test_each_column_sorts_by_its_own_key(tab, session) -> None:
    """Names sort by the Unicode collation (Łukasz among the L's), numbers as numbers."""
    from tourney.base.formats import name_key

    table, proxy = tab.table, tab.proxy

    def shown(column: Column) -> list[object]:
        return [proxy.index(r, column).data() for r in range(proxy.rowCount())]

    table.sortByColumn(Column.NAME, Qt.SortOrder.AscendingOrder)
    names = [str(name) for name in shown(Column.NAME)]
    assert names == sorted(names, key=name_key("en"))
    initials = [name[0] for name in names]
    assert initials.index("Ł") < initials.index("M")  # Łukasz under L, not after Z
    assert initials.index("Ł") > initials.index("K")
    table.sortByColumn(Column.CHIPS, Qt.SortOrder.DescendingOrder)
    rows = [
        tab.model.row(tab.model.row_of(proxy.index(r, 0).data(ENTRY_ROLE)))
        for r in range(proxy.rowCount())
    ]
    assert [row.chips for row in rows] == sorted((row.chips for row in rows), reverse=True)
    table.sortByColumn(Column.STATUS, Qt.SortOrder.AscendingOrder)
    rows = [
        tab.model.row(tab.model.row_of(proxy.index(r, 0).data(ENTRY_ROLE)))
        for r in range(proxy.rowCount())
    ]
    assert [row.active for row in rows] == sorted((row.active for row in rows), reverse=True)
    table.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
    assert shown(Column.NUMBER) == sorted(shown(Column.NUMBER), key=int)


def test_the_summary_writes_big_counts_with_the_thousands_mark(tab, monkeypatch) -> None:
    from dataclasses import replace

    from tourney.gui.players import players_tab

    real = players_tab.entry_counts
    monkeypatch.setattr(
        players_tab,
        "entry_counts",
        lambda state: replace(real(state), entries=1000, rebuys=1250),
    )
    tab.refresh()
    assert "Entries: 1,000" in tab.summary.text() and "Rebuys: 1,250" in tab.summary.text()


def test_the_bust_dialog_lists_seats_as_the_players_list_does_in_romanian(qtbot, session) -> None:
    from tourney.gui.language import install_translators
    from tourney.gui.players.player_box import player_label

    number = next(e.number for e in session.state.active() if session.state.seat_of(e.number))
    table, seat = session.state.seat_of(number)
    install_translators("ro")
    try:
        label = player_label(session.state, number)
    finally:
        install_translators("en")
    assert label == f"{session.state.name(number)} — M{table} L{seat} (#{number})"


def test_typing_the_start_of_a_name_offers_and_takes_that_player_not_a_name_containing_it(
    qtbot, session
) -> None:
    from tourney.core.commands import Register
    from tourney.gui.players.bust_dialog import BustDialog
    from tourney.gui.players.player_box import chosen_entry

    for name in ("Ioana Țurcanu", "Ana Mureșan"):  # Ioana is registered (and seated) first
        assert session.perform(Register(name=name)) is not None
    ana = next(
        e.number for e in session.state.active() if session.state.name(e.number) == "Ana Mureșan"
    )
    dialog = BustDialog(session.state, lambda _choice: False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.lines[0].player
    box.lineEdit().setFocus()
    qtbot.keyClicks(box.lineEdit(), "Ana")
    popup = box.completer().popup()
    offered = [popup.model().index(r, 0).data() for r in range(popup.model().rowCount())]
    assert offered and all("Ioana" not in text for text in offered)
    assert offered[0].startswith("Ana Mureșan")
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert chosen_entry(box) == ana
    box.setEditText("resan")  # part of a word, found when nothing starts with it
    assert chosen_entry(box) == ana


def test_the_bust_dialogs_boxes_show_a_long_name_and_seat_from_its_start(qtbot, session) -> None:
    from tourney.core.commands import Register
    from tourney.gui.players.bust_dialog import BustDialog

    assert session.perform(Register(name="Alexandru-Constantin Stănescu")) is not None
    number = max(session.state.entries)
    dialog = BustDialog(session.state, lambda _choice: False, first=number)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.lines[0].player
    line = box.lineEdit()
    assert line.text().startswith("Alexandru-Constantin Stănescu — ")
    qtbot.waitUntil(lambda: line.cursorPosition() == 0)  # the start of the name shows
    assert line.fontMetrics().horizontalAdvance(line.text()) <= line.width() + 8
    assert line.selectedText() == line.text()  # selected: typing replaces it
    line.setFocus()
    qtbot.keyClicks(line, "fran")
    assert line.text() == "fran"  # it read "franAlexandru-Constantin Stănescu — …"


def _bust_dialog_with(qtbot, session, names: tuple[str, ...]):
    from tourney.core.commands import Register
    from tourney.gui.players.bust_dialog import BustDialog

    for name in names:
        assert session.perform(Register(name=name)) is not None
    dialog = BustDialog(session.state, lambda _choice: False)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _offered(box) -> list[str]:
    popup = box.completer().popup()
    if not popup.isVisible():
        return []
    model = popup.model()
    return [model.index(row, 0).data() for row in range(model.rowCount())]


@pytest.mark.parametrize(
    ("typed", "wanted"),
    [
        ("jorg", "Jörg Brünner"),
        ("lucja", "Łucja Żak"),
        ("stefania", "Ștefania Ene"),
        ("BRUN", "Jörg Brünner"),
    ],
)
def test_the_bust_dialog_offers_a_name_typed_without_its_accents(
    qtbot, session, typed: str, wanted: str
) -> None:
    from tourney.gui.players.player_box import chosen_entry

    dialog = _bust_dialog_with(qtbot, session, ("Jörg Brünner", "Łucja Żak", "Ștefania Ene"))
    number = next(
        e.number for e in session.state.active() if session.state.name(e.number) == wanted
    )
    line = dialog.lines[0]
    for box in (line.player, line.by):  # who busted, then who knocked someone else out
        if box is line.by:
            other = next(e.number for e in session.state.active() if e.number != number)
            line.player.setCurrentIndex(line.player.findData(other))
        box.lineEdit().setFocus()
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), typed)
        offered = _offered(box)
        assert offered and all(text.startswith(wanted) for text in offered), offered
        qtbot.keyClick(box.completer().popup(), Qt.Key.Key_Return)
        assert chosen_entry(box) == number


def test_enter_on_the_only_player_offered_shows_that_player_before_the_bust(qtbot, session) -> None:
    from tourney.core.commands import Register
    from tourney.gui.players.bust_dialog import BustDialog

    for name in ("Jörg Brünner", "Łucja Żak", "Ștefania Ene"):
        assert session.perform(Register(name=name)) is not None
    jorg = next(
        e.number for e in session.state.active() if session.state.name(e.number) == "Jörg Brünner"
    )
    chosen = []
    dialog = BustDialog(session.state, lambda choice: chosen.append(choice) is None)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    box = dialog.lines[0].player
    box.lineEdit().setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "jorg")
    assert len(_offered(box)) == 1
    qtbot.keyClick(box.completer().popup(), Qt.Key.Key_Return)
    assert box.currentText().startswith("Jörg Brünner — ")  # whom Enter took, not "jorg"
    assert dialog.isVisible() and chosen == []
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)  # the next Enter busts him
    assert not dialog.isVisible()
    assert [bust.entry for bust in chosen[0].busts] == [jorg]


def test_enter_over_typing_that_offers_several_players_takes_none_of_them(qtbot, session) -> None:
    dialog = _bust_dialog_with(qtbot, session, ("Ana Pop", "Andrei Pop"))
    box = dialog.lines[0].player
    box.lineEdit().setFocus()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "pop")
    assert len(_offered(box)) >= 2
    qtbot.keyClick(box.completer().popup(), Qt.Key.Key_Return)
    assert box.currentText() == "pop"


def test_arrow_keys_in_a_bust_box_never_pick_a_player_the_typing_does_not_match(
    qtbot, session
) -> None:
    from tourney.gui.players.player_box import chosen_entry

    dialog = _bust_dialog_with(qtbot, session, ("Jörg Brünner",))
    box = dialog.lines[0].player
    box.lineEdit().setFocus()
    qtbot.keyClicks(box.lineEdit(), "xq")  # nobody's name
    assert _offered(box) == []
    for key in (Qt.Key.Key_Down, Qt.Key.Key_Up, Qt.Key.Key_Down):
        qtbot.keyClick(box.lineEdit(), key)
    assert box.currentText() == "xq" and chosen_entry(box) is None
    qtbot.keyClick(box.lineEdit(), Qt.Key.Key_Return)
    assert dialog.isVisible() and "Choose the player" in dialog.error.text()


def test_heads_up_the_bust_dialog_names_the_only_player_left_as_the_knocker(qtbot, session) -> None:
    from tests.gui.director import active_numbers
    from tourney.core.commands import BustOut
    from tourney.domain.entries.actions import Bust
    from tourney.gui.players.bust_dialog import BustDialog
    from tourney.gui.players.player_box import chosen_entry

    while session.state.players_left > 2:
        active = active_numbers(session)
        assert session.perform(BustOut(busts=(Bust(active[-1]),))) is not None
    loser, winner = active_numbers(session)[::-1]
    dialog = BustDialog(session.state, lambda _choice: False, first=loser)
    qtbot.addWidget(dialog)
    assert chosen_entry(dialog.lines[0].by) == winner
    assert dialog.busts()[0].by == (winner,)


def test_the_last_bust_out_asks_nothing_about_the_button(qtbot, session) -> None:
    """No hand follows the one that leaves the winner alone: its table is not drawn."""
    from tourney.core.commands import BustOut
    from tourney.domain.entries.actions import Bust
    from tourney.gui.players.bust_dialog import BustDialog

    table = session.state.room.tables[0]
    kept = [seat for seat in table.seats if isinstance(seat, int)][:3]
    for entry in [e.number for e in session.state.active() if e.number not in kept]:
        assert session.perform(BustOut(busts=(Bust(entry),))) is not None
    three = BustDialog(session.state, lambda _choice: False, first=kept[0])
    qtbot.addWidget(three)
    assert list(three.tables) == [table.number]  # three left: the next hand needs the button
    assert session.perform(BustOut(busts=(Bust(kept[2]),))) is not None
    last = BustDialog(session.state, lambda _choice: False, first=kept[0])
    qtbot.addWidget(last)
    assert last.tables == {}  # heads-up, the last hand: nothing to confirm
    assert last.busts()[0].entry == kept[0]


def test_the_mouse_over_a_greyed_out_button_puts_its_reason_in_the_status_bar(
    qtbot, window, session
) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QEnterEvent
    from PySide6.QtWidgets import QApplication

    tab = window.players_tab
    bought = next(e.number for e in session.state.active() if e.addons == 1)
    tab.select_entry(bought)
    button = tab.buttons["addon"]
    assert not button.isEnabled()
    here = QPointF(2, 2)
    QApplication.sendEvent(button, QEnterEvent(here, here, button.mapToGlobal(here)))
    assert "has bought the add-on once, the most allowed" in window.statusBar().currentMessage()


def test_the_bust_dialog_shrinks_back_when_its_table_goes_and_a_new_choice_clears_the_error(
    qtbot, session
) -> None:
    dialog = _bust_dialog_with(qtbot, session, ("Jörg Brünner",))
    box = dialog.lines[0].player
    box.lineEdit().setFocus()
    before = dialog.height()
    qtbot.keyClicks(box.lineEdit(), "jorg")  # one player: his table is drawn
    qtbot.waitUntil(lambda: dialog.height() > before + 100)
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), "xq")  # nobody: the table goes
    qtbot.waitUntil(lambda: dialog.height() < before + 100)
    label = dialog._headers[0]
    assert box.geometry().top() - label.geometry().bottom() < 20  # the label stays on its box
    dialog.record()
    assert dialog.error.isVisibleTo(dialog) and "Choose the player" in dialog.error.text()
    qtbot.keyClicks(box.lineEdit(), "z")
    assert not dialog.error.isVisibleTo(dialog)
