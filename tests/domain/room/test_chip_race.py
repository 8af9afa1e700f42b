"""The chip race at a colour-up (TDA 24, RRoP §15)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.room.chip_race import chip_race


def test_full_sets_are_exchanged_and_the_odd_chips_raced() -> None:
    # 25s into 100s. Seat 1: 9 chips = 2 x 100 + 1 odd; seat 4: 3 odd; seat 7: 2 odd.
    race = chip_race(
        {1: 9, 4: 3, 7: 2}, removed=25, into=100, others={1: 5000, 4: 800, 7: 1200},
        rng=random.Random(3),
    )  # fmt: skip
    by_seat = {s.seat: s for s in race.seats}
    assert by_seat[1].exchanged == 2 and by_seat[1].odd_chips == 1
    assert [len(by_seat[s].cards) for s in (1, 4, 7)] == [1, 3, 2]
    # 6 odd chips = 150: one 100 chip, and the 50 left is half a chip: a second chip.
    winners = [s.seat for s in race.seats if s.race_chip]
    assert len(winners) == 2
    best = {s: max(c.code for c in by_seat[s].cards) for s in (1, 4, 7)}
    loser = next(s for s in (1, 4, 7) if s not in winners)
    assert all(best[w] > best[loser] for w in winners)
    assert not any(s.protected for s in race.seats)


def test_less_than_half_a_chip_left_is_removed() -> None:
    race = chip_race({2: 1, 3: 4}, removed=25, into=100, others={2: 100, 3: 100},
                     rng=random.Random(1))  # fmt: skip
    assert not any(s.race_chip for s in race.seats)
    assert race.value_after == 100 and race.value_before == 125
    assert any("less than half" in line for line in race.explanation)


def test_nobody_is_raced_out() -> None:
    # Seat 5's only chips are one 25; it cannot win (25 + 25 = 50: one chip to the best card).
    race = chip_race({5: 1, 6: 1}, removed=25, into=100, others={6: 1000}, rng=random.Random(2))
    seat5 = next(s for s in race.seats if s.seat == 5)
    assert seat5.new_chips == 1
    assert seat5.race_chip or seat5.protected


def test_the_cards_are_dealt_from_seat_one_each_player_all_his_cards() -> None:
    race = chip_race({3: 2, 1: 3}, removed=5, into=25, others={1: 1, 3: 1}, rng=random.Random(8))
    assert [s.seat for s in race.seats] == [1, 3]
    assert race.explanation[1].startswith("Cards: seat 1 ")


@pytest.mark.parametrize(("removed", "into"), [(25, 60), (100, 25), (0, 100)])
def test_denominations_must_fit(removed: int, into: int) -> None:
    with pytest.raises(DomainNotAllowedError):
        chip_race({1: 3}, removed=removed, into=into, others={}, rng=random.Random(1))


@settings(max_examples=200, deadline=None)
@given(
    counts=st.dictionaries(st.integers(1, 10), st.integers(0, 60), min_size=1, max_size=10),
    pair=st.sampled_from([(25, 100), (5, 25), (100, 500), (500, 1000), (1, 20)]),
    others=st.dictionaries(st.integers(1, 10), st.sampled_from([0, 500])),
    seed=st.integers(0, 10_000),
)
def test_chips_are_never_created_or_lost_beyond_the_tda_rule(
    counts: dict[int, int], pair: tuple[int, int], others: dict[int, int], seed: int
) -> None:
    removed, into = pair
    race = chip_race(counts, removed=removed, into=into, others=others, rng=random.Random(seed))
    for seat in race.seats:
        before = seat.removed_chips * removed
        after = seat.exchanged * into
        assert before - after == seat.odd_chips * removed < into  # full sets exchanged exactly
        if seat.race_chip:
            assert seat.odd_chips > 0  # a winner wins at most one chip, for odd chips he had
        if seat.new_chips == 0:
            assert others.get(seat.seat, 0) > 0 or seat.removed_chips == 0  # nobody at zero
    odd_value = sum(s.odd_chips for s in race.seats) * removed
    race_value = sum(s.race_chip for s in race.seats) * into
    assert abs(race_value - odd_value) <= into / 2  # rounded to the nearest chip, half up


def test_the_explanation_is_said_in_italian_and_romanian_with_their_number_marks() -> None:
    race = chip_race({1: 9, 4: 3}, removed=250, into=1000, others={1: 5000, 4: 800},
                     rng=random.Random(3))  # fmt: skip
    english, italian, romanian = (race.explanation_in(lang) for lang in ("en", "it", "ro"))
    assert english == race.explanation and len(italian) == len(romanian) == len(english)
    assert english[0].startswith("Colour-up: the 250 chips leave play; 4 of them make one 1,000")
    assert italian[0].startswith("Cambio dei gettoni: i gettoni da 250 escono dal gioco")
    assert "1.000" in italian[0] and "1.000" in romanian[0]
    assert italian[1].startswith("Carte: posto 1 ") and romanian[1].startswith("Cărți: locul 1 ")
    assert not any("Seat" in line or "seat" in line for line in italian + romanian)
