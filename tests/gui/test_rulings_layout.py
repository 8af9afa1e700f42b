"""The Rulings tab on a 1366x768 laptop: the seats and the Type box in sight, up to ten seats.

The director's window maximised on such a laptop is about 1366x700 (the taskbar and the title
bar take the rest). With up to ten seats in the hand, every seat row and the Type box are in
sight as the tab opens, without scrolling; with three, the whole deck too.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QScrollArea, QWidget

from tests.gui.director import SIZE_HINTS
from tourney.engine.cards import parse_card
from tourney.gui.rulings.showdown_page import ShowdownPage

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

LAPTOP = (1366, 700)


def _page(
    qtbot, window, seats: int, size: tuple[int, int] = LAPTOP, game: str = "holdem"
) -> ShowdownPage:
    """The window's Rulings page at ``size``, playing ``game`` with ``seats`` seats in the hand."""
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    window.show_tab("rulings")
    page: ShowdownPage = window.tab("rulings").showdown
    controller = page.controller
    controller.set_variant(game)
    controller.set_table_size(10)
    while len(controller.dispute.seats) < seats:
        assert controller.add_seat() is not None
    controller.set_target(1)
    _settle(qtbot, page)
    return page


def _settle(qtbot, page: ShowdownPage) -> None:
    """Let the layout settle: the page's scroll bars come and go as it does, then the page is
    as wide as the tab (a horizontal scroll bar that stays fails the test)."""
    qtbot.wait(50)
    qtbot.waitUntil(lambda: not _scroll(page).horizontalScrollBar().isVisible(), timeout=3000)


def _in_sight(widget: QWidget) -> bool:
    """Whether the whole of ``widget`` is painted (not scrolled away, not cut)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


def _scroll(page: ShowdownPage) -> QScrollArea:
    area = page.seats.parentWidget().parentWidget().parentWidget()
    assert isinstance(area, QScrollArea)
    return area


@pytest.mark.parametrize("seats", [2, 3, 6, 10])
def test_every_seat_row_and_the_type_box_are_in_sight(qtbot, window, seats) -> None:
    page = _page(qtbot, window, seats)
    assert _scroll(page).verticalScrollBar().value() == 0
    table = page.seats
    assert not table.verticalScrollBar().isVisible(), seats
    last = table.visualRect(page.model.index(seats - 1, 0))
    assert table.viewport().rect().contains(last), (seats, last, table.viewport().rect())
    assert _in_sight(table), (seats, table.visibleRegion().boundingRect(), table.rect())
    assert _in_sight(page.picker.line_edit()), seats


def test_with_three_seats_the_whole_deck_is_in_sight_too(qtbot, window) -> None:
    page = _page(qtbot, window, 3)
    for card in ("As", "Ah", "2c", "Ac"):
        assert _in_sight(page.picker.button(parse_card(card))), card


def test_a_refusal_is_said_beside_the_type_box(qtbot, window) -> None:
    page = _page(qtbot, window, 10)
    line = page.picker.line_edit()
    line.setText("Zz")
    line.returnPressed.emit()
    assert "'Zz' is not a card" in page.picker._message.text()
    _settle(qtbot, page)
    assert _in_sight(page.picker._message) and _in_sight(line)


def test_the_seats_grow_with_the_hand_on_a_tall_screen(qtbot, window) -> None:
    page = _page(qtbot, window, 10, size=(1920, 1050))
    assert _in_sight(page.seats)
    assert not page.seats.verticalScrollBar().isVisible()
    assert _in_sight(page.picker.button(parse_card("2c")))
