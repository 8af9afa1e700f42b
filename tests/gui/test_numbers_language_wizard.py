"""The wizard, the money and chip boxes and the dialogs in the window's language.

Italian writes ``12.500`` chips and ``1.234,50`` money and reads them back when typed; English
keeps ``12,500`` and ``1,234.50``. Covers the new-tournament wizard (structure preview,
structure and summary pages, the refused offer), the money and chip boxes, the bust-out and
generator dialogs, the chip race's chip names and the rebuy prompt.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from dataclasses import replace
from datetime import datetime

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import QApplication, QLabel

from tests.gui.director import SIZE_HINTS
from tourney.base.formats import format_chips
from tourney.domain.errors import DomainError
from tourney.domain.levels.chips import ColourName
from tourney.domain.levels.structure import AnteKind, Level
from tourney.domain.levels.templates import HOME_CHIPS
from tourney.domain.money.money_text import Currency, money
from tourney.gui.language import install_translators
from tourney.gui.number_boxes import ChipsSpinBox, DecimalSpinBox
from tourney.gui.numbers import decimal_text, parse_decimal
from tourney.gui.players.bust_dialog import BustDialog
from tourney.gui.session import Session
from tourney.gui.structure.generator_dialog import GeneratorDialog
from tourney.gui.structure_preview import LevelColumn
from tourney.gui.tables.chip_race_dialog import ChipRaceDialog, chip_name
from tourney.gui.tables.tables_controller import TablesController
from tourney.gui.tournaments import NewTournamentWizard
from tourney.gui.tournaments.fields import ChipsBox, MoneyBox
from tourney.gui.tournaments.page_summary import summary_lines
from tourney.gui.tournaments.setup_form import SetupDraft, offer_split
from tourney.persistence.library import Library

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

NOW = datetime(2025, 3, 17, 12, 0).timestamp()


@pytest.fixture
def empty_session(tmp_path) -> Iterator[Session]:
    ticks = itertools.count()
    lib = Library.open(tmp_path / "wizard.sqlite", clock=lambda: NOW + next(ticks))
    yield Session(lib, clock=lambda: NOW)
    lib.close()


@pytest.fixture
def wizard(qtbot, empty_session) -> NewTournamentWizard:
    widget = NewTournamentWizard(empty_session)
    qtbot.addWidget(widget)
    widget.restart()
    return widget


def _next_until(wizard: NewTournamentWizard, page) -> None:
    while wizard.currentPage() is not page:
        before = wizard.currentPage()
        wizard.next()
        assert wizard.currentPage() is not before, before.error.text()


def _typed(qtbot, box, text: str) -> None:
    box.lineEdit().selectAll()
    qtbot.keyClicks(box.lineEdit(), text)
    box.interpretText()


# --- money and decimals -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "language", "value"),
    [
        ("12,50", "it", 12.5),
        ("1.234,5", "ro", 1234.5),
        ("1234", "it", 1234.0),
        (",5", "it", 0.5),
        ("12.50", "en", 12.5),
        ("1,234.56", "en", 1234.56),
        ("7", "en", 7.0),
    ],
)
def test_decimals_are_read_in_the_language(text, language, value) -> None:
    assert parse_decimal(text, language) == pytest.approx(value)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("12.50", "it"),
        ("12,50", "en"),
        ("1,234", "ro"),
        ("1,234", "it"),
        ("1.005", "en"),
        ("", "en"),
    ],
)
def test_the_other_decimal_mark_is_refused(text, language) -> None:
    with pytest.raises(ValueError, match=r"number|decimals"):
        parse_decimal(text, language)


def test_decimals_are_written_in_the_language() -> None:
    assert decimal_text(1234.5, language="en") == "1,234.50"
    assert decimal_text(1234.5, language="it") == "1.234,50"
    assert decimal_text(1234.5, grouped=False, language="ro") == "1234,50"
    assert decimal_text(-0.0, language="it") == "0,00"


def test_the_wizard_money_box_shows_and_reads_the_italian_decimal_comma(qtbot, italian) -> None:
    box = MoneyBox(123_450)
    qtbot.addWidget(box)
    assert isinstance(box, DecimalSpinBox)
    assert box.text() == "1.234,50"
    _typed(qtbot, box, "12,50")
    assert box.cents() == 1250
    assert box.text() == "12,50"
    _typed(qtbot, box, "1.500,25")
    assert box.cents() == 150_025
    assert box.validate("12.50", 0)[0] is QValidator.State.Intermediate  # not 12 and a half
    assert box.validate("12,505", 0)[0] is QValidator.State.Invalid
    assert box.validate("12x", 0)[0] is QValidator.State.Invalid


def test_the_wizard_money_box_in_english_is_unchanged(qtbot) -> None:
    box = MoneyBox(123_450)
    qtbot.addWidget(box)
    assert box.text() == "1,234.50"
    _typed(qtbot, box, "12.50")
    assert box.cents() == 1250
    _typed(qtbot, box, "2,000.75")
    assert box.cents() == 200_075
    assert box.validate("12,50", 0)[0] is QValidator.State.Intermediate


def test_the_wizard_chips_box_shows_and_reads_italian_marks(qtbot, italian) -> None:
    box = ChipsBox(10_000)
    qtbot.addWidget(box)
    assert isinstance(box, ChipsSpinBox)
    assert box.text() == "10.000"
    _typed(qtbot, box, "25.000")
    assert box.value() == 25_000
    english = ChipsBox(10_000)
    qtbot.addWidget(english)
    install_translators("en")
    english.setValue(12_500)
    assert english.text() == "12,500"


# --- the wizard -------------------------------------------------------------------------------


def test_the_wizard_structure_page_writes_chips_in_italian(wizard, italian) -> None:
    _next_until(wizard, wizard.structure)
    page = wizard.structure
    model = page.model
    blinds = [
        model.index(r, LevelColumn.BLINDS).data()
        for r in range(model.rowCount())
        if isinstance(model.row_at(r).item, Level)
    ]
    assert any("." in text for text in blinds)
    assert not any("," in text for text in blinds)
    level = next(
        row.item
        for row in (model.row_at(r) for r in range(model.rowCount()))
        if isinstance(row.item, Level) and row.item.big_blind >= 1000
    )
    row = next(r for r in range(model.rowCount()) if model.row_at(r).item is level)
    assert model.index(row, LevelColumn.BLINDS).data() == (
        f"{format_chips(level.small_blind, 'it')} / {format_chips(level.big_blind, 'it')}"
    )
    page.use_generator.setChecked(True)
    assert "10.000" in page.summary.text()
    depths = [model.index(r, LevelColumn.DEPTH).data() for r in range(model.rowCount())]
    assert depths and not any("." in text for text in depths)


def test_the_wizard_template_note_writes_both_stacks_in_italian(wizard, italian) -> None:
    _next_until(wizard, wizard.buyins)
    wizard.buyins.chips.setValue(12_345)
    _next_until(wizard, wizard.structure)
    note = wizard.structure.template_note.text()
    assert "12.345" in note
    assert "12,345" not in note


def test_the_wizard_summary_writes_chips_and_blinds_in_italian(wizard, italian) -> None:
    page = wizard.buyins
    _next_until(wizard, page)
    page.chips.setValue(12_500)
    page.rebuy.setChecked(True)
    page.rebuy.chips.setValue(15_000)
    _next_until(wizard, wizard.summary)
    text = wizard.summary.text.text()
    assert "12.500" in text and "15.000" in text
    assert "12,500" not in text and "15,000" not in text
    assert "50,00" in text  # the entry's price


def test_the_summary_in_english_is_unchanged(wizard) -> None:
    page = wizard.buyins
    _next_until(wizard, page)
    page.chips.setValue(12_500)
    _next_until(wizard, wizard.summary)
    setup = wizard.draft.build()
    lines = dict(summary_lines(setup, start="19:00"))
    assert lines["Starting chips"] == "12,500"
    first = _first_level(setup)
    assert lines["Structure"].endswith(f"starting at {first.blinds_text()}")


def _first_level(setup) -> Level:
    return next(item for item in setup.structure.items if isinstance(item, Level))


def test_the_summary_says_the_first_blinds_and_ante_in_italian(wizard, italian) -> None:
    _next_until(wizard, wizard.structure)
    page = wizard.structure
    page.use_generator.setChecked(True)
    page.ante.setCurrentIndex(page.ante.findData(AnteKind.BIG_BLIND))
    page.ante_from.setValue(1)
    _next_until(wizard, wizard.summary)
    setup = wizard.draft.build()
    first = _first_level(setup)
    assert first.ante_kind is AnteKind.BIG_BLIND and first.ante
    said = dict(summary_lines(setup, start=""))["Struttura"]
    assert said.endswith(
        f"{format_chips(first.small_blind, 'it')}/{format_chips(first.big_blind, 'it')}, "
        f"ante del grande buio {format_chips(first.ante, 'it')}"
    )


def test_a_wrong_offer_is_refused_in_italian(wizard, italian) -> None:
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.addon.setChecked(True)
    page.addon.price.set_cents(123_450)
    page.addon.fee.set_cents(200_000)
    wizard.next()
    assert wizard.currentPage() is page
    error = page.error.text()
    assert error == "La commissione (2.000,00) non può superare il prezzo (1.234,50)."


def test_a_wrong_offer_is_refused_in_english() -> None:
    with pytest.raises(DomainError) as refused:
        offer_split(123_450, fee=200_000)
    assert str(refused.value) == "The fee (2,000.00) cannot be more than the price (1,234.50)."


def test_an_unfinished_draft_is_refused_in_romanian(qapp) -> None:
    install_translators("ro")
    try:
        with pytest.raises(DomainError) as refused:
            SetupDraft().build()
    finally:
        install_translators("en")
    assert str(refused.value) == "Buy-in-ul nu este încă stabilit."


# --- the dialogs ------------------------------------------------------------------------------


def test_the_bust_dialog_reads_stacks_in_italian(qtbot, session, italian) -> None:
    state = session.state
    dialog = BustDialog(state, lambda _busts: False)
    qtbot.addWidget(dialog)
    line = dialog.add_line()
    assert isinstance(line.stack, ChipsSpinBox)
    line.stack.setValue(12_500)
    assert line.stack.text() == "12.500"
    _typed(qtbot, line.stack, "20.000")
    assert line.stack.value() == 20_000


def test_the_generator_dialog_reads_the_stack_in_italian(qtbot, italian) -> None:
    dialog = GeneratorDialog(starting_stack=12_500)
    qtbot.addWidget(dialog)
    assert isinstance(dialog.stack, ChipsSpinBox)
    assert dialog.stack.text() == "12.500"
    _typed(qtbot, dialog.stack, "20.000")
    assert dialog.stack.value() == 20_000
    assert dialog.generated is not None
    blinds = dialog.model.index(dialog.model.rowCount() - 2, LevelColumn.BLINDS).data()
    assert "," not in blinds


def test_the_chip_race_names_chips_in_the_window_language(qtbot, session) -> None:
    controller = TablesController(session)
    install_translators("it")
    try:
        dialog = ChipRaceDialog(controller)
        qtbot.addWidget(dialog)
        removed = [dialog.removed.itemText(i) for i in range(dialog.removed.count())]
        dialog.removed.setCurrentIndex(dialog.removed.findData(1000))
        into = [dialog.into.itemText(i) for i in range(dialog.into.count())]
    finally:
        install_translators("en")
    chips_set = session.state.setup.chips
    said = [  # the colours in Italian, as the reports and the CLI say them
        f"{format_chips(d.value, 'it')} ({ColourName(d.colour).translated('it')})"
        for d in chips_set.denominations[:-1]
    ]
    assert removed == said
    assert not any("(green)" in text or "(black)" in text for text in removed)
    assert any("1.000" in text for text in removed)
    assert into and all("," not in text for text in into)
    assert chip_name(HOME_CHIPS, 1000) == HOME_CHIPS.describe(1000) == "1,000 (yellow)"
    assert chip_name(HOME_CHIPS, 30) == HOME_CHIPS.describe(30) == "30"


def test_the_rebuy_prompt_writes_the_stack_in_romanian(qtbot, window) -> None:
    seen: list[str] = []

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        seen.extend(label.text() for label in dialog.findChildren(QLabel))
        dialog.reject()

    install_translators("ro")
    try:
        QTimer.singleShot(0, answer)
        assert window.players_tab.ask_stack("Ann") is None
    finally:
        install_translators("en")
    start = window.session.state.setup.starting_stack
    most = format_chips(start, "ro")
    lines = [line for text in seen for line in text.splitlines()]
    assert f"Stack-ul actual al jucătorului Ann (cel mult {most} pentru un rebuy):" in lines
    rebuy = window.session.state.setup.buyins.rebuy
    price = money(rebuy.price.price, window.session.state.setup.currency, language="ro")
    assert any(line.startswith(f"Încasați {price} ") for line in lines)  # what the floor takes
    assert start < 1000 or "." in format_chips(start, "ro")


def test_typed_payout_percentages_read_the_decimal_comma_in_italian(italian) -> None:
    from tourney.gui.tournaments.setup_form import custom_payout_table

    last = custom_payout_table("50; 27,5 22,5").rows[-1]
    assert last.first == 3 and last.shares == (5000, 2750, 2250)  # hundredths of a percent


def test_the_amount_saved_for_the_winner_is_typed_with_the_decimal_comma(
    qtbot, italian, session
) -> None:
    from tourney.gui.payouts.deal_dialog import DealDialog

    dialog = DealDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.save.click()
    dialog.saved.lineEdit().selectAll()
    qtbot.keyClicks(dialog.saved.lineEdit(), "59,50")
    dialog.saved.interpretText()
    assert dialog.saved.cents() == 5950
    assert dialog.controller.saved == 5950


def test_money_typed_with_decimals_in_the_wizard_is_what_was_typed(wizard, italian, qtbot) -> None:
    """Next greys out as the price stops matching its parts: the page is shown again then,
    and the amount being typed must not be written out afresh (``4`` became ``4,00``, and
    ``40,00`` came out 4.000,00)."""
    _next_until(wizard, wizard.buyins)
    wizard.show()
    page = wizard.buyins
    for box, text, cents in ((page.price, "40,00", 4000), (page.parts["fee"], "4,50", 450)):
        box.setFocus()
        box.lineEdit().selectAll()
        qtbot.keyClicks(box.lineEdit(), text)
        assert box.lineEdit().text().startswith(text)
        assert box.cents() == cents
    assert not wizard.button(wizard.WizardButton.NextButton).isEnabled()  # 40,00 ≠ the parts
    assert "40,00" in page.adds_up.text()


def test_the_payouts_example_names_the_places_in_italian(wizard, italian) -> None:
    """ "1. 289,00 €" read like one thousand two hundred and eighty-nine: places are "1°"."""
    _next_until(wizard, wizard.payouts)
    text = wizard.payouts.preview.text()
    assert "posizioni: 1° " in text and " 2° " in text
    assert "1. " not in text


def test_the_wizard_writes_the_day_as_the_language_does(italian, wizard) -> None:
    """The date field and the summary said 2025-03-17; the reports say "17 marzo 2025"."""
    assert wizard.basics.date.text() == "17/03/2025"
    _next_until(wizard, wizard.summary)
    assert "17 marzo 2025" in wizard.summary.text.text()
    assert "2025-03-17" not in wizard.summary.text.text()


def test_the_buyins_page_fits_a_laptop_in_italian(italian, wizard) -> None:
    """With the rebuy and the add-on ticked the page was 1,387 pixels wide, on a 1,366 screen."""
    _next_until(wizard, wizard.buyins)
    wizard.buyins.rebuy.setChecked(True)
    wizard.buyins.addon.setChecked(True)
    wizard.show()
    assert wizard.buyins.minimumSizeHint().width() <= 1000


# --- money in whole amounts ---------------------------------------------------------------------


def _whole_lei(wizard: NewTournamentWizard) -> None:
    money = wizard.basics.money
    money.symbol.setEditText("lei")
    money.decimals.setCurrentIndex(money.decimals.findData(0))
    wizard.basics.name.setText("Whole lei")


def test_with_whole_amounts_the_wizard_writes_and_reads_money_without_cents(wizard, qtbot) -> None:
    _whole_lei(wizard)
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    assert page.price.text() == "lei\xa050"  # not "lei 50.00"
    assert page.parts["prize"].text() == "lei\xa045"
    _typed(qtbot, page.price, "60")
    assert page.price.cents() == 6000 and page.price.text() == "lei\xa060"
    _typed(qtbot, page.parts["prize"], "55")
    assert wizard.button(wizard.WizardButton.NextButton).isEnabled()
    _next_until(wizard, wizard.payouts)
    assert wizard.payouts.unit.text() == "lei\xa01"  # round to 1 lei, not to "lei 1.00"


def test_an_amount_with_cents_keeps_them_where_money_is_whole(qapp) -> None:
    box = MoneyBox(4550)
    box.show_currency(Currency("lei", decimals=0))
    assert box.cents() == 4550 and box.text() == "lei\xa045.50"  # nothing is rounded away
    box.set_cents(4000)
    box.show_currency(Currency("lei", decimals=0))
    assert box.text() == "lei\xa040"
    box.set_cents(1234)
    assert box.cents() == 1234  # a later amount with cents shows them again


def test_the_settings_dialog_writes_amounts_as_the_currency_being_chosen(qtbot, session) -> None:
    from tourney.gui.tournaments.settings_dialog import SettingsDialog

    dialog = SettingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.money.symbol.setEditText("lei")
    dialog.money.decimals.setCurrentIndex(dialog.money.decimals.findData(0))
    price = dialog.terms_page.price
    assert price.text().startswith("lei\xa0") and "." not in price.text()
    assert dialog.payouts_page.unit.text().startswith("lei\xa0")


def test_a_deal_in_whole_lei_saves_and_agrees_whole_amounts(qtbot, session) -> None:
    from tourney.core.commands import EditSetup
    from tourney.gui.payouts.deal_dialog import DealDialog

    setup = session.state.setup
    assert session.perform(EditSetup(setup=replace(setup, currency=Currency("lei", decimals=0))))
    dialog = DealDialog(session)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.save.click()
    assert dialog.saved.cents() % 100 == 0 and "." not in dialog.saved.text()
    dialog.negotiated.click()
    assert all(amount % 100 == 0 for amount in dialog.controller.agreed)


def test_the_example_number_of_entries_takes_its_plural_form_in_romanian(
    qtbot, empty_session
) -> None:
    install_translators("ro")
    try:
        wizard = NewTournamentWizard(empty_session)
        qtbot.addWidget(wizard)
        wizard.restart()
        box = wizard.payouts.example
        box.setValue(12)
        twelve = box.text()
        box.setValue(20)
        twenty = box.text()
    finally:
        install_translators("en")
    assert (twelve, twenty) == ("12 înscrieri", "20 de înscrieri")


def test_the_summary_says_when_late_registration_closes_as_it_does_for_rebuys() -> None:
    from dataclasses import replace
    from datetime import datetime

    from tourney.domain.demo import demo_setup

    setup = demo_setup()
    setup = replace(setup, buyins=replace(setup.buyins, late_until_level=3))
    start = datetime(2026, 12, 3, 19, 0)
    lines = dict(summary_lines(setup, start="19:00", start_at=start))
    late = lines["Late registration"]
    assert late.startswith("until the end of level 3"), late
    assert "(about " in late and "(about " in lines["Rebuys"]
    open_ended = replace(setup, buyins=replace(setup.buyins, late_until_level=None))
    assert dict(summary_lines(open_ended, start="19:00"))["Late registration"] == (
        "until you close it"
    )
