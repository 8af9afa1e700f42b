"""Playing cards: parsing any common spelling, canonical formatting, and the joker.

A card is a small frozen value holding one integer ``code``: ``rank_index * 4 +
suit_index`` for the 52 standard cards (rank index 0 = deuce ... 12 = ace; suit index
0 = clubs, 1 = diamonds, 2 = hearts, 3 = spades) and 52 for the joker. The integer is what
the fast evaluators consume; the object is what people and files see.

>>> parse_card("10d")
Card('Td')
>>> str(parse_card("a♠"))
'As'
>>> [str(c) for c in parse_cards("Kc qd 3H")]
['Kc', 'Qd', '3h']
>>> parse_card("Xx").is_joker
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum, IntEnum

from tourney.engine.errors import MalformedError, NotAllowedError

__all__ = [
    "JOKER",
    "Card",
    "CardCountError",
    "DuplicateCardError",
    "MalformedCardError",
    "Rank",
    "Suit",
    "check_distinct",
    "parse_card",
    "parse_cards",
]


class MalformedCardError(MalformedError):
    """A text that is not a card, such as ``Zz`` or ``1s``."""

    code = "engine.bad-card"


class DuplicateCardError(NotAllowedError):
    """The same card appears twice where every card must be unique."""

    code = "engine.duplicate-card"


class CardCountError(NotAllowedError):
    """A hand, board or list holds the wrong number of cards."""

    code = "engine.card-count"


class Rank(IntEnum):
    """Card ranks; the value is the rank's face value (ace high = 14)."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def char(self) -> str:
        """The one-character symbol: ``2``..``9``, ``T``, ``J``, ``Q``, ``K``, ``A``."""
        return RANK_CHARS[self - 2]

    @property
    def noun(self) -> str:
        """The English name of one card of this rank: ``"king"``."""
        return _RANK_NOUNS[self - 2]

    @property
    def plural(self) -> str:
        """The English plural: ``"kings"``, ``"sixes"``."""
        return _RANK_PLURALS[self - 2]


class Suit(Enum):
    """The four suits; ``index`` follows the bridge order clubs < diamonds < hearts < spades."""

    CLUBS = "c"
    DIAMONDS = "d"
    HEARTS = "h"
    SPADES = "s"

    @property
    def index(self) -> int:
        """0 for clubs, 1 diamonds, 2 hearts, 3 spades."""
        return _SUIT_INDEX[self.value]

    @property
    def symbol(self) -> str:
        """The suit's symbol: ``♣ ♦ ♥ ♠``."""
        return _SUIT_SYMBOLS[self.index]

    @property
    def noun(self) -> str:
        """The English plural name: ``"spades"``."""
        return self.name.lower()


RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"
_SUIT_INDEX = {"c": 0, "d": 1, "h": 2, "s": 3}
_SUIT_SYMBOLS = "♣♦♥♠"
_SUITS_BY_INDEX = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
_RANK_NOUNS = (
    "deuce", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "jack", "queen", "king", "ace",
)  # fmt: skip
_RANK_PLURALS = (
    "deuces", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
    "jacks", "queens", "kings", "aces",
)  # fmt: skip

JOKER_CODE = 52

_RANK_ALIASES = {c: i for i, c in enumerate(RANK_CHARS)} | {"10": 8, "1": -1}
_SUIT_ALIASES = {
    "c": 0, "♣": 0, "♧": 0,
    "d": 1, "♦": 1, "♢": 1,
    "h": 2, "♥": 2, "♡": 2,
    "s": 3, "♠": 3, "♤": 3,
}  # fmt: skip
_JOKER_SPELLINGS = frozenset({"jk", "xx", "joker", "🃏"})


@dataclass(frozen=True, slots=True)
class Card:
    """One card, or the joker.

    Attributes:
        code: ``rank_index * 4 + suit_index`` (0..51), or 52 for the joker.
    """

    code: int

    def __post_init__(self) -> None:
        if not 0 <= self.code <= JOKER_CODE:
            raise MalformedCardError("card code {code} is outside 0..52", code=self.code)

    @classmethod
    def of(cls, rank: Rank | int, suit: Suit) -> Card:
        """Build a card from a rank (2..14) and a suit.

        >>> Card.of(Rank.ACE, Suit.SPADES)
        Card('As')
        """
        return _CARDS[(int(rank) - 2) * 4 + suit.index]

    @property
    def is_joker(self) -> bool:
        """Whether this is the joker."""
        return self.code == JOKER_CODE

    @property
    def rank(self) -> Rank:
        """The rank; the joker has none (``NotAllowedError``)."""
        if self.code == JOKER_CODE:
            raise NotAllowedError("the joker has no rank of its own")
        return Rank((self.code >> 2) + 2)

    @property
    def suit(self) -> Suit:
        """The suit; the joker has none (``NotAllowedError``)."""
        if self.code == JOKER_CODE:
            raise NotAllowedError("the joker has no suit of its own")
        return _SUITS_BY_INDEX[self.code & 3]

    @property
    def pretty(self) -> str:
        """The card with a suit symbol, e.g. ``A♠``; the joker is ``Jk``."""
        if self.code == JOKER_CODE:
            return "Jk"
        return RANK_CHARS[self.code >> 2] + _SUIT_SYMBOLS[self.code & 3]

    @property
    def written(self) -> str:
        """The card as a sentence writes it: ``10♣`` for a ten, else as :attr:`pretty`."""
        shown = self.pretty
        return "10" + shown[1:] if shown.startswith("T") else shown

    def __str__(self) -> str:
        if self.code == JOKER_CODE:
            return "Jk"
        return RANK_CHARS[self.code >> 2] + SUIT_CHARS[self.code & 3]

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"


_CARDS: tuple[Card, ...] = tuple(Card(code) for code in range(JOKER_CODE + 1))
JOKER: Card = _CARDS[JOKER_CODE]


def card_from_code(code: int) -> Card:
    """The shared :class:`Card` instance for ``code`` (0..52)."""
    return _CARDS[code]


def parse_card(text: str | Card) -> Card:
    """Read one card in any common spelling.

    Accepted: ``As``, ``as``, ``AS``, ``Td``, ``10d``, ``A♠`` (also the outline suit symbols),
    and the joker as ``Jk``, ``Xx`` or ``joker``.

    Args:
        text: The card as written, or a :class:`Card` (returned unchanged).

    Returns:
        The card.

    Raises:
        MalformedCardError: The text is not a card; the message says why.
    """
    if isinstance(text, Card):
        return text
    if not isinstance(text, str):
        raise MalformedCardError(
            "{text!r} is not a card: expected text such as 'As' or 'Td'", text=text
        )
    raw = text.strip()
    if raw.lower() in _JOKER_SPELLINGS:
        return JOKER
    if _RANK_ALIASES.get(raw.upper(), -1) >= 0:  # "10": a rank alone
        raise MalformedCardError(
            "{text!r} is not a card: the suit is missing (s, h, d, c or ♠ ♥ ♦ ♣)", text=text
        )
    if len(raw) < 2:
        raise MalformedCardError(
            "{text!r} is not a card: expected a rank and a suit, e.g. 'As'", text=text
        )
    rank_text, suit_text = raw[:-1].upper(), raw[-1].lower()
    rank_index = _RANK_ALIASES.get(rank_text)
    if rank_index is None and _starts_with_card(raw):
        raise MalformedCardError(  # "Ahh", "10hh": a card and more
            "{text!r} is not a card: a card is one rank and one suit, e.g. 'Ah'", text=text
        )
    if rank_index is None or rank_index < 0:
        raise MalformedCardError(
            "{text!r} is not a card: {rank!r} is not a rank (2-9, T or 10, J, Q, K, A)",
            text=text,
            rank=raw[:-1],
        )
    suit_index = _SUIT_ALIASES.get(suit_text)
    if suit_index is None:
        raise MalformedCardError(
            "{text!r} is not a card: {suit!r} is not a suit (s, h, d, c or ♠ ♥ ♦ ♣)",
            text=text,
            suit=raw[-1],
        )
    return _CARDS[rank_index * 4 + suit_index]


def _starts_with_card(raw: str) -> bool:
    """Whether ``raw`` begins with a rank and a suit (``"Ahh"``, ``"10hx"``)."""
    size = 3 if raw.startswith("10") else 2
    rank_index = _RANK_ALIASES.get(raw[: size - 1].upper(), -1)
    return rank_index >= 0 and raw[size - 1 : size].lower() in _SUIT_ALIASES


def parse_cards(cards: str | Iterable[str | Card]) -> tuple[Card, ...]:
    """Read several cards: a list of texts, or one string separated by spaces or commas.

    >>> [str(c) for c in parse_cards("As,Kd 10c")]
    ['As', 'Kd', 'Tc']
    >>> [str(c) for c in parse_cards("AsKd")]
    ['As', 'Kd']

    Raises:
        MalformedCardError: One of the cards cannot be read.
    """
    if isinstance(cards, str):
        words = cards.replace(",", " ").split()
        if len(words) == 1 and len(words[0]) > 3 and words[0].lower() not in _JOKER_SPELLINGS:
            words = _split_run(words[0])
        return tuple(parse_card(w) for w in words)
    if isinstance(cards, Card):
        return (cards,)
    try:
        items = list(cards)
    except TypeError:
        raise MalformedCardError("{cards!r} is not a list of cards", cards=cards) from None
    return tuple(parse_card(c) for c in items)


def _split_run(run: str) -> list[str]:
    """Split ``"AsKd10c"`` into ``["As", "Kd", "10c"]``."""
    out: list[str] = []
    i = 0
    while i < len(run):
        size = 3 if run.startswith("10", i) else 2
        out.append(run[i : i + size])
        i += size
    return out


def check_distinct(cards: Sequence[Card], *, where: str = "") -> None:
    """Refuse a card that appears twice.

    Args:
        cards: All the cards that must be unique (every hand and the board together).
        where: Optional words naming the context, appended to the message.

    Raises:
        DuplicateCardError: Naming the first repeated card.
    """
    seen: set[int] = set()
    for card in cards:
        if card.code in seen:
            _refuse_duplicate(card, where)
        seen.add(card.code)


def _refuse_duplicate(card: Card, where: str) -> None:
    """Refuse ``card`` given twice; the contexts the callers name are said in every language."""
    if not where:
        raise DuplicateCardError("duplicate card: {card} appears more than once", card=str(card))
    if where == "among the hands and the board":
        raise DuplicateCardError(
            "duplicate card: {card} appears more than once among the hands and the board",
            card=str(card),
        )
    if where == "(hands and board)":
        raise DuplicateCardError(
            "duplicate card: {card} appears more than once (hands and board)", card=str(card)
        )
    raise DuplicateCardError(
        "duplicate card: {card} appears more than once {where}", card=str(card), where=where
    )


def format_cards(cards: Iterable[Card]) -> str:
    """Cards as canonical text separated by spaces.

    >>> format_cards(parse_cards("As 10d"))
    'As Td'
    """
    return " ".join(str(c) for c in cards)
