"""A small structure and clocks standing at chosen moments, for the display tests."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import QLocale

from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.structure import AnteKind, Break, Game, Level, Limit, Structure

T0 = 1_700_000_000.0
"""The fake "now" every test starts from."""

ENGLISH = QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)


@pytest.fixture
def structure() -> Structure:
    """Three levels, a break with a colour-up, a pot-limit Omaha level, a last level."""
    return Structure(
        (
            Level(100, 200, 1200),
            Level(200, 400, 1200, ante=400, ante_kind=AnteKind.BIG_BLIND),
            Level(400, 800, 1200, ante=100, ante_kind=AnteKind.CLASSIC),
            Break(900, colour_up=(25, 100)),
            Level(500, 1000, 1200, game=Game.OMAHA, limit=Limit.POT_LIMIT),
            Level(1000, 2000, 600),
        ),
        name="Test",
    )


ClockAt = Callable[..., ClockState]


@pytest.fixture
def clock_at(structure: Structure) -> ClockAt:
    """A clock at item ``index`` with ``left`` seconds left at ``T0``, running unless told."""

    def build(index: int, left: int, *, running: bool = True) -> ClockState:
        state = ClockState.new(structure).jump(index, T0).state.start(T0).state
        state = state.adjust(left - structure.items[index].seconds, T0).state
        return state if running else state.pause(T0).state

    return build
