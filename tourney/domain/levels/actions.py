"""Director actions on the clock, the structure and the setup.

The clock's rules are :mod:`tourney.domain.levels.clock`'s; these functions check an action against
the clock as it stands at ``now`` and return the event. Clock actions are not undoable (see
:mod:`tourney.domain.log.history`): the opposite action corrects them. Structure and setup edits
are undoable. Editing the structure during play keeps every level already played as it was
and the time already spent in the current one.
"""

from __future__ import annotations

from tourney.domain.errors import DomainNotAllowedError
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.levels.structure import Structure
from tourney.domain.log.events import Event
from tourney.domain.serialize import setup_to_json, structure_to_json
from tourney.domain.setup import TournamentSetup
from tourney.domain.state import TournamentState

__all__ = [
    "EDIT_SETUP",
    "EDIT_STRUCTURE",
    "adjust_clock",
    "check_edit_setup",
    "check_edit_structure",
    "edit_setup",
    "edit_structure",
    "jump_to",
    "pause_clock",
    "restart_level",
    "set_pause_at_level_end",
    "start_clock",
]

EDIT_STRUCTURE = "Edit the structure"
"""The label of a structure edit (its undo is refused in a sentence of its own)."""
EDIT_SETUP = "Edit the settings"
"""The label of a setup edit."""


def _at(now: Now) -> float:
    return to_ms(now) / 1000


def start_clock(state: TournamentState, now: Now) -> Event:
    """Start (or resume) the clock.

    Raises:
        DomainNotAllowedError: The clock is already running.
    """
    if state.clock.running:
        raise DomainNotAllowedError("The clock is already running.")
    label = "Resume the clock" if state.started else "Start the clock"
    return Event("clock_started", {}, _at(now), label)


def pause_clock(state: TournamentState, now: Now) -> Event:
    """Pause the clock.

    Raises:
        DomainNotAllowedError: The clock is not running.
    """
    if not state.clock.running:
        raise DomainNotAllowedError("The clock is already paused.")
    return Event("clock_paused", {}, _at(now), "Pause the clock")


def adjust_clock(state: TournamentState, seconds: int, now: Now) -> Event:
    """Add time to the current item (or, negative, take it away): ``adjust_clock(s, 60, now)``.

    Raises:
        DomainNotAllowedError: ``seconds`` is zero.
    """
    if seconds == 0:
        raise DomainNotAllowedError("Add or take away at least one second.")
    word = "Add" if seconds > 0 else "Take away"
    amount = abs(seconds)
    text = (
        f"{amount // 60} minute{'s' if amount // 60 != 1 else ''}"
        if amount % 60 == 0
        else f"{amount} second{'s' if amount != 1 else ''}"
    )
    return Event("clock_adjusted", {"seconds": seconds}, _at(now), f"{word} {text}")


def jump_to(state: TournamentState, index: int, now: Now) -> Event:
    """Go to structure item ``index`` and start it afresh.

    Raises:
        DomainNotAllowedError: The structure has no such item.
    """
    name = state.clock.structure.name_of(index)
    return Event("level_jumped", {"index": index}, _at(now), f"Go to {name[:1].lower()}{name[1:]}")


def restart_level(state: TournamentState, now: Now) -> Event:
    """Start the current level or break again with its full time."""
    name = state.clock.structure.name_of(state.index_at(now))
    return Event("level_restarted", {}, _at(now), f"Restart {name[:1].lower()}{name[1:]}")


def set_pause_at_level_end(state: TournamentState, now: Now, *, on: bool) -> Event:
    """Choose whether the clock stops by itself when a level ends."""
    label = "Pause at each level end" if on else "Run on at level ends"
    return Event("pause_at_level_end", {"on": on}, _at(now), label)


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
    data = {"structure": structure_to_json(structure)}
    return Event("structure_edited", data, _at(now), EDIT_STRUCTURE)


def check_edit_setup(state: TournamentState, setup: TournamentSetup, now: Now) -> None:
    """Refuse a setup change that would rewrite what has happened.

    Raises:
        DomainNotAllowedError: Nothing changes; the prices or chips change after entries were
            sold; the tables get fewer seats than a table in play holds; or the new structure
            changes a level already played.
    """
    old = state.setup
    if setup == old:
        raise DomainNotAllowedError("The setup is unchanged.")
    if state.entries and setup.buyins.plan != old.buyins.plan:
        raise DomainNotAllowedError("Entries have been sold: the prices can no longer change.")
    if state.entries and setup.starting_stack != old.starting_stack:
        raise DomainNotAllowedError(
            "Entries have been sold: the starting stack can no longer change."
        )
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
    return Event("setup_changed", {"setup": setup_to_json(setup)}, _at(now), EDIT_SETUP)
