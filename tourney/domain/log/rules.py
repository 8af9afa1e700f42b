"""The rules an event must pass: the same checks the director's actions make.

An action checks what the director asks (``check_bust_out`` refuses a player who busted
already) before it makes the event. A log read from elsewhere — an imported file, a library
somebody edited by hand — was not made that way: :func:`check_event` puts each of its events
through the same check, against the state just before it, so that nothing gets in that the
window would refuse (:func:`tourney.domain.log.reducer.replay` with ``check=True``, and
:func:`~tourney.domain.log.audit.audit` for ``tourney check``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tourney.domain.entries import actions as entries
from tourney.domain.entries.entry import EntryKind
from tourney.domain.entries.renaming import merged_record
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels import actions as levels
from tourney.domain.log import payloads as p
from tourney.domain.log.events import Event
from tourney.domain.money import actions as money
from tourney.domain.room import actions as room
from tourney.domain.room.button import MAX_SEATS
from tourney.domain.state import TournamentState

__all__ = ["check_event"]

Rule = Callable[[TournamentState, Any, float], None]


def check_event(state: TournamentState, event: Event) -> None:
    """Refuse ``event`` where the director's action would have been refused.

    Raises:
        DomainError: The rule's refusal, in the words the window would show.
    """
    rule = _RULES.get(event.payload.KIND)
    if rule is not None:
        rule(state, event.payload, event.at)


def _registered(state: TournamentState, payload: p.PlayerRegistered, at: float) -> None:
    if payload.kind is EntryKind.RE_ENTRY:
        entries.check_re_enter(state, payload.player.id, at)
    else:
        entries.check_register(state, payload.player, at)
    known = state.players.get(payload.player.id)
    if known is not None and known.name != payload.player.name:
        raise DomainNotAllowedError(
            "Player {id} is {name} in this tournament, not {other}.",
            id=payload.player.id,
            name=known.name,
            other=payload.player.name,
        )
    if state.seats_drawn != (payload.seat is not None):
        raise DomainNotAllowedError(
            "An entry gets a seat when it registers once the seats are drawn, and only then."
        )
    if payload.seat is None:
        return
    table, seat = payload.seat
    if payload.new_table:
        room.check_open_table(state, table)
        if not 1 <= seat <= state.setup.tables.seats_per_table:
            raise DomainNotAllowedError("A new table has no seat {seat}.", seat=seat)
        return
    target = state.room.table(table)
    if not 1 <= seat <= target.size or seat in target.blocked:
        raise DomainNotAllowedError(
            "{table} has seats 1 to {size}: there is no seat {seat}.",
            table=target.label_note,
            size=target.size,
            seat=seat,
        )
    if target.player_at(seat) is not None:
        raise DomainNotAllowedError(
            "Seat {seat} at {table} is taken.", seat=seat, table=target.label_note
        )


def _merged(state: TournamentState, payload: p.PlayersMerged, at: float) -> None:
    entries.check_merge_player(state, payload.player_id, payload.into)
    if payload.into != merged_record(state, payload.player_id, payload.into):
        raise DomainNotAllowedError(
            "A merge into {name} keeps the name known here and the nickname of one of the two "
            "records.",
            name=payload.into.name,
        )


def _seats_drawn(state: TournamentState, payload: p.SeatsDrawn, at: float) -> None:
    room.check_draw_seats(state)
    seated = [entry for table in payload.tables for entry in table.seats if entry is not None]
    if sorted(seated) != sorted(e.number for e in state.active()):
        raise DomainNotAllowedError("The seat draw must seat every entry once.")
    numbers = [table.number for table in payload.tables]
    if len(set(numbers)) != len(numbers):
        raise DomainNotAllowedError("The seat draw names a table twice.")
    for table in payload.tables:
        if len(table.seats) > state.setup.tables.seats_per_table or len(table.seats) > MAX_SEATS:
            raise DomainNotAllowedError(
                "Table {number} has more seats than the tables of this tournament.",
                number=table.number,
            )
        if table.button is not None and not (
            1 <= table.button <= len(table.seats) and table.seats[table.button - 1] is not None
        ):
            raise DomainNotAllowedError(
                "The button of table {number} must be on a player.", number=table.number
            )


def _proposal(state: TournamentState, payload: p.ProposalAccepted, at: float) -> None:
    if not payload.moves and not payload.closed:
        raise DomainNotAllowedError("The tables are balanced: there is nothing to accept.")
    room.check_accept_moves(state, payload.moves, payload.closed)


def _table_opened(state: TournamentState, payload: p.TableOpened, at: float) -> None:
    room.check_open_table(state, payload.table)
    if not 2 <= payload.seats <= MAX_SEATS:
        raise DomainNotAllowedError(
            "A table has 2 to {most} seats, not {seats}.", most=MAX_SEATS, seats=payload.seats
        )


def _hand_played(state: TournamentState, payload: p.HandPlayed, at: float) -> None:
    table = state.room.table(payload.table)
    for seat in (payload.button, payload.sb, payload.bb):
        if not 1 <= seat <= table.size:
            raise DomainNotAllowedError(
                "{table} has seats 1 to {size}: there is no seat {seat}.",
                table=table.label_note,
                size=table.size,
                seat=seat,
            )
    if table.player_at(payload.bb) is None:
        raise DomainNotAllowedError(
            "The big blind of a hand at {table} must be a player.", table=table.label_note
        )


def _chip_race(state: TournamentState, payload: p.ChipRaced, at: float) -> None:
    state.room.table(payload.table)
    if payload.removed <= 0 or payload.into <= payload.removed or payload.into % payload.removed:
        raise DomainNotAllowedError(
            "A colour-up removes a denomination into a bigger one that it divides."
        )
    if payload.value_before < 0 or payload.value_after < 0:
        raise DomainNotAllowedError("A colour-up's values are zero or more.")
    if abs(payload.value_after - payload.value_before) >= payload.into:
        raise DomainNotAllowedError(
            "A chip race changes a table's chips by less than one chip of the bigger value."
        )


_RULES: dict[str, Rule] = {
    "setup_changed": lambda s, d, at: levels.check_edit_setup(s, d.setup, at),
    "structure_edited": lambda s, d, at: levels.check_edit_structure(s, d.structure, at),
    "player_registered": _registered,
    "entry_unregistered": lambda s, d, at: entries.check_unregister(s, d.entry),
    "player_renamed": lambda s, d, at: entries.check_rename_player(
        s, d.player_id, d.name, nickname=d.nickname
    ),
    "players_merged": _merged,
    "seats_drawn": _seats_drawn,
    "rebuy": lambda s, d, at: entries.check_rebuy(s, d.entry, stack=d.stack, now=at),
    "addon": lambda s, d, at: entries.check_add_ons(s, d.entries, at),
    "bust_out": lambda s, d, at: entries.check_bust_out(s, d.busted, d.positions),
    "late_registration_closed": lambda s, d, at: entries.check_close_late_registration(s),
    "player_moved": lambda s, d, at: room.check_move_player(s, d.entry, d.to[0], d.to[1]),
    "proposal_accepted": _proposal,
    "table_opened": _table_opened,
    "table_closed": lambda s, d, at: room.check_close_table(s, d.table),
    "button_set": lambda s, d, at: room.check_set_button(s, d.table, d.seat),
    "hand_played": _hand_played,
    "hand_for_hand": lambda s, d, at: room.check_hand_for_hand(s, on=d.on),
    "chip_race": _chip_race,
    "clock_started": lambda s, d, at: levels.check_start_clock(s),
    "clock_paused": lambda s, d, at: levels.check_pause_clock(s),
    "clock_adjusted": lambda s, d, at: levels.check_adjust_clock(d.seconds),
    "level_jumped": lambda s, d, at: levels.check_jump_to(s, d.index),
    "payouts_locked": lambda s, d, at: money.check_lock_payouts(s, d.payouts),
    "payouts_unlocked": lambda s, d, at: money.check_unlock_payouts(s),
    "deal_recorded": lambda s, d, at: money.check_record_deal(s, d.deal),
}
"""The rule of each kind; a kind not here has nothing to refuse."""
