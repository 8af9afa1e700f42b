"""League points per finish: the three formulas a season's points follow.

**Points are** :class:`~decimal.Decimal` **values with two decimals** (``Decimal("12.65")``):
exact to add up over a season, printable as they are, and fine-grained enough for the
square-root formula. Whole-number formulas simply give ``.00``. Rounding is half up.

Three formulas (``n`` = entries in the tournament, ``k`` = the place):

* :class:`FixedPoints` — a table by place (``25, 18, 15, ...``), and optional points for
  every other player (for turning up).
* :class:`LinearPoints` — ``n - k + 1``: last gets 1, each place above one more, the
  winner ``n``. Bigger fields give more points.
* :class:`SquareRootPoints` — ``scale × √(n / k)``: the winner of a 25-player field gets
  ``10 × √25 = 50``, second ``10 × √12.5 = 35.36``; points fall off steeply at the top and
  grow with the field.

Players who tie share the places they cover and average their points; the season's
standings are :mod:`tourney.domain.money.season`'s.

>>> LinearPoints().points(place=1, entries=12)
Decimal('12.00')
>>> SquareRootPoints().points(place=2, entries=25)
Decimal('35.36')
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from itertools import pairwise

from tourney.domain.errors import DomainNotAllowedError

__all__ = ["FixedPoints", "LinearPoints", "PointsFormula", "SquareRootPoints", "points_of"]

_CENT = Decimal("0.01")


def points_of(value: Decimal) -> Decimal:
    """``value`` as league points: two decimals, rounded half up."""
    return value.quantize(_CENT, rounding=ROUND_HALF_UP)


@dataclass(frozen=True, slots=True)
class FixedPoints:
    """Points from a table by place.

    Attributes:
        table: Points for place 1, 2, ... (places beyond the table get ``others``).
        others: Points for every player placed below the table.
    """

    table: tuple[Decimal, ...]
    others: Decimal = Decimal(0)

    def __post_init__(self) -> None:
        ladder = (*self.table, self.others)
        if any(points < 0 for points in ladder):
            raise DomainNotAllowedError("League points cannot be negative.")
        if any(lower > higher for higher, lower in pairwise(ladder)):
            raise DomainNotAllowedError("A lower place cannot score more league points.")

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` (``entries`` is not used)."""
        del entries
        return points_of(self.table[place - 1] if place <= len(self.table) else self.others)


@dataclass(frozen=True, slots=True)
class LinearPoints:
    """``entries - place + 1`` points: the winner gets one point per entry."""

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` of ``entries``."""
        return points_of(Decimal(entries - place + 1))


@dataclass(frozen=True, slots=True)
class SquareRootPoints:
    """``scale × √(entries / place)`` points.

    Attributes:
        scale: The multiplier (10 by default).
    """

    scale: Decimal = Decimal(10)

    def points(self, *, place: int, entries: int) -> Decimal:
        """The points for finishing ``place`` of ``entries``."""
        return points_of(self.scale * (Decimal(entries) / Decimal(place)).sqrt())


PointsFormula = FixedPoints | LinearPoints | SquareRootPoints
"""Any of the league's points formulas."""
