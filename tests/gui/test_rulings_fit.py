"""The Rulings tab fits a 1366x768 laptop in every language: whole buttons, the whole deck.

Maximised on such a laptop the director's window is about 1366x700; a window a little narrower
(1230 pixels) must still show every button's whole text, the board's hint and every column of
the deck without scrolling sideways, in English, Italian and Romanian, with two seats or ten
(ten make the column scroll up and down, and its scroll bar takes room).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QPushButton, QScrollArea, QWidget

from tests.gui.director import SIZE_HINTS
from tests.gui.test_rulings_layout import _page as laid_out
from tourney.gui.language import install_translators
from tourney.gui.main_window import MainWindow
from tourney.gui.rulings.showdown_page import ShowdownPage
from tourney.gui.session import Session

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

SIZES = [(1366, 700), (1230, 700)]


@pytest.fixture(params=["en", "it", "ro"])
def language(request, qapp) -> Iterator[str]:
    """The window speaks the language for the test, English again after it."""
    install_translators(request.param)
    try:
        yield request.param
    finally:
        install_translators("en")


def _page(
    qtbot, session: Session, size: tuple[int, int], seats: int, game: str = "holdem"
) -> ShowdownPage:
    window = MainWindow(session)  # built in the language already installed
    qtbot.addWidget(window)
    return laid_out(qtbot, window, seats, size, game)


def _inputs(page: ShowdownPage) -> QScrollArea:
    area = page.seats.parentWidget().parentWidget().parentWidget()
    assert isinstance(area, QScrollArea)
    return area


def _in_viewport(widget: QWidget, area: QScrollArea) -> bool:
    """Whether the whole width of ``widget`` is inside the scrolled column's viewport."""
    viewport = area.viewport()
    left = widget.mapTo(viewport, QPoint(0, 0)).x()
    return left >= 0 and left + widget.width() <= viewport.width()


def _whole(widget: QWidget) -> bool:
    """Whether the whole of ``widget`` is painted (not scrolled away, not cut)."""
    return widget.isVisible() and widget.visibleRegion().boundingRect() == widget.rect()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("seats", [2, 10])
def test_every_button_is_whole_and_the_deck_needs_no_sideways_scroll(
    qtbot, session, language, size, seats
) -> None:
    page = _page(qtbot, session, size, seats)
    area = _inputs(page)
    assert not area.horizontalScrollBar().isVisible(), (language, size, seats)
    for button in page.findChildren(QPushButton):
        if not button.isVisibleTo(page):
            continue
        text = button.text().replace("&", "")
        needed = button.fontMetrics().horizontalAdvance(text)
        assert button.width() >= needed, (language, text, button.width(), needed)
        assert button.width() >= button.sizeHint().width(), (language, text)
        assert _whole(button), (language, text, button.visibleRegion().boundingRect())
    for card in page.picker.cards():
        assert _in_viewport(page.picker.button(card), area), (language, size, seats, card)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_board_hint_is_read_whole(qtbot, session, language, size) -> None:
    page = _page(qtbot, session, size, 2)
    hint = page.findChild(QLabel, "boardHint")
    assert hint is not None and hint.isVisible()
    assert hint.heightForWidth(hint.width()) <= hint.height(), (language, hint.text())
    assert _in_viewport(hint, _inputs(page)), (language, hint.text())
    assert _whole(hint), (language, hint.visibleRegion().boundingRect(), hint.rect())


@pytest.mark.parametrize("game", ["draw-bug", "romanian32"])
def test_a_joker_deck_or_the_house_options_fit_a_1230_window(
    qtbot, session, language, game
) -> None:
    page = _page(qtbot, session, (1230, 700), 10, game)
    area = _inputs(page)
    assert not area.horizontalScrollBar().isVisible(), (language, game)
    for card in page.picker.cards():
        assert _in_viewport(page.picker.button(card), area), (language, game, card)
    bar = page.game_bar
    shown = QRect(bar.mapTo(area.viewport(), QPoint(0, 0)), bar.size())
    assert area.viewport().rect().contains(shown), (language, game, shown)


def test_the_split_follows_the_window_until_the_handle_is_dragged(qtbot, session) -> None:
    page = _page(qtbot, session, (1366, 700), 2)
    window = page.window()
    splitter = page.findChild(QWidget, "rulingsSplitter")
    assert splitter is not None
    left, right = splitter.sizes()
    assert abs(left - (left + right) * 55 // 100) <= 2, (left, right)
    window.resize(1230, 700)
    qtbot.wait(50)
    assert not _inputs(page).horizontalScrollBar().isVisible()
    assert splitter.sizes()[0] >= _inputs(page).widget().minimumSizeHint().width()
    splitter.moveSplitter(900, 1)  # the director's drag
    window.resize(1300, 700)
    qtbot.wait(50)
    left, right = splitter.sizes()
    assert left > (left + right) * 65 // 100, (left, right)  # not back to 55:45
