"""Button and blinds without a click per hand: the bust-out dialog and the table picture.

Driven through the real widgets on the demo (three tables, the clock running in level 4,
each table's last hand dealt twenty seconds ago). The director never presses Next hand:
the bust-out dialog draws the table of the hand, the button where Tourney expects it (one
click on a seat to correct it), and the bust-out carries those positions; a table whose
button has not been confirmed for a while says so, and balancing asks where it is.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, stored_count
from tourney.core.commands import DrawSeats, Register
from tourney.domain.entries.actions import Bust
from tourney.domain.log.payloads import BustOut, TablePositions
from tourney.domain.room.actions import hand_plan
from tourney.domain.room.button import next_hand
from tourney.gui.players.bust_dialog import BustDialog
from tourney.gui.tables import TablesTab
from tourney.gui.tables.seat_dialogs import RebuyDialog
from tourney.gui.tables.table_picture import SeatKind
from tourney.gui.tables.table_widget import TableWidget

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

LEFT = Qt.MouseButton.LeftButton
STALE = 10 * 60  # ten minutes of play later: every table's button is unconfirmed


@pytest.fixture
def tab(qtbot, session) -> TablesTab:
    widget = TablesTab(session)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def _click(qtbot, widget: TableWidget, seat: int) -> None:
    centre = widget.geometry_now().seat_rect(seat).center().toPoint()
    qtbot.mouseClick(widget, LEFT, pos=centre)


def _menu(tab: TablesTab, table: int, seat: int, starts: str) -> None:
    menu = tab.cards[table].table.context_menu(seat)
    next(a for a in menu.actions() if a.text().startswith(starts)).trigger()


def _bust_dialog(tab: TablesTab, table: int, seat: int) -> BustDialog:
    _menu(tab, table, seat, "Bust out")
    dialog = tab.active_dialog
    assert isinstance(dialog, BustDialog)
    return dialog


def _last_bust(session) -> BustOut:
    payload = session.state.log[-1].payload
    assert isinstance(payload, BustOut)
    return payload


def test_the_big_blind_busts_and_one_click_gives_a_dead_small_blind_next_hand(
    qtbot, tab, session, clock
) -> None:
    hand = hand_plan(session.state, 1, clock()).positions  # the hand being played
    live = session.state.room.table(1).occupied
    dialog = _bust_dialog(tab, 1, hand.bb)
    box = dialog.tables[1]
    picture = box.table.picture
    assert picture.button_seat == hand.button  # where Tourney expects it, preselected
    assert picture.seat(hand.bb).busting and picture.seat(hand.bb).big_blind
    assert not any(s.busting for s in picture.seats if s.seat != hand.bb)
    assert "as Tourney expects" in box.status.text()
    assert "the small blind is dead" in box.next_hand.text()

    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)

    assert not dialog.isVisible()
    assert _last_bust(session).positions == (TablePositions(1, *_tuple(hand)),)
    plan = hand_plan(session.state, 1, clock())
    assert plan.sb == hand.bb and not plan.sb_posted
    assert plan.positions == next_hand([s for s in live if s != hand.bb], hand).positions
    card = tab.cards[1]
    assert card.table.picture.seat(hand.bb).dead_small_blind
    assert "the small blind is dead" in card.explanation.text()
    assert card.table.picture.confirmed and card.notice.isHidden()


def _tuple(hand) -> tuple[int, int, int]:
    return hand.button, hand.sb, hand.bb


def test_a_click_on_another_seat_corrects_where_the_button_was(qtbot, tab, session, clock) -> None:
    expected = hand_plan(session.state, 1, clock()).positions
    table = session.state.room.table(1)
    live = table.occupied
    button = next(s for s in live if s not in (expected.button, expected.sb, expected.bb))
    busting = live[(live.index(button) + 1) % len(live)]  # he was in the small blind
    dialog = _bust_dialog(tab, 1, busting)
    box = dialog.tables[1]

    _click(qtbot, box.table, button)

    assert box.table.picture.button_seat == button
    assert box.table.picture.seat(busting).small_blind
    assert f"The button was on seat {button}, as you chose." in box.status.text()
    assert "a dead button" in box.next_hand.text()
    dialog.record()
    assert not dialog.isVisible(), dialog.error.text()
    stored = _last_bust(session).positions
    assert stored is not None and (stored[0].button, stored[0].sb) == (button, busting)
    plan = hand_plan(session.state, 1, clock())
    assert plan.button == busting and plan.button_dead  # his empty seat has the button


def test_a_seat_the_button_cannot_have_been_on_is_refused_in_the_dialog(
    qtbot, tab, session, clock
) -> None:
    clock.advance(STALE)
    table = session.state.room.table(2)
    dialog = _bust_dialog(tab, 2, table.occupied[0])
    box = dialog.tables[2]
    assert box.hand is None and box.table.picture.button_seat is None
    empty = next(s for s in range(1, table.size + 1) if table.player_at(s) is None)

    _click(qtbot, box.table, empty)

    assert box.hand is None
    assert "the dead-button rule puts no button there" in box.status.text()
    _click(qtbot, box.table, table.occupied[3])  # the dealer points at the real one
    assert box.hand is not None and box.hand.button == table.occupied[3]
    assert box.hand.sb == table.occupied[4] and box.hand.bb == table.occupied[5]


def test_a_button_unconfirmed_for_a_while_is_shown_and_the_dialog_asks(
    qtbot, tab, session, clock
) -> None:
    assert all(card.table.picture.confirmed for card in tab.cards.values())
    clock.advance(STALE)
    tab.refresh()  # what the half-minute redraw does
    card = tab.cards[3]
    assert not card.table.picture.confirmed
    assert card.table.picture.unconfirmed_minutes == 10
    assert card.notice.isVisible()
    assert "last confirmed 10 minutes of play ago" in card.notice.text()
    assert "Next hand after the last one Tourney knows" in card.explanation.text()
    before = stored_count(session.library, session)

    dialog = _bust_dialog(tab, 3, session.state.room.table(3).occupied[0])
    box = dialog.tables[3]
    assert box.hand is None  # nothing preselected: Tourney does not know
    assert "unconfirmed (last confirmed 10 minutes of play ago)" in box.status.text()
    dialog.record()  # recorded without it: the button stays unconfirmed

    assert stored_count(session.library, session) == before + 1
    assert _last_bust(session).positions is None
    assert not tab.cards[3].table.picture.confirmed

    clock.advance(30)
    qtbot.mouseClick(tab.cards[3].set_button, LEFT)
    _click(qtbot, tab.cards[3].table, session.state.room.table(3).occupied[1])
    assert tab.cards[3].table.picture.confirmed and tab.cards[3].notice.isHidden()


def test_two_tables_in_one_hand_for_hand_bust_out_each_with_its_button(
    qtbot, window, session, clock
) -> None:
    players = window.players_tab
    one, two = session.state.room.table(1), session.state.room.table(2)
    plan_one = hand_plan(session.state, 1, clock()).positions
    plan_two = hand_plan(session.state, 2, clock()).positions
    a, b = int(one.player_at(plan_one.bb) or 0), int(two.player_at(plan_two.sb) or 0)
    dialog = players.open_bust_dialog(a)
    assert list(dialog.tables) == [1]
    line = dialog.add_line()
    line.player.setCurrentIndex(line.player.findData(b))
    assert list(dialog.tables) == [1, 2]  # the second table drawn beside the first
    dialog.lines[0].stack.setValue(2_000)
    line.stack.setValue(6_000)
    moved = next(s for s in two.occupied if s not in _tuple(plan_two))
    _click(qtbot, dialog.tables[2].table, moved)

    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)

    assert players.bust_dialog is None, dialog.error.text()
    stored = _last_bust(session).positions
    assert stored is not None and [p.table for p in stored] == [1, 2]
    assert stored[0] == TablePositions(1, *_tuple(plan_one))
    assert stored[1].button == moved
    assert session.state.entries[b].place < session.state.entries[a].place


def test_balancing_asks_where_the_button_is_at_a_table_it_is_not_sure_of(
    qtbot, tab, session, clock
) -> None:
    clock.advance(STALE)
    sizes = {t.number: t.count for t in session.state.room.tables}
    small, big = min(sizes, key=sizes.__getitem__), max(sizes, key=sizes.__getitem__)
    loser = int(next(iter(session.state.room.table(small).players())))
    assert tab.controller.bust([Bust(loser)])
    controller = tab.controller
    assert controller.proposal is not None and controller.proposal.moves[0].from_table == big
    card = tab.cards[big]
    assert controller.asking == big
    assert card.table.picture.asks_button and card.table.button_mode
    assert "Balancing moves the player due the big blind" in card.notice.text()
    before = session.state

    assert "Where is the button at Table" in tab.message.text()  # asked at once
    assert not tab.proposal.accept_button.isEnabled()  # not yet: who is due the big blind?
    qtbot.mouseClick(tab.proposal.accept_button, LEFT)
    assert session.state is before
    seat = session.state.room.table(big).occupied[2]
    _click(qtbot, card.table, seat)  # the one click
    assert session.state.room.table(big).button == seat
    assert controller.asking is None and not card.table.picture.asks_button
    slip = controller.proposal.moves[0]
    assert slip.from_seat == hand_plan(session.state, big, clock()).bb
    qtbot.mouseClick(tab.proposal.accept_button, LEFT)
    assert session.state.seat_of(int(slip.player)) == (slip.to_table, slip.to_seat)


def test_rebuy_and_add_on_from_the_seat_menu(qtbot, tab, session, clock) -> None:
    state = session.state
    seat = next(s.seat for s in tab.cards[1].table.picture.seats if s.kind is SeatKind.PLAYER)
    entry = tab.cards[1].table.picture.seat(seat).entry
    assert entry is not None
    rebuys, addons = state.entries[entry].rebuys, state.entries[entry].addons

    _menu(tab, 1, seat, "Rebuy for")
    dialog = tab.active_dialog
    assert isinstance(dialog, RebuyDialog)
    assert f"at most {state.setup.starting_stack:,} for a rebuy" in dialog.prompt.text()
    dialog.stack.setValue(0)
    qtbot.mouseClick(dialog.ok, LEFT)
    assert session.state.entries[entry].rebuys == rebuys + 1

    _menu(tab, 1, seat, "Add-on for")
    assert session.state.entries[entry].addons == addons + 1
    assert "Add-on for" in tab.message.text()


def test_the_seat_menu_offers_a_rebuy_only_when_the_player_may_rebuy(
    qtbot, tab, session, clock
) -> None:
    picture = tab.cards[1].table.picture
    seat = next(s.seat for s in picture.seats if s.kind is SeatKind.PLAYER)
    name = picture.seat(seat).name
    clock.advance(4 * 3600)  # long after the rebuy period and the add-on
    tab.refresh()
    menu = tab.cards[1].table.context_menu(seat)
    actions = {a.text(): a for a in menu.actions() if a.text()}
    rebuy, add_on = actions[f"Rebuy for {name}…"], actions[f"Add-on for {name}"]
    assert not rebuy.isEnabled() and not add_on.isEnabled()
    assert actions[f"Bust out {name}…"].isEnabled()
    # greyed out, each says why, in the words the refusal would have (tip and status bar)
    assert menu.toolTipsVisible()
    assert "Rebuys" in rebuy.toolTip() and rebuy.statusTip() == rebuy.toolTip()
    assert "add-on" in add_on.toolTip().lower() and add_on.toolTip() != add_on.text()


def test_a_freezeout_has_no_rebuy_nor_add_on_in_the_seat_menu(qtbot, library, clock) -> None:
    import dataclasses
    import random

    from tourney.domain.demo import demo_setup
    from tourney.gui.session import Session
    from tourney.persistence.open_tournament import create_tournament

    setup = demo_setup()
    freezeout = dataclasses.replace(
        setup, buyins=dataclasses.replace(setup.buyins, rebuy=None, addon=None)
    )
    opened = create_tournament(library, freezeout, now=clock(), clock=clock)
    session = Session(library, opened, clock=clock, rng=random.Random(3))
    for number in range(1, 5):
        player = library.players.add(f"Player {number}")
        event = session.perform(Register(player_id=player.id))
        assert event is not None
    assert session.perform(DrawSeats()) is not None
    tab = TablesTab(session)
    qtbot.addWidget(tab)
    seat = session.state.room.table(1).occupied[0]
    texts = [a.text() for a in tab.cards[1].table.context_menu(seat).actions() if a.text()]
    assert not any(t.startswith(("Rebuy", "Add-on")) for t in texts)


def test_the_notice_is_said_in_italian(qtbot, tab, session, clock, italian) -> None:
    clock.advance(STALE)
    tab.refresh()
    notice = tab.cards[1].notice.text()
    assert "10 minuti di gioco" in notice
    dialog = tab.bust_player(int(next(iter(session.state.room.table(1).players()))))
    assert "non è confermato (ultima conferma 10 minuti di gioco fa)" in (
        dialog.tables[1].status.text()
    )
    assert dialog.tables[1].title.text() == "<b>Tavolo 1: dov’era il bottone in questa mano?</b>"


def test_the_question_goes_when_a_floor_phone_answers_it(qtbot, tab, session, clock) -> None:
    from tourney.core.commands import AcceptMoves, SetButton
    from tourney.core.results import Refused
    from tourney.domain.log.events import Origin
    from tourney.domain.log.payloads import Move

    clock.advance(STALE)
    sizes = {t.number: t.count for t in session.state.room.tables}
    small, big = min(sizes, key=sizes.__getitem__), max(sizes, key=sizes.__getitem__)
    assert tab.controller.bust([Bust(int(next(iter(session.state.room.table(small).players()))))])
    assert tab.message.isVisible() and "Where is the button at Table" in tab.message.text()
    phone = Origin("Table 2", "floor")
    slip = tab.controller.proposal.moves[0]
    move = Move(int(slip.player), (big, slip.from_seat), (slip.to_table, slip.to_seat), slip.reason)
    refused = session.service.perform(AcceptMoves(moves=(move,)), origin=phone)
    assert isinstance(refused, Refused)  # the phone is asked the same question
    assert "Where is the button" in refused.translated("en")

    seat = session.state.room.table(big).occupied[2]
    session.service.perform(SetButton(table=big, seat=seat), origin=phone)

    assert tab.controller.asking is None
    assert not tab.message.isVisible()  # the window no longer asks what was answered
    assert tab.controller.button_table is None  # nor waits for a click on that table
    assert not tab.cards[big].table.button_mode


def test_a_final_redraw_accepted_from_a_phone_shows_its_draw_in_the_window(
    qtbot, tab, session, clock
) -> None:
    from tourney.core.commands import AcceptProposal, BustOut
    from tourney.domain.log.events import Origin
    from tourney.domain.room.actions import room_proposal

    phone = Origin("Table 1", "floor")
    for _ in range(40):
        proposal = room_proposal(session.state)
        if proposal.nothing_to_do:
            victim = session.state.active()[-1].number
            assert session.service.perform(BustOut(busts=(Bust(victim),)), origin=phone).ok
            continue
        assert session.service.perform(AcceptProposal(proposal=proposal), origin=phone).ok
        if proposal.final_redraw:
            break
    else:
        raise AssertionError("the final table never came")
    assert tab.message.isVisible()
    assert "Draw for the button at" in tab.message.text()
    assert "from the floor phone 'Table 1'" in tab.message.text()


def test_the_dialog_grown_by_a_table_moves_up_to_keep_its_buttons_on_screen(
    qtbot, session, clock
) -> None:
    dialog = BustDialog(session.state, lambda _choice: False, now=clock())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    area = dialog.screen().availableGeometry()
    small = dialog.frameGeometry().height()
    dialog.move(area.left() + 100, area.bottom() - small - 20)  # opened low, nobody chosen yet
    qtbot.waitUntil(lambda: dialog.frameGeometry().bottom() <= area.bottom())
    busted = next(e.number for e in session.state.active() if session.state.seat_of(e.number))
    line = dialog.lines[0]
    line.player.setCurrentIndex(line.player.findData(busted))  # the table is drawn under it
    assert dialog.tables
    qtbot.waitUntil(lambda: dialog.frameGeometry().height() > small + 200)
    qtbot.waitUntil(lambda: dialog.frameGeometry().bottom() <= area.bottom())
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    bottom_of_ok = ok.mapToGlobal(ok.rect().bottomLeft()).y()
    assert area.top() <= dialog.frameGeometry().top() and bottom_of_ok <= area.bottom()


def test_a_window_is_moved_only_as_far_as_it_must(qapp) -> None:
    from PySide6.QtCore import QRect

    from tourney.gui.on_screen import moved_into

    area = QRect(0, 0, 1366, 738)
    assert moved_into(QRect(400, 275, 482, 569), area) == (400, 169)  # up by the overflow
    assert moved_into(QRect(10, 10, 300, 200), area) == (10, 10)  # on screen: stays
    assert moved_into(QRect(1200, 100, 300, 200), area) == (1066, 100)  # left only
    assert moved_into(QRect(50, 300, 300, 900), area) == (50, 0)  # too tall: its top stays on
