"""Hand names in Italian and Romanian, in the words of the user's rule texts (seed000..003)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tourney.engine.cards import parse_cards
from tourney.engine.categories import STANDARD_ORDER, Category, pack
from tourney.engine.decks import STANDARD_52
from tourney.engine.hand_names import UnknownLanguageError, name_hand
from tourney.engine.hand_result import describe
from tourney.engine.variants import get_variant

# (five cards, Italian, Romanian), one or more per category. The words are the seeds':
# seed000 (Italian) "Scala Reale", "Scala Colore", "Poker", "Full", "Colore", "Scala", "Tris",
# "Doppia Coppia", "Coppia", "Carta più alta"; seed001 (Romanian) "Chintă royală", "Chintă
# royală mică", "Careu", "Full", "Culoare", "Chintă", "Trei bucăți", "Două perechi",
# "Pereche", "Carte mare", ranks "as, popă, damă, valet, decar", "nouar", "șeptar", "șesar".
EXPECTED = [
    ("Ah Kh Qh Jh Th", "Scala Reale", "Chintă royală"),
    ("9s 8s 7s 6s 5s", "Scala Colore al nove", "Chintă royală mică la nouar"),
    ("Qd Jd Td 9d 8d", "Scala Colore alla donna", "Chintă royală mică la damă"),
    ("5c 4c 3c 2c Ac", "Scala Colore al cinque", "Chintă royală mică la cinciar"),
    ("As Ad Ac Ah 9d", "Poker d'assi, kicker 9", "Careu de ași, kicker 9"),
    ("Qs Qd Qc Qh 2d", "Poker di donne, kicker 2", "Careu de dame, kicker 2"),
    ("8s 8d 8c 8h Ts", "Poker di otto, kicker 10", "Careu de optari, kicker 10"),
    ("Ks Kd Kc 7h 7d", "Full di re con sette", "Full de popi cu șeptari"),
    ("6s 6d 6c Qh Qd", "Full di sei con donne", "Full de șesari cu dame"),
    ("Ts Td Tc 5h 5d", "Full di dieci con cinque", "Full de decari cu cinciari"),
    ("Ah Jh 9h 5h 3h", "Colore all'asso (A J 9 5 3)", "Culoare la as (A J 9 5 3)"),
    ("Kd Jd 9d 3d 2d", "Colore al re (K J 9 3 2)", "Culoare la popă (K J 9 3 2)"),
    ("Ac Kd Qh Js Tc", "Scala all'asso", "Chintă la as"),
    ("8c 7d 6h 5s 4c", "Scala all'otto", "Chintă la optar"),
    ("5c 4d 3h 2s Ad", "Scala al cinque", "Chintă la cinciar"),
    ("Qs Qd Qc 9h 4d", "Tris di donne, kicker 9 4", "Trei bucăți de dame, kickeri 9 4"),
    ("5s 5d 5c 3h 2d", "Tris di cinque, kicker 3 2", "Trei bucăți de cinciari, kickeri 3 2"),
    (
        "Js Jd Ts Td 4c",
        "Doppia Coppia di fanti e dieci, kicker 4",
        "Două perechi, valeți și decari, kicker 4",
    ),
    (
        "As Ad 7s 7d Kc",
        "Doppia Coppia d'assi e sette, kicker K",
        "Două perechi, ași și șeptari, kicker K",
    ),
    ("As Ad Kc Qh 9d", "Coppia d'assi, kicker K Q 9", "Pereche de ași, kickeri K Q 9"),
    ("3s 3d Jc 9h 2d", "Coppia di tre, kicker J 9 2", "Pereche de treiari, kickeri J 9 2"),
    (
        "Ah Kd Qc 9h 7d",
        "Carta più alta, asso, kicker K Q 9 7",
        "Carte mare, as, kickeri K Q 9 7",
    ),
    (
        "Jh 9d 5c 3h 2d",
        "Carta più alta, fante, kicker 9 5 3 2",
        "Carte mare, valet, kickeri 9 5 3 2",
    ),
]


@pytest.mark.parametrize(("cards", "italian", "romanian"), EXPECTED)
def test_every_category_has_its_seed_name(cards, italian, romanian):
    hand = get_variant("draw").evaluate(parse_cards(cards))
    assert hand.name_in("it") == italian
    assert hand.name_in("ro") == romanian


def test_the_table_covers_every_category_but_five_of_a_kind():
    draw = get_variant("draw")
    covered = {draw.evaluate(parse_cards(cards)).category for cards, _, _ in EXPECTED}
    assert covered == set(Category) - {Category.FIVE_OF_A_KIND}


def test_five_aces_with_the_bug():
    hand = get_variant("draw-bug").evaluate(parse_cards("As Ad Ac Ah Jk"))
    assert (hand.name, hand.name_in("it"), hand.name_in("ro")) == (
        "Five aces",
        "Cinque assi",
        "Cinci ași",  # seed002: "cinci ași (Five Aces)"
    )


@pytest.mark.parametrize("variant", ["romanian32", "romanian52"])
def test_seed003_calls_every_straight_flush_chinta_royala(variant):
    # seed003: "Cea mai puternica chinta royala este A K Q J 10" (rules.md §7 row 19)
    game = get_variant(variant)
    assert game.evaluate(parse_cards("Ks Qs Js Ts 9s")).name_in("ro") == "Chintă royală la popă"
    assert game.evaluate(parse_cards("As Ks Qs Js Ts")).name_in("ro") == "Chintă royală la as"
    # Only the straight flush differs; Italian is not touched.
    assert game.evaluate(parse_cards("Ks Qs Js Ts 9s")).name_in("it") == "Scala Colore al re"
    assert game.evaluate(parse_cards("Kc Kd Kh 9s 9c")).name_in("ro") == "Full de popi cu nouari"


def test_the_32_card_flush_beating_a_full_house_keeps_the_names():
    game = get_variant("romanian32")
    flush = game.evaluate(parse_cards("Ah Jh 9h 8h 7h"))
    full = game.evaluate(parse_cards("Kc Kd Kh 9s 9c"))
    assert flush.value > full.value
    assert flush.name_in("ro") == "Culoare la as (A J 9 8 7)"
    assert flush.name_in("it") == "Colore all'asso (A J 9 8 7)"


def test_hold_em_names_the_best_five_of_seven():
    hand = get_variant("holdem").evaluate(parse_cards("Ah 7c"), parse_cards("Kc Qd 3h 9s 4c"))
    assert hand.name == "High card, ace, kickers K Q 9 7"  # seed000's A7 vs A2 example
    assert hand.name_in("it") == "Carta più alta, asso, kicker K Q 9 7"


def test_english_is_unchanged_and_is_the_default():
    value = pack(STANDARD_ORDER, Category.FULL_HOUSE, (13, 7))
    assert describe(STANDARD_ORDER, value) == "Full house, kings over sevens"
    assert describe(STANDARD_ORDER, value, language="en") == "Full house, kings over sevens"
    hand = get_variant("draw").evaluate(parse_cards("As Ad Kc Qh 9d"))
    assert hand.name == "Pair of aces, kickers K Q 9"
    assert hand.name_in("en") == hand.name


def test_an_unknown_language_is_refused():
    hand = get_variant("draw").evaluate(parse_cards("As Ad Kc Qh 9d"))
    with pytest.raises(UnknownLanguageError, match="'fr'"):
        hand.name_in("fr")
    with pytest.raises(ValueError, match="languages: en, it, ro"):
        describe(STANDARD_ORDER, hand.value, language="de")
    with pytest.raises(UnknownLanguageError):
        name_hand(Category.ONE_PAIR, (14, 13, 12, 9), language="fr")
    english = name_hand(Category.ONE_PAIR, (14, 13, 12, 9), language="en")
    assert english == "Pair of aces, kickers K Q 9" == hand_name_of("As Ad Kc Qh 9d")


def hand_name_of(text: str) -> str:
    return get_variant("draw").evaluate(parse_cards(text)).name


_ENGLISH_WORDS = ("high", "over", "pair", "flush", "kind", "kings", "aces")


@settings(max_examples=300, deadline=None)
@given(
    cards=st.lists(st.sampled_from(STANDARD_52.cards), min_size=5, max_size=5, unique=True),
    language=st.sampled_from(["it", "ro"]),
)
def test_every_hand_has_a_name_with_no_english_in_it(cards, language):
    hand = get_variant("draw").evaluate(cards)
    name = hand.name_in(language)
    assert name and name[0].isupper()
    assert not any(word in name.lower() for word in _ENGLISH_WORDS), name
    assert " T" not in name, name  # the seeds write the ten as 10
    first = {
        "it": ("Scala", "Poker", "Full", "Colore", "Tris", "Doppia", "Coppia", "Carta"),
        "ro": ("Chintă", "Careu", "Full", "Culoare", "Trei", "Două", "Pereche", "Carte"),
    }[language]
    assert name.startswith(first), name
