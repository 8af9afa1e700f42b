"""Undo and redo as director actions: the events that name the action undone or redone.

See :mod:`tourney.domain.log.history` for what is undoable and how the effect is computed. An
undo or redo that would leave the later clock actions impossible (undoing a structure edit
after the clock was sent to a level only the new structure has) is refused with the reason.
"""

from __future__ import annotations

from tourney.domain.errors import DomainError, DomainNotAllowedError
from tourney.domain.levels.actions import EDIT_SETUP, EDIT_STRUCTURE
from tourney.domain.levels.clock_events import Now, to_ms
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import Redo, SetupChanged, StructureEdited, Undo
from tourney.domain.log.reducer import apply
from tourney.domain.state import TournamentState, history_label

__all__ = ["check_redo", "check_target", "check_undo", "redo", "undo"]

_REPLAY_SENSITIVE = (StructureEdited, SetupChanged)
"""Actions whose undo or redo can clash with the clock actions that followed them."""


def _event(state: TournamentState, target: int, now: Now, *, undo: bool) -> Event:
    label = history_label(state.label_of(target), undo=undo)
    payload = Undo(target) if undo else Redo(target)
    return Event(payload, to_ms(now) / 1000, label)


def _trial(state: TournamentState, event: Event) -> None:
    target = state.log[event.payload.target - 1]  # type: ignore[attr-defined]
    if not isinstance(target.payload, _REPLAY_SENSITIVE):
        return
    try:
        apply(state, event)
    except DomainError as error:
        raise _clash(event, target.label.text, error) from None


def _clash(event: Event, target: str, error: DomainError) -> DomainNotAllowedError:
    """The refusal of an undo or redo (``event``) of ``target`` that the clock refuses."""
    reason = error.message
    undo = isinstance(event.payload, Undo)
    if target == EDIT_STRUCTURE:
        return (
            DomainNotAllowedError(
                "Undo edit the structure is not possible now: {reason}", reason=reason
            )
            if undo
            else DomainNotAllowedError(
                "Redo edit the structure is not possible now: {reason}", reason=reason
            )
        )
    if target == EDIT_SETUP:
        return (
            DomainNotAllowedError(
                "Undo edit the settings is not possible now: {reason}", reason=reason
            )
            if undo
            else DomainNotAllowedError(
                "Redo edit the settings is not possible now: {reason}", reason=reason
            )
        )
    return DomainNotAllowedError(
        "{action} is not possible now: {reason}", action=event.label, reason=reason
    )


def check_target(state: TournamentState, expected: int | None, *, undo: bool) -> None:
    """Refuse to undo (or redo) another action than the one the sender saw on top.

    A phone says "Undo bust-out of Ann"; if another action was recorded since, undoing the
    last one would undo something else: refuse, naming what is on top now.

    Raises:
        DomainNotAllowedError: ``expected`` is not the action on top.
    """
    if expected is None:
        return
    stack = state.history.done if undo else state.history.redo
    if stack and stack.top == expected:
        return
    if not stack:
        if undo:
            raise DomainNotAllowedError("There is nothing to undo.")
        raise DomainNotAllowedError("There is nothing to redo.")
    raise DomainNotAllowedError(
        "The last action is now {action}: nothing was undone or redone.",
        action=state.label_of(stack.top),
    )


def check_undo(state: TournamentState, now: Now) -> None:
    """Refuse to undo when nothing is undoable or the undo would clash with the clock.

    Raises:
        DomainNotAllowedError: With the reason.
    """
    undo(state, now)


def undo(state: TournamentState, now: Now) -> Event:
    """Undo the last action in effect ("Undo bust-out of Ann, 9th").

    Raises:
        DomainNotAllowedError: Nothing to undo, or see :func:`check_undo`.
    """
    if not state.history.done:
        raise DomainNotAllowedError("There is nothing to undo.")
    event = _event(state, state.history.done.top, now, undo=True)
    _trial(state, event)
    return event


def check_redo(state: TournamentState, now: Now) -> None:
    """Refuse to redo when nothing was undone (or a new action cleared the redo list).

    Raises:
        DomainNotAllowedError: With the reason.
    """
    redo(state, now)


def redo(state: TournamentState, now: Now) -> Event:
    """Redo the last action undone ("Redo bust-out of Ann, 9th").

    Raises:
        DomainNotAllowedError: Nothing to redo, or it would clash with the clock.
    """
    if not state.history.redo:
        raise DomainNotAllowedError("There is nothing to redo.")
    event = _event(state, state.history.redo.top, now, undo=False)
    _trial(state, event)
    return event
