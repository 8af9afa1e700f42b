"""``tourney import DB FILE.json [--name NAME]``: add an exported tournament to a library.

The file is checked completely before anything is written: its form (a refusal names the
field, e.g. ``events[12].kind must be text``) and its replay (a log that does not replay is
refused, naming the event). Players are matched to the library's by name and e-mail, or
added; the events are renumbered to this library's player ids. Everything is written in one
transaction. Prints ``imported tournament ID: NAME (N events, N players) from FILE``; exit
status 2 with one line on stderr, and nothing written, when the file or the library is
refused. The contract is in ``docs/cli/exchange.md``.
"""

from __future__ import annotations

import argparse

from tourney.base.messages import translate_plural
from tourney.cli.language import output_language
from tourney.cli.library_io import refusals
from tourney.cli.terminal import write_line
from tourney.persistence.exchange import read_tournament_file
from tourney.persistence.library import Library

NAME = "import"
HELP = "add a tournament exported as JSON to a library (checked and replayed first)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the database path, the file and ``--name``."""
    parser.add_argument("db", metavar="DB", help="the library database file (created if missing)")
    parser.add_argument("file", metavar="FILE", help="the tournament JSON file")
    parser.add_argument("--name", help="a name for the imported tournament (default: the file's)")


def run(args: argparse.Namespace) -> int:
    """Import the tournament; 0 on success, 2 with one stderr line otherwise."""
    language = output_language(args)
    with refusals(NAME, language), Library.open(args.db) as library:
        tournament_id = read_tournament_file(library, args.file, name=args.name)
        info = library.events.tournament(tournament_id)
    line = translate_plural(
        language,
        "imported tournament {id}: {name} ({count} event) from {path}",
        "imported tournament {id}: {name} ({count} events) from {path}",
        info.last_seq,
        id=info.id,
        name=info.name,
        path=args.file,
    )
    write_line(line)
    return 0
