"""The bust-out dialog: who busted, who knocked them out, several players in one hand.

One line per player busting: the player, the player who won the pot (optional), and, when
several bust in the same hand, each one's stack at the start of the hand (the bigger stack
takes the better place). Players are picked by typing part of a name, the number, or the
table and seat shown in the list. Under the lines, each table where somebody busts is drawn
as it was in that hand, with the button where Tourney expects it (one click on a seat to
correct it; :mod:`~tourney.gui.players.bust_table`): the bust-out carries that hand's
positions, so the next hand's button and blinds follow with no other click. The dialog only
collects the choice; the caller's ``submit`` records it and says whether it was accepted, so
a refused bust-out keeps the dialog open with the reason shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QSignalBlocker, Qt, QTimer
from PySide6.QtGui import QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.entries.actions import Bust
from tourney.domain.levels.clock_events import Now
from tourney.domain.log.payloads import TablePositions
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.on_screen import keep_on_screen
from tourney.gui.players.bust_hands import BustHands
from tourney.gui.players.bust_table import BustTable
from tourney.gui.players.player_box import PlayerBox, chosen_entry, player_label
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["BustChoice", "BustDialog", "BustLine"]


@dataclass(frozen=True, slots=True)
class BustChoice:
    """What the dialog collected: the hand's bust-outs and its positions at their tables.

    Attributes:
        busts: Who busted, knocked out by whom, with their stacks when several bust.
        positions: Where the button and the blinds were in that hand, one per table whose
            button is known (expected or clicked); empty when none is.
    """

    busts: tuple[Bust, ...]
    positions: tuple[TablePositions, ...] = ()


Submit = Callable[[BustChoice], bool]


class BustLine:
    """The widgets of one busting player: who, knocked out by whom, stack."""

    def __init__(self, state: TournamentState, *, first: int | None, nobody: str) -> None:
        self.player = PlayerBox(state, optional=False, nobody=nobody)
        self.by = PlayerBox(state, optional=True, nobody=nobody)
        self.stack = ChipsSpinBox()
        self.stack.setRange(0, 2_000_000_000)
        self.stack.setSingleStep(100)
        if first is not None:
            row = self.player.findData(first)
            self.player.setCurrentIndex(max(row, 0))
            chosen = self.player.lineEdit()
            if chosen is not None:
                chosen.setCursorPosition(0)  # the name's start in view
        else:
            self.player.setCurrentIndex(-1)
            self.player.setEditText("")
        self.by.setCurrentIndex(0)

    def widgets(self) -> tuple[QWidget, QWidget, QWidget]:
        """The line's widgets, left to right."""
        return self.player, self.by, self.stack


class BustDialog(QDialog):
    """Collects one hand's bust-outs and hands them to ``submit``."""

    def __init__(
        self,
        state: TournamentState,
        submit: Submit,
        *,
        first: int | None = None,
        now: Now | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bust-out"))
        self._state = state
        self._submit = submit
        self._nobody = self.tr("(nobody named)")
        self._hands = BustHands(state, time.time() if now is None else now, current_language())
        self.tables: dict[int, BustTable] = {}
        self._tables_row = QHBoxLayout()
        self.lines: list[BustLine] = []
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(12)
        self._headers = (
            QLabel(self.tr("Busted")),
            QLabel(self.tr("Knocked out by")),
            QLabel(self.tr("Stack at the start of the hand")),
        )
        for column, header in enumerate(self._headers):
            self._grid.addWidget(header, 0, column)
        self.add_line_button = QPushButton(self.tr("Another player busted in this hand"))
        self.add_line_button.clicked.connect(lambda _=False: self.add_line())
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.hide()
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setText(self.tr("Record bust-out"))
        for button in self.buttons.buttons():
            button.setMinimumHeight(40)
        self.buttons.accepted.connect(self.record)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.setSizeConstraint(QVBoxLayout.SizeConstraint.SetMinimumSize)  # tables come, go
        layout.addLayout(self._grid)
        layout.addWidget(self.add_line_button, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addLayout(self._tables_row)
        layout.addWidget(self.error)
        layout.addStretch(1)  # room left over (a table drawn, then gone) stays under it all
        layout.addWidget(self.buttons)
        self.add_line(first)

    def add_line(self, first: int | None = None) -> BustLine:
        """Add a line for one more player busting in the same hand."""
        line = BustLine(self._state, first=first, nobody=self._nobody)
        row = len(self.lines) + 1
        for column, widget in enumerate(line.widgets()):
            self._grid.addWidget(widget, row, column)
        self.lines.append(line)
        several = len(self.lines) > 1
        self._headers[2].setVisible(several)
        for each in self.lines:
            each.stack.setVisible(several)
        line.player.currentIndexChanged.connect(lambda _index: self._show_tables())
        line.player.editTextChanged.connect(lambda _text: self._show_tables())
        self._show_tables()
        line.player.setFocus()
        return line

    def _refill_knockers(self, busting: list[int]) -> None:
        """Offer as knockers the players still in, those at the busted player's table first.

        Nobody busting in this hand can have knocked a player out, so they are not offered;
        when only one player is left to offer (heads-up), he is the one named.
        """
        state = self._state
        for line in self.lines:
            busted = chosen_entry(line.player)
            seat = state.seat_of(busted) if busted is not None else None
            table = seat[0] if seat is not None else None
            still_in = [e.number for e in state.active() if e.number not in busting]
            here = [n for n in still_in if (state.seat_of(n) or (None, 0))[0] == table]
            offered = here + [n for n in still_in if n not in here]
            box = line.by
            kept = chosen_entry(box)
            wanted = [None, *offered]
            if [box.itemData(i) for i in range(box.count())] == wanted:
                continue
            with QSignalBlocker(box):
                box.clear()
                box.addItem(self._nobody, None)
                for number in offered:
                    box.addItem(player_label(state, number), number)
                if kept not in offered and len(offered) == 1 and busted is not None:
                    kept = offered[0]  # the only player who can have won the pot
                box.setCurrentIndex(max(box.findData(kept), 0) if kept in offered else 0)
            edit = box.lineEdit()
            if edit is not None:
                edit.setCursorPosition(0)  # the name's start, not its end, in view

    def _show_tables(self) -> None:
        """Draw each table where a chosen player busts (a table kept keeps its button).

        A change of who busts clears the last refusal (it was about the earlier choice), and
        the dialog shrinks back when a table it had grown for goes. A bust-out that leaves
        the winner alone draws no table: no hand follows, so where the button was is moot.
        """
        self.show_error("")
        busting = [e for e in self.entries() if e is not None]
        self._refill_knockers(busting)
        ends = len(set(busting)) >= self._state.players_left - 1
        numbers = [] if ends else self._hands.tables_of(busting)
        gone_any = False
        for number in [n for n in self.tables if n not in numbers]:
            gone = self.tables.pop(number)
            self._tables_row.removeWidget(gone)
            gone.hide()
            gone.deleteLater()
            gone_any = True
        if gone_any and self.isVisible():
            QTimer.singleShot(0, self, self.adjustSize)
        where = {entry: self._state.seat_of(entry) for entry in busting}
        for number in numbers:
            here = [e for e, seat in where.items() if seat is not None and seat[0] == number]
            box = self.tables.get(number)
            if box is None:
                box = self.tables[number] = BustTable(self._hands, number, here, self)
                at = sorted(self.tables).index(number)
                self._tables_row.insertWidget(at, box, 0, Qt.AlignmentFlag.AlignTop)
            else:
                box.set_busting(here)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: each box's name from its start (Qt put the text's end in view)."""
        super().showEvent(event)
        QTimer.singleShot(0, self, self._names_from_their_start)

    def _names_from_their_start(self) -> None:
        """Each box's name from its start, selected: what is typed replaces it."""
        for line in self.lines:
            for box in (line.player, line.by):
                edit = box.lineEdit()
                if edit is not None:
                    size = len(edit.text())
                    edit.setSelection(size, -size)  # the cursor ends at the start: in view

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Once grown by a table drawn under the lines, move up to keep the buttons on screen."""
        super().resizeEvent(event)
        if self.isVisible():
            QTimer.singleShot(0, self, lambda: keep_on_screen(self))

    def positions(self) -> tuple[TablePositions, ...]:
        """The hand's positions at each table whose button is known, by table."""
        return tuple(
            TablePositions(number, box.hand.button, box.hand.sb, box.hand.bb)
            for number, box in sorted(self.tables.items())
            if box.hand is not None
        )

    def busts(self) -> list[Bust] | str:
        """The bust-outs chosen, or the sentence saying what is missing."""
        chosen: list[Bust] = []
        for line in self.lines:
            number = chosen_entry(line.player)
            if number is None:
                return self.tr("Choose the player who busted from the list.")
            by_text = line.by.currentText().strip()
            by = chosen_entry(line.by)
            if by is None and by_text and by_text != self._nobody:
                return self.tr("Choose who knocked {name} out from the list.").format(
                    name=self._state.name(number)
                )
            stack = line.stack.value() if len(self.lines) > 1 else None
            chosen.append(Bust(number, by=() if by is None else (by,), stack=stack))
        return chosen

    def show_error(self, text: str) -> None:
        """Show why the bust-out was not recorded."""
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def record(self) -> None:
        """Hand the bust-outs and the hand's positions to ``submit``; close once recorded."""
        busts = self.busts()
        if isinstance(busts, str):
            self.show_error(busts)
            return
        self.show_error("")
        if self._submit(BustChoice(tuple(busts), self.positions())):
            self.accept()

    def entries(self) -> Sequence[int | None]:
        """The entry chosen on each line (``None`` where nothing valid is chosen)."""
        return [chosen_entry(line.player) for line in self.lines]
