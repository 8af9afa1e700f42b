"""The tournament as it stands: an immutable snapshot, the replay of its event log.

:class:`TournamentState` is what every screen and report reads: the setup, the players and
their entries, the room (tables, seats, each table's button state), the clock, locked
payouts, the recorded deal, chip races and the undo bookkeeping. It is built only by
:func:`tourney.domain.log.reducer.replay` (a whole log) and :func:`tourney.domain.log.reducer.apply`
(one more event); actions (``tourney.domain.actions_*``) read it and return events.

The event kinds and their data are listed in :mod:`tourney.domain.log.reducer`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from tourney.base.messages import Lowered, Message, message
from tourney.domain.entries.entry import Entry
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.levels.clock_events import Now
from tourney.domain.levels.structure import Level
from tourney.domain.log.chain import Log
from tourney.domain.log.events import Event
from tourney.domain.log.history import History
from tourney.domain.money.payouts import Payouts
from tourney.domain.room.tables import Room
from tourney.domain.setup import TournamentSetup, levels_started

if TYPE_CHECKING:  # deals load with the first deal (ICM and all), not at start
    from tourney.domain.money.deals import Deal

__all__ = ["ChipRaceRecord", "TournamentState", "history_label"]


@dataclass(frozen=True, slots=True)
class ChipRaceRecord:
    """A colour-up at one table, as recorded.

    Attributes:
        table: The table number.
        removed: The value of the denomination that left play.
        into: The value of the chips it was coloured up into.
        value_before: The value of the removed chips.
        value_after: The value of the new chips handed out.
        notes: The race as it was explained (cards dealt, winners), unsaid; races recorded
            before explanations were kept unsaid hold English sentences.
    """

    table: int
    removed: int
    into: int
    value_before: int
    value_after: int
    notes: tuple[Message, ...] = ()

    @property
    def explanation(self) -> tuple[str, ...]:
        """The race as it was explained, in English."""
        return self.explanation_in("en")

    def explanation_in(self, language: str) -> tuple[str, ...]:
        """The race as it was explained, in ``language`` (``"en"``, ``"it"`` or ``"ro"``)."""
        return tuple(note.translated(language) for note in self.notes)


@dataclass(frozen=True, slots=True)
class TournamentState:
    """A tournament at one point of its log.

    Mappings are read-only views by convention: never change them, build a new state with
    an event instead.

    Attributes:
        setup: The current setup (its structure is the clock's).
        clock: The clock.
        players: The players who bought an entry, by player id (public fields only).
        entries: Every entry by number, busted ones included.
        room: The tables in play.
        seats_drawn: Whether the opening seat draw has been made (later entries are seated
            as they register).
        started: Whether the clock has ever been started.
        late_registration_closed: Whether the director closed late registration by hand.
        locked_payouts: The payouts the director locked, or ``None``.
        deal: The recorded deal, or ``None``.
        chip_races: The colour-ups recorded, in order.
        chips_adjustment: Chips added (positive) or removed (negative) by colour-ups.
        bust_hands: How many hands have eliminated somebody.
        next_entry: The number the next entry gets.
        players_left: How many entries are still playing.
        history: The undo bookkeeping.
        log: Every event so far (undo and redo included); not compared.
    """

    setup: TournamentSetup
    clock: ClockState
    players: Mapping[int, Player]
    entries: Mapping[int, Entry]
    room: Room
    seats_drawn: bool = False
    started: bool = False
    late_registration_closed: bool = False
    locked_payouts: Payouts | None = None
    deal: Deal | None = None
    chip_races: tuple[ChipRaceRecord, ...] = ()
    chips_adjustment: int = 0
    bust_hands: int = 0
    next_entry: int = 1
    players_left: int = 0
    history: History = field(default_factory=History)
    log: Log[Event] = field(default_factory=Log, compare=False)

    # ----------------------------------------------------------------- entries

    def entry(self, number: int) -> Entry:
        """The entry numbered ``number``.

        Raises:
            DomainNotAllowedError: No such entry.
        """
        found = self.entries.get(number)
        if found is None:
            raise DomainNotAllowedError("There is no entry {number}.", number=number)
        return found

    def name(self, number: int) -> str:
        """The name of the player who holds entry ``number``."""
        return self.players[self.entry(number).player_id].name

    def active(self) -> tuple[Entry, ...]:
        """The entries still playing, by number."""
        return tuple(e for _, e in sorted(self.entries.items()) if e.active)

    @property
    def winner(self) -> Entry | None:
        """The winning entry once the tournament is finished, else ``None``."""
        if not self.finished:
            return None
        return next(e for e in self.entries.values() if e.active)

    @property
    def finished(self) -> bool:
        """Whether the tournament is over: a bust-out left one player, the winner.

        Derived from the log like everything else: undoing the last bust-out reopens the
        tournament, and so does a late entry (when registration is still open).
        """
        return self.bust_hands > 0 and self.players_left == 1

    def entries_of(self, player_id: int) -> tuple[Entry, ...]:
        """A player's entries, oldest first."""
        return tuple(e for _, e in sorted(self.entries.items()) if e.player_id == player_id)

    def seat_of(self, number: int) -> tuple[int, int] | None:
        """Entry ``number``'s ``(table, seat)``, or ``None`` when it is not seated."""
        for table in self.room.tables:
            seat = table.seat_of(number)
            if seat is not None:
                return table.number, seat
        return None

    # ----------------------------------------------------------------- clock

    def index_at(self, now: Now) -> int:
        """The structure item being played at ``now``."""
        return self.clock.reading(now).index

    def smallest_chip_at(self, now: Now) -> int:
        """The smallest chip still in play at ``now``.

        The chip set's smallest, less the denominations coloured up at the breaks already
        played and those raced off at a table; what a split pot's odd chips are broken into
        (TDA 20).
        """
        removed = self.clock.structure.coloured_up_before(self.index_at(now))
        removed |= {race.removed for race in self.chip_races}
        values = self.setup.chips.in_play(removed)
        return values[0] if values else self.setup.chips.smallest

    def levels_started_at(self, now: Now) -> int:
        """How many levels have started at ``now`` (0 before the clock is first started)."""
        if not self.started:
            return 0
        return levels_started(self.clock.structure, self.index_at(now))

    def level_at(self, now: Now) -> Level:
        """The level whose blinds are in force at ``now`` (in a break: the next level)."""
        structure = self.clock.structure
        index = self.index_at(now)
        for item in structure.items[index:]:
            if isinstance(item, Level):
                return item
        return structure.levels()[-1][1]

    # ----------------------------------------------------------------- history

    @property
    def last_seq(self) -> int:
        """The position of the last event in the log."""
        return len(self.log)

    def label_of(self, seq: int) -> Message:
        """The label of the event at log position ``seq``."""
        return self.log[seq - 1].label

    @property
    def undo_label(self) -> Message | None:
        """The Edit menu's undo item ("Undo bust-out of Ann, 9th"), or ``None``."""
        if not self.history.done:
            return None
        return history_label(self.log[self.history.done.top - 1].told, undo=True)

    @property
    def redo_label(self) -> Message | None:
        """The Edit menu's redo item ("Redo bust-out of Ann, 9th"), or ``None``."""
        if not self.history.redo:
            return None
        return history_label(self.log[self.history.redo.top - 1].told, undo=False)


def history_label(action: Message, *, undo: bool) -> Message:
    """The undo (or redo) item for the action labelled ``action``: "Undo bust-out of Ann"."""
    if not action.text:
        return message("Undo the last action") if undo else message("Redo the last action")
    lowered = Lowered(action)
    return (
        message("Undo {action}", action=lowered)
        if undo
        else message("Redo {action}", action=lowered)
    )
