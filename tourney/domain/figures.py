"""The tournament's figures and standings, as the big screen and the reports show them.

:func:`compute_figures` counts entries, players, rebuys and add-ons, the chips in play and the
average stack (in chips and in big blinds of the level in force), the prize pool
(:mod:`tourney.domain.money.prize_pool`) and the payouts in force
(:mod:`tourney.domain.money.payouts`, honouring a lock). :func:`standings` lists every entry in
finishing order with its prize, knockouts and bounties; a recorded deal replaces the payouts
of the players in it. :func:`paid_places` is what each place is paid, as every screen shows
it (the Payouts tab, the TV, ``tourney show``, the payout sheet): the payouts in force for the
places still played for, the prize of each player placed (tied players their shares), and
after a deal each player's amount and the money saved for the winner of the play-off.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from itertools import groupby

from tourney.base.messages import translate
from tourney.domain.entries.counts import EntryCounts, entry_counts
from tourney.domain.entries.entry import Entry, EntryKind, ordinal
from tourney.domain.errors import DomainError
from tourney.domain.levels.clock_events import Now
from tourney.domain.money.payouts import PayoutStatus, current_payouts
from tourney.domain.money.prize_pool import PrizePool, collect_prize_pool
from tourney.domain.state import TournamentState

__all__ = [
    "Figures",
    "PaidKind",
    "PaidPlace",
    "Standing",
    "compute_figures",
    "paid_places",
    "payout_status",
    "prize_pool",
    "prizes_left",
    "standings",
]


@dataclass(frozen=True, slots=True)
class Figures(EntryCounts):
    """The numbers of a tournament at one moment: its counts, and what follows from them.

    The counts (entries, players, re-entries, players left, rebuys, add-ons) are those of
    :class:`~tourney.domain.entries.counts.EntryCounts`.

    Attributes:
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
        places: What each place is paid (:func:`paid_places`); empty without payouts.
    """

    chips_in_play: int
    average_stack: int
    big_blind: int
    average_big_blinds: float
    pool: PrizePool
    payouts: PayoutStatus | None
    explanation: tuple[str, ...]
    payouts_refused: str = ""
    places: tuple[PaidPlace, ...] = ()

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
        bounty_won: Bounty cash won, in cents (for the winner, the bounty on his own head too).
        knocked_out_by: The names of the players who eliminated it.
        bust_level: The level it busted in.
        rebuys: Rebuys bought.
        addons: Add-ons bought.
        covers: How many places a tied place covers (1 for no tie).
        re_entry: The entry is a re-entry (the player has an earlier entry in the results).
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
    re_entry: bool = False

    def told_name(self, language: str) -> str:
        """The name as a list of results says it: ``"Carla Rossi (re-entry)"`` for a re-entry.

        A player who re-entered is listed once per entry; the re-entry says so, and the other
        line is the first entry.
        """
        if self.re_entry:
            return translate(language, "{name} (re-entry)", name=self.name)
        return self.name


class PaidKind(Enum):
    """Why a line of the payouts pays what it pays."""

    PLACE = "place"
    """A place paid by the payouts in force (its player named once he has finished there)."""
    TIE = "tie"
    """A player's share of the places he covers with the players he tied with."""
    DEAL = "deal"
    """A player's amount in the recorded deal."""
    SAVED = "saved"
    """The money the deal set aside for the winner of the play-off."""


@dataclass(frozen=True, slots=True)
class PaidPlace:
    """One line of the payouts: a place, what it pays, and to whom once that is known.

    Attributes:
        place: The place (1 = the winner). After a deal, the players still in take the first
            places in the order of their amounts; the saved money is on place 1.
        amount: What the line pays, in cents.
        kind: Why (:class:`PaidKind`).
        entry: The entry paid, or ``None`` while the place is still played for (and for the
            saved money).
        name: The player's name, or ``""``.
        shared: For a tie, the first and last places the tied players cover.
        finished: Whether the player finished in :attr:`place` (a player of the deal has a
            place of his own only once the play-off has placed him).
    """

    place: int
    amount: int
    kind: PaidKind = PaidKind.PLACE
    entry: int | None = None
    name: str = ""
    shared: tuple[int, int] | None = None
    finished: bool = False


def prize_pool(state: TournamentState) -> PrizePool:
    """The prize pool from what was sold, the added money and the guarantee.

    Every purchase counts at the price it was sold at (:attr:`Entry.purchases`): when the
    prices change during the night, what was bought before keeps its price. The added money
    and the guarantee are the setup's in force.
    """
    buyins = state.setup.buyins
    return collect_prize_pool(
        ((bought.kind, bought.price) for e in state.entries.values() for bought in e.purchases),
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
    """Every figure of the tournament at ``now`` (the counts are :func:`entry_counts`'s)."""
    entries = tuple(state.entries.values())
    counts = entry_counts(state)
    left = counts.players_left
    chips = sum(e.chips for e in entries) + state.chips_adjustment
    average = chips // left if left else 0
    big_blind = state.level_at(now).big_blind
    pool = prize_pool(state)
    payouts: PayoutStatus | None = None
    refused = ""
    places: tuple[PaidPlace, ...] = ()
    if entries:
        try:
            payouts = payout_status(state)
        except DomainError as error:
            refused = str(error)
        else:
            places = _paid_places(state, payouts.payouts.amounts)
    return Figures(
        entries=counts.entries,
        unique_players=counts.unique_players,
        re_entries=counts.re_entries,
        players_left=left,
        rebuys=counts.rebuys,
        addons=counts.addons,
        chips_in_play=chips,
        average_stack=average,
        big_blind=big_blind,
        average_big_blinds=chips / left / big_blind if left and big_blind else 0.0,
        pool=pool,
        payouts=payouts,
        explanation=_explain(pool, payouts, refused, "en"),
        payouts_refused=refused,
        places=places,
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
    rows: list[Standing] = []
    for entry in order:
        place = 1 if entry.number == winner else entry.place
        label = ordinal(1) if entry.number == winner else entry.place_label
        bounty = entry.bounty_won
        if entry.number == winner and state.setup.has_bounties:
            bounty += entry.bounty  # the bounty on the winner's own head is his: all is paid
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
                re_entry=entry.kind is EntryKind.RE_ENTRY,
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


def paid_places(state: TournamentState) -> tuple[PaidPlace, ...]:
    """What each place is paid, best place first: the one list every screen and sheet shows.

    Placed players get the prize :func:`standings` gives them (tied players one line each
    with their share, the shares adding up to the places they cover). Places still played
    for show the payout with nobody named. After a recorded deal, the players still in get a
    line each with their deal amount (taking the first places by amount), and the money saved
    for the play-off a line of its own until the winner is known. The amounts add up to the
    prize pool the payouts share. Empty while the payouts cannot be computed
    (:func:`compute_figures` says why).
    """
    if not state.entries:
        return ()
    try:
        amounts = payout_status(state).payouts.amounts
    except DomainError:
        return ()
    return _paid_places(state, amounts)


def _paid_places(state: TournamentState, amounts: tuple[int, ...]) -> tuple[PaidPlace, ...]:
    lines = standings(state)
    deal = state.deal
    in_deal = set(deal.players) if deal is not None else set()
    rows: list[PaidPlace] = []
    taken: set[int] = set()
    for place, group in _tie_groups(lines):
        last = place + len(group) - 1
        for offset, line in enumerate(group):
            if not line.prize:
                continue
            if len(group) > 1:
                kind, shared = PaidKind.TIE, (place, last)
            else:
                kind = PaidKind.DEAL if str(line.entry) in in_deal else PaidKind.PLACE
                shared = None
            number = place + offset
            rows.append(
                PaidPlace(number, line.prize, kind, line.entry, line.name, shared, finished=True)
            )
            taken.add(number)
    free = [place for place in range(1, len(amounts) + 1) if place not in taken]
    if deal is None:
        rows += [PaidPlace(place, amounts[place - 1]) for place in free]
    else:
        playing = sorted(
            (line for line in lines if line.place is None and str(line.entry) in in_deal),
            key=lambda line: (-line.prize, line.name.casefold(), line.entry),
        )
        if deal.saved and playing:
            rows.append(PaidPlace(1, deal.saved, PaidKind.SAVED))
        rows += [  # the players still in finish in the first places, whatever they get
            PaidPlace(place, line.prize, PaidKind.DEAL, line.entry, line.name)
            for place, line in enumerate(playing, start=1)
        ]
    return tuple(sorted(rows, key=lambda row: (row.place, row.entry is not None)))


def _tie_groups(lines: tuple[Standing, ...]) -> list[tuple[int, list[Standing]]]:
    """Placed lines grouped by the place they share, best first, members by entry number."""
    groups: dict[int, list[Standing]] = {}
    for line in lines:
        if line.place is not None:
            groups.setdefault(line.place, []).append(line)
    return [
        (place, sorted(group, key=lambda line: line.entry))
        for place, group in sorted(groups.items())
    ]
