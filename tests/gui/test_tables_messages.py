"""What the Tables tab says above the tables: a question goes once nobody needs its answer,
what was just done goes after a while."""

from __future__ import annotations

import random

import pytest

from tests.gui.director import FakeClock
from tourney.core.commands import Bust, BustOut, NextHand
from tourney.gui.session import Session
from tourney.gui.tables import TablesTab
from tourney.gui.tables import tables_tab as tables_tab_module
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


@pytest.fixture
def session(tmp_path, clock: FakeClock):
    library = Library.open(tmp_path / "library.sqlite", clock=clock)
    tournament = create_demo(library, now=clock.at, clock=clock)
    yield Session(library, tournament, clock=clock, rng=random.Random(3))
    library.close()


def _bust_at(session: Session, table: int) -> None:
    seats = next(t for t in session.state.room.tables if t.number == table).seats
    victim = next(p for p in seats if p is not None)
    assert session.perform(BustOut(busts=(Bust(victim),))) is not None


def test_the_question_accept_asked_goes_once_the_proposal_needs_no_button(
    qtbot, session, clock
) -> None:
    tab = TablesTab(session)
    qtbot.addWidget(tab)
    controller = tab.controller
    while session.state.players_left > 19:  # the short tables lose players, table 3 keeps 8
        counts = {t.number: t.count for t in session.state.room.tables}
        _bust_at(session, 1 if counts[1] >= counts[2] else 2)
        assert session.perform(NextHand(table=3)) is not None  # its button stays confirmed
    assert controller.asking is None
    clock.advance(400)  # play goes on: table 3's button is no longer sure, nothing is recorded
    assert controller.asking == 3
    assert not controller.accept()  # Accept asks where the button is first
    assert tab.message.text().startswith("Where is the button at Table 3?")
    accept = tab.proposal.accept_button
    assert not accept.isEnabled()  # it looked ready and did nothing
    assert accept.toolTip() == "First click the seat that has the button at Table 3."
    _bust_at(session, 1)
    _bust_at(session, 2)  # 17 left: table 3 breaks, its button no longer matters
    assert controller.asking is None
    assert not tab.message.isVisibleTo(tab)  # before, the question stayed up
    assert accept.toolTip() == ""


def test_what_was_done_is_said_for_a_while_then_goes(qtbot, session, monkeypatch) -> None:
    monkeypatch.setattr(tables_tab_module, "INFO_MS", 50)
    tab = TablesTab(session)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.controller.next_hand(1)
    assert tab.message.isVisible() and "Next hand at table 1" in tab.message.text()
    qtbot.waitUntil(lambda: not tab.message.isVisible(), timeout=2000)


def test_what_was_done_goes_at_once_when_it_is_undone(qtbot, session) -> None:
    from tourney.core.commands import Undo

    tab = TablesTab(session)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.controller.next_hand(1)
    assert tab.message.isVisible() and "Next hand at table 1" in tab.message.text()
    assert session.perform(Undo()) is not None  # Ctrl+Z in the window, or a director phone
    assert not tab.message.isVisible()  # before, the green notice stayed over the undone hand


def test_the_cards_of_a_draw_for_the_button_stay_until_it_is_undone(
    qtbot, session, monkeypatch
) -> None:
    from tourney.core.commands import NextHand, Undo

    monkeypatch.setattr(tables_tab_module, "INFO_MS", 50)
    tab = TablesTab(session)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.controller.draw_button(2)
    drawn = tab.message.text()
    assert drawn.startswith("Draw for the button at")
    qtbot.wait(200)  # longer than a notice stays
    assert tab.message.isVisible() and tab.message.text() == drawn
    assert session.perform(NextHand(table=1)) is not None  # play goes on elsewhere
    assert tab.message.isVisible() and tab.message.text() == drawn
    assert session.perform(Undo()) is not None  # the next hand
    assert session.perform(Undo()) is not None  # the draw itself
    assert not tab.message.isVisible()


def test_the_draw_for_the_button_is_shown_again_when_the_tournament_is_opened(
    qtbot, session
) -> None:
    from tourney.core.commands import NextHand

    first = TablesTab(session)
    qtbot.addWidget(first)
    assert not first.message.isVisibleTo(first)  # the demo: nothing drawn to show
    assert first.controller.draw_button(2)
    drawn = first.message.text()
    again = TablesTab(session)  # as after a restart: a new window on the same tournament
    qtbot.addWidget(again)
    assert again.message.isVisibleTo(again) and again.message.text() == drawn
    assert session.perform(NextHand(table=2)) is not None  # a hand dealt there since
    later = TablesTab(session)
    qtbot.addWidget(later)
    assert not later.message.isVisibleTo(later)


def test_the_cards_of_a_draw_go_once_a_hand_is_dealt_at_its_table(qtbot, session) -> None:
    """The draw explains the button of the next hand there; after it, it is history (it
    stayed after the final table's bust-outs, the deal and the winner)."""
    from tourney.core.commands import NextHand

    tab = TablesTab(session)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.controller.draw_button(2)
    assert tab.message.isVisible()
    assert session.perform(NextHand(table=1)) is not None  # another table: it stays
    assert tab.message.isVisible()
    assert session.perform(NextHand(table=2)) is not None
    assert not tab.message.isVisible()
    assert tab.controller.draw_button(1)
    assert tab.message.isVisible()
    _bust_at(session, 1)  # the window proposes the hand being played: one dealt at table 1
    assert not tab.message.isVisible()


def test_the_cards_of_a_draw_go_after_a_bust_out_whose_hand_nobody_placed(
    qtbot, session, clock
) -> None:
    """A bust from a phone, or with the button left unconfirmed, records no table positions:
    a hand was still played (the final table's draw stayed up through the last bust-outs)."""
    tab = TablesTab(session)
    qtbot.addWidget(tab)
    tab.show()
    assert tab.controller.draw_button(2)
    assert tab.message.isVisible()
    clock.advance(400)  # play goes on, nothing recorded: table 2's button is no longer sure
    seats = next(t for t in session.state.room.tables if t.number == 2).seats
    victim = next(p for p in seats if p is not None)
    assert session.perform(BustOut(busts=(Bust(victim),))) is not None
    assert session.state.log[-1].payload.positions is None  # nobody placed that hand
    assert not tab.message.text().startswith("Draw for the button")
    again = TablesTab(session)  # and it is not shown again when the tournament opens
    qtbot.addWidget(again)
    assert not again.message.text().startswith("Draw for the button")
