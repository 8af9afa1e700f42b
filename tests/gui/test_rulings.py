"""The Rulings screen, driven through its real widgets: card picker, seats table, raise helper."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS
from tourney.engine.cards import Card, parse_card, parse_cards
from tourney.gui.rulings import RulingsView
from tourney.gui.rulings.dispute_model import Column, DisputeModel
from tourney.gui.rulings.raise_model import ActionColumn

LEFT = Qt.MouseButton.LeftButton


def _set(model: DisputeModel, seat: int, column: Column, value, role=Qt.ItemDataRole.EditRole):
    index = model.index(model.row_of(seat), column)
    return model.setData(index, value, role)


def _click_cards(qtbot, view: RulingsView, text: str) -> None:
    for card in parse_cards(text):
        qtbot.mouseClick(view.showdown.picker.button(card), LEFT)


def _three_way_all_in(qtbot, view: RulingsView) -> None:
    """Seat 1 is all-in for 100 with aces; seats 2 (kings) and 3 (queens) put in 300 each."""
    page = view.showdown
    page.game_bar.button.setValue(3)
    page.game_bar.chip_unit.setValue(25)
    qtbot.mouseClick(page.add_seat, LEFT)
    for seat, chips in ((1, 100), (2, 300), (3, 300)):
        assert _set(page.model, seat, Column.CONTRIBUTION, chips)
    page.seats.selectRow(page.model.row_of(1))
    # Seat 1's two cards, then the picker moves on to seat 2, seat 3 and the board by itself.
    _click_cards(qtbot, view, "As Ad Ks Kd Qs Qd 2c 7d 9h Js 3h")


def test_three_way_all_in_is_settled_through_the_card_picker(qtbot, view):
    _three_way_all_in(qtbot, view)
    page = view.showdown
    result = view.controller.result
    assert view.controller.error == ""
    # Main pot: 3 x 100, aces win it. Side pot: 2 x 200 between kings and queens, kings win.
    assert [(p["amount"], p["eligible"], p["winners"]) for p in result["pots"]] == [
        (300, [1, 2, 3], [1]),
        (400, [2, 3], [2]),
    ]
    assert result["payout"] == {"1": 300, "2": 400, "3": 0}
    assert "Side pot 1" in page.result.pots.text()
    assert "Pair of aces" in page.result.hands.text()
    assert page.result.explanation.text().count("<li") == len(result["explanation"])
    assert page.print_button.isEnabled()
    assert not page.result.message.isVisibleTo(page)
    assert [str(c) for c in view.controller.dispute.board] == ["2c", "7d", "9h", "Js", "3h"]


def test_cards_used_elsewhere_are_greyed_out_and_cannot_be_picked(qtbot, view):
    _three_way_all_in(qtbot, view)
    picker = view.showdown.picker
    before = view.controller.dispute
    ace = picker.button(parse_card("As"))
    assert not ace.isEnabled()  # in seat 1's hand while the board is being filled
    qtbot.mouseClick(ace, LEFT)
    assert view.controller.dispute == before
    assert picker.button(parse_card("Ah")).isEnabled()
    assert picker.button(parse_card("Js")).isChecked()  # on the board, the current target


def test_clicking_a_picked_card_takes_it_back(qtbot, view):
    _click_cards(qtbot, view, "Ah")
    assert view.controller.dispute.seat(1).cards == (parse_card("Ah"),)
    _click_cards(qtbot, view, "Ah")
    assert view.controller.dispute.seat(1).cards == ()


def test_typing_cards_picks_them(qtbot, view):
    line = view.showdown.picker.line_edit()
    qtbot.keyClicks(line, "Ah 10d")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert view.controller.dispute.seat(1).cards == parse_cards("Ah Td")
    assert line.text() == ""


def test_a_mistyped_card_is_refused_once_with_the_reason_and_kept_to_correct(qtbot, view):
    line = view.showdown.picker.line_edit()
    qtbot.keyClicks(line, "Ah Ax")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    said = view.showdown.picker._message.text()
    assert said == "'Ax' is not a card: 'x' is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)."
    assert line.text() == "Ah Ax"  # nothing picked, the text stays to be corrected
    assert view.controller.dispute.seat(1).cards == ()
    qtbot.keyClick(line, Qt.Key.Key_Backspace)  # correcting it: the refusal goes
    assert view.showdown.picker._message.text() == ""
    qtbot.keyClicks(line, "x")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert view.showdown.picker._message.text() != ""
    view.controller.set_target(2)  # another seat: the refusal about seat 1's cards goes
    assert view.showdown.picker._message.text() == ""


def test_typing_a_card_already_used_is_refused_with_a_message(qtbot, view):
    _click_cards(qtbot, view, "Ah")
    view.controller.set_target(2)
    before = view.controller.dispute
    line = view.showdown.picker.line_edit()
    qtbot.keyClicks(line, "Ah")
    qtbot.keyClick(line, Qt.Key.Key_Return)
    assert view.controller.dispute == before
    assert "already in seat 1" in view.showdown.picker._message.text()


def test_missing_cards_show_a_message_and_disable_printing(qtbot, view):
    _three_way_all_in(qtbot, view)
    page = view.showdown
    page.seats.selectRow(page.model.row_of(3))
    qtbot.mouseClick(page.picker._clear, LEFT)
    assert page.result.message.text() == "Seat 3 needs 2 cards (0 picked)."
    assert page.result.message.isVisibleTo(page)
    assert not page.print_button.isEnabled()
    assert view.controller.result is None


def test_an_engine_refusal_is_shown_as_a_message_not_raised(qtbot, view):
    _three_way_all_in(qtbot, view)
    page = view.showdown
    assert _set(page.model, 2, Column.CONTRIBUTION, 310)  # not a multiple of the 25 chip
    message = page.result.message.text()
    assert "seat 2 put in 310" in message.lower()
    assert not page.print_button.isEnabled()


def test_a_folded_seat_needs_no_cards(qtbot, view):
    _three_way_all_in(qtbot, view)
    page = view.showdown
    page.seats.selectRow(page.model.row_of(3))
    qtbot.mouseClick(page.picker._clear, LEFT)
    assert _set(page.model, 3, Column.FOLDED, Qt.CheckState.Checked.value,
                Qt.ItemDataRole.CheckStateRole)  # fmt: skip
    result = view.controller.result
    assert result is not None
    assert sorted(result["hands"]) == ["1", "2"]


def test_print_button_sends_the_settle_input_and_answer(qtbot, view):
    _three_way_all_in(qtbot, view)
    with qtbot.waitSignal(view.print_requested) as blocker:
        qtbot.mouseClick(view.showdown.print_button, LEFT)
    settle_input, settle_output, names = blocker.args
    assert names == {}
    assert settle_input["button"] == 3
    assert settle_input["chip_unit"] == 25
    assert [p["seat"] for p in settle_input["players"]] == [1, 2, 3]
    assert settle_output == view.controller.result


def test_the_names_typed_for_the_seats_reach_the_slip_by_seat(qtbot, view):
    _three_way_all_in(qtbot, view)
    view.controller.set_name(1, "Ann Miller")
    view.controller.set_name(3, "Carla Rossi")
    with qtbot.waitSignal(view.print_requested) as blocker:
        qtbot.mouseClick(view.showdown.print_button, LEFT)
    _settle_input, _settle_output, names = blocker.args
    assert names == {1: "Ann Miller", 3: "Carla Rossi"}  # seat numbers, not "1" and "3"


def test_romanian32_shows_the_32_card_deck(qtbot, view):
    _click_cards(qtbot, view, "2h Ah")
    bar = view.showdown.game_bar
    bar.game.setCurrentIndex(bar.game.findData("romanian32"))
    picker = view.showdown.picker
    cards = picker.cards()
    assert len(cards) == 32
    assert min(card.rank for card in cards) == 7
    assert all(not card.is_joker for card in cards)
    assert view.controller.dispute.seat(1).cards == (parse_card("Ah"),)  # the deuce is gone
    assert not view.showdown.board.isVisibleTo(view.showdown)
    assert bar.low_straight.isVisibleTo(bar)


def test_draw_with_the_bug_has_the_joker_and_its_option(qtbot, view):
    bar = view.showdown.game_bar
    bar.game.setCurrentIndex(bar.game.findData("draw-bug"))
    assert len(view.showdown.picker.cards()) == 53
    joker = Card(52)
    qtbot.mouseClick(view.showdown.picker.button(joker), LEFT)
    assert view.controller.dispute.seat(1).cards == (joker,)
    bar.bug_flush.setCurrentIndex(bar.bug_flush.findData("lowest"))
    assert dict(view.controller.dispute.options) == {"bug_flush": "lowest"}


def test_the_table_cannot_shrink_below_a_seat_in_the_hand(qtbot, view):
    page = view.showdown
    assert _set(page.model, 2, Column.SEAT, 9)
    page.game_bar.table_size.setValue(6)
    assert view.controller.dispute.table_size == 10
    assert page.game_bar.table_size.value() == 10
    assert "Seat 9" in page.picker._message.text()


def test_dispute_model_passes_the_model_tester(qtbot, qtmodeltester, view):
    _three_way_all_in(qtbot, view)
    view.controller.set_name(2, "Ștefan")
    qtmodeltester.check(view.showdown.model, force_py=True)


def test_raise_helper_rules_tda_add47_ex3a(qtbot, view):
    """TDA Add.47 Ex.3-A: 2,000-4,000; A limps, C all-in 7,500, the BB calls: A may not raise."""
    helper = view.raise_helper
    helper.big_blind.setValue(4000)
    helper.small_blind.setValue(2000)
    helper.players.clear()
    qtbot.keyClicks(helper.players, "SB, BB, A, B, C")
    helper.players.editingFinished.emit()
    model = helper.model
    while model.rowCount():
        helper.actions_table.selectRow(0)
        qtbot.mouseClick(helper.remove_action, LEFT)
    steps = [("SB", "small_blind", 2000), ("BB", "big_blind", 4000), ("A", "call", None),
             ("B", "fold", None), ("C", "all_in", 7500), ("SB", "fold", None),
             ("BB", "call", None)]  # fmt: skip
    for player, action, to in steps:
        qtbot.mouseClick(helper.add_action, LEFT)
        row = model.rowCount() - 1
        assert model.setData(model.index(row, ActionColumn.PLAYER), player)
        assert model.setData(model.index(row, ActionColumn.ACTION), action)
        if to is not None:
            assert model.setData(model.index(row, ActionColumn.TO), to)
    assert helper.controller.error == ""
    assert "may only call or fold" in helper.explanation.text()
    assert helper.may_raise.text() == "No"
    assert helper.to_call.text() == "3,500"
    assert helper.verdict.text().startswith("A: fold or call 3,500")


def test_raise_helper_shows_an_impossible_round_as_a_message(qtbot, view):
    helper = view.raise_helper
    qtbot.mouseClick(helper.add_action, LEFT)
    row = helper.model.rowCount() - 1
    helper.model.setData(helper.model.index(row, ActionColumn.ACTION), "raise")
    helper.model.setData(helper.model.index(row, ActionColumn.TO), 250)  # below a full raise
    assert helper.controller.ruling is None
    assert helper.message.isVisibleTo(helper)
    assert helper.message.text()


def test_actions_model_passes_the_model_tester(qtbot, qtmodeltester, view):
    qtbot.mouseClick(view.raise_helper.add_action, LEFT)
    qtmodeltester.check(view.raise_helper.model, force_py=True)


def test_the_ruling_is_explained_in_the_application_language(qtbot, view):
    from tourney.gui.language import install_translators

    install_translators("ro")
    try:
        _three_way_all_in(qtbot, view)
    finally:
        install_translators("en")
    result = view.controller.result
    assert result["hands"]["1"]["name"].startswith("Pereche de ași")
    assert result["explanation"][0].startswith("Pot secundar 1: 400 (eligibile: locurile 2 și 3")
    assert "câștigă locul 2 cu pereche de popi" in view.showdown.result.explanation.text()
    assert result["payout"] == {"1": 300, "2": 400, "3": 0}


def test_the_raise_helper_explains_in_the_application_language(qtbot, view):
    from tourney.engine.betting_actions import ActionKind
    from tourney.gui.language import install_translators
    from tourney.gui.rulings.raise_controller import ActionRow

    helper = view.raise_helper
    actions = (ActionRow("SB", ActionKind.SMALL_BLIND, 2000),
               ActionRow("BB", ActionKind.BIG_BLIND, 4000), ActionRow("A", ActionKind.CALL),
               ActionRow("B", ActionKind.FOLD), ActionRow("C", ActionKind.ALL_IN, 7500),
               ActionRow("SB", ActionKind.FOLD), ActionRow("BB", ActionKind.CALL))  # fmt: skip
    install_translators("it")
    try:
        helper.controller.update(
            big_blind=4000, small_blind=2000, players=("SB", "BB", "A", "B", "C"), actions=actions
        )
    finally:
        install_translators("en")
    assert helper.controller.error == ""
    assert helper.controller.ruling.explanation[-1].endswith(
        "(TDA24 r.47), quindi può solo chiamare o lasciare."
    )
    assert "La puntata è 7.500; A ha già messo 4.000" in helper.explanation.text()


# -- the names typed, the minimum-raise page printed, its blinds ------------------------------


def test_the_names_typed_for_the_seats_are_in_the_explanation_and_on_the_slip(
    qtbot, window
) -> None:
    from pypdf import PdfReader

    view = window.tab("rulings")
    _three_way_all_in(qtbot, view)
    page = view.showdown
    assert _set(page.model, 1, Column.NAME, "Łukasz Nowak")
    assert _set(page.model, 2, Column.NAME, "Ann Miller")
    why = " ".join(view.controller.result["explanation"])
    assert "seat 1 (Łukasz Nowak)" in why.lower() or "Seat 1 (Łukasz Nowak)" in why
    assert "(Ann Miller)" in page.result.explanation.text()
    opened: list[str] = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    qtbot.mouseClick(page.print_button, LEFT)
    text = "".join(p.extract_text() for p in PdfReader(opened[0]).pages)
    assert "Łukasz Nowak" in text and "Ann Miller" in text


def test_the_minimum_raise_page_prints_a_ruling_slip(qtbot, window) -> None:
    from pypdf import PdfReader

    helper = window.tab("rulings").raise_helper
    opened: list[str] = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    qtbot.mouseClick(helper.print_slip, LEFT)
    assert len(opened) == 1 and opened[0].endswith("— betting ruling.pdf")
    text = " ".join(p.extract_text() for p in PdfReader(opened[0]).pages)
    assert "Betting ruling" in text
    assert "Minimum raise to" in text and "To call" in text
    assert helper.controller.ruling.explanation[0][:20] in text.replace("\n", " ")


def test_changing_the_blinds_changes_the_posted_blinds(qtbot, view) -> None:
    helper = view.raise_helper
    helper.big_blind.setValue(600)
    helper.small_blind.setValue(300)
    posted = {row.kind.value: row.to for row in helper.controller.round.actions}
    assert posted == {"small_blind": 300, "big_blind": 600}
    assert helper.controller.ruling.to_call == 600  # the first to act calls the new blind


def test_the_minimum_raise_page_starts_from_the_current_levels_blinds(window, session) -> None:
    level = session.state.clock.structure.items[session.state.index_at(session.now())]
    helper = window.tab("rulings").raise_helper
    assert (helper.small_blind.value(), helper.big_blind.value()) == (
        level.small_blind,
        level.big_blind,
    )
    posted = {row.kind.value: row.to for row in helper.controller.round.actions}
    assert posted == {"small_blind": level.small_blind, "big_blind": level.big_blind}
    helper.big_blind.setValue(level.big_blind * 3)  # the director's own stays
    window._rulings_follow()
    assert helper.big_blind.value() == level.big_blind * 3


def test_a_new_dispute_starts_from_the_tables_seats_and_the_smallest_chip_in_play(
    qtbot, window, session
) -> None:
    state = session.state
    smallest = state.smallest_chip_at(session.now())
    assert smallest == state.setup.chips.smallest == 25  # the demo's chips (the default is 1)
    seats = state.setup.tables.seats_per_table
    rulings = window.tab("rulings")
    dispute = rulings.controller.dispute
    assert (dispute.table_size, dispute.chip_unit) == (seats, smallest)
    bar = rulings.showdown.game_bar
    assert (bar.table_size.value(), bar.chip_unit.value()) == (seats, smallest)
    # once the director types the hand, what he set stays
    assert rulings.controller.set_chip_unit(5)
    window._rulings_follow()
    assert rulings.controller.dispute.chip_unit == 5


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
@pytest.mark.parametrize("height", [430, 520])
def test_the_seats_keep_three_rows_on_a_short_screen_and_the_rest_scrolls(
    qtbot, view, height
) -> None:
    from PySide6.QtWidgets import QScrollArea

    page = view.showdown
    view.resize(1200, height)  # the page on a 1366x768 laptop, under the menus and the clock
    view.show()
    qtbot.waitExposed(view)
    rows = page.seats.verticalHeader().defaultSectionSize()
    shown = page.seats.viewport().height()
    assert shown >= 3 * rows - 1, (shown, rows)  # it showed one row and a sliver
    scroll = page.seats.parentWidget().parentWidget().parentWidget()
    assert isinstance(scroll, QScrollArea)
    scroll.ensureWidgetVisible(page.picker)
    assert page.picker.visibleRegion().boundingRect().height() > 0


@pytest.mark.qt_log_ignore(SIZE_HINTS)
@pytest.mark.parametrize("variant", ["romanian32", "draw-bug"])
def test_the_house_options_have_a_row_of_their_own_and_the_page_fits_a_laptop(
    qtbot, view, variant
) -> None:
    from PySide6.QtWidgets import QScrollArea

    from tourney.gui.language import install_translators

    install_translators("ro")  # the longest words
    try:
        page = view.showdown
        page.controller.set_variant(variant)
        view.resize(1366, 600)  # a laptop's window below its menus and toolbar
        view.show()
        qtbot.waitExposed(view)
        scroll = page.findChildren(QScrollArea)[0]
        qtbot.waitUntil(lambda: scroll.widget().width() > 0)
        inputs = scroll.widget()
        assert inputs.minimumSizeHint().width() <= scroll.viewport().width()
        assert not scroll.horizontalScrollBar().isVisible()
        bar = page.game_bar
        assert bar.game.geometry().bottom() < bar.bug_flush.parentWidget().geometry().top()
    finally:
        install_translators("en")
