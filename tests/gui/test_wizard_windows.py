"""The wizard's rebuys and add-on and the break: until a level, until a break, one break only.

The night wanted "the add-on at the first break only" and "rebuys until the end of the first
break", and the wizard to say what it chose. The buy-in page now asks where each window
ends, says it in a sentence as the fields change, and the summary says it with the
structure's break and its clock time.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWizard

from tests.gui.test_tournaments import _next_until, _setup_of, wizard  # noqa: F401 - fixture
from tourney.domain.setup import Offer
from tourney.gui.tournaments.offer_window import Window, WindowKind


def _choose(box, kind: WindowKind, number: int) -> None:
    box.until.kind.setCurrentIndex(box.until.kind.findData(kind.value))
    box.until.number.setValue(number)


def test_the_add_on_starts_at_the_first_break_only_and_says_so(wizard):  # noqa: F811
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.addon.setChecked(True)
    assert page.addon.offer_window() == Window(WindowKind.BREAK_ONLY, 1)
    assert page.addon.said.text() == "The add-on: once per entry, during the first break only."
    assert page.addon.until.number.prefix() == "break "


def test_each_way_a_window_can_end_is_said_under_the_offer(wizard):  # noqa: F811
    _next_until(wizard, wizard.buyins)
    rebuy = wizard.buyins.rebuy
    rebuy.setChecked(True)
    said = {}
    for kind, number in (
        (WindowKind.WHOLE, 1),
        (WindowKind.LEVEL, 4),
        (WindowKind.LEVEL_AND_BREAK, 4),
        (WindowKind.BREAK, 1),
        (WindowKind.BREAK_ONLY, 2),
    ):
        _choose(rebuy, kind, number)
        said[kind] = rebuy.said.text()
        assert rebuy.until.number.isVisibleTo(rebuy) == (kind is not WindowKind.WHOLE)
    head, tail = (
        "Rebuys: as many as players want, ",
        ", for a stack at or below the starting stack.",
    )
    assert all(text.startswith(head) and text.endswith(tail) for text in said.values())
    assert {kind: text[len(head) : -len(tail)] for kind, text in said.items()} == {
        WindowKind.WHOLE: "for the whole tournament",
        WindowKind.LEVEL: "until the end of level 4 (not in the break after it)",
        WindowKind.LEVEL_AND_BREAK: "until the end of level 4 and during the break after it, "
        "if there is one",
        WindowKind.BREAK: "until the end of the first break",
        WindowKind.BREAK_ONLY: "during the second break only",
    }


def test_the_summary_names_the_break_and_the_tournament_keeps_the_choice(
    qtbot,
    wizard,  # noqa: F811
    session,
    library,
):
    _next_until(wizard, wizard.buyins)
    page = wizard.buyins
    page.rebuy.setChecked(True)
    _choose(page.rebuy, WindowKind.BREAK, 1)
    page.addon.setChecked(True)
    _next_until(wizard, wizard.summary)
    text = wizard.summary.text.text()
    structure = wizard.draft.structure
    first_break = next(i for i, item in enumerate(structure.items) if not hasattr(item, "ante"))
    after = sum(1 for item in structure.items[:first_break] if hasattr(item, "ante"))
    assert f"until the end of the break after level {after} (about " in text
    assert f"during the break after level {after} only (about " in text
    with qtbot.waitSignal(session.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()
    setup = _setup_of(library, wizard.created_id)
    rebuy, addon = setup.buyins.rebuy, setup.buyins.addon
    assert isinstance(rebuy, Offer) and isinstance(addon, Offer)
    assert (rebuy.until_level, rebuy.until_break, rebuy.at_break) == (None, 1, None)
    assert (addon.until_level, addon.until_break, addon.at_break) == (None, None, 1)


def test_a_level_and_a_break_keep_their_own_numbers(wizard):  # noqa: F811
    _next_until(wizard, wizard.buyins)
    rebuy = wizard.buyins.rebuy
    rebuy.setChecked(True)
    assert rebuy.offer_window() == Window(WindowKind.LEVEL_AND_BREAK, 6)
    _choose_kind(rebuy, WindowKind.BREAK)
    assert rebuy.offer_window() == Window(WindowKind.BREAK, 1)  # not "break 6"
    rebuy.until.number.setValue(2)
    _choose_kind(rebuy, WindowKind.LEVEL)
    assert rebuy.offer_window() == Window(WindowKind.LEVEL, 6)
    _choose_kind(rebuy, WindowKind.BREAK_ONLY)
    assert rebuy.offer_window() == Window(WindowKind.BREAK_ONLY, 2)


def _choose_kind(box, kind: WindowKind) -> None:
    box.until.kind.setCurrentIndex(box.until.kind.findData(kind.value))
