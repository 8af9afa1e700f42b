"""The Tables tab, driven through its real widgets on the demo tournament (3 tables of 9)."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QMenu

from tourney.core.commands import BustOut
from tourney.domain.room import button as button_rules
from tourney.domain.room.actions import hand_plan
from tourney.gui.players.bust_dialog import BustDialog
from tourney.gui.session import Session
from tourney.gui.tables import TablesTab
from tourney.gui.tables.chip_race_dialog import ChipRaceDialog
from tourney.gui.tables.seat_dialogs import SeatPickerDialog
from tourney.gui.tables.table_picture import SeatKind
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo

# The tab is shown so that clicks land on laid-out seats; Qt's offscreen platform warns on
# every show of a window with a layout, a message about the platform, not about the tab.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")

NOW = 1_741_970_000.0
LEFT = Qt.MouseButton.LeftButton


@pytest.fixture
def library(tmp_path):
    lib = Library.open(tmp_path / "library.sqlite")
    yield lib
    lib.close()


@pytest.fixture
def session(library):
    tournament = create_demo(library, now=NOW, clock=lambda: NOW)
    return Session(library, tournament, clock=lambda: NOW, rng=random.Random(11))


@pytest.fixture
def tab(qtbot, session):
    widget = TablesTab(session)
    qtbot.addWidget(widget)
    widget.resize(1280, 720)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _click_seat(qtbot, tab: TablesTab, table: int, seat: int) -> None:
    widget = tab.cards[table].table
    centre = widget.geometry_now().seat_rect(seat).center().toPoint()
    qtbot.mouseClick(widget, LEFT, pos=centre)


def _seat_with(tab: TablesTab, table: int, kind: SeatKind) -> int:
    return next(s.seat for s in tab.cards[table].table.picture.seats if s.kind is kind)


def _menu_action(menu: QMenu, starts: str):
    return next(a for a in menu.actions() if a.text().startswith(starts))


def _bust_from_menu(tab: TablesTab, table: int, seat: int) -> None:
    menu = tab.cards[table].table.context_menu(seat)
    _menu_action(menu, "Bust out").trigger()
    dialog = tab.active_dialog
    assert isinstance(dialog, BustDialog)
    dialog.record()
    assert not dialog.isVisible(), dialog.error.text()


def test_the_demo_shows_its_three_tables_with_names_and_a_button_each(tab, session):
    state = session.state
    assert list(tab.cards) == [1, 2, 3]
    for table in state.room.tables:
        picture = tab.cards[table.number].table.picture
        assert picture.label == f"Table {table.number}"
        assert picture.button_seat == hand_plan(state, table.number, NOW).button
        for seat in picture.seats:
            player = table.player_at(seat.seat)
            assert seat.name == ("" if player is None else state.name(int(player)))
        assert tab.cards[table.number].explanation.text().count("<li>") == len(
            hand_plan(state, table.number, NOW).explanation
        )


def test_click_a_player_then_an_open_seat_moves_him_and_it_is_stored(qtbot, tab, session, library):
    seat_from = _seat_with(tab, 1, SeatKind.PLAYER)
    entry = tab.cards[1].table.picture.seat(seat_from).entry
    seat_to = _seat_with(tab, 2, SeatKind.OPEN)
    name = session.state.name(entry)

    _click_seat(qtbot, tab, 1, seat_from)
    assert tab.controller.selected == entry
    assert tab.cards[1].table.selected == entry
    _click_seat(qtbot, tab, 2, seat_to)

    assert session.state.seat_of(entry) == (2, seat_to)
    assert tab.cards[2].table.picture.seat(seat_to).name == name
    assert tab.cards[1].table.picture.seat(seat_from).kind is SeatKind.OPEN
    assert tab.controller.selected is None
    undo_label = session.state.undo_label.translated("en")
    assert name in undo_label
    assert f"table 2, seat {seat_to}" in undo_label
    assert name in tab.message.text()
    # on disk: the library opened again, its log replayed, has him there too
    with Library.open(library.path, read_only=True) as reopened:
        stored = OpenTournament.open(reopened, session.tournament.tournament_id)
        assert stored.state.seat_of(entry) == (2, seat_to)
        assert stored.state == session.state


def test_next_hand_moves_the_button_and_the_blinds_as_the_rules_say(qtbot, tab, session):
    before = hand_plan(session.state, 3, NOW)
    qtbot.mouseClick(tab.cards[3].next_button, LEFT)
    table = session.state.room.table(3)
    assert table.previous == before.positions
    expected = button_rules.next_hand(table.occupied, before.positions, table_size=table.size)
    picture = tab.cards[3].table.picture
    assert picture.button_seat == expected.button
    assert picture.seat(expected.sb).small_blind
    assert picture.seat(expected.bb).big_blind
    assert "table 3" in session.state.undo_label.translated("en")


def test_a_bust_out_from_the_menu_brings_a_balancing_proposal_that_accept_applies(
    qtbot, tab, session
):
    sizes = {t.number: t.count for t in session.state.room.tables}
    small = min(sizes, key=sizes.__getitem__)
    big = max(sizes, key=sizes.__getitem__)
    assert sizes[big] - sizes[small] == 1  # the demo is balanced
    assert tab.proposal.move_labels == []
    assert not tab.proposal.accept_button.isEnabled()

    _bust_from_menu(tab, small, _seat_with(tab, small, SeatKind.PLAYER))

    proposal = tab.controller.proposal
    assert len(proposal.moves) == 1
    slip = proposal.moves[0]
    assert (slip.from_table, slip.to_table) == (big, small)
    reason = slip.explanation.removesuffix(".")
    assert f"{reason} (TDA 11-A)." in tab.proposal.move_labels[0].text()  # beside the move
    assert reason not in tab.proposal.summary.text()  # and only there
    assert session.state.name(int(slip.player)) in tab.proposal.move_labels[0].text()
    assert tab.proposal.accept_button.isEnabled()

    qtbot.mouseClick(tab.proposal.accept_button, LEFT)
    assert session.state.seat_of(int(slip.player)) == (slip.to_table, slip.to_seat)
    counts = [t.count for t in session.state.room.tables]
    assert max(counts) - min(counts) <= 1
    assert tab.controller.proposal.nothing_to_do
    assert tab.cards[small].table.picture.seat(slip.to_seat).entry == slip.player


def test_the_director_changes_a_proposed_move_to_another_open_seat(qtbot, tab, session):
    sizes = {t.number: t.count for t in session.state.room.tables}
    small = min(sizes, key=sizes.__getitem__)
    _bust_from_menu(tab, small, _seat_with(tab, small, SeatKind.PLAYER))
    slip = tab.controller.proposal.moves[0]

    qtbot.mouseClick(tab.proposal.change_buttons[0], LEFT)
    dialog = tab.active_dialog
    assert isinstance(dialog, SeatPickerDialog)
    other = next(s for s in session.state.room.table(small).open_seats if s != slip.to_seat)
    assert dialog.choose(small, other)
    dialog.accept()

    changed = tab.controller.proposal.moves[0]
    assert (changed.to_table, changed.to_seat) == (small, other)
    assert "director chose" in tab.proposal.move_labels[0].text()
    qtbot.mouseClick(tab.proposal.accept_button, LEFT)
    assert session.state.seat_of(int(slip.player)) == (small, other)


def test_a_refused_move_shows_why_and_changes_nothing(qtbot, tab, session):
    before = session.state
    entry = tab.cards[1].table.picture.seat(_seat_with(tab, 1, SeatKind.PLAYER)).entry
    taken = _seat_with(tab, 2, SeatKind.PLAYER)
    _click_seat(qtbot, tab, 1, before.seat_of(entry)[1])

    assert not tab.controller.move(entry, 2, taken)  # what a drop on a taken seat would do

    assert session.state is before
    assert len(session.state.log) == len(before.log)
    occupant = session.state.name(int(before.room.table(2).player_at(taken)))
    assert f"Seat {taken} at Table 2 is taken by {occupant}." == tab.message.text()
    assert tab.message.isVisible()


def test_a_dead_button_is_drawn_when_the_small_blind_busts(qtbot, tab, session):
    # the hand being played is the one shown; its small blind busts
    sb_seat = hand_plan(session.state, 1, NOW).sb

    _bust_from_menu(tab, 1, sb_seat)

    picture = tab.cards[1].table.picture
    dead = picture.seat(sb_seat)
    assert dead.kind is SeatKind.OPEN
    assert dead.button and dead.dead_button
    plan = hand_plan(session.state, 1, NOW)
    assert plan.button_dead and plan.button == sb_seat
    assert picture.seat(plan.effective_button).effective_button
    assert "dead button" in tab.cards[1].explanation.text()


def test_set_button_mode_puts_the_button_on_the_clicked_seat(qtbot, tab, session):
    picture = tab.cards[2].table.picture
    target = next(s.seat for s in picture.seats if s.kind is SeatKind.PLAYER and not s.button)
    qtbot.mouseClick(tab.cards[2].set_button, LEFT)
    assert tab.cards[2].table.button_mode
    _click_seat(qtbot, tab, 2, target)
    assert session.state.room.table(2).button == target
    assert tab.cards[2].table.picture.button_seat == target
    assert not tab.cards[2].table.button_mode


def test_hand_for_hand_toggle_marks_every_table(qtbot, tab, session):
    qtbot.mouseClick(tab.hand_for_hand, LEFT)
    assert session.state.clock.hand_for_hand
    assert all(card.table.picture.hand_for_hand for card in tab.cards.values())
    qtbot.mouseClick(tab.hand_for_hand, LEFT)
    assert not session.state.clock.hand_for_hand


def test_the_chip_race_dialog_records_the_race_with_its_explanation(qtbot, tab, session):
    dialog = tab.open_chip_race()
    assert isinstance(dialog, ChipRaceDialog)
    assert int(dialog.removed.currentData()) == 25
    assert int(dialog.into.currentData()) == 100
    seats = list(dialog.counts)
    dialog.counts[seats[0]].setValue(7)  # one full set of four and three odd chips
    dialog.counts[seats[1]].setValue(2)
    qtbot.mouseClick(dialog.race_button, LEFT)
    record = session.state.chip_races[-1]
    assert record.table == int(dialog.table.currentData())
    assert record.value_before == 9 * 25
    assert record.explanation[0] in dialog.outcome.text()
    assert not dialog.race_button.isEnabled()


def test_the_seat_menu_offers_move_bust_and_button(tab):
    seat = _seat_with(tab, 1, SeatKind.PLAYER)
    menu = tab.cards[1].table.context_menu(seat)
    texts = [a.text() for a in menu.actions() if a.text()]
    name = tab.cards[1].table.picture.seat(seat).name
    assert texts == [
        f"Move {name} to…",
        f"Bust out {name}…",
        f"Rebuy for {name}…",  # the demo offers rebuys and the add-on
        f"Add-on for {name}",
        "Set button here",
    ]
    empty = tab.cards[1].table.context_menu(_seat_with(tab, 1, SeatKind.OPEN))
    assert [a.isEnabled() for a in empty.actions()] == [False]


def test_move_to_from_the_menu_offers_only_open_seats(tab, session):
    seat = _seat_with(tab, 3, SeatKind.PLAYER)
    entry = tab.cards[3].table.picture.seat(seat).entry
    _menu_action(tab.cards[3].table.context_menu(seat), "Move").trigger()
    dialog = tab.active_dialog
    assert isinstance(dialog, SeatPickerDialog)
    offered = [
        dialog.seats.item(row).data(Qt.ItemDataRole.UserRole) for row in range(dialog.seats.count())
    ]
    open_seats = [(t.number, s) for t in session.state.room.tables for s in t.open_seats]
    assert [tuple(x) for x in offered] == open_seats
    assert dialog.choose(*open_seats[-1])
    dialog.accept()
    assert session.state.seat_of(entry) == open_seats[-1]


def test_tooltips_name_the_player(tab):
    widget = tab.cards[1].table
    seat = _seat_with(tab, 1, SeatKind.PLAYER)
    assert widget.picture.seat(seat).name in widget._tooltip(seat)
    assert widget.seat_at(widget.geometry_now().seat_rect(seat).center()) == seat
    assert widget.seat_at(QPoint(widget.width() // 2, widget.height() // 2).toPointF()) is None


def test_with_no_tournament_open_the_tab_says_so(qtbot, library):
    widget = TablesTab(Session(library, clock=lambda: NOW))
    qtbot.addWidget(widget)
    assert widget.cards == {}
    assert widget.empty.text() == "No tournament is open."
    assert widget.draw_seats.isHidden()
    assert not widget.chip_race.isEnabled()


def test_the_next_hand_is_explained_in_the_application_language(qtbot, tab, session):
    from tourney.gui.language import install_translators

    install_translators("it")
    try:
        qtbot.mouseClick(tab.cards[2].next_button, LEFT)
        text = tab.cards[2].explanation.text()
    finally:
        install_translators("en")
    plan = hand_plan(session.state, 2, NOW)
    assert f"Il bottone passa al posto {plan.button}." in text
    assert f"Il grande buio passa dal posto {plan.sb} al posto {plan.bb}." in text


def test_the_balancing_proposal_is_explained_in_the_application_language(qtbot, tab, session):
    from tourney.gui.language import install_translators

    sizes = {t.number: t.count for t in session.state.room.tables}
    small = min(sizes, key=sizes.__getitem__)
    _bust_from_menu(tab, small, _seat_with(tab, small, SeatKind.PLAYER))
    install_translators("ro")
    try:
        tab.proposal.show_proposal(tab.controller.proposal, session.state)
        summary = tab.proposal.summary.text()
        move = tab.proposal.move_labels[0].text()
    finally:
        install_translators("en")
    slip = tab.controller.proposal.moves[0]
    assert slip.explanation_in("ro").removesuffix(".") in move
    assert f"trece la Masa {slip.to_table}, locul {slip.to_seat}" in move
    assert "(TDA 11-A)" in move and "are" in move and "has" not in move + summary


def test_a_changed_destination_is_noted_in_every_language(tab, session):
    from tourney.gui.tables.proposal_edit import change_destination, destinations

    sizes = {t.number: t.count for t in session.state.room.tables}
    small = min(sizes, key=sizes.__getitem__)
    _bust_from_menu(tab, small, _seat_with(tab, small, SeatKind.PLAYER))
    room, proposal = session.state.room, tab.controller.proposal
    old = proposal.moves[0]
    table, seat = destinations(room, proposal, 0)[0]
    changed = change_destination(room, proposal, 0, table, seat)
    english = (
        f"The director chose table {table}, seat {seat} "
        f"instead of table {old.to_table}, seat {old.to_seat}."
    )
    italian = (
        f"Il direttore ha scelto il tavolo {table}, posto {seat}, "
        f"invece del tavolo {old.to_table}, posto {old.to_seat}."
    )
    assert changed.explanation[-1] == changed.moves[0].explanation == english
    assert changed.explanation_in("it")[-1] == changed.moves[0].explanation_in("it") == italian
    assert len(changed.explanation_in("ro")) == len(changed.explanation)


def _short_handed(session, table: int) -> None:
    """Bust everybody but one player at ``table``."""
    from tourney.domain.entries.actions import Bust

    players = [int(p) for p in session.state.room.table(table).players()]
    for entry in players[1:]:
        busts = [Bust(entry, by=(players[0],))]
        assert session.perform(BustOut(busts=tuple(busts))) is not None


@pytest.mark.parametrize(
    ("code", "one", "many"),
    [
        ("en", "1 player", "players"),
        ("it", "1 giocatore", "giocatori"),
        ("ro", "1 jucător", "jucători"),
    ],
)
def test_the_felt_counts_players_with_the_languages_plural(tab, session, code, one, many):
    from tourney.gui.language import install_translators

    count = session.state.room.table(1).count
    install_translators(code)
    try:
        tab.refresh()
        several = tab.cards[1].table.caption()
        _short_handed(session, 3)
        single = tab.cards[3].table.caption()
    finally:
        install_translators("en")
    assert several == f"{count} {many}"
    assert single == one


def test_a_short_handed_table_says_so_in_the_application_language(tab, session):
    from tourney.gui.language import install_translators

    _short_handed(session, 3)
    english = tab.cards[3].table.picture
    assert english.label == "Table 3"
    assert english.explanation == ("Table 3 needs at least two players to deal a hand.",)
    seat = _seat_with(tab, 1, SeatKind.PLAYER)
    install_translators("it")
    try:
        tab.refresh()
        italian = tab.cards[3].table.picture
        card = tab.cards[3].explanation.text()
        tooltip = tab.cards[1].table._tooltip(seat)
    finally:
        install_translators("en")
        tab.refresh()
    assert italian.label == "Tavolo 3"
    assert italian.explanation == (
        "Tavolo 3: servono almeno due giocatori per distribuire una mano.",
    )
    assert "Tavolo 3: servono almeno due giocatori" in card
    chips = tab.cards[1].table.picture.seat(seat).chips
    assert chips >= 1000
    assert f"{chips:,}".replace(",", ".") in tooltip
    assert f"{chips:,}" in tab.cards[1].table._tooltip(seat)


def test_the_draw_for_the_button_is_told_in_the_application_language(tab, session):
    from tourney.gui.language import install_translators

    install_translators("it")
    try:
        assert tab.controller.draw_button(2)
        italian = tab.message.text()
    finally:
        install_translators("en")
    seat = session.state.room.table(2).button
    assert italian.startswith("Sorteggio del bottone (Tavolo 2): Carte per il bottone: posto ")
    assert f"Il posto {seat} ha la carta più alta (" in italian
    assert "takes the button" not in italian
    assert tab.controller.draw_button(1)
    english = tab.message.text()
    assert english.startswith("Draw for the button at Table 1: Cards for the button: seat ")
    assert "has the highest card" in english and "takes the button." in english


def test_the_chip_race_names_the_tables_in_the_application_language(tab):
    from tourney.gui.language import install_translators

    install_translators("ro")
    try:
        dialog = tab.open_chip_race()
    finally:
        install_translators("en")
    assert dialog is not None
    assert [dialog.table.itemText(i) for i in range(dialog.table.count())] == [
        "Masa 1",
        "Masa 2",
        "Masa 3",
    ]
    dialog.reject()


def test_the_tables_rebuy_dialog_says_what_to_collect(qtbot, tab, session):
    from tourney.domain.money.offer_terms import offer_terms

    entry = tab.cards[1].table.picture.seat(_seat_with(tab, 1, SeatKind.PLAYER)).entry
    dialog = tab.rebuy_player(entry)
    assert dialog is not None
    terms = offer_terms(session.state, "en", rebuy=True)
    assert terms.endswith(" chips") and dialog.terms.text() == f"Collect {terms}."
    assert dialog.terms.isVisibleTo(dialog)
    dialog.reject()
