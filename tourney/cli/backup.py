"""``tourney backup DB OUT``: a consistent copy of a library, even while Tourney runs.

The copy is taken with SQLite's backup API in one read transaction (see
:mod:`tourney.persistence.backup`), checked, and renamed into place, so ``OUT`` is either a
complete library or not there at all. ``OUT`` must not exist unless ``--overwrite`` is given,
and may never be the library itself. Prints ``backed up DB to OUT (N bytes)``; exit status 2
with one line on stderr if anything stops it. The contract is in ``docs/cli/backup.md``.
"""

from __future__ import annotations

import argparse
import sys

from tourney.base.messages import translate_plural
from tourney.cli.errors import fail
from tourney.cli.language import output_language
from tourney.persistence.backup import backup_file
from tourney.persistence.errors import PersistenceError

NAME = "backup"
HELP = "copy a library database consistently, even while Tourney has it open"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the source, the target and ``--overwrite``."""
    parser.add_argument("db", metavar="DB", help="the library database file")
    parser.add_argument("out", metavar="OUT", help="the copy to write")
    parser.add_argument(
        "--overwrite", action="store_true", help="replace OUT if it exists (never DB itself)"
    )


def run(args: argparse.Namespace) -> int:
    """Make the copy; 0 on success, 2 with one stderr line otherwise."""
    language = output_language(args)
    try:
        written = backup_file(args.db, args.out, overwrite=args.overwrite)
    except PersistenceError as exc:
        fail(NAME, exc, language=language)
    size = written.stat().st_size
    line = translate_plural(
        language,
        "backed up {db} to {out} ({count} byte)",
        "backed up {db} to {out} ({count} bytes)",
        size,
        db=args.db,
        out=written,
    )
    sys.stdout.write(line + "\n")
    return 0
