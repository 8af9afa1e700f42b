"""The storage half of ``tourney check``: is the file sound and is every log readable?

:func:`check_database` opens a library read-only (so it works while Tourney runs), runs
:func:`storage_problems` and then every *extra check* it is given: a function that takes the
open :class:`~tourney.persistence.library.Library` and returns problems as sentences. The
replay of each tournament and its invariants (chips and money adding up) plug in there.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from tourney.domain.errors import DomainError
from tourney.domain.log.codec import readable
from tourney.persistence.errors import CorruptDatabaseError, PersistenceError
from tourney.persistence.event_store import event_columns, records_from_rows
from tourney.persistence.library import Library
from tourney.persistence.schema import Queries

__all__ = ["Check", "CheckReport", "check_database", "storage_problems"]

#: An extra check: given the open library, the problems it finds (sentences), if any.
Check = Callable[[Library], Iterable[str]]

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
    problems: tuple[str, ...]
    tournaments: int = 0
    events: int = 0
    players: int = 0
    schema: str = ""

    @property
    def ok(self) -> bool:
        """Whether no problem was found."""
        return not self.problems

    def summary(self) -> str:
        """One line: ``OK: …`` with the counts, or how many problems were found."""
        if not self.ok:
            return f"{self.path}: {_plural(len(self.problems), 'problem')} found"
        return (
            f"OK: {self.path}: {_plural(self.tournaments, 'tournament')}, "
            f"{_plural(self.events, 'event')}, {_plural(self.players, 'player')} "
            f"(schema {self.schema})"
        )


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
        return CheckReport(path=str(path), problems=(str(exc),))
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


def storage_problems(db: Queries) -> list[str]:
    """Every storage problem of ``db``: SQLite's integrity, references, numbering, JSON."""
    problems: list[str] = []
    for finder in (_sqlite_integrity, _foreign_keys, _numbering, _events, _snapshots, _merges):
        problems.extend(_capped(finder(db)))
    return problems


def _plural(count: int, word: str) -> str:
    return f"{count:,} {word}{'' if count == 1 else 's'}"


def _run_extra(check: Check, library: Library) -> list[str]:
    try:
        return list(check(library))
    except (DomainError, PersistenceError) as exc:
        name = getattr(check, "__name__", "a check")
        return [f"{name} could not run: {exc}"]


def _capped(found: Iterable[str]) -> list[str]:
    problems = list(found)
    if len(problems) <= MAX_PER_KIND:
        return problems
    extra = len(problems) - MAX_PER_KIND
    return [*problems[:MAX_PER_KIND], f"… and {extra:,} more problems of the same kind"]


def _count(db: Queries, sql: str) -> int:
    return int(db.execute(sql).fetchone()[0])


def _sqlite_integrity(db: Queries) -> Iterator[str]:
    for (message,) in db.execute("PRAGMA integrity_check(100)").fetchall():
        if message != "ok":
            yield f"SQLite integrity check: {message}"


def _foreign_keys(db: Queries) -> Iterator[str]:
    for table, _rowid, parent, _fkid in db.execute("PRAGMA foreign_key_check").fetchall():
        yield f"a row of {table} refers to a missing row of {parent}"


def _numbering(db: Queries) -> Iterator[str]:
    rows = db.execute(
        "SELECT tournament_id, count(*), min(seq), max(seq) FROM events GROUP BY tournament_id"
    ).fetchall()
    for tournament_id, count, first, last in rows:
        if first != 1 or last != count:
            yield (
                f"tournament {tournament_id}: its {count:,} events are not numbered "
                f"1 to {count:,} without gaps (they run from {first} to {last})"
            )


def _events(db: Queries) -> Iterator[str]:
    tournaments = [row[0] for row in db.execute("SELECT id FROM tournaments ORDER BY id")]
    for tournament_id in tournaments:
        rows = db.execute(
            f"SELECT {event_columns(db)} FROM events WHERE tournament_id = ? ORDER BY seq",
            [tournament_id],
        ).fetchall()
        for record in records_from_rows(rows):
            try:
                readable(record, path=f"tournament {tournament_id}, event {record['seq']}")
            except (ValueError, TypeError) as exc:
                yield str(exc)


def _snapshots(db: Queries) -> Iterator[str]:
    for tournament_id, seq, state in db.execute(
        "SELECT tournament_id, seq, state FROM snapshots"
    ).fetchall():
        try:
            ok = isinstance(json.loads(state), dict)
        except ValueError:
            ok = False
        if not ok:
            yield f"tournament {tournament_id}: the snapshot after event {seq} is not an object"


def _merges(db: Queries) -> Iterator[str]:
    merged = dict(
        db.execute("SELECT id, merged_into FROM players WHERE merged_into IS NOT NULL").fetchall()
    )
    for start, target in merged.items():
        seen = {start}
        current = target
        while current in merged:
            if current in seen:
                yield f"player {start}: the chain of merged records loops"
                break
            seen.add(current)
            current = merged[current]
