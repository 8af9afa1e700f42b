"""Director actions on entries: register, re-enter, rebuy, add-on, unregister, bust out.

Correcting a player's name (rename, merge a duplicate record) is in
:mod:`tourney.domain.entries.renaming`, and its actions are offered here too.

Each action comes as a pair: ``check_<action>(state, ...)`` raises a
:class:`~tourney.domain.errors.DomainNotAllowedError` that says why it is refused ("Ann
already busted out", "rebuys closed after level 6"), and ``<action>(state, ..., now, rng)``
checks the same and returns the :class:`~tourney.domain.log.events.Event` to store and apply;
the state itself never changes. Seats drawn at random are in the event's payload; what the
rules derive (chips, bounties, places) is not: the reducer works it out, so the same checks
guard a replayed or imported log (:mod:`tourney.domain.log.rules`).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from tourney.base.messages import Listing, Message, Number, message
from tourney.domain.entries.bust_labels import bust_label
from tourney.domain.entries.entry import Entry, EntryKind, Place
from tourney.domain.entries.players import Player
from tourney.domain.entries.renaming import (
    check_merge_player,
    check_rename_player,
    merge_player,
    rename_player,
)
from tourney.domain.entries.windows import check_offer_window
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    AddOn,
    Bust,
    BustOut,
    EntryUnregistered,
    LateRegistrationClosed,
    PlayerRegistered,
    Rebuy,
    TablePositions,
    TournamentCreated,
)
from tourney.domain.room.button import Positions
from tourney.domain.room.button_known import check_hand
from tourney.domain.room.seating import seat_late_entry
from tourney.domain.setup import Offer, TournamentSetup
from tourney.domain.state import TournamentState

__all__ = [
    "Bust",
    "active_entry",
    "add_on",
    "add_ons",
    "bust_out",
    "check_add_on",
    "check_add_ons",
    "check_bust_out",
    "check_close_late_registration",
    "check_merge_player",
    "check_re_enter",
    "check_rebuy",
    "check_register",
    "check_rename_player",
    "check_unregister",
    "close_late_registration",
    "create_tournament",
    "merge_player",
    "re_enter",
    "rebuy",
    "register",
    "rename_player",
    "unregister",
]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def create_tournament(setup: TournamentSetup, now: Now) -> Event:
    """The first event of every tournament: its setup."""
    return Event(TournamentCreated(setup), _at(now), message("Create {name}", name=setup.name))


def check_open(state: TournamentState) -> None:
    """Refuse an action on entries once the tournament has its winner.

    Raises:
        DomainNotAllowedError: One player is left.
    """
    if state.finished:
        raise DomainNotAllowedError(
            "The tournament is over: {name} has won (undo the last bust-out to reopen it).",
            name=state.name(state.winner.number) if state.winner is not None else "",
        )


def active_entry(state: TournamentState, number: int) -> Entry:
    """Entry ``number``, which must still be playing.

    Raises:
        DomainNotAllowedError: No such entry, or it has busted out.
    """
    entry = state.entry(number)
    if entry.active:
        return entry
    name = state.name(number)
    if entry.place is not None and entry.covers > 1:
        raise DomainNotAllowedError(
            "{name} already busted out ({place} (tie, {place}–{last})).",
            name=name,
            place=Place(entry.place),
            last=Place(entry.place + entry.covers - 1),
        )
    place = "" if entry.place is None else Place(entry.place)
    raise DomainNotAllowedError("{name} already busted out ({place}).", name=name, place=place)


# ----------------------------------------------------------------------------- registration


def _check_window(state: TournamentState, until: int | None, now: Now, *, re_entry: bool) -> None:
    if state.late_registration_closed:
        raise (
            DomainNotAllowedError("Late registration is closed: no more re-entries.")
            if re_entry
            else DomainNotAllowedError("Late registration is closed: no more registrations.")
        )
    if until is not None and state.levels_started_at(now) > until:
        raise (
            DomainNotAllowedError("Re-entries closed after level {level}.", level=until)
            if re_entry
            else DomainNotAllowedError("Registrations closed after level {level}.", level=until)
        )


def check_register(state: TournamentState, player: Player, now: Now) -> None:
    """Refuse a first entry for ``player`` when it is not allowed now.

    Raises:
        DomainNotAllowedError: The player already has an entry, late registration is over, or
            the tournament is over.
    """
    check_open(state)
    for entry in state.entries_of(player.id):
        if entry.active:
            raise DomainNotAllowedError(
                "{name} is already playing (entry {entry}).", name=player.name, entry=entry.number
            )
        raise DomainNotAllowedError(
            "{name} has busted out: buy a re-entry instead.", name=player.name
        )
    _check_window(state, state.setup.buyins.late_until_level, now, re_entry=False)


def check_re_enter(state: TournamentState, player_id: int, now: Now) -> None:
    """Refuse a re-entry when it is not allowed now.

    Raises:
        DomainNotAllowedError: The player never entered or is still playing, the event is a
            freezeout, the player reached the limit, or re-entry has closed.
    """
    check_open(state)
    entries = state.entries_of(player_id)
    if not entries:
        raise DomainNotAllowedError(
            "A re-entry is for a player who has busted out: register instead."
        )
    name = state.players[player_id].name
    if any(e.active for e in entries):
        raise DomainNotAllowedError("{name} is still playing: no re-entry.", name=name)
    limit = state.setup.buyins.re_entries
    if limit == 0 and state.setup.buyins.rebuy is not None:
        raise DomainNotAllowedError(
            "This tournament has rebuys but no re-entries: a player who busts out is out."
        )
    if limit == 0:
        raise DomainNotAllowedError("This tournament is a freezeout: no re-entries.")
    done = sum(1 for e in entries if e.kind is EntryKind.RE_ENTRY)
    if limit is not None and done >= limit:
        raise DomainNotAllowedError(
            "{name} has re-entered {count} times, the most allowed.", name=name, count=done
        )
    _check_window(state, state.setup.buyins.re_entry_window, now, re_entry=True)


def _entry_event(
    state: TournamentState, player: Player, kind: EntryKind, now: Now, rng: random.Random
) -> Event:
    number = state.next_entry
    seat: tuple[int, int] | None = None
    new_table = False
    if state.seats_drawn:
        seat, new_table = _draw_seat(state, number, rng)
    payload = PlayerRegistered(number, player.public(), kind, seat, new_table)
    return Event(payload, _at(now), _registered_label(player.name, kind, seat))


def _registered_label(name: str, kind: EntryKind, seat: tuple[int, int] | None) -> Message:
    re_entry = kind is EntryKind.RE_ENTRY
    if seat is None:
        if re_entry:
            return message("Re-entry of {name}", name=name)
        return message("Register {name}", name=name)
    table, number = seat
    if re_entry:
        return message(
            "Re-entry of {name} (table {table}, seat {seat})", name=name, table=table, seat=number
        )
    return message(
        "Register {name} (table {table}, seat {seat})", name=name, table=table, seat=number
    )


def _draw_seat(
    state: TournamentState, number: int, rng: random.Random
) -> tuple[tuple[int, int], bool]:
    """A seat for a new entry: a random open seat of the shortest tables, or a new table."""
    try:
        room, slip = seat_late_entry(state.room, number, rng)
    except DomainNotAllowedError:
        size = state.setup.tables.seats_per_table
        table = max((t.number for t in state.room.tables), default=0) + 1
        return (table, rng.randint(1, size)), True
    del room
    return (slip.to_table, slip.to_seat), False


def register(state: TournamentState, player: Player, now: Now, rng: random.Random) -> Event:
    """A player's first entry; once the seats are drawn he is seated at random at once.

    Raises:
        DomainNotAllowedError: See :func:`check_register`.
    """
    check_register(state, player, now)
    return _entry_event(state, player, EntryKind.ENTRY, now, rng)


def re_enter(state: TournamentState, player_id: int, now: Now, rng: random.Random) -> Event:
    """A new entry for a player who busted out, seated at random.

    Raises:
        DomainNotAllowedError: See :func:`check_re_enter`.
    """
    check_re_enter(state, player_id, now)
    return _entry_event(state, state.players[player_id], EntryKind.RE_ENTRY, now, rng)


def check_unregister(state: TournamentState, number: int) -> None:
    """Refuse to take back an entry once play has started.

    Raises:
        DomainNotAllowedError: No such entry, or the clock has been started.
    """
    state.entry(number)
    if state.started:
        raise DomainNotAllowedError(
            "Play has started: {name} cannot be unregistered; record a bust-out.",
            name=state.name(number),
        )


def unregister(state: TournamentState, number: int, now: Now) -> Event:
    """Take back an entry before play starts (the buy-in is refunded).

    Raises:
        DomainNotAllowedError: See :func:`check_unregister`.
    """
    check_unregister(state, number)
    label = message("Unregister {name}", name=state.name(number))
    return Event(EntryUnregistered(number), _at(now), label)


def check_close_late_registration(state: TournamentState) -> None:
    """Refuse to close late registration twice.

    Raises:
        DomainNotAllowedError: It is already closed.
    """
    if state.late_registration_closed:
        raise DomainNotAllowedError("Late registration is already closed.")


def close_late_registration(state: TournamentState, now: Now) -> Event:
    """Close late registration (and re-entries) now, whatever the level.

    Raises:
        DomainNotAllowedError: It is already closed.
    """
    check_close_late_registration(state)
    return Event(LateRegistrationClosed(), _at(now), message("Close late registration"))


# ----------------------------------------------------------------------------- rebuys, add-ons


def _check_offer(
    state: TournamentState, number: int, offer: Offer | None, count: int, now: Now, *, rebuy: bool
) -> Offer:
    check_open(state)
    entry = active_entry(state, number)
    name = state.name(number)
    if offer is None:
        raise (
            DomainNotAllowedError("This tournament has no rebuys.")
            if rebuy
            else DomainNotAllowedError("This tournament has no add-ons.")
        )
    check_offer_window(state, offer, now, rebuy=rebuy)
    if offer.limit is not None and count >= offer.limit:
        raise _limit_reached(name, offer.limit, rebuy=rebuy)
    del entry
    return offer


def _limit_reached(name: str, limit: int, *, rebuy: bool) -> DomainNotAllowedError:
    if limit == 1:
        return (
            DomainNotAllowedError("{name} has bought the rebuy once, the most allowed.", name=name)
            if rebuy
            else DomainNotAllowedError(
                "{name} has bought the add-on once, the most allowed.", name=name
            )
        )
    return (
        DomainNotAllowedError(
            "{name} has bought the rebuy {count} times, the most allowed.", name=name, count=limit
        )
        if rebuy
        else DomainNotAllowedError(
            "{name} has bought the add-on {count} times, the most allowed.", name=name, count=limit
        )
    )


def check_rebuy(state: TournamentState, number: int, *, stack: int, now: Now) -> None:
    """Refuse a rebuy for entry ``number`` that now holds ``stack`` chips.

    Raises:
        DomainNotAllowedError: The entry busted, the event has no rebuys, rebuys closed, the
            limit is reached, or the stack is above the starting stack.
    """
    entry = state.entry(number)
    offer = _check_offer(state, number, state.setup.buyins.rebuy, entry.rebuys, now, rebuy=True)
    del offer
    if isinstance(stack, bool) or not isinstance(stack, int) or stack < 0:
        raise DomainMalformedError(
            "The stack must be a whole number of chips, not {stack!r}.", stack=stack
        )
    start = state.setup.starting_stack
    if state.setup.buyins.rebuy_at_or_below_start and stack > start:
        raise DomainNotAllowedError(
            "{name}'s stack is above the starting stack ({stack} > {start}): no rebuy.",
            name=state.name(number),
            stack=Number(f"{stack:,}"),
            start=Number(f"{start:,}"),
        )


def rebuy(state: TournamentState, number: int, *, stack: int, now: Now) -> Event:
    """A rebuy for entry ``number``, whose player holds ``stack`` chips.

    Raises:
        DomainNotAllowedError: See :func:`check_rebuy`.
    """
    check_rebuy(state, number, stack=stack, now=now)
    label = message("Rebuy for {name}", name=state.name(number))
    return Event(Rebuy(number, stack), _at(now), label)


def check_add_on(state: TournamentState, number: int, now: Now) -> None:
    """Refuse an add-on for entry ``number``.

    Raises:
        DomainNotAllowedError: The entry busted, the event has no add-on, it closed, or the
            entry already bought it.
    """
    entry = state.entry(number)
    _check_offer(state, number, state.setup.buyins.addon, entry.addons, now, rebuy=False)


def add_on(state: TournamentState, number: int, now: Now) -> Event:
    """An add-on for entry ``number``.

    Raises:
        DomainNotAllowedError: See :func:`check_add_on`.
    """
    return add_ons(state, [number], now)


def check_add_ons(state: TournamentState, numbers: Sequence[int], now: Now) -> None:
    """Refuse an add-on for any of several entries given in one action.

    Raises:
        DomainMalformedError: No entry named.
        DomainNotAllowedError: An entry is named twice, or see :func:`check_add_on`.
    """
    if not numbers:
        raise DomainMalformedError("Name at least one entry for the add-on.")
    if len(set(numbers)) != len(numbers):
        raise DomainNotAllowedError("An entry is named twice for the add-on.")
    for number in numbers:
        check_add_on(state, number, now)


def add_ons(state: TournamentState, numbers: Sequence[int], now: Now) -> Event:
    """The add-on for each of several entries, in one action (one undo).

    Raises:
        DomainError: See :func:`check_add_ons`.
    """
    check_add_ons(state, numbers, now)
    if len(numbers) == 1:
        label = message("Add-on for {name}", name=state.name(numbers[0]))
    else:
        names = Listing(tuple(state.name(n) for n in numbers))
        label = message("Add-on for {names}", names=names)
    return Event(AddOn(tuple(numbers)), _at(now), label)


# ----------------------------------------------------------------------------- bust-outs


def check_bust_out(
    state: TournamentState,
    busts: Sequence[Bust],
    positions: Sequence[TablePositions] | None = None,
) -> None:
    """Refuse bust-outs that cannot be recorded.

    Raises:
        DomainMalformedError: Nobody named.
        DomainNotAllowedError: An entry busted already or is named twice, everybody would bust,
            a starting stack is missing when several bust in one hand, an eliminator is not
            playing or is among the busted, or the hand's positions name a table twice, a
            table where none of them sits, or positions that table cannot have had
            (:func:`tourney.domain.room.button_known.check_hand`).
    """
    if not busts:
        raise DomainMalformedError("Name at least one player who busted out.")
    check_open(state)
    numbers = [b.entry for b in busts]
    if len(set(numbers)) != len(numbers):
        raise DomainNotAllowedError("A player is named twice among those busting out.")
    for bust in busts:
        active_entry(state, bust.entry)
    left = state.players_left
    if len(busts) >= left:
        raise DomainNotAllowedError(
            "{count} players cannot bust when {left} are left: somebody must win the hand.",
            count=len(busts),
            left=left,
        )
    if len(busts) > 1:
        for bust in busts:
            if bust.stack is None or bust.stack <= 0:
                raise DomainNotAllowedError(
                    "Several players bust in this hand: give {name}'s stack at the start "
                    "of the hand.",
                    name=state.name(bust.entry),
                )
    for bust in busts:
        name = state.name(bust.entry)
        if len(set(bust.by)) != len(bust.by):
            raise DomainNotAllowedError(
                "A player is named twice among those who knocked out {name}.", name=name
            )
        for winner in bust.by:
            if winner == bust.entry:
                raise DomainNotAllowedError("{name} cannot knock himself out.", name=name)
            if winner in numbers:
                raise DomainNotAllowedError(
                    "{winner} busted in the same hand and cannot have knocked out {name}.",
                    winner=state.name(winner),
                    name=name,
                )
            active_entry(state, winner)
    _check_positions(state, numbers, positions or ())


def _check_positions(
    state: TournamentState, numbers: Sequence[int], positions: Sequence[TablePositions]
) -> None:
    tables = [hand.table for hand in positions]
    if len(set(tables)) != len(tables):
        raise DomainNotAllowedError("The positions of a hand name a table twice.")
    where = {seat[0] for seat in map(state.seat_of, numbers) if seat is not None}
    heads_up_bb = state.setup.tables.button_posts_big_blind_heads_up
    for hand in positions:
        table = state.room.table(hand.table)
        if hand.table not in where:
            raise DomainNotAllowedError(
                "Nobody busting sits at {table}: its positions are not those of this hand.",
                table=table.label_note,
            )
        check_hand(table, Positions(hand.button, hand.sb, hand.bb), heads_up_button_bb=heads_up_bb)


def bust_out(
    state: TournamentState,
    busts: Sequence[Bust],
    now: Now,
    *,
    positions: Sequence[TablePositions] | None = None,
) -> Event:
    """Record one hand's bust-outs: who busted, their stacks and their eliminators.

    The places, the level and the bounties follow from the log (the reducer works them out):
    a single bust-out takes the last place free; players busting in the same hand are placed
    by their starting stacks (bigger stacks higher, equal stacks tie and share those places'
    prizes; :func:`tourney.domain.entries.placing.place_bustouts`).

    ``positions`` are the button and blinds of that hand at the busted players' tables, as
    the director confirmed them: that hand is recorded as played there, so the next hand's
    positions follow by the dead-button rule (a dead small blind after the big blind busts,
    a dead button, heads-up).

    Raises:
        DomainError: See :func:`check_bust_out`.
    """
    check_bust_out(state, busts, positions)
    busted = tuple(Bust(b.entry, tuple(b.by), b.stack if len(busts) > 1 else None) for b in busts)
    hands = tuple(sorted(positions, key=lambda hand: hand.table)) if positions else None
    return Event(BustOut(busted, hands), _at(now), bust_label(state, busted))
