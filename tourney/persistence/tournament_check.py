"""The tournament half of ``tourney check``: replay every log and test its invariants.

:func:`tournament_problems` is an extra check for
:func:`~tourney.persistence.integrity.check_database`: for each tournament of the library it
replays the whole event log (a log that does not replay is named by its event number and
kind) and then checks the replayed state with
:func:`~tourney.domain.log.invariants.invariant_problems` (chips and money adding up, everyone
seated once). Each problem starts with the tournament it is about.
"""

from __future__ import annotations

from collections.abc import Iterator

from tourney.base.messages import message
from tourney.domain.errors import DomainError
from tourney.domain.log.invariants import invariant_problems
from tourney.domain.log.reducer import replay
from tourney.persistence.integrity import Problem
from tourney.persistence.library import Library

__all__ = ["tournament_problems"]


def tournament_problems(library: Library) -> Iterator[Problem]:
    """Every tournament's replay and invariant problems, one sentence each."""
    for info in sorted(library.events.tournaments(), key=lambda t: t.id):
        where = message("tournament {id} ({name})", id=info.id, name=info.name)
        events = library.events.events(info.id)
        if not events:
            yield message("{where}: its event log is empty", where=where)
            continue
        try:
            state = replay(events)
        except DomainError as error:
            yield message(
                "{where}: the log does not replay: {reason}", where=where, reason=error.message
            )
            continue
        for problem in invariant_problems(state):
            yield message("{where}: {problem}", where=where, problem=problem)
