"""The reducer's workshop: a mutable builder of the state, and one handler per payload.

:class:`Builder` holds the state being built in plain dicts and lists, frozen once into a
:class:`~tourney.domain.state.TournamentState`; :data:`HANDLERS` applies each kind of payload
to it, deriving what the rules decide (chips, bounties and each entry's purchases at their
prices from the setup in force, a
bust-out's level and bounties, every place: :func:`placed`). :mod:`tourney.domain.log.reducer`
drives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import groupby
from typing import Any

from tourney.domain.entries.bounties import knockout
from tourney.domain.entries.buyins import Bought, Purchase
from tourney.domain.entries.entry import Entry, EntryStatus
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainMalformedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.log import payloads as p
from tourney.domain.log.chain import Log
from tourney.domain.log.events import Event
from tourney.domain.log.history import History
from tourney.domain.room.button import Positions
from tourney.domain.room.tables import Confirmation, Room, Table
from tourney.domain.setup import levels_started
from tourney.domain.state import ChipRaceRecord, TournamentState

__all__ = ["HANDLERS", "Builder", "Handler", "placed"]


class _MTable:
    """A table being changed inside the builder."""

    __slots__ = ("blocked", "button", "confirmed", "fixed", "name", "number", "previous", "seats")

    def __init__(self, table: Table) -> None:
        self.number = table.number
        self.seats: list[int | str | None] = list(table.seats)
        self.name = table.name
        self.blocked = table.blocked
        self.fixed = set(table.fixed)
        self.previous: Positions | tuple[int, int, int] | None = table.previous
        self.button = table.button
        self.confirmed: Confirmation | tuple[float, ClockState] | None = table.confirmed

    def confirm(self, at: float, clock: ClockState) -> None:
        """The director told where the button is, at ``at``."""
        self.confirmed = (at, clock)  # made a Confirmation once, when frozen

    def freeze(self) -> Table:
        previous = self.previous
        if isinstance(previous, tuple):
            previous = Positions(*previous)
        confirmed = self.confirmed
        if isinstance(confirmed, tuple):
            confirmed = Confirmation(*confirmed)
        return Table(
            self.number,
            tuple(self.seats),
            name=self.name,
            blocked=self.blocked,
            fixed=frozenset(self.fixed),
            previous=previous,
            button=self.button,
            confirmed=confirmed,
        )


class Builder:
    """The state being built: plain dicts and lists, frozen once at the end."""

    def __init__(self, state: TournamentState) -> None:
        self.setup = state.setup
        self.clock = state.clock
        self.players = dict(state.players)
        self.entries = dict(state.entries)
        self.settings = state.room.settings
        self.tables: dict[int, Table] = {t.number: t for t in state.room.tables}
        self.changed: dict[int, _MTable] = {}
        self.where: dict[int | str, int] = {
            player: t.number for t in state.room.tables for player in t.players()
        }
        self.seats_drawn = state.seats_drawn
        self.started = state.started
        self.late_closed = state.late_registration_closed
        self.locked = state.locked_payouts
        self.deal = state.deal
        self.chip_races = list(state.chip_races)
        self.chips_adjustment = state.chips_adjustment
        self.bust_hands = state.bust_hands
        self.next_entry = state.next_entry
        self.left = state.players_left
        self.replaced = False  # whether a bust-out or an entry may have moved the places

    def freeze(self, history: History, log: Log[Event]) -> TournamentState:
        """The state built so far, frozen, with its undo bookkeeping and its log."""
        self._place()
        tables = dict(self.tables)
        for number, table in self.changed.items():
            tables[number] = table.freeze()
        return self._state(tables, history, log)

    def view(self, history: History, log: Log[Event]) -> TournamentState:
        """The state so far, for the rules to read (it shares the builder's dictionaries)."""
        self._place()
        for number, table in self.changed.items():
            self.tables[number] = table.freeze()
        self.changed.clear()
        return self._state(dict(self.tables), history, log)

    def _place(self) -> None:
        """Work the places out again if an entry was placed or taken back since."""
        if self.replaced:
            placed(self.entries, self.left)
            self.replaced = False

    def _state(
        self, tables: dict[int, Table], history: History, log: Log[Event]
    ) -> TournamentState:
        room = Room(tuple(tables[n] for n in sorted(tables)), self.settings)
        return TournamentState(
            setup=self.setup,
            clock=self.clock,
            players=self.players,
            entries=self.entries,
            room=room,
            seats_drawn=self.seats_drawn,
            started=self.started,
            late_registration_closed=self.late_closed,
            locked_payouts=self.locked,
            deal=self.deal,
            chip_races=tuple(self.chip_races),
            chips_adjustment=self.chips_adjustment,
            bust_hands=self.bust_hands,
            next_entry=self.next_entry,
            players_left=self.left,
            history=history,
            log=log,
        )

    # ----------------------------------------------------------------- tables

    def table(self, number: int) -> _MTable:
        """Table ``number``, ready to change (copied from the frozen one at the first change)."""
        changed = self.changed.get(number)
        if changed is None:
            if number not in self.tables:
                raise DomainMalformedError("table {number} is not in play", number=number)
            changed = self.changed[number] = _MTable(self.tables[number])
        return changed

    def open_table(self, number: int, size: int) -> None:
        """Put an empty table in play."""
        if number in self.tables or number in self.changed:
            raise DomainMalformedError("table {number} is already in play", number=number)
        if not 1 <= number <= 10_000 or not 2 <= size <= 10:
            raise DomainMalformedError(
                "a table is numbered 1 to 10,000 and has 2 to 10 seats, not table {number} "
                "of {size}",
                number=number,
                size=size,
            )
        self.tables[number] = Table.empty(number, size)

    def close_table(self, number: int) -> None:
        """Take an empty table out of play."""
        table = self.table(number)
        if any(seat is not None for seat in table.seats):
            raise DomainMalformedError("table {number} still has players", number=number)
        del self.tables[number]
        self.changed.pop(number, None)

    def sit(self, entry: int, table: int, seat: int) -> None:
        """Seat ``entry`` at a free seat."""
        target = self.table(table)
        if not 1 <= seat <= len(target.seats):
            raise DomainMalformedError("table {table} has no seat {seat}", table=table, seat=seat)
        if target.seats[seat - 1] is not None:
            raise DomainMalformedError(
                "seat {seat} at table {table} is taken", seat=seat, table=table
            )
        target.seats[seat - 1] = entry
        self.where[entry] = table

    def unseat(self, entry: int) -> None:
        """Take ``entry`` from its seat, if it has one."""
        number = self.where.pop(entry, None)
        if number is None:
            return
        table = self.table(number)
        table.seats[table.seats.index(entry)] = None
        table.fixed.discard(entry)

    # ----------------------------------------------------------------- entries

    def entry(self, number: int) -> Entry:
        """Entry ``number``, which must exist."""
        found = self.entries.get(number)
        if found is None:
            raise DomainMalformedError("there is no entry {number}", number=number)
        return found

    def playing(self, number: int) -> Entry:
        """Entry ``number``, which must still be playing."""
        found = self.entry(number)
        if not found.active:
            raise DomainMalformedError("entry {number} has busted out", number=number)
        return found

    def change(self, number: int, **changes: Any) -> None:
        """Replace fields of entry ``number``."""
        self.entries[number] = replace(self.entries[number], **changes)

    def levels_started_at(self, at: float) -> int:
        """How many levels have started at ``at`` (0 before the clock first starts)."""
        if not self.started:
            return 0
        return levels_started(self.clock.structure, self.clock.reading(at).index)


def placed(entries: dict[int, Entry], left: int) -> None:
    """Give every busted entry its place: all the entries that outlasted it come first.

    Hands are counted from the last: the entries busted in a hand take the places just below
    those still playing and those busted later; within a hand the bigger starting stack
    finishes higher and equal stacks tie (the best place they cover, sharing the others).
    """
    busted = sorted(
        (e for e in entries.values() if e.status is EntryStatus.BUSTED),
        key=lambda e: (-(e.bust_order or 0), -(e.bust_stack or 0)),
    )
    ahead = left
    for _, hand in groupby(busted, key=lambda e: e.bust_order):
        members = list(hand)
        place = ahead + 1
        for _, group in groupby(members, key=lambda e: e.bust_stack or 0):
            tied = list(group)
            covers = len(tied) if len(members) > 1 else 1
            for entry in tied:
                if entry.place != place or entry.covers != covers:
                    entries[entry.number] = replace(entry, place=place, covers=covers)
            place += len(tied)
        ahead += len(members)


# ----------------------------------------------------------------------------- handlers

Handler = Callable[[Builder, Any, float], None]


def _setup_changed(b: Builder, payload: p.SetupChanged, at: float) -> None:
    setup = payload.setup
    if setup.structure != b.clock.structure:
        b.clock = b.clock.edit_structure(setup.structure, at).state
    if setup.pause_at_level_end != b.clock.pause_at_level_end:
        b.clock = b.clock.set_pause_at_level_end(at, on=setup.pause_at_level_end).state
    b.setup = setup
    b.settings = setup.tables


def _structure_edited(b: Builder, payload: p.StructureEdited, at: float) -> None:
    b.clock = b.clock.edit_structure(payload.structure, at).state
    b.setup = replace(b.setup, structure=payload.structure)


def _registered(b: Builder, payload: p.PlayerRegistered, at: float) -> None:
    number, player = payload.entry, payload.player
    if number != b.next_entry:
        raise DomainMalformedError(
            "the next entry is number {expected}, not {number}",
            expected=b.next_entry,
            number=number,
        )
    b.players[player.id] = player
    buyins = b.setup.buyins
    b.entries[number] = Entry(
        number,
        player.id,
        payload.kind,
        buyins.chips,
        registered_at=at,
        bounty=buyins.entry.bounty,
        purchases=(Bought(Purchase.ENTRY, buyins.entry, buyins.chips),),
    )
    b.next_entry = number + 1
    b.left += 1
    b.replaced = True
    if payload.seat is not None:
        table, seat = payload.seat
        if payload.new_table:
            b.open_table(table, b.setup.tables.seats_per_table)
        b.sit(number, table, seat)


def _unregistered(b: Builder, payload: p.EntryUnregistered, at: float) -> None:
    number = payload.entry
    gone = b.playing(number)
    b.unseat(number)
    del b.entries[number]
    b.left -= 1
    b.replaced = True
    if not any(e.player_id == gone.player_id for e in b.entries.values()):
        del b.players[gone.player_id]


def _renamed(b: Builder, payload: p.PlayerRenamed, at: float) -> None:
    if payload.player_id not in b.players:
        raise DomainMalformedError("there is no player {id}", id=payload.player_id)
    b.players[payload.player_id] = Player(payload.player_id, payload.name, payload.nickname)


def _merged(b: Builder, payload: p.PlayersMerged, at: float) -> None:
    duplicate, into = payload.player_id, payload.into
    if duplicate not in b.players:
        raise DomainMalformedError("there is no player {id}", id=duplicate)
    if into.id == duplicate:
        raise DomainMalformedError("player {id} is merged into itself", id=duplicate)
    for number, entry in list(b.entries.items()):
        if entry.player_id == duplicate:
            b.change(number, player_id=into.id)
    del b.players[duplicate]
    b.players[into.id] = into


def _seats_drawn(b: Builder, payload: p.SeatsDrawn, at: float) -> None:
    for drawn in payload.tables:
        b.open_table(drawn.number, len(drawn.seats))
        table = b.table(drawn.number)
        table.button = drawn.button
        if drawn.button is not None:
            table.confirm(at, b.clock)
        for seat, entry in enumerate(drawn.seats, start=1):
            if entry is not None:
                b.playing(entry)
                b.unseat(entry)
                table.seats[seat - 1] = entry
                b.where[entry] = drawn.number
    b.seats_drawn = True


def _rebuy(b: Builder, payload: p.Rebuy, at: float) -> None:
    offer = b.setup.buyins.rebuy
    if offer is None:
        raise DomainMalformedError("this tournament has no rebuys")
    entry = b.playing(payload.entry)
    b.change(
        entry.number,
        chips=entry.chips + offer.chips,
        bounty=entry.bounty + offer.price.bounty,
        rebuys=entry.rebuys + 1,
        purchases=(*entry.purchases, Bought(Purchase.REBUY, offer.price, offer.chips)),
    )


def _add_on(b: Builder, payload: p.AddOn, at: float) -> None:
    offer = b.setup.buyins.addon
    if offer is None:
        raise DomainMalformedError("this tournament has no add-ons")
    if len(set(payload.entries)) != len(payload.entries):
        raise DomainMalformedError("an entry is named twice in one add-on")
    for number in payload.entries:
        entry = b.playing(number)
        b.change(
            number,
            chips=entry.chips + offer.chips,
            bounty=entry.bounty + offer.price.bounty,
            addons=entry.addons + 1,
            purchases=(*entry.purchases, Bought(Purchase.ADDON, offer.price, offer.chips)),
        )


def _bust_out(b: Builder, payload: p.BustOut, at: float) -> None:
    numbers = [busted.entry for busted in payload.busted]
    if not numbers or len(set(numbers)) != len(numbers):
        raise DomainMalformedError("a bust-out names each busted entry once")
    if len(numbers) >= b.left:
        raise DomainMalformedError("somebody must be left to win the hand")
    for hand in payload.positions or ():  # that hand was played there, before they leave
        played = b.table(hand.table)
        if not all(1 <= seat <= len(played.seats) for seat in (hand.button, hand.sb, hand.bb)):
            raise DomainMalformedError(
                "the positions at table {table} are outside the table", table=hand.table
            )
        played.previous = (hand.button, hand.sb, hand.bb)
        played.button = None
        played.confirm(at, b.clock)
    b.bust_hands += 1
    level = b.levels_started_at(at) or None
    several = len(numbers) > 1
    rule = b.setup.bounty if b.setup.has_bounties else None
    for busted in payload.busted:
        victim = b.playing(busted.entry)
        for winner in busted.by:
            if winner in numbers:
                raise DomainMalformedError(
                    "entry {winner} busted in the same hand and knocked nobody out", winner=winner
                )
            b.playing(winner)
        b.unseat(victim.number)
        b.change(
            victim.number,
            status=EntryStatus.BUSTED,
            bust_level=level,
            bust_at=at,
            bust_order=b.bust_hands,
            bust_stack=busted.stack if several else None,
            knocked_out_by=busted.by,
        )
        for winner in busted.by:
            b.change(winner, knockouts=b.entries[winner].knockouts + 1)
        if rule is not None and busted.by:
            award = knockout(
                rule,
                busted=str(victim.number),
                bounty=victim.bounty,
                winners=[str(w) for w in busted.by],
            )
            for winner, cash, head in zip(busted.by, award.cash, award.added_to_head, strict=True):
                won = b.entries[winner]
                b.change(winner, bounty_won=won.bounty_won + cash, bounty=won.bounty + head)
    b.left -= len(numbers)
    b.replaced = True
    if b.left == 1 and b.clock.running:  # the winner is known: the clock stops
        b.clock = b.clock.pause(at).state


def _moved(b: Builder, payload: p.PlayerMoved, at: float) -> None:
    b.playing(payload.entry)
    table, seat = payload.to
    b.unseat(payload.entry)
    b.sit(payload.entry, table, seat)


def _proposal(b: Builder, payload: p.ProposalAccepted, at: float) -> None:
    for move in payload.moves:
        b.playing(move.entry)
        b.unseat(move.entry)
    for move in payload.moves:
        table, seat = move.to
        b.sit(move.entry, table, seat)
    for number in payload.closed:
        b.close_table(number)
    if payload.final_table is not None:
        final = b.table(payload.final_table)
        final.previous = None
        final.button = payload.button
        final.confirm(at, b.clock)


def _button_set(b: Builder, payload: p.ButtonSet, at: float) -> None:
    table = b.table(payload.table)
    table.previous = None
    table.button = payload.seat
    table.confirm(at, b.clock)


def _hand_played(b: Builder, payload: p.HandPlayed, at: float) -> None:
    table = b.changed.get(payload.table) or b.table(payload.table)
    # the hot path of a replay: the positions become a Positions value once, when frozen
    table.previous = (payload.button, payload.sb, payload.bb)
    table.button = None
    table.confirmed = (at, b.clock)


def _chip_race(b: Builder, payload: p.ChipRaced, at: float) -> None:
    b.table(payload.table)
    race = ChipRaceRecord(
        payload.table,
        payload.removed,
        payload.into,
        payload.value_before,
        payload.value_after,
        payload.notes,
    )
    b.chip_races.append(race)
    b.chips_adjustment += race.value_after - race.value_before


def _started(b: Builder, payload: p.ClockStarted, at: float) -> None:
    if b.bust_hands > 0 and b.left == 1:  # finished: a start made while the last bust-out was
        return  # undone, the bust-out then redone, leaves the winner's clock stopped
    b.clock = b.clock.start(at).state
    b.started = True


def _clock(change: Callable[[ClockState, Any, float], ClockState]) -> Handler:
    def handler(b: Builder, payload: Any, at: float) -> None:
        b.clock = change(b.clock, payload, at)

    return handler


def _late_closed(b: Builder, payload: p.LateRegistrationClosed, at: float) -> None:
    b.late_closed = True


def _locked(b: Builder, payload: p.PayoutsLocked, at: float) -> None:
    b.locked = payload.payouts


def _unlocked(b: Builder, payload: p.PayoutsUnlocked, at: float) -> None:
    b.locked = None


def _deal(b: Builder, payload: p.DealRecorded, at: float) -> None:
    b.deal = payload.deal


def _opened(b: Builder, payload: p.TableOpened, at: float) -> None:
    b.open_table(payload.table, payload.seats)


def _closed(b: Builder, payload: p.TableClosed, at: float) -> None:
    b.close_table(payload.table)


HANDLERS: dict[str, Handler] = {
    "setup_changed": _setup_changed,
    "structure_edited": _structure_edited,
    "player_registered": _registered,
    "entry_unregistered": _unregistered,
    "player_renamed": _renamed,
    "players_merged": _merged,
    "seats_drawn": _seats_drawn,
    "rebuy": _rebuy,
    "addon": _add_on,
    "bust_out": _bust_out,
    "late_registration_closed": _late_closed,
    "player_moved": _moved,
    "proposal_accepted": _proposal,
    "table_opened": _opened,
    "table_closed": _closed,
    "button_set": _button_set,
    "hand_played": _hand_played,
    "hand_for_hand": _clock(lambda c, d, at: c.set_hand_for_hand(at, on=d.on).state),
    "clock_started": _started,
    "clock_paused": _clock(lambda c, d, at: c.pause(at).state),
    "clock_adjusted": _clock(lambda c, d, at: c.adjust(d.seconds, at).state),
    "level_jumped": _clock(lambda c, d, at: c.jump(d.index, at, resume=d.resume).state),
    "level_restarted": _clock(lambda c, d, at: c.restart_level(at).state),
    "pause_at_level_end": _clock(lambda c, d, at: c.set_pause_at_level_end(at, on=d.on).state),
    "payouts_locked": _locked,
    "payouts_unlocked": _unlocked,
    "deal_recorded": _deal,
    "chip_race": _chip_race,
}
