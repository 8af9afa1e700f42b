"""Checking a structure before play: every problem named in words a director understands.

:func:`check_structure` returns a list of :class:`Problem`, each pointing at an item (its
index and, for a level, its number) with one sentence such as "Level 7: the big blind goes
down from 800 to 600." :func:`validate_or_raise` turns the first problem into an error.

What is checked: an empty structure; zero or negative durations; blinds that are not
positive, a small blind above the big blind; blinds going down from one level to the next;
an ante that does not match its kind or is above the big blind; and, given a chip set,
amounts the chips in play cannot make, levels that need a denomination already coloured
up, and colour-ups of chips that are not in the set or are already gone.
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.domain.chips import ChipSet, can_make, format_chips
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.structure import AnteKind, Break, Level, Structure

__all__ = ["Problem", "StructureError", "check_structure", "validate_or_raise"]


@dataclass(frozen=True, slots=True)
class Problem:
    """One thing wrong with a structure.

    Attributes:
        index: The index of the item concerned (-1 for the structure as a whole).
        level: The level number when the item is a level, else None.
        message: One sentence for the director.
    """

    index: int
    level: int | None
    message: str


class StructureError(DomainNotAllowedError):
    """A structure that cannot be played as it is; ``problems`` lists every reason."""

    def __init__(self, problems: list[Problem]) -> None:
        self.problems = tuple(problems)
        message = problems[0].message
        if len(problems) > 1:
            message += f" ({len(problems) - 1} more problems.)"
        super().__init__(message)


def check_structure(structure: Structure, chips: ChipSet | None = None) -> list[Problem]:
    """Every problem of ``structure``, in playing order (an empty list when it is fine).

    Args:
        structure: The levels and breaks.
        chips: The chip set in use; without it amounts and colour-ups are not checked.
    """
    if not structure.levels():
        return [Problem(-1, None, "The structure has no levels.")]
    problems: list[Problem] = []
    previous: Level | None = None
    removed: dict[int, str] = {}
    for index, item in enumerate(structure.items):
        name = structure.name_of(index)
        number = structure.level_number(index)

        def add(message: str, index: int = index, number: int | None = number) -> None:
            problems.append(Problem(index, number, message))

        if item.seconds <= 0:
            add(f"{name} lasts {item.seconds // 60} minutes; it needs a duration.")
        if isinstance(item, Break):
            if chips is not None:
                for message in _colour_up_problems(item, name, chips, removed):
                    add(message)
            continue
        for message in _level_problems(item, name, previous):
            add(message)
        if chips is not None:
            for message in _chip_problems(item, name, chips, removed):
                add(message)
        previous = item
    return problems


def validate_or_raise(structure: Structure, chips: ChipSet | None = None) -> None:
    """Raise :class:`StructureError` unless :func:`check_structure` finds nothing."""
    problems = check_structure(structure, chips)
    if problems:
        raise StructureError(problems)


def _level_problems(level: Level, name: str, previous: Level | None) -> list[str]:
    """Blind and ante problems of one level, compared with the level before it."""
    out: list[str] = []
    sb, bb = level.small_blind, level.big_blind
    if bb <= 0:
        out.append(f"{name}: the big blind must be more than 0.")
    if sb < 0:
        out.append(f"{name}: the small blind cannot be negative.")
    if sb > bb > 0:
        out.append(
            f"{name}: the small blind ({format_chips(sb)}) is larger than "
            f"the big blind ({format_chips(bb)})."
        )
    if previous is not None:
        if bb < previous.big_blind:
            out.append(
                f"{name}: the big blind goes down from {format_chips(previous.big_blind)} "
                f"to {format_chips(bb)}."
            )
        if sb < previous.small_blind:
            out.append(
                f"{name}: the small blind goes down from {format_chips(previous.small_blind)} "
                f"to {format_chips(sb)}."
            )
    if level.ante_kind is AnteKind.NONE and level.ante != 0:
        out.append(
            f"{name} has an ante of {format_chips(level.ante)} but no ante kind; "
            "choose classic or big-blind ante."
        )
    elif level.ante_kind is not AnteKind.NONE and level.ante <= 0:
        out.append(f"{name} has a {level.ante_kind.label} of {format_chips(level.ante)}.")
    if level.ante > bb > 0:
        out.append(
            f"{name}: the ante ({format_chips(level.ante)}) is above "
            f"the big blind ({format_chips(bb)})."
        )
    return out


_AMOUNT_NAMES = ("small blind", "big blind", "ante")


def _chip_problems(level: Level, name: str, chips: ChipSet, removed: dict[int, str]) -> list[str]:
    """Amounts of ``level`` that the chips in play cannot make."""
    out: list[str] = []
    in_play = chips.in_play(removed)
    for label, amount in zip(_AMOUNT_NAMES, level.amounts, strict=False):
        if amount <= 0 or can_make(amount, in_play):
            continue
        if can_make(amount, chips.values):
            needed = _needed_removed(amount, chips, removed)
            out.append(
                f"{name}: the {label} {format_chips(amount)} needs the "
                f"{chips.describe(needed)} chip, which was coloured up at "
                f"{removed[needed][0].lower()}{removed[needed][1:]}."
            )
        else:
            out.append(
                f"{name}: the {label} {format_chips(amount)} cannot be made with the chips "
                f"in play (smallest {chips.describe(in_play[0]) if in_play else 'none'})."
            )
    return out


def _needed_removed(amount: int, chips: ChipSet, removed: dict[int, str]) -> int:
    """The largest coloured-up value whose return would let the chips make ``amount``."""
    gone = sorted(removed, reverse=True)
    for value in gone:
        if can_make(amount, chips.in_play(v for v in removed if v != value)):
            return value
    return gone[-1]


def _colour_up_problems(
    item: Break, name: str, chips: ChipSet, removed: dict[int, str]
) -> list[str]:
    """Colour-ups of values not in the set or already gone; records the ones that apply."""
    out: list[str] = []
    for value in item.colour_up:
        if value not in chips.values:
            out.append(f"{name} colours up {format_chips(value)} chips, which are not in the set.")
        elif value in removed:
            out.append(
                f"{name} colours up the {chips.describe(value)} chips again; they went at "
                f"{removed[value][0].lower()}{removed[value][1:]}."
            )
        else:
            removed[value] = name
    if removed and len(removed) >= len(chips.values):
        out.append(f"{name} colours up every denomination; no chip would be left in play.")
    return out
