"""Cards and decks: every spelling a director may type, and clear refusals."""

from __future__ import annotations

import pytest

from tourney.engine.cards import (
    JOKER,
    Card,
    DuplicateCardError,
    MalformedCardError,
    Rank,
    Suit,
    check_distinct,
    format_cards,
    parse_card,
    parse_cards,
)
from tourney.engine.decks import PIQUET_32, STANDARD_52, WITH_JOKER_53, CardNotInDeckError
from tourney.engine.errors import EngineError, MalformedError, NotAllowedError


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("As", "As"), ("as", "As"), ("AS", "As"), ("aS", "As"),
        ("Td", "Td"), ("td", "Td"), ("10d", "Td"), ("10D", "Td"),
        ("A♠", "As"), ("K♥", "Kh"), ("Q♦", "Qd"), ("J♣", "Jc"),
        ("A♤", "As"), ("2♡", "2h"), ("3♢", "3d"), ("4♧", "4c"),
        (" 9c ", "9c"), ("Jk", "Jk"), ("JK", "Jk"), ("Xx", "Jk"), ("joker", "Jk"),
    ],
)  # fmt: skip
def test_parse_accepts_every_common_spelling(text: str, canonical: str) -> None:
    assert str(parse_card(text)) == canonical


def test_jack_of_clubs_is_not_the_joker() -> None:
    assert parse_card("Jc") == Card.of(Rank.JACK, Suit.CLUBS)
    assert not parse_card("Jc").is_joker
    assert parse_card("Jk") is JOKER


def test_all_52_cards_round_trip() -> None:
    cards = STANDARD_52.cards
    assert len({str(c) for c in cards}) == 52
    for card in cards:
        assert parse_card(str(card)) == card
        assert parse_card(card.pretty) == card
        assert Card.of(card.rank, card.suit) == card


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("Zz", "'Z' is not a rank"),
        ("1s", "'1' is not a rank"),
        ("Ax", "'x' is not a suit"),
        ("x", "expected a rank and a suit"),
        ("", "expected a rank and a suit"),
        ("11s", "'11' is not a rank"),
        ("A", "'A' is not a card: the suit is missing"),
        ("10", "'10' is not a card: the suit is missing"),
        ("Ahh", "'Ahh' is not a card: a card is one rank and one suit"),
        ("10hx", "'10hx' is not a card: a card is one rank and one suit"),
    ],
)
def test_malformed_cards_name_the_problem(text: str, fragment: str) -> None:
    with pytest.raises(MalformedCardError, match=fragment) as info:
        parse_card(text)
    assert isinstance(info.value, MalformedError)
    assert isinstance(info.value, ValueError)


def test_non_text_is_malformed() -> None:
    with pytest.raises(MalformedCardError):
        parse_card(14)  # type: ignore[arg-type]


def test_parse_cards_forms() -> None:
    assert format_cards(parse_cards("As Kd, 10c")) == "As Kd Tc"
    assert format_cards(parse_cards("AsKd10c")) == "As Kd Tc"
    assert format_cards(parse_cards(["as", "KD"])) == "As Kd"
    assert parse_cards([]) == ()


def test_duplicates_are_refused_by_name() -> None:
    cards = parse_cards("As Kd As")
    with pytest.raises(DuplicateCardError, match="As appears more than once"):
        check_distinct(cards)
    assert isinstance(DuplicateCardError("x"), NotAllowedError)


def test_decks() -> None:
    assert len(STANDARD_52.cards) == 52
    assert len(PIQUET_32.cards) == 32
    assert {c.rank for c in PIQUET_32.cards} == {Rank(r) for r in range(7, 15)}
    assert len(WITH_JOKER_53.cards) == 53 and JOKER in WITH_JOKER_53
    assert JOKER not in STANDARD_52
    with pytest.raises(CardNotInDeckError, match="6h is not in the 32-card deck"):
        PIQUET_32.check(parse_cards("7h 6h"))
    with pytest.raises(CardNotInDeckError, match="Jk is not in the 52-card deck"):
        STANDARD_52.check([JOKER])
    assert issubclass(CardNotInDeckError, EngineError)


def test_joker_has_no_rank_or_suit() -> None:
    with pytest.raises(NotAllowedError):
        _ = JOKER.rank
    with pytest.raises(NotAllowedError):
        _ = JOKER.suit
    assert JOKER.pretty == "Jk"


def test_a_ten_is_written_10_in_sentences() -> None:
    from tourney.engine.cards import parse_card

    assert parse_card("Tc").written == "10♣"
    assert parse_card("As").written == parse_card("As").pretty == "A♠"
