"""``tourney export DB [TOURNAMENT] [-o FILE.json]``: a tournament as one JSON document.

The document (format ``tourney-tournament``, see :mod:`tourney.persistence.exchange`) holds
the tournament's name and status, the players its events name and every event, so
``tourney import`` can rebuild it in another library. The library is opened read-only (it
works while Tourney runs). It is written as a stream (time and memory linear in the log).
With ``-o`` the file is written beside FILE and renamed when complete, and ``exported
tournament ID: NAME (N events, N players) to FILE`` is printed; without it the document goes
to stdout. Exit
status 2 with one line on stderr when the library, the tournament or the file cannot be used.
The contract is in ``docs/cli/exchange.md``.
"""

from __future__ import annotations

import argparse
import sys

from tourney.base.messages import translate_plural
from tourney.cli.language import output_language
from tourney.cli.library_io import add_tournament_argument, find_tournament, refusals
from tourney.cli.terminal import safe_json, write_line
from tourney.persistence.exchange_export import write_tournament, write_tournament_file
from tourney.persistence.library import Library

NAME = "export"
HELP = "write a tournament (setup, players, events) as one JSON file"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the database path, the tournament and ``-o``."""
    parser.add_argument("db", metavar="DB", help="the library database file")
    add_tournament_argument(parser)
    parser.add_argument(
        "-o", "--output", metavar="FILE", help="the JSON file to write (default: stdout)"
    )


def run(args: argparse.Namespace) -> int:
    """Export the tournament; 0 on success, 2 with one stderr line otherwise."""
    language = output_language(args)
    with refusals(NAME, language), Library.open(args.db, read_only=True) as library:
        info = find_tournament(library, args.tournament)
        if args.output is None:
            write_tournament(library, info.id, _SafeStdout())
            return 0
        done = write_tournament_file(library, info.id, args.output)
    line = translate_plural(
        language,
        "exported tournament {id}: {name} ({events}, {count} player) to {path}",
        "exported tournament {id}: {name} ({events}, {count} players) to {path}",
        done.players,
        id=info.id,
        name=info.name,
        events=translate_plural(language, "{count} event", "{count} events", done.events),
        path=args.output,
    )
    write_line(line)
    return 0


class _SafeStdout:
    r"""Standard output for JSON text, with terminal controls written as ``\u`` escapes."""

    def write(self, text: str) -> int:
        sys.stdout.write(safe_json(text))
        return len(text)
