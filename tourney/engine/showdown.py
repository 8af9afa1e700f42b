"""Settling a hand: from each seat's chips and hand to what every seat is paid (rules.md §3).

:func:`settle_chips` settles from hand strengths (an int per live seat, higher is better,
equal is a tie); :func:`settle_showdown` first reads the cards with a variant's evaluator.
Both validate the whole input and return a :class:`Settlement`; the words the director reads
out are built separately by :func:`tourney.engine.pot_explain.explain`, so that settling
itself stays fast.

>>> table = [Stake(1, 300), Stake(2, 300), Stake(3, 100, folded=True)]
>>> result = settle_chips(table, {1: 7, 2: 7}, button=3, chip_unit=25)
>>> result.payout_by_seat()
{1: 350, 2: 350, 3: 0}
>>> [(pot.amount, pot.winners, pot.shares) for pot in result.pots]
[(700, (1, 2), (350, 350))]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from tourney.engine.cards import Card, CardCountError, check_distinct
from tourney.engine.decks import CardNotInDeckError, Deck
from tourney.engine.pots import (
    MAX_TABLE_SIZE,
    BadStakeError,
    OddChips,
    PotNotAllowedError,
    layer_pots,
    split_shares,
    uncalled_bet,
)

__all__ = [
    "MissingHandError",
    "PotAward",
    "PotRow",
    "Settlement",
    "ShowdownVariant",
    "Stake",
    "settle_chips",
    "settle_showdown",
]


#: The number of community cards at a showdown in the board games (hold'em, Omaha).
FULL_BOARD = 5


class MissingHandError(PotNotAllowedError):
    """A showdown where a live player has no strength or no cards, or the board is incomplete."""

    code = "engine.missing-hand"


class ShowdownVariant(Protocol):
    """What settling needs from a variant (``tourney.engine.variants.Variant`` provides it)."""

    @property
    def deck(self) -> Deck:
        """The deck every card must come from."""
        ...

    @property
    def label(self) -> object:
        """The game's name for messages, said in their language (``"Texas Hold'em"``)."""
        ...

    @property
    def hole_cards(self) -> int:
        """How many cards make a player's hand."""
        ...

    @property
    def uses_board(self) -> bool:
        """Whether the game has community cards (then a showdown needs all five)."""
        ...

    def value(self, hole: Sequence[Card], board: Sequence[Card]) -> int:
        """The hand's strength: higher is better, equal is a tie."""
        ...


@dataclass(frozen=True, slots=True)
class Stake:
    """One player's part in the hand.

    Attributes:
        seat: His seat, 1..table size.
        contribution: All the chips he put in during the hand (blinds, antes and bets).
        folded: Whether he folded (his chips stay in as dead money).
        cards: His hole cards; needed at a showdown unless he folded.
    """

    seat: int
    contribution: int
    folded: bool = False
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True, slots=True)
class PotAward:
    """One pot and who won it. Seats are listed clockwise from the first seat left of the button.

    Attributes:
        amount: The chips in the pot.
        dead: The part of ``amount`` put in by players who folded.
        eligible: The live seats that can win it.
        winners: The seats that share it, in the order the odd chips are handed out.
        shares: The chips each winner receives, aligned with ``winners``.
    """

    amount: int
    dead: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]

    @property
    def contested(self) -> bool:
        """Whether two or more players can win this pot (otherwise it simply goes to one)."""
        return len(self.eligible) > 1

    def share_by_seat(self) -> dict[int, int]:
        """The chips each winner receives, in ascending seat order."""
        return dict(sorted(zip(self.winners, self.shares, strict=True)))


#: One pot in compact form: ``(amount, dead, eligible, winners, shares)`` as in :class:`PotAward`
#: but with positions in :attr:`Settlement.seats` instead of seat numbers.
PotRow = tuple[int, int, tuple[int, ...], tuple[int, ...], tuple[int, ...]]


@dataclass(frozen=True, slots=True)
class Settlement:
    """The chips at the end of a hand. Per-seat tuples are aligned with ``seats``.

    Attributes:
        button: The button's seat (possibly an empty seat: a dead button).
        chip_unit: The smallest chip in play; pots split in whole units of it.
        odd_chips: How the leftover units of a split were handed out.
        seats: Every seat in the hand, clockwise from the first seat left of the button.
        contributions: Each seat's chips put in.
        folded: Each seat's folded flag.
        returned: Each seat's uncalled chips given back before the pots were formed.
        payout: Each seat's chips won from the pots (returned chips not included).
        pot_rows: The pots in compact form (:data:`PotRow`: players as positions in ``seats``),
            main pot first; :attr:`pots` gives them as :class:`PotAward` records with seat
            numbers. (Settling builds only the rows, which keeps it fast.)
    """

    button: int
    chip_unit: int
    odd_chips: OddChips
    seats: tuple[int, ...]
    contributions: tuple[int, ...]
    folded: tuple[bool, ...]
    returned: tuple[int, ...]
    payout: tuple[int, ...]
    pot_rows: tuple[PotRow, ...]

    @property
    def pots(self) -> tuple[PotAward, ...]:
        """The main pot, then each side pot in the order they were formed."""
        seats = self.seats
        return tuple(
            PotAward(
                amount,
                dead,
                tuple(seats[index] for index in eligible),
                tuple(seats[index] for index in winners),
                shares,
            )
            for amount, dead, eligible, winners, shares in self.pot_rows
        )

    @property
    def showdown(self) -> bool:
        """Whether two or more players are still live, so that hands are compared."""
        return self.folded.count(False) > 1

    def returned_by_seat(self) -> dict[int, int]:
        """Uncalled chips given back, for every seat (ascending seat order)."""
        return dict(sorted(zip(self.seats, self.returned, strict=True)))

    def payout_by_seat(self) -> dict[int, int]:
        """Chips won from the pots, for every seat (0 for a seat that wins nothing)."""
        return dict(sorted(zip(self.seats, self.payout, strict=True)))


def settle_chips(
    stakes: Sequence[Stake],
    strengths: Mapping[int, int] | None = None,
    *,
    button: int,
    chip_unit: int = 1,
    table_size: int = MAX_TABLE_SIZE,
    odd_chips: OddChips = OddChips.ONE_EACH,
) -> Settlement:
    """Settle a hand from each live seat's hand strength.

    Args:
        stakes: Every player who put chips in or holds a hand, in any order.
        strengths: Seat to hand strength (higher is better, equal splits); needed for every live
            seat when two or more are live, ignored otherwise.
        button: The button's seat; a dead button is the empty seat it stands on.
        chip_unit: The smallest chip in play.
        table_size: Number of seats at the table (at most 10).
        odd_chips: How leftover units are handed out; keep the default except to compare.

    Returns:
        The settlement.

    Raises:
        BadStakeError: An impossible number (negative chips, a seat not at the table, ...).
        PotNotAllowedError: Chips that break a rule (two players on one seat, ...).
        MissingHandError: A live seat without a strength at a showdown.
    """
    ordered = _ordered(stakes, button=button, chip_unit=chip_unit, table_size=table_size)
    values: list[int] = []
    if _live_count(ordered) > 1:
        given = strengths or {}
        for stake in ordered:
            if stake.folded:
                values.append(0)
            elif stake.seat not in given:
                raise MissingHandError(
                    "seat {seat} has not folded but has no hand strength for the showdown",
                    seat=stake.seat,
                )
            else:
                values.append(given[stake.seat])
    return _settle(ordered, values, button=button, chip_unit=chip_unit, odd_chips=odd_chips)


def settle_showdown(
    stakes: Sequence[Stake],
    board: Sequence[Card],
    *,
    variant: ShowdownVariant,
    button: int,
    chip_unit: int = 1,
    table_size: int = MAX_TABLE_SIZE,
    odd_chips: OddChips = OddChips.ONE_EACH,
) -> Settlement:
    """Settle a hand from the cards: evaluate every live hand with ``variant``, then pay.

    When only one player is live the pot is uncontested: no cards or board are needed.
    Every card given (a folded player's too) must be in the variant's deck and unique.

    Args:
        stakes: Every player in the hand with his chips, folded flag and hole cards.
        board: The community cards (empty for draw games).
        variant: The evaluator, e.g. ``tourney.engine.variants.get_variant("holdem")``.
        button: The button's seat.
        chip_unit: The smallest chip in play.
        table_size: Number of seats at the table (at most 10).
        odd_chips: How leftover units are handed out; keep the default except to compare.

    Returns:
        The settlement.

    Raises:
        BadStakeError: An impossible number.
        PotNotAllowedError: Chips that break a rule.
        MissingHandError: A live player without cards, or an incomplete board, at a showdown.
        DuplicateCardError: The same card twice among all hands and the board.
        CardNotInDeckError: A card the variant's deck does not hold.
        CardCountError: A wrong number of hole cards, or a board in a game without one.
    """
    ordered = _ordered(stakes, button=button, chip_unit=chip_unit, table_size=table_size)
    # The checks of ``variant.check`` (counts, deck, duplicates), done once for the whole table.
    codes = [card.code for card in board]
    for stake in ordered:
        codes.extend([card.code for card in stake.cards])
    if len(set(codes)) != len(codes):
        every_card = [*board, *(card for stake in ordered for card in stake.cards)]
        check_distinct(every_card, where="among the hands and the board")
    if not variant.deck.codes.issuperset(codes):
        _check_deck(variant.deck, ordered, board)
    values: list[int] = []
    if _live_count(ordered) > 1:
        _check_board(variant, board)
        need, value = variant.hole_cards, variant.value
        for stake in ordered:
            if stake.folded:
                values.append(0)
                continue
            if not stake.cards:
                raise MissingHandError(
                    "seat {seat} has not folded but shows no cards: "
                    "at a showdown every live hand must be shown",
                    seat=stake.seat,
                )
            if len(stake.cards) != need:
                raise CardCountError(
                    "seat {seat}: {variant} needs {count} cards in a hand, not {given}",
                    seat=stake.seat,
                    variant=variant.label,
                    count=need,
                    given=len(stake.cards),
                )
            values.append(value(stake.cards, board))
    return _settle(ordered, values, button=button, chip_unit=chip_unit, odd_chips=odd_chips)


def _check_board(variant: ShowdownVariant, board: Sequence[Card]) -> None:
    """Refuse a showdown board of the wrong size: all five cards, or none in a draw game."""
    if variant.uses_board and len(board) != FULL_BOARD:
        raise MissingHandError(
            "a showdown needs the whole board of {count} cards, but {given} were given",
            count=FULL_BOARD,
            given=len(board),
        )
    if not variant.uses_board and board:
        raise CardCountError(
            "{variant} has no board, but {given} cards were given",
            variant=variant.label,
            given=len(board),
        )


def _check_deck(deck: Deck, ordered: Sequence[Stake], board: Sequence[Card]) -> None:
    """Refuse a card not in the deck, naming the seat (or the board) that holds it."""
    try:
        deck.check(board)
    except CardNotInDeckError as exc:
        raise CardNotInDeckError("board: {reason}", reason=exc.message) from None
    for stake in ordered:
        try:
            deck.check(stake.cards)
        except CardNotInDeckError as exc:
            raise CardNotInDeckError(
                "seat {seat}: {reason}", seat=stake.seat, reason=exc.message
            ) from None


def _live_count(ordered: Sequence[Stake]) -> int:
    return sum(not stake.folded for stake in ordered)


def _ordered(
    stakes: Sequence[Stake], *, button: int, chip_unit: int, table_size: int
) -> list[Stake]:
    """Validate the chips and seats and sort the stakes clockwise from left of the button."""
    if not 2 <= table_size <= MAX_TABLE_SIZE:
        raise BadStakeError(
            "a table has 2 to {most} seats; a table of {size} is not possible",
            most=MAX_TABLE_SIZE,
            size=table_size,
        )
    if chip_unit < 1:
        raise BadStakeError(
            "the smallest chip in play must be at least 1, not {unit}", unit=chip_unit
        )
    if not 1 <= button <= table_size:
        raise BadStakeError(
            "the button must be on a seat from 1 to {size}, not {button}",
            size=table_size,
            button=button,
        )
    if not stakes:
        raise BadStakeError("there are no players: at least one player must be in the hand")
    seen: set[int] = set()
    total = 0
    for stake in stakes:
        seat, amount = stake.seat, stake.contribution
        if not 1 <= seat <= table_size:
            raise BadStakeError(
                "seat {seat} is not at the table (seats 1 to {size})", seat=seat, size=table_size
            )
        if seat in seen:
            raise PotNotAllowedError("two players are listed on seat {seat}", seat=seat)
        seen.add(seat)
        if amount < 0:
            raise BadStakeError(
                "seat {seat} cannot have put in a negative amount ({amount})",
                seat=seat,
                amount=amount,
            )
        if amount % chip_unit:
            raise PotNotAllowedError(
                "seat {seat} put in {amount}, which is not a whole number of the smallest chip "
                "in play ({unit})",
                seat=seat,
                amount=amount,
                unit=chip_unit,
            )
        total += amount
    if not total:
        raise PotNotAllowedError("nobody put any chips in: there is no pot to settle")
    if len(seen) == sum(stake.folded for stake in stakes):
        raise PotNotAllowedError("every player folded: at least one player must still be live")
    return sorted(stakes, key=lambda stake: (stake.seat - button - 1) % table_size)


def _settle(
    ordered: Sequence[Stake],
    values: Sequence[int],
    *,
    button: int,
    chip_unit: int,
    odd_chips: OddChips,
) -> Settlement:
    """Return the uncalled bet, form the pots and award each one (validated, ordered input)."""
    seats = [stake.seat for stake in ordered]
    contributions = [stake.contribution for stake in ordered]
    folded = [stake.folded for stake in ordered]
    count = len(ordered)
    returned = [0] * count
    owner, extra = uncalled_bet(contributions)
    in_pots = contributions.copy()
    if owner >= 0:
        returned[owner] = extra
        in_pots[owner] -= extra
    payout = [0] * count
    rows: list[PotRow] = []
    for amount, dead, eligible in layer_pots(in_pots, [not flag for flag in folded]):
        if len(eligible) == 1:
            payout[eligible[0]] += amount
            rows.append((amount, dead, eligible, eligible, (amount,)))
            continue
        best = max([values[index] for index in eligible])
        winners = tuple([index for index in eligible if values[index] == best])
        if len(winners) == 1:
            payout[winners[0]] += amount
            rows.append((amount, dead, eligible, winners, (amount,)))
            continue
        shares = split_shares(amount, len(winners), chip_unit, odd_chips=odd_chips)
        for index, share in zip(winners, shares, strict=True):
            payout[index] += share
        rows.append((amount, dead, eligible, winners, tuple(shares)))
    return Settlement(
        button,
        chip_unit,
        odd_chips,
        tuple(seats),
        tuple(contributions),
        tuple(folded),
        tuple(returned),
        tuple(payout),
        tuple(rows),
    )
