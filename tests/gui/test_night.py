"""A whole night through the director's window, the way a director plays it.

Fourteen players on two tables of eight, rebuys until level 2, an add-on at the first
break: the wizard, registration, the draw, the clock, hands, rebuys, bust-outs (one hand
with two), balancing, undo and redo, the break with its chip race, the final table,
heads-up, the payouts, the reports and a ruling. After each step the test looks at what
the director sees and reads the library from disk again to check it replays the same.
"""

from __future__ import annotations

import io
import random
from datetime import datetime

import pytest
from pypdf import PdfReader
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWizard

from tests.gui.director import SIZE_HINTS, FakeClock
from tourney.domain.figures import prize_pool
from tourney.domain.room.actions import hand_plan
from tourney.engine.cards import parse_cards
from tourney.gui.main_window import MainWindow
from tourney.gui.payouts.payouts_model import AMOUNT_ROLE, PayoutColumn
from tourney.gui.players.players_model import Column
from tourney.gui.reports_menu import REPORTS
from tourney.gui.rulings.dispute_model import Column as DisputeColumn
from tourney.gui.session import Session
from tourney.gui.tournaments import NewTournamentWizard
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)

EVENING = datetime(2025, 3, 21, 20, 0).timestamp()
LEFT = Qt.MouseButton.LeftButton
NAMES = (
    "Anna Rossi", "Bogdan Ionescu", "Carla Bianchi", "Dario Neri", "Elena Popescu",
    "Fabio Conti", "Giulia Marino", "Horia Stan", "Ilaria Greco", "Jacopo Ferri",
    "Katia Moretti", "Luca Gallo", "Mihai Dinu",
)  # fmt: skip
REGULAR = "Ștefan Vasilescu"
"""The player already in the library (the fourteenth)."""


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock(EVENING)


@pytest.fixture
def library(tmp_path, clock):
    opened = Library.open(tmp_path / "library.sqlite", clock=clock)
    yield opened
    opened.close()


def on_disk(library: Library, window: MainWindow) -> None:
    """The library read again by a second, read-only handle replays to what is shown."""
    session = window.session
    assert session.tournament is not None
    with Library.open(library.path, read_only=True) as second:
        stored = OpenTournament.open(second, session.tournament.tournament_id)
        assert stored.state == session.state


def create_with_wizard(qtbot, session: Session) -> None:
    wizard = NewTournamentWizard(session)
    qtbot.addWidget(wizard)
    wizard.restart()
    wizard.basics.name.setText("Friday Turbo")
    wizard.basics.venue.setText("Club 52")
    wizard.next()  # the game
    wizard.next()  # the buy-in
    buyins = wizard.buyins
    buyins.rebuy.setChecked(True)
    buyins.rebuy.until.set_level(2)
    buyins.addon.setChecked(True)
    buyins.addon.until.set_level(6)  # the turbo's first break follows level 6
    wizard.next()
    wizard.structure.template.setCurrentIndex(wizard.structure.template.findData("turbo"))
    wizard.next()
    wizard.tables.seats.setValue(8)
    wizard.next()
    wizard.next()
    assert wizard.currentPage() is wizard.summary, wizard.currentPage().error.text()
    assert "Friday Turbo" in wizard.summary.text.text()
    with qtbot.waitSignal(session.tournament_opened):
        wizard.button(QWizard.WizardButton.FinishButton).click()


def test_a_whole_night(qtbot, library, clock) -> None:
    library.players.add(REGULAR)
    session = Session(library, clock=clock, rng=random.Random(52))
    window = MainWindow(session)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()

    # -- the wizard -----------------------------------------------------------------------
    create_with_wizard(qtbot, session)
    assert window.windowTitle() == "Friday Turbo, 2025-03-21 — Tourney"
    setup = session.state.setup
    assert setup.buyins.rebuy.until_level == 2 and setup.buyins.addon.until_level == 6
    on_disk(library, window)

    # -- registration -----------------------------------------------------------------------
    players = window.players_tab
    for name in NAMES:
        qtbot.keyClicks(players.registration, name)
        qtbot.keyClick(players.registration, Qt.Key.Key_Return)
        assert players.registration.text() == ""
    qtbot.keyClicks(players.registration, "stefan v")
    assert players.registration.suggestion_texts() == [REGULAR]
    players.registration.completer().activated[str].emit(REGULAR)
    qtbot.keyClick(players.registration, Qt.Key.Key_Return)
    state = session.state
    assert len(state.entries) == 14
    assert state.entries[14].player_id == library.players.find_same(REGULAR).id
    assert players.model.rowCount() == 14
    assert "Playing: 14" in players.summary.text()
    assert "Entries: 14" in players.summary.text()
    on_disk(library, window)

    # -- the draw ------------------------------------------------------------------------------
    window.show_tab("tables")
    tables = window.tab("tables")
    qtbot.mouseClick(tables.draw_seats, LEFT)
    state = session.state
    assert sorted(t.count for t in state.room.tables) == [7, 7]
    assert list(tables.cards) == [1, 2]
    assert all(state.seat_of(n) is not None for n in state.entries)
    window.show_tab("players")
    assert players.model.index(0, 3).data()  # the seat column
    on_disk(library, window)

    # -- the clock ---------------------------------------------------------------------------
    panel = window.clock_panel
    assert window.clock_actions.toggle.text() == "Start"
    qtbot.mouseClick(panel.buttons[0], LEFT)
    assert session.state.started
    assert window.clock_actions.toggle.text() == "Pause"
    clock.advance(4 * 60)
    panel.refresh()
    assert panel.title.text().startswith("Level 1"), panel.title.text()
    assert panel.time_left.text() == "6:00", panel.time_left.text()
    assert "25/50" in panel.blinds.text().replace(" ", ""), panel.blinds.text()
    on_disk(library, window)

    # -- hands -------------------------------------------------------------------------------
    window.show_tab("tables")
    for table in (1, 2):
        before = session.state.room.table(table).button
        qtbot.mouseClick(tables.cards[table].next_button, LEFT)
        assert session.state.room.table(table).button != before
    assert "table 2" in window.statusBar().currentMessage().lower()
    on_disk(library, window)

    # -- a rebuy -------------------------------------------------------------------------------
    window.show_tab("players")
    broke = 3
    assert players.select_entry(broke)
    players.ask_stack = lambda name: 0
    clock.advance(60)
    assert players.rebuy_selected(), window.notice_text()
    assert session.state.entries[broke].rebuys == 1
    row = players.model.row_of(broke)
    assert players.model.index(row, Column.REBUYS).data() == "1"
    assert "Rebuys: 1" in players.summary.text()
    on_disk(library, window)

    # -- bust-outs from the Players tab, then balancing ----------------------------------------
    def seated(table: int) -> list[int]:
        return sorted(int(p) for p in session.state.room.table(table).players())

    def bust(loser: int, winner: int) -> None:
        clock.advance(90)
        assert players.select_entry(loser)
        players.bust_action.trigger()
        dialog = players.bust_dialog
        assert dialog is not None and dialog.entries() == [loser]
        dialog.lines[0].by.setCurrentIndex(dialog.lines[0].by.findData(winner))
        qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
        assert players.bust_dialog is None, dialog.error.text()

    first, second = seated(1)[:2]
    bust(first, second)
    entry = session.state.entries[first]
    assert not entry.active and entry.place == 14 and entry.knocked_out_by == (second,)
    row = players.model.row_of(first)
    assert players.model.index(row, Column.PLACE).data() == "14th"
    assert players.model.index(row, Column.KNOCKED_OUT_BY).data() == session.state.name(second)
    assert window.statusBar().currentMessage().startswith("Bust-out of")
    assert first not in [s.entry for s in tables.cards[1].table.picture.seats]  # not stale
    assert tables.controller.proposal is None or tables.controller.proposal.nothing_to_do
    on_disk(library, window)

    third = seated(1)[0] if seated(1)[0] != second else seated(1)[1]
    bust(third, second)
    proposal = tables.controller.proposal
    assert proposal is not None and len(proposal.moves) == 1, proposal
    assert proposal.moves[0].from_table == 2
    window.show_tab("tables")
    # Table 2's button was last confirmed four minutes of play ago (Next hand): balancing
    # moves its player due the big blind, so the tab asks where the button is — one click.
    assert tables.controller.asking == 2
    card = tables.cards[2]
    assert card.table.picture.asks_button and card.table.button_mode
    assert "click the seat that has the button" in card.notice.text()
    dealer_says = session.state.room.table(2).occupied[2]  # the seat with the button
    widget = card.table
    centre = widget.geometry_now().seat_rect(dealer_says).center().toPoint()
    qtbot.mouseClick(widget, LEFT, pos=centre)
    assert session.state.room.table(2).button == dealer_says
    assert tables.controller.asking is None and not card.table.button_mode
    proposal = tables.controller.proposal
    slip = proposal.moves[0]
    assert (slip.from_table, slip.to_table) == (2, 1)
    assert slip.from_seat == hand_plan(session.state, 2, clock()).bb  # due the big blind
    assert session.state.name(int(slip.player)) in tables.proposal.move_labels[0].text()
    qtbot.mouseClick(tables.proposal.accept_button, LEFT)
    assert sorted(t.count for t in session.state.room.tables) == [6, 6]
    assert session.state.seat_of(int(slip.player)) == (slip.to_table, slip.to_seat)
    assert tables.controller.proposal.nothing_to_do
    on_disk(library, window)

    # -- two players bust in one hand -----------------------------------------------------------
    window.show_tab("players")
    clock.advance(90)
    short, shorter, *_ = seated(2)
    winner = seated(1)[0]
    assert players.select_entry(short)
    players.bust_action.trigger()
    dialog = players.bust_dialog
    qtbot.mouseClick(dialog.add_line_button, LEFT)
    line = dialog.lines[1]
    line.player.setCurrentIndex(line.player.findData(shorter))
    for each, stack in zip(dialog.lines, (4_000, 2_500), strict=True):
        each.by.setCurrentIndex(each.by.findData(winner))
        each.stack.setValue(stack)
    assert dialog.entries() == [short, shorter]
    qtbot.mouseClick(dialog.buttons.button(dialog.buttons.StandardButton.Ok), LEFT)
    assert players.bust_dialog is None, dialog.error.text()
    entries = session.state.entries
    assert (entries[short].place, entries[shorter].place) == (11, 12)  # the bigger stack is 11th
    assert session.state.players_left == 10
    proposal = tables.controller.proposal
    assert proposal is not None and len(proposal.moves) == 1
    window.show_tab("tables")
    qtbot.mouseClick(tables.proposal.accept_button, LEFT)
    assert sorted(t.count for t in session.state.room.tables) == [5, 5]
    on_disk(library, window)

    # -- undo a bust-out, redo it ---------------------------------------------------------------
    window.show_tab("players")
    loser, by = seated(1)[0], seated(1)[1]
    bust(loser, by)
    name = session.state.name(loser)
    assert window.undo_action.text().startswith(f"Undo bust-out of {name}")
    window.undo_action.trigger()
    assert session.state.entries[loser].active
    assert session.state.seat_of(loser) is not None
    assert loser in [s.entry for s in tables.cards[1].table.picture.seats]
    assert players.model.index(players.model.row_of(loser), Column.PLACE).data() in ("", None)
    on_disk(library, window)
    window.redo_action.trigger()
    assert not session.state.entries[loser].active
    assert session.state.entries[loser].place == 10
    assert "Playing: 9" in players.summary.text()
    on_disk(library, window)

    # -- the rebuy window closes after level 2 --------------------------------------------------
    clock.at = EVENING + 21 * 60  # level 3 (the clock started at EVENING, never paused)
    window.clock_panel.refresh()
    assert window.clock_panel.title.text().startswith("Level 3"), window.clock_panel.title.text()
    some = seated(1)[0]
    assert players.select_entry(some)
    assert not players.rebuy_selected()
    assert window.notice_text() == "Rebuys closed after level 2."
    on_disk(library, window)

    # -- the first break: add-ons and the colour-up ---------------------------------------------
    clock.at = EVENING + 61 * 60
    window.clock_panel.refresh()
    bought = (seated(1) + seated(2))[:4]
    for number in bought:
        assert players.select_entry(number)
        assert players.add_on_selected(), window.notice_text()
    assert "Add-ons: 4" in players.summary.text()
    on_disk(library, window)

    window.show_tab("tables")
    dialog = tables.open_chip_race()
    assert int(dialog.removed.currentData()) == 25
    seats = list(dialog.counts)
    dialog.counts[seats[0]].setValue(3)
    dialog.counts[seats[1]].setValue(2)
    qtbot.mouseClick(dialog.race_button, LEFT)
    record = session.state.chip_races[-1]
    assert record.value_before == 5 * 25
    assert record.explanation[0] in dialog.outcome.text()
    dialog.close()
    on_disk(library, window)
    assert window.clock_panel.title.text() == "Break"
    assert window.clock_panel.blinds.text() == "Colour up the 25 chips"

    # -- back to play; the final table ----------------------------------------------------------
    clock.at = EVENING + 66 * 60  # level 7
    window.show_tab("players")
    loser = seated(1)[0]
    bust(loser, seated(2)[0])
    assert session.state.players_left == 8
    proposal = tables.controller.proposal
    assert proposal.final_redraw and len(proposal.moves) == 8
    window.show_tab("tables")
    assert "final table" in tables.proposal.summary.text()
    qtbot.mouseClick(tables.proposal.accept_button, LEFT)
    state = session.state
    # The final table's draw for the button is shown as every draw is: the cards, the winner.
    said = tables.message.text()
    assert said.startswith("Final-table redraw at table 1. Draw for the button at Table 1: ")
    assert "Cards for the button: seat " in said
    assert f"Seat {state.room.table(1).button} has the highest card (" in said
    assert [t.number for t in state.room.tables] == [1]
    assert list(tables.cards) == [1]
    assert sorted(seated(1)) == sorted(e.number for e in state.active())
    on_disk(library, window)
    window.show_tab("tables")
    qtbot.mouseClick(tables.cards[1].next_button, LEFT)

    # -- down to heads-up -----------------------------------------------------------------------
    window.show_tab("players")
    while session.state.players_left > 2:
        left = seated(1)
        bust(left[-1], left[0])
    window.show_tab("tables")
    qtbot.mouseClick(tables.cards[1].next_button, LEFT)
    picture = tables.cards[1].table.picture
    on_button = picture.seat(picture.button_seat)
    assert on_button.small_blind and not on_button.big_blind
    assert "Heads-up the small blind is the button" in tables.cards[1].explanation.text()
    on_disk(library, window)

    # -- the runner-up busts -------------------------------------------------------------------
    window.show_tab("players")
    runner_up, champion = seated(1)
    bust(runner_up, champion)
    state = session.state
    assert state.entries[runner_up].place == 2
    row = players.model.row_of(champion)
    assert players.model.index(row, Column.PLACE).data() == "1st"
    assert players.model.index(row, Column.STATUS).data() == "Winner"
    assert "Playing: 1" in players.summary.text()
    assert not players.bust_action.isEnabled()
    on_disk(library, window)

    # -- the payouts, then the lock ------------------------------------------------------------
    window.show_tab("payouts")
    payouts = window.tab("payouts")
    pool = prize_pool(state)
    assert (pool.entries, pool.rebuys, pool.addons) == (14, 1, 4)
    model = payouts.model
    amounts = [
        model.index(r, PayoutColumn.AMOUNT).data(AMOUNT_ROLE) for r in range(model.rowCount())
    ]
    assert sum(amounts) == pool.total
    assert amounts == sorted(amounts, reverse=True)
    assert payouts.pool_values["total"].text() == f"{pool.total // 100:,}.{pool.total % 100:02d}"
    by_place = {e.place: state.name(e.number) for e in state.entries.values() if e.place}
    by_place[1] = state.name(champion)
    names = [model.index(r, PayoutColumn.PLAYER).data() for r in range(model.rowCount())]
    assert names == [by_place[place] for place in range(1, model.rowCount() + 1)]
    assert f"{model.rowCount()} places paid" in payouts.total.text()
    qtbot.mouseClick(payouts.lock, LEFT)
    assert session.state.locked_payouts is not None
    assert payouts.lock_banner.isVisibleTo(payouts) and payouts.unlock.isEnabled()
    assert window.statusBar().currentMessage().startswith("Lock the payouts")
    on_disk(library, window)

    # -- the reports ---------------------------------------------------------------------------
    opened: list[str] = []
    window.reports.open_url = lambda url: opened.append(url.toLocalFile()) or True
    for kind in REPORTS:
        window.clear_notice()
        data = window.reports.render(kind.kind)
        if kind.kind == "deal":
            assert data is None and "No deal is recorded" in window.notice_text()
        elif kind.kind == "league":
            assert data is None and "no league season" in window.notice_text()
        else:
            assert data is not None and data.startswith(b"%PDF"), (kind.kind, window.notice_text())
    results = PdfReader(io.BytesIO(window.reports.render("results"))).pages[0].extract_text()
    assert session.state.name(champion) in results and session.state.name(runner_up) in results
    path = window.reports.open("payouts")
    assert path is not None and opened == [str(path)]

    # -- a dispute on the Rulings screen -------------------------------------------------------
    window.show_tab("rulings")
    rulings = window.tab("rulings")
    page = rulings.showdown
    page.game_bar.button.setValue(2)
    for seat, chips in ((1, 800), (2, 800)):
        index = page.model.index(page.model.row_of(seat), DisputeColumn.CONTRIBUTION)
        assert page.model.setData(index, chips, Qt.ItemDataRole.EditRole)
    page.seats.selectRow(page.model.row_of(1))
    for card in parse_cards("Ah Kd Qs Qc 2c 7d 9h Js 3h"):
        qtbot.mouseClick(page.picker.button(card), LEFT)
    result = rulings.controller.result
    assert rulings.controller.error == "", rulings.controller.error
    assert result["payout"] == {"1": 0, "2": 1600}
    assert "Pair of queens" in page.result.hands.text()
    qtbot.mouseClick(page.print_button, LEFT)
    assert len(opened) == 2 and opened[-1].endswith(".pdf")
