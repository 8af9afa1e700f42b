"""Built-in structures for home games: turbo, regular and deep stack, written out as data.

All three use :data:`HOME_CHIPS`, a 1,000-chip case of 25, 100, 500, 1,000 and 5,000 chips,
no-limit hold'em and a big-blind ante from the middle levels on. Small chips are coloured up
at a break once no later level needs them. Each template states its starting stack, so
the chip set's capacity (how many players it seats) follows from it.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.base.messages import N_, translate
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet, Denomination, StackPart
from tourney.domain.levels.structure import AnteKind, Break, Item, Level, Structure

__all__ = ["HOME_CHIPS", "TEMPLATES", "Template", "template"]

HOME_CHIPS = ChipSet(
    (
        Denomination(25, "green", 200),
        Denomination(100, "black", 200),
        Denomination(500, "purple", 200),
        Denomination(1000, "yellow", 200),
        Denomination(5000, "red", 200),
    )
)
"""A home case of 1,000 chips, in the usual casino colours; no starting stack set."""


@dataclass(frozen=True, slots=True)
class Template:
    """A ready-made structure with the chips it is meant for.

    Attributes:
        key: The identifier used in files and the CLI: ``"turbo"``.
        title: The name shown to the director.
        description: One sentence on when to use it.
        chips: The chip set with the template's starting stack.
        structure: The levels and breaks.
    """

    key: str
    title: str
    description: str
    chips: ChipSet
    structure: Structure

    def title_in(self, language: str) -> str:
        """The name shown to the director, in ``language``.

        >>> template("deep-stack").title_in("it")
        'Deep stack'
        """
        return translate(language, self.title)

    def description_in(self, language: str) -> str:
        """When to use it, in ``language``."""
        return translate(language, self.description)


def _break(minutes: int, *colour_up: int) -> Break:
    """A break of ``minutes`` colouring up the given values."""
    return Break(minutes * 60, colour_up)


def _build(name: str, minutes: int, rows: tuple[tuple[int, int, int] | Break, ...]) -> Structure:
    """Levels written ``(sb, bb, big-blind ante or 0)``, all ``minutes`` long, and breaks."""
    items: list[Item] = []
    for row in rows:
        if isinstance(row, Break):
            items.append(row)
            continue
        sb, bb, ante = row
        kind = AnteKind.BIG_BLIND if ante else AnteKind.NONE
        items.append(Level(sb, bb, minutes * 60, ante=ante, ante_kind=kind))
    return Structure(tuple(items), name=name)


def _stack(*parts: tuple[int, int]) -> ChipSet:
    return ChipSet(HOME_CHIPS.denominations, tuple(StackPart(v, n) for v, n in parts))


_TURBO = _build(
    "Turbo",
    10,
    (
        (25, 50, 0),
        (50, 100, 0),
        (100, 200, 0),
        (150, 300, 0),
        (200, 400, 400),
        (300, 600, 600),
        _break(5, 25),
        (400, 800, 800),
        (500, 1000, 1000),
        (600, 1200, 1200),
        (800, 1600, 1600),
        (1000, 2000, 2000),
        (1500, 3000, 3000),
        _break(5, 100),
        (2000, 4000, 4000),
        (3000, 6000, 6000),
        (4000, 8000, 8000),
        (5000, 10000, 10000),
        (6000, 12000, 12000),
        (8000, 16000, 16000),
        (10000, 20000, 20000),
    ),
)

_REGULAR = _build(
    "Regular",
    20,
    (
        (25, 50, 0),
        (50, 100, 0),
        (75, 150, 0),
        (100, 200, 0),
        (150, 300, 0),
        (200, 400, 0),
        _break(15, 25),
        (300, 600, 600),
        (400, 800, 800),
        (500, 1000, 1000),
        (600, 1200, 1200),
        (800, 1600, 1600),
        (1000, 2000, 2000),
        _break(10, 100),
        (1500, 3000, 3000),
        (2000, 4000, 4000),
        (2500, 5000, 5000),
        (3000, 6000, 6000),
        (4000, 8000, 8000),
        (5000, 10000, 10000),
        _break(10, 500),
        (6000, 12000, 12000),
        (8000, 16000, 16000),
        (10000, 20000, 20000),
        (15000, 30000, 30000),
    ),
)

_DEEP = _build(
    "Deep stack",
    25,
    (
        (25, 50, 0),
        (50, 100, 0),
        (75, 150, 0),
        (100, 200, 0),
        (150, 300, 0),
        (200, 400, 0),
        _break(10),
        (250, 500, 500),
        (300, 600, 600),
        (400, 800, 800),
        (500, 1000, 1000),
        (600, 1200, 1200),
        (800, 1600, 1600),
        _break(15, 25),
        (1000, 2000, 2000),
        (1200, 2400, 2400),
        (1500, 3000, 3000),
        (2000, 4000, 4000),
        (2500, 5000, 5000),
        (3000, 6000, 6000),
        _break(15, 100),
        (4000, 8000, 8000),
        (5000, 10000, 10000),
        (6000, 12000, 12000),
        (8000, 16000, 16000),
        (10000, 20000, 20000),
        (15000, 30000, 30000),
        (20000, 40000, 40000),
    ),
)

TEMPLATES: tuple[Template, ...] = (
    Template(
        "turbo",
        N_("Turbo"),
        N_("10-minute levels from a 5,000 stack: ten players are done in two to three hours."),
        _stack((25, 8), (100, 8), (500, 4), (1000, 2)),
        _TURBO,
    ),
    Template(
        "regular",
        N_("Regular"),
        N_("20-minute levels from a 10,000 stack: ten players take four to five hours."),
        _stack((25, 8), (100, 8), (500, 4), (1000, 2), (5000, 1)),
        _REGULAR,
    ),
    Template(
        "deep-stack",
        N_("Deep stack"),
        N_("25-minute levels from a 20,000 stack: ten players take seven to nine hours."),
        _stack((25, 8), (100, 8), (500, 6), (1000, 6), (5000, 2)),
        _DEEP,
    ),
)
"""The built-in templates, fastest first."""


def template(key: str) -> Template:
    """The built-in template called ``key`` (``turbo``, ``regular`` or ``deep-stack``).

    Raises:
        DomainNotAllowedError: No template has that key.
    """
    for candidate in TEMPLATES:
        if candidate.key == key:
            return candidate
    known = ", ".join(t.key for t in TEMPLATES)
    raise DomainNotAllowedError(
        "There is no template called {key!r}; choose one of {known}.", key=key, known=known
    )
