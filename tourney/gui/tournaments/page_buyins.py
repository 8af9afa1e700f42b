"""The wizard's buy-in page: the entry's price and split, rebuys, the add-on, windows, money.

The split is checked live: while the parts do not add up to the price, the page says by
how much and Next stays disabled.
"""

from __future__ import annotations

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

from tourney.domain.bounties import BountyKind, BountyRule
from tourney.domain.buyins import PriceSplit
from tourney.domain.setup import BuyIns, Offer
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.fields import ChipsBox, LevelBox, MoneyBox, tr
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
        self.limit.setSpecialValueText(tr("no limit"))
        self.limit.setSuffix(tr(" per entry"))
        self.limit.setValue(limit)
        self.until = LevelBox(tr("the whole tournament"), 6)
        self.form = QFormLayout(self)
        self.form.addRow(tr("Price:"), self.price)
        self.form.addRow(tr("of which fee:"), self.fee)
        self.form.addRow(tr("Chips:"), self.chips)
        self.form.addRow(tr("How many:"), self.limit)
        self.form.addRow(tr("Allowed:"), self.until)

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
            tr("Buy-in"),
            tr("What players pay and where the money goes; amounts in your currency."),
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
        self.bounty_kind.addItem(tr("Fixed"), BountyKind.FIXED)
        self.bounty_kind.addItem(tr("Progressive (half in cash)"), BountyKind.PROGRESSIVE)

        entry = QGroupBox(tr("Entry"))
        form = QFormLayout(entry)
        form.addRow(tr("&Price:"), self.price)
        labels = {
            "prize": tr("Prize pool:"),
            "fee": tr("Fee (house):"),
            "staff": tr("Staff:"),
            "league": tr("League:"),
            "bounty": tr("Bounty:"),
        }
        for part in _PARTS:
            form.addRow(labels[part], self.parts[part])
        form.addRow(self.adds_up)
        form.addRow(tr("&Starting chips:"), self.chips)
        form.addRow(tr("Bounties:"), self.bounty_kind)

        self.rebuy = OfferBox(tr("Rebuys"), limit=0)
        self.only_short = QCheckBox(tr("Only at or below the starting stack"))
        self.only_short.setChecked(True)
        self.rebuy.form.addRow(self.only_short)
        self.addon = OfferBox(tr("Add-on"), limit=1)
        self.addon.chips.setValue(15_000)
        offers = QVBoxLayout()
        offers.addWidget(self.rebuy)
        offers.addWidget(self.addon)
        offers.addStretch(1)

        self.re_entries = QSpinBox()
        self.re_entries.setRange(0, 99)
        self.re_entries.setSpecialValueText(tr("none (freezeout)"))
        self.re_entries.setSuffix(tr(" per player"))
        self.unlimited = QCheckBox(tr("No limit"))
        self.unlimited.toggled.connect(lambda on: self.re_entries.setEnabled(not on))
        re_entry = QHBoxLayout()
        re_entry.addWidget(self.re_entries, 1)
        re_entry.addWidget(self.unlimited)
        self.late = LevelBox(tr("until I close it"), 6)
        self.added = MoneyBox(0)
        self.guarantee = MoneyBox(0)
        other = QGroupBox(tr("Registration and prize money"))
        other_form = QFormLayout(other)
        re_entry_label = QLabel(tr("&Re-entries:"))
        re_entry_label.setBuddy(self.re_entries)
        other_form.addRow(re_entry_label, re_entry)
        other_form.addRow(tr("&Late registration:"), self.late)
        other_form.addRow(tr("&Added money:"), self.added)
        other_form.addRow(tr("&Guarantee:"), self.guarantee)
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
        gap = tr("%1 missing") if parts < price else tr("%1 too much")
        return (
            tr("The parts add up to %1, not to the price %2 (%3).")
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
            self.adds_up.setText(tr("✓ The parts add up to the price."))
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
