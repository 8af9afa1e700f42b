"""What each place is paid is the same on every screen and sheet: one source of truth.

The night found it otherwise: after an ICM deal with money set aside for the winner the PDF
payout sheet was right, but the Payouts tab, the TV and ``tourney show`` still showed the
table as before the deal (1st 360 instead of 291.60). Now each of them reads
:func:`tourney.domain.figures.paid_places`; these tests put the same tournament in front of
all of them (before the money, with a tie, after a deal with money saved for the winner,
and finished) and compare what each shows.
"""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from tests.gui.director import SIZE_HINTS, active_numbers
from tests.reports.pdftext import text
from tourney.cli.main import main
from tourney.core.commands import BustOut, EditSetup, RecordDeal
from tourney.domain.entries.actions import Bust
from tourney.domain.figures import PaidKind, PaidPlace, paid_places, payout_status, prizes_left
from tourney.domain.money.deals import DealMethod, save_for_winner
from tourney.domain.money.money_text import Currency, money
from tourney.gui.display.display_window import DisplayWindow
from tourney.gui.main_window import MainWindow
from tourney.gui.payouts.payouts_model import AMOUNT_ROLE, PayoutColumn
from tourney.gui.session import Session

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

EURO = Currency("€")


@pytest.fixture
def display(qtbot, window, clock) -> DisplayWindow:
    shown = DisplayWindow(now=clock)
    qtbot.addWidget(shown)
    window.set_display(shown)
    return shown


@pytest.fixture
def euros(session: Session) -> Session:
    setup = replace(session.state.setup, currency=EURO)
    assert session.perform(EditSetup(setup=setup)) is not None
    return session


def _bust(session: Session, clock, loser: int, winner: int) -> None:
    clock.advance(30)
    busts = [Bust(loser, by=(winner,))]
    assert session.perform(BustOut(busts=tuple(busts))) is not None


def _down_to(session: Session, clock, left: int) -> None:
    while session.state.players_left > left:
        active = active_numbers(session)
        _bust(session, clock, active[-1], active[0])


def _tie(session: Session, clock) -> None:
    """Two players bust in one hand with the same stack: they share the places they cover."""
    active = active_numbers(session)
    a, b, winner = active[-1], active[-2], active[0]
    clock.advance(30)
    busts = [Bust(a, by=(winner,), stack=4000), Bust(b, by=(winner,), stack=4000)]
    assert session.perform(BustOut(busts=tuple(busts))) is not None


def _icm_deal_saving_for_the_winner(session: Session, clock) -> None:
    state = session.state
    stacks = [(str(e.number), e.chips) for e in state.active()]
    prizes = prizes_left(state)
    deal = save_for_winner(stacks, prizes, saved=prizes[0] // 10, method=DealMethod.ICM)
    clock.advance(60)
    assert session.perform(RecordDeal(deal=deal)) is not None


# ----------------------------------------------------------------------------- each place


def _tab(window: MainWindow) -> list[tuple[int, str]]:
    window.show_tab("payouts")
    model = window.tab("payouts").model
    return [
        (
            model.index(row, PayoutColumn.AMOUNT).data(AMOUNT_ROLE),
            model.index(row, PayoutColumn.PLAYER).data(),
        )
        for row in range(model.rowCount())
    ]


def _tv(display: DisplayWindow) -> list[tuple[str, str]]:
    """The TV's ladder, one (amount, name) per place: ``"10–12"`` stands for three places."""
    shown: list[tuple[str, str]] = []
    for row in display.payouts.rows():
        if "–" in row.place:
            first, last = (int(part) for part in row.place.split("–"))
            shown += [(row.amount, row.name)] * (last - first + 1)
        else:
            shown.append((row.amount, row.name))
    return shown


def _cli(library_path: Path, capsys) -> list[tuple[int, int, str]]:
    capsys.readouterr()
    assert main(["show", "--json", str(library_path)]) == 0
    answer = json.loads(capsys.readouterr().out)
    return [(p["place"], p["amount_cents"], p["name"]) for p in answer["payouts"]["places"]]


def _sheet(library_path: Path, tmp_path: Path) -> list[str]:
    out = tmp_path / "payouts.pdf"
    assert main(["report", "payouts", str(library_path), "-o", str(out), "--lang", "en"]) == 0
    lines = text(out.read_bytes()).splitlines()
    return lines[lines.index("Signature") + 1 : lines.index("Total")]


def _compare_everywhere(window, display, session, library, tmp_path, capsys) -> list[PaidPlace]:
    state = session.state
    lines = list(paid_places(state))
    assert lines, "the payouts can be computed"
    assert sum(line.amount for line in lines) == payout_status(state).payouts.pool

    def cash(cents: int) -> str:
        return money(cents, state.setup.currency)

    # the Payouts tab: the same amounts, in the same order, naming the same players
    tab = _tab(window)
    assert [amount for amount, _ in tab] == [line.amount for line in lines]
    for (_, shown), line in zip(tab, lines, strict=True):
        assert line.name in shown

    # the TV: the same ladder (places paid the same joined), deal lines by name; once
    # finished, the final results name everyone paid with the same prize
    if state.finished:
        assert display.showing_results()
        results = {row.name: row.amount for row in display.results.ladder.rows()}
        assert {line.name: cash(line.amount) for line in lines}.items() <= results.items()
    else:
        tv = _tv(display)
        assert [amount for amount, _ in tv] == [cash(line.amount) for line in lines]
        for (_, name), line in zip(tv, lines, strict=True):
            if line.kind is PaidKind.DEAL:
                assert name == line.name

    # tourney show --json: the same places, amounts and names
    assert _cli(library.path, capsys) == [(line.place, line.amount, line.name) for line in lines]

    # the payout sheet: every line with its amount, in order, the players named
    sheet = _sheet(library.path, tmp_path)
    written = [cash(line.amount) for line in lines]
    found = [next((w for w in written if w in row), None) for row in sheet]
    assert [w for w in found if w is not None] == written
    for line in lines:
        assert any(line.name in row for row in sheet)
    return lines


def test_before_the_money_every_place_is_the_payout_table(
    window, display, euros, library, clock, tmp_path, capsys
):
    lines = _compare_everywhere(window, display, euros, library, tmp_path, capsys)
    assert all(line.kind is PaidKind.PLACE and not line.name for line in lines)


def test_tied_players_share_their_places_on_every_screen(
    window, display, euros, library, clock, tmp_path, capsys
):
    _down_to(euros, clock, 6)
    _tie(euros, clock)
    lines = _compare_everywhere(window, display, euros, library, tmp_path, capsys)
    tied = [line for line in lines if line.kind is PaidKind.TIE]
    assert [line.place for line in tied] == [5, 6]  # 5th paid, 6th not: they share 5th prize


def test_an_icm_deal_with_money_saved_for_the_winner_reaches_every_screen(
    window, display, euros, library, clock, tmp_path, capsys
):
    _down_to(euros, clock, 2)
    before = paid_places(euros.state)
    first_prize = before[0].amount
    _icm_deal_saving_for_the_winner(euros, clock)
    lines = _compare_everywhere(window, display, euros, library, tmp_path, capsys)
    deal = euros.state.deal
    assert deal is not None
    kinds = [line.kind for line in lines[:3]]
    assert kinds == [PaidKind.SAVED, PaidKind.DEAL, PaidKind.DEAL]
    assert lines[0].amount == deal.saved
    assert sorted(line.amount for line in lines[1:3]) == sorted(deal.amounts)
    # on the TV the deal's players are not places (as on the phones and the browser TV)
    rows = display.payouts.rows()
    dealt = [row for row in rows if row.place == ""]
    assert len(dealt) == 2 and {row.name for row in dealt} == {
        euros.state.name(int(player)) for player in deal.players
    }
    decided = [row for row in rows if row.place not in ("", "+") and row.name]
    assert decided and all(int(row.place) > 2 for row in decided)  # paid before, by name
    # nor in the Payouts tab, whose Place column says "Deal" for them, nor on the sheet
    model = window.tab("payouts").model
    places = [model.index(row, PayoutColumn.PLACE).data() for row in range(model.rowCount())]
    assert places[1:3] == ["Deal", "Deal"]
    sheet = _sheet(library.path, tmp_path)
    assert sheet.count("Deal") == 2, sheet
    # the table's first prize is gone from the tab, the TV and the CLI: the deal replaced it
    assert first_prize not in [amount for amount, _ in _tab(window)]
    assert money(first_prize, EURO) not in [amount for amount, _ in _tv(display)]

    # heads-up is played out: the winner takes his deal amount and the money saved
    champion, runner_up = active_numbers(euros)
    _bust(euros, clock, runner_up, champion)
    lines = _compare_everywhere(window, display, euros, library, tmp_path, capsys)
    paid = {line.entry: line.amount for line in lines}
    amounts = dict(zip(deal.players, deal.amounts, strict=True))
    assert paid[champion] == amounts[str(champion)] + deal.saved
    assert paid[runner_up] == amounts[str(runner_up)]
    assert not any(line.kind is PaidKind.SAVED for line in lines)
    # once played out, the deal's players have their places (1st, 2nd), said beside "deal"
    assert [(line.place, line.entry, line.finished) for line in lines[:2]] == [
        (1, champion, True),
        (2, runner_up, True),
    ]
    model = window.tab("payouts").model
    places = [model.index(row, PayoutColumn.PLACE).data() for row in range(2)]
    names = [model.index(row, PayoutColumn.PLAYER).data() for row in range(2)]
    assert "Deal" not in places, places
    assert names == [f"{euros.state.name(n)} (deal)" for n in (champion, runner_up)]
    sheet = _sheet(library.path, tmp_path)
    assert "Deal" not in sheet, sheet
    assert sheet[:2] == ["1", f"{euros.state.name(champion)} (deal)"], sheet
    # tourney show says the same: the JSON marks the places decided, the text numbers them
    capsys.readouterr()
    assert main(["show", "--json", str(library.path)]) == 0
    places = json.loads(capsys.readouterr().out)["payouts"]["places"]
    assert [(p["place"], p["kind"], p["finished"]) for p in places[:2]] == [
        (1, "deal", True),
        (2, "deal", True),
    ]
    assert main(["show", str(library.path), "--lang", "en"]) == 0
    said = capsys.readouterr().out
    champion_name = euros.state.name(champion)
    assert f"1st {money(paid[champion], EURO)} ({champion_name}, deal)" in said, said


@pytest.mark.qt_log_ignore(SIZE_HINTS)
def test_the_payouts_tab_gives_the_names_the_room_the_figures_leave(
    qtbot, window, euros, clock
) -> None:
    window.resize(1280, 800)
    window.show()
    window.show_tab("payouts")
    _down_to(euros, clock, 2)
    _icm_deal_saving_for_the_winner(euros, clock)
    table = window.tab("payouts").table
    qtbot.waitUntil(table.isVisible)
    header = table.horizontalHeader()
    name = table.model().index(1, PayoutColumn.PLAYER).data()
    wide = table.fontMetrics().horizontalAdvance(name)
    assert header.sectionSize(PayoutColumn.PLAYER) > wide + 8  # whole, not "Łukasz No…"
    assert header.sectionSize(PayoutColumn.PLACE) < header.sectionSize(PayoutColumn.PLAYER)
