"""Events into state: :func:`replay` a whole log, :func:`apply` one more event.

The reducer trusts an event's facts (the action that made it checked them) and never draws at
random: seats, buttons and redraws are in the data. It works on a mutable builder and freezes
a :class:`~tourney.domain.state.TournamentState` once at the end, so replaying 50,000 events
costs one small dictionary update each. Undo and redo (:mod:`tourney.domain.log.history`) are
resolved first; the state is the replay of the actions in effect.

Event kinds and their data (every ``entry`` is an entry number; ``at`` is the event's time):

==========================  =================================================================
kind                        data
==========================  =================================================================
tournament_created          ``setup`` (:func:`~tourney.domain.serialize.setup_to_json`); first
setup_changed               ``setup``: the new setup (same structure)
structure_edited            ``structure``: the new structure, from the current item on
player_registered           ``entry``, ``player`` {id, name, nickname}, ``kind`` ("entry" or
                            "re-entry"), ``chips``, ``bounty``, ``seat`` ([table, seat] or
                            null), ``open_table`` (number and size of a table opened for it,
                            or null)
entry_unregistered          ``entry``
seats_drawn                 ``tables``: [{number, seats: [entry or null per seat], button}]
rebuy / addon               ``entry``, ``chips``, ``bounty`` (added to the head), ``stack``
                            (rebuy: the stack declared)
bust_out                    ``level``, ``players_left``, ``busted``: [{entry, place, covers,
                            stack, by: [entries]}], ``bounties``: [{entry, cash, head}]
late_registration_closed    (nothing)
player_moved                ``entry``, ``to``: [table, seat], ``reason``
proposal_accepted           ``moves``: [{entry, from: [t, s], to: [t, s], reason}], ``closed``,
                            ``final_redraw``, ``final_table``, ``button``
table_opened / table_closed ``table`` (and ``seats`` for a new table)
button_set                  ``table``, ``seat``: the button before the table's first hand;
                            a drawn button adds ``explanation`` (the cards, as
                            :func:`~tourney.domain.serialize.notes_to_json` writes them;
                            English sentences in older logs)
hand_played                 ``table``, ``button``, ``sb``, ``bb``: the hand's positions
hand_for_hand               ``on``
clock_started / paused      (nothing)
clock_adjusted              ``seconds`` (negative takes time away)
level_jumped                ``index``: the structure item to go to
level_restarted             (nothing)
pause_at_level_end          ``on``
payouts_locked              ``payouts`` (:func:`~tourney.domain.serialize.payouts_to_json`)
payouts_unlocked            (nothing)
deal_recorded               ``deal`` (:func:`~tourney.domain.serialize.deal_to_json`; players
                            are entry numbers as text)
chip_race                   ``table``, ``removed``, ``into``, ``value_before``,
                            ``value_after``, ``explanation``
undo / redo                 ``target``: the log position of the action
==========================  =================================================================
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import replace
from typing import Any

from tourney.base.refusals import Refusal
from tourney.domain.entries.entry import Entry, EntryKind, EntryStatus
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError, DomainMalformedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.log.events import Event
from tourney.domain.log.history import META_KINDS, History, scan
from tourney.domain.room.button import Positions
from tourney.domain.room.tables import Room, Table
from tourney.domain.serialize import (
    deal_from_json,
    notes_from_json,
    payouts_from_json,
    setup_from_json,
    structure_from_json,
)
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import ChipRaceRecord, TournamentState

__all__ = ["apply", "replay"]


class _MTable:
    """A table being changed inside the builder."""

    __slots__ = ("blocked", "button", "fixed", "name", "number", "previous", "seats")

    def __init__(self, table: Table) -> None:
        self.number = table.number
        self.seats: list[int | str | None] = list(table.seats)
        self.name = table.name
        self.blocked = table.blocked
        self.fixed = set(table.fixed)
        self.previous: Positions | tuple[int, int, int] | None = table.previous
        self.button = table.button

    def freeze(self) -> Table:
        previous = self.previous
        if isinstance(previous, tuple):
            previous = Positions(*previous)
        return Table(
            self.number,
            tuple(self.seats),
            name=self.name,
            blocked=self.blocked,
            fixed=frozenset(self.fixed),
            previous=previous,
            button=self.button,
        )


class _Builder:
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
            p: t.number for t in state.room.tables for p in t.players()
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

    def freeze(self, history: History, log: tuple[Event, ...]) -> TournamentState:
        tables = dict(self.tables)
        for number, table in self.changed.items():
            tables[number] = table.freeze()
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
            history=history,
            log=log,
        )

    # ----------------------------------------------------------------- tables

    def table(self, number: int) -> _MTable:
        changed = self.changed.get(number)
        if changed is None:
            changed = self.changed[number] = _MTable(self.tables[number])
        return changed

    def open_table(self, number: int, size: int) -> None:
        if number in self.tables:
            raise DomainMalformedError("table {number} is already in play", number=number)
        self.tables[number] = Table.empty(number, size)

    def close_table(self, number: int) -> None:
        del self.tables[number]
        self.changed.pop(number, None)

    def sit(self, entry: int, table: int, seat: int) -> None:
        target = self.table(table)
        if target.seats[seat - 1] is not None:
            raise DomainMalformedError(
                "seat {seat} at table {table} is taken", seat=seat, table=table
            )
        target.seats[seat - 1] = entry
        self.where[entry] = table

    def unseat(self, entry: int) -> None:
        number = self.where.pop(entry, None)
        if number is None:
            return
        table = self.table(number)
        table.seats[table.seats.index(entry)] = None
        table.fixed.discard(entry)

    # ----------------------------------------------------------------- entries

    def change(self, number: int, **changes: Any) -> None:
        self.entries[number] = replace(self.entries[number], **changes)


Handler = Callable[[_Builder, Mapping[str, Any], float], None]


def _setup_changed(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    setup = setup_from_json(data["setup"])
    if setup.structure != b.clock.structure:
        b.clock = b.clock.edit_structure(setup.structure, at).state
    if setup.pause_at_level_end != b.clock.pause_at_level_end:
        b.clock = b.clock.set_pause_at_level_end(at, on=setup.pause_at_level_end).state
    b.setup = setup
    b.settings = setup.tables


def _structure_edited(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    structure = structure_from_json(data["structure"])
    b.clock = b.clock.edit_structure(structure, at).state
    b.setup = replace(b.setup, structure=structure)


def _registered(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    number = data["entry"]
    player = Player.from_json(data["player"])
    b.players[player.id] = player
    b.entries[number] = Entry(
        number,
        player.id,
        EntryKind(data["kind"]),
        data["chips"],
        registered_at=at,
        bounty=data.get("bounty", 0),
    )
    b.next_entry = max(b.next_entry, number + 1)
    opened = data.get("open_table")
    if opened is not None:
        b.open_table(opened[0], opened[1])
    seat = data.get("seat")
    if seat is not None:
        b.sit(number, seat[0], seat[1])


def _unregistered(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    number = data["entry"]
    b.unseat(number)
    gone = b.entries.pop(number)
    if not any(e.player_id == gone.player_id for e in b.entries.values()):
        del b.players[gone.player_id]


def _seats_drawn(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    for table in data["tables"]:
        number = table["number"]
        b.open_table(number, len(table["seats"]))
        mtable = b.table(number)
        mtable.button = table.get("button")
        for seat, entry in enumerate(table["seats"], start=1):
            if entry is not None:
                b.unseat(entry)
                mtable.seats[seat - 1] = entry
                b.where[entry] = number
    b.seats_drawn = True


def _bought(b: _Builder, data: Mapping[str, Any], what: str) -> None:
    entry = b.entries[data["entry"]]
    count = {"rebuys": entry.rebuys + 1} if what == "rebuy" else {"addons": entry.addons + 1}
    b.change(
        entry.number,
        chips=entry.chips + data["chips"],
        bounty=entry.bounty + data.get("bounty", 0),
        **count,
    )


def _bust_out(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    b.bust_hands += 1
    for busted in data["busted"]:
        number = busted["entry"]
        by = tuple(busted.get("by", ()))
        b.unseat(number)
        b.change(
            number,
            status=EntryStatus.BUSTED,
            place=busted["place"],
            covers=busted.get("covers", 1),
            bust_level=data.get("level"),
            bust_at=at,
            bust_order=b.bust_hands,
            knocked_out_by=by,
        )
        for winner in by:
            b.change(winner, knockouts=b.entries[winner].knockouts + 1)
    for award in data.get("bounties", ()):
        winner = b.entries[award["entry"]]
        b.change(
            winner.number,
            bounty_won=winner.bounty_won + award["cash"],
            bounty=winner.bounty + award["head"],
        )


def _moved(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    number = data["entry"]
    table, seat = data["to"]
    b.unseat(number)
    b.sit(number, table, seat)


def _proposal(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    moves = data["moves"]
    for move in moves:
        b.unseat(move["entry"])
    for move in moves:
        table, seat = move["to"]
        b.sit(move["entry"], table, seat)
    for number in data.get("closed", ()):
        b.close_table(number)
    if data.get("final_redraw"):
        final = b.table(data["final_table"])
        final.previous = None
        final.button = data.get("button")


def _button_set(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    table = b.table(data["table"])
    table.previous = None
    table.button = data["seat"]


def _hand_played(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    number = data["table"]
    table = b.changed.get(number) or b.table(number)
    # the hot path of a replay: the positions become a Positions value once, when frozen
    table.previous = (data["button"], data["sb"], data["bb"])
    table.button = None


def _chip_race(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    record = ChipRaceRecord(
        data["table"],
        data["removed"],
        data["into"],
        data["value_before"],
        data["value_after"],
        notes_from_json(data.get("explanation", [])),
    )
    b.chip_races.append(record)
    b.chips_adjustment += record.value_after - record.value_before


def _clock(change: Callable[[ClockState, Mapping[str, Any], float], ClockState]) -> Handler:
    def handler(b: _Builder, data: Mapping[str, Any], at: float) -> None:
        b.clock = change(b.clock, data, at)

    return handler


def _started(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    b.clock = b.clock.start(at).state
    b.started = True


def _set(attribute: str, value: Callable[[Mapping[str, Any]], object]) -> Handler:
    def handler(b: _Builder, data: Mapping[str, Any], at: float) -> None:
        setattr(b, attribute, value(data))

    return handler


def _open(b: _Builder, data: Mapping[str, Any], at: float) -> None:
    b.open_table(data["table"], data["seats"])


_HANDLERS: dict[str, Handler] = {
    "setup_changed": _setup_changed,
    "structure_edited": _structure_edited,
    "player_registered": _registered,
    "entry_unregistered": _unregistered,
    "seats_drawn": _seats_drawn,
    "rebuy": lambda b, data, at: _bought(b, data, "rebuy"),
    "addon": lambda b, data, at: _bought(b, data, "addon"),
    "bust_out": _bust_out,
    "late_registration_closed": _set("late_closed", lambda data: True),
    "player_moved": _moved,
    "proposal_accepted": _proposal,
    "table_opened": _open,
    "table_closed": lambda b, data, at: b.close_table(data["table"]),
    "button_set": _button_set,
    "hand_played": _hand_played,
    "hand_for_hand": _clock(lambda c, d, at: c.set_hand_for_hand(at, on=d["on"]).state),
    "clock_started": _started,
    "clock_paused": _clock(lambda c, d, at: c.pause(at).state),
    "clock_adjusted": _clock(lambda c, d, at: c.adjust(d["seconds"], at).state),
    "level_jumped": _clock(lambda c, d, at: c.jump(d["index"], at).state),
    "level_restarted": _clock(lambda c, d, at: c.restart_level(at).state),
    "pause_at_level_end": _clock(lambda c, d, at: c.set_pause_at_level_end(at, on=d["on"]).state),
    "payouts_locked": _set("locked", lambda data: payouts_from_json(data["payouts"])),
    "payouts_unlocked": _set("locked", lambda data: None),
    "deal_recorded": _set("deal", lambda data: deal_from_json(data["deal"])),
    "chip_race": _chip_race,
}


def _apply_all(builder: _Builder, events: Iterable[Event]) -> None:
    handlers = _HANDLERS
    event = None
    try:
        for event in events:
            handler = handlers.get(event.kind)
            if handler is None:
                raise DomainMalformedError("unknown kind {kind!r}", kind=event.kind)
            handler(builder, event.data, event.at)
    except (DomainError, KeyError, TypeError, ValueError, IndexError, AttributeError) as error:
        if isinstance(error, Refusal):
            reason: Any = error.message
        elif isinstance(error, KeyError) and event is not None:
            reason = _missing(error, event.data)
        else:
            reason = str(error)
        if event is None:
            raise DomainMalformedError("cannot be applied: {reason}", reason=reason) from error
        raise DomainMalformedError(
            "Event {seq} ({kind}) cannot be applied: {reason}",
            seq=event.seq,
            kind=event.kind,
            reason=reason,
        ) from error


def _missing(error: KeyError, data: Mapping[str, Any]) -> Any:
    """A sentence for a lookup that failed while applying an event whose data is ``data``."""
    key = error.args[0] if error.args else None
    where = _path_of(key, data)
    if where is not None:
        return DomainMalformedError(
            "its data names {value} (at {where}), which the tournament does not have at that point",
            value=repr(key),
            where=where,
        ).message
    if isinstance(key, str):
        return DomainMalformedError("its data has no field {field!r}", field=key).message
    return DomainMalformedError(
        "it needs {value}, which the tournament does not have at that point", value=repr(key)
    ).message


def _path_of(key: object, data: Mapping[str, Any]) -> str | None:
    """Where in ``data`` the value ``key`` is (``busted[0].by[1]``), breadth first."""
    pending: list[tuple[object, str]] = [(data, "")]
    while pending:
        value, path = pending.pop(0)
        if isinstance(value, Mapping):
            pending.extend(
                (child, f"{path}.{name}" if path else str(name)) for name, child in value.items()
            )
        elif isinstance(value, list | tuple):
            pending.extend((child, f"{path}[{i}]") for i, child in enumerate(value))
        elif path and type(value) is type(key) and value == key:
            return path
    return None


def _created(event: Event) -> TournamentState:
    if event.kind != "tournament_created":
        raise DomainMalformedError(
            "A tournament's log must start with tournament_created, not {kind!r}.",
            kind=event.kind,
        )
    setup: TournamentSetup = setup_from_json(event.data.get("setup"))
    clock = ClockState.new(setup.structure, pause_at_level_end=setup.pause_at_level_end)
    return TournamentState(setup, clock, {}, {}, Room((), setup.tables), log=(event,))


def _numbered(events: Iterable[Event]) -> tuple[Event, ...]:
    log: list[Event] = []
    for position, event in enumerate(events, start=1):
        if event.seq == 0:
            event = event.stored_as(position)  # noqa: PLW2901 - numbering the same event
        elif event.seq != position:
            raise DomainMalformedError(
                "Event {seq} ({kind}) is out of place: it is number {position} in the log.",
                seq=event.seq,
                kind=event.kind,
                position=position,
            )
        log.append(event)
    return tuple(log)


def replay(events: Iterable[Event]) -> TournamentState:
    """The tournament that a log describes.

    Events may come without their log position (``seq`` 0): they are numbered 1, 2, ...

    Raises:
        DomainMalformedError: An empty log, a log not starting with ``tournament_created``,
            events out of order, or an event that cannot be applied.
    """
    log = _numbered(events)
    if not log:
        raise DomainMalformedError("An empty log describes no tournament.")
    history = scan(log)
    start = _created(log[0])
    builder = _Builder(start)
    _apply_all(builder, history.in_effect(log)[1:])
    return builder.freeze(history, log)


def apply(state: TournamentState, event: Event) -> TournamentState:
    """The tournament once ``event`` is added to its log.

    An event without its log position (``seq`` 0) takes the next one.

    Raises:
        DomainMalformedError: The event is out of place, of an unknown kind, a second
            ``tournament_created``, or cannot be applied.
    """
    expected = state.last_seq + 1
    if event.seq == 0:
        event = event.stored_as(expected)
    elif event.seq != expected:
        raise DomainMalformedError(
            "Event {seq} ({kind}) is out of place: the next position is {expected}.",
            seq=event.seq,
            kind=event.kind,
            expected=expected,
        )
    if event.kind in META_KINDS:
        return replay((*state.log, event))
    if event.kind == "tournament_created":
        raise DomainMalformedError("A tournament is created only once, by its first event.")
    builder = _Builder(state)
    _apply_all(builder, (event,))
    return builder.freeze(state.history.after(event), (*state.log, event))
