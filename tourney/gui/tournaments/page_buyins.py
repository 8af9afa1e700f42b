"""The wizard's buy-in page: the entry's price and split, rebuys, the add-on, windows, money.

The split is checked live: while the parts do not add up to the price, the page says by
how much and Next stays disabled.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.entries.bounties import BountyKind, BountyRule
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.setup import BuyIns, Offer
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.fields import ChipsBox, LevelBox, MoneyBox
from tourney.gui.tournaments.setup_form import SetupDraft, format_money, offer_split

__all__ = ["BuyInsPage", "OfferBox"]

_PARTS = ("prize", "fee", "staff", "league", "bounty")


class OfferBox(QGroupBox):
    """A rebuy or an add-on: ticked when offered, with its price, fee, chips, limit, window."""

    def __init__(self, title: str, *, limit: int, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.setCheckable(True)
        self.setChecked(False)
        self.price = MoneyBox(5000)
        self.fee = MoneyBox(0)
        self.chips = ChipsBox(10_000)
        self.limit = QSpinBox()
        self.limit.setRange(0, 99)
        self.limit.setSpecialValueText(QCoreApplication.translate("Tournaments", "no limit"))
        self.limit.setSuffix(QCoreApplication.translate("Tournaments", " per entry"))
        self.limit.setValue(limit)
        self.until = LevelBox(QCoreApplication.translate("Tournaments", "the whole tournament"), 6)
        self.form = QFormLayout(self)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Price:"), self.price)
        self.form.addRow(QCoreApplication.translate("Tournaments", "of which fee:"), self.fee)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Chips:"), self.chips)
        self.form.addRow(QCoreApplication.translate("Tournaments", "How many:"), self.limit)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Allowed:"), self.until)

    def offer(self) -> Offer | None:
        """The offer, or ``None`` when it is not ticked (``DomainError`` if it is wrong)."""
        if not self.isChecked():
            return None
        return Offer(
            offer_split(self.price.cents(), fee=self.fee.cents()),
            self.chips.value(),
            limit=self.limit.value() or None,
            until_level=self.until.level(),
        )


class BuyInsPage(DraftPage):
    """Prices, chips, rebuys, the add-on, re-entries, late registration and added money."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "Buy-in"),
            QCoreApplication.translate(
                "Tournaments",
                "What players pay and where the money goes; amounts in your currency.",
            ),
            parent,
        )
        self.price = MoneyBox(5000)
        self.parts = {
            "prize": MoneyBox(4500),
            "fee": MoneyBox(500),
            "staff": MoneyBox(0),
            "league": MoneyBox(0),
            "bounty": MoneyBox(0),
        }
        self.adds_up = QLabel()
        self.adds_up.setWordWrap(True)
        self.chips = ChipsBox(10_000)
        self.bounty_kind = QComboBox()
        self.bounty_kind.addItem(
            QCoreApplication.translate("Tournaments", "Fixed"), BountyKind.FIXED
        )
        self.bounty_kind.addItem(
            QCoreApplication.translate("Tournaments", "Progressive (half in cash)"),
            BountyKind.PROGRESSIVE,
        )

        entry = QGroupBox(QCoreApplication.translate("Tournaments", "Entry"))
        form = QFormLayout(entry)
        form.addRow(QCoreApplication.translate("Tournaments", "&Price:"), self.price)
        labels = {
            "prize": QCoreApplication.translate("Tournaments", "Prize pool:"),
            "fee": QCoreApplication.translate("Tournaments", "Fee (house):"),
            "staff": QCoreApplication.translate("Tournaments", "Staff:"),
            "league": QCoreApplication.translate("Tournaments", "League:"),
            "bounty": QCoreApplication.translate("Tournaments", "Bounty:"),
        }
        for part in _PARTS:
            form.addRow(labels[part], self.parts[part])
        form.addRow(self.adds_up)
        form.addRow(QCoreApplication.translate("Tournaments", "&Starting chips:"), self.chips)
        form.addRow(QCoreApplication.translate("Tournaments", "Bounties:"), self.bounty_kind)

        self.rebuy = OfferBox(QCoreApplication.translate("Tournaments", "Rebuys"), limit=0)
        self.only_short = QCheckBox(
            QCoreApplication.translate("Tournaments", "Only at or below the starting stack")
        )
        self.only_short.setChecked(True)
        self.rebuy.form.addRow(self.only_short)
        self.addon = OfferBox(QCoreApplication.translate("Tournaments", "Add-on"), limit=1)
        self.addon.chips.setValue(15_000)
        offers = QVBoxLayout()
        offers.addWidget(self.rebuy)
        offers.addWidget(self.addon)
        offers.addStretch(1)

        self.re_entries = QSpinBox()
        self.re_entries.setRange(0, 99)
        self.re_entries.setSpecialValueText(
            QCoreApplication.translate("Tournaments", "none (freezeout)")
        )
        self.re_entries.setSuffix(QCoreApplication.translate("Tournaments", " per player"))
        self.unlimited = QCheckBox(
            QCoreApplication.translate(
                "Tournaments", "No limit", "no limit on how many an entry may buy"
            )
        )
        self.unlimited.toggled.connect(lambda on: self.re_entries.setEnabled(not on))
        re_entry = QHBoxLayout()
        re_entry.addWidget(self.re_entries, 1)
        re_entry.addWidget(self.unlimited)
        self.late = LevelBox(QCoreApplication.translate("Tournaments", "until I close it"), 6)
        self.added = MoneyBox(0)
        self.guarantee = MoneyBox(0)
        other = QGroupBox(QCoreApplication.translate("Tournaments", "Registration and prize money"))
        other_form = QFormLayout(other)
        re_entry_label = QLabel(QCoreApplication.translate("Tournaments", "&Re-entries:"))
        re_entry_label.setBuddy(self.re_entries)
        other_form.addRow(re_entry_label, re_entry)
        other_form.addRow(
            QCoreApplication.translate("Tournaments", "&Late registration:"), self.late
        )
        other_form.addRow(QCoreApplication.translate("Tournaments", "&Added money:"), self.added)
        other_form.addRow(QCoreApplication.translate("Tournaments", "&Guarantee:"), self.guarantee)
        right = QVBoxLayout()
        right.addWidget(other)
        right.addStretch(1)

        left = QVBoxLayout()
        left.addWidget(entry)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(offers, 1)
        columns.addLayout(right, 1)
        self.body.addLayout(columns)

        for box in (self.price, *self.parts.values()):
            box.valueChanged.connect(self._check_split)
        self._check_split()

    # -- the live check -----------------------------------------------------------------------

    def split_problem(self) -> str:
        """Why the parts do not add up to the price, or "" when they do."""
        parts = sum(box.cents() for box in self.parts.values())
        price = self.price.cents()
        if parts == price:
            return ""
        gap = (
            QCoreApplication.translate("Tournaments", "%1 missing")
            if parts < price
            else QCoreApplication.translate("Tournaments", "%1 too much")
        )
        return (
            QCoreApplication.translate(
                "Tournaments", "The parts add up to %1, not to the price %2 (%3)."
            )
            .replace("%1", format_money(parts))
            .replace("%2", format_money(price))
            .replace("%3", gap.replace("%1", format_money(abs(price - parts))))
        )

    def _check_split(self) -> None:
        problem = self.split_problem()
        if problem:
            self.adds_up.setText(problem)
            self.adds_up.setStyleSheet("color: #b00020; font-weight: bold;")
        else:
            self.adds_up.setText(
                QCoreApplication.translate("Tournaments", "✓ The parts add up to the price.")
            )
            self.adds_up.setStyleSheet("color: #1b5e20;")
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Next is possible only while the split adds up."""
        return not self.split_problem()

    # -- commit -------------------------------------------------------------------------------

    def commit(self) -> None:
        """Build the entry's split, the offers and the windows into the draft."""
        entry = PriceSplit(self.price.cents(), **{p: self.parts[p].cents() for p in _PARTS})
        self.draft.buyins = BuyIns(
            entry,
            self.chips.value(),
            rebuy=self.rebuy.offer(),
            addon=self.addon.offer(),
            re_entries=None if self.unlimited.isChecked() else self.re_entries.value(),
            late_until_level=self.late.level(),
            rebuy_at_or_below_start=self.only_short.isChecked(),
            added=self.added.cents(),
            guarantee=self.guarantee.cents(),
        )
        self.draft.bounty = BountyRule(self.bounty_kind.currentData())
