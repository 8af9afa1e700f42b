"""``tourney check DB``: verify a library and exit non-zero if anything is wrong.

It opens the library read-only (so it may run while Tourney has it open) and runs the storage
checks of :func:`tourney.persistence.integrity.check_database` (SQLite's integrity check,
references, event numbering, every event readable), then each function in :data:`CHECKS`.

Output: ``OK: PATH: N tournaments, N events, N players (schema NAME)`` and exit status 0;
or one ``problem: …`` line per problem, a summary line and exit status 1. With ``--json``,
one object ``{"ok", "path", "problems", "tournaments", "events", "players", "schema"}``.
A missing or unreadable file, another program's database or one from a newer Tourney cannot
be checked: one line on stderr and exit status 2. The contract is in ``docs/cli/check.md``.
"""

from __future__ import annotations

import argparse
import json
import sys

from tourney.base.messages import translate
from tourney.cli.errors import fail
from tourney.cli.language import output_language
from tourney.cli.terminal import safe_json, write_line
from tourney.persistence.errors import PersistenceError
from tourney.persistence.integrity import Check, check_database, say_problem
from tourney.persistence.tournament_check import tournament_problems

NAME = "check"
HELP = "verify a library database: integrity, event logs, invariants (exit 1 if anything is wrong)"

#: Extra checks run after the storage checks, in order: each takes the open (read-only)
#: library and returns its problems as sentences. The first replays every tournament and
#: checks its invariants (chips and money adding up, everyone seated once).
CHECKS: tuple[Check, ...] = (tournament_problems,)

EXIT_PROBLEMS = 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` and the database path."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("db", metavar="DB", help="the library database file")


def run(args: argparse.Namespace) -> int:
    """Check the library; 0 if all is well, 1 if problems were found, 2 if it cannot be read."""
    language = output_language(args)
    try:
        report = check_database(args.db, extra_checks=CHECKS)
    except PersistenceError as exc:
        fail(NAME, exc, language=language, as_json=args.json)
    problems = [say_problem(problem, language) for problem in report.problems]
    if args.json:
        answer = {
            "ok": report.ok,
            "path": report.path,
            "problems": problems,
            "tournaments": report.tournaments,
            "events": report.events,
            "players": report.players,
            "schema": report.schema,
        }
        sys.stdout.write(safe_json(json.dumps(answer, ensure_ascii=False)) + "\n")
    else:
        lines = [translate(language, "problem: {problem}", problem=problem) for problem in problems]
        for line in [*lines, report.summary(language)]:
            write_line(line)
    return 0 if report.ok else EXIT_PROBLEMS
