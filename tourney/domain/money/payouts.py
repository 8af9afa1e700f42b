"""Payouts: how many places are paid and how much each gets.

An event pays either by a **payout table** (rows by field size, each a list of percentages
of the pool, see :mod:`tourney.domain.money.payout_table`) or by **custom amounts** the director
types in. Amounts are rounded *down* to a unit (e.g. 5 or 10) for every place but first,
and first gets the rest, so the payouts always add up to the pool exactly.

Rounding down keeps the ladder in order: rounding down never reverses two places that were
in order, and first only gains. A unit so big that a place would be paid nothing is
refused with a clear message (choose a smaller unit or fewer places).

Players who tie share the sum of the places they cover evenly, to the cent
(:meth:`Payouts.shared`). A
**locked** payout list is simply a :class:`Payouts` value the caller keeps: pass it to
:func:`current_payouts` and it is returned unchanged, with the difference to the current
pool spelled out.

>>> payouts = compute_payouts(10000, (5000, 3000, 2000), unit=500)
>>> payouts.amounts
(5000, 3000, 2000)
>>> compute_payouts(10100, (5000, 3000, 2000), unit=500).amounts
(5100, 3000, 2000)
>>> payouts.shared(best_place=2, count=2)
(2500, 2500)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from tourney.base.languages import check_language
from tourney.base.messages import Message, Number, Series, message, plural_message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.money.apportion import check_amount, split_evenly
from tourney.domain.money.money_text import NO_CURRENCY, Amount, Currency, money
from tourney.domain.money.payout_table import BUILT_IN_TABLE, FULL, PayoutTable, check_shares

__all__ = [
    "PayoutPlan",
    "PayoutStatus",
    "Payouts",
    "compute_payouts",
    "current_payouts",
    "custom_payouts",
]


@dataclass(frozen=True, slots=True)
class Payouts:
    """The amount paid to each place, best first.

    Attributes:
        pool: The prize pool the amounts add up to.
        amounts: Place 1's amount first; places beyond the list are paid nothing.
        unit: The unit amounts were rounded to (1 for custom amounts).
        shares: The basis points each place was computed from (empty for custom amounts).
        explanation: Plain sentences saying how the amounts were reached, in English.
        notes: The same sentences unsaid, for :meth:`explanation_in` another language
            (empty for payouts read back from the event log: they speak English).
    """

    pool: int
    amounts: tuple[int, ...]
    unit: int = 1
    shares: tuple[int, ...] = ()
    explanation: tuple[str, ...] = ()
    notes: tuple[Message, ...] = field(default=(), compare=False)

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        return _explanation_in(self.explanation, self.notes, language)

    @property
    def places(self) -> int:
        """How many places are paid."""
        return len(self.amounts)

    def amount_for(self, place: int) -> int:
        """The amount for one place (1 = winner); 0 for a place outside the money."""
        check_amount(place, message("the place"), positive=True)
        return self.amounts[place - 1] if place <= len(self.amounts) else 0

    def shared(self, *, best_place: int, count: int) -> tuple[int, ...]:
        """Share the places ``best_place`` .. ``best_place + count - 1`` between tied players.

        The sum of those places is split evenly to the cent, whatever unit the ladder was
        rounded to (two players tying for 88.00 and 67.00 get 77.50 each: the rounding makes
        the ladder, a tie divides it); a cent that does not divide goes to the first listed
        (:func:`tourney.domain.money.apportion.split_evenly`).

        Args:
            best_place: The best place the tied players cover.
            count: How many players tie.

        Returns:
            One amount per tied player, in the caller's order; they add up to the places'
            total.
        """
        check_amount(count, message("the number of tied players"), positive=True)
        total = sum(self.amount_for(best_place + offset) for offset in range(count))
        return split_evenly(total, count)


def compute_payouts(
    pool: int, shares: Sequence[int], *, unit: int = 1, currency: Currency = NO_CURRENCY
) -> Payouts:
    """Turn shares of the pool (in basis points) into amounts rounded to ``unit``.

    Every place but first gets its share of the pool rounded *down* to a multiple of
    ``unit``; first gets the pool minus the others, so the rounding remainder goes to the
    winner and the amounts add up to the pool exactly.

    Args:
        pool: The prize pool, in cents.
        shares: Each place's share in basis points (1/100 of a percent), best first,
            non-increasing and adding up to 10000.
        unit: The rounding unit, in cents (1 for no rounding).
        currency: How the explanation writes money.

    Returns:
        The payouts; an empty list when the pool is zero.

    Raises:
        DomainNotAllowedError: The shares are out of order or do not add up to 100%, or
            rounding to ``unit`` would leave a place with nothing.
    """
    check_amount(pool, message("the prize pool"))
    check_amount(unit, message("the rounding unit"), positive=True)
    shares = check_shares(shares)
    if pool == 0:
        return _payouts(0, (), unit=unit, notes=[message("There is no prize money.")])
    rest = [(pool * share) // (FULL * unit) * unit for share in shares[1:]]  # rounded down
    for place, amount in enumerate(rest, start=2):
        if amount == 0:
            raise DomainNotAllowedError(
                "Rounding down to {unit} would pay place {place} nothing; "
                "use a smaller unit or fewer places.",
                unit=Amount(unit, currency),
                place=place,
            )
    amounts = (pool - sum(rest), *rest)
    notes = [
        plural_message(
            "The prize pool of {pool} goes to {count} place ({percents}).",
            "The prize pool of {pool} is shared between {count} places ({percents}).",
            len(amounts),
            pool=Amount(pool, currency),
            percents=Series(tuple(Number(_percent(share)) for share in shares)),
        ),
    ]
    whole = currency.unit  # the exact share as the money is written: no cents in whole lei
    exact_first = _round_half_even(pool * shares[0], FULL * whole) * whole
    if unit > 1 and money(amounts[0], currency) != money(exact_first, currency):
        notes.append(
            message(
                "Places 2 and below are rounded down to a multiple of {unit}; "
                "first gets the rest ({first} instead of {exact}).",
                unit=Amount(unit, currency),
                first=Amount(amounts[0], currency),
                exact=Amount(exact_first, currency),
            )
        )
    return _payouts(pool, amounts, unit=unit, shares=shares, notes=notes)


def _round_half_even(numerator: int, denominator: int) -> int:
    """``numerator / denominator`` rounded to a whole number, halves to the even one (as round).

    >>> [_round_half_even(n, 2) for n in (1, 3, 5, -1)]
    [0, 2, 2, 0]
    """
    whole, rest = divmod(numerator, denominator)
    twice = 2 * rest
    if twice > denominator or (twice == denominator and whole % 2):
        whole += 1
    return whole


def custom_payouts(
    pool: int, amounts: Sequence[int], *, currency: Currency = NO_CURRENCY
) -> Payouts:
    """Accept amounts the director typed in, checked against the pool.

    Raises:
        DomainNotAllowedError: An amount is zero or negative, the amounts go up down the
            ladder, or they do not add up to the pool.
    """
    check_amount(pool, message("the prize pool"))
    for place, amount in enumerate(amounts, start=1):
        check_amount(amount, message("the amount for place {place}", place=place), positive=True)
    for place in range(1, len(amounts)):
        if amounts[place] > amounts[place - 1]:
            raise DomainNotAllowedError(
                "Place {place} cannot be paid more than place {above}.",
                place=place + 1,
                above=place,
            )
    if sum(amounts) != pool:
        raise DomainNotAllowedError(
            "The amounts add up to {total}, not to the prize pool {pool}.",
            total=Amount(sum(amounts), currency),
            pool=Amount(pool, currency),
        )
    return _payouts(
        pool,
        tuple(amounts),
        notes=[message("The director set {places} paid places by hand.", places=len(amounts))],
    )


@dataclass(frozen=True, slots=True)
class PayoutPlan:
    """How an event decides its payouts.

    Attributes:
        table: The payout table (rows by field size); the built-in one by default.
        unit: The rounding unit for table payouts, in cents.
        custom: Amounts set by hand, best first; when given, the table is not used.
    """

    table: PayoutTable = BUILT_IN_TABLE
    unit: int = 1
    custom: tuple[int, ...] | None = None

    def payouts_for(self, *, entries: int, pool: int, currency: Currency = NO_CURRENCY) -> Payouts:
        """Compute the payouts for a field of ``entries`` and a pool of ``pool`` cents.

        ``currency`` is how the explanation writes money.

        Raises:
            DomainNotAllowedError: More paid places than entries, or any error of
                :func:`compute_payouts` / :func:`custom_payouts`.
        """
        check_amount(entries, message("the number of entries"))
        if entries == 0:
            return _payouts(pool, (), unit=self.unit, notes=[message("Nobody has entered yet.")])
        if self.custom is not None:
            payouts = custom_payouts(pool, self.custom, currency=currency)
        else:
            payouts = compute_payouts(
                pool, self.table.shares_for(entries), unit=self.unit, currency=currency
            )
        if payouts.places > entries:
            raise DomainNotAllowedError(
                "{places} paid places is more than the {entries} entries.",
                places=payouts.places,
                entries=entries,
            )
        return payouts


@dataclass(frozen=True, slots=True)
class PayoutStatus:
    """The payouts in force, and whether they are locked.

    Attributes:
        payouts: The amounts to pay.
        locked: Whether the amounts come from a lock rather than from the current pool.
        difference: The current pool minus the locked amounts (0 when not locked).
        explanation: Plain sentences for the director, in English.
        notes: The same sentences unsaid, for :meth:`explanation_in` another language.
    """

    payouts: Payouts
    locked: bool
    difference: int
    explanation: tuple[str, ...]
    notes: tuple[Message, ...] = field(default=(), compare=False)

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        return _explanation_in(self.explanation, self.notes, language)


def current_payouts(
    plan: PayoutPlan,
    *,
    entries: int,
    pool: int,
    locked: Payouts | None = None,
    currency: Currency = NO_CURRENCY,
) -> PayoutStatus:
    """The payouts in force: the locked ones if the director locked them, else fresh ones.

    A lock is the :class:`Payouts` value the caller stored when the director pressed
    "lock"; entries and the pool may change afterwards (a late entry, an undone re-entry)
    without changing what is paid. The difference to the current pool is reported so the
    director can decide whether to unlock. ``currency`` is how the explanation writes money.
    """
    check_amount(pool, message("the prize pool"))
    check_amount(entries, message("the number of entries"))
    if locked is None:
        payouts = plan.payouts_for(entries=entries, pool=pool, currency=currency)
        return PayoutStatus(
            payouts,
            locked=False,
            difference=0,
            explanation=payouts.explanation,
            notes=payouts.notes,
        )
    difference = pool - locked.pool
    notes = [
        message(
            "The payouts are locked at a prize pool of {pool}.", pool=Amount(locked.pool, currency)
        )
    ]
    if difference:
        notes.append(
            message(
                "The prize pool is now {pool} ({difference}); "
                "unlock the payouts to share the new pool.",
                pool=Amount(pool, currency),
                difference=Amount(difference, currency, sign=True),
            )
        )
    if locked.places > entries:
        notes.append(
            message(
                "The locked list pays {places} places but there are {entries} entries.",
                places=locked.places,
                entries=entries,
            )
        )
    return PayoutStatus(
        locked,
        locked=True,
        difference=difference,
        explanation=tuple(note.translated("en") for note in notes),
        notes=tuple(notes),
    )


def _payouts(
    pool: int,
    amounts: tuple[int, ...],
    *,
    unit: int = 1,
    shares: tuple[int, ...] = (),
    notes: Sequence[Message],
) -> Payouts:
    return Payouts(
        pool=pool,
        amounts=amounts,
        unit=unit,
        shares=shares,
        explanation=tuple(note.translated("en") for note in notes),
        notes=tuple(notes),
    )


def _explanation_in(
    english: tuple[str, ...], notes: tuple[Message, ...], language: str
) -> tuple[str, ...]:
    check_language(language)
    if not notes or language == "en":
        return english
    return tuple(note.translated(language) for note in notes)


def _percent(share: int) -> str:
    whole, hundredths = divmod(share, 100)
    return f"{whole}%" if not hundredths else f"{whole}.{hundredths:02d}".rstrip("0") + "%"
