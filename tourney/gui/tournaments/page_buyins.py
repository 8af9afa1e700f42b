"""The wizard's buy-in page: the entry's price and split, rebuys, the add-on, windows, money.

The split is checked live: while the parts do not add up to the price, the page says by
how much and Next stays disabled. Rebuys and the add-on may end at a level (with or without
the break after it), at a break, or be sold during one break only; the add-on starts as
"during the first break only", and a sentence under each says what was chosen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
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
from tourney.gui.tournaments.fields import ChipsBox, LevelBox, MoneyBox, note_label, show_adds_up
from tourney.gui.tournaments.offer_text import offer_sentence
from tourney.gui.tournaments.offer_window import Window, WindowBox, WindowKind
from tourney.gui.tournaments.setup_form import SetupDraft, format_money, offer_split

__all__ = ["PARTS", "BuyInsPage", "OfferBox", "describe_offers", "part_labels"]

PARTS = ("prize", "fee", "staff", "league", "bounty")
"""The parts an entry's price is split into, in the order the forms list them."""


def part_labels() -> dict[str, str]:
    """Each part's label in the window's language."""
    return {
        "prize": QCoreApplication.translate("Tournaments", "Prize pool:"),
        "fee": QCoreApplication.translate("Tournaments", "Fee (house):"),
        "staff": QCoreApplication.translate("Tournaments", "Staff:"),
        "league": QCoreApplication.translate("Tournaments", "League:"),
        "bounty": QCoreApplication.translate("Tournaments", "Bounty:"),
    }


def describe_offers(rebuy: OfferBox, addon: OfferBox, *, only_short: bool) -> None:
    """Say under each box what the rebuys and the add-on as chosen are."""
    rebuy.said.setText(
        offer_sentence(
            rebuy=True,
            offered=rebuy.isChecked(),
            limit=rebuy.limit.value() or None,
            window=rebuy.offer_window(),
            only_short=only_short,
        )
    )
    addon.said.setText(
        offer_sentence(
            rebuy=False,
            offered=addon.isChecked(),
            limit=addon.limit.value() or None,
            window=addon.offer_window(),
        )
    )


class OfferBox(QGroupBox):
    """A rebuy or an add-on: ticked when offered, with its price, fee, chips, limit, window.

    Its price follows the entry's price (and, with ``chips_follow``, its chips the starting
    stack) until the director types another; :attr:`said` describes in a sentence what is
    offered, and updates with every change. The window (:attr:`until`) ends at a level, at a
    break, or is one break only.

    Signals:
        changed: A field changed.
    """

    changed = Signal()

    def __init__(
        self,
        title: str,
        *,
        limit: int,
        chips_follow: bool,
        window: Window | None = None,
        parent: QWidget | None = None,
    ):
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
        self.until = WindowBox(window or Window(WindowKind.LEVEL_AND_BREAK, 6))
        self._parts = (0, 0, 0)  # staff, league, bounty: kept from an offer shown
        self.said = note_label("")
        self.said.setMinimumHeight(self.said.fontMetrics().lineSpacing() * 3 + 4)
        self.form = QFormLayout(self)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Price:"), self.price)
        self.form.addRow(QCoreApplication.translate("Tournaments", "of which fee:"), self.fee)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Chips:"), self.chips)
        self.form.addRow(QCoreApplication.translate("Tournaments", "How many:"), self.limit)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Allowed:"), self.until)
        self._following = {"price": True, "chips": chips_follow}
        self._setting = False
        self.price.valueChanged.connect(lambda _value: self._typed("price"))
        self.chips.valueChanged.connect(lambda _value: self._typed("chips"))
        for other in (self.fee, self.limit, self.until):
            other.valueChanged.connect(self.changed)
        self.toggled.connect(self.changed)

    def follow(self, *, price: int, chips: int) -> None:
        """The entry's price and stack changed: take them where the director typed nothing."""
        self._setting = True
        try:
            if self._following["price"]:
                self.price.set_cents(price)
            if self._following["chips"]:
                self.chips.setValue(chips)
        finally:
            self._setting = False
        self.changed.emit()

    def _typed(self, field: str) -> None:
        if not self._setting:
            self._following[field] = False
        self.changed.emit()

    def offer_window(self) -> Window:
        """When it may be bought."""
        return self.until.chosen()

    def show_offer(self, offer: Offer | None) -> None:
        """Show ``offer`` (unticked for ``None``); its price no longer follows the entry's."""
        self._following = {"price": False, "chips": False}
        self.setChecked(offer is not None)
        if offer is None:
            return
        split = offer.price
        self._parts = (split.staff, split.league, split.bounty)
        self.price.set_cents(split.price)
        self.fee.set_cents(split.fee)
        self.chips.setValue(offer.chips)
        self.limit.setValue(offer.limit or 0)
        self.until.set_offer(offer)

    def offer(self) -> Offer | None:
        """The offer, or ``None`` when it is not ticked (``DomainError`` if it is wrong).

        The staff, league and bounty parts of an offer shown with :meth:`show_offer` are
        kept; the rest of the price after the fee goes to the prize pool.
        """
        if not self.isChecked():
            return None
        staff, league, bounty = self._parts
        split = offer_split(self.price.cents(), fee=self.fee.cents() + staff + league + bounty)
        if staff or league or bounty:
            split = PriceSplit(
                split.price,
                split.prize,
                fee=self.fee.cents(),
                staff=staff,
                league=league,
                bounty=bounty,
            )
        return Offer(
            split,
            self.chips.value(),
            limit=self.limit.value() or None,
            **self.offer_window().fields(),
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
        labels = part_labels()
        for part in PARTS:
            form.addRow(labels[part], self.parts[part])
        form.addRow(self.adds_up)
        form.addRow(QCoreApplication.translate("Tournaments", "&Starting chips:"), self.chips)
        form.addRow(QCoreApplication.translate("Tournaments", "Bounties:"), self.bounty_kind)

        self.rebuy = OfferBox(
            QCoreApplication.translate("Tournaments", "Rebu&ys"), limit=0, chips_follow=True
        )
        self.only_short = QCheckBox(
            QCoreApplication.translate("Tournaments", "Only at or below the starting stack")
        )
        self.only_short.setChecked(True)
        self.rebuy.form.addRow(self.only_short)
        self.rebuy.form.addRow(self.rebuy.said)
        self.addon = OfferBox(
            QCoreApplication.translate("Tournaments", "A&dd-on"),
            limit=1,
            chips_follow=False,
            window=Window(WindowKind.BREAK_ONLY, 1),  # the usual: at the first break
        )
        self.addon.chips.setValue(15_000)
        self.addon.form.addRow(self.addon.said)
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
        left = QVBoxLayout()  # two columns, not three: the wizard fits a 1366-pixel laptop
        left.addWidget(entry)
        left.addWidget(other)
        left.addStretch(1)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(offers, 1)
        self.body.addLayout(columns)

        for box in (self.price, *self.parts.values()):
            box.valueChanged.connect(self._check_split)
        self.price.valueChanged.connect(self._follow_entry)
        self.chips.valueChanged.connect(self._follow_entry)
        self.rebuy.changed.connect(self._describe_offers)
        self.rebuy.toggled.connect(lambda on: self._name_no_re_entries(rebuys=on))
        self.only_short.toggled.connect(self._describe_offers)
        self.addon.changed.connect(self._describe_offers)
        self._check_split()
        self._follow_entry()

    def initializePage(self) -> None:
        """Write the amounts with the currency chosen on the first page."""
        for box in self.money_boxes():
            box.show_currency(self.draft.currency)

    def money_boxes(self) -> list[MoneyBox]:
        """Every amount on the page."""
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

    def _name_no_re_entries(self, *, rebuys: bool) -> None:
        """No re-entries is a freezeout only where there are no rebuys either."""
        self.re_entries.setSpecialValueText(
            QCoreApplication.translate("Tournaments", "none")
            if rebuys
            else QCoreApplication.translate("Tournaments", "none (freezeout)")
        )

    def _follow_entry(self) -> None:
        for box in (self.rebuy, self.addon):
            box.follow(price=self.price.cents(), chips=self.chips.value())

    def _describe_offers(self) -> None:
        describe_offers(self.rebuy, self.addon, only_short=self.only_short.isChecked())

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
        show_adds_up(self.adds_up, self.split_problem())
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        """Next is possible only while the split adds up."""
        return not self.split_problem()

    # -- commit -------------------------------------------------------------------------------

    def commit(self) -> None:
        """Build the entry's split, the offers and the windows into the draft."""
        entry = PriceSplit(self.price.cents(), **{p: self.parts[p].cents() for p in PARTS})
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
