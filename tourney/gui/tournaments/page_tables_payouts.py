"""The wizard's tables and payouts pages: seats and balancing; the payout table and rounding."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QLabel,
    QLineEdit,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.money.money_text import money
from tourney.domain.money.payout_table import BUILT_IN_TABLE
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.money.prize_pool import compute_prize_pool
from tourney.domain.room.tables import TableSettings
from tourney.gui.language import current_language, refusal
from tourney.gui.places import place_paid
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.fields import MoneyBox, SeatsBox
from tourney.gui.tournaments.setup_form import SetupDraft, custom_payout_table

__all__ = ["PayoutsPage", "TablesPage"]


class TablesPage(DraftPage):
    """Seats per table and when tables are balanced."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "Tables"),
            QCoreApplication.translate(
                "Tournaments", "How many seats each table has and when the floor balances them."
            ),
            parent,
        )
        self.seats = SeatsBox(9)
        self.balance = QSpinBox()
        self.balance.setRange(2, 9)
        self.balance.setValue(2)
        self.balance.setSuffix(QCoreApplication.translate("Tournaments", " players"))
        self.tight_from = QSpinBox()
        self.tight_from.setRange(0, 500)
        self.tight_from.setSpecialValueText(QCoreApplication.translate("Tournaments", "never"))
        self.tight_from.setPrefix(QCoreApplication.translate("Tournaments", "from "))
        self.tight_from.setSuffix(QCoreApplication.translate("Tournaments", " players left"))
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(QCoreApplication.translate("Tournaments", "&Seats per table:"), self.seats)
        form.addRow(self.seats.note)
        form.addRow(
            QCoreApplication.translate("Tournaments", "Ba&lance at a difference of:"), self.balance
        )
        form.addRow(QCoreApplication.translate("Tournaments", "&Tighten to 2:"), self.tight_from)
        hint = QLabel(
            QCoreApplication.translate(
                "Tournaments",
                "Tables are balanced when the biggest and the smallest differ by this many "
                "players (2 keeps them within one player of each other). A looser room early "
                "on can be tightened once few players are left.",
            )
        )
        hint.setWordWrap(True)
        self.body.addLayout(form)
        self.body.addWidget(hint)
        self.body.addStretch(1)

    def commit(self) -> None:
        """Store the table settings (the domain checks the numbers)."""
        self.draft.tables = TableSettings(
            seats_per_table=self.seats.value(),
            balance_difference=self.balance.value(),
            tight_from_players=self.tight_from.value() or None,
        )


class PayoutsPage(DraftPage):
    """The built-in payout table or the director's percentages, the rounding, a preview."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "Payouts"),
            QCoreApplication.translate(
                "Tournaments",
                "How the prize pool is shared; amounts are worked out from the entries.",
            ),
            parent,
        )
        self.built_in = QRadioButton(
            QCoreApplication.translate("Tournaments", "The b&uilt-in table")
        )
        self.custom = QRadioButton(
            QCoreApplication.translate("Tournaments", "My own &percentages:")
        )
        self.built_in.setChecked(True)
        self._mode = QButtonGroup(self)
        self._mode.addButton(self.built_in)
        self._mode.addButton(self.custom)
        self.percentages = QLineEdit("50 30 20")
        self.percentages.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "One percentage per paid place, best first; smaller fields use the built-in table.",
            )
        )
        self.unit = MoneyBox(100)
        self.example = QSpinBox()
        self.example.setRange(2, 5000)
        self._name_entries(self.example.value())
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.percentages.setMinimumWidth(320)
        form = QFormLayout()
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        form.addRow(self.built_in)
        form.addRow(self.custom, self.percentages)
        form.addRow(QCoreApplication.translate("Tournaments", "&Round to:"), self.unit)
        form.addRow(QCoreApplication.translate("Tournaments", "&Example with:"), self.example)
        self.body.addLayout(form)
        self.body.addWidget(self.preview)
        self.body.addStretch(1)
        self.built_in.toggled.connect(self.refresh)
        self.percentages.textChanged.connect(self.refresh)
        self.unit.valueChanged.connect(self.refresh)
        self.example.valueChanged.connect(self._name_entries)  # "20 de înscrieri"
        self.example.valueChanged.connect(self.refresh)

    def _name_entries(self, count: int) -> None:
        """The word after the number of entries, in the form that number takes."""
        self.example.setSuffix(self.tr(" entries", "the suffix of a number of entries", count))

    def initializePage(self) -> None:
        """Preview the field the director expects, in the tournament's currency."""
        self.unit.show_currency(self.draft.currency)
        self.example.setValue(self.draft.expected_players)
        self.refresh()

    def plan(self) -> PayoutPlan:
        """The payout plan the fields describe (``DomainError`` when they are wrong)."""
        table = (
            BUILT_IN_TABLE
            if self.built_in.isChecked()
            else custom_payout_table(self.percentages.text())
        )
        return PayoutPlan(table=table, unit=self.unit.cents())

    def refresh(self) -> None:
        """Work out the example's payouts, or show why they cannot be."""
        self.percentages.setEnabled(self.custom.isChecked())
        try:
            plan = self.plan()
            self.preview.setText(self._example(plan))
        except DomainError as exc:
            self.preview.setText("")
            self.error.show_message(refusal(exc))
            return
        self.error.show_message("")

    def _example(self, plan: PayoutPlan) -> str:
        buyins = self.draft.buyins
        if buyins is None:
            return ""
        entries = self.example.value()
        pool = compute_prize_pool(
            buyins.plan, entries=entries, added=buyins.added, guarantee=buyins.guarantee
        ).total
        payouts = plan.payouts_for(entries=entries, pool=pool)
        places = ", ".join(
            place_paid(place, self._money(amount))  # "1st €289.00", "locul 1: 289 lei"
            for place, amount in enumerate(payouts.amounts, start=1)
        )
        return (
            QCoreApplication.translate(
                "Tournaments", "With %1 entries the prize pool is %2 and pays %3 places: %4"
            )
            .replace("%1", str(entries))
            .replace("%2", self._money(pool))
            .replace("%3", str(payouts.places))
            .replace("%4", places)
        )

    def _money(self, cents: int) -> str:
        return money(cents, self.draft.currency, language=current_language())

    def commit(self) -> None:
        """Store the payout plan, checked against the example field."""
        plan = self.plan()
        self._example(plan)
        self.draft.payouts = plan
