"""Hand names in Italian and Romanian, in the words of the user's own rule texts.

The vocabulary comes from the seeds (rules.md §0): Italian from seed000 ("Scala Reale",
"Scala Colore", "Poker", "Full", "Colore", "Scala", "Tris", "Doppia Coppia", "Coppia",
"Carta più alta"; "Asso"), Romanian from seed001 ("Chintă royală", "Chintă royală mică",
"Careu", "Full", "Culoare", "Chintă", "Trei bucăți", "Două perechi", "Pereche", "Carte mare";
"as, popă, damă, valet, decar", "nouar", "optar", "șeptar", "șesar", "cinciar") and seed002
("cinci ași"). The Romanian draw game of seed003 (``romanian32``, ``romanian52``) calls every
straight flush "chintă royală" (rules.md §7 row 19), so those variants override that one
name. Cards keep the seeds' letters (``A K Q J``) and write the ten as ``10``.

English names are made by :func:`tourney.engine.hand_result.describe`; this module only knows
the other languages.

>>> from tourney.engine.categories import Category
>>> name_hand(Category.FULL_HOUSE, (13, 7), language="it")
'Full di re con sette'
>>> name_hand(Category.FULL_HOUSE, (13, 7), language="ro")
'Full de popi cu șeptari'
>>> name_hand(Category.STRAIGHT_FLUSH, (9,), language="ro", variant="romanian32")
'Chintă royală la nouar'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from tourney.base.languages import UnknownLanguageError, check_language
from tourney.engine.cards import Rank
from tourney.engine.categories import Category

__all__ = [
    "UnknownLanguageError",
    "check_language",
    "name_hand",
    "rank_noun",
]

_SEED003_VARIANTS = frozenset({"romanian32", "romanian52"})
"""The variants of seed003, whose Romanian calls every straight flush "chintă royală"."""


def _by_rank(words: str) -> Mapping[int, str]:
    """Ranks 2..14 to the ``|``-separated words, given from the two up to the ace."""
    return dict(zip(range(2, 15), words.split("|"), strict=True))


@dataclass(frozen=True, slots=True)
class _Words:
    """One language's rank words.

    Attributes:
        one: A card of the rank (``"re"``, ``"popă"``).
        many: Several cards of the rank (``"re"``, ``"popi"``).
        of: "Of" the rank in the plural, elided where the language elides (``"d'assi"``).
        up_to: "Up to" the rank, naming a straight or flush by its top card (``"al re"``).
        kicker: The word for one kicker.
        kickers: The word for several kickers.
    """

    one: Mapping[int, str]
    many: Mapping[int, str]
    of: Mapping[int, str]
    up_to: Mapping[int, str]
    kicker: str
    kickers: str


_IT = _Words(
    one=_by_rank("due|tre|quattro|cinque|sei|sette|otto|nove|dieci|fante|donna|re|asso"),
    many=_by_rank("due|tre|quattro|cinque|sei|sette|otto|nove|dieci|fanti|donne|re|assi"),
    of=_by_rank(
        "di due|di tre|di quattro|di cinque|di sei|di sette|di otto|di nove|di dieci"
        "|di fanti|di donne|di re|d'assi"
    ),
    up_to=_by_rank(
        "al due|al tre|al quattro|al cinque|al sei|al sette|all'otto|al nove|al dieci"
        "|al fante|alla donna|al re|all'asso"
    ),
    kicker="kicker",
    kickers="kicker",
)

_RO_ONE = _by_rank("doiar|treiar|patrar|cinciar|șesar|șeptar|optar|nouar|decar|valet|damă|popă|as")
_RO_MANY = _by_rank(
    "doiari|treiari|patrari|cinciari|șesari|șeptari|optari|nouari|decari|valeți|dame|popi|ași"
)
_RO = _Words(
    one=_RO_ONE,
    many=_RO_MANY,
    of={rank: f"de {word}" for rank, word in _RO_MANY.items()},
    up_to={rank: f"la {word}" for rank, word in _RO_ONE.items()},
    kicker="kicker",
    kickers="kickeri",
)

_WORDS = {"it": _IT, "ro": _RO}

_CARD_CHARS = _by_rank("2|3|4|5|6|7|8|9|10|J|Q|K|A")
"""Card letters as the seeds write them: the ten is ``10``."""


def _chars(ranks: Sequence[int]) -> str:
    return " ".join(_CARD_CHARS[rank] for rank in ranks)


def _kickers(words: _Words, ranks: Sequence[int]) -> str:
    if not ranks:
        return ""
    word = words.kicker if len(ranks) == 1 else words.kickers
    return f", {word} {_chars(ranks)}"


_Namer = Callable[[_Words, Sequence[int]], str]

_ITALIAN: Mapping[Category, _Namer] = {
    Category.FIVE_OF_A_KIND: lambda w, r: f"Cinque {w.many[r[0]]}",
    Category.STRAIGHT_FLUSH: lambda w, r: (
        "Scala Reale" if r[0] == 14 else f"Scala Colore {w.up_to[r[0]]}"
    ),
    Category.FOUR_OF_A_KIND: lambda w, r: f"Poker {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.FULL_HOUSE: lambda w, r: f"Full {w.of[r[0]]} con {w.many[r[1]]}",
    Category.FLUSH: lambda w, r: f"Colore {w.up_to[r[0]]} ({_chars(r)})",
    Category.STRAIGHT: lambda w, r: f"Scala {w.up_to[r[0]]}",
    Category.THREE_OF_A_KIND: lambda w, r: f"Tris {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.TWO_PAIR: lambda w, r: (
        f"Doppia Coppia {w.of[r[0]]} e {w.many[r[1]]}{_kickers(w, r[2:])}"
    ),
    Category.ONE_PAIR: lambda w, r: f"Coppia {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.HIGH_CARD: lambda w, r: f"Carta più alta, {w.one[r[0]]}{_kickers(w, r[1:])}",
}

_ROMANIAN: Mapping[Category, _Namer] = {
    Category.FIVE_OF_A_KIND: lambda w, r: f"Cinci {w.many[r[0]]}",
    Category.STRAIGHT_FLUSH: lambda w, r: (
        "Chintă royală" if r[0] == 14 else f"Chintă royală mică {w.up_to[r[0]]}"
    ),
    Category.FOUR_OF_A_KIND: lambda w, r: f"Careu {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.FULL_HOUSE: lambda w, r: f"Full {w.of[r[0]]} cu {w.many[r[1]]}",
    Category.FLUSH: lambda w, r: f"Culoare {w.up_to[r[0]]} ({_chars(r)})",
    Category.STRAIGHT: lambda w, r: f"Chintă {w.up_to[r[0]]}",
    Category.THREE_OF_A_KIND: lambda w, r: f"Trei bucăți {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.TWO_PAIR: lambda w, r: (
        f"Două perechi, {w.many[r[0]]} și {w.many[r[1]]}{_kickers(w, r[2:])}"
    ),
    Category.ONE_PAIR: lambda w, r: f"Pereche {w.of[r[0]]}{_kickers(w, r[1:])}",
    Category.HIGH_CARD: lambda w, r: f"Carte mare, {w.one[r[0]]}{_kickers(w, r[1:])}",
}

_ROMANIAN_SEED003: Mapping[Category, _Namer] = {
    **_ROMANIAN,
    Category.STRAIGHT_FLUSH: lambda w, r: f"Chintă royală {w.up_to[r[0]]}",
}

_NAMERS: Mapping[str, Mapping[Category, _Namer]] = {"it": _ITALIAN, "ro": _ROMANIAN}


def name_hand(category: Category, ranks: Sequence[int], *, language: str, variant: str = "") -> str:
    """A hand's name in Italian or Romanian, with the kickers that decide ties.

    Args:
        category: The hand's category.
        ranks: Its deciding ranks (2..14) in order of significance, as
            :func:`tourney.engine.categories.unpack` gives them.
        language: ``"it"`` or ``"ro"``.
        variant: The variant id, for names a game overrides (seed003's "chintă royală").

    Raises:
        UnknownLanguageError: Not Italian or Romanian (English names come from
            :func:`tourney.engine.hand_result.describe`).

    >>> name_hand(Category.ONE_PAIR, (14, 13, 12, 9), language="it")
    "Coppia d'assi, kicker K Q 9"
    >>> name_hand(Category.TWO_PAIR, (11, 10, 4), language="ro")
    'Două perechi, valeți și decari, kicker 4'
    """
    if check_language(language) not in _NAMERS:
        raise UnknownLanguageError(
            "{language!r} hand names come from describe(), not here", language=language
        )
    namers = _NAMERS[language]
    if language == "ro" and variant in _SEED003_VARIANTS:
        namers = _ROMANIAN_SEED003
    return namers[category](_WORDS[language], ranks)


def rank_noun(rank: int, *, language: str) -> str:
    """One card of ``rank`` (2..14) in words, as the explanations say it.

    Raises:
        UnknownLanguageError: Not ``en``, ``it`` or ``ro``.

    >>> from tourney.base.languages import CODES
    >>> [rank_noun(12, language=code) for code in CODES]
    ['queen', 'donna', 'damă']
    """
    if check_language(language) == "en":
        return Rank(rank).noun
    return _WORDS[language].one[rank]
