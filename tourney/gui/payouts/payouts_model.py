"""What each place is paid, as a Qt table: place, share of the pool, amount, who is paid.

A thin, read-only adapter over :func:`tourney.domain.figures.paid_places`, the one list the
TV, ``tourney show`` and the payout sheet show too: after a deal it has each player's deal
amount and the money saved for the winner of the play-off, tied players their shares.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt

from tourney.domain.figures import PaidKind, PaidPlace
from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.gui.language import current_language
from tourney.gui.payouts.money import percent_text
from tourney.gui.places import place_text
from tourney.gui.rows_model import RowsModel

__all__ = ["AMOUNT_ROLE", "PayoutColumn", "PayoutsModel", "paid_name"]

#: Role holding the amount in cents on every cell of a row.
AMOUNT_ROLE = Qt.ItemDataRole.UserRole + 1


class PayoutColumn(IntEnum):
    """The payout table's columns."""

    PLACE = 0
    PERCENT = 1
    AMOUNT = 2
    PLAYER = 3


def paid_name(line: PaidPlace) -> str:
    """Who a line pays, as the Player column says it: ``"Ann (deal)"``, ``"Bob (tie, 4th–5th)"``.

    A player of the deal still playing is named alone (the Place column says "Deal"); once
    the play-off has placed him, his place shows and his name says he had the deal.

    Empty for a place still played for; the saved money says whom it is for.
    """
    if line.kind is PaidKind.SAVED:
        return QCoreApplication.translate("PayoutsModel", "saved for the winner")
    if line.kind is PaidKind.DEAL and line.finished:  # the play-off has placed him
        return QCoreApplication.translate("PayoutsModel", "{name} (deal)").format(name=line.name)
    if line.kind is PaidKind.DEAL:
        return line.name  # the Place column says "Deal"
    if line.kind is PaidKind.TIE and line.shared is not None:
        first, last = line.shared
        return QCoreApplication.translate("PayoutsModel", "{name} (tie, {first}–{last})").format(
            name=line.name, first=place_text(first), last=place_text(last)
        )
    return line.name


class PayoutsModel(RowsModel[PaidPlace, PayoutColumn]):
    """One row per line of the payouts, first place first."""

    columns = PayoutColumn

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._places: tuple[PaidPlace, ...] = ()
        self._pool = 0
        self._currency = NO_CURRENCY

    @property
    def places(self) -> tuple[PaidPlace, ...]:
        """The lines shown."""
        return self._places

    def set_places(
        self, places: Sequence[PaidPlace], *, pool: int = 0, currency: Currency = NO_CURRENCY
    ) -> None:
        """Show other lines; ``pool`` is what the shares are of."""
        lines = tuple(places)
        if (lines, pool, currency) == (self._places, self._pool, self._currency):
            return
        self._places, self._pool, self._currency = lines, pool, currency
        self.set_rows(lines)

    def header(self, column: PayoutColumn) -> str:
        """Column titles."""
        return {
            PayoutColumn.PLACE: QCoreApplication.translate("PayoutsModel", "Place"),
            PayoutColumn.PERCENT: QCoreApplication.translate("PayoutsModel", "Share of pool"),
            PayoutColumn.AMOUNT: QCoreApplication.translate("PayoutsModel", "Amount"),
            PayoutColumn.PLAYER: QCoreApplication.translate("PayoutsModel", "Player"),
        }[column]

    def cell(self, row: PaidPlace, column: PayoutColumn, role: int) -> Any:
        """The cell's text; the amount in cents under :data:`AMOUNT_ROLE`."""
        if role == AMOUNT_ROLE:
            return row.amount
        numeric = column in (PayoutColumn.PERCENT, PayoutColumn.AMOUNT)
        if role == Qt.ItemDataRole.TextAlignmentRole and numeric:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if column is PayoutColumn.PLACE:
            if row.kind is PaidKind.DEAL and not row.finished:  # the play-off decides them
                return QCoreApplication.translate("PayoutsModel", "Deal")
            return place_text(row.place)
        if column is PayoutColumn.AMOUNT:
            return money(row.amount, self._currency, language=current_language())
        if column is PayoutColumn.PLAYER:
            return paid_name(row)
        return percent_text(row.amount, self._pool)
