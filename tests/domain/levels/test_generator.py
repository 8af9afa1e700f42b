"""The structure generator: valid, rising, payable blinds and a sensible preview."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from itertools import pairwise

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.checks import check_structure
from tourney.domain.levels.chips import ChipSet, Denomination, StackPart, can_make
from tourney.domain.levels.generator import FINAL_DEPTH, generate
from tourney.domain.levels.structure import AnteKind, Break, Level
from tourney.domain.levels.templates import HOME_CHIPS, template

REGULAR_CHIPS = template("regular").chips


def test_a_four_hour_home_game():
    start = datetime(2024, 5, 4, 20, 0, tzinfo=UTC)
    result = generate(10_000, 10, 4 * 3600, 20 * 60, chips=REGULAR_CHIPS, start=start)
    levels = [level for _, level in result.structure.levels()]
    assert check_structure(result.structure, REGULAR_CHIPS) == []
    assert levels[0].big_blind == 100  # 100 big blinds deep
    assert all(level.seconds == 1200 for level in levels)
    # the estimated end is close to the target
    assert abs(result.estimated_end_seconds - 4 * 3600) <= 3600
    assert result.estimated_end_at == start + timedelta(seconds=result.estimated_end_seconds)
    # at the estimated end all chips are about FINAL_DEPTH big blinds
    ending = next(
        r for r in result.rows if r.starts_after + r.item.seconds == result.estimated_end_seconds
    )
    assert isinstance(ending.item, Level)
    assert ending.item.big_blind * FINAL_DEPTH >= 10 * 10_000
    # preview: average stack in big blinds starts at 100 and falls
    depths = [r.average_stack_bb for r in result.rows if r.average_stack_bb is not None]
    assert depths[0] == 100.0
    assert depths[-1] < depths[0]
    assert result.rows[1].starts_at == start + timedelta(minutes=20)


def test_antes_of_each_kind_start_at_the_chosen_level():
    bba = generate(10_000, 10, 4 * 3600, 20 * 60, ante_from_level=4)
    levels = [level for _, level in bba.structure.levels()]
    assert [lv.ante for lv in levels[:3]] == [0, 0, 0]
    assert all(lv.ante == lv.big_blind and lv.ante_kind is AnteKind.BIG_BLIND for lv in levels[3:])
    classic = generate(10_000, 10, 4 * 3600, 20 * 60, ante_kind=AnteKind.CLASSIC)
    for _, lv in classic.structure.levels()[4:]:
        assert lv.ante_kind is AnteKind.CLASSIC
        assert lv.big_blind / 10 * 0.5 <= lv.ante <= lv.big_blind / 8 * 1.5


def test_small_chips_are_coloured_up_once_no_level_needs_them():
    result = generate(10_000, 10, 5 * 3600, 20 * 60, chips=REGULAR_CHIPS)
    coloured = [
        v for item in result.structure.items if isinstance(item, Break) for v in item.colour_up
    ]
    assert coloured[:2] == [25, 100]


def test_bad_inputs_are_refused():
    with pytest.raises(DomainNotAllowedError, match="at least 2 players"):
        generate(10_000, 1, 3600, 600)
    with pytest.raises(DomainNotAllowedError, match="cannot be made"):
        generate(10_010, 10, 3600, 600)
    with pytest.raises(DomainNotAllowedError, match="longer than the whole tournament"):
        generate(10_000, 10, 600, 1200)


CHIP_SETS = st.sampled_from(
    [
        HOME_CHIPS,
        REGULAR_CHIPS,
        ChipSet(
            (
                Denomination(5, "red", 300),
                Denomination(25, "green", 300),
                Denomination(100, "black", 200),
            ),
            (StackPart(5, 10), StackPart(25, 10), StackPart(100, 12)),
        ),
        ChipSet(
            (
                Denomination(1, "white", 500),
                Denomination(5, "red", 500),
                Denomination(10, "blue", 500),
            )
        ),
    ]
)


@settings(max_examples=60, deadline=None)
@given(
    chips=CHIP_SETS,
    stack_units=st.integers(min_value=20, max_value=800),
    players=st.integers(min_value=2, max_value=60),
    hours=st.integers(min_value=1, max_value=10),
    level_minutes=st.sampled_from([10, 15, 20, 30, 40]),
    ante_kind=st.sampled_from(list(AnteKind)),
)
def test_generated_structures_validate_rise_and_are_payable(
    chips, stack_units, players, hours, level_minutes, ante_kind
):
    stack = stack_units * chips.values[-1] // 4 // chips.smallest * chips.smallest
    result = generate(
        stack, players, hours * 3600, level_minutes * 60, chips=chips, ante_kind=ante_kind
    )
    s = result.structure
    assert check_structure(s, chips) == []
    levels = s.levels()
    for (_, a), (_, b) in pairwise(levels):
        assert b.big_blind > a.big_blind
        assert b.big_blind * 5 >= a.big_blind * 6  # at least +20 %
    for index, level in levels:
        in_play = chips.in_play(s.coloured_up_before(index))
        assert all(can_make(amount, in_play) for amount in level.amounts)
    assert [r.index for r in result.rows] == list(range(len(s)))


def test_the_depth_play_starts_at_is_said_when_the_length_forces_it_shallower() -> None:
    deep = generate(10_000, 27, 5 * 3600, 20 * 60)
    assert deep.starting_big_blinds == 10_000 / deep.structure.levels()[0][1].big_blind == 100
    short = generate(10_000, 27, 4 * 3600, 20 * 60, break_every=3, break_seconds=3600)
    first = short.structure.levels()[0][1]
    assert short.starting_big_blinds == 10_000 / first.big_blind < 100  # not as asked: said
