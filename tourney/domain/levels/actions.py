"""Director actions on the clock, the structure and the setup.

The clock's rules are :mod:`tourney.domain.levels.clock`'s; these functions check an action against
the clock as it stands at ``now`` and return the event. Clock actions are not undoable (see
:mod:`tourney.domain.log.history`): the opposite action corrects them. Structure and setup edits
are undoable. Editing the structure during play keeps every level already played as it was
and the time already spent in the current one.
"""

from __future__ import annotations

from tourney.base.messages import N_, Message, Number, message, plural_message
from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.levels.structure import Structure
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import (
    ClockAdjusted,
    ClockPaused,
    ClockStarted,
    LevelJumped,
    LevelRestarted,
    PauseAtLevelEnd,
    SetupChanged,
    StructureEdited,
)
from tourney.domain.money.terms import check_terms
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState

__all__ = [
    "EDIT_SETUP",
    "EDIT_STRUCTURE",
    "adjust_clock",
    "check_adjust_clock",
    "check_edit_setup",
    "check_edit_structure",
    "check_jump_to",
    "check_pause_clock",
    "check_start_clock",
    "edit_setup",
    "edit_structure",
    "jump_to",
    "pause_clock",
    "restart_level",
    "set_pause_at_level_end",
    "start_clock",
]

EDIT_STRUCTURE = N_("Edit the structure")
"""The label of a structure edit (its undo is refused in a sentence of its own)."""
EDIT_SETUP = N_("Edit the settings")
"""The label of a setup edit."""

_GO_TO = {
    "Level {number}": N_("Go to level {number}"),
    "The break before level 1": N_("Go to the break before level 1"),
    "The break after level {number}": N_("Go to the break after level {number}"),
}
"""A structure item's name (:meth:`~tourney.domain.levels.structure.Structure.name_note_of`)
to go to."""

_GO_BACK = {
    "Level {number}": N_("Go to level {number} with its {time} left"),
    "The break before level 1": N_("Go to the break before level 1 with its {time} left"),
    "The break after level {number}": N_(
        "Go to the break after level {number} with its {time} left"
    ),
}
"""A structure item's name to go back to with the time it had left."""

_RESTART = {
    "Level {number}": N_("Restart level {number}"),
    "The break before level 1": N_("Restart the break before level 1"),
    "The break after level {number}": N_("Restart the break after level {number}"),
}
"""A structure item's name to start again."""


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def check_start_clock(state: TournamentState) -> None:
    """Refuse to start a running clock, or the clock of a finished tournament.

    Raises:
        DomainNotAllowedError: The clock is running, or the tournament has its winner.
    """
    if state.clock.running:
        raise DomainNotAllowedError("The clock is already running.")
    if state.finished:
        raise DomainNotAllowedError("The tournament is over: the clock stays stopped.")


def start_clock(state: TournamentState, now: Now) -> Event:
    """Start (or resume) the clock.

    Raises:
        DomainNotAllowedError: See :func:`check_start_clock`.
    """
    check_start_clock(state)
    label = message("Resume the clock") if state.started else message("Start the clock")
    return Event(ClockStarted(), _at(now), label)


def check_pause_clock(state: TournamentState) -> None:
    """Refuse to pause a clock that is not running.

    Raises:
        DomainNotAllowedError: The clock is not running.
    """
    if not state.clock.running:
        raise DomainNotAllowedError("The clock is already paused.")


def pause_clock(state: TournamentState, now: Now) -> Event:
    """Pause the clock.

    Raises:
        DomainNotAllowedError: See :func:`check_pause_clock`.
    """
    check_pause_clock(state)
    return Event(ClockPaused(), _at(now), message("Pause the clock"))


def check_adjust_clock(seconds: int) -> None:
    """Refuse to add no time.

    Raises:
        DomainNotAllowedError: ``seconds`` is zero or more than a day either way.
    """
    if seconds == 0:
        raise DomainNotAllowedError("Add or take away at least one second.")
    if abs(seconds) > 86_400:
        raise DomainNotAllowedError("Add or take away at most a day at once.")


def _check_not_finished(state: TournamentState) -> None:
    """Refuse to move the clock of a tournament that has its winner (undo the last bust first).

    Only the director's actions are refused: a log stored before this rule still replays.
    """
    if state.finished:
        raise DomainNotAllowedError("The tournament is over: the clock stays stopped.")


def adjust_clock(state: TournamentState, seconds: int, now: Now) -> Event:
    """Add time to the current item (or, negative, take it away): ``adjust_clock(s, 60, now)``.

    Raises:
        DomainNotAllowedError: See :func:`check_adjust_clock`; or the tournament is over.
    """
    check_adjust_clock(seconds)
    _check_not_finished(state)
    return Event(ClockAdjusted(seconds), _at(now), _adjusted(seconds))


def _adjusted(seconds: int) -> Message:
    amount = abs(seconds)
    if amount % 60 == 0:
        minutes = amount // 60
        if seconds > 0:
            return plural_message("Add {count} minute", "Add {count} minutes", minutes)
        return plural_message("Take away {count} minute", "Take away {count} minutes", minutes)
    if seconds > 0:
        return plural_message("Add {count} second", "Add {count} seconds", amount)
    return plural_message("Take away {count} second", "Take away {count} seconds", amount)


def check_jump_to(state: TournamentState, index: int) -> None:
    """Refuse to go to an item the structure does not have.

    Raises:
        DomainNotAllowedError: No such item.
    """
    state.clock.structure.name_of(index)


def jump_to(state: TournamentState, index: int, now: Now, *, resume: bool = False) -> Event:
    """Go to structure item ``index`` and start it afresh.

    With ``resume`` (the window's previous and next level) an item the clock was taken away
    from by a jump gets back the time it had left then, so a Next level pressed by mistake
    is undone exactly by Previous level; any other item starts afresh.

    Raises:
        DomainNotAllowedError: The structure has no such item, or the tournament is over.
    """
    check_jump_to(state, index)
    _check_not_finished(state)
    note = state.clock.structure.name_note_of(index)
    left = state.clock.advance(now).state.left_behind_of(index) if resume else None
    if left is not None and index != state.index_at(now):
        template = _GO_BACK[note.text]
        label = message(template, **dict(note.values), time=Number(_minutes(left)))
    else:
        template = _GO_TO[note.text]
        label = message(template, **dict(note.values))
    return Event(LevelJumped(index, resume=resume), _at(now), label)


def _minutes(ms: int) -> str:
    """A time left as the clock shows it: ``12:34``, ``1:02:03``."""
    seconds = -(-ms // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def restart_level(state: TournamentState, now: Now) -> Event:
    """Start the current level or break again with its full time.

    Raises:
        DomainNotAllowedError: The tournament is over.
    """
    _check_not_finished(state)
    note = state.clock.structure.name_note_of(state.index_at(now))
    template = _RESTART[note.text]
    label = message(template, **dict(note.values))
    return Event(LevelRestarted(), _at(now), label)


def set_pause_at_level_end(state: TournamentState, now: Now, *, on: bool) -> Event:
    """Choose whether the clock stops by itself when a level ends."""
    label = message("Pause at each level end") if on else message("Run on at level ends")
    return Event(PauseAtLevelEnd(on), _at(now), label)


def check_edit_structure(state: TournamentState, structure: Structure, now: Now) -> None:
    """Refuse a structure that changes a level already played or drops the current one.

    Raises:
        DomainNotAllowedError: With the clock's reason.
    """
    if structure == state.clock.structure:
        raise DomainNotAllowedError("The structure is unchanged.")
    state.clock.edit_structure(structure, now)


def edit_structure(state: TournamentState, structure: Structure, now: Now) -> Event:
    """Play ``structure`` from now on, keeping past levels and the current level's elapsed time.

    Raises:
        DomainNotAllowedError: See :func:`check_edit_structure`.
    """
    check_edit_structure(state, structure, now)
    template = EDIT_STRUCTURE
    return Event(StructureEdited(structure), _at(now), message(template))


def check_edit_setup(state: TournamentState, setup: TournamentSetup, now: Now) -> None:
    """Refuse a setup change that would rewrite what has happened.

    The terms (prices, chips, limits, windows, late registration, fees, added money, the
    guarantee and the payout plan) may change during the event: what has been bought keeps
    its price and chips, and a change applies to purchases from then on
    (:func:`tourney.domain.money.terms.terms_changes` says it in sentences).

    Raises:
        DomainNotAllowedError: Nothing changes; the bounty on each head changes once entries
            have been sold; the payouts, the added money or the guarantee change once a deal
            is recorded; the new payouts cannot pay the field as it stands; the tables get
            fewer seats than a table in play holds; or the new structure changes a level
            already played.
    """
    old = state.setup
    if setup == old:
        raise DomainNotAllowedError("The setup is unchanged.")
    check_terms(state, setup)
    fullest = max((t.count for t in state.room.tables), default=0)
    if setup.tables.seats_per_table < fullest:
        raise DomainNotAllowedError(
            "A table in play holds {count} players: the tables cannot have {seats} seats.",
            count=fullest,
            seats=setup.tables.seats_per_table,
        )
    if setup.structure != state.clock.structure:
        state.clock.edit_structure(setup.structure, now)


def edit_setup(state: TournamentState, setup: TournamentSetup, now: Now) -> Event:
    """Change the setup (name, windows, limits, tables, payouts, league ...).

    Raises:
        DomainNotAllowedError: See :func:`check_edit_setup`.
    """
    check_edit_setup(state, setup, now)
    template = EDIT_SETUP
    return Event(SetupChanged(setup), _at(now), message(template))
