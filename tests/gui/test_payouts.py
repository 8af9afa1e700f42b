"""The Payouts tab on the demo tournament: the pool, payouts, the lock, and a deal."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from tests.gui.director import SIZE_HINTS, FakeClock, count_chips
from tourney.core.commands import BustOut, EditSetup, Rebuy
from tourney.domain.entries.actions import Bust
from tourney.domain.figures import prize_pool, prizes_left
from tourney.domain.money.money_text import Currency
from tourney.gui.payouts import PayoutsTab
from tourney.gui.payouts.deal_controller import Method
from tourney.gui.payouts.deal_model import DealColumn
from tourney.gui.payouts.payouts_model import AMOUNT_ROLE, PayoutColumn
from tourney.gui.session import Session
from tourney.persistence.open_tournament import OpenTournament


@pytest.fixture
def tab(qtbot, session) -> PayoutsTab:
    widget = PayoutsTab(session)
    qtbot.addWidget(widget)
    return widget


def _amounts(tab: PayoutsTab) -> list[int]:
    model = tab.model
    return [model.index(row, 2).data(AMOUNT_ROLE) for row in range(model.rowCount())]


def _bust_down_to(session: Session, clock: FakeClock, players: int) -> None:
    while session.state.players_left > players:
        clock.advance(1)
        active = [e.number for e in session.state.active()]
        loser, winner = active[-1], active[0]
        busts = [Bust(loser, by=(winner,))]
        event = session.perform(BustOut(busts=tuple(busts)))
        assert event is not None


def test_payouts_model_passes_the_model_tester(qtmodeltester, tab):
    qtmodeltester.check(tab.model)


def test_payout_amounts_add_up_to_the_prize_pool(tab, session):
    pool = prize_pool(session.state).total
    amounts = _amounts(tab)
    assert len(amounts) == 5  # 27 entries pay 5 places
    assert sum(amounts) == pool
    assert amounts == sorted(amounts, reverse=True)
    assert tab.pool_values["total"].text() == f"{pool // 100:,}.{pool % 100:02d}"
    assert tab.model.index(0, 0).data() == "1st"
    assert tab.lock.isEnabled() and not tab.unlock.isEnabled()
    assert not tab.lock_banner.isVisibleTo(tab)


def test_amounts_use_the_tournaments_currency(tab, session):
    setup = replace(session.state.setup, currency=Currency("€"))
    assert session.perform(EditSetup(setup=setup)) is not None
    first = _amounts(tab)[0]
    assert tab.model.index(0, 2).data() == f"€{first // 100:,}.{first % 100:02d}"
    assert tab.pool_values["total"].text().startswith("€")


def test_locked_payouts_stay_when_the_pool_grows(tab, session, clock):
    before = _amounts(tab)
    tab.lock.click()
    assert session.state.locked_payouts is not None
    assert tab.lock_banner.isVisibleTo(tab)
    assert "Locked" in tab.lock_banner.text()
    assert tab.unlock.isEnabled() and not tab.lock.isEnabled()
    old_pool = prize_pool(session.state).total
    number = session.state.active()[0].number
    clock.advance(5)
    assert session.perform(Rebuy(entry=number, stack=0)) is not None
    new_pool = prize_pool(session.state).total
    assert new_pool > old_pool
    assert _amounts(tab) == before
    difference = new_pool - old_pool
    assert f"+{difference // 100:,}.{difference % 100:02d}" in tab.difference.text()
    tab.unlock.click()
    assert session.state.locked_payouts is None
    assert sum(_amounts(tab)) == new_pool
    assert not tab.lock_banner.isVisibleTo(tab)


def test_a_refused_action_shows_the_reason_and_changes_nothing(tab, session):
    log = len(session.state.log)
    assert not tab.unlock_payouts()
    assert len(session.state.log) == log
    assert tab.message.isVisibleTo(tab)
    assert tab.message.text() == "The payouts are not locked."


def test_deal_dialog_defaults_to_chip_chop_for_a_big_field(qtbot, qtmodeltester, tab, session):
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    qtmodeltester.check(dialog.model)
    assert dialog.controller.method is Method.CHIP_CHOP  # 22 players: too many for ICM
    assert dialog.controller.counted == dialog.controller.chips_in_play
    deal = dialog.controller.deal
    assert deal is not None
    assert deal.total == sum(prizes_left(session.state))
    dialog.choose(Method.ICM)
    assert dialog.controller.deal is None
    assert "ICM needs between" in dialog.message.text()
    assert not dialog.record_button.isEnabled()


def test_no_deal_can_be_recorded_before_every_players_chips_are_typed(qtbot, tab, session, clock):
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    controller = dialog.controller
    assert [p.chips for p in controller.players] == [0, 0, 0]  # nothing guessed for them
    assert controller.deal is None and not dialog.record_button.isEnabled()
    assert "Type each player's chips as counted at the table" in dialog.message.text()
    assert "Chips counted: 0 of" in dialog.counted.text()
    assert "count again" not in dialog.counted.text()  # nothing typed is not a miscount
    assert not dialog.counted.styleSheet()
    chips = count_chips(dialog, (200_000, 100_000, 0))
    assert controller.deal is None and controller.players[2].name in dialog.message.text()
    count_chips(dialog, (*chips[:2], 60_000))
    assert controller.deal is not None and dialog.record_button.isEnabled()


@pytest.mark.qt_log_ignore(SIZE_HINTS)
def test_a_stray_enter_in_the_deal_dialog_records_nothing(qtbot, tab, session, clock):
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    dialog.show()
    assert dialog.controller.deal is not None and dialog.record_button.isEnabled()
    before = session.state
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Enter)
    assert session.state is before and session.state.deal is None
    assert not dialog.record_button.isDefault()


def test_icm_deal_preview_adds_up_and_is_recorded(
    qtbot, qtmodeltester, tab, session, library, clock
):
    _bust_down_to(session, clock, 4)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    for row, chips in enumerate((180_000, 100_000, 50_000, 30_000)):
        assert model.setData(model.index(row, DealColumn.CHIPS), chips, Qt.ItemDataRole.EditRole)
    dialog.choose(Method.ICM)
    qtmodeltester.check(model)
    deal = dialog.controller.deal
    remaining = sum(prizes_left(session.state))
    assert deal is not None
    assert sum(deal.amounts) == remaining
    shown = [model.index(row, DealColumn.AMOUNT).data() for row in range(4)]
    assert shown[0] == f"{deal.amounts[0] // 100:,}.{deal.amounts[0] % 100:02d}"
    assert deal.amounts[0] > deal.amounts[1] > deal.amounts[2] > deal.amounts[3]
    assert dialog.record_button.isEnabled()
    dialog.record_button.click()
    assert session.state.deal == deal
    assert tab.deal_box.isVisibleTo(tab)
    assert session.state.name(int(deal.players[0])) in tab.deal_text.text()
    assert not tab.deal_button.isEnabled()
    said = tab.explanation.text()
    assert "The last 4 players made a deal: places 1 to 4 are paid what it gives them" in said
    assert "first gets the rest" not in said  # the plan's first prize is the deal's now
    reopened = OpenTournament.open(library, session.tournament.tournament_id)
    assert reopened.state.deal == deal


def test_save_for_the_winner_sets_money_aside(qtbot, tab, session, clock):
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    dialog.choose(Method.SAVE)
    dialog.saved.setValue(50.0)
    deal = dialog.controller.deal
    assert deal is not None
    assert deal.saved == 5000
    assert sum(deal.amounts) + 5000 == sum(prizes_left(session.state))
    assert "saved for the winner" in dialog.total.text()
    dialog.saved.setValue(100_000.0)  # more than first prize
    assert dialog.controller.deal is None
    assert "cannot exceed first prize" in dialog.message.text()
    assert not dialog.record_button.isEnabled()


def test_a_player_without_chips_is_named(qtbot, tab, session, clock):
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    model = dialog.model
    assert model.setData(model.index(1, DealColumn.CHIPS), 0, Qt.ItemDataRole.EditRole)
    name = dialog.controller.players[1].name
    assert dialog.controller.deal is None
    assert name in dialog.message.text()


def test_the_payouts_name_who_finished_in_each_paid_place(tab, session, clock):
    model = tab.model
    assert model.headerData(PayoutColumn.PLAYER, Qt.Orientation.Horizontal) == "Player"
    assert model.index(0, PayoutColumn.PLAYER).data() == ""  # nobody has finished yet
    _bust_down_to(session, clock, 1)
    state = session.state
    placed = {e.place: state.name(e.number) for e in state.entries.values() if e.place}
    winner = state.active()[0].number
    names = [model.index(row, PayoutColumn.PLAYER).data() for row in range(model.rowCount())]
    assert names == [state.name(winner)] + [placed[p] for p in range(2, model.rowCount() + 1)]


def test_the_payouts_are_explained_in_the_application_language(tab, session):
    from tourney.gui.language import install_translators

    setup = replace(session.state.setup, currency=Currency("€"))
    assert session.perform(EditSetup(setup=setup)) is not None
    install_translators("it")
    try:
        tab.refresh()
        text = tab.explanation.text()
    finally:
        install_translators("en")
        tab.refresh()
    pool = prize_pool(session.state).total
    euros = f"{pool // 100:,}".replace(",", ".")
    assert f"Il montepremi di {euros},{pool % 100:02d}\xa0€ è diviso fra 5 posizioni pagate" in text
    assert "Il montepremi di" not in tab.explanation.text()


def _continental(cents: int) -> str:
    return f"{cents // 100:,}".replace(",", ".") + f",{cents % 100:02d}"


def test_money_chips_and_shares_follow_the_application_language(
    qtbot, qtmodeltester, tab, session, italian
):
    tab.refresh()
    pool = prize_pool(session.state).total
    assert tab.pool_values["total"].text() == _continental(pool)  # 1.460,00
    amounts = _amounts(tab)
    model = tab.model
    qtmodeltester.check(model)
    assert model.index(0, PayoutColumn.AMOUNT).data() == _continental(amounts[0])
    share = f"{100 * amounts[0] / pool:.1f}%".replace(".", ",")
    assert model.index(0, PayoutColumn.PERCENT).data() == share
    assert _continental(sum(amounts)) in tab.total.text()

    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    count_chips(dialog)  # as counted at the table
    qtmodeltester.check(dialog.model)
    in_play = dialog.controller.chips_in_play
    assert f"{in_play:,}".replace(",", ".") in dialog.counted.text()
    chips = dialog.controller.players[0].chips
    assert dialog.model.index(0, DealColumn.CHIPS).data() == f"{chips:,}".replace(",", ".")
    assert "," in dialog.model.index(0, DealColumn.SHARE).data()
    amount = dialog.controller.amount_of(0)
    assert dialog.model.index(0, DealColumn.AMOUNT).data() == _continental(amount)
    # A count typed the Italian way is read as a whole number.
    index = dialog.model.index(0, DealColumn.CHIPS)
    assert dialog.model.setData(index, "20.000", Qt.ItemDataRole.EditRole)
    assert dialog.controller.players[0].chips == 20_000


def test_the_recorded_deal_writes_chips_in_the_application_language(
    qtbot, tab, session, clock, italian
):
    _bust_down_to(session, clock, 2)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    for row, chips in enumerate((240_000, 120_000)):
        assert model.setData(model.index(row, DealColumn.CHIPS), chips, Qt.ItemDataRole.EditRole)
    dialog.record_button.click()
    assert session.state.deal is not None
    assert "240.000" in tab.deal_text.text()
    assert "240,000" not in tab.deal_text.text()


def test_the_deal_dialog_explains_the_deal_naming_the_players(qtbot, tab, session, clock):
    from tourney.gui.language import install_translators

    setup = replace(session.state.setup, currency=Currency("€"))
    assert session.perform(EditSetup(setup=setup)) is not None
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    model = dialog.model
    for row, chips in enumerate((180_000, 120_000, 60_000)):
        assert model.setData(model.index(row, DealColumn.CHIPS), chips, Qt.ItemDataRole.EditRole)
    dialog.choose(Method.CHIP_CHOP)
    players = dialog.controller.players
    deal = dialog.controller.deal
    assert deal is not None
    english = dialog.explanation.text()
    first = deal.amounts[0]
    assert english.startswith("Chip-chop: €")
    assert f"{players[0].name}: 180,000 chips (50.0%) receives €{first // 100:,}." in english
    assert f"{players[0].entry}: " not in english
    # The deal still records the entries; its stored sentences name the players too.
    assert deal.players == tuple(str(p.entry) for p in players)
    assert any(line.startswith(f"{players[0].name}: ") for line in deal.explanation)

    install_translators("it")
    try:
        dialog.choose(Method.ICM)
        italian = dialog.explanation.text()
        dialog.choose(Method.CHIP_CHOP)
        chip_chop = dialog.explanation.text()
    finally:
        install_translators("en")
    assert italian.startswith("ICM (Malmuth–Harville): 1.185,00\xa0€")  # where Italian puts €
    assert "180.000 gettoni (50,0%), riceve 592,50\xa0€" in chip_chop
    assert f"{players[1].name}: 120.000 gettoni" in chip_chop
    assert "receives" not in chip_chop and "chips" not in chip_chop
    dialog.choose(Method.ICM)
    assert dialog.controller.deal is not None
    dialog.saved.setValue(1_000_000.0)  # more than first prize: no deal, no explanation
    dialog.choose(Method.SAVE)
    assert dialog.controller.deal is None
    assert dialog.explanation.text() == ""


@pytest.mark.qt_log_ignore(SIZE_HINTS)
def test_the_deal_dialog_shows_every_players_line_of_the_explanation(qtbot, tab, session, clock):
    from PySide6.QtWidgets import QScrollArea

    _bust_down_to(session, clock, 4)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    count_chips(dialog)
    dialog.choose(Method.ICM)
    area = next(a for a in dialog.findChildren(QScrollArea) if a.widget() is dialog.explanation)
    qtbot.waitUntil(lambda: dialog.explanation.text() != "")
    needed = dialog.explanation.heightForWidth(area.viewport().width())
    assert needed <= area.viewport().height()  # nothing to scroll to: the last player shows
    rows = dialog.model.rowCount()
    assert dialog.table.height() < dialog.table.verticalHeader().defaultSectionSize() * (rows + 2)


def test_chips_counted_that_do_not_add_up_are_said_in_red_with_the_difference(
    qtbot, tab, session, clock
):
    _bust_down_to(session, clock, 3)
    dialog = tab.deal_dialog()
    qtbot.addWidget(dialog)
    in_play = dialog.controller.chips_in_play
    count_chips(dialog, (in_play - 20_000, 15_000, 10_000))  # 5,000 too many
    assert dialog.controller.counted == in_play + 5_000
    said = dialog.counted.text()
    assert said.endswith("5,000 more than in play: count again if they should be equal."), said
    assert "b00020" in dialog.counted.styleSheet()
    count_chips(dialog, (in_play - 30_000, 15_000, 10_000))
    assert "5,000 fewer than in play" in dialog.counted.text()
    count_chips(dialog, (in_play - 25_000, 15_000, 10_000))
    assert "count again" not in dialog.counted.text() and not dialog.counted.styleSheet()
