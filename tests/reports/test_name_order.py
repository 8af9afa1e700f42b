"""Names in the language's alphabetical order on paper: Łukasz under L, Ștefan under S.

The seating chart's "Players A–Z" list and the league standings' ties are ordered by the
Unicode collation (``tourney.base.formats``), with Romanian's own letters after their base
letter in Romanian, never by code point (which put Łukasz and Ștefan after Zoë).
"""

from __future__ import annotations

import pytest

from tests.reports import samples
from tests.reports.pdftext import text
from tourney.base.formats import name_key
from tourney.base.languages import CODES
from tourney.domain.money.league import LinearPoints
from tourney.domain.money.season import TournamentResult, season_standings
from tourney.reports.base import RenderOptions
from tourney.reports.i18n import _, use_language
from tourney.reports.seating import SeatingChart


def _alphabetical(pdf: bytes, heading: str) -> list[str]:
    content = text(pdf)
    listed = content[content.index(heading) :].splitlines()
    return [line for line in listed if line in samples.PLAYERS]


@pytest.mark.parametrize("code", CODES)
def test_the_seating_charts_list_follows_the_language(code):
    pdf = SeatingChart(samples.HEADER, options=RenderOptions(language=code)).render(
        samples.seat_rows(), seats_per_table=10
    )
    with use_language(code):
        heading = _("Players A–Z")
    names = _alphabetical(pdf, heading)
    assert sorted(names) != names  # code point order is not what is printed
    assert names == sorted(samples.PLAYERS, key=name_key(code))
    initials = [name[0] for name in names]
    assert initials.index("L") < initials.index("Ł") < initials.index("M")
    n_names = [name for name in names if name[0] == "N"]
    first = names.index(n_names[0])
    assert "Niccolò Rossi" in names[first : first + len(n_names)]  # among the N, not after
    if code == "ro":  # Ș is a letter of its own after S; Ț after T
        s_names = [name for name in names if name[0] in "SȘ"]
        assert s_names[-1].startswith("Ș")
    else:
        assert initials.index("S") < initials.index("Ș") < initials.index("Z")


def test_league_players_level_on_everything_are_listed_in_the_languages_order():
    names = ("Zoë Ångström", "Ștefan Popescu", "Sorin Pop", "Łukasz Nowak", "Luca Ferrari")
    # one tournament each, each won: the same points, wins and best finish for all five
    results = [TournamentResult(f"T{i}", 1, ((name, 1),)) for i, name in enumerate(names)]
    english = [line.player for line in season_standings(results, LinearPoints())]
    romanian = [line.player for line in season_standings(results, LinearPoints(), language="ro")]
    assert english == [
        "Luca Ferrari",
        "Łukasz Nowak",
        "Sorin Pop",
        "Ștefan Popescu",
        "Zoë Ångström",
    ]
    assert romanian == [
        "Luca Ferrari",
        "Łukasz Nowak",
        "Sorin Pop",
        "Ștefan Popescu",
        "Zoë Ångström",
    ]
    assert {line.rank for line in season_standings(results, LinearPoints())} == {1}
