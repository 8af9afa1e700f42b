"""The average stack in big blinds: the TV, the phones and ``tourney show`` write one number."""

from __future__ import annotations

import re

from tourney.cli.library_io import find_tournament
from tourney.cli.show import show_answer
from tourney.cli.show_text import describe
from tourney.domain.figures import compute_figures
from tourney.gui.display import texts
from tourney.gui.numbers import NumbersLocale
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

T0 = 1_750_000_000.0


def test_every_surface_writes_the_depth_rounded_down(tmp_path) -> None:
    with Library.open(tmp_path / "library.sqlite") as library:
        state = create_demo(library, now=T0).state
        info = find_tournament(library, None)
    figures = compute_figures(state, T0)
    exact = figures.chips_in_play / figures.players_left / figures.big_blind
    assert exact != int(exact)  # the demo's depth has a fraction: rounding would show
    whole = int(exact)

    answer = show_answer(info, state, now=T0)
    line = next(x for x in describe(answer).splitlines() if x.startswith("Chips in play"))
    assert re.search(r"\((\S+) BB\)", line).group(1) == f"{whole:,}"

    from tourney.web.room_view import room_view

    assert room_view(state, T0)["average_bb"] == whole
    tv = texts.average_text(figures.average_stack, figures.big_blind, NumbersLocale("en"))
    assert tv.endswith(f"({whole:,} BB)")
    assert answer["big_blind"] == figures.big_blind
