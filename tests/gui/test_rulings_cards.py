"""The Rulings screen refuses a card used twice, however it is entered, and loses nothing typed.

A card on the board, in another seat's hand, or typed twice is refused with a sentence naming
it and where it is; nothing of the typed cards goes in, and the typing line keeps them to be
corrected.
"""

from __future__ import annotations

from PySide6.QtCore import Qt

from tourney.engine.cards import parse_card, parse_cards
from tourney.gui.rulings import RulingsView
from tourney.gui.rulings.dispute import BOARD

LEFT = Qt.MouseButton.LeftButton


def _type(qtbot, view: RulingsView, text: str) -> None:
    line = view.showdown.picker.line_edit()
    line.clear()
    qtbot.keyClicks(line, text)
    qtbot.keyClick(line, Qt.Key.Key_Return)


def _message(view: RulingsView) -> str:
    return view.showdown.picker._message.text()


def _seats(qtbot, view: RulingsView, count: int) -> None:
    while len(view.controller.dispute.seats) < count:
        qtbot.mouseClick(view.showdown.add_seat, LEFT)


def test_a_card_on_the_board_typed_for_a_seat_is_refused_and_the_line_keeps_it(qtbot, view):
    page = view.showdown
    qtbot.mouseClick(page.board, LEFT)
    _type(qtbot, view, "Kh 2c 7d")
    assert view.controller.dispute.board == parse_cards("Kh 2c 7d")
    _seats(qtbot, view, 8)
    page.seats.selectRow(page.model.row_of(8))
    before = view.controller.dispute
    _type(qtbot, view, "Kh 4s")
    assert _message(view) == "K♥ is already on the board."
    assert page.picker.line_edit().text() == "Kh 4s"
    assert view.controller.dispute == before  # not even the 4♠
    assert view.controller.target == 8
    assert page.picker.button(parse_card("4s")).isEnabled()


def test_a_card_in_another_seats_hand_is_refused_naming_the_seat(qtbot, view):
    page = view.showdown
    _seats(qtbot, view, 3)
    view.controller.set_target(3)
    _type(qtbot, view, "Kh Qc")
    view.controller.set_target(1)
    before = view.controller.dispute
    _type(qtbot, view, "4s Kh")
    assert _message(view) == "K♥ is already in seat 3's hand."
    assert page.picker.line_edit().text() == "4s Kh"
    assert view.controller.dispute == before
    # corrected in the line, it goes in and the line is emptied
    _type(qtbot, view, "4s Kd")
    assert view.controller.dispute.seat(1).cards == parse_cards("4s Kd")
    assert page.picker.line_edit().text() == ""
    assert _message(view) == ""


def test_a_card_typed_twice_is_refused(qtbot, view):
    _type(qtbot, view, "Kh kh")
    assert _message(view) == "K♥ is typed twice."
    assert view.showdown.picker.line_edit().text() == "Kh kh"
    assert view.controller.dispute.seat(1).cards == ()


def test_a_card_already_in_the_hand_being_filled_is_refused_when_typed(qtbot, view):
    _type(qtbot, view, "Kh")
    _type(qtbot, view, "Kh")
    assert _message(view) == "K♥ is already in seat 1's hand."
    assert view.controller.dispute.seat(1).cards == (parse_card("Kh"),)  # not taken back out


def test_a_seats_card_typed_for_the_board_is_refused(qtbot, view):
    page = view.showdown
    _type(qtbot, view, "Ah Ad")  # seat 1; the picker moves on to seat 2
    qtbot.mouseClick(page.board, LEFT)
    assert view.controller.target == BOARD
    before = view.controller.dispute
    _type(qtbot, view, "2c 7d Ad")
    assert _message(view) == "A♦ is already in seat 1's hand."
    assert page.picker.line_edit().text() == "2c 7d Ad"
    assert view.controller.dispute == before


def test_typed_cards_go_on_to_the_next_places_or_not_at_all(qtbot, view):
    _type(qtbot, view, "As Ad Ks Kd Qs Qd Js Jd Ts 9s")  # 2 + 2 + 5 places, and one more
    assert _message(view) == "The board is complete: clear it or choose another place."
    assert view.controller.dispute.used_cards() == frozenset()
    assert view.controller.target == 1
    _type(qtbot, view, "As Ad Ks Kd Qs Qd Js Jd Ts")
    dispute = view.controller.dispute
    assert dispute.seat(1).cards == parse_cards("As Ad")
    assert dispute.seat(2).cards == parse_cards("Ks Kd")
    assert dispute.board == parse_cards("Qs Qd Js Jd Ts")


def test_the_deck_grid_cannot_pick_a_card_used_elsewhere(qtbot, view):
    page = view.showdown
    qtbot.mouseClick(page.board, LEFT)
    _type(qtbot, view, "Kh")
    page.seats.selectRow(page.model.row_of(1))
    king = page.picker.button(parse_card("Kh"))
    assert not king.isEnabled()
    before = view.controller.dispute
    qtbot.mouseClick(king, LEFT)
    assert view.controller.dispute == before
    # and the controller behind the grid says why, as for a typed card
    assert not view.controller.pick(parse_card("Kh"))
    assert _message(view) == "K♥ is already on the board."


def test_the_refusals_are_in_the_window_language(qtbot, view, italian):
    view.controller.set_target(2)
    _type(qtbot, view, "Kh")
    view.controller.set_target(1)
    _type(qtbot, view, "Kh")
    assert _message(view) == "K♥ è già nella mano del posto 2."
    _type(qtbot, view, "4s 4s")
    assert _message(view) == "4♠ è scritta due volte."
