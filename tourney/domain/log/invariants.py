"""What must always hold in a tournament: chips and money adding up, every player seated once.

:func:`invariant_problems` checks a replayed :class:`~tourney.domain.state.TournamentState`
and returns one sentence per problem (none for a sound tournament). ``tourney check`` runs it
on every tournament of a library after replaying its log. The checks count each figure a
second way, from the recorded facts, and compare:

* **chips** — the chips in play equal the starting stacks of the entries, plus the chips of
  the rebuys and add-ons bought (each as the setup in force then offered it), plus or minus
  what the recorded colour-ups changed;
* **prize pool** — the pool equals the prize parts of every entry, rebuy and add-on sold, each
  at the price the setup in force when it was sold asked, plus the added money (or the
  guarantee, when that is more), and each entry's recorded purchases are those the log sold;
* **payouts** — the payouts in force add up to the pool they were computed for (the current
  pool unless they are locked), best place first; a recorded deal adds up to the prizes it
  shared;
* **seats** — once the seats are drawn, every entry still playing sits at exactly one seat,
  nobody else sits anywhere, and no table seats more players than the setup's seats per table.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from itertools import pairwise

from tourney.domain.entries.buyins import Bought, Purchase
from tourney.domain.errors import DomainError
from tourney.domain.figures import payout_status, prize_pool
from tourney.domain.log.payloads import (
    AddOn,
    ChipRaced,
    EntryUnregistered,
    PlayerRegistered,
    Rebuy,
    SetupChanged,
    TournamentCreated,
)
from tourney.domain.money.money_text import money
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState

__all__ = ["invariant_problems"]


def invariant_problems(state: TournamentState) -> list[str]:
    """Every broken invariant of ``state``, one sentence each (empty when all hold)."""
    problems: list[str] = []
    for what, check in _CHECKS:
        try:
            problems.extend(check(state))
        except DomainError as error:
            problems.append(f"{what} cannot be counted: {error}")
    return problems


def _sold(state: TournamentState) -> tuple[dict[int, list[Bought]], int]:
    """What each entry bought, as the setups in force sold it, and the colour-ups' net change.

    Counted again from the events in effect, apart from the reducer.
    """
    setup: TournamentSetup = state.setup
    bought: dict[int, list[Bought]] = {}
    raced = 0
    for event in state.history.in_effect(state.log):
        payload = event.payload
        if isinstance(payload, TournamentCreated | SetupChanged):
            setup = payload.setup
        elif isinstance(payload, PlayerRegistered):
            buyins = setup.buyins
            bought[payload.entry] = [Bought(Purchase.ENTRY, buyins.entry, buyins.chips)]
        elif isinstance(payload, EntryUnregistered):
            bought.pop(payload.entry, None)
        elif isinstance(payload, Rebuy) and setup.buyins.rebuy is not None:
            offer = setup.buyins.rebuy
            bought.setdefault(payload.entry, []).append(
                Bought(Purchase.REBUY, offer.price, offer.chips)
            )
        elif isinstance(payload, AddOn) and setup.buyins.addon is not None:
            offer = setup.buyins.addon
            for entry in payload.entries:
                bought.setdefault(entry, []).append(
                    Bought(Purchase.ADDON, offer.price, offer.chips)
                )
        elif isinstance(payload, ChipRaced):
            raced += payload.value_after - payload.value_before
    return bought, raced


def _chip_problems(state: TournamentState) -> Iterator[str]:
    """Each entry's chips and the chips in play against what was bought."""
    sold, raced = _sold(state)
    bought = {number: sum(b.chips for b in items) for number, items in sold.items()}
    for number, entry in sorted(state.entries.items()):
        expected = bought.get(number, 0)
        if entry.chips != expected:
            yield (
                f"entry {number} ({state.name(number)}) holds {entry.chips:,} chips bought, "
                f"but its entry, rebuys and add-ons give {expected:,}"
            )
    in_play = sum(e.chips for e in state.entries.values()) + state.chips_adjustment
    expected_total = sum(bought.values()) + raced
    if in_play != expected_total:
        yield (
            f"the chips in play are {in_play:,}, but the starting stacks, rebuys and add-ons "
            f"bought and the colour-ups recorded make {expected_total:,}"
        )


def _pool_problems(state: TournamentState) -> Iterator[str]:
    """The prize pool against the prize parts sold, each at its price, and the added money."""
    sold, _ = _sold(state)
    currency = state.setup.currency
    for number, entry in sorted(state.entries.items()):
        if list(entry.purchases) != sold.get(number, []):
            yield (
                f"entry {number} ({state.name(number)}) records purchases the log did not "
                "sell at those prices"
            )
    pool = prize_pool(state)
    parts = sum(b.price.prize for items in sold.values() for b in items)
    collected = parts + state.setup.buyins.added
    expected = max(collected, state.setup.buyins.guarantee)
    if pool.total != expected:
        yield (
            f"the prize pool is {money(pool.total, currency)}, but the prize parts of what was "
            f"sold and the added money make {money(expected, currency)}"
        )


def _payout_problems(state: TournamentState) -> Iterator[str]:
    """The payouts and the deal against the money they share."""
    currency = state.setup.currency
    if state.entries:
        status = payout_status(state)
        payouts = status.payouts
        paid = sum(payouts.amounts)
        if paid != payouts.pool:
            yield (
                f"the payouts add up to {money(paid, currency)}, not to the prize pool of "
                f"{money(payouts.pool, currency)} they share"
            )
        pool = prize_pool(state).total
        if not status.locked and payouts.pool != pool:
            yield (
                f"the payouts share {money(payouts.pool, currency)}, "
                f"but the prize pool is {money(pool, currency)}"
            )
        amounts = payouts.amounts
        if any(a <= 0 for a in amounts) or any(b > a for a, b in pairwise(amounts)):
            yield "the payouts are not positive amounts, best place first"
    deal = state.deal
    if deal is not None and sum(deal.amounts) + deal.saved != sum(deal.prizes):
        yield (
            f"the deal pays {money(sum(deal.amounts) + deal.saved, currency)}, but the prizes "
            f"it shared add up to {money(sum(deal.prizes), currency)}"
        )


def _seat_problems(state: TournamentState) -> Iterator[str]:
    """Every entry playing seated once, nobody else seated, no table overfull."""
    seated = Counter(p for t in state.room.tables for p in t.seats if p is not None)
    limit = state.room.settings.seats_per_table
    for table in state.room.tables:
        if table.count > limit:
            yield (
                f"{table.label} seats {table.count} players, more than the {limit} seats per table"
            )
    for player, times in sorted(seated.items(), key=lambda item: str(item[0])):
        entry = state.entries.get(player) if isinstance(player, int) else None
        if entry is None:
            yield f"a seat is taken by {player!r}, which is no entry of this tournament"
        elif not entry.active:
            yield f"entry {entry.number} ({state.name(entry.number)}) has busted out but has a seat"
        elif times > 1:
            yield f"entry {entry.number} ({state.name(entry.number)}) sits at {times} seats"
    if state.seats_drawn:
        for entry in state.active():
            if entry.number not in seated:
                name = state.name(entry.number)
                yield f"entry {entry.number} ({name}) is playing but has no seat"


_CHECKS: tuple[tuple[str, Callable[[TournamentState], Iterable[str]]], ...] = (
    ("the chips in play", _chip_problems),
    ("the prize pool", _pool_problems),
    ("the payouts", _payout_problems),
    ("the seating", _seat_problems),
)
