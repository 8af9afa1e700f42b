"""The rows the reports print: small frozen values, computed before any layout happens.

Reports take these rows and return PDF bytes; they never query a database. Money is in
cents, chips are ``int``. Names are plain text in any script (the font covers it). The
adapters from domain values live in :mod:`tourney.reports.from_domain`.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass, field
from decimal import Decimal
from enum import Enum

from tourney.domain.levels.structure import AnteKind
from tourney.reports.i18n import _

__all__ = [
    "BreakRow",
    "DealAgreement",
    "DealRow",
    "LeagueRow",
    "MoveSlip",
    "PayoutRow",
    "PoolSummary",
    "Receipt",
    "ReceiptKind",
    "ReportHeader",
    "ResultRow",
    "SeatRow",
    "StructureItem",
    "StructureRow",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ReportHeader:
    """What every page's header says.

    Attributes:
        title: The report's title; empty for the report's own (``"Payouts"``).
        tournament: The tournament's name.
        date: The day the tournament is played.
        venue: Where it is played.
        printed_at: When the report was printed (passed in, never read from a clock).
    """

    title: str = ""
    tournament: str
    date: dt.date | None = None
    venue: str = ""
    printed_at: dt.datetime | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PoolSummary:
    """Where the prize money came from, for the payout sheet and the results (cents).

    Attributes:
        entries: Entries sold (re-entries included).
        rebuys: Rebuys sold.
        addons: Add-ons sold.
        prize_pool: The prize pool to pay out.
        from_entries: The entries' prize parts.
        from_rebuys: The rebuys' prize parts.
        from_addons: The add-ons' prize parts.
        added: Money the house added.
        overlay: What the house paid to reach a guarantee.
        fees: Fees withheld from the purchases (house, staff and league shares).
        bounties: Bounty money collected (paid on knockouts, not from the pool).
    """

    entries: int
    rebuys: int = 0
    addons: int = 0
    prize_pool: int
    from_entries: int = 0
    from_rebuys: int = 0
    from_addons: int = 0
    added: int = 0
    overlay: int = 0
    fees: int = 0
    bounties: int = 0


@dataclass(frozen=True, slots=True)
class PayoutRow:
    """One paid place on the payout sheet.

    Attributes:
        place: The place (1 = winner).
        name: Who finished there; empty while the place is still being played for.
        amount: The prize, in cents.
        note: A short remark (``"shared 4th-5th"``).
        dealt: What a player of the recorded deal gets: not a place yet (the play-off decides
            the places), so the sheet says "Deal" where the place would be.
    """

    place: int
    name: str
    amount: int
    note: str = ""
    dealt: bool = False


@dataclass(frozen=True, slots=True)
class ResultRow:
    """One player's line in the final results.

    Attributes:
        place: The finishing place; ``None`` while the player is still playing.
        name: The player.
        prize: The prize, in cents (0 outside the money).
        knockouts: Players this player knocked out.
        rebuys: Rebuys bought.
        addons: Add-ons bought.
        bounty: Bounty money won, in cents.
    """

    place: int | None
    name: str
    prize: int = 0
    knockouts: int = 0
    rebuys: int = 0
    addons: int = 0
    bounty: int = 0


@dataclass(frozen=True, slots=True)
class StructureRow:
    """One level of the structure sheet.

    Attributes:
        level: The level number players say (1, 2, 3 ...).
        small_blind: The small blind.
        big_blind: The big blind.
        minutes: How long the level lasts.
        ante: The ante (0 for none); for a big-blind ante, what the big blind pays.
        ante_kind: Who pays the ante.
        game: The game's label when the structure mixes games (``"Pot-limit Omaha"``).
        starts_at: When it starts, if known: planned (no pauses counted) before the clock
            has started, else expected from the clock.
        played: The clock has gone past it.
        current: The clock is on it.
    """

    level: int
    small_blind: int
    big_blind: int
    minutes: int
    ante: int = 0
    ante_kind: AnteKind = AnteKind.NONE
    game: str = ""
    starts_at: dt.time | None = None
    played: bool = False
    current: bool = False


@dataclass(frozen=True, slots=True)
class BreakRow:
    """A break on the structure sheet.

    Attributes:
        minutes: How long the break lasts.
        colour_up: The chip values taken out of play during this break.
        starts_at: When it starts, if known (as for a :class:`StructureRow`).
        note: Anything else to say (``"Last rebuys; add-on"``).
        played: The clock has gone past it.
        current: The clock is on it.
    """

    minutes: int
    colour_up: tuple[int, ...] = ()
    starts_at: dt.time | None = None
    note: str = ""
    played: bool = False
    current: bool = False


StructureItem = StructureRow | BreakRow
"""A line of the structure sheet: a level or a break."""


@dataclass(frozen=True, slots=True)
class SeatRow:
    """A player in a seat, for the seating chart and the seat cards.

    Attributes:
        table: The table number.
        seat: The seat number.
        name: The player.
        stack: The chips to take to the seat (a starting stack), when known.
        note: A short remark printed on the card (``"Late entry"``).
    """

    table: int
    seat: int
    name: str
    stack: int | None = None
    note: str = ""


@dataclass(frozen=True, slots=True)
class MoveSlip:
    """A player moving from one seat to another (balancing, a table breaking, a late entry).

    Attributes:
        player: The player's name.
        from_table: The table left (None for a late entry).
        from_seat: The seat left (None for a late entry).
        to_table: The new table.
        to_seat: The new seat.
        stack: The chips carried, when known.
        reason: Why, as the slip prints it (``"Table 3 breaks"``).
    """

    player: str
    from_table: int | None
    from_seat: int | None
    to_table: int
    to_seat: int
    stack: int | None = None
    reason: str = ""


class ReceiptKind(Enum):
    """What a receipt is for."""

    BUY_IN = "buy-in"
    RE_ENTRY = "re-entry"
    REBUY = "rebuy"
    ADDON = "add-on"

    @property
    def label(self) -> str:
        """The word printed on the receipt."""
        labels = {
            "buy-in": _("Buy-in"),
            "re-entry": _("Re-entry"),
            "rebuy": _("Rebuy"),
            "add-on": _("Add-on"),
        }
        return labels[self.value]


@dataclass(frozen=True, slots=True)
class Receipt:
    """A receipt for money a player paid.

    Attributes:
        number: The receipt's number (printed as ``No. 0042``).
        name: The player.
        kind: Buy-in, re-entry, rebuy or add-on.
        amount: What the player paid, in cents.
        prize: The part that goes into the prize pool, in cents.
        fee: The fee part, in cents.
        bounty: The bounty part, in cents.
        chips: The chips received.
        paid_at: When the money was taken.
        method: How it was paid (``"cash"``, ``"card"``); empty when not recorded.
    """

    number: int
    name: str
    kind: ReceiptKind
    amount: int
    prize: int = 0
    fee: int = 0
    bounty: int = 0
    chips: int = 0
    paid_at: dt.datetime | None = None
    method: str = ""


@dataclass(frozen=True, slots=True)
class HistoryRow:
    """One action of the tournament's history, as the window's undo menu and status bar say it.

    Attributes:
        number: Its position in the log.
        at: When it happened.
        action: The action's label in the report's language, with where it came from when a
            paired phone sent it ("Bust-out of Ann Miller, 25th — from the floor phone
            'Table 2'").
        undone: Whether it was undone since (and not redone).
    """

    number: int
    at: dt.datetime
    action: str
    undone: bool = False


@dataclass(frozen=True, slots=True)
class DealRow:
    """One player's line in a deal.

    Attributes:
        name: The player.
        chips: The player's chips when the deal is made.
        amount: What the player receives now, in cents.
    """

    name: str
    chips: int
    amount: int


@dataclass(frozen=True, slots=True)
class DealAgreement:
    """A deal the remaining players sign.

    Attributes:
        method: How the money was split, as printed (``"ICM"``, ``"Chip-chop"``).
        rows: One line per player in the deal.
        prizes: The prizes left before the deal, first place first, in cents.
        saved: The amount saved for the winner of the play-off, in cents (0 if none).
        explanation: Plain sentences saying how the amounts were reached.
    """

    method: str
    rows: tuple[DealRow, ...]
    prizes: tuple[int, ...]
    saved: int = 0
    explanation: tuple[str, ...] = field(default=())

    @property
    def total(self) -> int:
        """The money the deal covers: the amounts plus the saved amount."""
        return sum(row.amount for row in self.rows) + self.saved


@dataclass(frozen=True, slots=True)
class LeagueRow:
    """One player's line in the league standings.

    Attributes:
        rank: The rank (tied players share it).
        name: The player.
        points: Total points.
        played: Tournaments played.
        wins: Tournaments won.
        best: The best finish.
        winnings: Prize money won over the season, in cents, when the league shows it.
    """

    rank: int
    name: str
    points: Decimal
    played: int
    wins: int
    best: int
    winnings: int | None = None
