"""Tournaments in the director's window: the recent list, open, duplicate, delete, the wizard."""

from __future__ import annotations

import dataclasses
import itertools
from datetime import date, datetime

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWizard

from tourney.domain.demo import demo_setup
from tourney.domain.levels.structure import Game, Level, Limit
from tourney.domain.levels.templates import template
from tourney.domain.log.reducer import replay
from tourney.gui.session import Session
from tourney.gui.structure_preview import PreviewModel
from tourney.gui.tournaments import NewTournamentWizard, OpenTournamentDialog
from tourney.gui.tournaments.catalog import Catalog, Stage, TournamentRow
from tourney.gui.tournaments.duplicate_dialog import DuplicateChoice, DuplicateDialog
from tourney.gui.tournaments.setup_form import preview_rows
from tourney.gui.tournaments.tournaments_model import TournamentColumn, TournamentsModel
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo, create_tournament

NOW = datetime(2025, 3, 17, 12, 0).timestamp()  # a Monday
NEXT = QWizard.WizardButton.NextButton


@pytest.fixture
def library(tmp_path):
    ticks = itertools.count()
    lib = Library.open(tmp_path / "library.sqlite", clock=lambda: NOW + next(ticks))
    yield lib
    lib.close()


@pytest.fixture
def session(library):
    return Session(library, clock=lambda: NOW)


@pytest.fixture
def wizard(qtbot, session):
    # Not shown: the offscreen platform warns on every page change of a shown QWizard
    # ("does not support propagateSizeHints"); the pages work the same hidden.
    widget = NewTournamentWizard(session)
    qtbot.addWidget(widget)
    widget.restart()
    return widget


def _setup_of(library: Library, tournament_id: int):
    return replay(library.events.events(tournament_id)).setup


def _next_until(wizard: NewTournamentWizard, page) -> None:
    while wizard.currentPage() is not page:
        before = wizard.currentPage()
        wizard.next()
        assert wizard.currentPage() is not before, before.error.text()


# -- the wizard ------------------------------------------------------------------------------


def test_wizard_with_defaults_creates_and_opens_what_was_entered(qtbot, wizard, session):
    wizard.basics.venue.setText("Club 52")
    wizard.next()
    wizard.game.game.setCurrentIndex(wizard.game.game.findData(Game.OMAHA))
    wizard.game.limit.setCurrentIndex(wizard.game.limit.findData(Limit.POT_LIMIT))
    wizard.next()
    page = wizard.buyins
    page.rebuy.setChecked(True)
    page.rebuy.limit.setValue(2)
    _next_until(wizard, wizard.summary)
    assert "Club 52" in wizard.summary.text.text()

    with qtbot.waitSignal(session.tournament_opened) as opened:
        wizard.button(QWizard.WizardButton.FinishButton).click()
    new_id = opened.args[0]
    assert wizard.created_id == new_id
    assert session.tournament is not None and session.tournament.tournament_id == new_id

    setup = _setup_of(session.library, new_id)  # the stored log, replayed
    assert setup.name == wizard.basics.name.text()
    assert setup.date == "2025-03-17"
    assert setup.venue == "Club 52"
    entry = setup.buyins.entry
    assert entry.price == page.price.cents()
    assert (entry.prize, entry.fee) == (page.parts["prize"].cents(), page.parts["fee"].cents())
    assert setup.buyins.chips == page.chips.value()
    assert setup.buyins.rebuy is not None and setup.buyins.rebuy.limit == 2
    assert setup.buyins.addon is None
    assert setup.buyins.late_until_level == page.late.value()
    regular = template(wizard.structure.template.currentData())
    assert [(lv.small_blind, lv.big_blind) for _, lv in setup.structure.levels()] == [
        (lv.small_blind, lv.big_blind) for _, lv in regular.structure.levels()
    ]
    assert {(lv.game, lv.limit) for _, lv in setup.structure.levels()} == {
        (Game.OMAHA, Limit.POT_LIMIT)
    }
    assert setup.tables.seats_per_table == wizard.tables.seats.value()
    assert setup.payouts.unit == wizard.payouts.unit.cents()
    assert setup == wizard.draft.build()


def test_a_split_that_does_not_add_up_blocks_next_with_the_message(wizard):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.parts["fee"].set_cents(page.parts["fee"].cents() + 1000)
    assert not wizard.button(NEXT).isEnabled()
    assert "not to the price" in page.adds_up.text()
    assert "10.00 too much" in page.adds_up.text()
    wizard.next()
    assert wizard.currentPage() is page
    page.parts["prize"].set_cents(page.parts["prize"].cents() - 1000)
    assert wizard.button(NEXT).isEnabled()
    assert "add up to the price" in page.adds_up.text()


def test_a_wrong_offer_shows_the_domain_message_and_stays(wizard):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.addon.setChecked(True)
    page.addon.fee.set_cents(page.addon.price.cents() + 100)
    wizard.next()
    assert wizard.currentPage() is page
    assert "cannot be more than the price" in page.error.text()
    assert page.error.isVisibleTo(page)


def test_seats_per_table_stop_at_ten_and_typing_more_says_so(qtbot, wizard):
    from PySide6.QtCore import Qt

    _next_until(wizard, wizard.tables)
    seats = wizard.tables.seats
    seats.setValue(11)
    assert seats.value() == 10
    seats.setValue(9)
    seats.lineEdit().selectAll()
    qtbot.keyClicks(seats.lineEdit(), "11")
    assert seats.lineEdit().text() == "11 seats"  # what was typed stays, not "1"
    assert not seats.hasAcceptableInput()
    qtbot.keyClick(seats.lineEdit(), Qt.Key.Key_Return)
    assert seats.value() == 10 and seats.lineEdit().text() == "10 seats"
    assert seats.note.isVisibleTo(wizard) and seats.note.text() == "A table has at most 10 seats."
    qtbot.keyClicks(seats.lineEdit(), "8")  # typing again: the note goes
    assert not seats.note.isVisibleTo(wizard)


def test_the_generator_previews_its_levels_and_refuses_impossible_numbers(wizard):
    _next_until(wizard, wizard.structure)
    page = wizard.structure
    page.use_generator.setChecked(True)
    assert page.model.rowCount() > 5
    assert "players should be done" in page.summary.text()
    page.length.setValue(30)
    page.level_minutes.setValue(60)
    assert "longer than the whole tournament" in page.error.text()
    assert page.model.rowCount() == 0
    wizard.next()
    assert wizard.currentPage() is page
    page.level_minutes.setValue(15)
    wizard.next()
    assert wizard.currentPage() is wizard.tables
    assert all(lv.seconds == 15 * 60 for _, lv in wizard.draft.structure.levels())


def test_the_generator_says_when_play_must_start_shallower_than_asked(wizard):
    _next_until(wizard, wizard.structure)
    page = wizard.structure
    page.use_generator.setChecked(True)
    assert page.start_depth.value() == 100
    assert "big blinds deep" not in page.summary.text()  # the defaults start 100 deep
    page.break_every.setValue(60)  # an hour between breaks…
    page.break_minutes.setValue(60)  # …and hour-long breaks: little time left for levels
    said = page.summary.text()
    assert "play starts" in said and "big blinds deep, not 100" in said
    stack = page._stack()
    first = wizard.structure.build()[0].levels()[0][1]
    assert f"play starts {stack // first.big_blind} big blinds deep" in said


def test_custom_payouts_must_add_up_to_a_hundred(wizard):
    _next_until(wizard, wizard.payouts)
    page = wizard.payouts
    page.custom.setChecked(True)
    page.percentages.setText("50 30")
    assert "80%" in page.error.text()
    wizard.next()
    assert wizard.currentPage() is page
    page.percentages.setText("50 30 20")
    assert "pays 3 places" in page.preview.text()
    wizard.next()
    assert wizard.currentPage() is wizard.summary


# -- the open dialog -------------------------------------------------------------------------


def _three(library: Library) -> list[int]:
    base = template("turbo")
    ids = []
    for name in ("Monday", "Tuesday", "Wednesday"):
        setup = dataclasses.replace(demo_setup(), name=name, structure=base.structure)
        ids.append(create_tournament(library, setup, now=NOW).tournament_id)
    return ids


@pytest.fixture
def dialog(qtbot, session):
    def make() -> OpenTournamentDialog:
        widget = OpenTournamentDialog(session)  # not shown: see the wizard fixture
        qtbot.addWidget(widget)
        return widget

    return make


def _names(dialog: OpenTournamentDialog) -> list[str]:
    proxy = dialog.proxy
    return [proxy.index(row, TournamentColumn.NAME).data() for row in range(proxy.rowCount())]


def test_the_list_shows_the_most_recent_first_and_searches(session, dialog):
    _three(session.library)
    widget = dialog()
    assert _names(widget) == ["Wednesday", "Tuesday", "Monday"]
    assert widget.selected().name == "Wednesday"
    widget.search.setText("tues")
    assert _names(widget) == ["Tuesday"]
    assert widget.selected().name == "Tuesday"


def test_open_opens_the_selected_tournament_in_the_session(qtbot, session, dialog):
    ids = _three(session.library)
    widget = dialog()
    widget.select(ids[0])
    with qtbot.waitSignal(session.tournament_opened) as opened:
        widget.open_button.click()
    assert opened.args == [ids[0]]
    assert widget.result() == OpenTournamentDialog.DialogCode.Accepted


def test_duplicate_makes_the_same_tournament_for_a_new_night(session, dialog, monkeypatch):
    played = create_demo(session.library, now=NOW - 7 * 86400)
    assert played.state.entries
    widget = dialog()
    asked: list[TournamentRow] = []

    def ask(parent, row, *, today):
        asked.append(row)
        return DuplicateChoice("Friday Deepstack #2", date(2025, 3, 21))

    monkeypatch.setattr(DuplicateDialog, "ask", ask)
    widget.duplicate_button.click()
    assert asked[0].id == played.tournament_id
    new = widget.selected()
    assert new.name == "Friday Deepstack #2" and new.id != played.tournament_id
    copy = replay(session.library.events.events(new.id))
    assert not copy.entries and not copy.started and len(copy.log) == 1
    assert copy.setup.structure == played.state.setup.structure
    assert copy.setup.buyins == played.state.setup.buyins
    assert copy.setup.payouts == played.state.setup.payouts
    assert (copy.setup.name, copy.setup.date) == ("Friday Deepstack #2", "2025-03-21")
    assert widget.model.rowCount() == 2


def test_the_duplicate_dialog_proposes_the_next_same_weekday(qtbot):
    row = TournamentRow(1, "Friday", "2025-03-14", "", Stage.FINISHED, 20, NOW, 40)
    widget = DuplicateDialog(row, today=date(2025, 3, 17))
    qtbot.addWidget(widget)
    choice = widget.choice()
    assert choice.day == date(2025, 3, 21) and choice.day.weekday() == 4
    assert (choice.name, choice.exact) == ("Friday", False)
    widget.name.setText("  ")
    widget.accept()
    assert widget.error.text() and widget.result() != DuplicateDialog.DialogCode.Accepted


def test_delete_asks_by_name_and_deletes_only_when_confirmed(session, dialog, monkeypatch):
    ids = _three(session.library)
    widget = dialog()
    widget.select(ids[1])
    questions: list[str] = []
    answer = QMessageBox.StandardButton.No

    def question(parent, title, text, *args):
        questions.append(text)
        return answer

    monkeypatch.setattr(QMessageBox, "question", question)
    widget.delete_button.click()
    assert "Tuesday" in questions[0]
    assert len(session.library.events.tournaments()) == 3
    answer = QMessageBox.StandardButton.Yes
    widget.delete_button.click()
    assert [t.name for t in session.library.events.tournaments()] == ["Wednesday", "Monday"]
    assert _names(widget) == ["Wednesday", "Monday"]


def test_the_open_tournament_cannot_be_deleted(session, dialog, monkeypatch):
    ids = _three(session.library)
    session.open_tournament(ids[2])
    widget = dialog()
    widget.select(ids[2])
    monkeypatch.setattr(QMessageBox, "question", lambda *a: QMessageBox.StandardButton.Yes)
    widget.delete_button.click()
    assert "is open" in widget.error.text()
    assert len(session.library.events.tournaments()) == 3


def test_rename_changes_the_list_and_the_setup(session, dialog, monkeypatch):
    ids = _three(session.library)
    widget = dialog()
    widget.select(ids[0])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Monday Special", True))
    widget.rename_button.click()
    assert session.library.events.tournament(ids[0]).name == "Monday Special"
    assert _setup_of(session.library, ids[0]).name == "Monday Special"
    assert widget.selected().name == "Monday Special"


def test_renaming_the_open_tournament_goes_through_the_session(qtbot, session, dialog, monkeypatch):
    ids = _three(session.library)
    session.open_tournament(ids[1])
    widget = dialog()
    widget.select(ids[1])
    monkeypatch.setattr(QInputDialog, "getText", lambda *a, **k: ("Tuesday Turbo", True))
    with qtbot.waitSignal(session.state_changed):
        widget.rename_button.click()
    assert session.state.setup.name == "Tuesday Turbo"
    assert session.library.events.tournament(ids[1]).name == "Tuesday Turbo"
    before = session.library.events.tournament(ids[0]).name
    session.undo()  # the list follows the setup back, and forward again
    assert (
        session.library.events.tournament(ids[1]).name
        == session.state.setup.name
        != "Tuesday Turbo"
    )
    session.redo()
    assert session.library.events.tournament(ids[1]).name == "Tuesday Turbo"
    assert session.library.events.tournament(ids[0]).name == before


def test_a_refused_duplicate_says_why_and_changes_nothing(session, dialog, monkeypatch):
    ids = _three(session.library)
    widget = dialog()
    widget.select(ids[0])
    monkeypatch.setattr(
        DuplicateDialog, "ask", lambda *a, **k: DuplicateChoice("   ", date(2025, 3, 24))
    )
    widget.duplicate_button.click()
    assert "needs a name" in widget.error.text()
    assert len(session.library.events.tournaments()) == 3


def test_an_empty_library_says_so(session, dialog):
    widget = dialog()
    assert widget.empty.isVisibleTo(widget) and not widget.table.isVisibleTo(widget)
    assert not widget.open_button.isEnabled()


# -- the models ------------------------------------------------------------------------------


def test_the_tournaments_model_is_a_sound_qt_model(qtmodeltester, session):
    create_demo(session.library, now=NOW)
    _three(session.library)
    model = TournamentsModel()
    rows = Catalog(session.library).rows()
    model.set_rows(rows)
    qtmodeltester.check(model)
    demo = next(r for r in rows if r.entries)
    assert demo.stage is Stage.RUNNING and demo.venue == "Club 52"


def test_the_levels_model_is_a_sound_qt_model(qtmodeltester):
    structure = template("regular").structure
    model = PreviewModel()
    model.set_rows(preview_rows(structure, start=datetime(2025, 3, 14, 20, 0)))
    qtmodeltester.check(model)
    assert model.rowCount() == len(structure)
    first_break = next(i for i, item in enumerate(structure.items) if not isinstance(item, Level))
    assert model.index(first_break, 0).data() == "Break"
    assert model.index(0, 4).data() == "20:00"


# -- the wizard, as a new director meets it ---------------------------------------------------


def test_rebuy_and_add_on_prices_follow_the_buy_in_until_typed(wizard):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.price.set_cents(2000)
    page.parts["prize"].set_cents(1800)
    page.parts["fee"].set_cents(200)
    page.chips.setValue(20_000)
    assert page.rebuy.price.cents() == 2000
    assert page.addon.price.cents() == 2000
    assert page.rebuy.chips.value() == 20_000  # a rebuy gives the starting stack
    assert page.addon.chips.value() == 15_000  # the add-on's chips are its own
    page.rebuy.price.set_cents(1000)  # the director's own price stays
    page.price.set_cents(3000)
    assert page.rebuy.price.cents() == 1000
    assert page.addon.price.cents() == 3000


def test_the_currency_is_chosen_in_the_wizard_and_written_on_its_amounts(qtbot, wizard, session):
    money = wizard.basics.money
    money.symbol.setCurrentIndex(money.symbol.findText("€"))
    assert money.example.text().startswith("€1,460.00")
    _next_until(wizard, wizard.buyins)
    assert wizard.buyins.price.text() == "€50.00"
    lei = wizard.basics.money
    wizard.back()
    wizard.back()
    lei.symbol.setCurrentIndex(lei.symbol.findText("lei"))  # where English puts it: before
    _next_until(wizard, wizard.buyins)
    assert wizard.buyins.price.text() == "lei\u00a050.00"
    _next_until(wizard, wizard.summary)
    assert "lei\u00a050.00" in wizard.summary.text.text()
    with qtbot.waitSignal(session.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    assert session.state.setup.currency.symbol == "lei"


def test_sixty_typed_as_the_break_interval_is_sixty_minutes(qtbot, wizard):
    _next_until(wizard, wizard.structure)
    page = wizard.structure
    page.use_generator.setChecked(True)
    box = page.break_every
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "60")
    box.interpretText()
    assert box.value() == 60
    assert page.break_levels() == 3  # 20-minute levels
    assert "A break after every 3 levels (60 min of play)." in page.summary.text()
    box.lineEdit().selectAll()
    qtbot.keyClicks(box, "9999")  # past the most: the nearest allowed, not "999"
    qtbot.keyClick(box, Qt.Key.Key_Return)
    assert box.value() == box.maximum()


def test_the_summary_names_the_button_that_creates_the_tournament(wizard):
    _next_until(wizard, wizard.summary)
    finish = wizard.button(QWizard.WizardButton.FinishButton).text().replace("&", "")
    assert finish == "Create and open"
    assert finish in wizard.summary.subTitle()
    assert "Finish" not in wizard.summary.subTitle()


def test_no_two_accelerators_collide_on_any_page_of_the_wizard(wizard):
    from tests.gui.accelerators import accelerators, collisions

    pages = 0
    while True:
        assert collisions(wizard) == {}, wizard.currentPage().title()
        assert accelerators(wizard)
        pages += 1
        if wizard.currentPage() is wizard.summary:
            break
        before = wizard.currentPage()
        wizard.next()
        assert wizard.currentPage() is not before
    assert pages == 7


def test_the_wizard_says_what_it_chose_for_rebuys_and_the_add_on(wizard):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    assert page.rebuy.said.text() == "No rebuys."
    page.rebuy.setChecked(True)
    page.rebuy.limit.setValue(2)
    assert page.rebuy.said.text() == (
        "Rebuys: up to 2 per entry, until the end of level 6 and during the break after it, "
        "if there is one, for a stack at or below the starting stack."
    )
    page.addon.setChecked(True)
    page.addon.until.set_level(4)
    assert page.addon.said.text() == (
        "The add-on: once per entry, until the end of level 4 and during the break after it, "
        "if there is one."
    )
    _next_until(wizard, wizard.summary)
    text = wizard.summary.text.text()
    structure = wizard.draft.structure
    last_of_6 = structure.levels()[5][0]
    assert isinstance(structure.items[last_of_6 + 1], Level) or "break after it" in text
    assert "until the end of level 4" in text
    assert "(about " in text  # with the clock time from the planned start


def test_no_re_entries_is_called_a_freezeout_only_without_rebuys(wizard):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    assert page.re_entries.text() == "none (freezeout)"
    page.rebuy.setChecked(True)
    assert page.re_entries.text() == "none"
