"""The event contract: one frozen, typed payload per kind of director action.

A payload holds what the director decided and what chance drew (the seats, the buttons, the
chip race's cards), never what the rules derive from them: a bust-out names who busted, with
their stacks and eliminators, and the reducer works out the places, the level and the bounties;
a rebuy names the entry and its declared stack, and the chips and the bounty come from the
setup in force. So an imported or edited log cannot carry a forged place or bounty, and a log
stored before a rule was corrected replays with the correction.

Each kind has a module of its own in :mod:`tourney.domain.log.kinds`, named after the word
stored with it (:attr:`Payload.KIND`): ``kinds/bust_out.py`` holds :class:`BustOut` and its
parts. :data:`KINDS` lists every kind, declared once, and :func:`payload_class` gives a kind's
class. A kind's module loads when its class is first asked for (the names below are this
module's too, looked up on first use): opening a tournament loads the kinds its log holds,
not the thirty others. Their JSON form is :mod:`tourney.domain.log.codec`'s, and how they
change a tournament is :mod:`tourney.domain.log.reducer`'s.

>>> from tourney.domain.log.payloads import Bust, BustOut
>>> BustOut((Bust(7, by=(3,)),)).KIND
'bust_out'
>>> payload_class("bust_out") is BustOut
True
"""

from __future__ import annotations

from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from tourney.domain.log.kinds.addon import AddOn
    from tourney.domain.log.kinds.bust_out import Bust, BustOut, TablePositions
    from tourney.domain.log.kinds.button_set import ButtonSet
    from tourney.domain.log.kinds.chip_race import ChipRaced
    from tourney.domain.log.kinds.clock_adjusted import ClockAdjusted
    from tourney.domain.log.kinds.clock_paused import ClockPaused
    from tourney.domain.log.kinds.clock_started import ClockStarted
    from tourney.domain.log.kinds.deal_recorded import DealRecorded
    from tourney.domain.log.kinds.entry_unregistered import EntryUnregistered
    from tourney.domain.log.kinds.hand_for_hand import HandForHand
    from tourney.domain.log.kinds.hand_played import HandPlayed
    from tourney.domain.log.kinds.late_registration_closed import LateRegistrationClosed
    from tourney.domain.log.kinds.level_jumped import LevelJumped
    from tourney.domain.log.kinds.level_restarted import LevelRestarted
    from tourney.domain.log.kinds.pause_at_level_end import PauseAtLevelEnd
    from tourney.domain.log.kinds.payouts_locked import PayoutsLocked
    from tourney.domain.log.kinds.payouts_unlocked import PayoutsUnlocked
    from tourney.domain.log.kinds.player_moved import PlayerMoved
    from tourney.domain.log.kinds.player_registered import PlayerRegistered
    from tourney.domain.log.kinds.player_renamed import PlayerRenamed
    from tourney.domain.log.kinds.players_merged import PlayersMerged
    from tourney.domain.log.kinds.proposal_accepted import Move, ProposalAccepted
    from tourney.domain.log.kinds.rebuy import Rebuy
    from tourney.domain.log.kinds.redo import Redo
    from tourney.domain.log.kinds.seats_drawn import DrawnTable, SeatsDrawn
    from tourney.domain.log.kinds.setup_changed import SetupChanged
    from tourney.domain.log.kinds.structure_edited import StructureEdited
    from tourney.domain.log.kinds.table_closed import TableClosed
    from tourney.domain.log.kinds.table_opened import TableOpened
    from tourney.domain.log.kinds.tournament_created import TournamentCreated
    from tourney.domain.log.kinds.undo import Undo

__all__ = [
    "KINDS",
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
    "Seat",
    "SeatsDrawn",
    "SetupChanged",
    "StructureEdited",
    "TableClosed",
    "TableOpened",
    "TablePositions",
    "TournamentCreated",
    "Undo",
    "all_payloads",
    "payload_class",
]

Seat = tuple[int, int]
"""A table number and a seat number."""


@dataclass(frozen=True, slots=True)
class Payload:
    """The base of every payload; :attr:`KIND` is the kind's stored name."""

    KIND: ClassVar[str] = ""


KINDS: dict[str, str] = {
    "tournament_created": "TournamentCreated",
    "setup_changed": "SetupChanged",
    "structure_edited": "StructureEdited",
    "player_registered": "PlayerRegistered",
    "entry_unregistered": "EntryUnregistered",
    "rebuy": "Rebuy",
    "addon": "AddOn",
    "bust_out": "BustOut",
    "late_registration_closed": "LateRegistrationClosed",
    "player_renamed": "PlayerRenamed",
    "players_merged": "PlayersMerged",
    "seats_drawn": "SeatsDrawn",
    "player_moved": "PlayerMoved",
    "proposal_accepted": "ProposalAccepted",
    "table_opened": "TableOpened",
    "table_closed": "TableClosed",
    "button_set": "ButtonSet",
    "hand_played": "HandPlayed",
    "hand_for_hand": "HandForHand",
    "chip_race": "ChipRaced",
    "clock_started": "ClockStarted",
    "clock_paused": "ClockPaused",
    "clock_adjusted": "ClockAdjusted",
    "level_jumped": "LevelJumped",
    "level_restarted": "LevelRestarted",
    "pause_at_level_end": "PauseAtLevelEnd",
    "payouts_locked": "PayoutsLocked",
    "payouts_unlocked": "PayoutsUnlocked",
    "deal_recorded": "DealRecorded",
    "undo": "Undo",
    "redo": "Redo",
}
"""Every kind of event, declared once: its stored word and its class's name, which its module
``kinds/<word>.py`` holds. The codec, the reducer and the docs iterate it."""

_PARTS: dict[str, str] = {
    "Bust": "bust_out",
    "TablePositions": "bust_out",
    "DrawnTable": "seats_drawn",
    "Move": "proposal_accepted",
}
"""The classes that are parts of a payload, and the kind whose module holds them."""


def payload_class(kind: str) -> type[Payload]:
    """The payload class of a stored kind, its module loaded if it was not.

    Raises:
        KeyError: ``kind`` is not one of :data:`KINDS`.
    """
    try:
        return _LOADED[kind]
    except KeyError:
        name = KINDS[kind]
    cls: type[Payload] = getattr(import_module(f"tourney.domain.log.kinds.{kind}"), name)
    _LOADED[kind] = cls
    return cls


_LOADED: dict[str, type[Payload]] = {}
"""The classes of the kinds loaded so far (reading a log asks once per event)."""


def all_payloads() -> tuple[type[Payload], ...]:
    """Every payload class, in the order of :data:`KINDS` (each kind's module loaded)."""
    return tuple(payload_class(kind) for kind in KINDS)


_KIND_OF: dict[str, str] = {name: kind for kind, name in KINDS.items()} | _PARTS


def __getattr__(name: str) -> type:
    """A payload class (or a payload's part) by name: its kind's module loads on first use."""
    kind = _KIND_OF.get(name)
    if kind is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    cls: type = getattr(import_module(f"tourney.domain.log.kinds.{kind}"), name)
    globals()[name] = cls  # later lookups find it at once
    return cls
