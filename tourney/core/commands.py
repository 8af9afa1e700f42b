"""Every director action as a typed command: what the window, the CLI and a paired phone send.

A command names an action and its inputs — never a state or a random draw — and carries an
optional ``id``: the service applies a command with an id once, so a phone that retries after
a lost answer is told what happened the first time. :meth:`Command.event` builds the action's
event through the domain's own action (its checks refuse what the rules forbid);
:data:`COMMANDS` lists every kind by its name, and :attr:`Command.ROLES` says which paired
devices may send it (the director's window may send everything). The base class is
:mod:`tourney.core.command`'s and the room's commands (seats, moves, the floor's proposal,
tables, buttons, hands) are :mod:`tourney.core.room_commands`'s; all are listed here.

>>> BustOut(busts=(Bust(7, by=(3,)),), id="phone-2:17").KIND
'bust_out'
"""

from __future__ import annotations

import random
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, ClassVar

from tourney.core.command import Command
from tourney.core.roles import DESK, DIRECTOR, FLOOR, ROLES
from tourney.core.room_commands import (
    AcceptMoves,
    AcceptProposal,
    ChipRace,
    CloseTable,
    DrawButton,
    DrawSeats,
    HandForHand,
    MovePlayer,
    NextHand,
    OpenTable,
    SetButton,
)
from tourney.domain.entries import actions as entries
from tourney.domain.entries import renaming
from tourney.domain.entries.players import Player
from tourney.domain.levels import actions as levels
from tourney.domain.levels.structure import Structure
from tourney.domain.log import actions as history
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import Bust, Move, TablePositions
from tourney.domain.money import actions as money
from tourney.domain.room import actions as room
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState

if TYPE_CHECKING:  # deals (ICM and all) load when a command needs them
    from tourney.domain.money.deals import Deal

__all__ = [
    "COMMANDS",
    "DESK",
    "DIRECTOR",
    "FLOOR",
    "ROLES",
    "AcceptMoves",
    "AcceptProposal",
    "AddOn",
    "AdjustClock",
    "Bust",
    "BustOut",
    "ChipRace",
    "CloseLateRegistration",
    "CloseTable",
    "Command",
    "DrawButton",
    "DrawSeats",
    "EditSetup",
    "EditStructure",
    "HandForHand",
    "JumpTo",
    "LockPayouts",
    "MergePlayers",
    "Move",
    "MovePlayer",
    "NextHand",
    "NextLevel",
    "OpenTable",
    "PauseAtLevelEnd",
    "PauseClock",
    "PreviousLevel",
    "ReEnter",
    "Rebuy",
    "RecordDeal",
    "Redo",
    "Register",
    "RenamePlayer",
    "RenameTournament",
    "RestartLevel",
    "ResumeClock",
    "SetButton",
    "StartClock",
    "Undo",
    "UnlockPayouts",
    "Unregister",
]


# ----------------------------------------------------------------------------- entries


@dataclass(frozen=True, slots=True)
class Register(Command):
    """A first entry for a player of the database (the service finds or adds the record).

    Attributes:
        name: The player's name, when the player is found or added by name.
        player_id: The database's id of the player, when known.
        nickname: A nickname for a player added now.
    """

    KIND: ClassVar[str] = "register"
    ROLES: ClassVar[frozenset[str]] = frozenset({DESK, DIRECTOR})
    name: str = ""
    player_id: int | None = None
    nickname: str = ""

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """Needs the player record: see :meth:`for_player`."""
        raise TypeError("a registration is made for a player record: use for_player")

    def for_player(
        self, state: TournamentState, player: Player, now: float, rng: random.Random
    ) -> Event:
        """The registration of ``player`` (the database's record).

        A player who busted out and registers again buys a re-entry, as at the desk.
        """
        mine = state.entries_of(player.id)
        if mine and not any(e.active for e in mine):
            return entries.re_enter(state, player.id, now, rng)
        return entries.register(state, player, now, rng)


@dataclass(frozen=True, slots=True)
class ReEnter(Command):
    """A re-entry for a player who busted out."""

    KIND: ClassVar[str] = "re_enter"
    ROLES: ClassVar[frozenset[str]] = frozenset({DESK, DIRECTOR})
    player_id: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The re-entry."""
        return entries.re_enter(state, self.player_id, now, rng)


@dataclass(frozen=True, slots=True)
class Unregister(Command):
    """An entry taken back before play starts."""

    KIND: ClassVar[str] = "unregister"
    ROLES: ClassVar[frozenset[str]] = frozenset({DESK, DIRECTOR})
    entry: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The unregistration."""
        return entries.unregister(state, self.entry, now)


@dataclass(frozen=True, slots=True)
class Rebuy(Command):
    """A rebuy for an entry whose player holds ``stack`` chips."""

    KIND: ClassVar[str] = "rebuy"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    entry: int = 0
    stack: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The rebuy."""
        return entries.rebuy(state, self.entry, stack=self.stack, now=now)


@dataclass(frozen=True, slots=True)
class AddOn(Command):
    """The add-on for one or several entries (one action, one undo)."""

    KIND: ClassVar[str] = "add_on"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    entries: tuple[int, ...] = ()

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The add-ons."""
        return entries.add_ons(state, self.entries, now)


@dataclass(frozen=True, slots=True)
class BustOut(Command):
    """The players eliminated in one hand, with their eliminators (and stacks when several).

    Attributes:
        busts: Who busted, by whom, with their starting stacks when several bust together.
        positions: That hand's button and blinds at the busted players' tables, as the
            director confirmed them (the next hand follows by the dead-button rule).
    """

    KIND: ClassVar[str] = "bust_out"
    ROLES: ClassVar[frozenset[str]] = frozenset({FLOOR, DIRECTOR})
    busts: tuple[Bust, ...] = ()
    positions: tuple[TablePositions, ...] = ()

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The bust-out (with that hand's button and blinds, when confirmed).

        Sent without positions (a staff phone's), the hand is the one Tourney expects at each
        table whose button is confirmed — what the window's dialog proposes — so the next
        hand's button and blinds follow from the hand being played, not the one before.
        """
        positions = self.positions or room.expected_positions(
            state, (bust.entry for bust in self.busts), now
        )
        return entries.bust_out(state, self.busts, now, positions=positions or None)


@dataclass(frozen=True, slots=True)
class RenamePlayer(Command):
    """Correct a player's name (and nickname) in the tournament and the player database."""

    KIND: ClassVar[str] = "rename_player"
    ROLES: ClassVar[frozenset[str]] = frozenset({DESK, DIRECTOR})
    player_id: int = 0
    name: str = ""
    nickname: str = ""

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The rename."""
        return renaming.rename_player(
            state, self.player_id, self.name, nickname=self.nickname, now=now
        )


@dataclass(frozen=True, slots=True)
class MergePlayers(Command):
    """Fold a typo's record (``duplicate``) into the right player's (``keep_id``).

    The service reads the kept player's record from the database.
    """

    KIND: ClassVar[str] = "merge_players"
    ROLES: ClassVar[frozenset[str]] = frozenset({DESK, DIRECTOR})
    duplicate: int = 0
    keep_id: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """Needs the kept record: see :meth:`into`."""
        raise TypeError("a merge is made with the kept player's record: use into")

    def into(self, state: TournamentState, keep: Player, now: float) -> Event:
        """The merge into ``keep`` (the database's record)."""
        return renaming.merge_player(state, self.duplicate, keep, now)


@dataclass(frozen=True, slots=True)
class CloseLateRegistration(Command):
    """Close late registration now."""

    KIND: ClassVar[str] = "close_late_registration"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The closing."""
        return entries.close_late_registration(state, now)


# ----------------------------------------------------------------------------- the clock


@dataclass(frozen=True, slots=True)
class StartClock(Command):
    """Start or resume the clock."""

    KIND: ClassVar[str] = "start_clock"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The start."""
        return levels.start_clock(state, now)


@dataclass(frozen=True, slots=True)
class PauseClock(Command):
    """Pause the clock."""

    KIND: ClassVar[str] = "pause_clock"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The pause."""
        return levels.pause_clock(state, now)


@dataclass(frozen=True, slots=True)
class ResumeClock(Command):
    """Resume the paused clock (a phone's Resume: the same as :class:`StartClock`)."""

    KIND: ClassVar[str] = "resume_clock"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The start."""
        return levels.start_clock(state, now)


@dataclass(frozen=True, slots=True)
class NextLevel(Command):
    """Go on to the next item of the structure, as the window's Next level does.

    The item left keeps the time it had: a Next level by mistake is undone exactly by
    :class:`PreviousLevel`.
    """

    KIND: ClassVar[str] = "next_level"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The jump."""
        return levels.jump_to(state, state.index_at(now) + 1, now, resume=True)


@dataclass(frozen=True, slots=True)
class PreviousLevel(Command):
    """Go back to the previous item of the structure, with the time it had left."""

    KIND: ClassVar[str] = "previous_level"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The jump."""
        return levels.jump_to(state, state.index_at(now) - 1, now, resume=True)


@dataclass(frozen=True, slots=True)
class AdjustClock(Command):
    """Add time to the current level or break (negative: take it away)."""

    KIND: ClassVar[str] = "adjust_clock"
    seconds: int = 0

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The change of time."""
        return levels.adjust_clock(state, self.seconds, now)


@dataclass(frozen=True, slots=True)
class JumpTo(Command):
    """Go to a structure item (the next or the previous level, or any).

    Attributes:
        index: The structure item.
        resume: Give back the time the item had when the clock was taken away from it (the
            previous and next level buttons), else start it afresh.
    """

    KIND: ClassVar[str] = "jump_to"
    index: int = 0
    resume: bool = False

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The jump."""
        return levels.jump_to(state, self.index, now, resume=self.resume)


@dataclass(frozen=True, slots=True)
class RestartLevel(Command):
    """Start the current level or break again with its full time."""

    KIND: ClassVar[str] = "restart_level"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The restart."""
        return levels.restart_level(state, now)


@dataclass(frozen=True, slots=True)
class PauseAtLevelEnd(Command):
    """Whether the clock stops by itself when a level ends."""

    KIND: ClassVar[str] = "pause_at_level_end"
    on: bool = True

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The setting."""
        return levels.set_pause_at_level_end(state, now, on=self.on)


@dataclass(frozen=True, slots=True)
class EditStructure(Command):
    """Play another structure from now on."""

    KIND: ClassVar[str] = "edit_structure"
    structure: Structure | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The edit."""
        assert self.structure is not None, "an edit of the structure needs the structure"
        return levels.edit_structure(state, self.structure, now)


@dataclass(frozen=True, slots=True)
class EditSetup(Command):
    """Change the tournament's settings."""

    KIND: ClassVar[str] = "edit_setup"
    setup: TournamentSetup | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The edit."""
        assert self.setup is not None, "an edit of the settings needs the settings"
        return levels.edit_setup(state, self.setup, now)


@dataclass(frozen=True, slots=True)
class RenameTournament(Command):
    """Give the tournament another name (its setup: screens, prints and the library's list)."""

    KIND: ClassVar[str] = "rename_tournament"
    name: str = ""

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The rename: the setup with the new name."""
        return levels.edit_setup(state, replace(state.setup, name=self.name), now)


# ----------------------------------------------------------------------------- money


@dataclass(frozen=True, slots=True)
class LockPayouts(Command):
    """Keep the payouts as they are now."""

    KIND: ClassVar[str] = "lock_payouts"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The lock."""
        return money.lock_payouts(state, now)


@dataclass(frozen=True, slots=True)
class UnlockPayouts(Command):
    """Let the payouts follow the prize pool again."""

    KIND: ClassVar[str] = "unlock_payouts"

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The unlock."""
        return money.unlock_payouts(state, now)


@dataclass(frozen=True, slots=True)
class RecordDeal(Command):
    """Record a deal between the players left."""

    KIND: ClassVar[str] = "record_deal"
    deal: Deal | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The deal."""
        assert self.deal is not None, "a deal needs its amounts"
        return money.record_deal(state, self.deal, now)


# ----------------------------------------------------------------------------- undo, redo


@dataclass(frozen=True, slots=True)
class Undo(Command):
    """Undo the last action in effect.

    Attributes:
        expected: The log position of the action the sender means to undo ("Undo bust-out of
            Ann" on a phone): refused if another action is on top by now. ``None``: the last.
    """

    KIND: ClassVar[str] = "undo"
    expected: int | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The undo."""
        history.check_target(state, self.expected, undo=True)
        return history.undo(state, now)


@dataclass(frozen=True, slots=True)
class Redo(Command):
    """Redo the last action undone (``expected`` as for :class:`Undo`)."""

    KIND: ClassVar[str] = "redo"
    expected: int | None = None

    def event(self, state: TournamentState, now: float, rng: random.Random) -> Event:
        """The redo."""
        history.check_target(state, self.expected, undo=False)
        return history.redo(state, now)


COMMANDS: dict[str, type[Command]] = {
    command.KIND: command
    for command in (
        Register,
        ReEnter,
        Unregister,
        RenamePlayer,
        MergePlayers,
        Rebuy,
        AddOn,
        BustOut,
        CloseLateRegistration,
        DrawSeats,
        MovePlayer,
        AcceptProposal,
        AcceptMoves,
        OpenTable,
        CloseTable,
        SetButton,
        DrawButton,
        NextHand,
        HandForHand,
        ChipRace,
        StartClock,
        PauseClock,
        ResumeClock,
        AdjustClock,
        NextLevel,
        PreviousLevel,
        JumpTo,
        RestartLevel,
        PauseAtLevelEnd,
        EditStructure,
        EditSetup,
        RenameTournament,
        LockPayouts,
        UnlockPayouts,
        RecordDeal,
        Undo,
        Redo,
    )
}
"""Every kind of command by its name."""
