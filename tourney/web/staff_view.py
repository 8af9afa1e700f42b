"""What a paired staff phone sees beside the room's view: the tables, the entries, the moves.

:func:`staff_view` turns a state into the ``{"type": "staff", …}`` object the staff pages
are sent (on ``GET /api/staff`` and on the live feed of a paired phone, after every change).
It carries what the floor, the desk and the director need to act: each table with its
seats, who sits there (full names and entry numbers: the staff know the players), where the
button and the blinds are for the hand in play, the players still in and those out (for a
re-entry), the balancing, table-break or final-table proposal with its moves, whether
rebuys, the add-on and late registration are open, and the undo and redo items by name in
the phone's language. Never an e-mail, a phone number or the director's notes.

The proposal is the same for every phone: it is drawn with a generator seeded by the
tournament's log position, so two phones looking at the same room see the same moves, and
an ``accept_moves`` of moves made for an older room is refused with the reason.
"""

from __future__ import annotations

from tourney.base.formats import collation_key
from tourney.base.messages import message
from tourney.domain.entries.windows import check_offer_window
from tourney.domain.errors import DomainError
from tourney.domain.levels.clock_events import Now
from tourney.domain.money.offer_terms import offer_terms
from tourney.domain.room.actions import button_asked
from tourney.domain.room.actions import room_proposal as room_proposal_of
from tourney.domain.room.balancing import Proposal
from tourney.domain.room.button_known import knowledge
from tourney.domain.room.seating import MoveReason
from tourney.domain.room.tables import Table
from tourney.domain.state import TournamentState

__all__ = ["room_proposal", "staff_view"]


def room_proposal(state: TournamentState) -> Proposal | None:
    """What the floor should do now, the same for every phone; ``None`` when nothing."""
    if not state.seats_drawn:
        return None
    try:
        proposal = room_proposal_of(state)
    except DomainError:
        return None
    return None if proposal.nothing_to_do else proposal


def _table(state: TournamentState, table: Table, now: Now) -> dict[str, object]:
    settings = state.setup.tables
    known = knowledge(
        table, state.clock, now, heads_up_button_bb=settings.button_posts_big_blind_heads_up
    )
    positions = known.expected
    if positions is None and table.count >= 2 and (table.previous or table.button):
        try:
            positions = table.plan(
                heads_up_button_bb=settings.button_posts_big_blind_heads_up
            ).positions
        except DomainError:
            positions = None
    seats = []
    for seat, entry in enumerate(table.seats, start=1):
        if isinstance(entry, int) and entry in state.entries:
            seats.append({"seat": seat, "entry": entry, "name": state.name(entry)})
    return {
        "table": table.number,
        "name": table.name,
        "size": table.size,
        "seats": seats,
        "open": list(table.open_seats),
        "button": None if positions is None else positions.button,
        "sb": None if positions is None else positions.sb,
        "bb": None if positions is None else positions.bb,
        "confirmed": known.confirmed,
    }


def _entries(
    state: TournamentState, language: str
) -> tuple[list[dict[str, object]], list[dict[str, object]]]:
    """Who plays, by name as ``language`` sorts names; who is out, the last out first."""
    playing: list[dict[str, object]] = []
    out: list[dict[str, object]] = []
    for entry in state.entries.values():
        seat = state.seat_of(entry.number)
        row: dict[str, object] = {
            "entry": entry.number,
            "name": state.name(entry.number),
            "player_id": entry.player_id,
        }
        if entry.active:
            row.update(
                table=None if seat is None else seat[0],
                seat=None if seat is None else seat[1],
                rebuys=entry.rebuys,
                addons=entry.addons,
            )
            playing.append(row)
        else:
            row["place"] = entry.place
            out.append(row)
    playing.sort(key=lambda row: collation_key(str(row["name"]), language))
    out.sort(key=lambda row: -int(str(row["entry"])))
    return playing, out


def _proposal(state: TournamentState, now: Now, language: str) -> dict[str, object] | None:
    proposal = room_proposal(state)
    if proposal is None:
        return None
    sources = [
        slip.from_table
        for slip in proposal.moves
        if slip.reason is MoveReason.BALANCE and slip.from_table is not None
    ]
    asked = button_asked(state, sources, now)
    asks: dict[str, object] | None = None
    if asked is not None:
        question = message(
            "Where is the button at {table}? Tap the player who has it, then “The button is here”; "
            "then accept the moves.",
            table=state.room.table(asked).label_note,
        )
        asks = {"table": asked, "says": question.translated(language)}
    moves = [
        {
            "entry": int(slip.player),
            "name": state.name(int(slip.player)),
            "from": [slip.from_table or 0, slip.from_seat or 0],
            "to": [slip.to_table, slip.to_seat],
            "reason": slip.reason.value,
        }
        for slip in proposal.moves
    ]
    return {
        "moves": moves,
        "closed": list(proposal.closed),
        "final_redraw": proposal.final_redraw,
        "explanation": list(proposal.explanation_in(language)),
        "asks_button": asks,
    }


def _open(state: TournamentState, now: Now, *, rebuy: bool) -> bool:
    offer = state.setup.buyins.rebuy if rebuy else state.setup.buyins.addon
    if offer is None or state.finished:
        return False
    try:
        check_offer_window(state, offer, now, rebuy=rebuy)
    except DomainError:
        return False
    return True


def _late_registration(state: TournamentState, now: Now) -> bool:
    if state.late_registration_closed or state.finished:
        return False
    last = state.setup.buyins.late_until_level
    return last is None or state.levels_started_at(now) <= last


def staff_view(state: TournamentState, now: Now, *, language: str) -> dict[str, object]:
    """The staff's object for ``state`` at ``now``, its sentences in ``language``."""
    playing, out = _entries(state, language)
    undo, redo = state.undo_label, state.redo_label
    history = state.history
    return {
        "type": "staff",
        "seats_drawn": state.seats_drawn,
        "tables": [_table(state, table, now) for table in state.room.tables],
        "playing": playing,
        "out": out,
        "proposal": _proposal(state, now, language),
        "rebuys_open": _open(state, now, rebuy=True),
        "add_on_open": _open(state, now, rebuy=False),
        "rebuy_terms": offer_terms(state, language, rebuy=True),
        "add_on_terms": offer_terms(state, language, rebuy=False),
        "late_registration_open": _late_registration(state, now),
        "undo": None
        if undo is None
        else {
            "label": undo.translated(language),
            "action": state.log[history.done.top - 1].told.translated(language),
            "seq": history.done.top,
        },
        "redo": None
        if redo is None
        else {
            "label": redo.translated(language),
            "action": state.log[history.redo.top - 1].told.translated(language),
            "seq": history.redo.top,
        },
    }
