"""The Structure tab on the demo tournament: editing the draft, checks, apply, generator, chips."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS
from tourney.base.formats import format_chips
from tourney.domain.levels.checks import check_structure
from tourney.domain.levels.structure import Break, Level
from tourney.gui.structure import StructureTab
from tourney.gui.structure.chip_set_view import ChipColumn
from tourney.gui.structure.levels_model import Column
from tourney.gui.structure.structure_controller import Field
from tourney.gui.text_styles import ERROR_STYLE
from tourney.persistence.open_tournament import OpenTournament

EDIT = Qt.ItemDataRole.EditRole


@pytest.fixture
def tab(qtbot, session) -> StructureTab:
    widget = StructureTab(session)
    qtbot.addWidget(widget)
    return widget


def _row_of_level(tab: StructureTab, number: int) -> int:
    return tab.controller.draft.index_of_level(number)


def _set(tab: StructureTab, row: int, column: Column, value) -> bool:
    return tab.model.setData(tab.model.index(row, column), value, EDIT)


def test_levels_model_passes_the_model_tester(qtmodeltester, tab):
    qtmodeltester.check(tab.model)


def test_chip_set_model_passes_the_model_tester(qtmodeltester, tab):
    qtmodeltester.check(tab.chip_set.model)


def test_the_current_level_is_marked_and_played_levels_are_read_only(tab, session):
    model = tab.model
    current = session.state.index_at(session.now())
    assert current == 3
    assert "(now)" in model.index(current, Column.ITEM).data()
    assert model.index(current, Column.BIG_BLIND).flags() & Qt.ItemFlag.ItemIsEditable
    for row in range(current):
        assert "(played)" in model.index(row, Column.ITEM).data()
        assert not model.index(row, Column.BIG_BLIND).flags() & Qt.ItemFlag.ItemIsEditable
    # Even past the view, the controller refuses and says why.
    before = tab.controller.draft
    messages = []
    tab.controller.refused.connect(messages.append)
    assert not tab.controller.set_value(1, Field.BIG_BLIND, 10)
    assert tab.controller.draft == before
    assert messages == ["Level 2 has already been played; it cannot be changed."]


def test_big_blind_below_small_blind_is_shown_and_blocks_apply(tab):
    row = _row_of_level(tab, 8)
    small = tab.model.item(row).small_blind
    assert _set(tab, row, Column.BIG_BLIND, small - 100)
    messages = [tab.problems.item(i).text() for i in range(tab.problems.count())]
    assert any(m.startswith("Level 8: the small blind") for m in messages)
    assert tab.model.index(row, Column.ITEM).data(Qt.ItemDataRole.DecorationRole) is not None
    assert "Level 8" in tab.model.index(row, Column.ITEM).data(Qt.ItemDataRole.ToolTipRole)
    assert not tab.apply.isEnabled()
    assert tab.revert.isEnabled()


def test_fixing_then_applying_stores_the_structure(tab, session, library, clock):
    row = _row_of_level(tab, 8)
    level = tab.model.item(row)
    assert _set(tab, row, Column.BIG_BLIND, level.small_blind - 100)
    assert not tab.apply.isEnabled()
    following = tab.model.item(_row_of_level(tab, 9))
    new_big = following.big_blind  # above the small blind, not above the next level
    assert _set(tab, row, Column.BIG_BLIND, new_big)
    assert tab.problems.count() == 0
    assert tab.apply.isEnabled()
    elapsed = session.state.clock.reading(clock()).elapsed_ms
    tab.apply.click()
    assert not tab.message.isVisibleTo(tab)
    structure = session.state.clock.structure
    assert structure.items[row].big_blind == new_big
    assert not tab.controller.modified
    assert not tab.apply.isEnabled()
    assert session.state.clock.reading(clock()).elapsed_ms == elapsed
    reopened = OpenTournament.open(library, session.tournament.tournament_id, clock=clock)
    assert reopened.state.clock.structure == structure


def test_editing_the_current_levels_duration_keeps_its_elapsed_time(tab, session, clock):
    current = tab.controller.current
    elapsed = session.state.clock.reading(clock()).elapsed_ms
    assert _set(tab, current, Column.MINUTES, 30)
    tab.apply.click()
    reading = session.state.clock.reading(clock())
    assert reading.index == current
    assert reading.elapsed_ms == elapsed
    assert reading.time_left_ms == 30 * 60_000 - elapsed


def test_insert_break_and_remove_a_future_item(tab, session):
    rows = tab.model.rowCount()
    tab.table.setCurrentIndex(tab.model.index(5, Column.ITEM))
    tab.insert_break.click()
    assert tab.model.rowCount() == rows + 1
    assert isinstance(tab.model.item(6), Break)
    assert tab.table.currentIndex().row() == 6
    tab.remove.click()
    assert tab.model.rowCount() == rows
    assert tab.controller.draft == session.state.clock.structure
    assert not tab.apply.isEnabled()


def test_nothing_can_be_removed_or_inserted_before_the_current_level(tab):
    tab.table.setCurrentIndex(tab.model.index(1, Column.ITEM))
    assert not tab.remove.isEnabled()
    before = tab.controller.draft
    tab.insert_level.click()
    assert tab.controller.draft == before
    assert tab.message.isVisibleTo(tab)
    assert "before the level being played" in tab.message.text()


def test_a_typo_in_a_colour_up_changes_nothing_and_says_why(tab):
    row = next(
        i
        for i, item in enumerate(tab.controller.draft.items)
        if isinstance(item, Break) and i > tab.controller.current
    )
    before = tab.controller.draft
    assert not _set(tab, row, Column.COLOUR_UP, "25, ten")
    assert tab.controller.draft == before
    assert "“ten” is not a chip value" in tab.message.text()


def test_revert_forgets_the_edits(tab, session):
    row = _row_of_level(tab, 10)
    assert _set(tab, row, Column.MINUTES, 45)
    assert tab.controller.modified
    tab.revert.click()
    assert tab.controller.draft == session.state.clock.structure
    assert not tab.revert.isEnabled()


def test_loading_a_template_during_play_keeps_the_played_levels(tab, session):
    current = tab.controller.current
    played = session.state.clock.structure.items[: current + 1]
    tab.load_template("deep-stack")
    draft = tab.controller.draft
    assert draft.items[: current + 1] == played
    assert draft != session.state.clock.structure
    assert check_structure(draft, session.state.setup.chips) == []
    assert tab.apply.isEnabled()
    tab.apply.click()
    assert session.state.clock.structure == draft


def test_generator_dialog_makes_a_valid_structure(qtbot, qtmodeltester, tab, session):
    dialog = tab.generator_dialog()
    qtbot.addWidget(dialog)
    dialog.stack.setValue(20_000)
    dialog.players.setValue(30)
    dialog.level_minutes.setValue(15)
    qtmodeltester.check(dialog.model)
    generated = dialog.generated
    assert generated is not None
    assert dialog.model.rowCount() == len(generated.structure)
    assert dialog.use_button.isEnabled()
    assert "Expected end" in dialog.summary.text()
    assert check_structure(generated.structure, session.state.setup.chips) == []
    first = dialog.model.index(0, 4).data()
    assert first == generated.rows[0].starts_at.strftime("%H:%M")
    dialog.use_button.click()
    assert dialog.result_structure == generated.structure
    tab._use_generated(dialog)
    draft = tab.controller.draft
    current = tab.controller.current
    assert draft.items[: current + 1] == session.state.clock.structure.items[: current + 1]
    assert all(isinstance(i, Level | Break) for i in draft.items)


def test_generator_refusal_is_a_message(qtbot, tab):
    dialog = tab.generator_dialog()
    qtbot.addWidget(dialog)
    dialog.stack.setValue(10_010)  # 10 cannot be made with 25-chips
    assert dialog.generated is None
    assert not dialog.use_button.isEnabled()
    assert "cannot be made" in dialog.message.text()


def test_chip_set_shows_colours_counts_and_capacity(tab, session):
    chips = session.state.setup.chips
    model = tab.chip_set.model
    assert model.rowCount() == len(chips.denominations)
    green = model.index(0, ChipColumn.COLOUR)
    assert green.data() == "green"
    assert green.data(Qt.ItemDataRole.DecorationRole).name() == "#008000"
    assert model.index(0, ChipColumn.PER_PLAYER).data() == "8"
    entries = len(session.state.entries)
    assert chips.capacity < entries  # the demo sold more entries than its box seats
    assert tab.chip_set.capacity.text() == (
        f"This set seats {chips.capacity} players. Entries sold: {entries}, more than it seats."
    )
    assert tab.chip_set.capacity.styleSheet() == ERROR_STYLE  # said in red
    tab.chip_set.show_chips(chips, entries=chips.capacity)  # as many as it seats: all is well
    assert tab.chip_set.capacity.text() == f"This set seats {chips.capacity} players."
    assert tab.chip_set.capacity.styleSheet() == ""
    assert f"{chips.starting_total:,}" in tab.chip_set.stack.text()


def test_edits_during_play_are_refused_once_the_level_is_played(tab, session, clock):
    row = tab.controller.current + 1  # level 5, still to come
    assert _set(tab, row, Column.MINUTES, 25)
    clock.advance(60 * 60)  # an hour later level 5 is over
    tab.apply.click()
    assert tab.controller.played > row
    assert tab.message.text() == "Level 5 has already been played; it cannot be changed."
    assert session.state.clock.structure.items[row].seconds == 20 * 60


def test_problems_are_shown_in_the_application_language(tab):
    from tourney.gui.language import install_translators

    row = _row_of_level(tab, 8)
    small = tab.model.item(row).small_blind
    messages: list[str] = []
    tab.controller.refused.connect(messages.append)
    install_translators("it")
    try:
        assert _set(tab, row, Column.BIG_BLIND, small - 100)
        listed = [tab.problems.item(i).text() for i in range(tab.problems.count())]
        tooltip = tab.model.index(row, Column.ITEM).data(Qt.ItemDataRole.ToolTipRole)
        of_row = tab.controller.problems_of(row)
        assert not tab.controller.apply()
    finally:
        install_translators("en")
    wanted = f"Livello 8: il piccolo buio ({small}) è più alto del grande buio ({small - 100})."
    assert wanted in listed
    assert wanted in tooltip
    assert wanted in of_row
    assert not any("small blind" in line for line in listed)
    assert messages and wanted in messages[0]
    # Back in English, the same problems speak English again.
    english = tab.model.index(row, Column.ITEM).data(Qt.ItemDataRole.ToolTipRole)
    assert f"Level 8: the small blind ({small}) is larger than the big blind" in english


# -- the chip set, edited ------------------------------------------------------------------


def test_the_chip_set_shows_which_chips_make_the_starting_stack(tab, session):
    chips = session.state.setup.chips
    text = tab.chip_set.stack.text()
    for part in chips.starting_stack:
        assert f"× {part.value:,}" in text or f"× {part.value}" in text
    assert "Starting stack:" in text


@pytest.mark.qt_log_ignore(SIZE_HINTS)
def test_the_chip_set_is_edited_as_one_undoable_action(qtbot, tab, session, library, clock):
    from tests.gui.director import reopened, stored_count

    before = session.state.setup.chips
    dialog = tab.open_chip_set_dialog()
    assert dialog is not None and dialog.table.rowCount() == len(before.denominations)
    row = dialog.add_row()
    value = dialog.table.cellWidget(row, 0)
    value.setValue(25_000)
    colour = dialog.table.cellWidget(row, 1)
    colour.setCurrentIndex(colour.findData("orange"))
    dialog.table.cellWidget(row, 2).setValue(40)
    assert "Starting stack:" in dialog.stack.text()
    count = stored_count(library, session)
    dialog.buttons.button(dialog.buttons.StandardButton.Ok).click()
    assert stored_count(library, session) == count + 1  # on disk
    after = session.state.setup.chips
    assert (25_000, "orange", 40) in {(d.value, d.colour, d.count) for d in after.denominations}
    assert reopened(library, session).state.setup.chips == after
    model = tab.chip_set.model
    assert "25,000" in [model.index(r, 0).data() for r in range(model.rowCount())]
    session.undo()
    assert session.state.setup.chips == before


@pytest.mark.qt_log_ignore(SIZE_HINTS)
def test_a_chip_set_with_a_value_twice_says_why_and_waits(qtbot, tab, session):
    dialog = tab.open_chip_set_dialog()
    first = dialog.table.cellWidget(0, 0).value()
    dialog.table.cellWidget(1, 0).setValue(first)
    ok = dialog.buttons.button(dialog.buttons.StandardButton.Ok)
    assert not ok.isEnabled()
    assert "twice" in dialog.error.text()
    dialog.reject()


def test_chip_colours_are_said_in_the_windows_language(qtbot, session, italian):
    tab = StructureTab(session)
    qtbot.addWidget(tab)
    model = tab.chip_set.model
    colours = [model.index(r, 1).data() for r in range(model.rowCount())]
    english = [d.colour for d in session.state.setup.chips.denominations]
    assert colours != english
    assert "verde" in colours or "nero" in colours


def test_the_window_and_the_catalogs_below_it_know_the_same_usual_colours() -> None:
    from tourney.domain.levels.chips import USUAL_COLOURS
    from tourney.gui.structure.chip_colours import COLOURS

    assert COLOURS == USUAL_COLOURS  # a set made in the window is said alike everywhere


def test_counted_phrases_take_the_languages_plural_forms(qtbot, session) -> None:
    from tourney.gui.language import install_translators

    chips = session.state.setup.chips
    install_translators("ro")
    try:
        widget = StructureTab(session)
        qtbot.addWidget(widget)
        romanian = widget.chip_set.capacity.text()
    finally:
        install_translators("en")
    seats = format_chips(chips.capacity, "ro")
    few = chips.capacity == 0 or 0 < chips.capacity % 100 < 20  # Romanian's "few" form
    word = "jucători" if few else "de jucători"  # 12 jucători, 20 de jucători
    assert romanian.startswith(f"Setul ajunge pentru {seats} {word}.")  # then any shortage
    english = StructureTab(session)
    qtbot.addWidget(english)
    assert "1 chips" not in english.chip_set.stack.text()


@pytest.mark.qt_log_ignore(SIZE_HINTS)
@pytest.mark.parametrize("code", ["en", "ro"])
def test_the_chip_sets_colours_and_totals_show_whole_on_a_laptop(qtbot, window, code) -> None:
    from tourney.gui.language import install_translators

    install_translators(code)
    try:
        window.resize(1280, 800)
        window.show()
        window.show_tab("structure")
        view = window.tab("structure").chip_set
        table = view.table
        header = table.horizontalHeader()

        def whole() -> bool:  # every column whole, and none of them cut at the right
            return table.viewport().width() >= header.length() and all(
                header.sectionSize(c)
                >= max(header.sectionSizeHint(c), table.sizeHintForColumn(c)) - 1
                for c in range(table.model().columnCount())
            )

        qtbot.waitUntil(whole)  # once laid out, the chip set takes the width it needs
    finally:
        install_translators("en")
