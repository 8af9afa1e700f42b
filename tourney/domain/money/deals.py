"""Deals: the players left share the remaining prize money instead of playing on.

Four ways, each adding up to the remaining prize money to the cent:

* **Chip-chop** — every player gets the money in proportion to his chips.
* **ICM** — every player gets his exact Malmuth–Harville value
  (:func:`tourney.domain.money.icm.icm_values`).
* **Negotiated** — the players agree the amounts themselves; they are checked to add up to
  what is left (:func:`negotiated_deal`).
* **Save for the winner** — an amount is set aside for whoever wins the play-off; the rest
  is shared by chip-chop, ICM or as the players agree (for ICM the saved amount comes off
  first prize).

Exact shares are rounded to whole cents, or to whole amounts where the tournament's money
has no cents (:attr:`Currency.unit`), by the largest remainder
(:func:`tourney.domain.money.apportion.apportion`); equal remainders favour the bigger stack,
then the player listed first. The result is a :class:`Deal` record to store in the event
log, with one plain sentence per player.

>>> deal = chip_chop([("Ann", 6000), ("Bob", 3000), ("Cyd", 1000)], [5000, 3000, 2000])
>>> deal.amounts
(6000, 3000, 1000)
>>> save_for_winner(
...     [("Ann", 5000), ("Bob", 5000)], [7000, 3000], saved=1000, method=DealMethod.CHIP_CHOP
... ).amounts
(4500, 4500)
>>> negotiated_deal([("Ann", 6000), ("Bob", 4000)], [7000, 3000], [5500, 4500]).amounts
(5500, 4500)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from fractions import Fraction
from itertools import pairwise

from tourney.base.languages import check_language
from tourney.base.messages import Message, Number, Series, message, plural_message
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.money.apportion import apportion, check_amount
from tourney.domain.money.icm import icm_values
from tourney.domain.money.money_text import NO_CURRENCY, Amount, Currency

__all__ = ["Deal", "DealMethod", "chip_chop", "icm_deal", "negotiated_deal", "save_for_winner"]

_ICM_QUANTUM = 1_000_000
"""ICM values are cut to a millionth of a cent before rounding, so float noise between
players with equal stacks cannot decide who gets an odd cent."""


class DealMethod(Enum):
    """How the money (or the part not saved for the winner) is shared."""

    CHIP_CHOP = "chip-chop"
    ICM = "ICM"
    NEGOTIATED = "negotiated"
    """The players agreed the amounts themselves."""


@dataclass(frozen=True, slots=True)
class Deal:
    """A recorded deal.

    Attributes:
        method: How the shared money was split.
        players: The players in the deal, in the order given.
        chips: Each player's chips when the deal was made.
        prizes: The prizes that were left, first place first.
        saved: The amount set aside for the winner of the play-off (0 if none).
        amounts: What each player receives now, in the order of ``players``.
        explanation: Plain sentences: the method, then one line per player, in English.
        notes: The same sentences unsaid, for :meth:`explanation_in` another language
            (empty for a deal read back from the event log: it speaks English).
    """

    method: DealMethod
    players: tuple[str, ...]
    chips: tuple[int, ...]
    prizes: tuple[int, ...]
    saved: int
    amounts: tuple[int, ...]
    explanation: tuple[str, ...]
    notes: tuple[Message, ...] = field(default=(), compare=False)

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        if check_language(language) == "en" or not self.notes:
            return self.explanation
        return tuple(note.translated(language) for note in self.notes)

    @property
    def total(self) -> int:
        """The money the deal covers: the amounts plus the saved amount."""
        return sum(self.amounts) + self.saved

    def amount_for(self, player: str) -> int:
        """What one player receives now (the saved amount not included)."""
        return self.amounts[self.players.index(player)]


def chip_chop(
    stacks: Sequence[tuple[str, int]], prizes: Sequence[int], *, currency: Currency = NO_CURRENCY
) -> Deal:
    """Share the remaining prizes in proportion to the chips.

    Args:
        stacks: ``(player, chips)`` for each player left.
        prizes: The prizes still to be won, first place first.
        currency: How the explanation writes money, and whether amounts have cents.

    Raises:
        DomainError: See :func:`_check`.
    """
    return _make_deal(stacks, prizes, saved=0, method=DealMethod.CHIP_CHOP, currency=currency)


def icm_deal(
    stacks: Sequence[tuple[str, int]], prizes: Sequence[int], *, currency: Currency = NO_CURRENCY
) -> Deal:
    """Share the remaining prizes by each player's ICM value (Malmuth–Harville).

    ``currency`` is how the explanation writes money, and whether amounts have cents.

    Raises:
        DomainError: See :func:`_check`.
    """
    return _make_deal(stacks, prizes, saved=0, method=DealMethod.ICM, currency=currency)


def save_for_winner(
    stacks: Sequence[tuple[str, int]],
    prizes: Sequence[int],
    *,
    saved: int,
    method: DealMethod,
    currency: Currency = NO_CURRENCY,
) -> Deal:
    """Set ``saved`` aside for the winner and share the rest by ``method``.

    ``currency`` is how the explanation writes money.

    Raises:
        DomainNotAllowedError: ``saved`` is zero or more than first prize, or any error
            of :func:`_check`; ``method`` is :attr:`DealMethod.NEGOTIATED` (use
            :func:`negotiated_deal` with the amounts agreed).
    """
    if method is DealMethod.NEGOTIATED:
        raise DomainMalformedError("A negotiated deal needs the amounts agreed.")
    _check_saved(saved, prizes, currency)
    return _make_deal(stacks, prizes, saved=saved, method=method, currency=currency)


def negotiated_deal(
    stacks: Sequence[tuple[str, int]],
    prizes: Sequence[int],
    amounts: Sequence[int],
    *,
    saved: int = 0,
    currency: Currency = NO_CURRENCY,
) -> Deal:
    """The amounts the players agreed themselves, checked to add up to what is left.

    Args:
        stacks: ``(player, chips)`` for each player left (the chips as counted for the
            agreement).
        prizes: The prizes still to be won, first place first.
        amounts: What each player receives now, in the order of ``stacks``.
        saved: An amount set aside for the winner of the play-off (0: none).
        currency: How the explanation writes money.

    Raises:
        DomainMalformedError: Not one amount per player.
        DomainNotAllowedError: An amount below zero, the amounts (with the saved money) do
            not add up to the prizes left, the saved amount is more than first prize, or any
            error of :func:`_check`.
    """
    _check(stacks, prizes)
    if len(amounts) != len(stacks):
        raise DomainMalformedError("Give one amount for each player in the deal.")
    for (name, _), amount in zip(stacks, amounts, strict=True):
        check_amount(amount, message("the amount agreed for {name}", name=name))
    if saved:
        _check_saved(saved, prizes, currency)
    left = sum(prizes)
    agreed = sum(amounts) + saved
    if agreed != left:
        raise DomainNotAllowedError(
            "The amounts agreed add up to {agreed}, not to the {left} left to share "
            "({difference}).",
            agreed=Amount(agreed, currency),
            left=Amount(left, currency),
            difference=Amount(agreed - left, currency, sign=True),
        )
    players = tuple(name for name, _ in stacks)
    chips = tuple(chips for _, chips in stacks)
    lines = [
        message(
            "Negotiated: the players agreed how to share {money}.",
            money=Amount(left - saved, currency),
        )
    ]
    if saved:
        lines.insert(
            0,
            message(
                "{money} is saved for the winner of the play-off.", money=Amount(saved, currency)
            ),
        )
    lines.extend(_player_lines(players, chips, amounts, currency))
    lines.extend(_warnings(players, amounts, prizes, currency))
    english = tuple(line.translated("en") for line in lines)
    return Deal(
        DealMethod.NEGOTIATED,
        players,
        chips,
        tuple(prizes),
        saved,
        tuple(amounts),
        english,
        tuple(lines),
    )


def _check_saved(saved: int, prizes: Sequence[int], currency: Currency) -> None:
    """Refuse an amount saved for the winner that is zero or more than first prize."""
    check_amount(saved, message("the amount saved for the winner"), positive=True)
    if prizes and saved > prizes[0]:
        raise DomainNotAllowedError(
            "The amount saved for the winner ({saved}) cannot exceed first prize ({first}).",
            saved=Amount(saved, currency),
            first=Amount(prizes[0], currency),
        )


def _check(stacks: Sequence[tuple[str, int]], prizes: Sequence[int]) -> None:
    """Refuse a deal that cannot be made, with the reason.

    Raises:
        DomainMalformedError: No prizes, or no player.
        DomainNotAllowedError: Fewer than two players, a repeated name, a player without
            chips, more prizes than players, prizes that go up, or no prize money.
    """
    if not stacks or not prizes:
        raise DomainMalformedError("A deal needs the players' stacks and the prizes left.")
    if len(stacks) < 2:
        raise DomainNotAllowedError("A deal needs at least two players.")
    names = [name for name, _ in stacks]
    if len(set(names)) != len(names):
        raise DomainNotAllowedError("A player is listed twice in the deal.")
    for name, chips in stacks:
        check_amount(chips, message("the chips of {name}", name=name), positive=True)
    if len(prizes) > len(stacks):
        raise DomainNotAllowedError(
            plural_message(
                "There are {prizes} prizes left but only {count} player.",
                "There are {prizes} prizes left but only {count} players.",
                len(stacks),
                prizes=len(prizes),
            )
        )
    for place, prize in enumerate(prizes, start=1):
        check_amount(prize, message("the prize for place {place}", place=place))
    if any(after > before for before, after in pairwise(prizes)):
        raise DomainNotAllowedError("A lower place cannot pay more than the place above it.")
    if sum(prizes) == 0:
        raise DomainNotAllowedError("There is no prize money left to share.")


def _make_deal(
    stacks: Sequence[tuple[str, int]],
    prizes: Sequence[int],
    *,
    saved: int,
    method: DealMethod,
    currency: Currency,
) -> Deal:
    def m(cents: int) -> Amount:
        return Amount(cents, currency)

    _check(stacks, prizes)
    players = tuple(name for name, _ in stacks)
    chips = tuple(chips for _, chips in stacks)
    total_chips = sum(chips)
    shared = sum(prizes) - saved
    if method is DealMethod.CHIP_CHOP:
        targets = [Fraction(shared * stack, total_chips) for stack in chips]
        lines = [
            plural_message(
                "Chip-chop: {money} shared in proportion to {chips} chip.",
                "Chip-chop: {money} shared in proportion to {chips} chips.",
                total_chips,
                money=m(shared),
                chips=Number(f"{total_chips:,}"),
            )
        ]
    else:
        played = (prizes[0] - saved, *prizes[1:])
        values = icm_values(chips, played)
        targets = [Fraction(round(value * _ICM_QUANTUM), _ICM_QUANTUM) for value in values]
        lines = [
            message(
                "ICM (Malmuth–Harville): {money} shared for prizes {prizes}.",
                money=m(shared),
                prizes=Series(tuple(m(prize) for prize in played)),
            )
        ]
    amounts = apportion(shared, targets, priority=chips, unit=currency.unit)
    if saved:
        lines.insert(0, message("{money} is saved for the winner of the play-off.", money=m(saved)))
    lines.extend(_player_lines(players, chips, amounts, currency))
    if method is DealMethod.CHIP_CHOP:
        lines.extend(_warnings(players, amounts, prizes, currency))
    english = tuple(line.translated("en") for line in lines)
    return Deal(method, players, chips, tuple(prizes), saved, amounts, english, tuple(lines))


def _player_lines(
    players: Sequence[str], chips: Sequence[int], amounts: Sequence[int], currency: Currency
) -> list[Message]:
    """One sentence per player: his chips, their share, what he receives."""
    total_chips = sum(chips)
    return [
        plural_message(
            "{name}: {chips} chip ({percent}) receives {money}.",
            "{name}: {chips} chips ({percent}) receives {money}.",
            stack,
            name=name,
            chips=Number(f"{stack:,}"),
            percent=Number(f"{100 * stack / total_chips:.1f}%"),
            money=Amount(amount, currency),
        )
        for name, stack, amount in zip(players, chips, amounts, strict=True)
    ]


def _warnings(
    players: Sequence[str], amounts: Sequence[int], prizes: Sequence[int], currency: Currency
) -> list[Message]:
    """Point out where a deal pays less than a player is sure to win, or more than first."""
    lowest = prizes[-1] if len(prizes) == len(players) else 0
    warnings: list[Message] = []
    for name, amount in zip(players, amounts, strict=True):
        if amount < lowest:
            warnings.append(
                message(
                    "Note: {name} gets less than the lowest prize left ({money}).",
                    name=name,
                    money=Amount(lowest, currency),
                )
            )
        if amount > prizes[0]:
            warnings.append(
                message(
                    "Note: {name} gets more than first prize ({money}).",
                    name=name,
                    money=Amount(prizes[0], currency),
                )
            )
    return warnings
