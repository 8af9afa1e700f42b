"""The Rulings screen and the slip it prints word the seats' chips alike, in every language."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt

from tests.reports.pdftext import text
from tests.reports.samples import HEADER
from tourney.engine.cards import parse_cards
from tourney.gui.language import install_translators
from tourney.gui.rulings import RulingsView
from tourney.gui.rulings.dispute_model import Column
from tourney.reports.base import RenderOptions
from tourney.reports.ruling import RulingSlip

WORDS = {"en": ("Wins", "Returned"), "it": ("Vince", "Restituito"), "ro": ("Câștigă", "Returnat")}
PUT_IN = {"en": "Put in", "it": "Messo nel piatto", "ro": "Pus în pot"}


def _hand_with_chips_returned(view: RulingsView) -> None:
    """Seat 2 bets 300 more than seat 1 can call: 300 returned, and seat 1's aces win."""
    controller, model = view.controller, view.showdown.model
    for seat, chips in ((1, 200), (2, 500)):
        index = model.index(model.row_of(seat), Column.CONTRIBUTION)
        assert model.setData(index, chips, Qt.ItemDataRole.EditRole)
    assert controller.pick_cards(parse_cards("As Ad Ks Kd 2c 7d 9h Jc 3h"))
    assert controller.result is not None, controller.error


def _screen_heads(view: RulingsView) -> list[str]:
    first_row = re.search(r"<tr[^>]*>(.*?)</tr>", view.showdown.result.hands.text())
    assert first_row is not None
    return re.findall(r"<td[^>]*>(.*?)</td>", first_row.group(1))


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_slip_says_wins_and_returned_as_the_screen(qtbot, language):
    install_translators(language)
    try:
        view = RulingsView()
        qtbot.addWidget(view)
        _hand_with_chips_returned(view)
        wins, returned = WORDS[language]
        heads = _screen_heads(view)
        assert heads[-2:] == [wins, returned]
        pdf = RulingSlip(HEADER, options=RenderOptions(language=language)).render(
            view.controller.result, view.controller.settle_input()
        )
        seats_table = text(pdf).split("\n")
        assert returned in seats_table and wins in seats_table, seats_table[:30]
        model = view.showdown.model
        put_in = model.headerData(Column.CONTRIBUTION, Qt.Orientation.Horizontal)
        assert put_in == PUT_IN[language]
        assert put_in in seats_table, seats_table[:30]
    finally:
        install_translators("en")
