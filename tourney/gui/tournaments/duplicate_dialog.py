"""Asks how to copy a tournament: the same setup for another night (usual) or an exact copy."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDateEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.tournaments.catalog import TournamentRow
from tourney.gui.tournaments.fields import ErrorLabel, date_format, from_qdate, to_qdate
from tourney.gui.tournaments.setup_form import next_night_date

__all__ = ["DuplicateChoice", "DuplicateDialog"]


@dataclass(frozen=True, slots=True)
class DuplicateChoice:
    """What the director asked for.

    Attributes:
        name: The new tournament's name.
        day: The night it is played (not used for an exact copy).
        exact: Copy everything that happened too (entries, clock, log), not just the setup.
    """

    name: str
    day: date
    exact: bool = False


class DuplicateDialog(QDialog):
    """Name and night of the copy, and whether it copies the setup only (the default)."""

    def __init__(self, row: TournamentRow, *, today: date, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Tournaments", "Duplicate tournament"))
        day = next_night_date(row.date, today)
        intro = QLabel(
            QCoreApplication.translate(
                "Tournaments",
                "A new tournament with the structure, buy-ins, tables and payouts of “%1”.",
            ).replace("%1", row.name)
        )
        intro.setWordWrap(True)
        self.name = QLineEdit(row.name)
        self.date = QDateEdit(to_qdate(day))
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(date_format())  # as the wizard writes it
        self.new_night = QRadioButton(
            QCoreApplication.translate("Tournaments", "A new night: same setup, no players yet")
        )
        self.exact = QRadioButton(
            QCoreApplication.translate(
                "Tournaments", "An exact copy, with its players and all that happened"
            )
        )
        self.new_night.setChecked(True)
        self.exact.toggled.connect(lambda on: self.date.setEnabled(not on))
        self.error = ErrorLabel()
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(
            QCoreApplication.translate("Tournaments", "&Duplicate")
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(QCoreApplication.translate("Tournaments", "&Name:"), self.name)
        form.addRow(QCoreApplication.translate("Tournaments", "&Date:"), self.date)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(form)
        layout.addWidget(self.new_night)
        layout.addWidget(self.exact)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    def choice(self) -> DuplicateChoice:
        """What the fields say."""
        return DuplicateChoice(
            self.name.text().strip(), from_qdate(self.date.date()), exact=self.exact.isChecked()
        )

    def accept(self) -> None:
        """Close only with a name."""
        if not self.name.text().strip():
            self.error.show_message(
                QCoreApplication.translate("Tournaments", "A tournament needs a name.")
            )
            return
        super().accept()

    @classmethod
    def ask(
        cls, parent: QWidget | None, row: TournamentRow, *, today: date
    ) -> DuplicateChoice | None:
        """Show the dialog; the choice, or ``None`` when cancelled."""
        dialog = cls(row, today=today, parent=parent)
        try:
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return None
            return dialog.choice()
        finally:
            dialog.deleteLater()
