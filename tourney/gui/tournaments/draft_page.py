"""The base of the wizard's pages: a form, an inline error line, and a commit to the draft."""

from __future__ import annotations

from PySide6.QtWidgets import QVBoxLayout, QWidget, QWizardPage

from tourney.domain.errors import DomainError
from tourney.gui.language import refusal
from tourney.gui.tournaments.fields import ErrorLabel
from tourney.gui.tournaments.setup_form import SetupDraft

__all__ = ["DraftPage"]


class DraftPage(QWizardPage):
    """A wizard page that checks its fields with the domain before letting the director on.

    Subclasses lay out their fields in :attr:`body` and implement :meth:`commit`, which builds
    the domain's values from the fields and stores them in :attr:`draft`; a
    :class:`DomainError` it raises is shown under the fields and keeps the page open.
    """

    def __init__(self, draft: SetupDraft, title: str, subtitle: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.draft = draft
        self.setTitle(title)
        self.setSubTitle(subtitle)
        outer = QVBoxLayout(self)
        self.body = QVBoxLayout()
        outer.addLayout(self.body, 1)
        self.error = ErrorLabel(self)
        outer.addWidget(self.error)

    def commit(self) -> None:
        """Build this page's part of the setup into :attr:`draft` (raise to refuse)."""

    def validatePage(self) -> bool:
        """Commit the page; on a domain error show it inline and stay."""
        try:
            self.commit()
        except DomainError as exc:
            self.error.show_message(refusal(exc))
            return False
        self.error.show_message("")
        return True
