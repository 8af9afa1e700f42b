"""The structure: level numbers, names, offsets and colour-ups."""

from __future__ import annotations

import pytest

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.structure import AnteKind, Break, Game, Level, Limit, Structure


def sample() -> Structure:
    return Structure(
        (
            Break(300),
            Level(25, 50, 900),
            Level(50, 100, 900, ante=100, ante_kind=AnteKind.BIG_BLIND),
            Break(600, (25,)),
            Level(100, 200, 1200, game=Game.OMAHA, limit=Limit.POT_LIMIT),
        )
    )


def test_game_ids_are_the_ones_files_use():
    assert [g.value for g in Game] == [
        "holdem",
        "omaha",
        "draw",
        "draw-bug",
        "romanian32",
        "romanian52",
    ]
    assert [x.value for x in Limit] == ["no-limit", "pot-limit", "limit"]


def test_level_numbers_count_levels_only():
    s = sample()
    assert [s.level_number(i) for i in range(len(s))] == [None, 1, 2, None, 3]
    assert s.index_of_level(3) == 4
    with pytest.raises(DomainNotAllowedError, match="no level 4"):
        s.index_of_level(4)
    assert [s.name_of(i) for i in (0, 2, 3)] == [
        "The break before level 1",
        "Level 2",
        "The break after level 2",
    ]


def test_offsets_breaks_and_colour_ups():
    s = sample()
    assert s.start_offsets() == (0, 300, 1200, 2100, 2700)
    assert s.total_seconds == 3900
    assert s.next_break(1) == 3
    assert s.next_break(3) is None
    assert s.coloured_up_before(4) == {25}
    assert s.coloured_up_before(3) == frozenset()


def test_blinds_text_and_amounts():
    level = sample().items[2]
    assert isinstance(level, Level)
    assert level.blinds_text() == "50/100, big-blind ante 100"
    assert level.amounts == (50, 100, 100)
    assert Level(1000, 2000, 60).blinds_text() == "1,000/2,000"


def test_replace_from_keeps_earlier_items():
    s = sample().replace_from(4, (Level(200, 400, 600),))
    assert s.items[:4] == sample().items[:4]
    assert s.items[4] == Level(200, 400, 600)
    with pytest.raises(DomainNotAllowedError):
        s.item(5)
