"""The tournament's figures and standings, as the big screen and the reports show them.

:func:`compute_figures` counts entries, players, rebuys and add-ons, the chips in play and the
average stack (in chips and in big blinds of the level in force), the prize pool
(:mod:`tourney.domain.money.prize_pool`) and the payouts in force
(:mod:`tourney.domain.money.payouts`, honouring a lock). :func:`standings` lists every entry in
finishing order with its prize, knockouts and bounties; a recorded deal replaces the payouts
of the players in it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import groupby

from tourney.base.messages import translate
from tourney.domain.entries.bounties import BountyKind
from tourney.domain.entries.entry import Entry, ordinal
from tourney.domain.errors import DomainError
from tourney.domain.levels.clock_events import Now
from tourney.domain.money.payouts import PayoutStatus, current_payouts
from tourney.domain.money.prize_pool import PrizePool, compute_prize_pool
from tourney.domain.state import TournamentState

__all__ = [
    "Figures",
    "Standing",
    "compute_figures",
    "payout_status",
    "prize_pool",
    "prizes_left",
    "standings",
]


@dataclass(frozen=True, slots=True)
class Figures:
    """The numbers of a tournament at one moment.

    Attributes:
        entries: Entries sold, re-entries included.
        unique_players: Different players who bought an entry.
        re_entries: Re-entries sold.
        players_left: Entries still playing.
        rebuys: Rebuys sold.
        addons: Add-ons sold.
        chips_in_play: Every chip bought, plus or minus what colour-ups changed.
        average_stack: Chips in play per player left (0 when nobody is left).
        big_blind: The big blind in force (in a break: the next level's).
        average_big_blinds: The average stack in big blinds.
        pool: The prize pool, part by part.
        payouts: The payouts in force, or ``None`` when they cannot be computed yet.
        explanation: Plain sentences: how the pool was reached, and why payouts are missing,
            in English (:meth:`explanation_in` says them in another language).
        payouts_refused: Why the payouts cannot be computed yet (the refusal, in English), or
            ``""``.
    """

    entries: int
    unique_players: int
    re_entries: int
    players_left: int
    rebuys: int
    addons: int
    chips_in_play: int
    average_stack: int
    big_blind: int
    average_big_blinds: float
    pool: PrizePool
    payouts: PayoutStatus | None
    explanation: tuple[str, ...]
    payouts_refused: str = ""

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The explanation in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not one of those languages.
        """
        return _explain(self.pool, self.payouts, self.payouts_refused, language)


@dataclass(frozen=True, slots=True)
class Standing:
    """One entry's line in the results.

    Attributes:
        entry: The entry number.
        player_id: The player's id.
        name: The player's name.
        place: The finishing place (``None`` while still playing).
        place_label: ``"9th"``, ``"9th (tie, 9th–10th)"``, or ``""`` while playing.
        prize: The prize money won (by the payouts or the recorded deal), in cents.
        knockouts: Entries it knocked out.
        bounty_won: Bounty cash won, in cents (for a progressive winner, his own bounty too).
        knocked_out_by: The names of the players who eliminated it.
        bust_level: The level it busted in.
        rebuys: Rebuys bought.
        addons: Add-ons bought.
        covers: How many places a tied place covers (1 for no tie).
    """

    entry: int
    player_id: int
    name: str
    place: int | None
    place_label: str
    prize: int
    knockouts: int
    bounty_won: int
    knocked_out_by: tuple[str, ...]
    bust_level: int | None
    rebuys: int
    addons: int
    covers: int = 1


def prize_pool(state: TournamentState) -> PrizePool:
    """The prize pool from what was sold, the added money and the guarantee."""
    entries = state.entries.values()
    buyins = state.setup.buyins
    return compute_prize_pool(
        buyins.plan,
        entries=len(state.entries),
        rebuys=sum(e.rebuys for e in entries),
        addons=sum(e.addons for e in entries),
        added=buyins.added,
        guarantee=buyins.guarantee,
        currency=state.setup.currency,
    )


def payout_status(state: TournamentState) -> PayoutStatus:
    """The payouts in force: the locked list, or the plan applied to the current pool.

    Raises:
        DomainError: The plan cannot pay this field (too few entries, a rounding unit too big).
    """
    return current_payouts(
        state.setup.payouts,
        entries=len(state.entries),
        pool=prize_pool(state).total,
        locked=state.locked_payouts,
        currency=state.setup.currency,
    )


def prizes_left(state: TournamentState) -> tuple[int, ...]:
    """The prizes still to be won by the players left, first place first (for a deal).

    Raises:
        DomainError: The payouts cannot be computed.
    """
    amounts = payout_status(state).payouts.amounts
    return amounts[: state.players_left]


def compute_figures(state: TournamentState, now: Now) -> Figures:
    """Every figure of the tournament at ``now``."""
    entries = tuple(state.entries.values())
    left = state.players_left
    chips = sum(e.chips for e in entries) + state.chips_adjustment
    average = chips // left if left else 0
    big_blind = state.level_at(now).big_blind
    pool = prize_pool(state)
    payouts: PayoutStatus | None = None
    refused = ""
    if entries:
        try:
            payouts = payout_status(state)
        except DomainError as error:
            refused = str(error)
    return Figures(
        entries=len(entries),
        unique_players=len({e.player_id for e in entries}),
        re_entries=sum(1 for e in entries if e.kind.value == "re-entry"),
        players_left=left,
        rebuys=sum(e.rebuys for e in entries),
        addons=sum(e.addons for e in entries),
        chips_in_play=chips,
        average_stack=average,
        big_blind=big_blind,
        average_big_blinds=chips / left / big_blind if left and big_blind else 0.0,
        pool=pool,
        payouts=payouts,
        explanation=_explain(pool, payouts, refused, "en"),
        payouts_refused=refused,
    )


def _explain(
    pool: PrizePool, payouts: PayoutStatus | None, refused: str, language: str
) -> tuple[str, ...]:
    notes = list(pool.explanation_in(language))
    if refused:
        notes.append(translate(language, "No payouts yet: {why}", why=refused))
    if payouts is not None:
        notes.extend(payouts.explanation_in(language))
    return tuple(notes)


def _finishing_order(state: TournamentState) -> list[Entry]:
    """Active entries by number, then busted ones, the last to bust first."""
    active = list(state.active())
    busted = sorted(
        (e for e in state.entries.values() if not e.active),
        key=lambda e: (-(e.bust_order or 0), e.place or 0, e.number),
    )
    return active + busted


def standings(state: TournamentState) -> tuple[Standing, ...]:
    """Every entry in finishing order, with prizes, knockouts and bounties.

    While more than one entry is playing, they are listed first without a place; the last
    one left is first. Tied entries share the prizes of the places they cover.
    """
    order = _finishing_order(state)
    winner = order[0].number if state.players_left == 1 else None
    prizes = _prizes(state, order, winner)
    progressive = state.setup.bounty.kind is BountyKind.PROGRESSIVE
    rows: list[Standing] = []
    for entry in order:
        place = 1 if entry.number == winner else entry.place
        label = ordinal(1) if entry.number == winner else entry.place_label
        bounty = entry.bounty_won
        if entry.number == winner and progressive and state.setup.has_bounties:
            bounty += entry.bounty
        rows.append(
            Standing(
                entry=entry.number,
                player_id=entry.player_id,
                name=state.players[entry.player_id].name,
                place=place,
                place_label=label,
                prize=prizes.get(entry.number, 0),
                knockouts=entry.knockouts,
                bounty_won=bounty,
                knocked_out_by=tuple(state.name(n) for n in entry.knocked_out_by),
                bust_level=entry.bust_level,
                rebuys=entry.rebuys,
                addons=entry.addons,
                covers=1 if entry.number == winner else entry.covers,
            )
        )
    return tuple(rows)


def _prizes(state: TournamentState, order: list[Entry], winner: int | None) -> dict[int, int]:
    prizes: dict[int, int] = {}
    deal = state.deal
    in_deal = {int(p) for p in deal.players} if deal is not None else set()
    if deal is not None:
        for player, amount in zip(deal.players, deal.amounts, strict=True):
            prizes[int(player)] = amount
        if winner is not None and winner in in_deal:
            prizes[winner] += deal.saved
    try:
        payouts = payout_status(state).payouts
    except DomainError:
        return prizes
    if winner is not None and winner not in in_deal:
        prizes[winner] = payouts.amount_for(1)
    placed = [e for e in order if e.place is not None and e.number not in in_deal]
    for (place, _), group in groupby(placed, key=lambda e: (e.place, e.bust_order)):
        members = sorted(group, key=lambda e: e.number)
        if place is None:
            continue
        shares = payouts.shared(best_place=place, count=len(members))
        for member, share in zip(members, shares, strict=True):
            prizes[member.number] = share
    return prizes
