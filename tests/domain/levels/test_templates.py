"""The built-in templates validate and suit a home game."""

from __future__ import annotations

import pytest

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.checks import check_structure
from tourney.domain.levels.structure import Break, Level
from tourney.domain.levels.templates import TEMPLATES, template


def test_the_three_home_templates_exist():
    assert [t.key for t in TEMPLATES] == ["turbo", "regular", "deep-stack"]
    with pytest.raises(DomainNotAllowedError, match="turbo, regular, deep-stack"):
        template("hyper")


@pytest.mark.parametrize("t", TEMPLATES, ids=lambda t: t.key)
def test_each_template_validates_with_its_chips(t):
    assert check_structure(t.structure, t.chips) == []


@pytest.mark.parametrize("t", TEMPLATES, ids=lambda t: t.key)
def test_each_template_seats_a_home_game_and_colours_up(t):
    assert t.chips.capacity >= 10
    assert any(isinstance(i, Break) and i.colour_up for i in t.structure.items)
    assert isinstance(t.structure.items[-1], Level)


def test_turbo_is_faster_than_regular_and_regular_than_deep_stack():
    def first_level_seconds(key):
        return template(key).structure.levels()[0][1].seconds

    stacks = [template(k).chips.starting_total for k in ("turbo", "regular", "deep-stack")]
    levels = [first_level_seconds(k) for k in ("turbo", "regular", "deep-stack")]
    assert stacks == sorted(stacks)
    assert levels == sorted(levels)
