"""The games a ruling can be about, each with its deck, card counts and ranking.

Ids: ``holdem``, ``omaha``, ``draw``, ``draw-bug``, ``romanian32``, ``romanian52``
(rules.md §1). ``value`` is the fast comparable strength; ``evaluate`` adds what a showdown
shows: the category, the five cards that play and a readable name.

>>> from tourney.engine.cards import parse_cards
>>> holdem = get_variant("holdem")
>>> board = parse_cards("Kc Qd 3h 9s 4c")
>>> ann, bob = parse_cards("Ah 7c"), parse_cards("Ad 2s")
>>> holdem.value(ann, board) > holdem.value(bob, board)
True
>>> holdem.evaluate(ann, board).name
'High card, ace, kickers K Q 9 7'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from tourney.engine.bug import BugFlush, evaluate_bug
from tourney.engine.cards import JOKER, Card, CardCountError, card_from_code, check_distinct
from tourney.engine.categories import Category, unpack
from tourney.engine.decks import PIQUET_32, STANDARD_52, WITH_JOKER_53, Deck
from tourney.engine.errors import NotAllowedError
from tourney.engine.five_card import (
    ROMANIAN32,
    ROMANIAN52,
    STANDARD,
    RankingRules,
    TiebreakCard,
    evaluate_five,
)
from tourney.engine.games import game, game_name
from tourney.engine.hand_result import HandResult, describe, order_for_display
from tourney.engine.lookup import value_best

__all__ = ["VARIANT_IDS", "GameLabel", "UnknownVariantError", "Variant", "get_variant"]


@dataclass(frozen=True, slots=True)
class GameLabel:
    """A variant's game named inside a sentence, said in the sentence's language.

    Attributes:
        id: The game's id.
        short: The short name rather than the full one.
    """

    id: str
    short: bool = False

    def translated(self, language: str) -> str:
        """The name in ``language``."""
        return game_name(self.id, language, short=self.short)


class UnknownVariantError(NotAllowedError):
    """A variant id Tourney does not know, or an option the variant does not have."""

    code = "engine.unknown-variant"


@dataclass(frozen=True, slots=True)
class Variant:
    """A game's rules for a showdown.

    Attributes:
        id: The variant id used in files and the CLI.
        name: The game's name for people, in English (:mod:`tourney.engine.games`).
        deck: The deck its cards come from.
        hole_cards: Cards each player holds (2 hold'em, 4 Omaha, 5 draw games).
        uses_board: Whether there are community cards.
        rules: The five-card ranking rules.
        bug_flush: The joker-in-a-flush convention (``draw-bug`` only).
        options: The options in force, as given (for display).
    """

    id: str
    name: str
    deck: Deck
    hole_cards: int
    uses_board: bool
    rules: RankingRules
    bug_flush: BugFlush | None = None
    options: Mapping[str, Any] = field(default_factory=dict)

    @property
    def label(self) -> GameLabel:
        """The game's name inside a sentence, said in the sentence's language."""
        return GameLabel(self.id)

    @property
    def never_ties(self) -> bool:
        """Whether identical hands are decided by suit, so no pot is ever split."""
        return self.rules.suit_tiebreak

    def check(self, hole: Sequence[Card], board: Sequence[Card] = ()) -> None:
        """Refuse cards that do not make a hand of this game.

        Raises:
            CardCountError: Wrong number of hole cards or board cards.
            CardNotInDeckError: A card the game's deck does not hold.
            DuplicateCardError: The same card twice.
        """
        if len(hole) != self.hole_cards:
            raise CardCountError(
                "{variant} needs {count} cards in a hand, not {given}",
                variant=self.label,
                count=self.hole_cards,
                given=len(hole),
            )
        if self.uses_board and not 3 <= len(board) <= 5:
            raise CardCountError(
                "{variant} needs a board of 3 to 5 cards, not {given}",
                variant=self.label,
                given=len(board),
            )
        if not self.uses_board and board:
            raise CardCountError(
                "{variant} has no board, but {given} cards were given",
                variant=self.label,
                given=len(board),
            )
        self.deck.check([*hole, *board])
        check_distinct([*hole, *board])

    def value(self, hole: Sequence[Card], board: Sequence[Card] = ()) -> int:
        """The hand's comparable strength (higher wins; equal splits). Cards are not checked."""
        return _VALUE[self.id](self, hole, board)

    def evaluate(self, hole: Sequence[Card], board: Sequence[Card] = ()) -> HandResult:
        """Check the cards, then evaluate: value, category, best five cards and name."""
        self.check(hole, board)
        if self.bug_flush is not None and any(c.is_joker for c in hole):
            return _evaluate_with_joker(self, hole)
        value = self.value(hole, board)
        best = self._best_five(hole, board, value)
        category, ranks, _ = unpack(self.rules.order, value)
        top = ranks[0] if ranks else 0
        return HandResult(
            value=value,
            category=category,
            best=order_for_display(best, category, top),
            name=describe(self.rules.order, value),
            order=self.rules.order,
            variant=self.id,
        )

    def _best_five(
        self, hole: Sequence[Card], board: Sequence[Card], value: int
    ) -> tuple[Card, ...]:
        if not self.uses_board:
            return tuple(hole)
        pools: Iterable[tuple[Card, ...]]
        if self.id == "omaha":
            pools = (
                (*two, *three) for two in combinations(hole, 2) for three in combinations(board, 3)
            )
        else:
            pools = combinations([*hole, *board], 5)
        for five in pools:
            if self._five_value(five) == value:
                return tuple(five)
        raise AssertionError("the best hand must be one of the five-card combinations")

    def _five_value(self, five: Sequence[Card]) -> int:
        if self.rules is STANDARD:
            return value_best([c.code for c in five])
        return evaluate_five([c.code for c in five], self.rules)


def _value_holdem(_: Variant, hole: Sequence[Card], board: Sequence[Card]) -> int:
    return value_best([c.code for c in (*hole, *board)])


def _value_omaha(_: Variant, hole: Sequence[Card], board: Sequence[Card]) -> int:
    board_sets = list(combinations([c.code for c in board], 3))
    return max(
        value_best([a, b, *three])
        for a, b in combinations([c.code for c in hole], 2)
        for three in board_sets
    )


def _value_draw(variant: Variant, hole: Sequence[Card], _: Sequence[Card]) -> int:
    if variant.bug_flush is not None:
        return evaluate_bug(hole, variant.bug_flush).value
    if variant.rules is STANDARD:
        return value_best([c.code for c in hole])
    return evaluate_five([c.code for c in hole], variant.rules)


_VALUE: dict[str, Callable[[Variant, Sequence[Card], Sequence[Card]], int]] = {
    "holdem": _value_holdem,
    "omaha": _value_omaha,
    "draw": _value_draw,
    "draw-bug": _value_draw,
    "romanian32": _value_draw,
    "romanian52": _value_draw,
}


def _evaluate_with_joker(variant: Variant, hole: Sequence[Card]) -> HandResult:
    assert variant.bug_flush is not None
    result = evaluate_bug(hole, variant.bug_flush)
    category, ranks, _ = unpack(variant.rules.order, result.value)
    real = [c for c in hole if not c.is_joker]
    if category is Category.FIVE_OF_A_KIND:
        ordered: tuple[Card, ...] = (*real, JOKER)
    else:
        sub = result.stands_for or _any_card_of_rank(result.stands_for_rank, real)
        placed = order_for_display([*real, sub], category, ranks[0])
        at = len(placed) - 1 - placed[::-1].index(sub)  # the last copy: a doubled ace is second
        ordered = (*placed[:at], JOKER, *placed[at + 1 :])
    return HandResult(
        value=result.value,
        category=category,
        best=ordered,
        name=describe(variant.rules.order, result.value),
        joker_as=result.stands_for,
        joker_rank=result.stands_for_rank,
        order=variant.rules.order,
        variant=variant.id,
    )


def _any_card_of_rank(rank: int | None, exclude: Sequence[Card]) -> Card:
    assert rank is not None
    return next(
        card_from_code((rank - 2) * 4 + s)
        for s in range(4)
        if card_from_code((rank - 2) * 4 + s) not in exclude
    )


def _choice(options: Mapping[str, Any], key: str, allowed: Sequence[str], default: str) -> str:
    value = options.get(key, default)
    if value not in allowed:
        raise UnknownVariantError(
            "option {key} must be one of {allowed}, not {value!r}",
            key=key,
            allowed=", ".join(allowed),
            value=value,
        )
    return str(value)


def _romanian_rules(base: RankingRules, options: Mapping[str, Any]) -> RankingRules:
    tiebreak = _choice(options, "tiebreak_card", [t.value for t in TiebreakCard], "highest")
    low_straight, top = base.low_straight, base.low_straight_top
    if base is ROMANIAN32:
        flag = options.get("low_straight", True)
        if not isinstance(flag, bool):
            raise UnknownVariantError(
                "option low_straight must be true or false, not {value!r}", value=flag
            )
        if not flag:
            low_straight, top = frozenset(), 0
    return RankingRules(
        base.order, low_straight, top, suit_tiebreak=True, tiebreak_card=TiebreakCard(tiebreak)
    )


_KNOWN_OPTIONS = {
    "holdem": (),
    "omaha": (),
    "draw": (),
    "draw-bug": ("bug_flush",),
    "romanian32": ("low_straight", "tiebreak_card"),
    "romanian52": ("tiebreak_card",),
}
_ALIASES = {"draw52": "draw", "draw52_joker_bug": "draw-bug", "texas": "holdem"}
VARIANT_IDS: tuple[str, ...] = tuple(_KNOWN_OPTIONS)


def get_variant(variant_id: str, options: Mapping[str, Any] | None = None) -> Variant:
    """The variant with this id, with house options applied.

    Args:
        variant_id: One of :data:`VARIANT_IDS` (``draw52`` and ``draw52_joker_bug`` are
            accepted as the rules document's names for ``draw`` and ``draw-bug``).
        options: House options (rules.md §7): ``bug_flush`` for ``draw-bug``
            (``highest_missing``, ``double_ace``, ``lowest``); ``low_straight`` (true/false)
            for ``romanian32``; ``tiebreak_card`` (``highest``, ``combination``, ``ace``) for
            both Romanian variants.

    Raises:
        UnknownVariantError: An unknown id, an unknown option or a bad option value.
    """
    if not isinstance(variant_id, str):
        raise UnknownVariantError(
            "the variant must be a name such as 'holdem', not {value!r}", value=variant_id
        )
    vid = _ALIASES.get(variant_id, variant_id)
    if vid not in _KNOWN_OPTIONS:
        raise UnknownVariantError(
            "unknown variant {value!r}: expected one of {variants}",
            value=variant_id,
            variants=", ".join(VARIANT_IDS),
        )
    opts = dict(options or {})
    unknown = sorted(set(opts) - set(_KNOWN_OPTIONS[vid]))
    if unknown and not _KNOWN_OPTIONS[vid]:
        raise UnknownVariantError(
            "{variant} has no option {option!r} (its options: none)",
            variant=vid,
            option=unknown[0],
        )
    if unknown:
        raise UnknownVariantError(
            "{variant} has no option {option!r} (its options: {known})",
            variant=vid,
            option=unknown[0],
            known=", ".join(_KNOWN_OPTIONS[vid]),
        )
    if vid == "holdem":
        return Variant(vid, _name(vid), STANDARD_52, 2, uses_board=True, rules=STANDARD)
    if vid == "omaha":
        return Variant(vid, _name(vid), STANDARD_52, 4, uses_board=True, rules=STANDARD)
    if vid == "draw":
        return Variant(vid, _name(vid), STANDARD_52, 5, uses_board=False, rules=STANDARD)
    if vid == "draw-bug":
        bug = BugFlush(_choice(opts, "bug_flush", [b.value for b in BugFlush], "highest_missing"))
        return Variant(
            vid, _name(vid), WITH_JOKER_53, 5, uses_board=False,
            rules=STANDARD, bug_flush=bug, options=opts,
        )  # fmt: skip
    base = ROMANIAN32 if vid == "romanian32" else ROMANIAN52
    deck = PIQUET_32 if vid == "romanian32" else STANDARD_52
    return Variant(
        vid, _name(vid), deck, 5, uses_board=False, rules=_romanian_rules(base, opts), options=opts
    )


def _name(variant_id: str) -> str:
    """The game's English name, as :mod:`tourney.engine.games` declares it."""
    found = game(variant_id)
    return found.name if found is not None else variant_id
