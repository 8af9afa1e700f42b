"""Hand names in every language, from the catalogs: one template per category, words per rank.

A hand is named by its category's template (``"Full house, {many} over {second}"``) filled
with the words of its deciding ranks, each in the forms a language needs: one card
(``{one}``: "queen", "donna", "damă"), several (``{many}``), "of" them (``{of}``: "d'assi",
where Italian elides) and "up to" one, naming a straight or flush by its top card
(``{up_to}``: "all'asso", "la as"); ``{second}`` is the second rank, several of them;
``{kickers}`` the kickers that decide ties and ``{cards}`` the ranks' letters. Every template
and word is a catalog entry with a context (``NC_``), so a language picks its own grammar:
English says "Pair of kings", Italian "Coppia di re", Romanian "Pereche de popi".

The words are the user's own rule texts' (rules.md §0): Italian from seed000 ("Scala Reale",
"Scala Colore", "Poker", "Full", "Colore", "Scala", "Tris", "Doppia Coppia", "Coppia",
"Carta più alta"; "Asso"), Romanian from seed001 ("Chintă royală", "Chintă royală mică",
"Careu", "Full", "Culoare", "Chintă", "Trei bucăți", "Două perechi", "Pereche", "Carte mare";
"as, popă, damă, valet, decar", "nouar", "optar", "șeptar", "șesar", "cinciar") and seed002
("cinci ași"). The Romanian draw game of seed003 (``romanian32``, ``romanian52``) calls every
straight flush "chintă royală" (rules.md §7 row 19): those variants' straight flush has a
context of its own. Cards keep the seeds' letters (``A K Q J``) and write the ten as ``10``
in Italian and Romanian (``T`` in English).

>>> from tourney.engine.categories import Category
>>> name_hand(Category.FULL_HOUSE, (13, 7), language="it")
'Full di re con sette'
>>> name_hand(Category.FULL_HOUSE, (13, 7), language="ro")
'Full de popi cu șeptari'
>>> name_hand(Category.FULL_HOUSE, (13, 7), language="en")
'Full house, kings over sevens'
>>> name_hand(Category.STRAIGHT_FLUSH, (9,), language="ro", variant="romanian32")
'Chintă royală la nouar'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tourney.base.languages import UnknownLanguageError, check_language
from tourney.base.messages import NC_, translate_in, translate_plural
from tourney.engine.categories import Category

__all__ = [
    "UnknownLanguageError",
    "check_language",
    "in_sentence",
    "name_hand",
    "rank_letters",
    "rank_noun",
]

_SEED003_VARIANTS = frozenset({"romanian32", "romanian52"})
"""The variants of seed003, whose Romanian calls every straight flush "chintă royală"."""

_ONE: Mapping[int, str] = {
    2: NC_("rank: one card", "deuce"),
    3: NC_("rank: one card", "three"),
    4: NC_("rank: one card", "four"),
    5: NC_("rank: one card", "five"),
    6: NC_("rank: one card", "six"),
    7: NC_("rank: one card", "seven"),
    8: NC_("rank: one card", "eight"),
    9: NC_("rank: one card", "nine"),
    10: NC_("rank: one card", "ten"),
    11: NC_("rank: one card", "jack"),
    12: NC_("rank: one card", "queen"),
    13: NC_("rank: one card", "king"),
    14: NC_("rank: one card", "ace"),
}
_MANY: Mapping[int, str] = {
    2: NC_("rank: several cards", "deuces"),
    3: NC_("rank: several cards", "threes"),
    4: NC_("rank: several cards", "fours"),
    5: NC_("rank: several cards", "fives"),
    6: NC_("rank: several cards", "sixes"),
    7: NC_("rank: several cards", "sevens"),
    8: NC_("rank: several cards", "eights"),
    9: NC_("rank: several cards", "nines"),
    10: NC_("rank: several cards", "tens"),
    11: NC_("rank: several cards", "jacks"),
    12: NC_("rank: several cards", "queens"),
    13: NC_("rank: several cards", "kings"),
    14: NC_("rank: several cards", "aces"),
}
_OF: Mapping[int, str] = {
    2: NC_("rank: of several cards", "of deuces"),
    3: NC_("rank: of several cards", "of threes"),
    4: NC_("rank: of several cards", "of fours"),
    5: NC_("rank: of several cards", "of fives"),
    6: NC_("rank: of several cards", "of sixes"),
    7: NC_("rank: of several cards", "of sevens"),
    8: NC_("rank: of several cards", "of eights"),
    9: NC_("rank: of several cards", "of nines"),
    10: NC_("rank: of several cards", "of tens"),
    11: NC_("rank: of several cards", "of jacks"),
    12: NC_("rank: of several cards", "of queens"),
    13: NC_("rank: of several cards", "of kings"),
    14: NC_("rank: of several cards", "of aces"),
}
_UP_TO: Mapping[int, str] = {
    2: NC_("rank: the top card of a straight or flush", "deuce high"),
    3: NC_("rank: the top card of a straight or flush", "three high"),
    4: NC_("rank: the top card of a straight or flush", "four high"),
    5: NC_("rank: the top card of a straight or flush", "five high"),
    6: NC_("rank: the top card of a straight or flush", "six high"),
    7: NC_("rank: the top card of a straight or flush", "seven high"),
    8: NC_("rank: the top card of a straight or flush", "eight high"),
    9: NC_("rank: the top card of a straight or flush", "nine high"),
    10: NC_("rank: the top card of a straight or flush", "ten high"),
    11: NC_("rank: the top card of a straight or flush", "jack high"),
    12: NC_("rank: the top card of a straight or flush", "queen high"),
    13: NC_("rank: the top card of a straight or flush", "king high"),
    14: NC_("rank: the top card of a straight or flush", "ace high"),
}
_LETTER: Mapping[int, str] = {
    2: NC_("rank: its letter", "2"),
    3: NC_("rank: its letter", "3"),
    4: NC_("rank: its letter", "4"),
    5: NC_("rank: its letter", "5"),
    6: NC_("rank: its letter", "6"),
    7: NC_("rank: its letter", "7"),
    8: NC_("rank: its letter", "8"),
    9: NC_("rank: its letter", "9"),
    10: NC_("rank: its letter", "T"),
    11: NC_("rank: its letter", "J"),
    12: NC_("rank: its letter", "Q"),
    13: NC_("rank: its letter", "K"),
    14: NC_("rank: its letter", "A"),
}

_TEMPLATES: Mapping[Category, str] = {
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.FIVE_OF_A_KIND: NC_("hand name", "Five {many}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.STRAIGHT_FLUSH: NC_("hand name", "Straight flush, {one} high"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.FOUR_OF_A_KIND: NC_("hand name", "Four of a kind, {many}{kickers}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.FULL_HOUSE: NC_("hand name", "Full house, {many} over {second}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.FLUSH: NC_("hand name", "Flush, {one} high ({cards})"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.STRAIGHT: NC_("hand name", "Straight, {one} high"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.THREE_OF_A_KIND: NC_("hand name", "Three of a kind, {many}{kickers}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.TWO_PAIR: NC_("hand name", "Two pair, {many} and {second}{kickers}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.ONE_PAIR: NC_("hand name", "Pair of {many}{kickers}"),
    # Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
    Category.HIGH_CARD: NC_("hand name", "High card, {one}{kickers}"),
}
_ROYAL = NC_("hand name", "Royal flush")
# Translators: a hand's name; fields: {one} {many} {of} {up_to} {second} {kickers} {cards}
_SEED003_STRAIGHT_FLUSH = NC_(
    "hand name: the straight flush of the Romanian draw game", "Straight flush, {one} high"
)
_SEED003_ROYAL = NC_("hand name: the straight flush of the Romanian draw game", "Royal flush")


def rank_letters(ranks: Sequence[int], *, language: str) -> str:
    """The ranks' letters as a language writes them: ``K Q T`` in English, ``K Q 10`` in Italian.

    >>> rank_letters((13, 12, 10), language="it")
    'K Q 10'
    """
    return " ".join(translate_in(language, "rank: its letter", _LETTER[rank]) for rank in ranks)


def _kickers(ranks: Sequence[int], language: str) -> str:
    if not ranks:
        return ""
    letters = rank_letters(ranks, language=language)
    return translate_plural(
        language, ", kicker {cards}", ", kickers {cards}", len(ranks), cards=letters
    )


def name_hand(category: Category, ranks: Sequence[int], *, language: str, variant: str = "") -> str:
    """A hand's name in ``language``, with the kickers that decide ties.

    Args:
        category: The hand's category.
        ranks: Its deciding ranks (2..14) in order of significance, as
            :func:`tourney.engine.categories.unpack` gives them.
        language: The language.
        variant: The variant id, for names a game overrides (seed003's "chintă royală").

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.

    >>> name_hand(Category.ONE_PAIR, (14, 13, 12, 9), language="it")
    "Coppia d'assi, kicker K Q 9"
    >>> name_hand(Category.TWO_PAIR, (11, 10, 4), language="ro")
    'Două perechi, valeți și decari, kicker 4'
    """
    check_language(language)
    top = ranks[0]
    seed003 = category is Category.STRAIGHT_FLUSH and variant in _SEED003_VARIANTS
    if category is Category.STRAIGHT_FLUSH and top == 14:
        context = "hand name: the straight flush of the Romanian draw game"
        template = _SEED003_ROYAL if seed003 else _ROYAL
        return translate_in(language, context if seed003 else "hand name", template)
    words = {
        "one": translate_in(language, "rank: one card", _ONE[top]),
        "many": translate_in(language, "rank: several cards", _MANY[top]),
        "of": translate_in(language, "rank: of several cards", _OF[top]),
        "up_to": translate_in(language, "rank: the top card of a straight or flush", _UP_TO[top]),
        "second": "",
        "kickers": "",
        "cards": rank_letters(ranks, language=language),
    }
    if category in (Category.FULL_HOUSE, Category.TWO_PAIR):
        words["second"] = translate_in(language, "rank: several cards", _MANY[ranks[1]])
    groups = {Category.TWO_PAIR: 2, Category.HIGH_CARD: 1, Category.ONE_PAIR: 1}
    if category in (Category.FOUR_OF_A_KIND, Category.THREE_OF_A_KIND, *groups):
        words["kickers"] = _kickers(ranks[groups.get(category, 1) :], language)
    if seed003:
        template = _SEED003_STRAIGHT_FLUSH
        context = "hand name: the straight flush of the Romanian draw game"
        return translate_in(language, context, template, **words)
    return translate_in(language, "hand name", _TEMPLATES[category], **words)


def rank_noun(rank: int, *, language: str) -> str:
    """One card of ``rank`` (2..14) in words, as the explanations say it.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.

    >>> from tourney.base.languages import CODES
    >>> [rank_noun(12, language=code) for code in CODES]
    ['queen', 'donna', 'damă']
    """
    return translate_in(language, "rank: one card", _ONE[rank])


def in_sentence(name: str) -> str:
    """A hand's name inside a sentence: the capitals of its leading words lowered.

    The Italian rule text writes the hands as names ("Doppia Coppia", "Scala Colore"); inside
    "vince il posto 6 con …" they read as words, all of them lowered, not just the first
    ("doppia Coppia"). The words after the hand's own (the ranks, a card such as ``K`` in
    "kicker K") keep their letters.

    >>> in_sentence("Doppia Coppia di re e sette, kicker K"), in_sentence("Scala Reale")
    ('doppia coppia di re e sette, kicker K', 'scala reale')
    >>> in_sentence("Two pair, kings and sevens"), in_sentence("Chintă royală mică la nouar")
    ('two pair, kings and sevens', 'chintă royală mică la nouar')
    """
    words = name.split(" ")
    for index, word in enumerate(words):
        if not (word[:1].isupper() and word[1:] == word[1:].lower()):
            break  # the first word that is not capitalised ends the hand's own words
        words[index] = word[:1].lower() + word[1:]
    return " ".join(words)
