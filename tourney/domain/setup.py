"""A tournament's setup: what the director chooses before the first card is dealt.

:class:`TournamentSetup` gathers the event's name, date and venue, its blind structure and
chip set, the buy-in plan (:class:`BuyIns`: the entry, rebuys, the add-on and re-entries with
their prices, chips, limits and windows, late registration, added money and a guarantee),
the bounty rule, the table settings, the payout plan and, when the event counts towards a
season, the league settings. It is the data of the ``tournament_created`` event; every later
change of it is an event too (see :mod:`tourney.domain.state`).

Windows are written "until level N": the purchase is allowed up to the end of level N and
during the break that follows it; it closes when level N + 1 starts. ``None`` means "for the
whole tournament". A rebuy or an add-on (:class:`Offer`) may instead close at the end of
level N itself (the break after it excluded), at the end of the Nth break, or be sold only
during the Nth break ("the add-on at the first break"); :func:`offer_window` says whether it
is open at a point of the structure.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass, field
from enum import Enum

from tourney.base.messages import message
from tourney.domain.entries.bounties import BountyRule
from tourney.domain.entries.buyins import BuyInPlan, PriceSplit
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.structure import Break, Level, Structure
from tourney.domain.money.apportion import check_amount
from tourney.domain.money.league import LinearPoints, PointsFormula
from tourney.domain.money.money_text import NO_CURRENCY, Currency
from tourney.domain.money.payouts import PayoutPlan
from tourney.domain.room.tables import TableSettings

__all__ = [
    "BuyIns",
    "LeagueSettings",
    "Offer",
    "OfferWindow",
    "TournamentSetup",
    "break_index",
    "break_number",
    "breaks_before",
    "levels_started",
    "offer_window",
    "window_open",
]


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


def breaks_before(structure: Structure, index: int) -> int:
    """How many breaks come before item ``index`` (the breaks over once play is there).

    >>> from tourney.domain.levels.templates import template
    >>> structure = template("regular").structure
    >>> breaks_before(structure, 6), breaks_before(structure, 7)
    (0, 1)
    """
    return sum(1 for item in structure.items[:index] if isinstance(item, Break))


def break_number(structure: Structure, index: int) -> int | None:
    """Which break item ``index`` is (1 for the first), or ``None`` when it is a level."""
    if not isinstance(structure.items[index], Break):
        return None
    return breaks_before(structure, index) + 1


def break_index(structure: Structure, number: int) -> int | None:
    """The index of the ``number``-th break (1 for the first), or ``None`` when there is none."""
    seen = 0
    for index, item in enumerate(structure.items):
        if isinstance(item, Break):
            seen += 1
            if seen == number:
                return index
    return None


class OfferWindow(Enum):
    """Whether a rebuy or an add-on can be bought at a moment of the tournament."""

    OPEN = "open"
    NOT_YET = "not yet"
    """It is sold only during a break that has not started yet."""
    OVER = "over"
    """Its time is over."""


@dataclass(frozen=True, slots=True)
class Offer:
    """A rebuy or an add-on: its price, its chips, how many each entry may buy, and until when.

    At most one of ``until_level``, ``until_break`` and ``at_break`` is set; none of them
    means the whole tournament.

    Attributes:
        price: The price and its split.
        chips: The chips it gives.
        limit: How many one entry may buy (``None``: no limit).
        until_level: The last level it may be bought in (``None``: no last level).
        through_break: With ``until_level``, whether the break right after that level is
            included (as before these options existed) or the offer closes when the level
            ends.
        until_break: It may be bought until the end of this break (1 for the first break).
        at_break: It may be bought only during this break ("the add-on at the first break").
    """

    price: PriceSplit
    chips: int
    _: KW_ONLY
    limit: int | None = 1
    until_level: int | None = None
    through_break: bool = True
    until_break: int | None = None
    at_break: int | None = None

    def __post_init__(self) -> None:
        check_amount(self.chips, message("the chips of a rebuy or add-on"), positive=True)
        if self.limit is not None:
            check_amount(self.limit, message("the limit of a rebuy or add-on"), positive=True)
        if self.until_level is not None:
            check_amount(
                self.until_level, message("the last level of a rebuy or add-on"), positive=True
            )
        for value, what in (
            (self.until_break, message("the last break of a rebuy or add-on")),
            (self.at_break, message("the break of a rebuy or add-on")),
        ):
            if value is not None:
                check_amount(value, what, positive=True)
        ends = [v for v in (self.until_level, self.until_break, self.at_break) if v is not None]
        if len(ends) > 1:
            raise DomainNotAllowedError(
                "A rebuy or add-on ends at a level or at a break, or is sold at one break: "
                "choose one."
            )
        if self.until_level is None and not self.through_break:
            object.__setattr__(self, "through_break", True)  # meaningless without a last level


def offer_window(offer: Offer, structure: Structure, index: int | None) -> OfferWindow:
    """Whether ``offer`` can be bought with play at item ``index`` (``None``: not started).

    >>> from tourney.domain.entries.buyins import PriceSplit
    >>> from tourney.domain.levels.templates import template
    >>> structure = template("regular").structure  # levels 1 to 6, then the first break
    >>> addon = Offer(PriceSplit(1000, 1000), 5000, at_break=1)
    >>> [offer_window(addon, structure, i).value for i in (None, 5, 6, 7)]
    ['not yet', 'not yet', 'open', 'over']
    >>> rebuy = Offer(PriceSplit(1000, 1000), 5000, until_level=6, through_break=False)
    >>> [offer_window(rebuy, structure, i).value for i in (5, 6)]
    ['open', 'over']
    """
    if offer.at_break is not None:
        if index is None:
            return OfferWindow.NOT_YET
        number = break_number(structure, index)
        if number == offer.at_break:
            return OfferWindow.OPEN
        over = breaks_before(structure, index) >= offer.at_break
        return OfferWindow.OVER if over else OfferWindow.NOT_YET
    if index is None:
        return OfferWindow.OPEN
    if offer.until_break is not None:
        over = breaks_before(structure, index) >= offer.until_break
        return OfferWindow.OVER if over else OfferWindow.OPEN
    if offer.until_level is not None:
        started = levels_started(structure, index)
        if started > offer.until_level:
            return OfferWindow.OVER
        in_break_after = started == offer.until_level and isinstance(structure.items[index], Break)
        if in_break_after and not offer.through_break:
            return OfferWindow.OVER
    return OfferWindow.OPEN


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
