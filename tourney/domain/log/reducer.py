"""Events into state: :func:`replay` a whole log, :func:`apply` one more event.

The reducer works on a mutable builder and freezes a
:class:`~tourney.domain.state.TournamentState` once at the end, so replaying 50,000 events
costs a small dictionary update each, and applying one more event costs the same at the
100,000th event as at the first (the log and the undo stacks are shared, not copied). Undo and
redo (:mod:`tourney.domain.log.history`) are resolved first: the state is the replay of the
actions in effect.

Events hold what the director decided and what chance drew
(:mod:`~tourney.domain.log.payloads`); the reducer derives the rest with the rules in force at
that moment (:mod:`tourney.domain.log.builder`): an entry's chips and bounty from the setup, a
bust-out's level from the clock, its bounties from the bounty rule, and every finishing place
from the order of the bust-outs and the number of entries: a late entry registered after
bust-outs pushes the earlier ones down a place, so places stay distinct and complete, and
final once registration is over. When the
last bust-out leaves one player, the clock stops (:attr:`TournamentState.finished
<tourney.domain.state.TournamentState.finished>`); undoing it starts the clock again as if it
had never stopped.

With ``check=True`` every event is first checked by the rules the director's actions apply
(:mod:`tourney.domain.log.rules`): an imported or replayed log cannot bring in what the window
would refuse. :func:`tourney.domain.log.audit.audit` lists every event the rules refuse, for
``tourney check``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from tourney.domain.errors import DomainError, DomainMalformedError
from tourney.domain.levels.clock import ClockState
from tourney.domain.log import payloads as p
from tourney.domain.log.builder import HANDLERS, Builder
from tourney.domain.log.chain import Log
from tourney.domain.log.events import Event
from tourney.domain.log.history import META_KINDS, History, scan
from tourney.domain.room.tables import Room
from tourney.domain.state import TournamentState

__all__ = ["Refusals", "apply", "replay", "replay_after"]


# ----------------------------------------------------------------------------- applying


Checker = Callable[[TournamentState, Event], None]

Refusals = list[tuple[Event, DomainError]]
"""Where a checked replay that goes on past refusals keeps each refused event and its refusal."""


def _apply_all(
    builder: Builder,
    events: Iterable[Event],
    *,
    check: Checker | None = None,
    history: History | None = None,
    log: Log[Event] | None = None,
    refused: Refusals | None = None,
) -> None:
    handlers = HANDLERS
    for event in events:
        handler = handlers.get(event.payload.KIND)
        if handler is None:
            raise DomainMalformedError(
                "Event {seq} ({kind}) cannot be applied: it is not a director's action.",
                seq=event.seq,
                kind=event.kind,
            )
        if check is not None:
            assert history is not None and log is not None
            try:
                check(builder.view(history, log), event)
            except DomainError as error:
                if refused is None:
                    raise DomainMalformedError(
                        "Event {seq} ({kind}) is refused by the rules: {reason}",
                        seq=event.seq,
                        kind=event.kind,
                        reason=error.message,
                    ) from error
                refused.append((event, error))
        try:
            handler(builder, event.payload, event.at)
        except DomainError as error:
            raise DomainMalformedError(
                "Event {seq} ({kind}) cannot be applied: {reason}",
                seq=event.seq,
                kind=event.kind,
                reason=error.message,
            ) from error


def _created(event: Event) -> TournamentState:
    payload = event.payload
    if not isinstance(payload, p.TournamentCreated):
        raise DomainMalformedError(
            "A tournament's log must start with tournament_created, not {kind!r}.",
            kind=event.kind,
        )
    setup = payload.setup
    clock = ClockState.new(setup.structure, pause_at_level_end=setup.pause_at_level_end)
    return TournamentState(setup, clock, {}, {}, Room((), setup.tables), log=Log([event]))


def _numbered(events: Iterable[Event]) -> Log[Event]:
    log: list[Event] = []
    for position, event in enumerate(events, start=1):
        if event.seq == 0:
            event = event.stored_as(position)  # noqa: PLW2901 - numbering the same event
        elif event.seq != position:
            raise DomainMalformedError(
                "Event {seq} ({kind}) is out of place: it is number {position} in the log.",
                seq=event.seq,
                kind=event.kind,
                position=position,
            )
        log.append(event)
    return Log(log)


def _rules() -> Checker:
    from tourney.domain.log.rules import check_event  # the actions' checks: only when asked

    return check_event


def replay(
    events: Iterable[Event], *, check: bool = False, refused: Refusals | None = None
) -> TournamentState:
    """The tournament that a log describes.

    Events may come without their log position (``seq`` 0): they are numbered 1, 2, ...

    Args:
        events: The log, first event first.
        check: Check every event with the rules the director's actions apply first (an
            imported log, ``tourney check``).
        refused: With ``check``, an event the rules refuse does not stop the replay: it is
            added here with its refusal and applied anyway when it can be
            (:func:`tourney.domain.log.audit.audit`).

    Raises:
        DomainMalformedError: An empty log, a log not starting with ``tournament_created``,
            events out of order, or an event that cannot be applied (or that the rules
            refuse, with ``check``).
    """
    log = _numbered(events)
    if not log:
        raise DomainMalformedError("An empty log describes no tournament.")
    start = _created(log[0])
    if not check:
        history = scan(log)
        builder = Builder(start)
        _apply_all(builder, history.in_effect(log)[1:])
        return builder.freeze(history, log)
    return _replay_checked(log, start, refused=refused)


def replay_after(state: TournamentState, events: Iterable[Event]) -> TournamentState:
    """The tournament once ``events``, the log's next ones, are added to ``state``'s log.

    What a snapshot's state needs to catch up with the events stored after it: the actions in
    effect among them are applied in one pass, as :func:`replay` does, rather than one new
    state each. An undo or a redo among them that reaches an action of ``state`` itself is
    applied as :func:`apply` does (the state is worked out again from the whole log).

    Raises:
        DomainMalformedError: An event out of place, of an unknown kind, a second
            ``tournament_created``, an undo or redo out of turn, or one that cannot be applied.
    """
    events = list(events)
    last = state.last_seq
    log, history = state.log, state.history
    for event in events:
        if event.seq != len(log) + 1:
            raise DomainMalformedError(
                "Event {seq} ({kind}) is out of place: the next position is {expected}.",
                seq=event.seq,
                kind=event.kind,
                expected=len(log) + 1,
            )
        if isinstance(event.payload, p.TournamentCreated):
            raise DomainMalformedError("A tournament is created only once, by its first event.")
        if event.payload.KIND in META_KINDS and event.payload.target <= last:  # type: ignore[attr-defined]
            for later in events:
                state = apply(state, later)
            return state
        log = log.appended(event)
        history = history.after(event)
    undone = history.undone
    in_effect = [e for e in events if e.payload.KIND not in META_KINDS and e.seq not in undone]
    builder = Builder(state)
    _apply_all(builder, in_effect)
    return builder.freeze(history, log)


def _replay_checked(
    log: Log[Event], start: TournamentState, *, refused: Refusals | None
) -> TournamentState:
    """Replay with the rules, each event checked against the state just before it."""
    check = _rules()
    history = History()
    builder = Builder(start)
    for position in range(1, len(log)):
        event = log[position]
        if event.payload.KIND in META_KINDS:
            history = history.after(event)
            builder = Builder(start)
            _apply_all(builder, history.in_effect(log.prefix(position + 1))[1:])
            continue
        prefix = log.prefix(position)
        _apply_all(builder, (event,), check=check, history=history, log=prefix, refused=refused)
        history = history.after(event)
    return builder.freeze(history, log)


def apply(
    state: TournamentState,
    event: Event,
    *,
    check: bool = False,
    base: TournamentState | None = None,
) -> TournamentState:
    """The tournament once ``event`` is added to its log.

    An event without its log position (``seq`` 0) takes the next one.

    Args:
        state: The tournament before the event.
        event: The event.
        check: Check the event with the rules the director's actions apply first.
        base: For an undo or a redo, the state just before the action it names (kept by
            the caller); it spares replaying the log from the start.

    Raises:
        DomainMalformedError: The event is out of place, of an unknown kind, a second
            ``tournament_created``, or cannot be applied (or the rules refuse it, with
            ``check``).
    """
    expected = state.last_seq + 1
    if event.seq == 0:
        event = event.stored_as(expected)
    elif event.seq != expected:
        raise DomainMalformedError(
            "Event {seq} ({kind}) is out of place: the next position is {expected}.",
            seq=event.seq,
            kind=event.kind,
            expected=expected,
        )
    if isinstance(event.payload, p.TournamentCreated):
        raise DomainMalformedError("A tournament is created only once, by its first event.")
    log = state.log.appended(event)
    if event.payload.KIND in META_KINDS:
        history = state.history.after(event)
        return _rebased(state, log, history, event, base)
    if check:
        try:
            _rules()(state, event)
        except DomainError as error:
            raise DomainMalformedError(
                "Event {seq} ({kind}) is refused by the rules: {reason}",
                seq=event.seq,
                kind=event.kind,
                reason=error.message,
            ) from error
    builder = Builder(state)
    _apply_all(builder, (event,))
    return builder.freeze(state.history.after(event), log)


def _rebased(
    state: TournamentState,
    log: Log[Event],
    history: History,
    event: Event,
    base: TournamentState | None,
) -> TournamentState:
    """The state after an undo or redo of the action at ``target``.

    The actions before the target are in effect exactly as when it was done (the undo stacks
    see to it), so the state just before it, when the caller kept it, plus the events in
    effect from the target on, is the whole replay.
    """
    target: int = event.payload.target  # type: ignore[attr-defined]
    if base is None or base.last_seq != target - 1 or base.log[-1] is not log[target - 2]:
        builder = Builder(_created(log[0]))
        _apply_all(builder, history.in_effect(log)[1:])
        return builder.freeze(history, log)
    builder = Builder(base)
    later = history.in_effect(_Tail(log, target - 1))
    _apply_all(builder, later)
    return builder.freeze(history, log)


class _Tail(Sequence[Event]):
    """The events of a log from position ``start`` on (0-based), without copying."""

    __slots__ = ("_log", "_start")

    def __init__(self, log: Log[Event], start: int) -> None:
        self._log, self._start = log, start

    def __len__(self) -> int:
        return len(self._log) - self._start

    def __getitem__(self, index: Any) -> Any:
        return self._log[self._start + index]

    def __iter__(self) -> Any:
        log = self._log
        return (log[i] for i in range(self._start, len(log)))
