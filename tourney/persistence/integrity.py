"""The storage half of ``tourney check``: is the file sound and is every log readable?

:func:`check_database` opens a library read-only (so it works while Tourney runs), runs
:func:`storage_problems` and then every *extra check* it is given: a function that takes the
open :class:`~tourney.persistence.library.Library` and returns problems as sentences. The
replay of each tournament and its invariants (chips and money adding up) plug in there.

A problem is a :class:`~tourney.base.messages.Message`, said in the reader's language (a
plain string, as an extra check may give, is said as it is).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from tourney.base.messages import Message, message, plural_message
from tourney.domain.errors import DomainError
from tourney.persistence.errors import CorruptDatabaseError, PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.schema import Queries
from tourney.persistence.storage_checks import MAX_PER_KIND, Problem, storage_problems

__all__ = [
    "MAX_PER_KIND",
    "Check",
    "CheckReport",
    "Problem",
    "check_database",
    "say_problem",
    "storage_problems",
]

#: An extra check: given the open library, the problems it finds (sentences), if any.
Check = Callable[[Library], Iterable[Problem]]


@dataclass(frozen=True, slots=True)
class CheckReport:
    """What ``tourney check`` found.

    Attributes:
        path: The library checked.
        problems: One sentence per problem; empty when all is well.
        tournaments: How many tournaments it holds.
        events: How many events, all tournaments together.
        players: How many players (merged-away records not counted).
        schema: The last migration applied.
    """

    path: str
    problems: tuple[Problem, ...]
    tournaments: int = 0
    events: int = 0
    players: int = 0
    schema: str = ""

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not self.problems

    def summary(self, language: str = "en") -> str:
        """One line: ``OK: …`` with the counts, or how many problems were found."""
        return self.summary_message().translated(language)

    def summary_message(self) -> Message:
        """The summary line, unsaid."""
        if not self.ok:
            return plural_message(
                "{path}: {count} problem found",
                "{path}: {count} problems found",
                len(self.problems),
                path=self.path,
            )
        return message(
            "OK: {path}: {tournaments}, {events}, {players} (schema {schema})",
            path=self.path,
            tournaments=plural_message(
                "{count} tournament", "{count} tournaments", self.tournaments
            ),
            events=plural_message("{count} event", "{count} events", self.events),
            players=plural_message("{count} player", "{count} players", self.players),
            schema=self.schema,
        )


def say_problem(problem: Problem, language: str) -> str:
    """A problem in ``language`` (a plain string as it is)."""
    return problem.translated(language) if isinstance(problem, Message) else problem


def check_database(path: str | Path, *, extra_checks: Sequence[Check] = ()) -> CheckReport:
    """Check the library at ``path``: storage first, then each of ``extra_checks`` in order.

    A damaged file is a problem in the report; so is a write-ahead log that does not belong
    to the library (the library is then checked without it). A file that cannot be checked
    at all raises.

    Raises:
        PersistenceError: The file is missing, unreadable, not a library, from a newer
            Tourney or not upgraded yet.
    """
    try:
        library, found = Library.inspect(path)
    except CorruptDatabaseError as exc:
        return CheckReport(path=str(path), problems=(exc.message,))
    with library:
        problems = storage_problems(library.conn)
        if not problems:
            for check in extra_checks:
                problems.extend(_run_extra(check, library))
        db = library.conn
        return CheckReport(
            path=str(path),
            problems=(*found, *problems),
            tournaments=_count(db, "SELECT count(*) FROM tournaments"),
            events=_count(db, "SELECT count(*) FROM events"),
            players=_count(db, "SELECT count(*) FROM players WHERE merged_into IS NULL"),
            schema=library.schema,
        )


def _run_extra(check: Check, library: Library) -> list[Problem]:
    try:
        return list(check(library))
    except (DomainError, PersistenceError) as exc:
        name = getattr(check, "__name__", "a check")
        return [message("{check} could not run: {reason}", check=name, reason=exc.message)]


def _count(db: Queries, sql: str) -> int:
    return int(db.execute(sql).fetchone()[0])
