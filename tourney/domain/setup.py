"""A tournament's setup: what the director chooses before the first card is dealt.

:class:`TournamentSetup` gathers the event's name, date and venue, its blind structure and
chip set, the buy-in plan (:class:`BuyIns`: the entry, rebuys, the add-on and re-entries with
their prices, chips, limits and windows, late registration, added money and a guarantee),
the bounty rule, the table settings, the payout plan and, when the event counts towards a
season, the league settings. It is the data of the ``tournament_created`` event; every later
change of it is an event too (see :mod:`tourney.domain.state`).

Windows are written "until level N": the purchase is allowed up to the end of level N and
during the break that follows it; it closes when level N + 1 starts. ``None`` means "for the
whole tournament".
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field

from tourney.base.messages import message
from tourney.domain.entries.bounties import BountyRule
from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.structure import Level, Structure
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.league import LinearPoints, PointsFormula
from tourney.domain.money.money_text import NO_CURRENCY, Currency
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.room.tables import TableSettings

__all__ = ["BuyIns", "LeagueSettings", "Offer", "TournamentSetup", "levels_started", "window_open"]


def levels_started(structure: Structure, index: int) -> int:
    """How many levels have started once play is at item ``index`` (a break counts those before).

    >>> from tourney.domain.levels.templates import template
    >>> structure = template("regular").structure
    >>> levels_started(structure, 0), levels_started(structure, 6), levels_started(structure, 7)
    (1, 6, 7)
    """
    return sum(1 for item in structure.items[: index + 1] if isinstance(item, Level))


def window_open(until_level: int | None, structure: Structure, index: int) -> bool:
    """Whether a window "until level ``until_level``" is still open at item ``index``."""
    return until_level is None or levels_started(structure, index) <= until_level


@dataclass(frozen=True, slots=True)
class Offer:
    """A rebuy or an add-on: its price, its chips, how many each entry may buy, and until when.

    Attributes:
        price: The price and its split.
        chips: The chips it gives.
        limit: How many one entry may buy (``None``: no limit).
        until_level: The last level it may be bought in, or in the break after it
            (``None``: the whole tournament).
    """

    price: PriceSplit
    chips: int
    _: KW_ONLY
    limit: int | None = 1
    until_level: int | None = None

    def __post_init__(self) -> None:
        check_amount(self.chips, message("the chips of a rebuy or add-on"), positive=True)
        if self.limit is not None:
            check_amount(self.limit, message("the limit of a rebuy or add-on"), positive=True)
        if self.until_level is not None:
            check_amount(
                self.until_level, message("the last level of a rebuy or add-on"), positive=True
            )


@dataclass(frozen=True, slots=True)
class BuyIns:
    """What players pay and receive, and when they may.

    Attributes:
        entry: The entry's price and split (a re-entry costs the same).
        chips: The starting stack, given by an entry or a re-entry.
        rebuy: The rebuy, or ``None`` for none.
        addon: The add-on, or ``None`` for none.
        re_entries: How many times one player may re-enter (0: a freezeout; ``None``: no limit).
        late_until_level: Late registration closes when the level after this one starts
            (``None``: it stays open until the director closes it).
        re_entry_until_level: The same for re-entries (``None``: as late registration).
        rebuy_at_or_below_start: Whether a rebuy needs a stack at or below the starting stack.
        added: Money the house adds to the prize pool, in cents.
        guarantee: The guaranteed prize pool, in cents (0: none).
    """

    entry: PriceSplit
    chips: int
    _: KW_ONLY
    rebuy: Offer | None = None
    addon: Offer | None = None
    re_entries: int | None = 0
    late_until_level: int | None = None
    re_entry_until_level: int | None = None
    rebuy_at_or_below_start: bool = True
    added: int = 0
    guarantee: int = 0

    def __post_init__(self) -> None:
        check_amount(self.chips, message("the starting stack"), positive=True)
        if self.re_entries is not None:
            check_amount(self.re_entries, message("the number of re-entries"))
        for value, what in (
            (self.late_until_level, message("the last level of late registration")),
            (self.re_entry_until_level, message("the last level of re-entry")),
        ):
            if value is not None:
                check_amount(value, what, positive=True)
        check_amount(self.added, message("the added money"))
        check_amount(self.guarantee, message("the guarantee"))

    @property
    def plan(self) -> BuyInPlan:
        """The prices as :mod:`tourney.domain.money.prize_pool` counts them."""
        return BuyInPlan(
            entry=self.entry,
            rebuy=None if self.rebuy is None else self.rebuy.price,
            addon=None if self.addon is None else self.addon.price,
        )

    @property
    def re_entry_window(self) -> int | None:
        """The last level of re-entry (late registration's when not set)."""
        if self.re_entry_until_level is not None:
            return self.re_entry_until_level
        return self.late_until_level


@dataclass(frozen=True, slots=True)
class LeagueSettings:
    """The season a tournament counts towards.

    Attributes:
        season: The season's name ("Spring 2025").
        formula: How places turn into points.
    """

    season: str
    formula: PointsFormula = field(default_factory=LinearPoints)


@dataclass(frozen=True, slots=True)
class TournamentSetup:
    """Everything chosen for a tournament.

    Attributes:
        name: The tournament's title.
        structure: The levels and breaks.
        chips: The chip set.
        buyins: Prices, chips, limits and windows.
        date: The day it is played, ISO ``YYYY-MM-DD`` (may be empty).
        venue: Where it is played (may be empty).
        bounty: How knockout bounties are paid (bounties exist when the entry's split has a
            bounty part).
        tables: Seats per table, balancing and breaking.
        payouts: The payout table or custom amounts, and the rounding unit.
        league: The season it counts towards, or ``None``.
        pause_at_level_end: Whether the clock stops by itself at the end of each level.
        currency: How its money is written in explanations and on screen (default: no
            symbol, two decimals).
    """

    name: str
    structure: Structure
    chips: ChipSet
    buyins: BuyIns
    _: KW_ONLY
    date: str = ""
    venue: str = ""
    bounty: BountyRule = field(default_factory=BountyRule)
    tables: TableSettings = field(default_factory=TableSettings)
    payouts: PayoutPlan = field(default_factory=PayoutPlan)
    league: LeagueSettings | None = None
    pause_at_level_end: bool = False
    currency: Currency = NO_CURRENCY

    def __post_init__(self) -> None:
        if not self.name.strip():
            raise DomainNotAllowedError("A tournament needs a name.")
        if not self.structure.levels():
            raise DomainNotAllowedError("A tournament needs a structure with at least one level.")

    @property
    def starting_stack(self) -> int:
        """The chips an entry or a re-entry starts with."""
        return self.buyins.chips

    @property
    def has_bounties(self) -> bool:
        """Whether entries put a bounty on the player's head."""
        return self.buyins.entry.bounty > 0
