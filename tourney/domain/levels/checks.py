"""Checking a structure before play: every problem named in words a director understands.

:func:`check_structure` returns a list of :class:`Problem`, each pointing at an item (its
index and, for a level, its number) with one sentence such as "Level 7: the big blind goes
down from 800 to 600.", kept as a :class:`~tourney.base.messages.Message` so that it can be
said in English, Italian or Romanian. :func:`validate_or_raise` turns the first problem into
an error.

What is checked: an empty structure; zero or negative durations; blinds that are not
positive, a small blind above the big blind; blinds going down from one level to the next;
an ante that does not match its kind or is above the big blind; and, given a chip set,
amounts the chips in play cannot make, levels that need a denomination already coloured
up, and colour-ups of chips that are not in the set or are already gone.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tourney.base.messages import N_, Message, Number, message, plural_message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet, ColourName, can_make, chip_number
from tourney.domain.levels.structure import AnteKind, Break, Level, Structure

__all__ = ["Problem", "StructureError", "check_structure", "validate_or_raise"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a structure.

    Attributes:
        index: The index of the item concerned (-1 for the structure as a whole).
        level: The level number when the item is a level, else None.
        note: One sentence for the director, unsaid (:meth:`translated` it in a language).
    """

    index: int
    level: int | None
    note: Message

    @property
    def message(self) -> str:
        """The sentence in English."""
        return self.note.translated("en")

    def translated(self, language: str) -> str:
        """The sentence in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        return self.note.translated(language)


class StructureError(DomainNotAllowedError):
    """A structure that cannot be played as it is; ``problems`` lists every reason."""

    code = "domain.bad-structure"

    def __init__(self, problems: Sequence[Problem]) -> None:
        self.problems = tuple(problems)
        first = self.problems[0].note
        if len(self.problems) == 1:
            super().__init__(message(N_("{problem}"), problem=first))
        else:
            more = len(self.problems) - 1
            super().__init__(
                plural_message(
                    "{problem} ({count} more problem.)",
                    "{problem} ({count} more problems.)",
                    more,
                    problem=first,
                )
            )


@dataclass(frozen=True, slots=True)
class _Lowered:
    """An item's name inside a sentence: its first letter in lower case ("level 4")."""

    name: Message

    def translated(self, language: str) -> str:
        """The name in ``language``, starting in lower case."""
        text = self.name.translated(language)
        return f"{text[:1].lower()}{text[1:]}"


def _chips(amount: int) -> Number:
    return chip_number(amount)


def _chip(chips: ChipSet, value: int) -> Message | Number:
    """A value with its colour when the set has it: ``25 (green)``, else ``30``."""
    for denomination in chips.denominations:
        if denomination.value == value:
            colour = ColourName(denomination.colour)
            return message("{value} ({colour})", value=_chips(value), colour=colour)
    return _chips(value)


def check_structure(structure: Structure, chips: ChipSet | None = None) -> list[Problem]:
    """Every problem of ``structure``, in playing order (an empty list when it is fine).

    Args:
        structure: The levels and breaks.
        chips: The chip set in use; without it amounts and colour-ups are not checked.
    """
    if not structure.levels():
        return [Problem(-1, None, message("The structure has no levels."))]
    problems: list[Problem] = []
    previous: Level | None = None
    removed: dict[int, Message] = {}
    for index, item in enumerate(structure.items):
        name = structure.name_note_of(index)
        number = structure.level_number(index)

        def add(note: Message, index: int = index, number: int | None = number) -> None:
            problems.append(Problem(index, number, note))

        if item.seconds <= 0:
            add(
                message(
                    "{name} lasts {minutes} minutes; it needs a duration.",
                    name=name,
                    minutes=item.seconds // 60,
                )
            )
        if isinstance(item, Break):
            if chips is not None:
                for note in _colour_up_problems(item, name, chips, removed):
                    add(note)
            continue
        for note in _level_problems(item, name, previous):
            add(note)
        if chips is not None:
            for note in _chip_problems(item, name, chips, removed):
                add(note)
        previous = item
    return problems


def validate_or_raise(structure: Structure, chips: ChipSet | None = None) -> None:
    """Raise :class:`StructureError` unless :func:`check_structure` finds nothing."""
    problems = check_structure(structure, chips)
    if problems:
        raise StructureError(problems=problems)


def _level_problems(level: Level, name: Message, previous: Level | None) -> list[Message]:
    """Blind and ante problems of one level, compared with the level before it."""
    out: list[Message] = []
    sb, bb = level.small_blind, level.big_blind
    if bb <= 0:
        out.append(message("{name}: the big blind must be more than 0.", name=name))
    if sb < 0:
        out.append(message("{name}: the small blind cannot be negative.", name=name))
    if sb > bb > 0:
        out.append(
            message(
                "{name}: the small blind ({sb}) is larger than the big blind ({bb}).",
                name=name,
                sb=_chips(sb),
                bb=_chips(bb),
            )
        )
    if previous is not None:
        if bb < previous.big_blind:
            out.append(
                message(
                    "{name}: the big blind goes down from {before} to {after}.",
                    name=name,
                    before=_chips(previous.big_blind),
                    after=_chips(bb),
                )
            )
        if sb < previous.small_blind:
            out.append(
                message(
                    "{name}: the small blind goes down from {before} to {after}.",
                    name=name,
                    before=_chips(previous.small_blind),
                    after=_chips(sb),
                )
            )
    ante = _chips(level.ante)
    if level.ante_kind is AnteKind.NONE and level.ante != 0:
        out.append(
            message(
                "{name} has an ante of {ante} but no ante kind; choose classic or big-blind ante.",
                name=name,
                ante=ante,
            )
        )
    elif level.ante_kind is AnteKind.CLASSIC and level.ante <= 0:
        out.append(message("{name} has a classic ante of {ante}.", name=name, ante=ante))
    elif level.ante_kind is AnteKind.BIG_BLIND and level.ante <= 0:
        out.append(message("{name} has a big-blind ante of {ante}.", name=name, ante=ante))
    if level.ante > bb > 0:
        out.append(
            message(
                "{name}: the ante ({ante}) is above the big blind ({bb}).",
                name=name,
                ante=ante,
                bb=_chips(bb),
            )
        )
    return out


_AMOUNT_NAMES = (message("the small blind"), message("the big blind"), message("the ante"))


def _chip_problems(
    level: Level, name: Message, chips: ChipSet, removed: dict[int, Message]
) -> list[Message]:
    """Amounts of ``level`` that the chips in play cannot make."""
    out: list[Message] = []
    in_play = chips.in_play(removed)
    for what, amount in zip(_AMOUNT_NAMES, level.amounts, strict=False):
        if amount <= 0 or can_make(amount, in_play):
            continue
        if can_make(amount, chips.values):
            needed = _needed_removed(amount, chips, removed)
            out.append(
                message(
                    "{name}: {what} {amount} needs the {chip} chip, which was coloured up at "
                    "{when}.",
                    name=name,
                    what=what,
                    amount=_chips(amount),
                    chip=_chip(chips, needed),
                    when=_Lowered(removed[needed]),
                )
            )
        elif in_play:
            out.append(
                message(
                    "{name}: {what} {amount} cannot be made with the chips in play "
                    "(smallest {smallest}).",
                    name=name,
                    what=what,
                    amount=_chips(amount),
                    smallest=_chip(chips, in_play[0]),
                )
            )
        else:
            out.append(
                message(
                    "{name}: {what} {amount} cannot be made with the chips in play "
                    "(smallest none).",
                    name=name,
                    what=what,
                    amount=_chips(amount),
                )
            )
    return out


def _needed_removed(amount: int, chips: ChipSet, removed: dict[int, Message]) -> int:
    """The largest coloured-up value whose return would let the chips make ``amount``."""
    gone = sorted(removed, reverse=True)
    for value in gone:
        if can_make(amount, chips.in_play(v for v in removed if v != value)):
            return value
    return gone[-1]


def _colour_up_problems(
    item: Break, name: Message, chips: ChipSet, removed: dict[int, Message]
) -> list[Message]:
    """Colour-ups of values not in the set or already gone; records the ones that apply."""
    out: list[Message] = []
    for value in item.colour_up:
        if value not in chips.values:
            out.append(
                message(
                    "{name} colours up {value} chips, which are not in the set.",
                    name=name,
                    value=_chips(value),
                )
            )
        elif value in removed:
            out.append(
                message(
                    "{name} colours up the {chip} chips again; they went at {when}.",
                    name=name,
                    chip=_chip(chips, value),
                    when=_Lowered(removed[value]),
                )
            )
        else:
            removed[value] = name
    if removed and len(removed) >= len(chips.values):
        out.append(
            message(
                "{name} colours up every denomination; no chip would be left in play.", name=name
            )
        )
    return out
