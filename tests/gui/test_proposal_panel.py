"""The balancing panel with many moves: Accept stays in sight and every reason is said once.

At the final-table redraw the panel listed nine moves, each repeating "Redrawn at random for
the final table", with Accept below the fold; a balancing move's reason was said twice, and a
table holding play twice too.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QAbstractScrollArea, QWidget

from tests.gui.director import SIZE_HINTS, active_numbers
from tourney.core.commands import BustOut
from tourney.domain.entries.actions import Bust

pytestmark = pytest.mark.qt_log_ignore(SIZE_HINTS)


def _in_sight(widget: QWidget) -> bool:
    """Whether ``widget`` is inside the part of its scroll area shown on the screen."""
    area = widget.parentWidget()
    while area is not None and not isinstance(area, QAbstractScrollArea):
        area = area.parentWidget()
    assert area is not None
    viewport = area.viewport()
    corner = widget.mapTo(viewport, widget.rect().topLeft())
    return viewport.rect().contains(QRect(corner, widget.size()))


def _panel_text(panel) -> str:
    return " ".join([panel.summary.text(), *(label.text() for label in panel.move_labels)])


@pytest.fixture
def tables(qtbot, window):
    window.resize(1366, 768)  # a laptop
    window.show()
    qtbot.waitExposed(window)
    window.show_tab("tables")
    return window.tab("tables")


def test_at_the_final_table_redraw_accept_is_in_sight_and_the_reason_said_once(
    qtbot, window, tables, session
) -> None:
    while session.state.players_left > 9:
        loser, winner = active_numbers(session)[-1], active_numbers(session)[0]
        bust = Bust(loser, by=(winner,))
        session.perform(BustOut(busts=(bust,)))
    proposal = tables.controller.proposal
    assert proposal.final_redraw and len(proposal.moves) == 9
    panel = tables.proposal
    qtbot.waitUntil(lambda: len(panel.move_labels) == 9)

    assert _in_sight(panel.accept_button)
    assert _in_sight(panel.print_button)
    text = _panel_text(panel).lower()
    assert text.count("redrawn at random for the final table") == 1
    assert panel.moves_heading.text() == "9 moves:"
    for label, slip in zip(panel.move_labels, proposal.moves, strict=True):
        stays = (slip.from_table, slip.from_seat) == (slip.to_table, slip.to_seat)
        said = "(drawn to the same seat)</b>" if stays else f"seat {slip.to_seat}</b>"
        assert label.text().endswith(said) and f"table {slip.to_table} seat" in label.text()

    qtbot.mouseClick(panel.accept_button, Qt.MouseButton.LeftButton)
    assert [t.number for t in session.state.room.tables] == [proposal.moves[0].to_table]


def test_a_breaking_table_and_a_table_holding_play_are_each_said_once(
    qtbot, tables, session
) -> None:
    first = session.state.room.tables[0]
    busts = [Bust(e, stack=1000 * (i + 1)) for i, e in enumerate(list(first.players())[:4])]
    session.perform(BustOut(busts=tuple(busts)))
    proposal = tables.controller.proposal
    assert proposal.holds and len(proposal.moves) > 4
    panel = tables.proposal

    assert _in_sight(panel.accept_button)
    text = _panel_text(panel)
    assert text.count("hold play") == 1  # the red line is the rule's own sentence
    assert "Hold play at table" not in text
    assert text.count("breaks") == 1
    assert all("<br>" not in label.text() for label in panel.move_labels)  # no reason repeated


def test_the_directors_change_is_said_beside_its_move_only(qtbot, tables, session) -> None:
    sizes = {t.number: t.count for t in session.state.room.tables}
    small = min(sizes, key=sizes.__getitem__)
    seated = next(iter(session.state.room.table(small).players()))
    session.perform(BustOut(busts=(Bust(seated),)))
    slip = tables.controller.proposal.moves[0]
    reason = slip.explanation.removesuffix(".")
    other = next(s for s in session.state.room.table(small).open_seats if s != slip.to_seat)
    assert tables.controller.change_move(0, small, other)

    panel = tables.proposal
    assert "director chose" in panel.move_labels[0].text()
    assert "director chose" not in panel.summary.text()
    assert _panel_text(panel).count(reason) == 1  # why the rule moved him, still said once


def test_a_player_the_redraw_leaves_in_his_seat_is_said_to_stay(qtbot, tables, session) -> None:
    from tourney.domain.room.seating import MoveReason, MoveSlip

    table = session.state.room.tables[0]
    seat, entry = next((n, p) for n, p in enumerate(table.seats, start=1) if p is not None)
    slip = MoveSlip(entry, table.number, seat, table.number, seat, None, MoveReason.FINAL_TABLE, "")
    panel = tables.proposal
    row = panel._move_row(0, slip, session.state, None)
    qtbot.addWidget(row)
    label = panel.move_labels.pop()  # the panel's own rows are not this one
    panel.change_buttons.pop()
    assert row.isAncestorOf(label)
    name = session.state.name(entry)
    assert label.text() == (
        f"<b>{name} stays at table {table.number} seat {seat} (drawn to the same seat)</b>"
    )  # it said "table 1 seat 9 → table 1 seat 9", as if he moved


def test_balanced_tables_are_said_to_be_balanced_once(qtbot, tables) -> None:
    said = _panel_text(tables.proposal).lower()
    assert said.count("balanced") == 1, said  # "Nothing to do …" and "… nothing to do" twice
