"""Report rows read from a tournament's event log: move slips, receipts and the history.

The state says where everybody sits and what each entry bought; the log says when and how it
got there. Only the events in effect count (an undone move or rebuy prints nothing). Each
receipt has the price, split and chips of the purchase as it was made
(:attr:`~tourney.domain.entries.entry.Entry.purchases`: a price changed later does not change
it), as the prize pool counts them.
"""

from __future__ import annotations

import datetime as dt

from tourney.domain.entries.bust_labels import told_with_places
from tourney.domain.entries.entry import EntryKind
from tourney.domain.log.events import Event
from tourney.domain.log.history import CLOCK_KINDS
from tourney.domain.log.payloads import (
    AddOn,
    Move,
    PlayerMoved,
    PlayerRegistered,
    ProposalAccepted,
    Rebuy,
)
from tourney.domain.log.payloads import Redo as RedoPayload
from tourney.domain.log.payloads import Undo as UndoPayload
from tourney.domain.log.reducer import replay
from tourney.domain.room.seating import MoveSlip as DomainMoveSlip
from tourney.domain.state import TournamentState
from tourney.reports.from_domain import move_slip
from tourney.reports.from_state import entry_name, in_effect, moment
from tourney.reports.i18n import _, current_language
from tourney.reports.rows import HistoryRow, MoveSlip, Receipt, ReceiptKind

__all__ = ["MOVE_KINDS", "history_rows", "move_batches", "move_slips", "receipts"]

MOVE_KINDS = (PlayerMoved, ProposalAccepted)
"""The events that move seated players: the director's moves and accepted proposals."""


def move_batches(state: TournamentState) -> list[list[Event]]:
    """The move events in effect, grouped into batches: moves with no other action between.

    Clock actions do not split a batch (the clock runs while the floor moves players).
    """
    batches: list[list[Event]] = []
    joined = False
    for event in in_effect(state):
        if isinstance(event.payload, MOVE_KINDS):
            if not joined:
                batches.append([])
            batches[-1].append(event)
            joined = True
        elif event.payload.KIND not in CLOCK_KINDS:
            joined = False
    return batches


def move_slips(state: TournamentState, *, all_moves: bool = False) -> tuple[MoveSlip, ...]:
    """One slip per player moved: the most recent batch of moves, or every move recorded."""
    batches = move_batches(state)
    chosen = batches if all_moves else batches[-1:]
    slips: list[MoveSlip] = []
    for batch in chosen:
        for event in batch:
            payload = event.payload
            if isinstance(payload, ProposalAccepted):
                slips += [_proposed(state, move) for move in payload.moves]
            elif isinstance(payload, PlayerMoved):
                slips.append(_director_move(state, event, payload))
    return tuple(slips)


def _proposed(state: TournamentState, move: Move) -> MoveSlip:
    from_table, from_seat = move.origin
    to_table, to_seat = move.to
    slip = DomainMoveSlip(
        move.entry, from_table, from_seat, to_table, to_seat, None, move.reason, ""
    )
    return move_slip(slip, entry_name(state, move.entry))


def _director_move(state: TournamentState, event: Event, payload: PlayerMoved) -> MoveSlip:
    """A director's move slip; where the player sat is read from the log just before it."""
    number = payload.entry
    to_table, to_seat = payload.to
    before = replay(state.log[: event.seq - 1]).seat_of(number)
    from_table, from_seat = before if before is not None else (None, None)
    return MoveSlip(
        entry_name(state, number),
        from_table,
        from_seat,
        to_table,
        to_seat,
        reason=_("Moved by the director"),
    )


def receipts(state: TournamentState, *, tz: dt.tzinfo | None = None) -> tuple[Receipt, ...]:
    """A receipt for every buy-in, re-entry, rebuy and add-on in effect, numbered in order.

    Each says what the purchase cost and gave when it was made. Entries unregistered since
    (their money given back) get none.
    """
    found: list[Receipt] = []
    made: dict[int, int] = {}  # each entry's purchases met so far in the log
    for event in in_effect(state):
        for number, kind in _bought(event):
            entry = state.entries.get(number)
            if entry is None:
                continue
            index = made.get(number, 0)
            made[number] = index + 1
            if index >= len(entry.purchases):
                continue
            bought = entry.purchases[index]
            split = bought.price
            found.append(
                Receipt(
                    len(found) + 1,
                    entry_name(state, number),
                    kind,
                    split.price,
                    prize=split.prize,
                    fee=split.fee + split.staff + split.league,
                    bounty=split.bounty,
                    chips=bought.chips,
                    paid_at=moment(event.at, tz),
                )
            )
    return tuple(found)


def _bought(event: Event) -> list[tuple[int, ReceiptKind]]:
    """What ``event`` sold: for each entry, the kind of purchase, in the order of the log."""
    payload = event.payload
    if isinstance(payload, PlayerRegistered):
        re_entry = payload.kind is EntryKind.RE_ENTRY
        return [(payload.entry, ReceiptKind.RE_ENTRY if re_entry else ReceiptKind.BUY_IN)]
    if isinstance(payload, Rebuy):
        return [(payload.entry, ReceiptKind.REBUY)]
    if isinstance(payload, AddOn):
        return [(number, ReceiptKind.ADDON) for number in payload.entries]
    return []


def history_rows(state: TournamentState, *, tz: dt.tzinfo | None = None) -> tuple[HistoryRow, ...]:
    """Every action recorded, in order, said in the report's language with where it came from.

    An action undone since is marked so; the undo and redo events are actions of their own
    ("Undo bust-out of Ann"), so the history reads as the night went.
    """
    language = current_language()
    effect = {event.seq for event in in_effect(state)}
    rows = []
    for event in state.log:
        history = isinstance(event.payload, UndoPayload | RedoPayload)
        rows.append(
            HistoryRow(
                event.seq,
                moment(event.at, tz),
                told_with_places(state, event).translated(language),
                undone=not history and event.seq not in effect and event.seq > 1,
            )
        )
    return tuple(rows)
