"""The decks the variants use: 52 cards, 32 cards (7 to ace) and 52 plus the joker.

>>> len(STANDARD_52.cards), len(PIQUET_32.cards), len(WITH_JOKER_53.cards)
(52, 32, 53)
>>> from tourney.engine.cards import parse_card
>>> PIQUET_32.check([parse_card("6h")])
Traceback (most recent call last):
...
tourney.engine.decks.CardNotInDeckError: 6h is not in the 32-card deck (sevens to aces)
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from tourney.engine.cards import JOKER_CODE, Card, card_from_code
from tourney.engine.errors import NotAllowedError

__all__ = ["PIQUET_32", "STANDARD_52", "WITH_JOKER_53", "CardNotInDeckError", "Deck"]


class CardNotInDeckError(NotAllowedError):
    """A card that the variant's deck does not hold (a six in the 32-card deck, a joker)."""

    code = "engine.card-not-in-deck"


@dataclass(frozen=True, slots=True)
class Deck:
    """A deck: a name for messages and the set of card codes it holds.

    Attributes:
        name: How messages name it, e.g. ``"32-card deck (sevens to aces)"``.
        codes: The card codes in the deck.
    """

    name: str
    codes: frozenset[int]

    @property
    def cards(self) -> tuple[Card, ...]:
        """The deck's cards in code order (deuces first, the joker last)."""
        return tuple(card_from_code(c) for c in sorted(self.codes))

    def __contains__(self, card: object) -> bool:
        return isinstance(card, Card) and card.code in self.codes

    def check(self, cards: Iterable[Card]) -> None:
        """Refuse any card this deck does not hold.

        Raises:
            CardNotInDeckError: Naming the first card that is not in the deck.
        """
        for card in cards:
            if card.code not in self.codes:
                self._refuse(card)

    def _refuse(self, card: Card) -> None:
        """Refuse ``card``, naming this deck (the standard decks in every language)."""
        if self.name == "52-card deck":
            raise CardNotInDeckError("{card} is not in the 52-card deck", card=str(card))
        if self.name == "32-card deck (sevens to aces)":
            raise CardNotInDeckError(
                "{card} is not in the 32-card deck (sevens to aces)", card=str(card)
            )
        if self.name == "53-card deck (52 and the joker)":
            raise CardNotInDeckError(
                "{card} is not in the 53-card deck (52 and the joker)", card=str(card)
            )
        raise CardNotInDeckError("{card} is not in the {deck}", card=str(card), deck=self.name)


STANDARD_52 = Deck("52-card deck", frozenset(range(52)))
PIQUET_32 = Deck("32-card deck (sevens to aces)", frozenset(range(5 * 4, 52)))
WITH_JOKER_53 = Deck("53-card deck (52 and the joker)", frozenset(range(JOKER_CODE + 1)))
