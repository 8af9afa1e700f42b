"""The storage half of ``tourney check``: is the file sound and is every log readable?

:func:`check_database` opens a library read-only (so it works while Tourney runs), runs
:func:`storage_problems` and then every *extra check* it is given: a function that takes the
open :class:`~tourney.persistence.library.Library` and returns problems as sentences. The
replay of each tournament and its invariants (chips and money adding up) plug in there.

A problem is a :class:`~tourney.base.messages.Message`, said in the reader's language (a
plain string, as an extra check may give, is said as it is).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tourney.base.messages import Message, message, plural_message
from tourney.domain.errors import DomainError
from tourney.domain.log.events import Event
from tourney.persistence.errors import CorruptDatabaseError, PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.schema import Queries

__all__ = ["Check", "CheckReport", "Problem", "check_database", "say_problem", "storage_problems"]

#: A problem found: a sentence to say in the reader's language, or words said as they are.
Problem = Message | str

#: An extra check: given the open library, the problems it finds (sentences), if any.
Check = Callable[[Library], Iterable[Problem]]

#: At most this many problems of one kind are listed; the rest are counted.
MAX_PER_KIND = 20


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

    A damaged file is a problem in the report; a file that cannot be checked at all raises.

    Raises:
        PersistenceError: The file is missing, unreadable, not a library, from a newer
            Tourney or not upgraded yet.
    """
    try:
        library = Library.open(path, read_only=True)
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
            problems=tuple(problems),
            tournaments=_count(db, "SELECT count(*) FROM tournaments"),
            events=_count(db, "SELECT count(*) FROM events"),
            players=_count(db, "SELECT count(*) FROM players WHERE merged_into IS NULL"),
            schema=library.schema,
        )


def storage_problems(db: Queries) -> list[Problem]:
    """Every storage problem of ``db``: SQLite's integrity, references, numbering, JSON."""
    problems: list[Problem] = []
    for finder in (_sqlite_integrity, _foreign_keys, _numbering, _events, _snapshots, _merges):
        problems.extend(_capped(finder(db)))
    return problems


def _run_extra(check: Check, library: Library) -> list[Problem]:
    try:
        return list(check(library))
    except (DomainError, PersistenceError) as exc:
        name = getattr(check, "__name__", "a check")
        return [message("{check} could not run: {reason}", check=name, reason=exc.message)]


def _capped(found: Iterable[Problem]) -> list[Problem]:
    problems = list(found)
    if len(problems) <= MAX_PER_KIND:
        return problems
    extra = len(problems) - MAX_PER_KIND
    more = plural_message(
        "… and {count} more problem of the same kind",
        "… and {count} more problems of the same kind",
        extra,
    )
    return [*problems[:MAX_PER_KIND], more]


def _count(db: Queries, sql: str) -> int:
    return int(db.execute(sql).fetchone()[0])


def _sqlite_integrity(db: Queries) -> Iterator[Problem]:
    for (found,) in db.execute("PRAGMA integrity_check(100)").fetchall():
        if found != "ok":
            yield message("SQLite integrity check: {reason}", reason=found)


def _foreign_keys(db: Queries) -> Iterator[Problem]:
    for table, _rowid, parent, _fkid in db.execute("PRAGMA foreign_key_check").fetchall():
        yield message(
            "a row of {table} refers to a missing row of {parent}", table=table, parent=parent
        )


def _numbering(db: Queries) -> Iterator[Problem]:
    rows = db.execute(
        "SELECT tournament_id, count(*), min(seq), max(seq) FROM events GROUP BY tournament_id"
    ).fetchall()
    for tournament_id, count, first, last in rows:
        if first != 1 or last != count:
            yield plural_message(
                "tournament {tournament}: its {count} event is not numbered 1 to {count} "
                "without gaps (they run from {first} to {last})",
                "tournament {tournament}: its {count} events are not numbered 1 to {count} "
                "without gaps (they run from {first} to {last})",
                count,
                tournament=tournament_id,
                first=first,
                last=last,
            )


def _events(db: Queries) -> Iterator[Problem]:
    rows = db.execute(
        "SELECT tournament_id, seq, kind, at, label, data FROM events ORDER BY tournament_id, seq"
    )
    for tournament_id, seq, kind, at, label, data in rows:
        where = message("tournament {tournament}, event {seq}", tournament=tournament_id, seq=seq)
        try:
            Event.from_record(
                {"seq": seq, "kind": kind, "at": at, "label": label, "data": json.loads(data)}
            )
        except DomainError as exc:
            yield message("{where}: {reason}", where=where, reason=exc.message)
        except (ValueError, TypeError) as exc:
            yield message("{where}: {reason}", where=where, reason=str(exc))


def _snapshots(db: Queries) -> Iterator[Problem]:
    for tournament_id, seq, state in db.execute(
        "SELECT tournament_id, seq, state FROM snapshots"
    ).fetchall():
        try:
            ok = isinstance(json.loads(state), dict)
        except ValueError:
            ok = False
        if not ok:
            yield message(
                "tournament {tournament}: the snapshot after event {seq} is not an object",
                tournament=tournament_id,
                seq=seq,
            )


def _merges(db: Queries) -> Iterator[Problem]:
    merged = dict(
        db.execute("SELECT id, merged_into FROM players WHERE merged_into IS NOT NULL").fetchall()
    )
    for start, target in merged.items():
        seen = {start}
        current = target
        while current in merged:
            if current in seen:
                yield message("player {player}: the chain of merged records loops", player=start)
                break
            seen.add(current)
            current = merged[current]
