"""Tests for league points formulas and season standings."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.league import FixedPoints, LinearPoints, SquareRootPoints
from tourney.domain.money.season import TournamentResult, result_points, season_standings

D = Decimal


def test_linear_points_give_the_winner_one_point_per_entry() -> None:
    formula = LinearPoints()
    assert formula.points(place=1, entries=12) == D("12.00")
    assert formula.points(place=12, entries=12) == D("1.00")


def test_square_root_points() -> None:
    formula = SquareRootPoints()
    # 10 x sqrt(25 / 1) = 50; 10 x sqrt(12.5) = 35.3553 -> 35.36; 10 x sqrt(25 / 3) = 28.8675.
    assert formula.points(place=1, entries=25) == D("50.00")
    assert formula.points(place=2, entries=25) == D("35.36")
    assert formula.points(place=3, entries=25) == D("28.87")
    assert SquareRootPoints(scale=D(1)).points(place=4, entries=16) == D("2.00")


def test_fixed_table_with_points_for_turning_up() -> None:
    formula = FixedPoints((D(25), D(18), D(15)), others=D(2))
    assert formula.points(place=2, entries=40) == D("18.00")
    assert formula.points(place=9, entries=40) == D("2.00")


def test_tied_players_average_the_points_of_the_places_they_cover() -> None:
    # Ten entries, linear: places 2 and 3 are worth 9 and 8 -> 8.50 each.
    result = TournamentResult("Week 1", 10, (("Ann", 1), ("Bob", 2), ("Cyd", 2), ("Dee", 4)))
    assert result_points(result, LinearPoints()) == {
        "Ann": D("10.00"),
        "Bob": D("8.50"),
        "Cyd": D("8.50"),
        "Dee": D("7.00"),
    }


def test_season_standings_add_up_and_break_ties_by_wins_then_best_finish() -> None:
    week1 = TournamentResult("Week 1", 4, (("Ann", 1), ("Bob", 2), ("Cyd", 3), ("Dee", 4)))
    week2 = TournamentResult("Week 2", 4, (("Bob", 1), ("Dee", 2), ("Ann", 3), ("Cyd", 4)))
    week3 = TournamentResult("Week 3", 4, (("Cyd", 1), ("Ann", 2), ("Eve", 3), ("Bob", 4)))
    standings = season_standings([week1, week2, week3], LinearPoints())
    # Linear with 4 entries: 1st 4, 2nd 3, 3rd 2, 4th 1.
    # Ann 4 + 2 + 3 = 9; Bob 3 + 4 + 1 = 8; Cyd 2 + 1 + 4 = 7; Dee 1 + 3 = 4; Eve 2.
    assert [(s.rank, s.player, s.points) for s in standings] == [
        (1, "Ann", D(9)),
        (2, "Bob", D(8)),
        (3, "Cyd", D(7)),
        (4, "Dee", D(4)),
        (5, "Eve", D(2)),
    ]
    assert (standings[0].played, standings[0].wins, standings[0].best) == (3, 1, 1)


def test_equal_points_go_to_more_wins_then_better_best_finish_then_share_the_rank() -> None:
    table = FixedPoints((D(10), D(6), D(4), D(3)))
    results = [
        # Ann: 10 + 0; Bob: 6 + 4 = 10 -> equal points, Ann has a win.
        TournamentResult("A", 4, (("Ann", 1), ("Bob", 2))),
        TournamentResult("B", 4, (("Bob", 3), ("Cyd", 1))),
        # Cyd: 10, one win, best 1st -> equal with Ann on all three: they share rank 1.
        # Dee: 6 + 4 = 10, no win, best 2nd -> equal with Bob on all three: shared rank 3.
        TournamentResult("C", 4, (("Dee", 2),)),
        TournamentResult("D", 4, (("Dee", 3),)),
    ]
    standings = season_standings(results, table)
    assert [(s.rank, s.player) for s in standings] == [
        (1, "Ann"),
        (1, "Cyd"),
        (3, "Bob"),
        (3, "Dee"),
    ]


@given(st.integers(2, 200))
def test_every_formula_gives_more_points_for_a_better_place(entries: int) -> None:
    for formula in (LinearPoints(), SquareRootPoints(), FixedPoints((D(25), D(18), D(15)))):
        points = [formula.points(place=place, entries=entries) for place in range(1, entries + 1)]
        assert points == sorted(points, reverse=True)


def test_bad_results_are_refused() -> None:
    with pytest.raises(DomainNotAllowedError, match="Place 3 in Week 1 falls inside the tie"):
        TournamentResult("Week 1", 5, (("Ann", 2), ("Bob", 2), ("Cyd", 3)))
    with pytest.raises(DomainNotAllowedError, match="has 3 entries but its places run to 4"):
        TournamentResult("Week 1", 3, (("Ann", 1), ("Bob", 4)))
    with pytest.raises(DomainNotAllowedError, match="listed twice in Week 1"):
        TournamentResult("Week 1", 3, (("Ann", 1), ("Ann", 2)))
    with pytest.raises(DomainNotAllowedError, match="A place in Week 1 must be more than zero"):
        TournamentResult("Week 1", 3, (("Ann", 0),))
    with pytest.raises(DomainNotAllowedError, match="lower place cannot score more"):
        FixedPoints((D(10), D(12)))
    with pytest.raises(DomainNotAllowedError, match="cannot be negative"):
        FixedPoints((D(10),), others=D(-1))
