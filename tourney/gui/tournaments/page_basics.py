"""The wizard's first pages: the tournament's name, day, start and venue; the game dealt."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTime
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGroupBox,
    QLineEdit,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.game_names import limit_name as domain_limit_name
from tourney.domain.levels.structure import Game, Limit
from tourney.domain.money.money_text import NO_CURRENCY, Currency
from tourney.engine.games import game_name as engine_game_name
from tourney.gui.language import current_language
from tourney.gui.tournaments.currency_fields import CurrencyFields
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.fields import date_format, from_qdate
from tourney.gui.tournaments.setup_form import SetupDraft

__all__ = ["BasicsPage", "GamePage", "game_name", "limit_name"]


def game_name(game: Game) -> str:
    """The game as a director names it, in the window's language: ``"Texas Hold'em"``."""
    return engine_game_name(game.value, current_language())


def limit_name(limit: Limit) -> str:
    """The betting limit as a director names it: ``"No limit"``."""
    return domain_limit_name(limit, current_language())


class BasicsPage(DraftPage):
    """Name, day, start time, venue and the currency its money is written in."""

    def __init__(
        self,
        draft: SetupDraft,
        *,
        today: datetime,
        currency: Currency = NO_CURRENCY,
        parent: QWidget | None = None,
    ):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "The tournament"),
            QCoreApplication.translate(
                "Tournaments", "What it is called, when and where it is played."
            ),
            parent,
        )
        day = QDate(today.year, today.month, today.day)
        self.name = QLineEdit(
            QCoreApplication.translate("Tournaments", "%1 tournament").replace(
                "%1", QLocale().dayName(day.dayOfWeek())
            )
        )
        self.name.setMaxLength(120)
        self.date = QDateEdit(day)
        self.date.setCalendarPopup(True)
        self.date.setDisplayFormat(date_format())
        self.start = QTimeEdit(QTime(20, 0))
        self.start.setDisplayFormat("HH:mm")
        self.venue = QLineEdit()
        for edit in (self.name, self.venue):
            edit.setMinimumWidth(360)
        self.venue.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. Club 52, back room")
        )
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(QCoreApplication.translate("Tournaments", "Na&me:"), self.name)
        form.addRow(QCoreApplication.translate("Tournaments", "&Date:"), self.date)
        form.addRow(QCoreApplication.translate("Tournaments", "&Start of play:"), self.start)
        form.addRow(QCoreApplication.translate("Tournaments", "&Venue:"), self.venue)
        self.body.addLayout(form)
        self.money = CurrencyFields(currency)
        money_box = QGroupBox(QCoreApplication.translate("Tournaments", "Currency"))
        money_layout = QVBoxLayout(money_box)
        money_layout.addWidget(self.money)
        money_box.setMaximumWidth(560)
        self.body.addWidget(money_box)
        self.body.addStretch(1)

    def commit(self) -> None:
        """Store name, day, start, venue and currency; a name is required."""
        if not self.name.text().strip():
            raise DomainNotAllowedError(
                QCoreApplication.translate("Tournaments", "A tournament needs a name.")
            )
        day = from_qdate(self.date.date())
        start = self.start.time()
        self.draft.name = self.name.text().strip()
        self.draft.day = day
        self.draft.start = datetime(day.year, day.month, day.day, start.hour(), start.minute())
        self.draft.venue = self.venue.text().strip()
        self.draft.currency = self.money.currency()


class GamePage(DraftPage):
    """The game and the betting limit dealt at every level."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "The game"),
            QCoreApplication.translate(
                "Tournaments",
                "The game dealt and its betting limit; every level of the structure uses them.",
            ),
            parent,
        )
        self.game = QComboBox()
        for game in Game:
            self.game.addItem(game_name(game), game)
        self.limit = QComboBox()
        for limit in Limit:
            self.limit.addItem(limit_name(limit), limit)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(QCoreApplication.translate("Tournaments", "&Game:"), self.game)
        form.addRow(QCoreApplication.translate("Tournaments", "&Limit:"), self.limit)
        self.body.addLayout(form)
        self.body.addStretch(1)

    def commit(self) -> None:
        """Store the game and the limit."""
        self.draft.game = self.game.currentData()
        self.draft.limit = self.limit.currentData()
