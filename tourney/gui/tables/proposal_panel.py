"""The floor's proposal: balancing and break moves with their reasons, Accept or Change.

The panel shows the controller's current :class:`~tourney.domain.room.balancing.Proposal`; each
move has a "Change…" button to pick another destination. The tab wires the buttons.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.room.balancing import Proposal
from tourney.domain.room.seating import MoveSlip
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language

__all__ = ["ProposalPanel"]


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
        self.accept_button = QPushButton(self.tr("Accept"))
        self.accept_button.setMinimumHeight(36)
        self.accept_button.setStyleSheet("font-weight: bold;")
        self.print_button = QPushButton(self.tr("Print move slips"))
        self.print_button.setMinimumHeight(36)
        buttons = QHBoxLayout()
        buttons.addWidget(self.accept_button)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addLayout(self.moves_box)
        layout.addLayout(buttons)
        self.accept_button.clicked.connect(self.accept_requested)
        self.print_button.clicked.connect(self.print_requested)
        self.move_labels: list[QLabel] = []
        self.change_buttons: list[QPushButton] = []
        self.show_proposal(None, None)

    def show_proposal(self, proposal: Proposal | None, state: TournamentState | None) -> None:
        """Show ``proposal`` (``None``: no tables yet), explained in the application language."""
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
            self._enable(active=False)
            return
        language = current_language()
        explanation = proposal.explanation_in(language)
        notes = "".join(f"<li>{escape(line)}</li>" for line in explanation)
        heading = (
            self.tr("Nothing to do: the tables are balanced.")
            if proposal.nothing_to_do
            else self.tr("The floor should do this now:")
        )
        holds = ""
        if proposal.holds:
            held = ", ".join(str(n) for n in proposal.holds)
            holds = (
                "<p style='color:#c62828'><b>"
                + escape(
                    self.tr("Hold play at table(s) %1 until the moves are made.").replace(
                        "%1", held
                    )
                )
                + "</b></p>"
            )
        self.summary.setText(
            f"<b>{escape(heading)}</b>{holds}<ul style='margin-left:-20px'>{notes}</ul>"
        )
        for index, slip in enumerate(proposal.moves):
            self.moves_box.addWidget(self._move_row(index, slip, state, language))
        self._enable(active=not proposal.nothing_to_do)
        self.print_button.setEnabled(bool(proposal.moves))

    def _enable(self, *, active: bool) -> None:
        self.accept_button.setEnabled(active)
        self.print_button.setEnabled(active)

    def _move_row(
        self, index: int, slip: MoveSlip, state: TournamentState, language: str
    ) -> QWidget:
        row = QFrame()
        row.setObjectName("moveRow")
        row.setStyleSheet(
            "#moveRow { background: #fff8e1; border: 1px solid #ffe082; border-radius: 6px; }"
        )
        name = state.name(int(slip.player))
        where = (
            self.tr("%1: table %2 seat %3 → table %4 seat %5")
            .replace("%1", name)
            .replace("%2", str(slip.from_table))
            .replace("%3", str(slip.from_seat))
            .replace("%4", str(slip.to_table))
            .replace("%5", str(slip.to_seat))
        )
        why = slip.explanation_in(language)
        label = QLabel(f"<b>{escape(where)}</b><br>{escape(why)}")
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
