"""Generating a structure from a few numbers, with a preview of how the evening will go.

Given the starting stack, the expected number of players, the target length and the level
duration, :func:`generate` builds a structure whose blinds

* start at about ``starting_big_blinds`` big blinds deep (100 by default; shallower when
  the target is too short for steps of at most 50 %),
* climb geometrically so that at the target time the big blind is a twentieth of all the
  chips (heads-up with ten big blinds each: the tournament is as good as over), then go on
  for a few more levels so the clock never runs out,
* are "nice" numbers (25/50, 75/150, 100/200, 150/300 ... 600/1200, 800/1600, 1000/2000),
  each level at least 20 % above the one before, always makeable by the chips in play,
* stop needing a small chip once the small blind is twenty of them, so that it can be
  coloured up at the next break,

with breaks every ``break_every`` levels, colour-ups at the first break after the last level
that needs a chip, and antes of the chosen kind from level ``ante_from_level`` on. The
preview (:class:`PreviewRow`) gives each item's start and the average stack in big blinds,
assuming players bust at a steady rate until two are left at the estimated end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime, timedelta

from tourney.base.messages import Series
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.chips import ChipSet, can_make, chip_number
from tourney.domain.levels.structure import AnteKind, Break, Game, Item, Level, Limit, Structure
from tourney.domain.levels.templates import HOME_CHIPS

__all__ = ["STARTING_BIG_BLINDS", "GeneratedStructure", "PreviewRow", "generate"]

FINAL_DEPTH = 20
"""At the estimated end, all chips in play are worth this many big blinds."""

_NICE = (10, 15, 20, 25, 30, 40, 50, 60, 75, 80)
"""Small-blind mantissas (tenths): 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8 times a power of ten."""

_SMALL_CHIP_LIMIT = 20
"""A chip stops being needed once the small blind is this many of it."""

_MIN_RATIO = 1.2
_MAX_RATIO = 1.5
"""Bounds of the geometric climb; the nice numbers round each level to either side of it."""


@dataclass(frozen=True, slots=True)
class PreviewRow:
    """One line of the preview.

    Attributes:
        index: The item's index in the structure.
        level: The level number, None for a break.
        item: The level or break.
        starts_after: Seconds from the start of play to the item's start.
        starts_at: The clock time it starts, when a start time was given.
        average_stack_bb: For a level, the expected average stack in big blinds at its start.
    """

    index: int
    level: int | None
    item: Item
    starts_after: int
    starts_at: datetime | None
    average_stack_bb: float | None


@dataclass(frozen=True, slots=True)
class GeneratedStructure:
    """A generated structure and its preview.

    Attributes:
        structure: The levels and breaks.
        chips: The chip set the blinds were rounded to.
        rows: The preview, one row per item.
        estimated_end_seconds: When the tournament should be over, from the start of play.
        estimated_end_at: The same as a clock time, when a start time was given.
        starting_big_blinds: How deep play starts (the stack in big blinds of level 1): less
            than asked when the length leaves too few levels to climb from there to the end
            at a sensible pace.
    """

    structure: Structure
    chips: ChipSet
    rows: tuple[PreviewRow, ...]
    estimated_end_seconds: int
    estimated_end_at: datetime | None
    starting_big_blinds: float = 0.0


STARTING_BIG_BLINDS = 100
"""How deep play starts unless asked otherwise: a hundred big blinds."""


def generate(
    starting_stack: int,
    players: int,
    target_seconds: int,
    level_seconds: int,
    *,
    chips: ChipSet = HOME_CHIPS,
    starting_big_blinds: int = STARTING_BIG_BLINDS,
    ante_kind: AnteKind = AnteKind.BIG_BLIND,
    ante_from_level: int = 5,
    break_every: int | None = None,
    break_seconds: int = 600,
    extra_levels: int = 4,
    game: Game = Game.HOLDEM,
    limit: Limit = Limit.NO_LIMIT,
    start: datetime | None = None,
    name: str = "Generated",
) -> GeneratedStructure:
    """Build a structure for the given stack, field and length, and preview it.

    Args:
        starting_stack: Chips each player starts with.
        players: Expected number of players (at least 2).
        target_seconds: How long the tournament should last.
        level_seconds: How long each level lasts.
        chips: The chips in use; blinds are rounded to what they can make.
        starting_big_blinds: How many big blinds deep play starts.
        ante_kind: The ante used from ``ante_from_level`` on.
        ante_from_level: The first level with an ante.
        break_every: A break after this many levels (default: about every 100 minutes).
        break_seconds: How long each break lasts.
        extra_levels: Levels added after the target time, so the clock does not run out.
        game: The game of every level.
        limit: The betting limit of every level.
        start: The planned start of play, for clock times in the preview.
        name: The structure's title.

    Raises:
        DomainNotAllowedError: A number is out of range or the stack cannot be made.
    """
    _check_inputs(starting_stack, players, target_seconds, level_seconds, chips)
    every = break_every or max(2, round(6000 / level_seconds))
    played = _levels_for(target_seconds, level_seconds, every, break_seconds)
    total = starting_stack * players
    first = max(1, starting_stack // max(starting_big_blinds, 1))
    last = max(total // FINAL_DEPTH, first)
    steps = max(played - 1, 1)
    first = max(first, math.ceil(last / _MAX_RATIO**steps))
    ratio = min(max((last / first) ** (1 / steps), _MIN_RATIO), _MAX_RATIO)

    levels: list[Level] = []
    units: list[int] = []
    big_blind = 0
    for number in range(1, played + extra_levels + 1):
        wanted = first * ratio ** (number - 1)
        unit = _unit_for(wanted / 2, chips, units[-1] if units else chips.smallest)
        big_blind = _pick_big_blind(wanted, big_blind, chips, unit)
        ante = _ante(big_blind, unit, ante_kind) if number >= ante_from_level else 0
        kind = ante_kind if ante else AnteKind.NONE
        levels.append(
            Level(
                big_blind // 2,
                big_blind,
                level_seconds,
                ante=ante,
                ante_kind=kind,
                game=game,
                limit=limit,
            )
        )
        units.append(unit)

    structure = Structure(_with_breaks(levels, every, break_seconds, chips), name=name)
    preview = _preview(structure, chips, total, players, start)
    return replace(preview, starting_big_blinds=starting_stack / levels[0].big_blind)


def _check_inputs(
    starting_stack: int, players: int, target_seconds: int, level_seconds: int, chips: ChipSet
) -> None:
    if players < 2:
        raise DomainNotAllowedError("A tournament needs at least 2 players.")
    if level_seconds <= 0 or target_seconds <= 0:
        raise DomainNotAllowedError("The target length and the level duration must be positive.")
    if level_seconds > target_seconds:
        raise DomainNotAllowedError("A level cannot last longer than the whole tournament.")
    if starting_stack <= 0 or not can_make(starting_stack, chips.values):
        raise DomainNotAllowedError(
            "A starting stack of {stack} cannot be made with chips of {values}.",
            stack=chip_number(starting_stack),
            values=Series(tuple(chip_number(v) for v in chips.values)),
        )


def _levels_for(target_seconds: int, level_seconds: int, every: int, break_seconds: int) -> int:
    """The number of levels (with their breaks) that fills the target length."""
    count = 1
    while count * level_seconds + ((count - 1) // every) * break_seconds < target_seconds:
        count += 1
    return count


def _unit_for(small_blind: float, chips: ChipSet, previous: int) -> int:
    """The smallest chip a level with this small blind may need (never below ``previous``)."""
    unit = next((v for v in chips.values if v * _SMALL_CHIP_LIMIT > small_blind), chips.values[-1])
    return max(unit, previous)


def _ladder(limit: float) -> list[int]:
    """Nice small blinds up to ``limit``, ascending."""
    out: set[int] = set()
    power = 1
    while power <= limit * 10:
        for tenths in _NICE:
            if (tenths * power) % 10 == 0:
                out.add(tenths * power // 10)
        power *= 10
    return sorted(out)


def _pick_big_blind(wanted: float, previous: int, chips: ChipSet, unit: int) -> int:
    """The nice big blind nearest ``wanted`` that is 20 % above ``previous`` and payable."""
    allowed = tuple(v for v in chips.values if v >= unit)
    floor = previous * 6 / 5
    options = [
        2 * sb
        for sb in _ladder(max(wanted, floor) * 2)
        if 2 * sb >= floor and 2 * sb > previous and can_make(sb, allowed)
    ]
    if not options:
        step = 2 * unit
        return max(step, math.ceil(max(wanted, floor) / step) * step)
    return min(options, key=lambda bb: (abs(math.log(bb / wanted)), bb))


def _ante(big_blind: int, unit: int, kind: AnteKind) -> int:
    """The ante of a level: the big blind for a big-blind ante, about 11 % of it for classic."""
    if kind is AnteKind.BIG_BLIND:
        return big_blind
    if kind is AnteKind.CLASSIC:
        return max(unit, round(big_blind * 9 / 80 / unit) * unit)
    return 0


def _with_breaks(levels: list[Level], every: int, seconds: int, chips: ChipSet) -> tuple[Item, ...]:
    """The levels with a break after every ``every`` of them, colouring up spent chips."""
    candidates = [p.value for p in chips.starting_stack] or list(chips.values)
    candidates = [v for v in candidates if v != chips.values[-1]]
    break_after = list(range(every, len(levels), every))
    colour_at: dict[int, list[int]] = {}
    earliest = 0
    for value in sorted(candidates):
        larger = tuple(v for v in chips.values if v > value)
        need = 0
        for number, level in enumerate(levels, start=1):
            if not all(can_make(a, larger) for a in level.amounts):
                need = number
        earliest = max(earliest, need)
        at = next((n for n in break_after if n >= max(earliest, 1)), None)
        if at is None:
            break
        colour_at.setdefault(at, []).append(value)
        earliest = at
    items: list[Item] = []
    for number, level in enumerate(levels, start=1):
        items.append(level)
        if number in break_after:
            items.append(Break(seconds, tuple(colour_at.get(number, ()))))
    return tuple(items)


def _preview(
    structure: Structure, chips: ChipSet, total: int, players: int, start: datetime | None
) -> GeneratedStructure:
    """Rows with start times and average stacks, and the estimated end."""
    offsets = structure.start_offsets()
    end = structure.total_seconds
    for index, level in structure.levels():
        if level.big_blind * FINAL_DEPTH >= total:
            end = offsets[index] + level.seconds
            break
    rows: list[PreviewRow] = []
    for index, item in enumerate(structure.items):
        at = offsets[index]
        depth = None
        if isinstance(item, Level):
            left = max(players - (players - 1) * min(at / end, 1.0), 2.0)
            depth = round(total / left / item.big_blind, 1)
        rows.append(
            PreviewRow(
                index,
                structure.level_number(index),
                item,
                at,
                None if start is None else start + timedelta(seconds=at),
                depth,
            )
        )
    return GeneratedStructure(
        structure,
        chips,
        tuple(rows),
        end,
        None if start is None else start + timedelta(seconds=end),
    )
