"""What makes a library's file sound: every storage problem, found with SQL and one text pass.

:func:`storage_problems` is run by ``tourney check`` (to list every problem) and by every
command that opens a library, writer or reader (to refuse a damaged one): a writer never
writes on, and ``show``, ``report`` and ``export`` never print from, a file that ``check``
would fail. It is linear in the size of the library (about 0.15 s for 100,000 events).

SQLite's own ``PRAGMA integrity_check`` finds damaged pages and indexes but — in the SQLite
versions Tourney runs on — neither it nor ``quick_check`` evaluates ``CHECK`` constraints, and
SQLite never checks that text is UTF-8. So besides it:

* every ``CHECK`` constraint of every table (read from the schema itself) is evaluated on
  every row;
* every text column of every row must decode as UTF-8 (a flipped byte in a name or in an
  event's data would otherwise stop any program that reads it);
* each tournament's events are numbered 1, 2, 3… without gaps, and each event's data is an
  object (its other parts are typed by the ``STRICT`` table, which the integrity check
  verifies);
* references hold (``PRAGMA foreign_key_check``), snapshots are objects and no chain of
  merged players loops.

Each problem is one sentence naming the row (``tournament 1, event 38: …``).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence

from tourney.base.messages import N_, Message, message, plural_message
from tourney.persistence.schema import Queries

__all__ = ["MAX_PER_KIND", "Problem", "check_constraints", "storage_problems"]

#: A problem found: a sentence to say in the reader's language, or words said as they are.
Problem = Message | str

#: At most this many problems of one kind are listed; the rest are counted.
MAX_PER_KIND = 20

#: How rows of Tourney's tables are named in problems (else by rowid).
_ROW_NAMES: dict[str, tuple[str, tuple[str, ...]]] = {
    "events": (N_("tournament {key0}, event {key1}"), ("tournament_id", "seq")),
    "snapshots": (
        N_("tournament {key0}, the snapshot after event {key1}"),
        ("tournament_id", "seq"),
    ),
    "tournaments": (N_("tournament {key0}"), ("id",)),
    "players": (N_("player {key0}"), ("id",)),
    "devices": (N_("paired device {key0}"), ("id",)),
    "staff": (N_("the staff settings"), ("id",)),
}


def storage_problems(db: Queries) -> list[Problem]:
    """Every storage problem of ``db``, one sentence each (empty when the file is sound)."""
    problems: list[Problem] = []
    finders = (
        _sqlite_integrity,
        _foreign_keys,
        _constraints,
        _text,
        _numbering,
        _events,
        _snapshots,
        _merges,
    )
    for finder in finders:
        try:
            problems.extend(_capped(finder(db)))
        except sqlite3.Error as exc:  # damage bad enough to stop the query itself
            problems.append(message("SQLite cannot read the library: {reason}", reason=str(exc)))
            break
    return problems


def check_constraints(sql: str) -> list[str]:
    """The expressions of every ``CHECK (…)`` in a ``CREATE TABLE`` statement.

    >>> check_constraints("CREATE TABLE t (a TEXT CHECK (a <> ')'), CHECK(length(a) > 1))")
    ["a <> ')'", 'length(a) > 1']
    """
    found: list[str] = []
    upper = sql.upper()
    index, quote = 0, ""
    while index < len(sql):
        char = sql[index]
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"`[":
            quote = "]" if char == "[" else char
        elif upper.startswith("CHECK", index) and _word_boundary(sql, index, 5):
            start = sql.find("(", index + 5)
            if start >= 0 and not sql[index + 5 : start].strip():
                end = _closing(sql, start)
                found.append(sql[start + 1 : end].strip())
                index = end
        index += 1
    return found


def _word_boundary(sql: str, index: int, length: int) -> bool:
    before = sql[index - 1] if index else " "
    after = sql[index + length] if index + length < len(sql) else " "
    return not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_")


def _closing(sql: str, start: int) -> int:
    depth, quote = 0, ""
    for index in range(start, len(sql)):
        char = sql[index]
        if quote:
            if char == quote:
                quote = ""
        elif char in "'\"`":
            quote = char
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
            if depth == 0:
                return index
    return len(sql)


def _capped(found: Iterable[Problem]) -> list[Problem]:
    problems: list[Problem] = []
    extra = 0
    for problem in found:
        if len(problems) < MAX_PER_KIND:
            problems.append(problem)
        else:
            extra += 1
    if extra:
        problems.append(
            plural_message(
                "… and {count} more problem of the same kind",
                "… and {count} more problems of the same kind",
                extra,
            )
        )
    return problems


def _tables(db: Queries) -> list[tuple[str, str]]:
    rows = db.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' "
        "ORDER BY name"
    ).fetchall()
    return [(str(name), str(sql or "")) for name, sql in rows]


def _row_name(template: str, table: str, key: Sequence[object]) -> Message:
    """A row named in a problem: ``tournament 1, event 38``, ``levels row 4``."""
    values = {"key" + str(i): value for i, value in enumerate(key)}
    return message(template, table=table, **values)


def _row_key(db: Queries, table: str) -> tuple[str, Sequence[str]]:
    """How to name a row of ``table``, and the key columns that name it."""
    if table in _ROW_NAMES:
        return _ROW_NAMES[table]
    columns = db.execute(f'PRAGMA table_info("{_quoted(table)}")').fetchall()
    keys = [str(row[1]) for row in sorted(columns, key=lambda row: row[5]) if row[5]]
    if len(keys) == 1:
        return N_("{table} row {key0}"), keys
    return N_("{table} row {key0}"), ("rowid",)


def _quoted(name: str) -> str:
    return name.replace('"', '""')


def _key_sql(keys: Sequence[str]) -> str:
    return ", ".join(key if key == "rowid" else f'"{_quoted(key)}"' for key in keys)


def _sqlite_integrity(db: Queries) -> Iterator[Problem]:
    for (found,) in db.execute("PRAGMA main.integrity_check(100)").fetchall():
        # Some SQLite versions check CHECK constraints too (only on connections that may
        # write): :func:`_constraints` names those rows on every connection.
        if found != "ok" and not str(found).startswith("CHECK constraint failed"):
            yield message("SQLite integrity check: {reason}", reason=str(found))


def _foreign_keys(db: Queries) -> Iterator[Problem]:
    for table, _rowid, parent, _fkid in db.execute("PRAGMA main.foreign_key_check").fetchall():
        yield message(
            "a row of {table} refers to a missing row of {parent}", table=table, parent=parent
        )


def _constraints(db: Queries) -> Iterator[Problem]:
    """Every row that breaks a ``CHECK`` of its table: one pass over each table."""
    for table, sql in _tables(db):
        expressions = check_constraints(sql)
        if not expressions:
            continue
        name, keys = _row_key(db, table)
        values = ", ".join(f"({expression})" for expression in expressions)
        broken = " OR ".join(f"NOT ({expression})" for expression in expressions)
        rows = db.execute(
            f'SELECT {_key_sql(keys)}, {values} FROM "{_quoted(table)}" WHERE {broken}'
        )
        for row in rows:
            where = _row_name(name, table, row[: len(keys)])
            for expression, value in zip(expressions, row[len(keys) :], strict=True):
                if value is not None and not value:
                    yield message(
                        "{where}: breaks the rule CHECK ({rule})", where=where, rule=expression
                    )


def _text(db: Queries) -> Iterator[Problem]:
    for table, _sql in _tables(db):
        columns = [
            str(row[1])
            for row in db.execute(f'PRAGMA table_info("{_quoted(table)}")').fetchall()
            if str(row[2]).upper() == "TEXT"
        ]
        if columns and not _all_utf8(db, table, columns):
            yield from _text_rows(db, table, columns)


def _all_utf8(db: Queries, table: str, columns: Sequence[str]) -> bool:
    """Whether every text of ``columns`` decodes: one pass in SQLite, one decode in Python.

    The texts are joined with NUL bytes, which cannot complete a broken character, so the
    whole decodes exactly when each text does.
    """
    parts = " || char(0) || ".join(
        f"""coalesce(CAST("{_quoted(column)}" AS BLOB), x'')""" for column in columns
    )
    (joined,) = db.execute(
        f'SELECT CAST(group_concat({parts}, char(0)) AS BLOB) FROM "{_quoted(table)}"'
    ).fetchone()
    try:
        bytes(joined or b"").decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _text_rows(db: Queries, table: str, columns: Sequence[str]) -> Iterator[Problem]:
    name, keys = _row_key(db, table)
    casts = ", ".join(f'CAST("{_quoted(column)}" AS BLOB)' for column in columns)
    for row in db.execute(f'SELECT {_key_sql(keys)}, {casts} FROM "{_quoted(table)}"'):
        values = row[len(keys) :]
        for column, value in zip(columns, values, strict=True):
            if value is None:
                continue
            try:
                bytes(value).decode("utf-8")
            except UnicodeDecodeError as exc:
                byte = format(exc.object[exc.start], "#04x")
                yield message(
                    "{where}: its {column} is not UTF-8 text (byte {byte} at position {position})",
                    where=_row_name(name, table, row[: len(keys)]),
                    column=column,
                    byte=byte,
                    position=exc.start,
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
    """Every event's data is an object (the sentence of ``Event.from_record``).

    The other parts of an event need no pass of their own: the table is ``STRICT`` (SQLite's
    integrity check verifies each column's type) and its ``CHECK`` constraints require a
    kind and JSON data, which is an object exactly when it starts with ``{``.
    """
    rows = db.execute(
        "SELECT tournament_id, seq, kind FROM events WHERE substr(ltrim(data), 1, 1) <> '{'"
    )
    for tournament_id, seq, kind in rows:
        yield message(
            "tournament {tournament}, event {seq}: the data of event {kind!r} must be an object",
            tournament=tournament_id,
            seq=seq,
            kind=kind,
        )


def _snapshots(db: Queries) -> Iterator[Problem]:
    rows = db.execute(
        "SELECT tournament_id, seq FROM snapshots WHERE typeof(state) <> 'text' "
        "OR CASE WHEN json_valid(state) THEN json_type(state) <> 'object' ELSE 1 END"
    )
    for tournament_id, seq in rows:
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
