"""The full ruling on a hand's pots: the settlement, the hands shown and the words read out.

:func:`rule_showdown` is what the CLI and the GUI call: it settles with
:func:`tourney.engine.showdown.settle_showdown`, then names each live hand and explains every
step. The explanation is kept apart from settling so that settling stays fast; :func:`explain`
builds it from any :class:`Settlement`. Side pots are read out first, the last one formed first,
then the main pot (TDA24 Add. 16).

>>> from tourney.engine.showdown import Stake, settle_chips
>>> stakes = [Stake(3, 200), Stake(1, 100, folded=True)]
>>> for line in explain(settle_chips(stakes, button=1)):
...     print(line)
Seat 3 bet 100 more than anyone called: 100 returned to seat 3.
Everyone else folded: seat 3 wins the pot of 200 uncontested; no hand is shown.
Seat 1 receives nothing; seat 3 receives 200 and gets 100 back.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tourney.engine.cards import Card
from tourney.engine.hand_result import HandResult
from tourney.engine.pots import MAX_TABLE_SIZE, OddChips
from tourney.engine.showdown import PotAward, Settlement, ShowdownVariant, Stake, settle_showdown

__all__ = ["PotRuling", "RulingVariant", "explain", "pot_name", "rule_showdown", "seat_list"]


class RulingVariant(ShowdownVariant, Protocol):
    """A variant that can also name a hand (``tourney.engine.variants.Variant`` does)."""

    def evaluate(self, hole: Sequence[Card], board: Sequence[Card]) -> HandResult:
        """The hand's category, best five cards and name."""
        ...


@dataclass(frozen=True, slots=True)
class PotRuling:
    """A settled hand with everything the director reads out.

    Attributes:
        settlement: The chips: returned, pots, payouts.
        hands: Each live seat's hand at a showdown (empty when the pot is uncontested).
        explanation: One plain sentence per step.
    """

    settlement: Settlement
    hands: Mapping[int, HandResult]
    explanation: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        """The ruling in the ``tourney settle --json`` shape (seat keys as strings, ascending)."""
        result = self.settlement
        return {
            "returned": _by_seat(result.returned_by_seat()),
            "pots": [
                {
                    "amount": pot.amount,
                    "eligible": sorted(pot.eligible),
                    "winners": sorted(pot.winners),
                    "shares": _by_seat(pot.share_by_seat()),
                }
                for pot in result.pots
            ],
            "payout": _by_seat(result.payout_by_seat()),
            "hands": {
                str(seat): {
                    "category": hand.category.value,
                    "name": hand.name,
                    "best": hand.best_text(),
                }
                for seat, hand in sorted(self.hands.items())
            },
            "explanation": list(self.explanation),
        }


def _by_seat(values: Mapping[int, int]) -> dict[str, int]:
    return {str(seat): amount for seat, amount in sorted(values.items())}


def rule_showdown(
    stakes: Sequence[Stake],
    board: Sequence[Card],
    *,
    variant: RulingVariant,
    button: int,
    chip_unit: int = 1,
    table_size: int = MAX_TABLE_SIZE,
    odd_chips: OddChips = OddChips.ONE_EACH,
) -> PotRuling:
    """Settle a hand from the cards and explain it (arguments as in ``settle_showdown``).

    Raises:
        EngineError: Whatever :func:`tourney.engine.showdown.settle_showdown` refuses.
    """
    settlement = settle_showdown(
        stakes,
        board,
        variant=variant,
        button=button,
        chip_unit=chip_unit,
        table_size=table_size,
        odd_chips=odd_chips,
    )
    hands: dict[int, HandResult] = {}
    if settlement.showdown:
        for stake in sorted(stakes, key=lambda stake: stake.seat):
            if not stake.folded:
                hands[stake.seat] = variant.evaluate(stake.cards, board)
    names = {seat: hand.name for seat, hand in hands.items()}
    return PotRuling(settlement, hands, tuple(explain(settlement, names)))


def seat_list(seats: Sequence[int]) -> str:
    """Seats in words: ``seat 3``, ``seats 2 and 7``, ``seats 2, 5 and 7``.

    >>> seat_list([2, 5, 7])
    'seats 2, 5 and 7'
    """
    if len(seats) == 1:
        return f"seat {seats[0]}"
    words = [str(seat) for seat in seats]
    return f"seats {', '.join(words[:-1])} and {words[-1]}"


def pot_name(index: int) -> str:
    """``Main pot`` for index 0, ``Side pot N`` for the N-th side pot."""
    return "Main pot" if index == 0 else f"Side pot {index}"


def explain(settlement: Settlement, hand_names: Mapping[int, str] | None = None) -> list[str]:
    """The ruling in plain sentences: the uncalled bet, each pot, then what every seat receives.

    Args:
        settlement: The settled hand.
        hand_names: Optional seat to hand name (``"Flush, king high"``) for the showdown.

    Returns:
        One sentence per step.
    """
    names = hand_names or {}
    lines: list[str] = []
    for seat, amount in zip(settlement.seats, settlement.returned, strict=True):
        if amount:
            lines.append(
                f"Seat {seat} bet {amount:,} more than anyone called: "
                f"{amount:,} returned to seat {seat}."
            )
    if not settlement.showdown:
        winner = settlement.seats[settlement.folded.index(False)]
        total = sum(pot.amount for pot in settlement.pots)
        if total:
            lines.append(
                f"Everyone else folded: seat {winner} wins the pot of {total:,} uncontested; "
                "no hand is shown."
            )
    else:
        for index in range(len(settlement.pots) - 1, -1, -1):
            lines.append(_pot_sentence(settlement, index, names))
    lines.append(_totals(settlement))
    return lines


def _pot_sentence(settlement: Settlement, index: int, names: Mapping[int, str]) -> str:
    pot = settlement.pots[index]
    dead = f"; {pot.dead:,} of it dead money from folded seats" if pot.dead else ""
    eligible = sorted(pot.eligible)
    if not pot.contested:
        head = f"{pot_name(index)}: {pot.amount:,} (only seat {eligible[0]} is eligible{dead})"
        return f"{head} — it goes to seat {eligible[0]}."
    head = f"{pot_name(index)}: {pot.amount:,} ({seat_list(eligible)} eligible{dead})"
    hand = names.get(pot.winners[0])
    if len(pot.winners) == 1:
        with_hand = f" with {_lower_first(hand)}" if hand else " with the best hand"
        return f"{head} — seat {pot.winners[0]} wins{with_hand}."
    tied = seat_list(sorted(pot.winners))
    how = f"tie with {_lower_first(hand)}" if hand else "tie for the best hand"
    return f"{head} — {tied} {how}; {_split_words(settlement, pot)}"


def _split_words(settlement: Settlement, pot: PotAward) -> str:
    unit = settlement.chip_unit
    count = len(pot.winners)
    units, _ = divmod(pot.amount, unit)
    quotient, remainder = divmod(units, count)
    if not remainder:
        return f"{pot.amount:,} splits {quotient * unit:,} each."
    if unit > 1:
        unit_words = f"{units:,} units of {unit:,}, {quotient:,} units each"
    else:
        unit_words = f"{units:,} chips, {quotient:,} each"
    odd = f"odd {unit:,}" if unit > 1 else "odd chip"
    first = pot.winners[:remainder]
    order = "first left of the button" if remainder == 1 else "the first left of the button"
    if settlement.odd_chips is OddChips.ALL_TO_FIRST and remainder > 1:
        extra = (
            f"seat {first[0]}, first left of the button, gets all {remainder} odd units "
            f"({remainder * unit:,})"
        )
    elif remainder == 1:
        extra = f"seat {first[0]}, {order}, gets the {odd}"
    else:
        extra = f"{seat_list(first)}, {order}, get one {odd} each"
    shares = ", ".join(f"seat {seat} {share:,}" for seat, share in pot.share_by_seat().items())
    return (
        f"{pot.amount:,} splits between {seat_list(sorted(pot.winners))}: "
        f"{unit_words} and {remainder} left over; {extra} ({shares})."
    )


def _totals(settlement: Settlement) -> str:
    parts: list[str] = []
    for seat, won, back in sorted(
        zip(settlement.seats, settlement.payout, settlement.returned, strict=True)
    ):
        if won and back:
            parts.append(f"seat {seat} receives {won:,} and gets {back:,} back")
        elif won:
            parts.append(f"seat {seat} receives {won:,}")
        elif back:
            parts.append(f"seat {seat} gets {back:,} back")
        else:
            parts.append(f"seat {seat} receives nothing")
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
