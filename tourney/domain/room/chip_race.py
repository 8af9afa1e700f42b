"""The chip race at a colour-up (rules.md §6, TDA 24, RRoP §15).

When a denomination leaves play, each seat's chips of it are exchanged for the lowest
denomination still in play: full sets directly, the odd chips raced. One card is dealt per odd
chip, clockwise from seat 1, each player receiving all his cards before the next; the highest
card by suit (bridge order ♠ ♥ ♦ ♣) wins one new chip, the next highest the next, as long as
the odd chips make full new chips, and one more if what is left is half a new chip or more. A
player wins at most one chip. Nobody is raced out: a player who would be left with nothing gets
one chip of the lowest denomination still in play (TDA 24-A).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass

from tourney.base.messages import N_, Message, Number, Series, message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.engine.cards import Card
from tourney.engine.decks import STANDARD_52

__all__ = ["ChipRace", "SeatRace", "chip_race"]


@dataclass(frozen=True, slots=True)
class SeatRace:
    """One seat's colour-up.

    Attributes:
        seat: The seat.
        removed_chips: The seat's chips of the removed denomination.
        exchanged: New chips received for full sets.
        odd_chips: Removed chips left over after the exchange, which go into the race.
        cards: The cards the seat was dealt for the race.
        race_chip: Whether the seat won a new chip in the race.
        protected: Whether the seat got a chip because the race left it with nothing.
    """

    seat: int
    removed_chips: int
    exchanged: int
    odd_chips: int
    cards: tuple[Card, ...]
    race_chip: bool
    protected: bool

    @property
    def new_chips(self) -> int:
        """New chips the seat receives in all."""
        return self.exchanged + int(self.race_chip) + int(self.protected)


@dataclass(frozen=True, slots=True)
class ChipRace:
    """The result of a colour-up at one table.

    Attributes:
        removed: The value of the denomination leaving play.
        into: The value of the lowest denomination still in play.
        seats: Every seat that held removed chips, in seat order.
        notes: The sentences saying what happened, unsaid (see :meth:`explanation_in`).
    """

    removed: int
    into: int
    seats: tuple[SeatRace, ...]
    notes: tuple[Message, ...]

    @property
    def explanation(self) -> tuple[str, ...]:
        """What happened, in English."""
        return self.explanation_in("en")

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """What happened, in ``language`` (``"en"``, ``"it"`` or ``"ro"``)."""
        return tuple(note.translated(language) for note in self.notes)

    @property
    def value_before(self) -> int:
        """The value of the removed chips."""
        return sum(s.removed_chips for s in self.seats) * self.removed

    @property
    def value_after(self) -> int:
        """The value of the new chips handed out."""
        return sum(s.new_chips for s in self.seats) * self.into


def chip_race(
    counts: Mapping[int, int],
    *,
    removed: int,
    into: int,
    others: Mapping[int, int],
    rng: random.Random,
) -> ChipRace:
    """Colour up one table.

    Args:
        counts: Each seat's number of chips of the removed denomination.
        removed: The value of the removed denomination (e.g. 25).
        into: The value of the lowest denomination still in play (e.g. 100), a multiple of
            ``removed``.
        others: The value of each seat's other chips; a seat not listed has none.
        rng: Shuffles the deck for the race.

    Raises:
        DomainMalformedError: A count or value is not a whole number.
        DomainNotAllowedError: The denominations do not fit, or a count is negative.
    """
    _check(counts, removed, into)
    ratio = into // removed
    notes = [
        message(
            "Colour-up: the {removed} chips leave play; {ratio} of them make one {into} chip, "
            "exchanged directly; the odd chips are raced from seat 1.",
            removed=_chips(removed),
            ratio=ratio,
            into=_chips(into),
        )
    ]
    split = {seat: divmod(counts[seat], ratio) for seat in sorted(counts) if counts[seat] > 0}
    racers = [seat for seat, (_, odd) in split.items() if odd]
    total_odd = sum(odd for _, odd in split.values())
    cards = _deal(racers, split, total_odd, rng, notes)
    awards, rest = divmod(total_odd * removed, into)
    if rest * 2 >= into and awards < len(racers) and rest:
        awards += 1
        template = (
            N_(
                "The odd chips are worth {worth}: 1 new chip(s), the last "
                "because the {rest} left over is half a {into} chip or more."
            )
            if awards == 1
            else N_(
                "The odd chips are worth {worth}: {awards} new chip(s), the last "
                "because the {rest} left over is half a {into} chip or more."
            )
        )
        notes.append(
            message(
                template,
                worth=_chips(total_odd * removed),
                awards=awards,
                rest=_chips(rest),
                into=_chips(into),
            )
        )
    elif racers:
        notes.append(_odd_chips_note(total_odd * removed, awards, rest))
    ranked = sorted(racers, key=lambda s: -max(c.code for c in cards[s]))
    winners = frozenset(ranked[:awards])
    for seat in ranked[:awards]:
        best = max(cards[seat], key=lambda c: c.code)
        notes.append(
            message(
                "Seat {seat} wins a {into} chip with {card}.",
                seat=seat,
                into=_chips(into),
                card=best.written,
            )
        )
    seats: list[SeatRace] = []
    for seat, (exchanged, odd) in split.items():
        won = seat in winners
        protected = not won and exchanged == 0 and others.get(seat, 0) <= 0
        if protected:
            notes.append(
                message(
                    "Seat {seat} lost its last chips in the race and gets one {into} chip: "
                    "nobody is raced out (TDA 24-A).",
                    seat=seat,
                    into=_chips(into),
                )
            )
        seats.append(
            SeatRace(seat, counts[seat], exchanged, odd, cards.get(seat, ()), won, protected)
        )
    for entry in seats:
        notes.append(
            message(
                "Seat {seat}: {count} × {removed} → {new} × {into}.",
                seat=entry.seat,
                count=entry.removed_chips,
                removed=_chips(removed),
                new=entry.new_chips,
                into=_chips(into),
            )
        )
    return ChipRace(removed, into, tuple(seats), tuple(notes))


def _check(counts: Mapping[int, int], removed: int, into: int) -> None:
    for is_removed, value in ((True, removed), (False, into)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise (
                DomainMalformedError(
                    "the removed denomination must be a whole number of chips, not {value!r}",
                    value=value,
                )
                if is_removed
                else DomainMalformedError(
                    "the new denomination must be a whole number of chips, not {value!r}",
                    value=value,
                )
            )
        if value <= 0:
            raise (
                DomainNotAllowedError(
                    "the removed denomination must be positive, not {value}", value=value
                )
                if is_removed
                else DomainNotAllowedError(
                    "the new denomination must be positive, not {value}", value=value
                )
            )
    if into <= removed or into % removed:
        raise DomainNotAllowedError(
            "{removed} chips cannot be coloured up into {into} chips: the new chip must be a "
            "larger multiple of the old one",
            removed=removed,
            into=into,
        )
    for seat, count in counts.items():
        if isinstance(count, bool) or not isinstance(count, int):
            raise DomainMalformedError("seat {seat}'s chip count must be a whole number", seat=seat)
        if count < 0:
            raise DomainNotAllowedError(
                "seat {seat} cannot hold {count} chips", seat=seat, count=count
            )


def _deal(
    racers: list[int],
    split: Mapping[int, tuple[int, int]],
    total_odd: int,
    rng: random.Random,
    notes: list[Message],
) -> dict[int, tuple[Card, ...]]:
    """Deal one card per odd chip (or one per player when the deck is too short)."""
    if not racers:
        return {}
    deck = list(STANDARD_52.cards)
    rng.shuffle(deck)
    one_each = total_odd > len(deck)
    if one_each:
        notes.append(
            message(
                "{count} odd chips need more cards than a deck holds: one card per player.",
                count=total_odd,
            )
        )
    cards: dict[int, tuple[Card, ...]] = {}
    for seat in racers:
        take = 1 if one_each else split[seat][1]
        cards[seat], deck = tuple(deck[:take]), deck[take:]
    dealt = tuple(
        message("seat {seat} {cards}", seat=s, cards=" ".join(c.written for c in cards[s]))
        for s in racers
    )
    notes.append(message("Cards: {dealt}.", dealt=Series(dealt)))
    return cards


def _chips(amount: int) -> Number:
    """A chip value in a sentence, with the language's thousands mark."""
    return Number(f"{amount:,}")


def _odd_chips_note(worth: int, awards: int, rest: int) -> Message:
    """What the odd chips are worth and how many new chips they make."""
    values = {"worth": _chips(worth), "awards": awards, "rest": _chips(rest)}
    if rest:
        if awards == 1:
            return message(
                "The odd chips are worth {worth}: 1 new chip(s); the {rest} left over is less "
                "than half a chip and is removed.",
                **values,
            )
        return message(
            "The odd chips are worth {worth}: {awards} new chip(s); the {rest} left over is "
            "less than half a chip and is removed.",
            **values,
        )
    if awards == 1:
        return message("The odd chips are worth {worth}: 1 new chip(s).", **values)
    return message("The odd chips are worth {worth}: {awards} new chip(s).", **values)
