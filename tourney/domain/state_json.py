"""A tournament's state as JSON: what a snapshot keeps so that opening need not replay it all.

The state after event ``n`` is a pure function of the log's first ``n`` events, so it can be
kept beside them and read back instead of replaying them: :func:`state_to_json` writes every
field of :class:`~tourney.domain.state.TournamentState` but its log (the events themselves,
which storage keeps), and :func:`state_from_json` reads it back, with the log given, equal
to the state the replay makes (tests compare the two after every event of the golden logs).

The structure a clock plays is written once however many clocks play it (each table keeps the
clock of its last confirmed button): a snapshot lists the distinct structures and each clock
names its own by its place in that list.

A snapshot is only as good as the rules that made it: a Tourney whose rules apply an event
differently would find a state its own replay does not give. So each snapshot names the
Tourney version and :data:`SNAPSHOT_FORMAT` that wrote it, and a snapshot of any other is not
used (:func:`usable`): the log is replayed, as without snapshots, and a new one is kept.

>>> import random
>>> from tourney.domain.demo import demo_events
>>> from tourney.domain.log.reducer import replay
>>> state = replay(demo_events(1_742_000_000.0, random.Random(7)))
>>> state_from_json(state_to_json(state), state.log) == state
True
>>> state_from_json(state_to_json(state), state.log.prefix(3)) is None  # of another log
True
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from tourney import __version__
from tourney.domain.entries.entry import Entry
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.structure import Structure
from tourney.domain.log.chain import Log, Stack
from tourney.domain.log.events import Event
from tourney.domain.log.history import History
from tourney.domain.log.payload_json import (
    fields_from_json,
    fields_to_json,
    value_from_json,
    value_to_json,
)
from tourney.domain.room.tables import Confirmation, Room, Table, TableSettings
from tourney.domain.serialize import (
    payouts_from_json,
    payouts_to_json,
    setup_from_json,
    setup_to_json,
    structure_from_json,
    structure_to_json,
)
from tourney.domain.state import ChipRaceRecord, TournamentState

__all__ = ["SNAPSHOT_FORMAT", "state_from_json", "state_to_json", "usable"]

SNAPSHOT_FORMAT = 1
"""The form of a snapshot; a change to it (or to how any event applies) makes a new one."""

_FLAGS = ("seats_drawn", "started", "late_registration_closed")
_COUNTS = ("chips_adjustment", "bust_hands", "next_entry", "players_left")


def state_to_json(state: TournamentState) -> dict[str, Any]:
    """The state as JSON-ready values, its log left out (see the module's description)."""
    deal = None
    if state.deal is not None:
        from tourney.domain.serialize import deal_to_json

        deal = deal_to_json(state.deal)
    history = state.history
    structures: list[Structure] = []
    clock = _clock_to_json(state.clock, structures)
    tables = [_table_to_json(table, structures) for table in state.room.tables]
    return {
        "format": SNAPSHOT_FORMAT,
        "version": __version__,
        "seq": state.last_seq,
        "setup": setup_to_json(state.setup),
        "structures": [structure_to_json(structure) for structure in structures],
        "clock": clock,
        "players": [value_to_json(Player, p) for p in state.players.values()],
        "entries": [value_to_json(Entry, e) for e in state.entries.values()],
        "tables": tables,
        "table_settings": value_to_json(TableSettings, state.room.settings),
        "locked_payouts": (
            None if state.locked_payouts is None else payouts_to_json(state.locked_payouts)
        ),
        "deal": deal,
        "chip_races": [value_to_json(ChipRaceRecord, r) for r in state.chip_races],
        "history": {
            "done": _runs(history.done),
            "redo": list(history.redo),
            "undone": sorted(history.undone),
        },
        **{name: getattr(state, name) for name in _FLAGS + _COUNTS},
    }


def _clock_to_json(clock: ClockState, structures: list[Structure]) -> dict[str, Any]:
    number = next(
        (n for n, s in enumerate(structures) if s is clock.structure or s == clock.structure),
        len(structures),
    )
    if number == len(structures):
        structures.append(clock.structure)
    return {**fields_to_json(clock, skip=("structure",)), "structure": number}


def _table_to_json(table: Table, structures: list[Structure]) -> dict[str, Any]:
    confirmed = table.confirmed
    return {
        **fields_to_json(table, skip=("confirmed",)),
        "confirmed": None
        if confirmed is None
        else {"at": confirmed.at, "clock": _clock_to_json(confirmed.clock, structures)},
    }


def usable(value: object) -> bool:
    """Whether a stored snapshot was written by this Tourney, in this form."""
    return (
        isinstance(value, Mapping)
        and value.get("format") == SNAPSHOT_FORMAT
        and value.get("version") == __version__
    )


def state_from_json(value: object, log: Log[Event]) -> TournamentState | None:
    """The state a snapshot keeps, with its log (``log`` holds the events it was made from).

    Returns:
        ``None`` when the snapshot is not one this Tourney wrote in this form, is not of
        ``log``'s last event, or cannot be read: the caller replays the log instead.
    """
    if not usable(value) or not isinstance(value, Mapping) or value.get("seq") != len(log):
        return None
    try:
        return _state(value, log)
    except (DomainError, KeyError, TypeError, ValueError, AttributeError):
        return None


def _state(value: Mapping[str, Any], log: Log[Event]) -> TournamentState:
    players = [value_from_json(Player, p, "players[]") for p in value["players"]]
    entries = [value_from_json(Entry, e, "entries[]") for e in value["entries"]]
    locked = value["locked_payouts"]
    deal = value["deal"]
    if deal is not None:
        from tourney.domain.serialize import deal_from_json

        deal = deal_from_json(deal)
    history = value["history"]
    counts = {name: value_from_json(int, value[name], name) for name in _COUNTS}
    flags = {name: value_from_json(bool, value[name], name) for name in _FLAGS}
    structures = [structure_from_json(s, "structures[]") for s in value["structures"]]
    tables = tuple(_table_from_json(table, structures) for table in value["tables"])
    settings = value_from_json(TableSettings, value["table_settings"], "table_settings")
    return TournamentState(
        setup=setup_from_json(value["setup"]),
        clock=_clock_from_json(value["clock"], structures),
        players={p.id: p for p in players},
        entries={e.number: e for e in entries},
        room=Room(tables, settings),
        locked_payouts=None if locked is None else payouts_from_json(locked),
        deal=deal,
        chip_races=tuple(
            value_from_json(ChipRaceRecord, r, "chip_races[]") for r in value["chip_races"]
        ),
        history=History(
            Stack(_expanded(history["done"])),
            Stack(value_from_json(tuple[int, ...], history["redo"], "history.redo")),
            frozenset(value_from_json(tuple[int, ...], history["undone"], "history.undone")),
        ),
        log=log,
        **flags,
        **counts,
    )


def _clock_from_json(value: Mapping[str, Any], structures: list[Structure]) -> ClockState:
    number = value_from_json(int, value["structure"], "clock.structure")
    if not 0 <= number < len(structures):
        raise ValueError(f"a clock plays structure {number}, which the snapshot does not hold")
    structure = structures[number]
    rest = {key: item for key, item in value.items() if key != "structure"}
    return fields_from_json(ClockState, rest, "clock", structure=structure)


def _table_from_json(value: Mapping[str, Any], structures: list[Structure]) -> Table:
    confirmed = value["confirmed"]
    if confirmed is not None:
        at = value_from_json(float, confirmed["at"], "table.confirmed.at")
        confirmed = Confirmation(at, _clock_from_json(confirmed["clock"], structures))
    rest = {key: item for key, item in value.items() if key != "confirmed"}
    return fields_from_json(Table, rest, "table", confirmed=confirmed)


def _runs(seqs: Iterable[int]) -> list[list[int]]:
    """Log positions in order as runs ``[first, last]`` (the undo stack: almost every action).

    >>> _runs([2, 3, 4, 7, 9, 10])
    [[2, 4], [7, 7], [9, 10]]
    """
    runs: list[list[int]] = []
    for seq in seqs:
        if runs and seq == runs[-1][1] + 1:
            runs[-1][1] = seq
        else:
            runs.append([seq, seq])
    return runs


def _expanded(runs: object) -> list[int]:
    """The log positions of :func:`_runs`'s runs, read strictly."""
    pairs = value_from_json(tuple[tuple[int, int], ...], runs, "history.done")
    seqs: list[int] = []
    for first, last in pairs:
        if not 0 < first <= last or (seqs and first <= seqs[-1]):
            raise ValueError("the undo stack's runs are not in order")
        seqs.extend(range(first, last + 1))
    return seqs
