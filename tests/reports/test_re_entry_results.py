"""A player who re-entered has two lines in the results: the re-entry says so everywhere."""

from __future__ import annotations

import random

from tests.domain.test_tournament_story import T0, make_setup
from tests.reports.pdftext import text
from tourney.cli.show_text import describe
from tourney.domain.entries.actions import Bust, bust_out, create_tournament, re_enter, register
from tourney.domain.entries.players import Player
from tourney.domain.figures import standings
from tourney.domain.levels.actions import start_clock
from tourney.domain.log.reducer import apply, replay
from tourney.domain.room.actions import draw_seats
from tourney.domain.state import TournamentState
from tourney.reports.base import RenderOptions
from tourney.reports.i18n import use_language
from tourney.reports.tournament_reports import render_tournament_report
from tourney.web.room_view import room_view


def _night(*, ann_wins: bool = False) -> TournamentState:
    """Ann, Bob and Cleo; Ann busts, re-enters, busts again in 2nd; Cleo wins (or Ann)."""
    rng = random.Random(5)
    state = replay([create_tournament(make_setup(re_entries=None), T0 - 3600)])
    for number, name in enumerate(("Ann", "Bob", "Cleo"), start=1):
        state = apply(state, register(state, Player(number, name), T0 - 600, rng))
    state = apply(state, draw_seats(state, T0 - 300, rng))
    state = apply(state, start_clock(state, T0))
    number = {state.name(e.number): e.number for e in state.active()}
    state = apply(state, bust_out(state, [Bust(number["Ann"], by=(number["Cleo"],))], T0 + 60))
    state = apply(state, re_enter(state, state.entries[number["Ann"]].player_id, T0 + 120, rng))
    again = max(state.entries)
    state = apply(state, bust_out(state, [Bust(number["Bob"], by=(again,))], T0 + 180))
    if ann_wins:
        return apply(state, bust_out(state, [Bust(number["Cleo"], by=(again,))], T0 + 240))
    return apply(state, bust_out(state, [Bust(again, by=(number["Cleo"],))], T0 + 240))


def test_the_re_entry_is_named_so_in_the_results_the_room_the_pdf_and_the_cli() -> None:
    state = _night()
    assert state.finished
    lines = {line.place: (line.name, line.re_entry) for line in standings(state)}
    assert lines == {1: ("Cleo", False), 2: ("Ann", True), 3: ("Bob", False), 4: ("Ann", False)}
    shown = room_view(state, T0 + 300)["results"]
    assert [(row["place"], row["name"], row["re_entry"]) for row in shown] == [
        (1, "Cleo", False),
        (2, "Ann", True),
        (3, "Bob", False),
        (4, "Ann", False),
    ]
    with use_language("it"):
        pdf = text(
            render_tournament_report(
                "results", state, now=T0 + 300, options=RenderOptions(currency=state.setup.currency)
            )
        )
    assert "Ann (re-entry)" in pdf and pdf.count("Ann") == 2
    from tourney.cli.show import show_answer
    from tourney.persistence.event_store import TournamentInfo

    info = TournamentInfo(1, state.setup.name, "finished", T0, T0 + 240, state.last_seq)
    said = describe(show_answer(info, state, now=T0 + 300, language="ro"), "ro")
    assert "Ann (reintrare)" in said
