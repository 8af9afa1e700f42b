"""A negotiated deal: the players say what each takes, the dialog checks it adds up.

Typed in the deal dialog's Receives column (starting from the ICM figures), refused with the
difference while the amounts do not make what is left, recorded like the other deals, and
shown on the Payouts tab, in the deal agreement and wherever money is shown.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractSpinBox

from tests.gui.director import SIZE_HINTS, count_chips
from tests.gui.test_payouts import _bust_down_to
from tests.reports.pdftext import flat
from tourney.domain.figures import PaidKind, paid_places, prizes_left
from tourney.domain.money.deals import DealMethod
from tourney.domain.money.money_text import money
from tourney.gui.payouts import PayoutsTab
from tourney.gui.payouts.deal_controller import Method
from tourney.gui.payouts.deal_model import DealColumn
from tourney.reports.base import RenderOptions
from tourney.reports.tournament_reports import render_tournament_report

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


@pytest.fixture
def tab(qtbot, session) -> PayoutsTab:
    widget = PayoutsTab(session)
    qtbot.addWidget(widget)
    return widget


def _type_amount(qtbot, dialog, row: int, text: str) -> None:
    """Type an amount in the Receives cell as the director does: edit, type, Enter."""
    index = dialog.model.index(row, DealColumn.AMOUNT)
    dialog.table.setCurrentIndex(index)
    dialog.table.edit(index)
    editor = dialog.table.viewport().findChild(QAbstractSpinBox)
    assert editor is not None
    editor.selectAll()
    qtbot.keyClicks(editor, text)
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: dialog.table.viewport().findChild(QAbstractSpinBox) is None)


def test_the_players_type_what_each_takes_and_it_must_add_up(
    qtbot, qtmodeltester, tab, session, clock
):
    _bust_down_to(session, clock, 3)
    left = sum(prizes_left(session.state))
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    dialog.show()
    icm = dialog.controller.deal
    assert icm is not None and icm.method is DealMethod.ICM
    qtbot.mouseClick(dialog.negotiated, Qt.MouseButton.LeftButton)
    assert dialog.controller.negotiating
    model = dialog.model
    qtmodeltester.check(model)
    # the amounts start from what ICM gave, so they add up and can be recorded at once
    assert dialog.controller.agreed == icm.amounts
    assert model.flags(model.index(0, DealColumn.AMOUNT)) & Qt.ItemFlag.ItemIsEditable
    assert dialog.record_button.isEnabled()
    assert "Agreed:" in dialog.agreed.text() and dialog.agreed.isVisible()

    # the chip leader takes 100.00 more: now it is too much, and the dialog says by how much
    first = icm.amounts[0] + 10_000
    _type_amount(qtbot, dialog, 0, f"{first / 100:.2f}")
    assert dialog.controller.agreed[0] == first
    assert model.index(0, DealColumn.AMOUNT).data() == money(first)
    assert dialog.controller.deal is None
    assert not dialog.record_button.isEnabled()
    assert f"not to the {money(left)} left to share ({money(10_000, sign=True)})" in (
        dialog.message.text()
    )

    # the short stack gives up 100.00: it adds up again
    third = icm.amounts[2] - 10_000
    _type_amount(qtbot, dialog, 2, f"{third / 100:.2f}")
    deal = dialog.controller.deal
    assert deal is not None and deal.method is DealMethod.NEGOTIATED
    assert deal.amounts == (first, icm.amounts[1], third) and deal.total == left
    assert dialog.message.text() == ""
    assert "Negotiated: the players agreed how to share" in dialog.explanation.text()
    names = [p.name for p in dialog.controller.players]
    assert names[0] in dialog.explanation.text()  # the sentences name the players

    qtbot.mouseClick(dialog.record_button, Qt.MouseButton.LeftButton)
    state = session.state
    assert state.deal == deal
    assert "negotiated" in tab.deal_text.text()
    lines = {line.entry: line.amount for line in paid_places(state) if line.kind is PaidKind.DEAL}
    assert lines == {
        p.entry: a for p, a in zip(dialog.controller.players, deal.amounts, strict=True)
    }
    pdf = render_tournament_report("deal", state, now=clock(), options=RenderOptions())
    shown = flat(pdf)
    assert "Negotiated:theplayersagreedtheamountsthemselves" in shown
    for name in names:
        assert "".join(name.split()) in shown


def test_saving_for_the_winner_the_rest_as_agreed(qtbot, tab, session, clock):
    _bust_down_to(session, clock, 2)
    left = sum(prizes_left(session.state))
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    dialog.choose(Method.SAVE)
    dialog.saved.setValue(20.0)
    dialog.rest.setCurrentIndex(dialog.rest.findData(DealMethod.NEGOTIATED.value))
    controller = dialog.controller
    assert controller.negotiating and controller.to_share == left - 2000
    assert sum(controller.agreed) == left - 2000
    deal = controller.deal
    assert deal is not None and deal.saved == 2000 and deal.total == left
    assert dialog.model.setData(
        dialog.model.index(1, DealColumn.AMOUNT), f"{controller.agreed[1] / 100 + 1:.2f}"
    )
    assert controller.deal is None and not dialog.record_button.isEnabled()
    assert dialog.model.setData(
        dialog.model.index(0, DealColumn.AMOUNT), controller.agreed[0] / 100 - 1
    )
    assert controller.deal is not None
    dialog.record_button.click()
    assert session.state.deal is not None and session.state.deal.saved == 2000
    saved = [line for line in paid_places(session.state) if line.kind is PaidKind.SAVED]
    assert [line.amount for line in saved] == [2000]


def test_amounts_are_typed_the_italian_way_in_italian(qtbot, tab, session, clock, italian):
    _bust_down_to(session, clock, 2)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    dialog.choose(Method.NEGOTIATED)
    agreed = dialog.controller.agreed
    moved = agreed[0] - 1234
    assert dialog.model.setData(
        dialog.model.index(0, DealColumn.AMOUNT), f"{moved // 100},{moved % 100:02d}"
    )
    assert dialog.controller.agreed[0] == moved
    assert not dialog.model.setData(dialog.model.index(0, DealColumn.AMOUNT), "12.3.4")


@pytest.mark.parametrize("code", ["en", "it", "ro"])
def test_every_line_of_the_deal_dialog_is_whole_on_a_laptop(qtbot, session, clock, code) -> None:
    """Each label of the dialog has the height its words need at the dialog's width, and the
    dialog fits a 1366×768 screen (a tester saw letters' tops above "4 players left share":
    the window's Help menu behind a dialog with no title bar, under no window manager)."""
    from PySide6.QtWidgets import QLabel

    from tourney.gui.language import install_translators
    from tourney.gui.main_window import MainWindow

    install_translators(code)
    try:
        window = MainWindow(session)
        qtbot.addWidget(window)
        window.resize(1229, 691)
        window.show()
        _bust_down_to(session, clock, 4)
        dialog = window.tab("payouts").deal_dialog()
        qtbot.addWidget(dialog)
        count_chips(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        assert dialog.width() <= 1366 and dialog.height() <= 768 - 40
        for method in (Method.CHIP_CHOP, Method.NEGOTIATED, Method.SAVE):
            dialog.choose(method)
            qtbot.wait(10)  # the layout settles
            shown = [label for label in dialog.findChildren(QLabel) if label.isVisible()]
            assert dialog.intro in shown and dialog.total in shown
            for label in shown:
                needed = (
                    label.heightForWidth(label.width())
                    if label.wordWrap()
                    else label.sizeHint().height()
                )
                assert label.height() >= needed, (method, label.text())
                assert label.width() >= label.minimumSizeHint().width(), (method, label.text())
    finally:
        install_translators("en")
