"""The tournament half of ``tourney check``: replay every log and test its invariants.

:func:`tournament_problems` is an extra check for
:func:`~tourney.persistence.integrity.check_database`: for each tournament of the library it
reads every event on its own (an event that is not one of its kind is named by its number and
the field at fault), replays the whole event log with the rules the director's actions apply
(:func:`~tourney.domain.log.audit.audit`: every event the rules refuse is named by its
number, kind and reason; a log that does not replay at all by the event where it stops), and
then checks the replayed state with
:func:`~tourney.domain.log.invariants.invariant_problems` (chips and money adding up, everyone
seated once), and the latest snapshot this Tourney would open the tournament from against the
replay of the events it was made from (:mod:`tourney.persistence.snapshots`). Each problem
starts with the tournament it is about.
"""

from __future__ import annotations

from collections.abc import Iterator

from tourney.base.messages import message
from tourney.domain.errors import DomainError
from tourney.domain.log.audit import audit
from tourney.domain.log.chain import Log
from tourney.domain.log.codec import readable
from tourney.domain.log.invariants import invariant_problems
from tourney.domain.log.reducer import replay
from tourney.domain.state_json import state_from_json, usable
from tourney.persistence.integrity import Problem
from tourney.persistence.library import Library

__all__ = ["tournament_problems"]


def tournament_problems(library: Library) -> Iterator[Problem]:
    """Every tournament's replay and invariant problems, one sentence each."""
    for info in sorted(library.events.tournaments(), key=lambda t: t.id):
        where = message("tournament {id} ({name})", id=info.id, name=info.name)
        unreadable = list(_unreadable(library, info.id))
        if unreadable:  # every event that cannot be read, named; the log is not replayed
            yield from (
                message("{where}: {problem}", where=where, problem=problem)
                for problem in unreadable
            )
            continue
        try:
            events = library.events.events(info.id)
        except DomainError as error:
            yield message(
                "{where}: the log cannot be read: {reason}", where=where, reason=error.message
            )
            continue
        if not events:
            yield message("{where}: its event log is empty", where=where)
            continue
        try:
            state, refused = audit(events)
        except DomainError as error:
            yield message(
                "{where}: the log does not replay: {reason}", where=where, reason=error.message
            )
            continue
        for item in refused:
            yield message(
                "{where}: event {seq} ({kind}) is refused by the rules: {reason}",
                where=where,
                seq=item.seq,
                kind=item.kind,
                reason=item.error.message,
            )
        for problem in invariant_problems(state):
            yield message("{where}: {problem}", where=where, problem=problem)
        snapshot = library.events.latest_snapshot(info.id)
        if snapshot is not None and usable(snapshot.state) and snapshot.seq <= len(events):
            head = events[: snapshot.seq]
            if state_from_json(snapshot.state, Log(head)) != replay(head):
                yield message(
                    "{where}: the snapshot after event {seq} does not agree with its log",
                    where=where,
                    seq=snapshot.seq,
                )


def _unreadable(library: Library, tournament_id: int) -> Iterator[Problem]:
    """Every event of the tournament that is not an event of its kind, read on its own."""
    for record in library.events.records(tournament_id):
        try:
            readable(record, path=f"event {record['seq']}")
        except DomainError as error:
            yield error.message
