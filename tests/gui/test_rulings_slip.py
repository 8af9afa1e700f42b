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


def _screen_rows(view: RulingsView) -> list[list[str]]:
    """The cells of the screen's Hands and chips table, the heads first."""
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", view.showdown.result.hands.text())
    return [re.findall(r"<td[^>]*>(.*?)</td>", row) for row in rows]


def _screen_heads(view: RulingsView) -> list[str]:
    return _screen_rows(view)[0]


@pytest.mark.parametrize("language", sorted(WORDS))
def test_the_slip_says_wins_and_returned_as_the_screen(qtbot, language):
    install_translators(language)
    try:
        view = RulingsView()
        qtbot.addWidget(view)
        _hand_with_chips_returned(view)
        wins, returned = WORDS[language]
        heads = _screen_heads(view)
        assert heads[-2:] == [returned, wins]  # the slip's order
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


def test_the_screen_writes_no_chips_as_the_slip_does(qtbot, view) -> None:
    """Seat 1 wins 400 and gets nothing back, seat 2 gets 300 back and wins nothing: both
    columns, on the screen as on the slip, say "–" for nothing (not "0", not "—")."""
    _hand_with_chips_returned(view)
    rows = {re.sub(r"<[^>]+>", "", cells[0]): cells[-2:] for cells in _screen_rows(view)[1:]}
    assert rows == {"1": ["–", "400"], "2": ["300", "–"]}, rows
    pdf = RulingSlip(HEADER, options=RenderOptions(language="en")).render(
        view.controller.result, view.controller.settle_input()
    )
    lines = text(pdf).split("\n")
    heads = lines.index("Hand shown")
    assert lines[heads + 1 : heads + 3] == ["Returned", "Wins"], lines[:40]
    for seat, hand in ((1, "Pair of aces, kickers J 9 7"), (2, "Pair of kings, kickers J 9 7")):
        at = lines.index(hand)
        assert lines[at + 1 : at + 3] == rows[str(seat)], (seat, lines[at : at + 3])
