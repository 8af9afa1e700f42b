"""Undo and redo: which actions are in effect, computed from the append-only log.

The log is never rewritten. Undo and redo are events themselves
(:class:`~tourney.domain.log.payloads.Undo` naming the log position of the action), and the
effect of the whole log is computed from it: a stack of the undoable actions in effect
(*done*) and a stack of the undone ones that may be redone (*redo*), exactly as in an editor:

* an undoable action is pushed on *done* and clears *redo*;
* ``undo`` pops the last action from *done* onto *redo*; ``redo`` pops it back;
* the actions in effect are every action except the undone ones, in log order, so the
  state is always the replay of those (a redone action takes its old place in the log).

**Clock actions are not undoable** (start, pause, ±time, jump to a level, restart a level,
pause at level end); they are corrected by the opposite action. The clock runs in real time
and its announcements have already been heard: undoing a pause by replay would make the clock
jump forward by the whole pause, undoing a start would throw away the time already played,
and a director who paused the clock to sort out a dispute would find Ctrl+Z undoing the pause
instead of the mistaken bust-out he meant. So clock actions never enter the stacks, and Ctrl+Z
is about players, tables and money. Everything else a director does is undoable, including
structure and settings edits and hand-for-hand.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from tourney.domain.errors import DomainMalformedError
from tourney.domain.log.chain import Stack
from tourney.domain.log.events import Event

__all__ = ["CLOCK_KINDS", "META_KINDS", "NOT_UNDOABLE", "History", "scan"]

CLOCK_KINDS: frozenset[str] = frozenset(
    {
        "clock_started",
        "clock_paused",
        "clock_adjusted",
        "level_jumped",
        "level_restarted",
        "pause_at_level_end",
    }
)
"""The clock actions (their stored words): in effect at once and for good (see above)."""

META_KINDS: frozenset[str] = frozenset({"undo", "redo"})
"""Events about other events."""

NOT_UNDOABLE: frozenset[str] = CLOCK_KINDS | META_KINDS | {"tournament_created"}
"""Kinds that never enter the undo stack."""


@dataclass(frozen=True, slots=True)
class History:
    """The undo bookkeeping of a tournament.

    Pushing an action and undoing or redoing one make a new history in constant time (the
    stacks share their items), so an action costs the same at the 100,000th event as at the
    first.

    Attributes:
        done: The undoable actions in effect, oldest first (their log positions).
        redo: The undone actions that may be redone, the next to redo last.
        undone: Every action not in effect because it was undone.
    """

    done: Stack[int] = field(default_factory=Stack)
    redo: Stack[int] = field(default_factory=Stack)
    undone: frozenset[int] = frozenset()

    @property
    def can_undo(self) -> bool:
        """Whether there is an action to undo."""
        return bool(self.done)

    @property
    def can_redo(self) -> bool:
        """Whether there is an undone action to redo."""
        return bool(self.redo)

    def after(self, event: Event) -> History:
        """The bookkeeping once ``event`` (stored at ``event.seq``) is in the log.

        Raises:
            DomainMalformedError: An undo or redo that does not name the action on top of
                its stack.
        """
        payload = event.payload
        kind = payload.KIND
        if kind == "undo":
            _check(self.done, event, payload.target, undo=True)  # type: ignore[attr-defined]
            return History(
                self.done.popped(), self.redo.pushed(self.done.top), self.undone | {self.done.top}
            )
        if kind == "redo":
            _check(self.redo, event, payload.target, undo=False)  # type: ignore[attr-defined]
            return History(
                self.done.pushed(self.redo.top), self.redo.popped(), self.undone - {self.redo.top}
            )
        if kind in NOT_UNDOABLE:
            return self
        return History(self.done.pushed(event.seq), Stack(), self.undone)

    def in_effect(self, log: Sequence[Event]) -> list[Event]:
        """The actions of ``log`` in effect, in log order (undo and redo events left out)."""
        undone = self.undone
        meta = META_KINDS
        return [e for e in log if e.payload.KIND not in meta and e.seq not in undone]


def scan(log: Iterable[Event]) -> History:
    """The undo bookkeeping after a whole log (one pass).

    Raises:
        DomainMalformedError: An undo or redo that does not name the action on top of its
            stack.
    """
    done: list[int] = []
    redo: list[int] = []
    undone: set[int] = set()
    skip = NOT_UNDOABLE
    for event in log:
        kind = event.payload.KIND
        if kind not in skip:
            done.append(event.seq)
            if redo:
                redo.clear()
        elif kind == "undo":
            target = event.payload.target  # type: ignore[attr-defined]
            if not done or done[-1] != target:
                _check(Stack(done), event, target, undo=True)
            redo.append(done.pop())
            undone.add(target)
        elif kind == "redo":
            target = event.payload.target  # type: ignore[attr-defined]
            if not redo or redo[-1] != target:
                _check(Stack(redo), event, target, undo=False)
            done.append(redo.pop())
            undone.discard(target)
    return History(Stack(done), Stack(redo), frozenset(undone))


def _check(stack: Stack[int], event: Event, target: int, *, undo: bool) -> None:
    if stack and stack.top == target:
        return
    if undo:
        raise DomainMalformedError(
            "Event {seq} undoes event {target}, which is not the last action in effect.",
            seq=event.seq,
            target=target,
        )
    raise DomainMalformedError(
        "Event {seq} redoes event {target}, which is not the last action undone.",
        seq=event.seq,
        target=target,
    )
