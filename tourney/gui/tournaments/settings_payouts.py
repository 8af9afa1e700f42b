"""The Payouts tab of the tournament settings: the payout plan, changeable during the event.

The built-in table, the director's own percentages (smaller fields paid by the built-in
table, as in the wizard), or amounts set by hand, and the rounding unit; a line says what
the plan pays the field as it stands. The plan shown comes back unchanged until a field of
the tab is touched, so a table read from elsewhere survives a dialog that did not edit it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.money.money_text import Currency
from tourney.domain.money.payout_table import BUILT_IN_TABLE
from tourney.domain.money.payouts import PayoutPlan
from tourney.gui.language import refusal
from tourney.gui.numbers import decimal_mark, decimal_text, parse_decimal
from tourney.gui.tournaments.fields import MoneyBox, note_label
from tourney.gui.tournaments.setup_form import custom_payout_table

__all__ = ["PayoutPlanPage"]


def _percent_words(shares: tuple[int, ...]) -> str:
    """Basis points as the director types percentages: ``"50 30 20"``, ``"27,5 …"``."""
    words = []
    for share in shares:
        text = f"{share / 100:.2f}".rstrip("0").rstrip(".")
        words.append(text.replace(".", decimal_mark()))
    return " ".join(words)


def _amounts_words(amounts: tuple[int, ...]) -> str:
    return " ".join(decimal_text(cents / 100, 2, grouped=False) for cents in amounts)


class PayoutPlanPage(QWidget):
    """The Payouts tab (see the module docstring).

    Args:
        plan: The tournament's payout plan.
        currency: How the tournament writes money.
        preview: Gives, for a plan, the sentence saying what it pays the field as it stands.

    Signals:
        changed: A field changed.

    Attributes:
        built_in, percentages_choice, amounts_choice: How the pool is shared.
        percentages, amounts, unit: The fields.
        example: What the plan pays now.
    """

    changed = Signal()

    def __init__(
        self,
        plan: PayoutPlan,
        *,
        currency: Currency,
        preview: Callable[[PayoutPlan], str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._original = plan
        self._preview = preview
        self._touched = False
        self.built_in = QRadioButton(
            QCoreApplication.translate("Tournaments", "The built-in payout table")
        )
        self.percentages_choice = QRadioButton(
            QCoreApplication.translate("Tournaments", "My own percentages:")
        )
        self.amounts_choice = QRadioButton(
            QCoreApplication.translate("Tournaments", "Amounts set by hand:")
        )
        self._mode = QButtonGroup(self)
        for button in (self.built_in, self.percentages_choice, self.amounts_choice):
            self._mode.addButton(button)
        shares = plan.table.rows[-1].shares if plan.table != BUILT_IN_TABLE else (5000, 3000, 2000)
        self.percentages = QLineEdit(_percent_words(shares))
        self.percentages.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "One percentage per paid place, best first; smaller fields use the built-in table.",
            )
        )
        self.amounts = QLineEdit(_amounts_words(plan.custom or ()))
        self.amounts.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. 500 300 200")
        )
        self.amounts.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "One amount per paid place, best first; together they must make the prize pool.",
            )
        )
        self.unit = MoneyBox(plan.unit)
        self.unit.show_currency(currency)
        if plan.custom is not None:
            self.amounts_choice.setChecked(True)
        elif plan.table != BUILT_IN_TABLE:
            self.percentages_choice.setChecked(True)
        else:
            self.built_in.setChecked(True)
        self.example = note_label("")
        form = QFormLayout()
        form.addRow(self.built_in)
        form.addRow(self.percentages_choice, self.percentages)
        form.addRow(self.amounts_choice, self.amounts)
        form.addRow(QCoreApplication.translate("Tournaments", "Round to:"), self.unit)
        box = QGroupBox(QCoreApplication.translate("Tournaments", "How the prize pool is shared"))
        box.setLayout(form)
        layout = QVBoxLayout(self)
        layout.addWidget(box)
        layout.addWidget(QLabel(QCoreApplication.translate("Tournaments", "What it pays now:")))
        layout.addWidget(self.example)
        layout.addWidget(
            note_label(
                QCoreApplication.translate(
                    "Tournaments",
                    "Locked payouts stay as they are until you unlock them on the Payouts tab.",
                )
            )
        )
        layout.addStretch(1)
        for button in (self.built_in, self.percentages_choice, self.amounts_choice):
            button.toggled.connect(self._touch)
        self.percentages.textEdited.connect(self._touch)
        self.amounts.textEdited.connect(self._touch)
        self.unit.valueChanged.connect(self._touch)
        self.refresh()

    def plan(self) -> PayoutPlan:
        """The payout plan the fields describe (the plan shown while nothing was touched).

        Raises:
            DomainError: A percentage or an amount cannot be read, or the shares are wrong.
        """
        if not self._touched:
            return self._original
        unit = self.unit.cents()
        if self.amounts_choice.isChecked():
            return PayoutPlan(unit=unit, custom=self._amounts())
        if self.percentages_choice.isChecked():
            return PayoutPlan(table=custom_payout_table(self.percentages.text()), unit=unit)
        return PayoutPlan(unit=unit)

    def _amounts(self) -> tuple[int, ...]:
        words = self.amounts.text().replace(";", " ").split()
        if not words:
            raise DomainNotAllowedError(
                QCoreApplication.translate(
                    "Tournaments",
                    "Type the amount of each paid place, best first, e.g. 500 300 200.",
                )
            )
        amounts = []
        for word in words:
            try:
                amounts.append(round(parse_decimal(word) * 100))
            except ValueError:
                raise DomainNotAllowedError(
                    QCoreApplication.translate(
                        "Tournaments", "“%1” is not an amount of money."
                    ).replace("%1", word)
                ) from None
        return tuple(amounts)

    def refresh(self) -> None:
        """Say what the plan pays the field as it stands, or why it cannot."""
        self.percentages.setEnabled(self.percentages_choice.isChecked())
        self.amounts.setEnabled(self.amounts_choice.isChecked())
        self.example.setText(self._preview_text())

    def _preview_text(self) -> str:
        try:
            return self._preview(self.plan())
        except DomainError as exc:
            return refusal(exc)

    def _touch(self) -> None:
        self._touched = True
        self.refresh()
        self.changed.emit()
