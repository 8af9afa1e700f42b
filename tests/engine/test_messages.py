"""Explanations in Italian and Romanian: complete catalogs, and worked rulings in each."""

from __future__ import annotations

import pytest

from tourney.base.formats import format_chips
from tourney.base.messages import join_words, translate
from tourney.engine.cards import parse_cards
from tourney.engine.comparison import why_better, why_tied
from tourney.engine.hand_names import UnknownLanguageError
from tourney.engine.hand_result import HandResult
from tourney.engine.pot_ruling import explain, pot_name, rule_showdown, seat_list
from tourney.engine.pots import OddChips
from tourney.engine.showdown import Stake, settle_chips
from tourney.engine.variants import get_variant

# The catalogs themselves (complete, up to date, plural forms): tests/base/test_catalogs.py.


def test_english_is_the_source_text_itself():
    assert translate("en", "Main pot") == "Main pot"
    assert pot_name(2) == "Side pot 2"
    assert seat_list([4, 1]) == "seats 4 and 1"


def test_an_unknown_language_is_refused():
    with pytest.raises(UnknownLanguageError):
        translate("fr", "Main pot")


def test_lists_and_numbers_follow_the_language():
    assert join_words("en", ["a", "b", "c"]) == "a, b and c"
    assert join_words("it", ["a", "b"]) == "a e b"
    assert join_words("ro", ["a"]) == "a"
    assert [format_chips(1_234_567, language) for language in ("en", "it", "ro")] == [
        "1,234,567",
        "1.234.567",
        "1.234.567",
    ]
    assert seat_list([2, 5, 7], language="it") == "posti 2, 5 e 7"
    assert pot_name(0, language="ro") == "Pot principal"


# -- worked examples ------------------------------------------------------------------------

HOLDEM = get_variant("holdem")


def _odd_chip_ruling(language: str) -> list[str]:
    """Seats 2 and 4 split 1,015 with the same straight; seat 7 folded 100; seat 6 overbet."""
    stakes = [
        Stake(2, 305, cards=parse_cards("Th 3d")),
        Stake(4, 305, cards=parse_cards("Ts 4h")),
        Stake(6, 505, cards=parse_cards("9h 9d")),
        Stake(7, 100, folded=True),
    ]
    board = parse_cards("Ac Kd Qh Js 2c")
    ruling = rule_showdown(stakes, board, variant=HOLDEM, button=1, language=language)
    return list(ruling.explanation)


def test_a_split_pot_with_an_odd_chip_in_italian():
    assert _odd_chip_ruling("it") == [
        "Il posto 6 ha puntato 200 più di quanto chiunque abbia chiamato: "
        "200 restituiti al posto 6.",
        "Piatto principale: 1.015 (aventi diritto: posti 2, 4 e 6; di cui 100 in gettoni morti "
        "dei posti che hanno lasciato) — parità tra posti 2 e 4 con scala all'asso; "
        "1.015 si divide tra posti 2 e 4: 1.015 gettoni, 507 a testa, con un resto di 1; "
        "il posto 2, primo a sinistra del bottone, riceve il gettone dispari "
        "(posto 2 508, posto 4 507).",
        "Il posto 2 riceve 508; il posto 4 riceve 507; al posto 6 vengono restituiti 200; "
        "il posto 7 non riceve nulla.",
    ]


def test_a_split_pot_with_an_odd_chip_in_romanian():
    assert _odd_chip_ruling("ro") == [
        "Locul 6 a pariat cu 200 mai mult decât a plătit oricine: 200 se returnează locului 6.",
        "Pot principal: 1.015 (eligibile: locurile 2, 4 și 6; din care 100 jetoane moarte de la "
        "locurile care au renunțat) — egalitate între locurile 2 și 4 cu chintă la as; "
        "1.015 se împarte între locurile 2 și 4: 1.015 jetoane, câte 507 fiecăruia, "
        "cu un rest de 1; locul 2, primul din stânga butonului, primește jetonul nedivizibil "
        "(locul 2 508, locul 4 507).",
        "Locul 2 primește 508; locul 4 primește 507; locului 6 i se returnează 200; "
        "locul 7 nu primește nimic.",
    ]


def test_the_english_ruling_is_unchanged_by_the_catalogs():
    assert _odd_chip_ruling("en")[1].startswith(
        "Main pot: 1,015 (seats 2, 4 and 6 eligible; 100 of it dead money from folded seats)"
    )


def test_three_odd_units_all_to_the_first_seat_in_romanian():
    stakes = [Stake(seat, 100) for seat in (1, 2, 3, 4)] + [Stake(5, 75, folded=True)]
    settlement = settle_chips(
        stakes,
        dict.fromkeys((1, 2, 3, 4), 7),
        button=5,
        chip_unit=25,
        odd_chips=OddChips.ALL_TO_FIRST,
    )
    sentence = explain(settlement, language="ro")[0]
    assert "locul 1, primul din stânga butonului, primește toate cele 3 unități" in sentence


def test_an_uncontested_pot_in_italian():
    settlement = settle_chips([Stake(3, 200), Stake(1, 100, folded=True)], button=1)
    assert explain(settlement, language="it") == [
        "Il posto 3 ha puntato 100 più di quanto chiunque abbia chiamato: "
        "100 restituiti al posto 3.",
        "Tutti gli altri hanno lasciato: il posto 3 vince il piatto di 200 senza showdown; "
        "nessuna mano viene mostrata.",
        "Il posto 1 non riceve nulla; il posto 3 riceve 200 e gli vengono restituiti 100.",
    ]


def _kicker_hands() -> tuple[HandResult, HandResult]:
    board = parse_cards("Kc Qd 3h 9s 4c")
    return HOLDEM.evaluate(parse_cards("Ah 7c"), board), HOLDEM.evaluate(
        parse_cards("Ad 2s"), board
    )


def test_the_fifth_card_decides_in_italian_and_romanian():
    ann, bob = _kicker_hands()
    assert why_better(["Ann"], ann, ["Bob"], bob, HOLDEM, language="it") == (
        "Ann batte Bob: entrambi hanno carta più alta, asso, re, donna, nove; "
        "decide la quinta carta, sette contro quattro (contano solo cinque carte)."
    )
    assert why_better(["Ann", "Cy"], ann, ["Bob"], bob, HOLDEM, language="ro") == (
        "Ann și Cy bat pe Bob: ambii au carte mare, as, popă, damă, nouar; "
        "decide a cincea carte, șeptar contra patrar (contează doar cinci cărți)."
    )


def test_a_flush_beats_a_full_house_in_romanian_poker():
    game = get_variant("romanian32")
    flush = game.evaluate(parse_cards("Ah Jh 9h 8h 7h"), ())
    full = game.evaluate(parse_cards("Ks Kd Kc 9s 9c"), ())
    assert why_better(["Ana"], flush, ["Ion"], full, game, language="ro") == (
        "Ana bate pe Ion: o culoare bate un full (în acest joc culoarea bate fullul)."
    )


def test_a_tie_in_italian_names_the_hand_in_italian():
    board = parse_cards("Kc Kd Kh 9s 9c")
    hand = HOLDEM.evaluate(parse_cards("2h 3c"), board)
    assert why_tied(["Ann", "Bob", "Cy"], hand, language="it") == (
        "Ann, Bob e Cy pareggiano con full di re con nove: il seme non spareggia mai."
    )
