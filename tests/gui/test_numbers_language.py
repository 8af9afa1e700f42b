"""Chips, blinds and amounts in the window's language: ``12.500`` in Italian, ``12,500`` in English.

The players table, the levels editor, the chip set, the rulings and the clock strip write
numbers with the language's marks; the editors read back what the director types in that
language as well as plain digits.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QStyleOptionViewItem, QWidget

from tests.gui.director import SIZE_HINTS
from tourney.base.formats import format_chips
from tourney.domain.levels.structure import Break, Level
from tourney.gui.clock_actions import ClockActions
from tourney.gui.clock_panel import ClockPanel
from tourney.gui.language import install_translators
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.numbers import NumbersLocale, parse_chips
from tourney.gui.players.players_model import Column as PlayerColumn
from tourney.gui.rulings import RulingsView
from tourney.gui.rulings.dispute_model import Column as SeatColumn
from tourney.gui.rulings.raise_model import ActionColumn
from tourney.gui.structure import StructureTab
from tourney.gui.structure.chip_set_view import ChipColumn
from tourney.gui.structure.levels_model import Column
from tourney.gui.structure.structure_controller import Field
from tourney.gui.tournaments.setup_form import format_money

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

EDIT = Qt.ItemDataRole.EditRole


@pytest.fixture
def structure(qtbot, session) -> StructureTab:
    widget = StructureTab(session)
    qtbot.addWidget(widget)
    return widget


@pytest.fixture
def rulings(qtbot) -> RulingsView:
    widget = RulingsView()
    qtbot.addWidget(widget)
    return widget


# --- reading typed numbers ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        ("20000", "it", 20000),
        ("20.000", "it", 20000),
        (" 1.234.567 ", "ro", 1234567),
        ("1.000", "it", 1000),
        ("20,000", "en", 20000),
        ("20000", "en", 20000),
        ("-5", "en", -5),
        (7, "it", 7),
    ],
)
def test_typed_numbers_are_read_in_the_language(text, language, value) -> None:
    assert parse_chips(text, language) == value


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("20,000", "it"),
        ("20.000", "en"),
        ("20.00", "it"),
        ("1,0000", "en"),
        ("", "it"),
        ("x", "en"),
    ],
)
def test_other_marks_and_bad_grouping_are_refused(text, language) -> None:
    with pytest.raises(ValueError, match="whole number"):
        parse_chips(text, language)


def test_the_chips_spin_box_shows_and_reads_the_language_marks(qtbot, italian) -> None:
    box = ChipsSpinBox()
    qtbot.addWidget(box)
    box.setRange(0, 2_000_000_000)
    box.setValue(1_000)
    assert box.text() == "1.000"
    for typed, value in (("20.000", 20_000), ("35000", 35_000), ("1.234.567", 1_234_567)):
        box.lineEdit().setText(typed)
        box.interpretText()
        assert box.value() == value
    assert box.text() == "1.234.567"
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "4,5")  # the comma is a decimal mark in Italian: not typed
    assert box.lineEdit().text() == "45"


def test_the_clock_strip_locale_writes_chips_and_keeps_the_rest() -> None:
    locale = NumbersLocale("it")
    assert locale.toString(1000) == "1.000"  # Qt's Italian alone writes 1000
    assert locale.toString(12500) == "12.500"
    assert locale.toString(2.5) == "2,5"
    assert NumbersLocale("en").toString(12500) == "12,500"


def test_wizard_money_follows_the_language(italian) -> None:
    assert format_money(123456) == "1.234,56"
    assert format_money(-5) == "-0,05"


def test_wizard_money_in_english_is_unchanged() -> None:
    assert format_money(123456) == "1,234.56"


# --- the players table -------------------------------------------------------------------


def test_the_players_table_writes_chips_in_the_window_language(qtmodeltester, window) -> None:
    model = window.players_tab.model
    cell = model.index(0, PlayerColumn.CHIPS)
    english = cell.data()
    stack = int(english.replace(",", ""))
    assert stack >= 1000
    assert english == f"{stack:,}"
    install_translators("it")
    try:
        assert cell.data() == format_chips(stack, "it") == f"{stack:,}".replace(",", ".")
        qtmodeltester.check(model, force_py=True)
    finally:
        install_translators("en")
    assert cell.data() == english


def test_the_rebuy_stack_is_asked_and_read_in_the_window_language(qtbot, window) -> None:
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        box = dialog.findChild(ChipsSpinBox)
        box.lineEdit().setText("12.500")
        dialog.accept()

    install_translators("it")
    try:
        QTimer.singleShot(0, answer)
        stack = window.players_tab.ask_stack("Ann")
    finally:
        install_translators("en")
    assert stack == 12_500
    start = window.session.state.setup.starting_stack
    assert any(format_chips(start, "it") in text and "Ann" in text for text in seen)


# --- the levels editor -------------------------------------------------------------------


def _first_future(structure: StructureTab, kind: type, *, least: int = 0) -> int:
    draft = structure.controller.draft
    for row in range(structure.controller.played + 1, len(draft)):
        item = draft.items[row]
        if isinstance(item, kind) and (kind is Break or item.big_blind >= least):
            return row
    raise AssertionError(f"no {kind.__name__} to edit")


def test_the_levels_editor_writes_blinds_in_the_window_language(
    qtmodeltester, structure, italian
) -> None:
    model = structure.model
    row = _first_future(structure, Level, least=2000)
    level = model.item(row)
    assert model.index(row, Column.SMALL_BLIND).data() == format_chips(level.small_blind, "it")
    assert model.index(row, Column.BIG_BLIND).data() == format_chips(level.big_blind, "it")
    assert model.index(row, Column.ANTE).data() == format_chips(level.ante, "it")
    assert "." in model.index(row, Column.BIG_BLIND).data()
    qtmodeltester.check(model, force_py=True)


def _edit_with_delegate(structure: StructureTab, row: int, column: Column, typed: str) -> None:
    index = structure.model.index(row, column)
    delegate = structure.table.itemDelegateForIndex(index)
    editor = delegate.createEditor(structure.table.viewport(), QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    editor.lineEdit().setText(typed)
    delegate.setModelData(editor, structure.model, index)
    editor.deleteLater()


def test_the_levels_editor_reads_blinds_typed_in_the_window_language(structure, italian) -> None:
    row = _first_future(structure, Level)
    index = structure.model.index(row, Column.BIG_BLIND)
    delegate = structure.table.itemDelegateForIndex(index)
    editor = delegate.createEditor(structure.table.viewport(), QStyleOptionViewItem(), index)
    assert structure.controller.set_value(row, Field.BIG_BLIND, 12_500)
    delegate.setEditorData(editor, index)
    assert isinstance(editor, ChipsSpinBox)
    assert editor.text() == "12.500"
    editor.deleteLater()
    _edit_with_delegate(structure, row, Column.BIG_BLIND, "20.000")
    assert structure.controller.draft.items[row].big_blind == 20_000
    _edit_with_delegate(structure, row, Column.SMALL_BLIND, "10000")
    assert structure.controller.draft.items[row].small_blind == 10_000
    # Text sent to the model is read the same way; an English comma is refused in Italian.
    assert structure.model.setData(structure.model.index(row, Column.ANTE), "2.500", EDIT)
    assert structure.controller.draft.items[row].ante == 2_500
    refused: list[str] = []
    structure.controller.refused.connect(refused.append)
    assert not structure.model.setData(structure.model.index(row, Column.ANTE), "3,000", EDIT)
    assert structure.controller.draft.items[row].ante == 2_500
    assert refused and "3,000" in refused[0]


def test_colour_ups_are_written_and_read_in_the_window_language(structure, italian) -> None:
    row = _first_future(structure, Break)
    model = structure.model
    assert model.setData(model.index(row, Column.COLOUR_UP), "1.000, 5.000", EDIT)
    assert structure.controller.draft.items[row].colour_up == (1000, 5000)
    assert model.index(row, Column.COLOUR_UP).data() == "1.000, 5.000"
    assert model.index(row, Column.COLOUR_UP).data(EDIT) == "1000, 5000"


def test_the_levels_editor_in_english_is_unchanged(structure) -> None:
    row = _first_future(structure, Level, least=2000)
    level = structure.model.item(row)
    assert structure.model.index(row, Column.BIG_BLIND).data() == f"{level.big_blind:,}"
    _edit_with_delegate(structure, row, Column.BIG_BLIND, "20,000")
    assert structure.controller.draft.items[row].big_blind == 20_000


# --- the chip set --------------------------------------------------------------------------


def test_the_chip_set_writes_values_and_stacks_in_the_window_language(
    qtmodeltester, structure, session, italian
) -> None:
    chips_set = session.state.setup.chips
    view = structure.chip_set
    view.show_chips(chips_set, starting_stack=12_500)
    model = view.model
    values = [model.index(r, ChipColumn.VALUE).data() for r in range(model.rowCount())]
    assert values == [format_chips(d.value, "it") for d in chips_set.denominations]
    assert "1.000" in values and "5.000" in values
    worth = [model.index(r, ChipColumn.WORTH).data() for r in range(model.rowCount())]
    assert not any("," in text for text in worth)
    assert format_chips(chips_set.starting_total, "it") in view.stack.text()
    assert "12.500" in view.stack.text()
    assert "12,500" not in view.stack.text()
    qtmodeltester.check(model, force_py=True)


# --- the rulings -----------------------------------------------------------------------------


def _contribute(rulings: RulingsView, seat: int, typed: str) -> None:
    page = rulings.showdown
    index = page.model.index(page.model.row_of(seat), SeatColumn.CONTRIBUTION)
    delegate = page.seats.itemDelegateForIndex(index)
    editor = delegate.createEditor(page.seats.viewport(), QStyleOptionViewItem(), index)
    delegate.setEditorData(editor, index)
    editor.lineEdit().setText(typed)
    delegate.setModelData(editor, page.model, index)
    editor.deleteLater()


def test_the_ruling_writes_pots_and_shares_in_the_window_language(
    qtbot, qtmodeltester, rulings, italian
) -> None:
    from tests.gui.test_rulings import _click_cards

    page = rulings.showdown
    page.game_bar.button.setValue(3)
    page.game_bar.chip_unit.setValue(25)
    qtbot.mouseClick(page.add_seat, Qt.MouseButton.LeftButton)
    _contribute(rulings, 1, "1.000")  # through the seats table's editor
    model = page.model
    assert model.setData(model.index(model.row_of(2), SeatColumn.CONTRIBUTION), "3.000", EDIT)
    assert model.setData(model.index(model.row_of(3), SeatColumn.CONTRIBUTION), 3000, EDIT)
    assert not model.setData(model.index(model.row_of(3), SeatColumn.CONTRIBUTION), "3,5", EDIT)
    assert model.index(model.row_of(1), SeatColumn.CONTRIBUTION).data() == "1.000"
    page.seats.selectRow(model.row_of(1))
    _click_cards(qtbot, rulings, "As Ad Ks Kd Qs Qd 2c 7d 9h Js 3h")
    result = rulings.controller.result
    assert result["payout"] == {"1": 3000, "2": 4000, "3": 0}
    pots, hands = page.result.pots.text(), page.result.hands.text()
    assert "<b>3.000</b>" in pots and "<b>4.000</b>" in pots
    assert "4.000" in hands
    assert "3,000" not in pots and "4,000" not in hands
    qtmodeltester.check(model, force_py=True)


def test_the_raise_helper_writes_and_reads_chips_in_the_window_language(
    qtmodeltester, rulings, italian
) -> None:
    from tourney.engine.betting_actions import ActionKind
    from tourney.gui.rulings.raise_controller import ActionRow

    helper = rulings.raise_helper
    actions = (
        ActionRow("SB", ActionKind.SMALL_BLIND, 2000),
        ActionRow("BB", ActionKind.BIG_BLIND, 4000),
        ActionRow("A", ActionKind.CALL),
        ActionRow("B", ActionKind.FOLD),
        ActionRow("C", ActionKind.ALL_IN, 7500),
    )
    helper.controller.update(
        big_blind=4000, small_blind=2000, players=("SB", "BB", "A", "B", "C"), actions=actions
    )
    ruling = helper.controller.ruling
    assert ruling is not None
    assert helper.big_blind.text() == "4.000"
    assert helper.to_call.text() == format_chips(ruling.to_call, "it")
    assert "." in helper.to_call.text()
    assert format_chips(ruling.to_call, "it") in helper.verdict.text()
    model = helper.model
    assert model.index(4, ActionColumn.TO).data() == "7.500"
    assert model.setData(model.index(4, ActionColumn.TO), "8.000", EDIT)
    assert helper.controller.round.actions[4].to == 8000
    assert not model.setData(model.index(4, ActionColumn.TO), "8,5", EDIT)
    helper.big_blind.lineEdit().setText("6.000")
    helper.big_blind.interpretText()
    assert helper.controller.round.big_blind == 6000
    qtmodeltester.check(model, force_py=True)


# --- the clock strip -----------------------------------------------------------------------


def test_the_clock_strip_writes_blinds_in_the_window_language(qtbot, session, italian) -> None:
    host = QWidget()
    qtbot.addWidget(host)
    panel = ClockPanel(session, ClockActions(session, host), parent=host)
    for _ in range(20):
        item = panel.reading().item
        if isinstance(item, Level) and item.small_blind >= 1000:
            break
        panel.clock_actions.next_level.trigger()
    item = panel.reading().item
    assert isinstance(item, Level) and item.small_blind >= 1000
    blinds = panel.blinds.text()
    small, big = format_chips(item.small_blind, "it"), format_chips(item.big_blind, "it")
    assert blinds.startswith(f"{small} / {big}")
    assert "," not in blinds
    assert "," not in panel.next.text().replace(", ", "")
