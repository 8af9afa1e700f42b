"""What the new-tournament wizard decides, without widgets: turning typed values into a setup.

The wizard's pages only lay out fields. Each page hands its values to a function here,
which builds the domain's value (raising the domain's :class:`DomainError` with a message
the page shows inline) and stores it in the :class:`SetupDraft`; the last page builds the
:class:`TournamentSetup` from the draft. Money is integer cents throughout. The refusals
made here are sentences of the window's language (Qt's ``"Tournaments"`` context).

>>> format_money(123456)
'1,234.56'
>>> [r.first for r in custom_payout_table("50 30 20").rows]
[2, 3]
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta

from PySide6.QtCore import QCoreApplication

from tourney.domain.entries.bounties import BountyRule
from tourney.domain.entries.buyins import PriceSplit
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.generator import PreviewRow
from tourney.domain.levels.structure import Game, Level, Limit, Structure
from tourney.domain.levels.templates import template
from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.domain.money.payout_table import BUILT_IN_TABLE, PayoutRow, PayoutTable, parse_percent
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.room.tables import TableSettings
from tourney.domain.setup import BuyIns, TournamentSetup
from tourney.gui.language import current_language
from tourney.gui.numbers import decimal_mark

__all__ = [
    "SetupDraft",
    "custom_payout_table",
    "format_money",
    "next_night",
    "next_night_date",
    "offer_split",
    "preview_rows",
    "template_structure",
    "with_game",
]


def format_money(cents: int) -> str:
    """Cents as the director reads them in the window's language (a minus before a negative).

    ``1,234.56`` in English, ``1.234,56`` in Italian and Romanian.
    """
    return money(cents, language=current_language())


def offer_split(price: int, *, fee: int) -> PriceSplit:
    """A rebuy's or add-on's price: the fee for the house, the rest for the prize pool.

    Raises:
        DomainError: The fee is more than the price.
    """
    if fee > price:
        raise DomainNotAllowedError(
            QCoreApplication.translate(
                "Tournaments", "The fee (%1) cannot be more than the price (%2)."
            )
            .replace("%1", format_money(fee))
            .replace("%2", format_money(price))
        )
    return PriceSplit(price, price - fee, fee=fee)


def with_game(structure: Structure, game: Game, limit: Limit) -> Structure:
    """The structure with every level dealing ``game`` at ``limit``."""
    items = tuple(
        dataclasses.replace(item, game=game, limit=limit) if isinstance(item, Level) else item
        for item in structure.items
    )
    return Structure(items, name=structure.name)


def template_structure(key: str, game: Game, limit: Limit) -> tuple[Structure, ChipSet]:
    """A built-in template's levels (dealing ``game`` at ``limit``) and its chip set."""
    chosen = template(key)
    return with_game(chosen.structure, game, limit), chosen.chips


def preview_rows(structure: Structure, *, start: datetime | None) -> tuple[PreviewRow, ...]:
    """The structure as preview rows (no average stacks: those need the generator's field)."""
    offsets = structure.start_offsets()
    return tuple(
        PreviewRow(
            index,
            structure.level_number(index),
            item,
            offsets[index],
            None if start is None else start + timedelta(seconds=offsets[index]),
            None,
        )
        for index, item in enumerate(structure.items)
    )


def custom_payout_table(text: str) -> PayoutTable:
    """A payout table from percentages typed as ``"50 30 20"`` (spaces, commas or semicolons).

    Where the window's language writes decimals with a comma (Italian, Romanian), commas are
    decimal marks and the percentages are separated by spaces or semicolons (``"27,5; 20"``).

    The typed percentages pay fields of as many entries as places and more; smaller fields
    are paid by the built-in table, so a short night still has a payout.

    Raises:
        DomainError: A percentage is unreadable, the shares are out of order or do not add
            up to 100%.
    """
    if decimal_mark() == ",":  # Italian, Romanian: "27,5" is one percentage
        words = [word.replace(",", ".") for word in text.replace(";", " ").split()]
    else:
        words = text.replace(";", " ").replace(",", " ").split()
    if not words:
        raise DomainNotAllowedError(
            QCoreApplication.translate(
                "Tournaments", "Type the percentage of each paid place, e.g. 50 30 20."
            )
        )
    shares = tuple(parse_percent(word) for word in words)
    places = len(shares)
    smaller = tuple(
        PayoutRow(
            row.first, places - 1 if row.last is None else min(row.last, places - 1), row.shares
        )
        for row in BUILT_IN_TABLE.rows
        if row.first < places
    )
    return PayoutTable((*smaller, PayoutRow(max(places, 1), None, shares)))


def next_night_date(original: str, today: date) -> date:
    """The next day, from ``today`` on and after ``original``, on ``original``'s weekday.

    >>> next_night_date("2025-03-14", date(2025, 3, 17)).isoformat()  # a Friday, on a Monday
    '2025-03-21'
    >>> next_night_date("", date(2025, 3, 17)).isoformat()
    '2025-03-17'
    """
    try:
        played = date.fromisoformat(original)
    except ValueError:
        return today
    first = max(today, played + timedelta(days=1))
    return first + timedelta(days=(played.weekday() - first.weekday()) % 7)


def next_night(setup: TournamentSetup, *, name: str, day: date) -> TournamentSetup:
    """The same tournament for another night: every setting kept, a new name and date.

    Raises:
        DomainError: The name is empty.
    """
    return dataclasses.replace(setup, name=name.strip(), date=day.isoformat())


@dataclass
class SetupDraft:
    """The setup being entered, page by page (each part built and checked by its page).

    Attributes:
        name: The tournament's name.
        day: The day it is played.
        start: The planned start of play (for the structure preview's clock times).
        venue: Where it is played.
        game: The game of every level.
        limit: The betting limit of every level.
        buyins: Prices, chips and windows (``None`` until the buy-in page is done).
        bounty: How bounties are paid.
        structure: The levels and breaks (``None`` until the structure page is done).
        chips: The chip set the structure was made for.
        tables: Seats per table and balancing.
        payouts: The payout table and rounding unit.
        expected_players: The field the director expects (the generator's and the payout
            preview's example).
        currency: How the tournament writes its money.
    """

    name: str = ""
    day: date = field(default_factory=date.today)
    start: datetime | None = None
    venue: str = ""
    game: Game = Game.HOLDEM
    limit: Limit = Limit.NO_LIMIT
    buyins: BuyIns | None = None
    bounty: BountyRule = field(default_factory=BountyRule)
    structure: Structure | None = None
    chips: ChipSet | None = None
    tables: TableSettings = field(default_factory=TableSettings)
    payouts: PayoutPlan = field(default_factory=PayoutPlan)
    expected_players: int = 20
    currency: Currency = NO_CURRENCY

    def build(self) -> TournamentSetup:
        """The finished setup.

        Raises:
            DomainError: A part is missing or the domain refuses the whole.
        """
        if self.buyins is None:
            raise DomainNotAllowedError(
                QCoreApplication.translate("Tournaments", "The buy-in is not set yet.")
            )
        if self.structure is None or self.chips is None:
            raise DomainNotAllowedError(
                QCoreApplication.translate("Tournaments", "The structure is not chosen yet.")
            )
        return TournamentSetup(
            self.name.strip(),
            self.structure,
            self.chips,
            self.buyins,
            date=self.day.isoformat(),
            venue=self.venue.strip(),
            bounty=self.bounty,
            tables=self.tables,
            payouts=self.payouts,
            currency=self.currency,
        )
