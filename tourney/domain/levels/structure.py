"""The blind structure: levels and breaks in the order they are played.

A :class:`Structure` is an immutable tuple of items, each a :class:`Level` (blinds, ante,
duration, game and limit) or a :class:`Break` (duration and an optional colour-up of named
denominations). Items are addressed by their *index* in the tuple; levels also have a
*number* (1, 2, 3 ... counting levels only), which is what directors and players say.
Durations are whole seconds; chip amounts are ``int``.
"""

from __future__ import annotations

from dataclasses import KW_ONLY, dataclass
from enum import Enum

from tourney.base.formats import format_chips
from tourney.base.messages import N_, Message, message, plural_message, translate
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError

__all__ = [
    "AnteKind",
    "Break",
    "Game",
    "Item",
    "Level",
    "Limit",
    "Structure",
]


class AnteKind(Enum):
    """Who pays the ante: nobody, everybody (classic), or the big blind for the table."""

    NONE = "none"
    CLASSIC = "classic"
    BIG_BLIND = "big-blind"

    @property
    def label(self) -> str:
        """How a director names the kind: ``"big-blind ante"``."""
        return {"none": "no ante", "classic": "classic ante", "big-blind": "big-blind ante"}[
            self.value
        ]


class Game(Enum):
    """The game dealt during a level; the value is the id used in files and the CLI."""

    HOLDEM = "holdem"
    OMAHA = "omaha"
    DRAW = "draw"
    DRAW_BUG = "draw-bug"
    ROMANIAN32 = "romanian32"
    ROMANIAN52 = "romanian52"


class Limit(Enum):
    """The betting limit of a level."""

    NO_LIMIT = "no-limit"
    POT_LIMIT = "pot-limit"
    LIMIT = "limit"


@dataclass(frozen=True, slots=True)
class Level:
    """One level of blinds.

    Attributes:
        small_blind: The small blind.
        big_blind: The big blind.
        seconds: How long the level lasts, in seconds.
        ante: The ante amount (0 without an ante). For a big-blind ante it is what the big
            blind pays for the whole table.
        ante_kind: Who pays the ante.
        game: The game dealt.
        limit: The betting limit.
    """

    small_blind: int
    big_blind: int
    seconds: int
    _: KW_ONLY
    ante: int = 0
    ante_kind: AnteKind = AnteKind.NONE
    game: Game = Game.HOLDEM
    limit: Limit = Limit.NO_LIMIT

    @property
    def amounts(self) -> tuple[int, ...]:
        """The amounts players put in: small blind, big blind and (if any) the ante."""
        if self.ante_kind is AnteKind.NONE or self.ante == 0:
            return (self.small_blind, self.big_blind)
        return (self.small_blind, self.big_blind, self.ante)

    def blinds_text(self, language: str = "en") -> str:
        """The blinds and ante as they are announced: ``"100/200, big-blind ante 200"``.

        >>> Level(500, 1000, 1200, ante=1000, ante_kind=AnteKind.BIG_BLIND).blinds_text("it")
        '500/1.000, ante del grande buio 1.000'
        """
        small, big = (
            format_chips(self.small_blind, language),
            format_chips(self.big_blind, language),
        )
        if self.ante_kind is AnteKind.NONE or not self.ante:
            return f"{small}/{big}"
        template = (
            N_("{small}/{big}, big-blind ante {ante}")
            if self.ante_kind is AnteKind.BIG_BLIND
            else N_("{small}/{big}, classic ante {ante}")
        )
        return translate(
            language, template, small=small, big=big, ante=format_chips(self.ante, language)
        )


@dataclass(frozen=True, slots=True)
class Break:
    """A pause in play.

    Attributes:
        seconds: How long the break lasts, in seconds.
        colour_up: The values of the denominations coloured up during this break.
    """

    seconds: int
    colour_up: tuple[int, ...] = ()


Item = Level | Break


@dataclass(frozen=True, slots=True)
class Structure:
    """Levels and breaks in playing order.

    Attributes:
        items: The levels and breaks.
        name: A title for lists and printouts (may be empty).
    """

    items: tuple[Item, ...]
    name: str = ""

    def __post_init__(self) -> None:
        items = tuple(self.items)
        for item in items:
            if not isinstance(item, Level | Break):
                raise DomainMalformedError("A structure holds only levels and breaks.")
        object.__setattr__(self, "items", items)

    def __len__(self) -> int:
        return len(self.items)

    def item(self, index: int) -> Item:
        """The item at ``index``.

        Raises:
            DomainNotAllowedError: There is no such item.
        """
        if not 0 <= index < len(self.items):
            raise DomainNotAllowedError(
                plural_message(
                    "The structure has {count} level or break; there is no item {item}.",
                    "The structure has {count} levels and breaks; there is no item {item}.",
                    len(self.items),
                    item=index + 1,
                )
            )
        return self.items[index]

    def level_number(self, index: int) -> int | None:
        """The level number (1-based) of the item at ``index``, or None for a break."""
        if not isinstance(self.item(index), Level):
            return None
        return sum(1 for item in self.items[: index + 1] if isinstance(item, Level))

    def index_of_level(self, number: int) -> int:
        """The index of level ``number`` (1-based).

        Raises:
            DomainNotAllowedError: The structure has no such level.
        """
        seen = 0
        for index, item in enumerate(self.items):
            if isinstance(item, Level):
                seen += 1
                if seen == number:
                    return index
        raise DomainNotAllowedError(
            plural_message(
                "The structure has {count} level; there is no level {number}.",
                "The structure has {count} levels; there is no level {number}.",
                seen,
                number=number,
            )
        )

    def levels(self) -> tuple[tuple[int, Level], ...]:
        """Every level with its index, in playing order."""
        return tuple((i, item) for i, item in enumerate(self.items) if isinstance(item, Level))

    def name_of(self, index: int) -> str:
        """How a director names the item: ``"Level 3"`` or ``"The break after level 4"``."""
        return self.name_note_of(index).translated("en")

    def name_note_of(self, index: int) -> Message:
        """The item's name (see :meth:`name_of`) kept unsaid, for a sentence in any language.

        Raises:
            DomainNotAllowedError: There is no such item.
        """
        number = self.level_number(index)
        if number is not None:
            return message("Level {number}", number=number)
        before = sum(1 for item in self.items[:index] if isinstance(item, Level))
        if before == 0:
            return message("The break before level 1")
        return message("The break after level {number}", number=before)

    def start_offsets(self) -> tuple[int, ...]:
        """Each item's start, in seconds from the start of play (no pauses, no adjustments)."""
        offsets: list[int] = []
        total = 0
        for item in self.items:
            offsets.append(total)
            total += item.seconds
        return tuple(offsets)

    @property
    def total_seconds(self) -> int:
        """The playing time of all items together, in seconds."""
        return sum(item.seconds for item in self.items)

    def next_break(self, index: int) -> int | None:
        """The index of the first break after ``index``, or None if none follows."""
        for later in range(index + 1, len(self.items)):
            if isinstance(self.items[later], Break):
                return later
        return None

    def coloured_up_before(self, index: int) -> frozenset[int]:
        """The values coloured up at breaks before the item at ``index``."""
        removed: set[int] = set()
        for item in self.items[:index]:
            if isinstance(item, Break):
                removed.update(item.colour_up)
        return frozenset(removed)

    def replace_from(self, index: int, items: tuple[Item, ...]) -> Structure:
        """A copy whose items from ``index`` on are ``items`` (earlier items unchanged)."""
        return Structure(self.items[:index] + tuple(items), name=self.name)
