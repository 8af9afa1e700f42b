"""Seat moves on the TV: every one of them, a page at a time, until the players have sat down.

At the final-table redraw the ticker showed two of nine moves, cut off, and old moves stayed
after the last bust. Now the ticker's pages take turns showing every move; a move leaves
once a hand is recorded at its table, the player moves again or busts, the move is undone,
or five minutes of play have passed (a pause or a break does not count).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, active_numbers
from tests.gui.display.conftest import ENGLISH, T0
from tests.gui.display.fitting import overflows, shown_at
from tourney.core.commands import BustOut, MovePlayer, NextHand
from tourney.domain.entries.actions import Bust
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.display.snapshot import DisplaySnapshot, MoveNotice
from tourney.gui.display.ticker import PAGE_SECONDS
from tourney.gui.display_adapter import snapshot_of

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

MINUTE = 60.0


@pytest.fixture
def display(qtbot, window, clock) -> DisplayWindow:
    shown = DisplayWindow(now=clock, locale=ENGLISH)
    qtbot.addWidget(shown)
    window.set_display(shown)
    return shown


def _items(display: DisplayWindow) -> list[str]:
    return [item for page in display.ticker_pages() for item in page.split("   •   ")]


def _to_the_final_table(session) -> None:
    while session.state.players_left > 9:
        loser, winner = active_numbers(session)[-1], active_numbers(session)[0]
        bust = Bust(loser, by=(winner,))
        session.perform(BustOut(busts=(bust,)))


def test_every_move_of_the_final_table_redraw_takes_its_turn_on_the_tv(
    qtbot, window, display, session, clock
) -> None:
    shown_at(display, 1366, 768)
    _to_the_final_table(session)
    tables = window.tab("tables")
    window.show_tab("tables")
    proposal = tables.controller.proposal
    assert proposal.final_redraw
    moved = {session.state.name(int(slip.player)) for slip in proposal.moves}
    assert len(moved) >= 8

    qtbot.mouseClick(tables.proposal.accept_button, Qt.MouseButton.LeftButton)

    items = _items(display)
    assert len(items) == len(moved)
    assert {item.split(" → ")[0] for item in items} == moved  # each once, none cut off
    where = sorted(f"table {s.to_table} seat {s.to_seat}" for s in proposal.moves)
    assert sorted(item.split(" → ")[1] for item in items) == where  # in seat order on the TV
    pages = display.ticker_pages()
    assert len(pages) > 1
    first = pages.index(display.messages.text())
    assert display.page_count.text() == f"{first + 1}/{len(pages)}"
    for turn in range(len(pages)):  # each page in turn, every one readable whole
        assert display.messages.text() == pages[(first + turn) % len(pages)]
        assert overflows(display) == []
        clock.advance(PAGE_SECONDS)
        display.refresh()
    assert display.messages.text() == pages[first]  # and round again


def test_moves_leave_after_five_minutes_of_play(qtbot, display, session, clock) -> None:
    shown_at(display, 1366, 768)
    number = active_numbers(session)[0]
    session.perform(MovePlayer(entry=number, table=3, seat=_open_seat(session.state, 3)))
    name = session.state.name(number)
    assert any(item.startswith(name) for item in _items(display))
    for _ in range(4):
        clock.advance(MINUTE)
        display.refresh()
    assert any(item.startswith(name) for item in _items(display))
    clock.advance(MINUTE + 1)
    display.refresh()
    assert _items(display) == []


def test_a_hand_at_the_new_table_a_bust_or_an_undo_takes_a_move_off(
    display, session, clock
) -> None:
    first, second = active_numbers(session)[:2]
    session.perform(MovePlayer(entry=first, table=3, seat=_open_seat(session.state, 3)))
    session.perform(MovePlayer(entry=second, table=2, seat=_open_seat(session.state, 2)))
    assert [move.entry for move in display.snapshot().moves] == [second, first]

    session.perform(NextHand(table=3))  # first has played at table 3
    assert [move.entry for move in display.snapshot().moves] == [second]
    session.perform(BustOut(busts=(Bust(second),)))
    assert display.snapshot().moves == ()
    session.undo()
    assert [move.entry for move in display.snapshot().moves] == [second]
    session.undo()  # the hand at table 3
    assert [move.entry for move in display.snapshot().moves] == [second, first]
    session.undo()
    session.undo()  # both moves
    assert display.snapshot().moves == ()


def test_a_players_second_move_replaces_his_first(session, clock) -> None:
    number = active_numbers(session)[0]
    session.perform(MovePlayer(entry=number, table=3, seat=_open_seat(session.state, 3)))
    clock.advance(30)
    session.perform(MovePlayer(entry=number, table=2, seat=_open_seat(session.state, 2)))
    moves = snapshot_of(session.state, clock.at).moves
    assert len(moves) == 1
    assert moves[0].text.endswith(f"table 2 seat {session.state.seat_of(number)[1]}")


def _open_seat(state, table: int) -> int:
    seats = next(t for t in state.room.tables if t.number == table).seats
    return next(seat for seat, sitting in enumerate(seats, start=1) if sitting is None)


# ----------------------------------------------------------------------- pauses and breaks


def _moves_at(state, **extra) -> DisplaySnapshot:
    moves = (MoveNotice(1, "Ann Miller: table 3 seat 5 → table 1 seat 9", T0),)
    return DisplaySnapshot(reading=state.reading, moves=moves, **extra)


@pytest.fixture
def tv(qtbot) -> tuple[DisplayWindow, list[float]]:
    now = [T0]
    window = DisplayWindow(now=lambda: now[0], locale=ENGLISH)
    qtbot.addWidget(window)
    return window, now


def test_time_in_a_pause_does_not_count(tv, clock_at) -> None:
    window, now = tv
    paused = clock_at(0, 900, running=False)
    window.set_snapshot(_moves_at(paused))
    for minute in range(1, 21):  # twenty minutes of a pause
        now[0] = T0 + minute * MINUTE
        window.refresh()
    assert _items(window) == ["Ann Miller: table 3 seat 5 → table 1 seat 9"]
    window.set_snapshot(_moves_at(paused.start(now[0]).state))  # play resumes
    for minute in range(21, 25):
        now[0] = T0 + minute * MINUTE
        window.refresh()
    assert _items(window) != []
    now[0] = T0 + 26 * MINUTE
    window.refresh()
    assert _items(window) == []


def test_moves_made_at_a_break_stay_until_play_has_gone_on(tv, clock_at) -> None:
    window, now = tv
    window.set_snapshot(_moves_at(clock_at(3, 15 * 60)))  # a running fifteen-minute break
    for minute in range(1, 15):
        now[0] = T0 + minute * MINUTE
        window.refresh()
    assert window.title.text() == "Break"
    assert _items(window) != []
    for minute in range(15, 20):  # the next level: four minutes of play
        now[0] = T0 + minute * MINUTE
        window.refresh()
    assert window.title.text() == "Level 4"
    assert _items(window) != []
    now[0] = T0 + 21 * MINUTE
    window.refresh()
    assert _items(window) == []
