"""The Buy-ins tab of the tournament settings: the terms, changeable during the event.

The entry's price and split and the starting stack; the rebuys and the add-on (price, fee,
chips, how many, when: until a level, a level and the break after it, a break, or one break
only); re-entries, late registration, the added money and the guarantee. A note says the
rule before anything is typed: what has been bought keeps its price and chips, a change
applies to purchases from then on. Unchanged fields give back the setup's own values, so a
dialog closed without a change changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.money.money_text import Currency
from tourney.domain.setup import BuyIns
from tourney.gui.tournaments.fields import ChipsBox, LevelBox, MoneyBox, note_label, show_adds_up
from tourney.gui.tournaments.page_buyins import PARTS, OfferBox, describe_offers, part_labels
from tourney.gui.tournaments.setup_form import format_money

__all__ = ["TermsPage"]


class TermsPage(QWidget):
    """The Buy-ins tab (see the module docstring).

    Args:
        buyins: The tournament's buy-ins as they are.
        currency: How the tournament writes money.
        sold: Gives how many entries have been sold (the note speaks only once some are).

    Signals:
        changed: A field changed.

    Attributes:
        price, parts, chips: The entry's price, its split and the starting stack.
        rebuy, addon: The offers; ``only_short`` the rebuy's stack rule.
        re_entries, unlimited, late, added, guarantee: The other terms.
        rule: The note saying what a change means for what was bought.
        adds_up: Whether the entry's parts add up to its price.
    """

    changed = Signal()

    def __init__(
        self,
        buyins: BuyIns,
        *,
        currency: Currency,
        sold: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._original = buyins
        self.rule = note_label(
            QCoreApplication.translate(
                "Tournaments",
                "Changes apply to what is bought from now on: entries, rebuys and add-ons "
                "already sold keep the price they were paid and the chips they gave.",
            )
        )
        self.rule.setStyleSheet("font-weight: bold;")
        self.rule.setVisible(sold() > 0)

        entry = buyins.entry
        self.price = MoneyBox(entry.price)
        self.parts = {part: MoneyBox(getattr(entry, part)) for part in PARTS}
        self.adds_up = QLabel()
        self.adds_up.setWordWrap(True)
        self.chips = ChipsBox(buyins.chips)
        entry_box = QGroupBox(QCoreApplication.translate("Tournaments", "Entry"))
        form = QFormLayout(entry_box)
        form.addRow(QCoreApplication.translate("Tournaments", "Price:"), self.price)
        labels = part_labels()
        for part in PARTS:
            form.addRow(labels[part], self.parts[part])
        form.addRow(self.adds_up)
        form.addRow(QCoreApplication.translate("Tournaments", "Starting chips:"), self.chips)

        self.rebuy = OfferBox(
            QCoreApplication.translate("Tournaments", "Rebuys"), limit=0, chips_follow=True
        )
        self.rebuy.follow(price=entry.price, chips=buyins.chips)
        self.rebuy.show_offer(buyins.rebuy)
        self.only_short = QCheckBox(
            QCoreApplication.translate("Tournaments", "Only at or below the starting stack")
        )
        self.only_short.setChecked(buyins.rebuy_at_or_below_start)
        self.rebuy.form.addRow(self.only_short)
        self.rebuy.form.addRow(self.rebuy.said)
        self.addon = OfferBox(
            QCoreApplication.translate("Tournaments", "Add-on"), limit=1, chips_follow=False
        )
        self.addon.follow(price=entry.price, chips=buyins.chips)
        self.addon.show_offer(buyins.addon)
        self.addon.form.addRow(self.addon.said)

        self.re_entries = QSpinBox()
        self.re_entries.setRange(0, 99)
        self.re_entries.setSpecialValueText(QCoreApplication.translate("Tournaments", "none"))
        self.re_entries.setSuffix(QCoreApplication.translate("Tournaments", " per player"))
        self.re_entries.setValue(buyins.re_entries or 0)
        self.unlimited = QCheckBox(
            QCoreApplication.translate(
                "Tournaments", "No limit", "re-entries: as many as players want"
            )
        )
        self.unlimited.setChecked(buyins.re_entries is None)
        self.re_entries.setEnabled(buyins.re_entries is not None)
        self.unlimited.toggled.connect(lambda on: self.re_entries.setEnabled(not on))
        re_entry = QHBoxLayout()
        re_entry.addWidget(self.re_entries, 1)
        re_entry.addWidget(self.unlimited)
        self.late = LevelBox(
            QCoreApplication.translate("Tournaments", "until I close it"), buyins.late_until_level
        )
        self.added = MoneyBox(buyins.added)
        self.guarantee = MoneyBox(buyins.guarantee)
        other = QGroupBox(QCoreApplication.translate("Tournaments", "Registration and prize money"))
        other_form = QFormLayout(other)
        other_form.addRow(QCoreApplication.translate("Tournaments", "Re-entries:"), re_entry)
        other_form.addRow(
            QCoreApplication.translate("Tournaments", "Late registration:"), self.late
        )
        other_form.addRow(QCoreApplication.translate("Tournaments", "Added money:"), self.added)
        other_form.addRow(QCoreApplication.translate("Tournaments", "Guarantee:"), self.guarantee)

        for box in self.money_boxes():
            box.show_currency(currency)
        left = QVBoxLayout()
        left.addWidget(entry_box)
        left.addWidget(other)
        left.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.rebuy)
        right.addWidget(self.addon)
        right.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rule)
        layout.addLayout(columns, 1)

        for box in (self.price, *self.parts.values()):
            box.valueChanged.connect(self._check_split)
        for signal in (
            self.chips.valueChanged,
            self.re_entries.valueChanged,
            self.unlimited.toggled,
            self.late.valueChanged,
            self.added.valueChanged,
            self.guarantee.valueChanged,
            self.only_short.toggled,
            self.rebuy.changed,
            self.addon.changed,
        ):
            signal.connect(self._changed)
        self.price.valueChanged.connect(self._follow_entry)
        self.chips.valueChanged.connect(self._follow_entry)
        self._check_split()
        self._describe()

    def money_boxes(self) -> list[MoneyBox]:
        """Every amount on the tab."""
        return [
            self.price,
            *self.parts.values(),
            self.rebuy.price,
            self.rebuy.fee,
            self.addon.price,
            self.addon.fee,
            self.added,
            self.guarantee,
        ]

    def split_problem(self) -> str:
        """Why the entry's parts do not add up to its price, or "" when they do."""
        parts = sum(box.cents() for box in self.parts.values())
        price = self.price.cents()
        if parts == price:
            return ""
        return (
            QCoreApplication.translate(
                "Tournaments", "The parts add up to %1, not to the price %2."
            )
            .replace("%1", format_money(parts))
            .replace("%2", format_money(price))
        )

    def buyins(self) -> BuyIns:
        """The buy-ins the fields describe.

        Raises:
            DomainError: The domain refuses a value (the entry's parts, a rebuy's fee).
        """
        entry = PriceSplit(self.price.cents(), **{p: self.parts[p].cents() for p in PARTS})
        rebuy = self.rebuy.offer()
        addon = self.addon.offer()
        original = self._original
        return BuyIns(
            entry,
            self.chips.value(),
            rebuy=original.rebuy if rebuy == original.rebuy else rebuy,
            addon=original.addon if addon == original.addon else addon,
            re_entries=None if self.unlimited.isChecked() else self.re_entries.value(),
            late_until_level=self.late.level(),
            re_entry_until_level=original.re_entry_until_level,
            rebuy_at_or_below_start=self.only_short.isChecked(),
            added=self.added.cents(),
            guarantee=self.guarantee.cents(),
        )

    def _follow_entry(self) -> None:
        for box in (self.rebuy, self.addon):
            box.follow(price=self.price.cents(), chips=self.chips.value())

    def _check_split(self) -> None:
        show_adds_up(self.adds_up, self.split_problem())
        self._changed()

    def _changed(self) -> None:
        self._describe()
        self.changed.emit()

    def _describe(self) -> None:
        describe_offers(self.rebuy, self.addon, only_short=self.only_short.isChecked())
