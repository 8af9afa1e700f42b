"""Structure validation: one readable sentence per problem."""

from __future__ import annotations

import pytest

from tourney.domain.levels.checks import StructureError, check_structure, validate_or_raise
from tourney.domain.levels.chips import ChipSet, Denomination
from tourney.domain.levels.structure import AnteKind, Break, Level, Structure

CHIPS = ChipSet(
    (
        Denomination(25, "green", 100),
        Denomination(100, "black", 100),
        Denomination(500, "purple", 50),
    )
)


def messages(*items, chips=None):
    return [p.message for p in check_structure(Structure(items), chips)]


def test_a_good_structure_has_no_problems():
    assert messages(Level(25, 50, 600), Break(300, (25,)), Level(100, 200, 600), chips=CHIPS) == []


def test_empty_structure():
    assert messages() == ["The structure has no levels."]


def test_blinds_going_down():
    assert messages(Level(100, 200, 600), Level(75, 150, 600)) == [
        "Level 2: the big blind goes down from 200 to 150.",
        "Level 2: the small blind goes down from 100 to 75.",
    ]


def test_ante_above_the_big_blind_and_ante_kind_mismatch():
    assert messages(Level(100, 200, 600, ante=300, ante_kind=AnteKind.CLASSIC)) == [
        "Level 1: the ante (300) is above the big blind (200)."
    ]
    assert messages(Level(100, 200, 600, ante=25)) == [
        "Level 1 has an ante of 25 but no ante kind; choose classic or big-blind ante."
    ]
    assert messages(Level(100, 200, 600, ante_kind=AnteKind.BIG_BLIND)) == [
        "Level 1 has a big-blind ante of 0."
    ]


def test_small_blind_above_big_blind_and_zero_blinds():
    assert messages(Level(300, 200, 600)) == [
        "Level 1: the small blind (300) is larger than the big blind (200)."
    ]
    assert messages(Level(0, 0, 600)) == ["Level 1: the big blind must be more than 0."]


def test_zero_durations():
    assert messages(Level(25, 50, 0), Break(0), Level(50, 100, 60)) == [
        "Level 1 lasts 0 minutes; it needs a duration.",
        "The break after level 1 lasts 0 minutes; it needs a duration.",
    ]


def test_amounts_the_smallest_chip_cannot_make():
    assert messages(Level(10, 20, 600), chips=CHIPS) == [
        "Level 1: the small blind 10 cannot be made with the chips in play (smallest 25 (green)).",
        "Level 1: the big blind 20 cannot be made with the chips in play (smallest 25 (green)).",
    ]


def test_a_level_using_a_denomination_already_coloured_up():
    problems = check_structure(
        Structure((Level(25, 50, 600), Break(300, (25,)), Level(75, 150, 600))), CHIPS
    )
    assert [(p.index, p.level) for p in problems] == [(2, 2), (2, 2)]
    assert problems[0].message == (
        "Level 2: the small blind 75 needs the 25 (green) chip, which was coloured up at "
        "the break after level 1."
    )


def test_bad_colour_ups():
    assert messages(
        Level(25, 50, 600),
        Break(300, (5, 25)),
        Level(100, 200, 600),
        Break(300, (25, 100, 500)),
        Level(1000, 2000, 600),
        chips=CHIPS,
    ) == [
        "The break after level 1 colours up 5 chips, which are not in the set.",
        "The break after level 2 colours up the 25 (green) chips again; they went at "
        "the break after level 1.",
        "The break after level 2 colours up every denomination; no chip would be left in play.",
        "Level 3: the small blind 1,000 needs the 500 (purple) chip, which was coloured up at "
        "the break after level 2.",
        "Level 3: the big blind 2,000 needs the 500 (purple) chip, which was coloured up at "
        "the break after level 2.",
    ]


def test_validate_or_raise_names_the_first_problem_and_counts_the_rest():
    validate_or_raise(Structure((Level(25, 50, 600),)), CHIPS)
    with pytest.raises(StructureError, match=r"goes down from 200 to 150\. \(1 more problem\.\)"):
        validate_or_raise(Structure((Level(100, 200, 600), Level(75, 150, 600))))
