"""One amount, written the same way on the screen, the TV, paper and the command line.

The night showed the TV writing €1.460,00, the Italian payout sheet 1.080,00 € and
``tourney show --lang it`` both €900.00 and €900,00. Each of these reads the same tournament
here, in each language, and must say the prize pool and the first prize exactly alike: with
the language's marks and the symbol where the language puts it (``tourney.base.formats``).
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from tests.reports.pdftext import spaced, text
from tourney.base.languages import CODES
from tourney.base.messages import translate
from tourney.cli.main import main
from tourney.core.commands import EditSetup
from tourney.domain.entries.entry import Place
from tourney.domain.figures import compute_figures
from tourney.domain.money.money_text import Currency, money
from tourney.gui.display_adapter import snapshot_of
from tourney.gui.language import install_translators
from tourney.gui.payouts import PayoutsTab
from tourney.gui.payouts.payouts_model import PayoutColumn
from tourney.gui.reports_menu import render_report

EXPECTED_POOL = {"en": "€1,460.00", "it": "1.460,00\u00a0€", "ro": "1.460,00\u00a0€"}
"""The demo's prize pool as each language writes it (CLDR: en ¤#,##0.00, it/ro #,##0.00 ¤)."""


@pytest.fixture
def euros(session):
    setup = replace(session.state.setup, currency=Currency("€"))
    assert session.perform(EditSetup(setup=setup)) is not None
    return session


@pytest.mark.parametrize("code", CODES)
def test_the_window_the_tv_the_pdf_and_the_cli_write_the_same_amounts(
    code, euros, qtbot, library, capsys
):
    session = euros
    figures = compute_figures(session.state, session.now())
    assert figures.payouts is not None
    first = figures.payouts.payouts.amounts[0]

    install_translators(code)
    try:
        tab = PayoutsTab(session)
        qtbot.addWidget(tab)
        tab.refresh()
        window_pool = tab.pool_values["total"].text()
        window_first = tab.model.index(0, PayoutColumn.AMOUNT).data()
        tv = snapshot_of(session.state, session.now())
    finally:
        install_translators("en")
    assert tv is not None
    tv_first = tv.payouts[0].amount

    pdf = text(
        render_report("payouts", session.state, now=session.now(), season=list, language=code)
    )

    assert main(["show", "--lang", code, str(library.path)]) == 0
    shown = capsys.readouterr().out.splitlines()
    cli_pool = next(line for line in shown if EXPECTED_POOL[code] in line)
    paid_first = translate(code, "{place} {money}", place=Place(1).translated(code), money="")
    cli_payouts = next(line for line in shown if f"{paid_first}{tv_first}," in line)

    assert window_pool == tv.prize_pool == EXPECTED_POOL[code]
    assert spaced(EXPECTED_POOL[code]) in pdf
    assert EXPECTED_POOL[code] in cli_pool
    assert window_first == tv_first
    assert spaced(tv_first) in pdf
    assert f"{paid_first}{tv_first}," in cli_payouts  # "1st €590.00,", "locul 1: 590,00 €,"
    assert tv_first == money(first, Currency("€"), language=code)  # the first prize itself
