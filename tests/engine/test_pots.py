"""Pots, side pots, split pots and the odd chip (rules.md §3), settled from plain hand strengths."""

from __future__ import annotations

import pytest

from tourney.engine.errors import MalformedError, NotAllowedError
from tourney.engine.pots import OddChips, layer_pots, split_shares, uncalled_bet
from tourney.engine.showdown import MissingHandError, Settlement, Stake, settle_chips


def pots_of(result: Settlement) -> list[tuple[int, list[int], dict[int, int]]]:
    """(amount, eligible seats sorted, {winner seat: share}) per pot, main pot first."""
    return [
        (pot.amount, sorted(pot.eligible), dict(zip(pot.winners, pot.shares, strict=True)))
        for pot in result.pots
    ]


# --- the building blocks ------------------------------------------------------------------


def test_uncalled_bet_is_the_excess_over_the_second_largest():
    assert uncalled_bet([300, 500, 200]) == (1, 200)
    assert uncalled_bet([500, 500, 200]) == (-1, 0)
    assert uncalled_bet([0, 0, 0]) == (-1, 0)


def test_every_live_all_in_amount_is_a_boundary():
    # Two all-ins (100, 250) and a caller of 400; one folded player with 300 in.
    pots = layer_pots([100, 250, 400, 300], [True, True, True, False])
    assert pots == [
        (400, 100, (0, 1, 2)),  # 4 x 100, of which 100 from the folded player
        (450, 150, (1, 2)),  # 3 x 150
        (200, 50, (2,)),  # 400 - 250 from the caller, 300 - 250 dead
    ]


def test_split_shares_breaks_the_pot_into_units():
    assert split_shares(30_300, 3, 100) == [10_100, 10_100, 10_100]
    assert split_shares(325, 2, 25) == [175, 150]
    assert split_shares(10, 3, 1) == [4, 3, 3]
    assert split_shares(11, 3, 1) == [4, 4, 3]
    assert split_shares(11, 3, 1, odd_chips=OddChips.ALL_TO_FIRST) == [5, 3, 3]


# --- worked examples ----------------------------------------------------------------------


def test_three_way_split_with_chip_unit_100():
    stakes = [Stake(1, 10_100), Stake(2, 10_100), Stake(3, 10_100)]
    result = settle_chips(stakes, {1: 5, 2: 5, 3: 5}, button=3, chip_unit=100)
    assert result.payout_by_seat() == {1: 10_100, 2: 10_100, 3: 10_100}
    assert pots_of(result) == [(30_300, [1, 2, 3], {1: 10_100, 2: 10_100, 3: 10_100})]


@pytest.mark.parametrize(("button", "gets_175"), [(3, 1), (1, 2), (2, 1)])
def test_odd_unit_goes_to_the_first_winner_left_of_the_button(button, gets_175):
    # 150 + 150 + 25 dead = 325 = 13 units of 25 between seats 1 and 2.
    stakes = [Stake(1, 150), Stake(2, 150), Stake(3, 25, folded=True)]
    result = settle_chips(stakes, {1: 8, 2: 8}, button=button, chip_unit=25)
    other = 3 - gets_175
    assert result.payout_by_seat() == {gets_175: 175, other: 150, 3: 0}


def test_several_odd_units_go_one_each_clockwise_from_the_button():
    # 4 x 175 + 75 dead = 775 = 31 units of 25: 7 each and 3 left over.
    # Button on seat 6 of 9: clockwise the winners are 7, 9, 2, 4; seat 4 gets no odd unit.
    stakes = [Stake(s, 175) for s in (2, 4, 7, 9)] + [Stake(5, 75, folded=True)]
    result = settle_chips(stakes, {2: 1, 4: 1, 7: 1, 9: 1}, button=6, chip_unit=25, table_size=9)
    assert result.payout_by_seat() == {2: 200, 4: 175, 5: 0, 7: 200, 9: 200}
    assert result.pots[0].winners == (7, 9, 2, 4)


def test_pokerkit_convention_gives_every_odd_unit_to_the_first_winner():
    stakes = [Stake(s, 175) for s in (2, 4, 7, 9)] + [Stake(5, 75, folded=True)]
    result = settle_chips(
        stakes,
        {2: 1, 4: 1, 7: 1, 9: 1},
        button=6,
        chip_unit=25,
        table_size=9,
        odd_chips=OddChips.ALL_TO_FIRST,
    )
    assert result.payout_by_seat() == {2: 175, 4: 175, 5: 0, 7: 250, 9: 175}


def test_side_pots_split_separately_425_375_not_400_400():
    # rules.md §8 item 2: seats 1 and 2 tie, seat 3 (all-in 125) loses, seats 4 and 5 folded.
    # Main 525 = 21 units and side 275 = 11 units each leave one odd unit for seat 1; merged
    # into one pot of 800 (what pokerkit does after killing seat 3) it would split 400/400.
    stakes = [
        Stake(1, 250),
        Stake(2, 250),
        Stake(3, 125),
        Stake(4, 25, folded=True),
        Stake(5, 150, folded=True),
    ]
    result = settle_chips(stakes, {1: 9, 2: 9, 3: 4}, button=5, chip_unit=25)
    assert pots_of(result) == [
        (525, [1, 2, 3], {1: 275, 2: 250}),
        (275, [1, 2], {1: 150, 2: 125}),
    ]
    assert [pot.dead for pot in result.pots] == [150, 25]
    assert result.payout_by_seat() == {1: 425, 2: 375, 3: 0, 4: 0, 5: 0}


def test_dead_button_counts_from_its_empty_seat():
    # Seats 2, 5 and 8 play; the button stands on empty seat 3, so seat 5 is first left of it.
    stakes = [Stake(2, 100), Stake(5, 100), Stake(8, 25, folded=True)]
    dead_button = settle_chips(stakes, {2: 3, 5: 3}, button=3, chip_unit=25)
    assert dead_button.payout_by_seat() == {2: 100, 5: 125, 8: 0}
    live_button = settle_chips(stakes, {2: 3, 5: 3}, button=8, chip_unit=25)
    assert live_button.payout_by_seat() == {2: 125, 5: 100, 8: 0}


def test_heads_up_odd_chip_goes_to_the_big_blind_not_the_button():
    stakes = [Stake(3, 400), Stake(7, 400), Stake(1, 25, folded=True)]
    result = settle_chips(stakes, {3: 2, 7: 2}, button=3, chip_unit=25)
    assert result.payout_by_seat() == {1: 0, 3: 400, 7: 425}


def test_folded_chips_are_dead_money_in_every_pot_they_reach():
    # Seat 4 called 300 then folded: 100 in the main pot, 200 in the side pot.
    stakes = [Stake(1, 100), Stake(2, 500), Stake(3, 500), Stake(4, 300, folded=True)]
    result = settle_chips(stakes, {1: 9, 2: 5, 3: 1}, button=4)
    assert pots_of(result) == [
        (400, [1, 2, 3], {1: 400}),
        (1000, [2, 3], {2: 1000}),
    ]
    assert [pot.dead for pot in result.pots] == [100, 200]


def test_a_layer_with_one_eligible_player_goes_to_him():
    # Seat 2 and seat 3 both put in 500, seat 3 folded; seat 1 was all-in for 300.
    stakes = [Stake(1, 300), Stake(2, 500), Stake(3, 500, folded=True)]
    result = settle_chips(stakes, {1: 9, 2: 1}, button=3)
    assert pots_of(result) == [(900, [1, 2], {1: 900}), (400, [2], {2: 400})]
    assert not result.pots[1].contested
    assert result.payout_by_seat() == {1: 900, 2: 400, 3: 0}


def test_uncalled_bet_is_returned_before_the_pots():
    stakes = [Stake(4, 500), Stake(1, 300), Stake(2, 200)]
    result = settle_chips(stakes, {1: 1, 2: 2, 4: 3}, button=1)
    assert result.returned_by_seat() == {1: 0, 2: 0, 4: 200}
    assert pots_of(result) == [(600, [1, 2, 4], {4: 600}), (200, [1, 4], {4: 200})]
    assert result.payout_by_seat() == {1: 0, 2: 0, 4: 800}


def test_uncontested_pot_needs_no_hands():
    stakes = [Stake(3, 200), Stake(1, 100, folded=True), Stake(2, 50, folded=True)]
    result = settle_chips(stakes, None, button=1)
    assert not result.showdown
    assert result.returned_by_seat() == {1: 0, 2: 0, 3: 100}
    assert result.payout_by_seat() == {1: 0, 2: 0, 3: 250}


def test_best_hand_wins_and_the_side_pot_goes_to_the_best_eligible_hand():
    # The short stack has the best hand: he wins the main pot, the side pot goes to seat 3.
    stakes = [Stake(1, 100), Stake(2, 400), Stake(3, 400)]
    result = settle_chips(stakes, {1: 50, 2: 10, 3: 20}, button=1)
    assert result.payout_by_seat() == {1: 300, 2: 0, 3: 600}


def test_a_live_player_with_nothing_in_is_eligible_for_nothing():
    stakes = [Stake(1, 0), Stake(2, 100), Stake(3, 100)]
    result = settle_chips(stakes, {1: 99, 2: 1, 3: 2}, button=1)
    assert result.payout_by_seat() == {1: 0, 2: 0, 3: 200}


# --- refusals ------------------------------------------------------------------------------

TWO = [Stake(1, 100), Stake(2, 100)]


@pytest.mark.parametrize(
    ("stakes", "options", "error", "words"),
    [
        ([Stake(1, -100), Stake(2, 100)], {}, MalformedError, "negative"),
        ([Stake(1, 110), Stake(2, 100)], {"chip_unit": 25}, NotAllowedError, "smallest chip"),
        ([Stake(11, 100), Stake(2, 100)], {}, MalformedError, "seat 11 is not at the table"),
        ([Stake(0, 100), Stake(2, 100)], {}, MalformedError, "seat 0"),
        ([Stake(7, 100), Stake(2, 100)], {"table_size": 6}, MalformedError, "seats 1 to 6"),
        ([Stake(2, 100), Stake(2, 100)], {}, NotAllowedError, "two players are listed on seat 2"),
        (TWO, {"chip_unit": 0}, MalformedError, "smallest chip"),
        (TWO, {"button": 11}, MalformedError, "button"),
        (TWO, {"button": 0}, MalformedError, "button"),
        (TWO, {"table_size": 11}, MalformedError, "2 to 10 seats"),
        ([Stake(1, 0), Stake(2, 0)], {}, NotAllowedError, "nobody put any chips in"),
        ([], {}, MalformedError, "no players"),
        (
            [Stake(1, 100, folded=True), Stake(2, 100, folded=True)],
            {},
            NotAllowedError,
            "every player folded",
        ),
    ],
)
def test_bad_input_is_refused_with_a_clear_sentence(stakes, options, error, words):
    kwargs = {"button": 1} | options
    with pytest.raises(error, match=words):
        settle_chips(stakes, {1: 1, 2: 1}, **kwargs)


def test_a_live_player_without_a_hand_at_showdown_is_refused():
    with pytest.raises(MissingHandError, match="seat 2 has not folded"):
        settle_chips(TWO, {1: 5}, button=1)
