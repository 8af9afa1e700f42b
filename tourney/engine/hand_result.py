"""What a showdown shows of one hand: its value, category, the five cards that play, a name.

>>> from tourney.engine.cards import parse_cards
>>> from tourney.engine.categories import STANDARD_ORDER, Category, pack
>>> value = pack(STANDARD_ORDER, Category.FULL_HOUSE, (13, 7))
>>> describe(STANDARD_ORDER, value)
'Full house, kings over sevens'
>>> describe(STANDARD_ORDER, pack(STANDARD_ORDER, Category.STRAIGHT, (5,)))
'Straight, five high'
>>> describe(STANDARD_ORDER, pack(STANDARD_ORDER, Category.STRAIGHT_FLUSH, (14,)))
'Royal flush'
>>> describe(STANDARD_ORDER, value, language="it")
'Full di re con sette'
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from tourney.engine.cards import Card, Rank
from tourney.engine.categories import STANDARD_ORDER, Category, CategoryOrder, unpack
from tourney.engine.hand_names import check_language, name_hand

__all__ = ["HandResult", "describe", "order_for_display"]


@dataclass(frozen=True, slots=True)
class HandResult:
    """One evaluated hand.

    Attributes:
        value: Comparable strength; higher wins, equal values split.
        category: The hand's category.
        best: The five cards that play, in order of significance (the joker included as is).
        joker_as: The card the joker stands for, when a joker plays and its suit matters
            (a flush or straight flush); otherwise ``None``.
        joker_rank: The rank the joker stands for, when a joker plays.
        name: A readable English name: ``"Full house, kings over sevens"``
            (:meth:`name_in` gives it in Italian or Romanian).
        order: The ranking's category order ``value`` was packed with.
        variant: The id of the variant that evaluated the hand (some name hands their own way).
    """

    value: int
    category: Category
    best: tuple[Card, ...]
    name: str
    joker_as: Card | None = None
    joker_rank: Rank | None = None
    order: CategoryOrder = field(default=STANDARD_ORDER, compare=False, repr=False)
    variant: str = field(default="", compare=False, repr=False)

    def name_in(self, language: str) -> str:
        """The hand's name in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Hands are not named in ``language``.
        """
        if check_language(language) == "en":
            return self.name
        return describe(self.order, self.value, language=language, variant=self.variant)

    def best_text(self) -> list[str]:
        """The best five cards as text; the joker shows what it stands for (``Jk(Kh)``)."""
        out = []
        for card in self.best:
            if not card.is_joker:
                out.append(str(card))
            elif self.joker_as is not None:
                out.append(f"Jk({self.joker_as})")
            elif self.joker_rank is not None:
                out.append(f"Jk({self.joker_rank.char})")
            else:
                out.append("Jk")
        return out


def describe(order: CategoryOrder, value: int, *, language: str = "en", variant: str = "") -> str:
    """A readable name for a hand value, with the kickers that decide ties.

    Args:
        order: The ranking's category order the value was packed with.
        value: The hand's value.
        language: ``"en"`` (default), ``"it"`` or ``"ro"``
            (:mod:`tourney.engine.hand_names`).
        variant: The variant id, for the names a game overrides (Romanian only).

    Raises:
        UnknownLanguageError: Hands are not named in ``language``.
    """
    category, ranks, _ = unpack(order, value)
    return name_hand(category, ranks, language=language, variant=variant)


def order_for_display(cards: Sequence[Card], category: Category, top: int) -> tuple[Card, ...]:
    """Order five real cards by significance: groups first (largest, then highest), then rank.

    A straight or straight flush runs from its top card down, so an ace playing low comes
    last (``5 4 3 2 A``). The joker is not handled here.
    """
    if category in (Category.STRAIGHT, Category.STRAIGHT_FLUSH):
        # Ranks as 2..14; an ace above the straight's top plays low.
        return tuple(
            sorted(
                cards, key=lambda c: r - 13 if (r := (c.code >> 2) + 2) > top else r, reverse=True
            )
        )
    counts = Counter(c.code >> 2 for c in cards)
    return tuple(sorted(cards, key=lambda c: (counts[c.code >> 2], c.code), reverse=True))
