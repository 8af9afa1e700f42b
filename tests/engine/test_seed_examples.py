"""Every ranking example from the user's documents (seeds) and ../shared/rules.md §1."""

from __future__ import annotations

import pytest

from tourney.engine.cards import CardCountError, DuplicateCardError, parse_cards
from tourney.engine.categories import Category
from tourney.engine.decks import CardNotInDeckError
from tourney.engine.hand_result import HandResult
from tourney.engine.variants import UnknownVariantError, get_variant


def draw(text: str, variant: str = "draw", **options: object) -> HandResult:
    return get_variant(variant, options).evaluate(parse_cards(text))


def beats(a: str, b: str, variant: str = "draw", **options: object) -> bool:
    v = get_variant(variant, options)
    return v.value(parse_cards(a)) > v.value(parse_cards(b))


def test_seed000_only_five_cards_play_a7_beats_a2() -> None:
    holdem = get_variant("holdem")
    board = parse_cards("Kc Qd 3h 9s 4c")
    a7 = holdem.evaluate(parse_cards("Ah 7c"), board)
    a2 = holdem.evaluate(parse_cards("Ad 2s"), board)
    assert a7.value > a2.value
    assert [str(c) for c in a7.best] == ["Ah", "Kc", "Qd", "9s", "7c"]
    assert [str(c) for c in a2.best] == ["Ad", "Kc", "Qd", "9s", "4c"]
    assert a7.category is a2.category is Category.HIGH_CARD


def test_the_board_plays_for_both_and_they_split() -> None:
    holdem = get_variant("holdem")
    board = parse_cards("Ts Js Qd Kh Ac")
    assert holdem.value(parse_cards("2c 3d"), board) == holdem.value(parse_cards("4h 5h"), board)


# seed001: the tie-break examples, each left beats right (suits chosen to avoid flushes).
SEED001 = [
    ("4s 4h 4d 4c 2s", "3s 3h 3d 3c As"),  # quads: 4444-2 > 3333-A
    ("Ts Th Td 5c 5s", "9s 9h 9d Ac Ah"),  # full: TTT55 > 999AA
    ("Kh Jh 9h 3h 2h", "Ks Js 7s 6s 5s"),  # flush: KJ932 > KJ765
    ("5s 5h 5d 3c 2s", "4s 4h 4d Kc Qs"),  # trips: 555-3-2 > 444-K-Q
    ("Js Jh 2d 2c 4s", "Ts Th 9d 9c 8s"),  # two pair: JJ22-4 > TT99-8
    ("8s 8h 6d 6c 3s", "8d 8c 5s 5h Ks"),  # two pair: 8866-3 > 8855-K
    ("Qs Qh 5d 5c 8s", "Qd Qc 5s 5h 4s"),  # two pair kicker: QQ55-8 > QQ55-4
    ("6s 6h 4d 3c 2s", "5s 5h Ad Kc Qs"),  # pair: 66-432 > 55-AKQ
    ("Js Jh Ad 9c 3s", "Jd Jc As 8h 7s"),  # pair kickers: JJ-A93 > JJ-A87
    ("As Jh 9d 5c 3s", "Ad Tc 9h 6s 5d"),  # high card: AJ953 > AT965
]


@pytest.mark.parametrize(("better", "worse"), SEED001)
def test_seed001_tie_breaks(better: str, worse: str) -> None:
    assert beats(better, worse)


def test_royal_flush_name_and_wheel() -> None:
    assert draw("As Ks Qs Js Ts").name == "Royal flush"
    wheel = draw("As 2d 3c 4h 5s")
    assert wheel.name == "Straight, five high"
    assert [str(c) for c in wheel.best] == ["5s", "4h", "3c", "2d", "As"]
    assert beats("2s 3d 4c 5h 6s", "As 2d 3c 4h 5s")


@pytest.mark.parametrize("hand", ["Qs Kd Ac 2h 3s", "Ks Ad 2c 3h 4s", "9s Td Ac Jh Qs"])
def test_straights_never_wrap_around_the_ace(hand: str) -> None:
    # seed001 and seed003: "9 10 A J Q nu este chinta".
    assert draw(hand).category is Category.HIGH_CARD


def test_names() -> None:
    assert draw("Kh Kd Ks 7c 7d").name == "Full house, kings over sevens"
    assert draw("9h 9d 4s 4c Ah").name == "Two pair, nines and fours, kicker A"
    assert draw("6h 6d 6s Kc 2h").name == "Three of a kind, sixes, kickers K 2"


# ---- the joker as a bug (seed002, rules.md §1.4) ------------------------------------------


def test_bug_pairs_of_aces_become_trips() -> None:
    result = draw("Ah Ad Jk 7c 2s", "draw-bug")
    assert result.category is Category.THREE_OF_A_KIND
    assert result.best_text() == ["Ah", "Ad", "Jk(A)", "7c", "2s"]


def test_bug_with_kings_is_a_pair_with_an_ace_kicker_not_trips() -> None:
    result = draw("Kh Kd Jk 7c 2s", "draw-bug")
    assert result.category is Category.ONE_PAIR
    assert result.name == "Pair of kings, kickers A 7 2"


def test_bug_with_two_pair_adds_an_ace_kicker() -> None:
    assert draw("Kh Kd Qs Qc Jk", "draw-bug").name == "Two pair, kings and queens, kicker A"


def test_bug_with_four_kings_is_four_kings_ace_kicker() -> None:
    assert draw("Kh Kd Ks Kc Jk", "draw-bug").name == "Four of a kind, kings, kicker A"


def test_five_aces_beat_a_royal_flush() -> None:
    v = get_variant("draw-bug")
    five = draw("Ah As Ad Ac Jk", "draw-bug")
    bug_royal = draw("Jk Ks Qs Js Ts", "draw-bug")
    natural_royal = draw("As Ks Qs Js Ts", "draw-bug")
    king_high = draw("Ks Qs Js Ts 9s", "draw-bug")
    assert five.category is Category.FIVE_OF_A_KIND and five.name == "Five aces"
    assert bug_royal.name == natural_royal.name == "Royal flush"
    assert five.value > natural_royal.value == bug_royal.value > king_high.value
    assert v.value(parse_cards("Ah As Ad Ac Jk")) == five.value


def test_bug_completes_the_highest_straight() -> None:
    assert draw("7h 6d 5s 4c Jk", "draw-bug").name == "Straight, eight high"
    six_high = draw("2h 3d 4s 5c Jk", "draw-bug")
    assert six_high.name == "Straight, six high"  # not a wheel
    assert six_high.best_text()[0] == "Jk(6)"


def test_bug_in_a_flush_is_the_highest_missing_card_even_if_someone_holds_it() -> None:
    result = draw("Ah Jh 8h 3h Jk", "draw-bug")
    assert result.category is Category.FLUSH
    assert result.best_text() == ["Ah", "Jk(Kh)", "Jh", "8h", "3h"]
    assert result.joker_as is not None and str(result.joker_as) == "Kh"


def test_bug_flush_options() -> None:
    double = draw("Ah Jh 8h 3h Jk", "draw-bug", bug_flush="double_ace")
    assert double.name == "Flush, ace high (A A J 8 3)"
    lowest = draw("Ah Jh 8h 3h Jk", "draw-bug", bug_flush="lowest")
    assert lowest.best_text()[-1] == "Jk(2h)"
    assert double.value > draw("Ah Jh 8h 3h Jk", "draw-bug").value > lowest.value


def test_bug_straight_flush() -> None:
    result = draw("7h 6h 5h 4h Jk", "draw-bug")
    assert result.name == "Straight flush, eight high"
    assert result.best_text()[0] == "Jk(8h)"


def test_bug_hand_ties_a_natural_hand_of_the_same_ranks() -> None:
    v = get_variant("draw-bug")
    assert v.value(parse_cards("Kh Kd Jk 7c 2s")) == v.value(parse_cards("Ks Kc Ac 7d 2h"))


def test_joker_only_in_the_bug_game() -> None:
    with pytest.raises(CardNotInDeckError, match="Jk is not in the 52-card deck"):
        draw("Kh Kd Jk 7c 2s")


# ---- the Romanian game (seed003, rules.md §1.5) --------------------------------------------


def test_romanian32_flush_beats_full_house() -> None:
    assert beats("As Js 9s 8s 7s", "Ah Ad Ac Kh Kd", "romanian32")
    assert not beats("As Js 9s 8s 7s", "Ah Ad Ac Kh Kd", "romanian52")


def test_romanian32_lowest_straight_is_ace_seven_to_ten() -> None:
    low = draw("Ah 7d 8c 9s Th", "romanian32")
    assert low.category is Category.STRAIGHT and low.name == "Straight, ten high"
    assert beats("7h 8d 9c Ts Jh", "Ah 7d 8c 9s Th", "romanian32")
    assert beats("Ah 7d 8c 9s Th", "Ad Ac Ah Kh Qd", "romanian32")  # a straight beats trips
    off = draw("Ah 7d 8c 9s Th", "romanian32", low_straight=False)
    assert off.category is Category.HIGH_CARD


def test_romanian_lowest_straight_flush_in_52_cards_is_five_high() -> None:
    assert draw("5c 4c 3c 2c Ac", "romanian52").name == "Straight flush, five high"


def test_romanian_identical_hands_are_decided_by_the_suit_of_the_highest_card() -> None:
    # spades > clubs > hearts > diamonds
    for better, worse in [
        ("As Kd 9c 8h 7d", "Ac Kh 9d 8c 7h"),
        ("Ac Kd 9c 8h 7d", "Ah Ks 9d 8c 7h"),  # the king's suit does not matter
        ("Ah Kd 9c 8h 7d", "Ad Ks 9s 8s 7c"),
    ]:
        assert beats(better, worse, "romanian32")
        assert beats(better, worse, "romanian52")


def test_romanian_pair_tie_uses_the_highest_card_by_default() -> None:
    # Both: pair of nines, A-K-Q. Highest card = the ace: A♣ beats A♥.
    left, right = "9d 9h Ac Kd Qd", "9s 9c Ah Kh Qh"
    assert beats(left, right, "romanian52")
    # Option: the combination card decides: 9♠ beats 9♥.
    assert beats(right, left, "romanian52", tiebreak_card="combination")


def test_romanian_low_straight_tie_uses_its_top_card() -> None:
    # A-7-8-9-10: the ten decides by default; with the "ace" option the ace does.
    left, right = "As 7d 8d 9d Td", "Ad 7c 8c 9c Tc"
    assert beats(right, left, "romanian32")  # T♣ > T♦
    assert beats(left, right, "romanian32", tiebreak_card="ace")  # A♠ > A♦


def test_romanian_never_ties() -> None:
    v = get_variant("romanian52")
    assert v.never_ties and not get_variant("holdem").never_ties
    assert v.value(parse_cards("As Kd 9c 8h 7d")) != v.value(parse_cards("Ac Kh 9d 8c 7h"))


def test_romanian32_deck_refuses_small_cards() -> None:
    with pytest.raises(CardNotInDeckError, match="6h is not in the 32-card deck"):
        draw("6h 7d 8c 9s Th", "romanian32")


# ---- counts, options, variants ---------------------------------------------------------------


def test_wrong_card_counts_are_refused() -> None:
    holdem = get_variant("holdem")
    with pytest.raises(CardCountError, match="needs 2 cards"):
        holdem.evaluate(parse_cards("As Kd Qc"), parse_cards("2c 3d 4h"))
    with pytest.raises(CardCountError, match="board of 3 to 5"):
        holdem.evaluate(parse_cards("As Kd"), parse_cards("2c 3d"))
    with pytest.raises(CardCountError, match="has no board"):
        get_variant("draw").evaluate(parse_cards("As Kd Qc Jh 9s"), parse_cards("2c 3d 4h"))
    with pytest.raises(DuplicateCardError):
        holdem.evaluate(parse_cards("As Kd"), parse_cards("As 3d 4h"))


def test_unknown_variants_and_options_are_refused() -> None:
    with pytest.raises(UnknownVariantError, match="unknown variant 'stud'"):
        get_variant("stud")
    with pytest.raises(UnknownVariantError, match="holdem has no option 'bug_flush'"):
        get_variant("holdem", {"bug_flush": "lowest"})
    with pytest.raises(UnknownVariantError, match="bug_flush must be one of"):
        get_variant("draw-bug", {"bug_flush": "wild"})
    with pytest.raises(UnknownVariantError, match="low_straight must be true or false"):
        get_variant("romanian32", {"low_straight": "no"})
    assert get_variant("draw52_joker_bug").id == "draw-bug"


def test_omaha_uses_exactly_two_hole_cards() -> None:
    omaha = get_variant("omaha")
    board = parse_cards("Ah Kh Qh 2c 3d")
    # Four hearts on... no: one heart in hand is not a flush in Omaha.
    result = omaha.evaluate(parse_cards("Jh 9s 9c 4d"), board)
    assert result.category is Category.ONE_PAIR
    # A board with four of a kind: each player still uses two hole cards.
    quads_board = parse_cards("7s 7h 7d 7c Ks")
    full = omaha.evaluate(parse_cards("Kd Kc 2s 3s"), quads_board)
    assert full.category is Category.FULL_HOUSE
    assert sum(1 for c in full.best if c in parse_cards("Kd Kc 2s 3s")) == 2
