"""Undo and redo: which actions are in effect, computed from the append-only log.

The log is never rewritten. Undo and redo are events themselves (``{"kind": "undo", "data":
{"target": seq}}``), and the effect of the whole log is computed from it: a stack of the
undoable actions in effect (*done*) and a stack of the undone ones that may be redone
(*redo*), exactly as in an editor:

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
from dataclasses import dataclass

from tourney.domain.errors import DomainMalformedError
from tourney.domain.log.events import Event

__all__ = ["CLOCK_KINDS", "META_KINDS", "NOT_UNDOABLE", "History", "scan", "undo_text"]

CLOCK_KINDS = frozenset(
    {
        "clock_started",
        "clock_paused",
        "clock_adjusted",
        "level_jumped",
        "level_restarted",
        "pause_at_level_end",
    }
)
"""The clock actions: in effect at once and for good (see the module docstring)."""

META_KINDS = frozenset({"undo", "redo"})
"""Events about other events."""

NOT_UNDOABLE = CLOCK_KINDS | META_KINDS | {"tournament_created"}
"""Kinds that never enter the undo stack."""


def undo_text(verb: str, label: str) -> str:
    """``"Undo bust-out of Ann, 9th"`` from ``"Undo"`` and ``"Bust-out of Ann, 9th"``."""
    if not label:
        return f"{verb} the last action"
    return f"{verb} {label[:1].lower()}{label[1:]}"


@dataclass(frozen=True, slots=True)
class History:
    """The undo bookkeeping of a tournament.

    Attributes:
        done: The undoable actions in effect, oldest first (their log positions).
        redo: The undone actions that may be redone, the next to redo last.
        undone: Every action not in effect because it was undone.
    """

    done: tuple[int, ...] = ()
    redo: tuple[int, ...] = ()
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
        done, redo, undone = list(self.done), list(self.redo), set(self.undone)
        _step(done, redo, undone, event)
        return History(tuple(done), tuple(redo), frozenset(undone))

    def in_effect(self, log: Sequence[Event]) -> list[Event]:
        """The actions of ``log`` in effect, in log order (undo and redo events left out)."""
        undone = self.undone
        return [e for e in log if e.kind not in META_KINDS and e.seq not in undone]


def scan(log: Iterable[Event]) -> History:
    """The undo bookkeeping after a whole log (one pass, lists inside).

    Raises:
        DomainMalformedError: An undo or redo that does not name the action on top of its
            stack.
    """
    done: list[int] = []
    redo: list[int] = []
    undone: set[int] = set()
    for event in log:
        kind = event.kind
        if kind in NOT_UNDOABLE:
            if kind in META_KINDS:
                _step(done, redo, undone, event)
        else:
            done.append(event.seq)
            if redo:
                redo.clear()
    return History(tuple(done), tuple(redo), frozenset(undone))


def _step(done: list[int], redo: list[int], undone: set[int], event: Event) -> None:
    kind = event.kind
    if kind == "undo":
        target = _target(event)
        if not done or done[-1] != target:
            raise DomainMalformedError(
                "Event {seq} undoes event {target}, which is not the last action in effect.",
                seq=event.seq,
                target=target,
            )
        redo.append(done.pop())
        undone.add(target)
    elif kind == "redo":
        target = _target(event)
        if not redo or redo[-1] != target:
            raise DomainMalformedError(
                "Event {seq} redoes event {target}, which is not the last action undone.",
                seq=event.seq,
                target=target,
            )
        done.append(redo.pop())
        undone.discard(target)
    elif kind not in NOT_UNDOABLE:
        done.append(event.seq)
        redo.clear()


def _target(event: Event) -> int:
    target = event.data.get("target")
    if isinstance(target, bool) or not isinstance(target, int):
        raise DomainMalformedError(
            "Event {seq} ({kind}) needs a whole-number target.", seq=event.seq, kind=event.kind
        )
    return target
