"""A pot dispute as plain values, and the engine call that settles it.

The Rulings screen edits a :class:`Dispute` (the game, the button, the seats with their chips
and cards, the board) and asks :func:`settle` for the ruling. Nothing here imports Qt, so the
screen's controller stays a thin layer of signals over these functions.

>>> from tourney.engine.cards import parse_cards
>>> dispute = Dispute(
...     button=3,
...     board=parse_cards("Kc Qd 3h 9s 4c"),
...     seats=(SeatEntry(1, 200, cards=parse_cards("Ah 7c")),
...            SeatEntry(2, 200, cards=parse_cards("Ad 2s"))),
... )
>>> settle(dispute)["payout"]
{'1': 400, '2': 0}
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tourney.engine.cards import Card
from tourney.engine.pot_ruling import rule_showdown, with_names
from tourney.engine.showdown import Stake
from tourney.engine.variants import Variant, get_variant

__all__ = ["BOARD", "Dispute", "SeatEntry", "Target", "settle"]

#: A place cards are picked into: a seat number (1..10), or :data:`BOARD`.
Target = int

#: The target that stands for the community cards.
BOARD: Target = 0

#: Cards on a complete board.
BOARD_SIZE = 5


@dataclass(frozen=True, slots=True)
class SeatEntry:
    """One seat in the disputed hand.

    Attributes:
        seat: The seat number, 1..table size.
        contribution: Every chip the seat put in during the hand.
        folded: Whether the seat folded.
        cards: The seat's hole cards, in the order they were picked.
        name: The player's name, if the director wants it on the slip.
    """

    seat: int
    contribution: int = 0
    folded: bool = False
    cards: tuple[Card, ...] = ()
    name: str = ""


@dataclass(frozen=True, slots=True)
class Dispute:
    """Everything the director entered about one hand.

    Attributes:
        variant_id: The game (``tourney.engine.variants.VARIANT_IDS``).
        options: The game's house options as ``(key, value)`` pairs.
        button: The button's seat.
        chip_unit: The smallest chip in play.
        table_size: Seats at the table.
        board: The community cards picked so far.
        seats: The seats in the hand, in ascending seat order.
    """

    variant_id: str = "holdem"
    options: tuple[tuple[str, Any], ...] = ()
    button: int = 1
    chip_unit: int = 1
    table_size: int = 10
    board: tuple[Card, ...] = ()
    seats: tuple[SeatEntry, ...] = ()

    @property
    def variant(self) -> Variant:
        """The game with its options (raises ``EngineError`` for a bad option)."""
        return get_variant(self.variant_id, dict(self.options))

    def seat(self, number: int) -> SeatEntry | None:
        """The entry of seat ``number``, or None when the seat is not in the hand."""
        return next((entry for entry in self.seats if entry.seat == number), None)

    def cards_of(self, target: Target) -> tuple[Card, ...]:
        """The cards already picked for ``target``."""
        if target == BOARD:
            return self.board
        entry = self.seat(target)
        return entry.cards if entry else ()

    def capacity(self, target: Target) -> int:
        """How many cards ``target`` holds when complete (0 for the board of a draw game)."""
        variant = self.variant
        if target == BOARD:
            return BOARD_SIZE if variant.uses_board else 0
        return variant.hole_cards

    def holder_of(self, card: Card) -> Target | None:
        """Where ``card`` has been picked, or None when it is still free."""
        if card in self.board:
            return BOARD
        return next((entry.seat for entry in self.seats if card in entry.cards), None)

    def next_target(self, after: Target) -> Target | None:
        """The place to fill after ``after``: the next live seat missing cards, then the board.

        None when every live seat and the board are complete.
        """
        order = [entry.seat for entry in self.seats if not entry.folded]
        if after in order:
            at = order.index(after) + 1
            order = order[at:] + order[:at]
        for seat in order:
            if len(self.cards_of(seat)) < self.capacity(seat):
                return seat
        if len(self.board) < self.capacity(BOARD):
            return BOARD
        return None

    def used_cards(self) -> frozenset[Card]:
        """Every card picked anywhere."""
        return frozenset([*self.board, *(card for entry in self.seats for card in entry.cards)])

    def with_cards(self, target: Target, cards: tuple[Card, ...]) -> Dispute:
        """A copy with ``target``'s cards replaced."""
        if target == BOARD:
            return replace(self, board=cards)
        return self.with_seat(target, cards=cards)

    def with_seat(self, number: int, **changes: Any) -> Dispute:
        """A copy with seat ``number`` changed (fields of :class:`SeatEntry`), seats re-sorted."""
        seats = [replace(e, **changes) if e.seat == number else e for e in self.seats]
        return replace(self, seats=tuple(sorted(seats, key=lambda entry: entry.seat)))

    def settle_input(self) -> dict[str, Any]:
        """The dispute as the ``tourney settle`` input document (``docs/cli/settle.md``)."""
        return {
            "variant": self.variant_id,
            "options": dict(self.options),
            "button": self.button,
            "chip_unit": self.chip_unit,
            "table_size": self.table_size,
            "board": [str(card) for card in self.board],
            "players": [
                {
                    "seat": entry.seat,
                    "contribution": entry.contribution,
                    "folded": entry.folded,
                    "cards": [str(card) for card in entry.cards],
                }
                for entry in self.seats
            ],
        }


def settle(dispute: Dispute, *, language: str = "en") -> dict[str, Any]:
    """Rule on ``dispute``; returns the ``tourney settle`` JSON answer.

    Args:
        dispute: The hand as entered.
        language: The language of the hands' names and of the explanation (``en``, ``it``,
            ``ro``), as ``tourney settle --lang`` writes them.

    Raises:
        EngineError: The engine refuses the input (the message says why).
    """
    stakes = [
        Stake(entry.seat, entry.contribution, folded=entry.folded, cards=entry.cards)
        for entry in dispute.seats
    ]
    ruling = rule_showdown(
        stakes,
        dispute.board,
        variant=dispute.variant,
        button=dispute.button,
        chip_unit=dispute.chip_unit,
        table_size=dispute.table_size,
        language=language,
    )
    answer = ruling.to_json()
    for seat, hand in ruling.hands.items():
        answer["hands"][str(seat)]["name"] = hand.name_in(language)
    names = {entry.seat: entry.name for entry in dispute.seats if entry.name}
    answer["explanation"] = [with_names(line, names, language) for line in answer["explanation"]]
    return answer
