"""The Tournament settings dialog on the demo: one undoable action, on disk; refusals and Cancel."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from tests.gui.director import SIZE_HINTS, reopened, stored_count
from tourney.domain.money.league import FixedPoints, LinearPoints
from tourney.domain.money.money_text import Currency
from tourney.domain.setup import LeagueSettings
from tourney.gui.tournaments.catalog import Catalog
from tourney.gui.tournaments.settings_controller import SettingsError, parse_break_order
from tourney.gui.tournaments.settings_dialog import SettingsDialog, open_settings

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

OK = QDialogButtonBox.StandardButton.Ok
CANCEL = QDialogButtonBox.StandardButton.Cancel


@pytest.fixture
def dialog(qtbot, session) -> SettingsDialog:
    widget = SettingsDialog(session)
    qtbot.addWidget(widget)
    return widget


def _click(dialog: SettingsDialog, button: QDialogButtonBox.StandardButton) -> None:
    dialog.buttons.button(button).click()


def test_the_fields_show_the_current_setup(dialog, session):
    setup = session.state.setup
    assert dialog.name.text() == setup.name == "Demo Friday Deepstack"
    assert dialog.date.date().toString("yyyy-MM-dd") == "2025-03-14"
    assert dialog.venue.text() == "Club 52"
    assert dialog.seats.value() == 9
    assert dialog.league_page.league.isChecked()
    assert dialog.league_page.season.text() == "Demo season"
    assert not dialog.pause_at_level_end.isChecked()
    assert not dialog.button_posts_big_blind.isChecked()
    assert dialog.currency_example.text().startswith("1,460.00")


def test_currency_and_pause_are_one_undoable_action_on_disk(dialog, session, library):
    before = session.state.setup
    count = stored_count(library, session)
    dialog.symbol.setEditText("€")
    assert dialog.currency_example.text().startswith("€1,460.00")
    dialog.decimals.setCurrentIndex(dialog.decimals.findData(0))
    assert dialog.currency_example.text().startswith("€1,460")  # English puts the € first
    dialog.pause_at_level_end.setChecked(True)

    _click(dialog, OK)

    assert dialog.result() == QDialog.DialogCode.Accepted
    setup = session.state.setup
    assert setup.currency == Currency("€", decimals=0)
    assert setup.pause_at_level_end
    assert session.state.clock.pause_at_level_end
    assert setup.tables == before.tables
    assert setup.league == before.league
    assert stored_count(library, session) == count + 1
    assert reopened(library, session).state.setup == setup

    session.undo()
    assert session.state.setup == before
    assert not session.state.clock.pause_at_level_end
    assert reopened(library, session).state.setup == before


def test_tables_and_league_settings_are_applied(dialog, session, library):
    dialog.balance.setValue(3)
    dialog.tight_from.setValue(12)
    dialog.break_order.setText("3; 2 1")
    dialog.final_table.setValue(1)
    dialog.button_posts_big_blind.setChecked(True)
    dialog.league_page.season.setText("Spring 2025")
    dialog.show_page(dialog.league_page)
    assert not dialog.league_page.fixed_table.isVisibleTo(dialog)
    dialog.league_page.formula.setCurrentIndex(dialog.league_page.formula.findData("fixed"))
    assert dialog.league_page.fixed_table.isVisibleTo(dialog)
    dialog.league_page.fixed_table.setText("25, 18, 15, 12.5")
    dialog.league_page.others.setValue(1)
    assert "1st: 25.00" in dialog.league_page.example.text()

    _click(dialog, OK)

    tables = reopened(library, session).state.setup.tables
    assert (tables.balance_difference, tables.tight_from_players) == (3, 12)
    assert (tables.break_order, tables.final_table) == ((3, 2, 1), 1)
    assert tables.button_posts_big_blind_heads_up
    assert tables.seats_per_table == 9
    assert session.state.setup.league == LeagueSettings(
        "Spring 2025",
        FixedPoints(
            (Decimal("25"), Decimal("18"), Decimal("15"), Decimal("12.5")), Decimal("1.00")
        ),
    )


def test_league_can_be_turned_off(dialog, session):
    dialog.league_page.league.setChecked(False)
    _click(dialog, OK)
    assert session.state.setup.league is None


@pytest.mark.parametrize(
    ("typed", "said"),
    [("3, x, 1", "“x” is not a table number"), ("2, 3, 2", "Table 2 is listed twice")],
)
def test_a_bad_break_order_is_refused_and_nothing_changes(dialog, session, library, typed, said):
    before = session.state.setup
    count = stored_count(library, session)
    dialog.pause_at_level_end.setChecked(True)
    dialog.tabs.setCurrentIndex(0)
    dialog.break_order.setText(typed)

    _click(dialog, OK)

    assert said in dialog.error.text()
    assert dialog.error.isVisibleTo(dialog)
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.tabs.currentWidget().isAncestorOf(dialog.break_order)  # the Tables tab
    assert session.state.setup == before
    assert stored_count(library, session) == count

    dialog.break_order.setText("3, 2, 1")
    _click(dialog, OK)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert session.state.setup.tables.break_order == (3, 2, 1)


def test_the_domain_refusal_shows_in_the_dialog(dialog, session, library):
    before = session.state.setup
    count = stored_count(library, session)
    fullest = max(t.count for t in session.state.room.tables)
    dialog.seats.setValue(fullest - 1)

    _click(dialog, OK)

    assert f"A table in play holds {fullest} players" in dialog.error.text()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert session.state.setup == before
    assert stored_count(library, session) == count


def test_a_season_needs_a_name_and_points_must_read(dialog, session):
    before = session.state.setup
    dialog.league_page.season.setText("  ")
    _click(dialog, OK)
    assert "Name the season" in dialog.error.text()
    dialog.league_page.season.setText("Spring")
    dialog.league_page.formula.setCurrentIndex(dialog.league_page.formula.findData("fixed"))
    dialog.league_page.fixed_table.setText("10, 20")
    assert "A lower place cannot score more league points." in dialog.league_page.example.text()
    _click(dialog, OK)
    assert "A lower place cannot score more" in dialog.error.text()
    assert session.state.setup == before


def test_cancel_changes_nothing(dialog, session, library):
    before = session.state.setup
    count = stored_count(library, session)
    dialog.symbol.setEditText("$")
    dialog.pause_at_level_end.setChecked(True)
    dialog.league_page.league.setChecked(False)

    _click(dialog, CANCEL)

    assert dialog.result() == QDialog.DialogCode.Rejected
    assert session.state.setup == before
    assert stored_count(library, session) == count


def test_ok_without_changes_stores_nothing(dialog, session, library):
    count = stored_count(library, session)
    _click(dialog, OK)
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert dialog.error.text() == ""
    assert stored_count(library, session) == count
    assert session.state.setup.league.formula == LinearPoints()


def test_a_new_name_shows_in_the_library_list(dialog, session, library):
    dialog.name.setText("Friday Deepstack")
    _click(dialog, OK)
    assert session.state.setup.name == "Friday Deepstack"
    rows = Catalog(library).rows()
    assert [row.name for row in rows] == ["Friday Deepstack"]


def test_open_settings_shows_the_dialog_for_the_window(qtbot, window, session):
    opened = open_settings(window)
    assert opened is not None
    assert opened.isVisible()
    assert opened.parent() is window
    opened.symbol.setEditText("lei")
    _click(opened, OK)
    assert session.state.setup.currency.symbol == "lei"
    assert "edit the settings" in window.undo_action.text().lower()


def test_open_settings_with_no_tournament_says_so(qtbot, window, session):
    session.close_tournament()
    refused: list[str] = []
    session.refused.connect(refused.append)
    assert open_settings(window) is None
    assert refused == ["No tournament is open."]


def test_parse_break_order_refuses_zero():
    with pytest.raises(SettingsError, match="“0” is not a table number"):
        parse_break_order("1, 0")
    assert parse_break_order("  ") == ()


def test_no_two_accelerators_collide_on_any_tab_of_the_settings(qtbot, session) -> None:
    from tests.gui.accelerators import collisions

    dialog = SettingsDialog(session)
    qtbot.addWidget(dialog)
    for index in range(dialog.tabs.count()):
        dialog.tabs.setCurrentIndex(index)
        assert collisions(dialog) == {}, dialog.tabs.tabText(index)


def test_the_day_is_written_as_the_wizard_writes_it(qtbot, session) -> None:
    from tourney.gui.language import install_translators
    from tourney.gui.tournaments.fields import date_format

    install_translators("ro")
    try:
        dialog = SettingsDialog(session)
        qtbot.addWidget(dialog)
        shown, wanted = dialog.date.displayFormat(), date_format()
    finally:
        install_translators("en")
    assert shown == wanted == "dd.MM.yyyy"  # 14.03.2025, not 2025-03-14
