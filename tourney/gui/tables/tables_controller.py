"""The Tables tab's controller: the selection, the set-button mode, the floor's proposal.

Widgets report clicks here; the controller decides what a click means and hands every
director action to :meth:`Session.perform <tourney.gui.session.Session.perform>`, so a
refused action changes nothing and its message reaches the tab through :attr:`message`.

Balancing moves the player due the big blind (TDA 11-A), which Tourney knows only while the
source table's button is confirmed: when it is not, the controller asks where it is — that
table waits for one click on the seat with the button (:attr:`TablesController.asking`) —
and refuses to accept the moves until it knows.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from tourney.base.messages import Message, message
from tourney.core.commands import (
    AcceptProposal,
    AddOn,
    BustOut,
    ChipRace,
    Command,
    DrawButton,
    DrawSeats,
    HandForHand,
    MovePlayer,
    NextHand,
    Rebuy,
    SetButton,
)
from tourney.domain.errors import DomainError
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    Bust,
    ButtonSet,
    HandPlayed,
    ProposalAccepted,
    TablePositions,
)
from tourney.domain.room import actions as tables
from tourney.domain.room.balancing import Proposal
from tourney.domain.room.seating import MoveReason
from tourney.domain.state import ChipRaceRecord, TournamentState
from tourney.gui.language import current_language, refusal
from tourney.gui.session import Session
from tourney.gui.tables.proposal_edit import change_destination, destinations
from tourney.gui.tables.table_picture import TablePicture, table_label, table_picture

if TYPE_CHECKING:
    from tourney.reports.rows import MoveSlip

__all__ = ["TablesController"]


_DRAW_LOOK_BACK = 200
"""How many of the latest events opening the Tables tab looks through for a standing draw."""


class TablesController(QObject):
    """What the director is doing on the Tables tab.

    Signals:
        changed: The tables, the selection, the mode or the proposal changed; views re-read.
        message(str, bool): Something to tell the director: the text and whether it is a
            refusal (``True``) or the label of a stored action (``False``).
    """

    changed = Signal()
    message = Signal(str, bool)

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self._selected: int | None = None
        self._button_table: int | None = None
        self._proposal: Proposal | None = None
        self._asked: int | None = None
        self._told_draw = 0  # the last phone's final-table draw shown
        self._shown: tuple[str, int, int] | None = None  # what the message says: see _tell
        self._acting = False
        session.state_changed.connect(self._state_changed)
        session.refused.connect(self._refused)
        session.performed.connect(self._performed)
        self._state_changed()

    # --- reading -------------------------------------------------------------------------

    @property
    def state(self) -> TournamentState | None:
        """The tournament, or ``None`` when none is open."""
        return self.session.state

    @property
    def selected(self) -> int | None:
        """The selected entry (the next click on an open seat moves him), or ``None``."""
        return self._selected

    @property
    def button_table(self) -> int | None:
        """The table whose next clicked seat gets the button, or ``None``."""
        return self._button_table

    @property
    def proposal(self) -> Proposal | None:
        """The floor's proposal for the room as it is, or ``None`` before the seat draw."""
        return self._proposal

    @property
    def asking(self) -> int | None:
        """The table whose button balancing needs and Tourney is not sure of, or ``None``.

        The proposal's balancing moves take the player due the big blind at their source
        table (TDA 11-A); Tourney knows who that is only while the table's button is
        confirmed.
        """
        state, proposal = self.state, self._proposal
        if state is None or proposal is None:
            return None
        sources = [
            slip.from_table
            for slip in proposal.moves
            if slip.reason is MoveReason.BALANCE and slip.from_table is not None
        ]
        return tables.button_asked(state, sources, self.session.now())

    def pictures(self) -> tuple[TablePicture, ...]:
        """Every table in play, as drawn now."""
        state = self.state
        if state is None:
            return ()
        now = self.session.now()
        held = set(self._proposal.holds) if self._proposal is not None else set()
        asking = self.asking
        language = current_language()
        return tuple(
            table_picture(
                state,
                t.number,
                now,
                holds=t.number in held,
                asks_button=t.number == asking,
                language=language,
            )
            for t in state.room.tables
        )

    def move_choices(self, entry: int) -> tuple[tuple[int, int], ...]:
        """The open ``(table, seat)`` pairs entry ``entry`` could be moved to."""
        state = self.state
        if state is None:
            return ()
        here = state.seat_of(entry)
        return tuple(
            (t.number, seat)
            for t in state.room.tables
            for seat in t.open_seats
            if here is None or (t.number, seat) != here
        )

    def change_choices(self, index: int) -> tuple[tuple[int, int], ...]:
        """Where the proposal's move ``index`` could go instead."""
        state = self.state
        if state is None or self._proposal is None:
            return ()
        return destinations(state.room, self._proposal, index)

    def slip_rows(self) -> list[MoveSlip]:
        """The proposal's moves as printable move slips."""
        # The reports (and reportlab) load on the first print, not when the window opens.
        from tourney.reports.from_domain import move_slip

        state = self.state
        if state is None or self._proposal is None:
            return []
        return [move_slip(s, state.name(int(s.player))) for s in self._proposal.moves]

    # --- clicks --------------------------------------------------------------------------

    def click_seat(self, table: int, seat: int) -> None:
        """A seat was clicked: set the button, select a player, or move the selected one."""
        state = self.state
        if state is None:
            return
        if self._button_table == table:
            self._button_table = None
            self.set_button(table, seat)
            self.changed.emit()
            return
        player = state.room.table(table).player_at(seat)
        if player is not None:
            entry = int(player)
            self._selected = None if self._selected == entry else entry
            self.changed.emit()
        elif self._selected is not None:
            self.move(self._selected, table, seat)
        # a click on an open seat with nobody selected does nothing

    def toggle_button_mode(self, table: int) -> None:
        """Start (or cancel) "click the seat that gets the button" at ``table``."""
        self._button_table = None if self._button_table == table else table
        self.changed.emit()

    def clear(self) -> None:
        """Drop the selection and leave the set-button mode."""
        self._selected = None
        self._button_table = None
        self.changed.emit()

    # --- actions -------------------------------------------------------------------------

    def move(self, entry: int, table: int, seat: int) -> bool:
        """Move entry ``entry`` to ``table`` seat ``seat`` (the director's choice)."""
        done = self._perform(MovePlayer(entry=entry, table=table, seat=seat))
        if done:
            self._selected = None
            self.changed.emit()
        return done

    def bust(
        self,
        busts: Sequence[Bust],
        *,
        positions: Sequence[TablePositions] = (),
    ) -> bool:
        """Record one hand's bust-outs, with the hand's positions at their tables."""
        chosen = tuple(busts)
        done = self._perform(BustOut(busts=chosen, positions=tuple(positions)))
        if done and self._selected in {b.entry for b in chosen}:
            self._selected = None
            self.changed.emit()
        return done

    def rebuy(self, entry: int, *, stack: int) -> bool:
        """A rebuy for entry ``entry``, whose player now holds ``stack`` chips."""
        return self._perform(Rebuy(entry=entry, stack=stack))

    def add_on(self, entry: int) -> bool:
        """The add-on for entry ``entry``."""
        return self._perform(AddOn(entries=(entry,)))

    def set_button(self, table: int, seat: int) -> bool:
        """Put ``table``'s button on ``seat`` for its next hand."""
        return self._perform(SetButton(table=table, seat=seat))

    def draw_button(self, table: int) -> bool:
        """Draw for ``table``'s button; say the cards and the winner in the window's language."""
        event = self._perform_event(DrawButton(table=table))
        if event is None:
            return False
        said = self._draw_explanation(table, event)
        if said:
            self._tell(said, error=False, draw=(event.seq, table))
        return True

    def next_hand(self, table: int) -> bool:
        """Deal ``table``'s next hand: the button and the blinds move on."""
        return self._perform(NextHand(table=table))

    def draw_seats(self) -> bool:
        """Draw the opening seats."""
        return self._perform(DrawSeats())

    def set_hand_for_hand(self, *, on: bool) -> bool:
        """Start or end hand-for-hand play."""
        return self._perform(HandForHand(on=on))

    def accept(self) -> bool:
        """Make the proposal's moves."""
        accepted = self._proposal
        if accepted is None:
            self._tell(self.tr("There is no proposal to accept."), error=True)
            return False
        asking = self.asking
        if asking is not None:  # who is due the big blind there? ask first
            self._ask(asking)
            return False
        event = self._perform_event(AcceptProposal(proposal=accepted))
        if event is None:
            return False
        final = getattr(event.payload, "final_table", None)
        said = self._draw_explanation(final, event) if isinstance(final, int) else ""
        if said and isinstance(final, int):  # the final table's draw, shown as the others are
            self._tell(f"{self._said_label(event)}. {said}", error=False, draw=(event.seq, final))
        return True

    def _said_label(self, event: Event) -> str:
        return event.label.translated(current_language())

    def change_move(self, index: int, table: int, seat: int) -> bool:
        """Send the proposal's move ``index`` to ``table`` seat ``seat`` instead."""
        state = self.state
        if state is None or self._proposal is None:
            return False
        try:
            self._proposal = change_destination(state.room, self._proposal, index, table, seat)
        except DomainError as exc:
            self._tell(refusal(exc), error=True)
            return False
        self.changed.emit()
        return True

    def chip_race(
        self,
        table: int,
        *,
        counts: Mapping[int, int],
        others: Mapping[int, int],
        removed: int,
        into: int,
    ) -> ChipRaceRecord | None:
        """Race off ``table``'s chips of ``removed``; the recorded race, or ``None``."""
        race = ChipRace(table=table, counts=counts, others=others, removed=removed, into=into)
        done = self._perform(race)
        state = self.state
        return state.chip_races[-1] if done and state is not None else None

    # --- plumbing ------------------------------------------------------------------------

    def _perform(self, command: Command) -> bool:
        return self._perform_event(command) is not None

    def _perform_event(self, command: Command) -> Event | None:
        self._acting = True
        try:
            return self.session.perform(command)
        finally:
            self._acting = False

    def _draw_explanation(self, table: int, event: Event) -> str:
        """The draw for the button stored in ``event``, said in the window's language."""
        payload = event.payload
        notes = payload.draw if isinstance(payload, ButtonSet | ProposalAccepted) else None
        if not notes:
            return ""
        language = current_language()
        label: Message | str = message("Table {number}", number=table)
        state = self.state
        if state is not None and any(t.number == table for t in state.room.tables):
            label = state.room.table(table).label_note
        return self.tr("Draw for the button at {table}: {explanation}").format(
            table=label if isinstance(label, str) else label.translated(language),
            explanation=" ".join(note.translated(language) for note in notes),
        )

    @property
    def lasting(self) -> bool:
        """Whether the message shown is a draw for the button: it stays while it is in effect.

        What was just done goes after a while (and at once when the tournament changes from
        elsewhere: an undo, a phone); the cards of a draw stay until it is undone, for the
        director to show the room.
        """
        return self._shown is not None and self._shown[0] == "draw"

    def _tell(self, text: str, *, error: bool, draw: tuple[int, int] | None = None) -> None:
        """Say ``text`` (an empty one: nothing).

        ``draw``: the event whose draw for the button ``text`` explains, and its table.
        """
        if not text or error:
            self._shown = None
        else:
            self._shown = ("draw", *draw) if draw else ("info", 0, 0)
        self.message.emit(text, error)

    def _outdated(self, state: TournamentState | None) -> bool:
        """Whether the message shown is about a tournament that changed from elsewhere."""
        if self._shown is None or self._acting:
            return False
        kind, seq, table = self._shown
        if kind == "info":
            return True
        if state is None or seq > state.last_seq or seq in state.history.undone:
            return True
        return state.finished or any(
            table in _dealt_at(event.payload, {table})
            for event in state.log[seq:]
            if event.seq not in state.history.undone
        )  # a hand dealt there since: the draw is history

    def _ask(self, table: int) -> None:
        """Ask where ``table``'s button is: its next click sets it."""
        state = self.state
        if state is None:
            return
        self._button_table = table
        self._asked = table  # so that the question goes once nobody needs the answer
        said = table_label(state.room.table(table), current_language())
        self._tell(
            self.tr(
                "Where is the button at {table}? Balancing moves the player due the big blind, "
                "and that table's button is unconfirmed: click the seat that has the button "
                "for the next hand, then accept."
            ).format(table=said),
            error=True,
        )
        self.changed.emit()

    def _refused(self, text: str) -> None:
        if self._acting:
            self._tell(text, error=True)

    def _performed(self, label: str) -> None:
        if self._acting and self.asking is None:
            self._tell(label, error=False)  # a question the action raised stays (the status
            # bar says what was done)

    def _state_changed(self) -> None:
        state = self.state
        if self._outdated(state):
            self._tell("", error=False)
        if state is None or not state.seats_drawn or not state.room.tables:
            self._proposal = None
        else:
            self._proposal = tables.room_proposal(state)
        if self._selected is not None and (state is None or state.seat_of(self._selected) is None):
            self._selected = None
        if self._button_table is not None and (
            state is None or all(t.number != self._button_table for t in state.room.tables)
        ):
            self._button_table = None
        asking = self.asking
        if asking is not None and asking != self._asked:
            self._asked = asking
            self._ask(asking)
            return
        if asking is None and self._asked is not None:
            self._tell("", error=False)  # the question is answered (here or from a phone)
            if self._button_table == self._asked:
                self._button_table = None  # and its table no longer waits for a click
        self._asked = asking
        self._tell_phones_draw(state)
        self.changed.emit()

    def tell_standing_draw(self) -> None:
        """The latest draw for a button, shown again when the tournament is opened.

        After a restart the director can still show the room why a seat has the button: the
        draw is shown while it is in effect and no hand was dealt at its table since.
        """
        state = self.state
        if state is None or self._shown is not None:
            return
        dealt: set[int] = set()
        for event in reversed(state.log[-_DRAW_LOOK_BACK:]):  # the latest events only
            if event.seq in state.history.undone:
                continue
            payload = event.payload
            dealt |= _dealt_at(payload, {table.number for table in state.room.tables})
            table = (
                payload.table
                if isinstance(payload, ButtonSet)
                else payload.final_table
                if isinstance(payload, ProposalAccepted)
                else None
            )
            if table is None or not getattr(payload, "draw", None):
                continue
            if table not in dealt:
                said = self._draw_explanation(table, event)
                if isinstance(payload, ProposalAccepted):
                    said = f"{self._said_label(event)}. {said}"
                self._tell(said, error=False, draw=(event.seq, table))
            return

    def _tell_phones_draw(self, state: TournamentState | None) -> None:
        """A final-table redraw accepted from a phone: its draw for the button shown here too."""
        if state is None or not state.log:
            return
        event = state.log[-1]
        final = getattr(event.payload, "final_table", None)
        if event.origin is None or not isinstance(final, int) or event.seq == self._told_draw:
            return
        self._told_draw = event.seq
        said = self._draw_explanation(final, event)
        if said:
            told = event.told.translated(current_language())
            self._tell(f"{told}. {said}", error=False, draw=(event.seq, final))


def _dealt_at(payload: object, tables: set[int]) -> set[int]:
    """The tables where ``payload`` records a hand dealt: a hand played, a bust-out's hand.

    A bust-out whose positions were not confirmed (from a phone, or with the button left
    unconfirmed) says a hand was played without saying where: at any of ``tables``.
    """
    if isinstance(payload, HandPlayed):
        return {payload.table}
    if getattr(payload, "KIND", "") == "bust_out":
        positions = getattr(payload, "positions", None)
        return tables if positions is None else {where.table for where in positions}
    return set()
