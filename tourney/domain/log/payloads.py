"""The event contract: one frozen, typed payload per kind of director action.

A payload holds what the director decided and what chance drew (the seats, the buttons, the
chip race's cards), never what the rules derive from them: a bust-out names who busted, with
their stacks and eliminators, and the reducer works out the places, the level and the bounties;
a rebuy names the entry and its declared stack, and the chips and the bounty come from the
setup in force. So an imported or edited log cannot carry a forged place or bounty, and a log
stored before a rule was corrected replays with the correction.

Each payload names its kind (:attr:`Payload.KIND`, the word stored with it); their JSON form is
:mod:`tourney.domain.log.codec`'s, and how they change a tournament is
:mod:`tourney.domain.log.reducer`'s. :data:`PAYLOADS` lists every kind.

>>> BustOut((Bust(7, by=(3,)),)).KIND
'bust_out'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from tourney.base.messages import Message
from tourney.domain.entries.entry import EntryKind
from tourney.domain.entries.players import Player
from tourney.domain.levels.structure import Structure
from tourney.domain.money.payouts import Payouts
from tourney.domain.room.seating import MoveReason
from tourney.domain.setup import TournamentSetup

if TYPE_CHECKING:  # deals load with the first deal (ICM and all), not at start
    from tourney.domain.money.deals import Deal

__all__ = [
    "KINDS",
    "PAYLOADS",
    "AddOn",
    "Bust",
    "BustOut",
    "ButtonSet",
    "ChipRaced",
    "ClockAdjusted",
    "ClockPaused",
    "ClockStarted",
    "DealRecorded",
    "DrawnTable",
    "EntryUnregistered",
    "HandForHand",
    "HandPlayed",
    "LateRegistrationClosed",
    "LevelJumped",
    "LevelRestarted",
    "Move",
    "PauseAtLevelEnd",
    "Payload",
    "PayoutsLocked",
    "PayoutsUnlocked",
    "PlayerMoved",
    "PlayerRegistered",
    "PlayerRenamed",
    "PlayersMerged",
    "ProposalAccepted",
    "Rebuy",
    "Redo",
    "SeatsDrawn",
    "SetupChanged",
    "StructureEdited",
    "TableClosed",
    "TableOpened",
    "TablePositions",
    "TournamentCreated",
    "Undo",
]

Seat = tuple[int, int]
"""A table number and a seat number."""


@dataclass(frozen=True, slots=True)
class Payload:
    """The base of every payload; :attr:`KIND` is the kind's stored name."""

    KIND: ClassVar[str] = ""


# ----------------------------------------------------------------------------- the setup


@dataclass(frozen=True, slots=True)
class TournamentCreated(Payload):
    """The first event of every tournament: its setup."""

    KIND: ClassVar[str] = "tournament_created"
    setup: TournamentSetup


@dataclass(frozen=True, slots=True)
class SetupChanged(Payload):
    """The setup from now on (name, terms, tables, payouts, league …)."""

    KIND: ClassVar[str] = "setup_changed"
    setup: TournamentSetup


@dataclass(frozen=True, slots=True)
class StructureEdited(Payload):
    """The structure from now on; the levels already played stay as they were."""

    KIND: ClassVar[str] = "structure_edited"
    structure: Structure


# ----------------------------------------------------------------------------- entries


@dataclass(frozen=True, slots=True)
class PlayerRegistered(Payload):
    """An entry bought: a first entry or a re-entry.

    Attributes:
        entry: The entry's number (the tournament's next).
        player: The player's public fields.
        kind: A first entry or a re-entry.
        seat: Where the seat draw put it (``None`` before the seats are drawn).
        new_table: Whether the seat is at a table opened for it (the room was full).
    """

    KIND: ClassVar[str] = "player_registered"
    entry: int
    player: Player
    kind: EntryKind = EntryKind.ENTRY
    seat: Seat | None = None
    new_table: bool = False


@dataclass(frozen=True, slots=True)
class EntryUnregistered(Payload):
    """An entry taken back before play started."""

    KIND: ClassVar[str] = "entry_unregistered"
    entry: int


@dataclass(frozen=True, slots=True)
class Rebuy(Payload):
    """A rebuy for an entry whose player declared ``stack`` chips."""

    KIND: ClassVar[str] = "rebuy"
    entry: int
    stack: int = 0


@dataclass(frozen=True, slots=True)
class AddOn(Payload):
    """The add-on for one or several entries, in one action."""

    KIND: ClassVar[str] = "addon"
    entries: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Bust:
    """One entry eliminated in a hand.

    Attributes:
        entry: The entry that busted.
        by: The entries that won the pot that eliminated it (several for a split pot).
        stack: Its stack at the start of the hand; needed when several bust in one hand.
    """

    entry: int
    by: tuple[int, ...] = ()
    stack: int | None = None


@dataclass(frozen=True, slots=True)
class TablePositions:
    """Where the button and the blinds were at one table in the hand of a bust-out.

    Attributes:
        table: The table.
        button: The button's seat (an empty seat for a dead button).
        sb: The small blind's position (an empty seat for a dead small blind).
        bb: The big blind's seat.
    """

    table: int
    button: int
    sb: int
    bb: int


@dataclass(frozen=True, slots=True)
class BustOut(Payload):
    """The entries eliminated in one hand.

    Attributes:
        busted: Who busted, with their stacks and eliminators.
        positions: The positions of that hand at the busted players' tables, as the director
            confirmed them (one per table, several for a hand-for-hand hand); the reducer
            records that hand as played there before the players leave, so that the next
            hand follows by the dead-button rule. ``None``: not confirmed (and every bust-out
            recorded before positions were kept).
    """

    KIND: ClassVar[str] = "bust_out"
    busted: tuple[Bust, ...]
    positions: tuple[TablePositions, ...] | None = None


@dataclass(frozen=True, slots=True)
class PlayerRenamed(Payload):
    """A player's name corrected (a typo at registration): from now on the player is so called.

    Attributes:
        player_id: The player's id in the player database (storage renames its record too).
        name: The new full name.
        nickname: The new nickname (may be empty).
    """

    KIND: ClassVar[str] = "player_renamed"
    player_id: int
    name: str
    nickname: str = ""


@dataclass(frozen=True, slots=True)
class PlayersMerged(Payload):
    """A player of the tournament is a duplicate record of another: it is folded into it.

    The entries of ``player_id`` belong from now on to ``into.id``; storage merges the two
    records of the player database in the same transaction.

    Attributes:
        player_id: The duplicate's id (the record typed by mistake).
        into: The kept player's public fields once merged (its id, name and nickname).
    """

    KIND: ClassVar[str] = "players_merged"
    player_id: int
    into: Player


@dataclass(frozen=True, slots=True)
class LateRegistrationClosed(Payload):
    """Late registration (and re-entry) closed by the director."""

    KIND: ClassVar[str] = "late_registration_closed"


# ----------------------------------------------------------------------------- the room


@dataclass(frozen=True, slots=True)
class DrawnTable:
    """One table of the opening seat draw: its seats (an entry or ``None``) and its button."""

    number: int
    seats: tuple[int | None, ...]
    button: int | None = None


@dataclass(frozen=True, slots=True)
class SeatsDrawn(Payload):
    """The opening seat draw."""

    KIND: ClassVar[str] = "seats_drawn"
    tables: tuple[DrawnTable, ...]


@dataclass(frozen=True, slots=True)
class PlayerMoved(Payload):
    """The director moved an entry to a seat of his choice."""

    KIND: ClassVar[str] = "player_moved"
    entry: int
    to: Seat


@dataclass(frozen=True, slots=True)
class Move:
    """One move of an accepted proposal."""

    entry: int
    origin: Seat
    to: Seat
    reason: MoveReason


@dataclass(frozen=True, slots=True)
class ProposalAccepted(Payload):
    """Moves made by balancing, breaking a table or the final-table redraw.

    Attributes:
        moves: The moves, made together.
        closed: The tables closed (empty ones, or those broken).
        final_table: After a final-table redraw, the final table's number.
        button: After a final-table redraw, the seat the button draw gave.
        draw: After a final-table redraw, the button draw as it was explained (the cards).
    """

    KIND: ClassVar[str] = "proposal_accepted"
    moves: tuple[Move, ...]
    closed: tuple[int, ...] = ()
    final_table: int | None = None
    button: int | None = None
    draw: tuple[Message, ...] | None = None


@dataclass(frozen=True, slots=True)
class TableOpened(Payload):
    """An empty table put in play."""

    KIND: ClassVar[str] = "table_opened"
    table: int
    seats: int


@dataclass(frozen=True, slots=True)
class TableClosed(Payload):
    """An empty table taken out of play."""

    KIND: ClassVar[str] = "table_closed"
    table: int


@dataclass(frozen=True, slots=True)
class ButtonSet(Payload):
    """The button of a table's next hand, as if it were the table's first.

    Attributes:
        table: The table.
        seat: The button's seat.
        draw: When drawn for, the draw as it was explained (the cards), unsaid.
    """

    KIND: ClassVar[str] = "button_set"
    table: int
    seat: int
    draw: tuple[Message, ...] | None = None


@dataclass(frozen=True, slots=True)
class HandPlayed(Payload):
    """A hand dealt at a table: its button and blinds."""

    KIND: ClassVar[str] = "hand_played"
    table: int
    button: int
    sb: int
    bb: int


@dataclass(frozen=True, slots=True)
class HandForHand(Payload):
    """Hand-for-hand play started or ended."""

    KIND: ClassVar[str] = "hand_for_hand"
    on: bool


@dataclass(frozen=True, slots=True)
class ChipRaced(Payload):
    """A colour-up at one table, with its race as it was explained."""

    KIND: ClassVar[str] = "chip_race"
    table: int
    removed: int
    into: int
    value_before: int
    value_after: int
    notes: tuple[Message, ...] = ()


# ----------------------------------------------------------------------------- the clock


@dataclass(frozen=True, slots=True)
class ClockStarted(Payload):
    """The clock started or resumed."""

    KIND: ClassVar[str] = "clock_started"


@dataclass(frozen=True, slots=True)
class ClockPaused(Payload):
    """The clock paused."""

    KIND: ClassVar[str] = "clock_paused"


@dataclass(frozen=True, slots=True)
class ClockAdjusted(Payload):
    """Time added to the current item (negative: taken away)."""

    KIND: ClassVar[str] = "clock_adjusted"
    seconds: int


@dataclass(frozen=True, slots=True)
class LevelJumped(Payload):
    """The clock sent to a structure item.

    Attributes:
        index: The item.
        resume: The item gets back the time it had left when the clock was last taken away
            from it by a jump (the window's previous and next level), when it was; without
            it (as before this field existed) it starts afresh with its full time.
    """

    KIND: ClassVar[str] = "level_jumped"
    index: int
    resume: bool = False


@dataclass(frozen=True, slots=True)
class LevelRestarted(Payload):
    """The current level or break started again with its full time."""

    KIND: ClassVar[str] = "level_restarted"


@dataclass(frozen=True, slots=True)
class PauseAtLevelEnd(Payload):
    """Whether the clock stops by itself when a level ends."""

    KIND: ClassVar[str] = "pause_at_level_end"
    on: bool


# ----------------------------------------------------------------------------- money


@dataclass(frozen=True, slots=True)
class PayoutsLocked(Payload):
    """The payouts kept as they were when locked."""

    KIND: ClassVar[str] = "payouts_locked"
    payouts: Payouts


@dataclass(frozen=True, slots=True)
class PayoutsUnlocked(Payload):
    """The payouts follow the prize pool again."""

    KIND: ClassVar[str] = "payouts_unlocked"


@dataclass(frozen=True, slots=True)
class DealRecorded(Payload):
    """A deal between the players left."""

    KIND: ClassVar[str] = "deal_recorded"
    deal: Deal


# ----------------------------------------------------------------------------- undo, redo


@dataclass(frozen=True, slots=True)
class Undo(Payload):
    """The action at log position ``target`` undone."""

    KIND: ClassVar[str] = "undo"
    target: int


@dataclass(frozen=True, slots=True)
class Redo(Payload):
    """The undone action at log position ``target`` done again."""

    KIND: ClassVar[str] = "redo"
    target: int


PAYLOADS: tuple[type[Payload], ...] = (
    TournamentCreated,
    SetupChanged,
    StructureEdited,
    PlayerRegistered,
    EntryUnregistered,
    Rebuy,
    AddOn,
    BustOut,
    LateRegistrationClosed,
    PlayerRenamed,
    PlayersMerged,
    SeatsDrawn,
    PlayerMoved,
    ProposalAccepted,
    TableOpened,
    TableClosed,
    ButtonSet,
    HandPlayed,
    HandForHand,
    ChipRaced,
    ClockStarted,
    ClockPaused,
    ClockAdjusted,
    LevelJumped,
    LevelRestarted,
    PauseAtLevelEnd,
    PayoutsLocked,
    PayoutsUnlocked,
    DealRecorded,
    Undo,
    Redo,
)
"""Every kind of event, declared once: the codec, the reducer and the docs iterate it."""

KINDS: dict[str, type[Payload]] = {payload.KIND: payload for payload in PAYLOADS}
"""The payload class of each stored kind."""
