"""``tourney players export DB [-o FILE.csv]`` and ``tourney players import DB FILE.csv``.

The player database as CSV (see :mod:`tourney.persistence.players_csv`): a header row
``id,name,nickname,email,phone,notes`` and one row per player; a field a spreadsheet would run
as a formula is neutralised with a leading apostrophe (import takes it off again). Export opens
the library read-only and writes UTF-8 with a byte-order mark (for spreadsheets), or plain
UTF-8 text to stdout without ``-o``. Import checks every row before writing anything (a
refusal names the line), skips players already in the library (same name and e-mail) and adds
the rest in one transaction. Exit status 2 with one line on stderr when refused. The contract
is in ``docs/cli/exchange.md``.
"""

from __future__ import annotations

import argparse
import sys

from tourney.base.messages import translate_plural
from tourney.cli.language import add_language_option, output_language
from tourney.cli.library_io import refusals
from tourney.cli.terminal import safe_text, write_line
from tourney.persistence.library import Library
from tourney.persistence.players_csv import (
    export_players_csv,
    import_players_csv,
    players_csv_text,
)

NAME = "players"
HELP = "export the player database as CSV, or import players from CSV"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the ``export`` and ``import`` actions with their arguments."""
    actions = parser.add_subparsers(dest="action", metavar="ACTION", required=True)
    export = actions.add_parser("export", help="write every player as CSV")
    export.add_argument("db", metavar="DB", help="the library database file")
    export.add_argument(
        "-o", "--output", metavar="FILE", help="the CSV file to write (default: stdout)"
    )
    imports = actions.add_parser("import", help="add the players of a CSV file")
    imports.add_argument("db", metavar="DB", help="the library database file (created if missing)")
    imports.add_argument("file", metavar="FILE", help="the CSV file")
    for action in (export, imports):
        add_language_option(action)


def run(args: argparse.Namespace) -> int:
    """Export or import; 0 on success, 2 with one stderr line otherwise."""
    if args.action == "export":
        return _export(args)
    return _import(args)


def _export(args: argparse.Namespace) -> int:
    language = output_language(args)
    with refusals(f"{NAME} export", language), Library.open(args.db, read_only=True) as library:
        if args.output is None:
            text = players_csv_text(library)
            sys.stdout.write(safe_text(text) if sys.stdout.isatty() else text)
            return 0
        export_players_csv(library, args.output)
        count = library.players.count()
    line = translate_plural(
        language,
        "exported {count} player to {path}",
        "exported {count} players to {path}",
        count,
        path=args.output,
    )
    write_line(line)
    return 0


def _import(args: argparse.Namespace) -> int:
    language = output_language(args)
    with refusals(f"{NAME} import", language), Library.open(args.db) as library:
        done = import_players_csv(library, args.file)
    line = translate_plural(
        language,
        "imported {path}: {count} player added, {skipped} already in the library",
        "imported {path}: {count} players added, {skipped} already in the library",
        done.added,
        path=args.file,
        skipped=done.skipped,
    )
    write_line(line)
    return 0
