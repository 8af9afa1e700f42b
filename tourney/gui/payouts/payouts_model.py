"""The payouts in force as a Qt table: place, percentage of the pool, amount, who is paid.

A thin, read-only adapter over a :class:`~tourney.domain.money.payouts.Payouts` value.
"""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt

from tourney.domain.figures import standings
from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.domain.money.payouts import Payouts
from tourney.domain.state import TournamentState
from tourney.gui.language import current_language
from tourney.gui.payouts.money import percent_text
from tourney.gui.places import place_text
from tourney.gui.rows_model import RowsModel

__all__ = ["AMOUNT_ROLE", "PayoutColumn", "PayoutsModel", "finishers"]

#: Role holding the amount in cents on every cell of a row.
AMOUNT_ROLE = Qt.ItemDataRole.UserRole + 1


class PayoutColumn(IntEnum):
    """The payout table's columns."""

    PLACE = 0
    PERCENT = 1
    AMOUNT = 2
    PLAYER = 3


class PayoutsModel(RowsModel[int, PayoutColumn]):
    """One row per paid place, first place first (a row is the place: 1, 2, 3…)."""

    columns = PayoutColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._payouts: Payouts | None = None
        self._currency = NO_CURRENCY
        self._names: dict[int, str] = {}

    @property
    def payouts(self) -> Payouts | None:
        """The payouts shown (None: none)."""
        return self._payouts

    def set_payouts(
        self,
        payouts: Payouts | None,
        currency: Currency = NO_CURRENCY,
        names: Mapping[int, str] | None = None,
    ) -> None:
        """Show other payouts; ``names`` gives who finished at each place known so far."""
        named = dict(names or {})
        if payouts == self._payouts and currency == self._currency and named == self._names:
            return
        self._payouts = payouts
        self._currency = currency
        self._names = named
        self.set_rows(range(1, payouts.places + 1) if payouts is not None else ())

    def header(self, column: PayoutColumn) -> str:
        """Column titles."""
        return {
            PayoutColumn.PLACE: QCoreApplication.translate("PayoutsModel", "Place"),
            PayoutColumn.PERCENT: QCoreApplication.translate("PayoutsModel", "Share"),
            PayoutColumn.AMOUNT: QCoreApplication.translate("PayoutsModel", "Amount"),
            PayoutColumn.PLAYER: QCoreApplication.translate("PayoutsModel", "Player"),
        }[column]

    def cell(self, row: int, column: PayoutColumn, role: int) -> Any:
        """The cell's text; the amount in cents under :data:`AMOUNT_ROLE`."""
        payouts = self._payouts
        if payouts is None:
            return None
        amount = payouts.amounts[row - 1]
        if role == AMOUNT_ROLE:
            return amount
        numeric = column in (PayoutColumn.PERCENT, PayoutColumn.AMOUNT)
        if role == Qt.ItemDataRole.TextAlignmentRole and numeric:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column is PayoutColumn.PLACE:
            return place_text(row)
        if column is PayoutColumn.AMOUNT:
            return money(amount, self._currency, language=current_language())
        if column is PayoutColumn.PLAYER:
            return self._names.get(row, "")
        return percent_text(amount, payouts.pool)


def finishers(state: TournamentState) -> dict[int, str]:
    """Who finished at each place known so far (tied players share one place, joined)."""
    names: dict[int, list[str]] = {}
    for standing in standings(state):
        if standing.place is not None:
            names.setdefault(standing.place, []).append(standing.name)
    return {place: ", ".join(group) for place, group in names.items()}
