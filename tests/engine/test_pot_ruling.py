"""The ruling a director reads out: hands named, pots explained side pots first, odd chips said."""

from __future__ import annotations

from tourney.engine.cards import parse_cards
from tourney.engine.pot_ruling import explain, rule_showdown
from tourney.engine.showdown import Stake, settle_chips
from tourney.engine.variants import get_variant

HOLDEM = get_variant("holdem")


def test_uncalled_bet_sentence():
    stakes = [Stake(4, 300), Stake(1, 200), Stake(2, 200, folded=True)]
    lines = explain(settle_chips(stakes, {1: 1, 4: 2}, button=2))
    assert lines[0] == "Seat 4 bet 100 more than anyone called: 100 returned to seat 4."


def test_side_pots_are_read_before_the_main_pot_and_odd_units_are_named():
    # The rules.md §8 example: seats 1 and 2 tie in both pots, seat 1 gets both odd units.
    stakes = [
        Stake(1, 250, cards=parse_cards("3c 4d")),
        Stake(2, 250, cards=parse_cards("3d 4c")),
        Stake(3, 125, cards=parse_cards("Ah Ad")),
        Stake(4, 25, folded=True),
        Stake(5, 150, folded=True),
    ]
    board = parse_cards("5s 6h 7c 8d Ks")
    ruling = rule_showdown(stakes, board, variant=HOLDEM, button=5, chip_unit=25)
    assert ruling.settlement.payout_by_seat() == {1: 425, 2: 375, 3: 0, 4: 0, 5: 0}
    side, main, totals = ruling.explanation
    assert side.startswith("Side pot 1: 275 (seats 1 and 2 eligible")
    assert "seats 1 and 2 tie with straight, eight high" in side
    assert "11 units of 25" in side and "seat 1, first left of the button, gets the odd 25" in side
    assert main.startswith("Main pot: 525 (seats 1, 2 and 3 eligible")
    assert "21 units of 25" in main and "(seat 1 275, seat 2 250)" in main
    assert totals == (
        "Seat 1 receives 425; seat 2 receives 375; seat 3 receives nothing; "
        "seat 4 receives nothing; seat 5 receives nothing."
    )
    assert sorted(ruling.hands) == [1, 2, 3]
    assert ruling.hands[3].name.startswith("Pair of aces")


def test_several_odd_units_are_given_one_each_in_words():
    stakes = [Stake(s, 175) for s in (2, 4, 7, 9)] + [Stake(5, 75, folded=True)]
    result = settle_chips(
        stakes, dict.fromkeys((2, 4, 7, 9), 1), button=6, chip_unit=25, table_size=9
    )
    pot_line = explain(result, dict.fromkeys((2, 4, 7, 9), "Two pair, aces and kings"))[0]
    assert "seats 2, 4, 7 and 9 tie with two pair, aces and kings" in pot_line
    assert "31 units of 25, 7 units each and 3 left over" in pot_line
    assert "seats 7, 9 and 2, the first left of the button, get one odd 25 each" in pot_line


def test_uncontested_pot_shows_no_hands():
    stakes = [Stake(3, 100), Stake(1, 50, folded=True, cards=parse_cards("As Ad"))]
    ruling = rule_showdown(stakes, (), variant=HOLDEM, button=1)
    assert ruling.hands == {}
    assert ruling.explanation[0] == "Seat 3 bet 50 more than anyone called: 50 returned to seat 3."
    assert "seat 3 wins the pot of 100 uncontested" in ruling.explanation[1]


def test_single_eligible_side_pot_goes_to_its_player():
    stakes = [Stake(1, 300), Stake(2, 500), Stake(3, 500, folded=True)]
    lines = explain(settle_chips(stakes, {1: 9, 2: 1}, button=3))
    assert lines[0] == (
        "Side pot 1: 400 (only seat 2 is eligible; 200 of it dead money from folded seats)"
        " — it goes to seat 2."
    )
    assert lines[1].endswith("— seat 1 wins with the best hand.")


def test_identical_romanian_hands_the_ruling_says_the_suit_decided():
    # Two ace-high flushes, rank for rank the same: spades beat hearts (rules.md §1.5).
    stakes = [
        Stake(1, 500, cards=parse_cards("Ah Kh Qh Jh 7h")),
        Stake(2, 500, cards=parse_cards("As Ks Qs Js 7s")),
        Stake(3, 500, cards=parse_cards("Ad Ac Kd 9c 8d")),
    ]
    ruling = rule_showdown(stakes, [], variant=get_variant("romanian32"), button=3, chip_unit=25)
    assert ruling.settlement.payout_by_seat() == {1: 0, 2: 1500, 3: 0}
    main = ruling.explanation[0]
    assert "seat 2 wins with flush, ace high (A K Q J 7): seat 1 has the same hand" in main
    assert "the suit of the deciding card breaks the tie: A♠ against A♥" in main
    assert "seat 3" not in main.split("eligible)")[1]  # a pair is not the same hand
    romanian = rule_showdown(
        stakes, [], variant=get_variant("romanian32"), button=3, chip_unit=25, language="ro"
    ).explanation[0]
    assert "locul 1" in romanian.split("eligibile")[1] and "A♠" in romanian and "A♥" in romanian


def test_the_suit_is_not_named_when_the_ranks_decided():
    stakes = [
        Stake(1, 500, cards=parse_cards("Ah Kh Qh Jh 8h")),
        Stake(2, 500, cards=parse_cards("As Ks Qs Js 7s")),
    ]
    ruling = rule_showdown(stakes, [], variant=get_variant("romanian32"), button=2, chip_unit=25)
    assert ruling.settlement.payout_by_seat() == {1: 1000, 2: 0}
    assert "suit" not in ruling.explanation[0]
    assert "seat 1 wins with flush" in ruling.explanation[0]
