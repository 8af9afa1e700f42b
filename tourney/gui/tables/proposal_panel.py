"""The floor's proposal: balancing and break moves with their reasons, Accept or Change.

The panel shows the controller's current :class:`~tourney.domain.room.balancing.Proposal`: why,
then Accept and Print, then the moves, each with a "Change…" button to pick another
destination; every reason is said once (:func:`arrange_reasons`). The tab wires the buttons.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.base.messages import Message
from tourney.domain.room.balancing import Proposal
from tourney.domain.room.seating import MoveReason, MoveSlip
from tourney.domain.state import TournamentState
from tourney.gui.display.texts import english_plural
from tourney.gui.language import current_language

__all__ = ["ProposalPanel", "arrange_reasons"]


class ProposalPanel(QGroupBox):
    """What the floor must do now, and the director's buttons for it.

    Signals:
        accept_requested: Make the moves.
        change_requested(int): Choose another destination for move ``index``.
        print_requested: Print the move slips.
    """

    accept_requested = Signal()
    change_requested = Signal(int)
    print_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Balancing and breaking"), parent)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.moves_box = QVBoxLayout()
        self.moves_box.setSpacing(6)
        self._active = False
        self._waiting: str | None = None  # the table whose button must be clicked first
        self.accept_button = QPushButton(self.tr("Accept"))
        self.accept_button.setMinimumHeight(36)
        self.accept_button.setStyleSheet("font-weight: bold;")
        self.print_button = QPushButton(self.tr("Print move slips"))
        self.print_button.setMinimumHeight(36)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.print_button)
        self.moves_heading = QLabel()
        self.moves_heading.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.moves_heading)
        layout.addLayout(self.moves_box)
        self.accept_button.clicked.connect(self.accept_requested)
        self.print_button.clicked.connect(self.print_requested)
        self.move_labels: list[QLabel] = []
        self.change_buttons: list[QPushButton] = []
        self.show_proposal(None, None)

    def show_proposal(self, proposal: Proposal | None, state: TournamentState | None) -> None:
        """Show ``proposal`` (``None``: no tables yet), explained in the application language.

        Each reason is said once: a move's own reason (a balancing move, the director's
        change) stands beside the move, the reasons for all of them (a table breaks, the
        final-table redraw, tables holding play) above. Accept and Print come before the
        list of moves, so they stay in sight however many moves there are.
        """
        while self.moves_box.count():
            item = self.moves_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()
                widget.setParent(None)
                widget.deleteLater()
        self.move_labels, self.change_buttons = [], []
        if proposal is None or state is None:
            self.summary.setText(escape(self.tr("The seats have not been drawn yet.")))
            self.moves_heading.hide()
            self._enable(active=False)
            return
        language = current_language()
        general, holds, reasons = arrange_reasons(proposal, language)
        if proposal.holds and not holds:
            held = ", ".join(str(n) for n in proposal.holds)
            holds = [
                self.tr("Hold play at table(s) %1 until the moves are made.").replace("%1", held)
            ]
        if proposal.nothing_to_do and general:  # the room's own words say it, said once
            heading, general = general[0], general[1:]
        elif proposal.nothing_to_do:
            heading = self.tr("Nothing to do: the tables are balanced.")
        else:
            heading = self.tr("The floor should do this now:")
        held_html = "".join(f"<p style='color:#c62828'><b>{escape(line)}</b></p>" for line in holds)
        notes = "".join(f"<li>{escape(line)}</li>" for line in general)
        listed = f"<ul style='margin-left:-20px'>{notes}</ul>" if notes else ""
        self.summary.setText(f"<b>{escape(heading)}</b>{held_html}{listed}")
        self.moves_heading.setText(
            english_plural(self.tr("%n move(s):", "", len(proposal.moves)), len(proposal.moves))
        )
        self.moves_heading.setVisible(bool(proposal.moves))
        for index, (slip, reason) in enumerate(zip(proposal.moves, reasons, strict=True)):
            self.moves_box.addWidget(self._move_row(index, slip, state, reason))
        self._enable(active=not proposal.nothing_to_do)
        self.print_button.setEnabled(bool(proposal.moves))
        QTimer.singleShot(0, self._fit_moves)  # once the rows are laid out

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Give each move its wrapped lines' height (a scroll area asks only the size hint)."""
        super().resizeEvent(event)
        QTimer.singleShot(0, self._fit_moves)  # the rows have their new width by then

    def _fit_moves(self) -> None:
        for label in self.move_labels:
            if label.width() > 0:
                label.setMinimumHeight(label.heightForWidth(label.width()))

    def _enable(self, *, active: bool) -> None:
        self._active = active
        self.accept_button.setEnabled(active and self._waiting is None)
        self.print_button.setEnabled(active)

    def wait_for_button(self, table: str | None) -> None:
        """Grey Accept out while ``table``'s button must be clicked first (``None``: it need not).

        Balancing moves the player due the big blind, so a table whose button is unconfirmed
        must say where it is before the moves are made; Accept says why it waits.
        """
        self._waiting = table
        self.accept_button.setEnabled(self._active and table is None)
        self.accept_button.setToolTip(
            ""
            if table is None
            else self.tr("First click the seat that has the button at %1.").replace("%1", table)
        )

    def _move_row(
        self, index: int, slip: MoveSlip, state: TournamentState, reason: str | None
    ) -> QWidget:
        row = QFrame()
        row.setObjectName("moveRow")
        row.setStyleSheet(
            "#moveRow { background: #fff8e1; border: 1px solid #ffe082; border-radius: 6px; }"
        )
        name = state.name(int(slip.player))
        stays = (slip.from_table, slip.from_seat) == (slip.to_table, slip.to_seat)
        where = (
            self.tr("%1 stays at table %2 seat %3 (drawn to the same seat)")
            .replace("%1", name)
            .replace("%2", str(slip.to_table))
            .replace("%3", str(slip.to_seat))
            if stays  # a final-table redraw may draw a player's own seat
            else self.tr("%1: table %2 seat %3 → table %4 seat %5")
            .replace("%1", name)
            .replace("%2", str(slip.from_table))
            .replace("%3", str(slip.from_seat))
            .replace("%4", str(slip.to_table))
            .replace("%5", str(slip.to_seat))
        )
        why = f"<br>{escape(reason)}" if reason else ""
        label = QLabel(f"<b>{escape(where)}</b>{why}")
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setWordWrap(True)
        change = QPushButton(self.tr("Change…"))
        change.setMinimumHeight(32)
        change.clicked.connect(lambda: self.change_requested.emit(index))
        layout = QHBoxLayout(row)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.addWidget(label, 1)
        layout.addWidget(change, 0, Qt.AlignmentFlag.AlignTop)
        self.move_labels.append(label)
        self.change_buttons.append(change)
        return row


def arrange_reasons(
    proposal: Proposal, language: str
) -> tuple[list[str], list[str], list[str | None]]:
    """Every reason of ``proposal`` once: (general reasons, holds, each move's own reason).

    A note about one move (a balancing move's reason, with its TDA rule; the director's
    change) goes beside that move instead of above. A move of a breaking table or of the
    final-table redraw has no reason of its own: the general note says why, its line where.
    Proposals without unsaid notes keep their English explanation above and the slips'.
    """
    notes = proposal.notes
    reasons: list[str | None] = []
    if len(notes) != len(proposal.explanation):  # no unsaid notes: nothing to match
        reasons = [_own_reason(slip, language) for slip in proposal.moves]
        return list(proposal.explanation), [], reasons
    used: set[int] = set()
    for slip in proposal.moves:
        found = _note_of(slip, notes, used)
        if found is not None:
            used.add(found)
            reasons.append(notes[found].translated(language))
        else:
            reasons.append(_own_reason(slip, language))
    holds = [i for i, note in enumerate(notes) if _HOLD_RULE in note.text]
    general = [
        n.translated(language) for i, n in enumerate(notes) if i not in used and i not in holds
    ]
    return general, [notes[i].translated(language) for i in holds], reasons


_HOLD_RULE = "(TDA 11-D)"


def _note_of(slip: MoveSlip, notes: tuple[Message, ...], used: set[int]) -> int | None:
    """The general note that is this move's own reason, if there is one."""
    if slip.note is None:
        return None
    reason = dict(slip.note.values).get("reason")
    for index, note in enumerate(notes):
        if index in used:
            continue
        if note == slip.note or (reason is not None and dict(note.values).get("reason") == reason):
            return index
    return None


def _own_reason(slip: MoveSlip, language: str) -> str | None:
    """A move's reason when no general note says it; None when its line says all."""
    changed = slip.note is not None and "old_table" in dict(slip.note.values)
    if slip.reason is MoveReason.BALANCE or changed:
        return slip.explanation_in(language)
    return None
