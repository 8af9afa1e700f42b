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

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from tourney.base.formats import format_chips
from tourney.base.messages import N_, join_words, translate, translate_plural
from tourney.engine.cards import Card
from tourney.engine.categories import unpack
from tourney.engine.comparison import deciding_card_text
from tourney.engine.five_card import RankingRules
from tourney.engine.hand_names import in_sentence
from tourney.engine.hand_result import HandResult
from tourney.engine.pots import MAX_TABLE_SIZE, OddChips
from tourney.engine.showdown import PotAward, Settlement, ShowdownVariant, Stake, settle_showdown

__all__ = [
    "PotRuling",
    "RulingVariant",
    "explain",
    "pot_name",
    "rule_showdown",
    "seat_list",
    "with_names",
]


class RulingVariant(ShowdownVariant, Protocol):
    """A variant that can also name a hand (``tourney.engine.variants.Variant`` does)."""

    def evaluate(self, hole: Sequence[Card], board: Sequence[Card]) -> HandResult:
        """The hand's category, best five cards and name."""
        ...

    @property
    def rules(self) -> RankingRules:
        """How five cards rank (whether the suit decides identical hands, and how)."""
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
    language: str = "en",
) -> PotRuling:
    """Settle a hand from the cards and explain it (arguments as in ``settle_showdown``).

    ``language`` (``"en"``, ``"it"`` or ``"ro"``) is the language of the explanation and of
    the hands' names in it; the :class:`HandResult` values themselves are the same.

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
    names = {seat: hand.name_in(language) for seat, hand in hands.items()}
    notes = _suit_notes(settlement, hands, variant.rules, language)
    lines = explain(settlement, names, language=language, suit_notes=notes)
    return PotRuling(settlement, hands, tuple(lines))


def _suit_notes(
    settlement: Settlement, hands: Mapping[int, HandResult], rules: RankingRules, language: str
) -> dict[int, str]:
    """Per pot, why the suit gave it to one of identical hands (Romanian variants only).

    Keyed by pot index; a pot is there when its one winner's hand is identical, rank for
    rank, to another eligible hand's, so that only the suit of the deciding card parted them.
    """
    if not rules.suit_tiebreak:
        return {}
    notes: dict[int, str] = {}
    for index, pot in enumerate(settlement.pots):
        if not pot.contested or len(pot.winners) != 1 or pot.winners[0] not in hands:
            continue
        winner = hands[pot.winners[0]]
        same = [
            seat
            for seat in sorted(pot.eligible)
            if seat != pot.winners[0]
            and seat in hands
            and unpack(rules.order, hands[seat].value)[:2] == unpack(rules.order, winner.value)[:2]
        ]
        if not same:
            continue
        runner_up = max(same, key=lambda seat: hands[seat].value)
        template = (
            N_(
                "{seats} has the same hand, and the suit of the deciding card breaks the tie: "
                "{better} against {worse} (spades > clubs > hearts > diamonds)"
            )
            if len(same) == 1
            else N_(
                "{seats} have the same hand, and the suit of the deciding card breaks the tie: "
                "{better} against {worse} (spades > clubs > hearts > diamonds)"
            )
        )
        notes[index] = translate(
            language,
            template,
            seats=seat_list(same, language=language),
            better=deciding_card_text(winner, rules),
            worse=deciding_card_text(hands[runner_up], rules),
        )
    return notes


def with_names(line: str, names: Mapping[int, str], language: str = "en") -> str:
    """``line`` with each named seat followed by its player's name: "seat 3 (Ann)".

    A seat already followed by its player's name is left as it is.

    >>> with_names("Seat 3 bet 200 more than anyone called: 200 returned to seat 3.", {3: "Ann"})
    'Seat 3 (Ann) bet 200 more than anyone called: 200 returned to seat 3 (Ann).'
    >>> with_names("Locul 3 (Ann) câștigă.", {3: "Ann"}, "ro")
    'Locul 3 (Ann) câștigă.'
    """
    for seat, name in names.items():
        said = translate(language, "seat {seat}", seat=seat)
        for word in {said, said[:1].upper() + said[1:]}:
            with_name = f"{word} ({name})".replace("\\", "\\\\")  # a replacement template
            named_already = re.escape(f" ({name})")
            line = re.sub(rf"{re.escape(word)}(?!\d)(?!{named_already})", with_name, line)
    return line


def seat_list(seats: Sequence[int], *, language: str = "en") -> str:
    """Seats in words: ``seat 3``, ``seats 2 and 7``, ``seats 2, 5 and 7``.

    >>> seat_list([2, 5, 7])
    'seats 2, 5 and 7'
    >>> seat_list([2, 5, 7], language="ro")
    'locurile 2, 5 și 7'
    """
    if len(seats) == 1:
        return translate(language, "seat {seat}", seat=seats[0])
    words = join_words(language, [str(seat) for seat in seats])
    return translate(language, "seats {seats}", seats=words)


def pot_name(index: int, *, language: str = "en") -> str:
    """``Main pot`` for index 0, ``Side pot N`` for the N-th side pot."""
    if index == 0:
        return translate(language, "Main pot")
    return translate(language, "Side pot {number}", number=index)


def explain(
    settlement: Settlement,
    hand_names: Mapping[int, str] | None = None,
    *,
    language: str = "en",
    suit_notes: Mapping[int, str] | None = None,
) -> list[str]:
    """The ruling in plain sentences: the uncalled bet, each pot, then what every seat receives.

    Args:
        settlement: The settled hand.
        hand_names: Optional seat to hand name (``"Flush, king high"``) for the showdown, in
            ``language``.
        language: ``"en"``, ``"it"`` or ``"ro"``.
        suit_notes: Optional pot index to the clause saying that the suit of the deciding
            card gave that pot to one of identical hands (Romanian variants), in ``language``.

    Returns:
        One sentence per step.
    """
    names = hand_names or {}
    lines: list[str] = []
    for seat, amount in zip(settlement.seats, settlement.returned, strict=True):
        if amount:
            lines.append(
                translate(
                    language,
                    "Seat {seat} bet {amount} more than anyone called: "
                    "{amount} returned to seat {seat}.",
                    seat=seat,
                    amount=format_chips(amount, language),
                )
            )
    if not settlement.showdown:
        winner = settlement.seats[settlement.folded.index(False)]
        total = sum(pot.amount for pot in settlement.pots)
        if total:
            lines.append(
                translate(
                    language,
                    "Everyone else folded: seat {seat} wins the pot of {total} uncontested; "
                    "no hand is shown.",
                    seat=winner,
                    total=format_chips(total, language),
                )
            )
    else:
        for index in range(len(settlement.pots) - 1, -1, -1):
            note = (suit_notes or {}).get(index, "")
            lines.append(_pot_sentence(settlement, index, names, language, note))
    lines.append(_totals(settlement, language))
    return lines


def _pot_head(settlement: Settlement, index: int, language: str) -> str:
    pot = settlement.pots[index]
    eligible = sorted(pot.eligible)
    values: dict[str, object] = {
        "pot": pot_name(index, language=language),
        "amount": format_chips(pot.amount, language),
    }
    if pot.dead:
        values["dead"] = translate(
            language,
            "{dead} of it dead money from folded seats",
            dead=format_chips(pot.dead, language),
        )
    if not pot.contested:
        if pot.dead:
            template = N_("{pot}: {amount} (only seat {seat} is eligible; {dead})")
        else:
            template = N_("{pot}: {amount} (only seat {seat} is eligible)")
        return translate(language, template, seat=eligible[0], **values)
    if pot.dead:
        template = N_("{pot}: {amount} ({seats} eligible; {dead})")
    else:
        template = N_("{pot}: {amount} ({seats} eligible)")
    return translate(language, template, seats=seat_list(eligible, language=language), **values)


def _pot_sentence(
    settlement: Settlement, index: int, names: Mapping[int, str], language: str, note: str = ""
) -> str:
    pot = settlement.pots[index]
    head = _pot_head(settlement, index, language)
    if not pot.contested:
        return translate(
            language, "{head} — it goes to seat {seat}.", head=head, seat=min(pot.eligible)
        )
    hand = names.get(pot.winners[0])
    if len(pot.winners) == 1:
        if hand:
            template = (
                N_("{head} — seat {seat} wins with {hand}: {note}.")
                if note
                else N_("{head} — seat {seat} wins with {hand}.")
            )
            return translate(
                language,
                template,
                head=head,
                seat=pot.winners[0],
                hand=in_sentence(hand),
                note=note,
            )
        return translate(
            language,
            "{head} — seat {seat} wins with the best hand.",
            head=head,
            seat=pot.winners[0],
        )
    tied = seat_list(sorted(pot.winners), language=language)
    split = _split_words(settlement, pot, language)
    if hand:
        return translate(
            language,
            "{head} — {seats} tie with {hand}; {split}",
            head=head,
            seats=tied,
            hand=in_sentence(hand),
            split=split,
        )
    return translate(
        language,
        "{head} — {seats} tie for the best hand; {split}",
        head=head,
        seats=tied,
        split=split,
    )


def _split_words(settlement: Settlement, pot: PotAward, language: str) -> str:
    unit = settlement.chip_unit
    count = len(pot.winners)
    units, _ = divmod(pot.amount, unit)
    quotient, remainder = divmod(units, count)
    amount = format_chips(pot.amount, language)
    if not remainder:
        return translate(
            language,
            "{amount} splits {each} each.",
            amount=amount,
            each=format_chips(quotient * unit, language),
        )
    if unit > 1:
        unit_words = translate(
            language,
            # Translators: "40 units of 25, 20 units each": {units} and {each} are "40 units"
            "{units} of {unit}, {each} each",
            units=translate_plural(language, "{count} unit", "{count} units", units),
            unit=format_chips(unit, language),
            each=translate_plural(language, "{count} unit", "{count} units", quotient),
        )
    else:
        unit_words = translate_plural(
            language,
            "{count} chip, {each} each",
            "{count} chips, {each} each",
            units,
            each=format_chips(quotient, language),
        )
    first = pot.winners[:remainder]
    unit_text = format_chips(unit, language)
    if settlement.odd_chips is OddChips.ALL_TO_FIRST and remainder > 1:
        extra = translate(
            language,
            "seat {seat}, first left of the button, gets all {count} odd units ({chips})",
            seat=first[0],
            count=remainder,
            chips=format_chips(remainder * unit, language),
        )
    elif remainder == 1 and unit > 1:
        extra = translate(
            language,
            "seat {seat}, first left of the button, gets the odd {unit}",
            seat=first[0],
            unit=unit_text,
        )
    elif remainder == 1:
        extra = translate(
            language, "seat {seat}, first left of the button, gets the odd chip", seat=first[0]
        )
    elif unit > 1:
        extra = translate(
            language,
            "{seats}, the first left of the button, get one odd {unit} each",
            seats=seat_list(first, language=language),
            unit=unit_text,
        )
    else:
        extra = translate(
            language,
            "{seats}, the first left of the button, get one odd chip each",
            seats=seat_list(first, language=language),
        )
    shares = ", ".join(
        translate(language, "seat {seat} {chips}", seat=seat, chips=format_chips(share, language))
        for seat, share in pot.share_by_seat().items()
    )
    return translate(
        language,
        "{amount} splits between {seats}: {units} and {left} left over; {extra} ({shares}).",
        amount=amount,
        seats=seat_list(sorted(pot.winners), language=language),
        units=unit_words,
        left=remainder,
        extra=extra,
        shares=shares,
    )


def _totals(settlement: Settlement, language: str) -> str:
    parts: list[str] = []
    for seat, won, back in sorted(
        zip(settlement.seats, settlement.payout, settlement.returned, strict=True)
    ):
        if won and back:
            template = N_("seat {seat} receives {won} and gets {back} back")
        elif won:
            template = N_("seat {seat} receives {won}")
        elif back:
            template = N_("seat {seat} gets {back} back")
        else:
            template = N_("seat {seat} receives nothing")
        parts.append(
            translate(
                language,
                template,
                seat=seat,
                won=format_chips(won, language),
                back=format_chips(back, language),
            )
        )
    text = "; ".join(parts)
    return text[0].upper() + text[1:] + "."
