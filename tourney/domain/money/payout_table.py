"""Payout tables: how many places a field of a given size pays, and their percentages.

Shares are integer **basis points** (1/100 of a percent, 10000 = 100%) so every row adds
up to 100% exactly and no float ever touches money. Directors type percentages such as
``"27.5"``; :func:`parse_percent` turns them into basis points.

The built-in table is a realistic home/club table paying roughly one place in six to ten:

======== ======= ============================================================
entries  places  percentages
======== ======= ============================================================
2–6      1       100
7–8      2       65, 35
9–15     3       50, 30, 20
16–20    4       45, 27, 17, 11
21–27    5       40, 25, 16, 11, 8
28–36    6       36, 23, 15, 11, 8.5, 6.5
37–45    7       33, 21, 14, 10.5, 8.5, 7, 6
46–54    9       30, 19, 13, 10, 8, 6.5, 5.5, 4.5, 3.5
55–72    10      28.5, 18, 12.5, 9.5, 7.5, 6.2, 5.3, 4.6, 4, 3.9
73–100   12      27, 16.5, 11.5, 9, 7.2, 6, 5, 4.3, 3.8, 3.4, 3.2, 3.1
101–150  15      25, 15.5, 10.8, 8.2, 6.6, 5.5, 4.6, 4, 3.5, 3.2, 3, 2.8, 2.7, 2.4, 2.2
151+     18      23.5, 14.5, 10.5, 8, 6.3, 5.2, 4.4, 3.8, 3.3, 3, 2.8, 2.6, 2.4, 2.2, 2,
                 1.9, 1.8, 1.8
======== ======= ============================================================

>>> BUILT_IN_TABLE.shares_for(10)
(5000, 3000, 2000)
>>> parse_percent("27.5")
2750
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal, InvalidOperation
from itertools import pairwise

from tourney.base.messages import Number, message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.apportion import check_amount

__all__ = [
    "BUILT_IN_TABLE",
    "FULL",
    "PayoutRow",
    "PayoutTable",
    "check_shares",
    "parse_percent",
]

FULL = 10_000
"""100% in basis points."""


def parse_percent(text: str | int | Decimal) -> int:
    """Read a percentage with at most two decimals (``"27.5"``) as basis points (2750).

    Raises:
        DomainMalformedError: The text is not a number with at most two decimals.
    """
    try:
        value = Decimal(str(text).strip().removesuffix("%")) * 100
    except InvalidOperation:
        raise DomainMalformedError("{text!r} is not a percentage.", text=text) from None
    if not value.is_finite() or value != value.to_integral_value():
        raise DomainMalformedError(
            "{text!r} is not a percentage with at most two decimals.", text=text
        )
    return int(value)


def check_shares(shares: Sequence[int]) -> tuple[int, ...]:
    """Check that shares are positive, non-increasing and add up to 100%.

    Raises:
        DomainNotAllowedError: With the first problem found, in the director's terms.
    """
    if not shares:
        raise DomainNotAllowedError("At least one place must be paid.")
    for place, share in enumerate(shares, start=1):
        check_amount(share, message("the share of place {place}", place=place), positive=True)
    for place in range(1, len(shares)):
        if shares[place] > shares[place - 1]:
            raise DomainNotAllowedError(
                "Place {place} cannot get a bigger share than place {above}.",
                place=place + 1,
                above=place,
            )
    if sum(shares) != FULL:
        raise DomainNotAllowedError(
            "The percentages add up to {total}%, not to 100%.",
            total=Number(f"{sum(shares) / 100:g}"),
        )
    return tuple(shares)


@dataclass(frozen=True, slots=True)
class PayoutRow:
    """The shares paid to a range of field sizes.

    Attributes:
        first: The smallest field size the row covers.
        last: The largest field size it covers, ``None`` for "and more".
        shares: Each place's share in basis points, best first.
    """

    first: int
    last: int | None
    shares: tuple[int, ...]

    def __post_init__(self) -> None:
        check_amount(self.first, message("the first field size of a row"), positive=True)
        if self.last is not None and self.last < self.first:
            raise DomainNotAllowedError(
                "A row cannot run from {first} entries down to {last}.",
                first=self.first,
                last=self.last,
            )
        check_shares(self.shares)
        if len(self.shares) > self.first:
            raise DomainNotAllowedError(
                "A row starting at {first} entries cannot pay {places} places.",
                first=self.first,
                places=len(self.shares),
            )

    @classmethod
    def from_percentages(
        cls, first: int, last: int | None, percentages: Sequence[str | int | Decimal]
    ) -> PayoutRow:
        """Build a row from percentages as the director types them (``"27.5"``)."""
        return cls(first, last, tuple(parse_percent(text) for text in percentages))


@dataclass(frozen=True, slots=True)
class PayoutTable:
    """Rows by field size, contiguous, the last one open-ended.

    Attributes:
        rows: The rows in order of field size.
    """

    rows: tuple[PayoutRow, ...]

    def __post_init__(self) -> None:
        if not self.rows:
            raise DomainNotAllowedError("A payout table needs at least one row.")
        for before, after in pairwise(self.rows):
            if before.last is None or after.first != before.last + 1:
                raise DomainNotAllowedError(
                    "The row starting at {first} entries must follow straight on "
                    "from the row before it.",
                    first=after.first,
                )
        if self.rows[-1].last is not None:
            raise DomainNotAllowedError(
                "The last row of a payout table must cover every bigger field."
            )

    def shares_for(self, entries: int) -> tuple[int, ...]:
        """The shares for a field of ``entries``.

        A field smaller than the table's first row (a single entry) pays one place: the
        winner takes the pool.

        Raises:
            DomainNotAllowedError: No row covers the field (a gap in a custom table).
        """
        check_amount(entries, message("the number of entries"))
        if entries < self.rows[0].first:
            return (FULL,)
        for row in self.rows:
            if entries >= row.first and (row.last is None or entries <= row.last):
                return row.shares
        raise DomainNotAllowedError(
            "No row of the payout table covers {entries} entries.", entries=entries
        )


_BUILT_IN = (
    (2, 6, "100"),
    (7, 8, "65 35"),
    (9, 15, "50 30 20"),
    (16, 20, "45 27 17 11"),
    (21, 27, "40 25 16 11 8"),
    (28, 36, "36 23 15 11 8.5 6.5"),
    (37, 45, "33 21 14 10.5 8.5 7 6"),
    (46, 54, "30 19 13 10 8 6.5 5.5 4.5 3.5"),
    (55, 72, "28.5 18 12.5 9.5 7.5 6.2 5.3 4.6 4 3.9"),
    (73, 100, "27 16.5 11.5 9 7.2 6 5 4.3 3.8 3.4 3.2 3.1"),
    (101, 150, "25 15.5 10.8 8.2 6.6 5.5 4.6 4 3.5 3.2 3 2.8 2.7 2.4 2.2"),
    (151, None, "23.5 14.5 10.5 8 6.3 5.2 4.4 3.8 3.3 3 2.8 2.6 2.4 2.2 2 1.9 1.8 1.8"),
)

BUILT_IN_TABLE = PayoutTable(
    tuple(PayoutRow.from_percentages(first, last, text.split()) for first, last, text in _BUILT_IN)
)
"""The built-in home/club payout table (see the module docstring)."""
