"""The terms changed in the settings during the event: said first, then one undoable action.

The demo: 27 entries at 60.00 (40.00 to the pool, 10.00 of bounty) for 10,000 chips, rebuys
and an add-on at 40.00 until level 6 (and the break after it), 100.00 added. Before the
night's fix the settings could not change a price once entries were sold; now the Buy-ins
and Prizes tabs change them, the dialog says what the change means before the director
confirms, and what was bought keeps its price.
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from tests.gui.director import SIZE_HINTS, active_numbers, reopened, stored_count
from tourney.core.commands import Rebuy
from tourney.domain.figures import prize_pool
from tourney.domain.log.invariants import invariant_problems
from tourney.domain.money.payout_table import BUILT_IN_TABLE
from tourney.gui.tournaments.offer_window import Window, WindowKind
from tourney.gui.tournaments.settings_dialog import SettingsDialog

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


@pytest.fixture
def dialog(qtbot, session) -> SettingsDialog:
    widget = SettingsDialog(session)
    qtbot.addWidget(widget)
    return widget


def _ok(dialog: SettingsDialog) -> None:
    dialog.buttons.button(OK).click()


def test_the_buy_ins_tab_shows_the_terms_and_the_rule(dialog, session):
    terms, buyins = dialog.terms_page, session.state.setup.buyins
    assert terms.price.cents() == buyins.entry.price == 6000
    assert {part: box.cents() for part, box in terms.parts.items()} == {
        "prize": 4000,
        "fee": 500,
        "staff": 250,
        "league": 250,
        "bounty": 1000,
    }
    assert terms.chips.value() == 10_000
    assert terms.rebuy.isChecked() and terms.rebuy.price.cents() == 4000
    assert terms.rebuy.limit.value() == 2
    assert terms.rebuy.offer_window() == Window(WindowKind.LEVEL_AND_BREAK, 6)
    assert terms.addon.isChecked() and terms.addon.chips.value() == 15_000
    assert terms.late.level() == 6 and terms.added.cents() == 10_000
    assert terms.buyins() == buyins  # nothing typed: the terms as they are
    dialog.show_page(terms)
    assert terms.rule.isVisibleTo(dialog)
    assert "already sold keep the price they were paid" in terms.rule.text()
    assert dialog.payouts_page.plan() == session.state.setup.payouts


def test_a_dearer_rebuy_is_said_first_then_applied_and_undone(dialog, session, library, clock):
    count = stored_count(library, session)
    pool_before = prize_pool(session.state)
    terms = dialog.terms_page
    terms.rebuy.price.set_cents(5000)
    terms.rebuy.chips.setValue(12_000)
    _ok(dialog)
    # said first: nothing stored, the dialog stays open asking again
    assert stored_count(library, session) == count
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.confirmation.isVisibleTo(dialog)
    said = dialog.confirmation_text.text()
    assert "The rebuy costs 50.00 (50.00 to the prize pool) instead of 40.00" in said
    assert "The rebuy gives 12,000 chips instead of 10,000." in said
    assert "What has been bought keeps its price and its chips (entries: 27, rebuys: 3" in said
    assert "The prize pool stays 1,460.00." in said
    assert dialog.buttons.button(OK).text() == "Apply the changes"
    _ok(dialog)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert stored_count(library, session) == count + 1
    setup = session.state.setup
    assert setup.buyins.rebuy is not None and setup.buyins.rebuy.price.price == 5000
    assert reopened(library, session).state.setup == setup
    assert prize_pool(session.state) == pool_before  # nothing bought yet at the new price

    # the next rebuy pays the new price and gives the new chips; the old ones keep theirs
    number = next(n for n in active_numbers(session) if session.state.entries[n].rebuys == 0)
    chips = session.state.entries[number].chips
    clock.advance(5)
    assert session.perform(Rebuy(entry=number, stack=0)) is not None
    assert session.state.entries[number].chips == chips + 12_000
    assert prize_pool(session.state).from_rebuys == pool_before.from_rebuys + 5000
    assert invariant_problems(session.state) == []

    session.undo()  # the rebuy
    session.undo()  # the new terms
    assert session.state.setup.buyins == reopened(library, session).state.setup.buyins
    assert session.state.setup.buyins.rebuy.price.price == 4000


def test_typing_after_the_warning_asks_again_and_cancel_changes_nothing(dialog, session, library):
    count = stored_count(library, session)
    dialog.terms_page.added.set_cents(20_000)
    _ok(dialog)
    assert "The house adds 200.00 instead of 100.00." in dialog.confirmation_text.text()
    assert "The prize pool becomes 1,560.00 (now 1,460.00)." in dialog.confirmation_text.text()
    dialog.terms_page.guarantee.set_cents(200_000)
    assert not dialog.confirmation.isVisibleTo(dialog)
    assert dialog.buttons.button(OK).text() == "OK"
    _ok(dialog)
    assert "The guarantee is 2,000.00 instead of 0.00." in dialog.confirmation_text.text()
    dialog.buttons.button(CANCEL).click()
    assert stored_count(library, session) == count


def test_the_add_on_moved_to_the_first_break_only(dialog, session):
    addon = dialog.terms_page.addon
    addon.until.kind.setCurrentIndex(addon.until.kind.findData(WindowKind.BREAK_ONLY.value))
    addon.until.number.setValue(1)
    assert addon.said.text() == "The add-on: once per entry, during the first break only."
    _ok(dialog)
    assert "The add-on is sold during break 1 only." in dialog.confirmation_text.text()
    _ok(dialog)
    offer = session.state.setup.buyins.addon
    assert offer is not None and (offer.until_level, offer.at_break) == (None, 1)


def test_a_new_payout_plan_is_previewed_said_and_applied(dialog, session):
    page = dialog.payouts_page
    page.percentages_choice.setChecked(True)
    page.percentages.setText("60 25 15")
    page.percentages.textEdited.emit("60 25 15")
    assert page.example.text().startswith("27 entries, ")
    _ok(dialog)
    said = dialog.confirmation_text.text()
    assert "The payouts follow the new payout plan." in said
    assert "The payouts become " in said
    _ok(dialog)
    plan = session.state.setup.payouts
    assert plan.table != BUILT_IN_TABLE and plan.table.rows[-1].shares == (6000, 2500, 1500)


def test_a_change_the_rules_refuse_is_explained_and_nothing_changes(dialog, session, library):
    count = stored_count(library, session)
    terms = dialog.terms_page
    terms.price.set_cents(7000)
    terms.parts["bounty"].set_cents(2000)
    _ok(dialog)
    _ok(dialog)  # past the warning: the domain refuses
    assert dialog.error.isVisibleTo(dialog)
    assert "the bounty part of the buy-in can no longer change" in dialog.error.text()
    assert stored_count(library, session) == count
    terms.parts["bounty"].set_cents(1000)
    assert "The parts add up to 60.00, not to the price 70.00." in terms.adds_up.text()
    _ok(dialog)
    assert "The parts add up to 60.00, not to the price 70.00." in dialog.error.text()


def test_the_warning_speaks_the_windows_language(qtbot, session, italian):
    dialog = SettingsDialog(session)
    qtbot.addWidget(dialog)
    dialog.terms_page.chips.setValue(12_000)
    _ok(dialog)
    said = dialog.confirmation_text.text()
    assert "Lo stack iniziale è di 12.000 gettoni invece di 10.000." in said
    assert "Ciò che è stato comprato mantiene il suo prezzo e i suoi gettoni" in said


def _cut_texts(page) -> list[str]:
    """The wrapped texts on ``page`` shown shorter than they need (their last lines hidden)."""
    from PySide6.QtWidgets import QLabel

    return [
        label.text()
        for label in page.findChildren(QLabel)
        if label.isVisibleTo(page)
        and label.wordWrap()
        and label.height() < label.heightForWidth(label.width())
    ]


def test_with_the_confirmation_on_a_short_screen_the_page_scrolls_and_cuts_no_text(
    qtbot, dialog, session
):
    from PySide6.QtWidgets import QScrollArea

    dialog.show()
    qtbot.waitExposed(dialog)
    terms = dialog.terms_page
    dialog.show_page(terms)
    terms.rebuy.price.set_cents(5000)
    terms.rebuy.chips.setValue(12_000)
    terms.addon.price.set_cents(5000)
    _ok(dialog)
    assert dialog.confirmation.isVisibleTo(dialog)
    qtbot.wait(50)
    room = dialog.screen().availableGeometry()
    assert dialog.height() <= room.height()  # OK and Cancel stay on the screen
    # and it can be shorter still: a laptop's 768 pixels less a panel (it needed 754 before)
    assert dialog.minimumSizeHint().height() < 600
    scroll = dialog.tabs.currentWidget()
    assert isinstance(scroll, QScrollArea) and scroll.widget() is terms
    assert _cut_texts(terms) == []
    assert _cut_texts(dialog.confirmation) == []
    assert "The rebuy costs 50.00" in dialog.confirmation_text.text()
