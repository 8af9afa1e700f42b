"""Director actions on entries: register, re-enter, rebuy, add-on, unregister, bust out.

Each action comes as a pair: ``check_<action>(state, ...)`` raises a
:class:`~tourney.domain.errors.DomainNotAllowedError` that says why it is refused ("Ann
already busted out", "rebuys closed after level 6"), and ``<action>(state, ..., now, rng)``
checks the same and returns the :class:`~tourney.domain.log.events.Event` to store and apply;
the state itself never changes. Seats drawn at random are in the event's data.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tourney.base.messages import Number
from tourney.domain.entries.bounties import knockout
from tourney.domain.entries.entry import Entry, EntryKind, Place, ordinal
from tourney.domain.entries.placing import place_bustouts
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError, DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.room.seating import seat_late_entry
from tourney.domain.serialize import setup_to_json
from tourney.domain.setup import Offer, TournamentSetup
from tourney.domain.state import TournamentState

__all__ = [
    "Bust",
    "active_entry",
    "add_on",
    "bust_out",
    "check_add_on",
    "check_bust_out",
    "check_close_late_registration",
    "check_re_enter",
    "check_rebuy",
    "check_register",
    "check_unregister",
    "close_late_registration",
    "create_tournament",
    "re_enter",
    "rebuy",
    "register",
    "unregister",
]


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def create_tournament(setup: TournamentSetup, now: Now) -> Event:
    """The first event of every tournament: its setup."""
    return Event(
        "tournament_created", {"setup": setup_to_json(setup)}, _at(now), f"Create {setup.name}"
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
        DomainNotAllowedError: The player already has an entry, or late registration is over.
    """
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
    state: TournamentState,
    player: Player,
    kind: EntryKind,
    now: Now,
    rng: random.Random,
    label: str,
) -> Event:
    number = state.next_entry
    data: dict[str, Any] = {
        "entry": number,
        "player": player.public().to_json(),
        "kind": kind.value,
        "chips": state.setup.starting_stack,
        "bounty": state.setup.buyins.entry.bounty,
        "seat": None,
        "open_table": None,
    }
    if state.seats_drawn:
        data["seat"], data["open_table"] = _draw_seat(state, number, rng)
        label += f" (table {data['seat'][0]}, seat {data['seat'][1]})"
    return Event("player_registered", data, _at(now), label)


def _draw_seat(
    state: TournamentState, number: int, rng: random.Random
) -> tuple[list[int], list[int] | None]:
    """A seat for a new entry: a random open seat of the shortest tables, or a new table."""
    try:
        room, slip = seat_late_entry(state.room, number, rng)
    except DomainNotAllowedError:
        size = state.setup.tables.seats_per_table
        table = max((t.number for t in state.room.tables), default=0) + 1
        return [table, rng.randint(1, size)], [table, size]
    del room
    return [slip.to_table, slip.to_seat], None


def register(state: TournamentState, player: Player, now: Now, rng: random.Random) -> Event:
    """A player's first entry; once the seats are drawn he is seated at random at once.

    Raises:
        DomainNotAllowedError: See :func:`check_register`.
    """
    check_register(state, player, now)
    return _entry_event(state, player, EntryKind.ENTRY, now, rng, f"Register {player.name}")


def re_enter(state: TournamentState, player_id: int, now: Now, rng: random.Random) -> Event:
    """A new entry for a player who busted out, seated at random.

    Raises:
        DomainNotAllowedError: See :func:`check_re_enter`.
    """
    check_re_enter(state, player_id, now)
    player = state.players[player_id]
    return _entry_event(state, player, EntryKind.RE_ENTRY, now, rng, f"Re-entry of {player.name}")


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
    return Event(
        "entry_unregistered", {"entry": number}, _at(now), f"Unregister {state.name(number)}"
    )


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
    return Event("late_registration_closed", {}, _at(now), "Close late registration")


# ----------------------------------------------------------------------------- rebuys, add-ons


def _check_offer(
    state: TournamentState, number: int, offer: Offer | None, count: int, now: Now, *, rebuy: bool
) -> Offer:
    entry = active_entry(state, number)
    name = state.name(number)
    if offer is None:
        raise (
            DomainNotAllowedError("This tournament has no rebuys.")
            if rebuy
            else DomainNotAllowedError("This tournament has no add-ons.")
        )
    level = offer.until_level
    if level is not None and state.levels_started_at(now) > level:
        raise (
            DomainNotAllowedError("Rebuys closed after level {level}.", level=level)
            if rebuy
            else DomainNotAllowedError("Add-ons closed after level {level}.", level=level)
        )
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
    offer = state.setup.buyins.rebuy
    assert offer is not None
    data = {"entry": number, "chips": offer.chips, "bounty": offer.price.bounty, "stack": stack}
    return Event("rebuy", data, _at(now), f"Rebuy for {state.name(number)}")


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
    check_add_on(state, number, now)
    offer = state.setup.buyins.addon
    assert offer is not None
    data = {"entry": number, "chips": offer.chips, "bounty": offer.price.bounty}
    return Event("addon", data, _at(now), f"Add-on for {state.name(number)}")


# ----------------------------------------------------------------------------- bust-outs


@dataclass(frozen=True, slots=True)
class Bust:
    """One player busting in a hand.

    Attributes:
        entry: The entry that busted.
        by: The entries that won the pot that eliminated it (several for a split pot).
        stack: Its stack at the start of the hand; needed when several bust in one hand.
    """

    entry: int
    by: tuple[int, ...] = ()
    stack: int | None = None


def check_bust_out(state: TournamentState, busts: Sequence[Bust]) -> None:
    """Refuse bust-outs that cannot be recorded.

    Raises:
        DomainMalformedError: Nobody named.
        DomainNotAllowedError: An entry busted already or is named twice, everybody would bust,
            a starting stack is missing when several bust in one hand, or an eliminator is not
            playing or is among the busted.
    """
    if not busts:
        raise DomainMalformedError("Name at least one player who busted out.")
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


def bust_out(state: TournamentState, busts: Sequence[Bust], now: Now) -> Event:
    """Record one hand's bust-outs: places, level, time, eliminators and bounties.

    A single bust-out takes the last place free (the number of players left); players busting
    in the same hand are placed by their starting stacks (bigger places higher, equal stacks
    tie and share those places' prizes; :func:`tourney.domain.entries.placing.place_bustouts`).

    Raises:
        DomainError: See :func:`check_bust_out`.
    """
    check_bust_out(state, busts)
    left = state.players_left
    if len(busts) == 1:
        places = {busts[0].entry: (left, 1)}
    else:
        result = place_bustouts(
            players_left=left, busted=[(str(b.entry), b.stack or 0) for b in busts]
        )
        places = {int(p.player): (p.place, p.covers) for p in result.placings}
    busted: list[dict[str, Any]] = [
        {
            "entry": b.entry,
            "place": places[b.entry][0],
            "covers": places[b.entry][1],
            "stack": b.stack,
            "by": list(b.by),
        }
        for b in busts
    ]
    busted.sort(key=lambda item: int(item["place"]))
    data = {
        "level": state.levels_started_at(now) or None,
        "players_left": left,
        "busted": busted,
        "bounties": _bounties(state, busts),
    }
    return Event("bust_out", data, _at(now), _bust_label(state, busted))


def _bounties(state: TournamentState, busts: Sequence[Bust]) -> list[dict[str, int]]:
    if not state.setup.has_bounties:
        return []
    awards: list[dict[str, int]] = []
    for bust in busts:
        if not bust.by:
            continue
        award = knockout(
            state.setup.bounty,
            busted=str(bust.entry),
            bounty=state.entry(bust.entry).bounty,
            winners=[str(w) for w in bust.by],
        )
        for winner, cash, head in zip(bust.by, award.cash, award.added_to_head, strict=True):
            awards.append({"entry": winner, "cash": cash, "head": head})
    return awards


def _bust_label(state: TournamentState, busted: Sequence[dict[str, Any]]) -> str:
    def place(item: dict[str, Any]) -> str:
        return ordinal(item["place"]) + (" (tie)" if item["covers"] > 1 else "")

    if len(busted) == 1:
        return f"Bust-out of {state.name(busted[0]['entry'])}, {place(busted[0])}"
    parts = [f"{state.name(item['entry'])} ({place(item)})" for item in busted]
    return "Bust-out of " + ", ".join(parts[:-1]) + f" and {parts[-1]}"
