"""The new-tournament wizard: basics, game, buy-in, structure, tables, payouts, summary.

Each page checks its part with the domain before Next (the domain's message shown on the
page); Finish stores the tournament in the library and opens it in the session. A failure
to store it is shown on the last page and changes nothing.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QSize, Signal
from PySide6.QtWidgets import QWidget, QWizard

from tourney.domain.errors import DomainError
from tourney.domain.money.money_text import NO_CURRENCY
from tourney.gui.language import refusal
from tourney.gui.session import Session
from tourney.gui.tournaments.page_basics import BasicsPage, GamePage
from tourney.gui.tournaments.page_buyins import BuyInsPage
from tourney.gui.tournaments.page_structure import StructurePage
from tourney.gui.tournaments.page_summary import SummaryPage
from tourney.gui.tournaments.page_tables_payouts import PayoutsPage, TablesPage
from tourney.gui.tournaments.setup_form import SetupDraft

__all__ = ["NewTournamentWizard"]


class NewTournamentWizard(QWizard):
    """Asks for a new tournament's setup, then creates and opens it.

    Signals:
        created(int): The tournament was stored (its library id) and opened.

    Attributes:
        draft: The setup entered so far.
        created_id: The new tournament's id once Finish worked, else ``None``.
    """

    created = Signal(int)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.created_id: int | None = None
        today = datetime.fromtimestamp(session.now())
        self.draft = SetupDraft(day=today.date())
        self.setWindowTitle(QCoreApplication.translate("Tournaments", "New tournament"))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage, on=True)
        open_now = session.state
        self.basics = BasicsPage(
            self.draft,
            today=today,
            currency=open_now.setup.currency if open_now is not None else NO_CURRENCY,
        )
        self.game = GamePage(self.draft)
        self.buyins = BuyInsPage(self.draft)
        self.structure = StructurePage(self.draft)
        self.tables = TablesPage(self.draft)
        self.payouts = PayoutsPage(self.draft)
        self.summary = SummaryPage(self.draft)
        for page in (
            self.basics,
            self.game,
            self.buyins,
            self.structure,
            self.tables,
            self.payouts,
            self.summary,
        ):
            self.addPage(page)
        self.setButtonText(
            QWizard.WizardButton.FinishButton,
            QCoreApplication.translate("Tournaments", "&Create and open"),
        )

    def sizeHint(self) -> QSize:
        """Room for the buy-in page's three columns and the structure preview."""
        return QSize(1000, 640)

    def accept(self) -> None:
        """Create the tournament and run it; on failure say why and stay open."""
        try:
            setup = self.draft.build()
        except DomainError as exc:
            self.summary.error.show_message(refusal(exc))
            return
        with self.session.refusals_collected() as refused:
            created = self.session.create_tournament(setup)
        if created is None:
            self.summary.error.show_message(refused[0] if refused else "")
            return
        self.created_id = created
        self.created.emit(created)
        super().accept()
