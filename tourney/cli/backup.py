"""``tourney backup DB OUT`` and ``tourney backup --restore BACKUP LIBRARY``.

A backup is a consistent copy of a library, even while Tourney runs: taken with SQLite's
backup API in one read transaction (see :mod:`tourney.persistence.backup`), checked, and
renamed into place, so ``OUT`` is either a complete library or not there at all. ``OUT`` must
not exist unless ``--overwrite`` is given, and may never be the library itself. Only a sound
Tourney library is copied: an empty file, another program's database, a newer Tourney's or a
damaged library is refused. Prints ``backed up DB to OUT (N bytes)``.

``--restore`` puts a backup back (:mod:`tourney.persistence.restore`): the library becomes a
copy of the backup, the library it replaces is kept beside it with its write-ahead log, and no
Tourney may have the library open meanwhile. Prints ``restored BACKUP to LIBRARY (N
tournaments, N events, N players); the library it replaced is kept as FILE``.

Exit status 2 with one line on stderr if anything stops either. The contract is in
``docs/cli/backup.md``.
"""

from __future__ import annotations

import argparse

from tourney.cli.jsonio import fail
from tourney.cli.terminal import write_line
from tourney.persistence.backup import backup_file
from tourney.persistence.errors import PersistenceError
from tourney.persistence.restore import restore_backup

NAME = "backup"
HELP = "copy a library consistently, even while Tourney has it open; or --restore a backup"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the source, the target, ``--overwrite`` and ``--restore``."""
    parser.add_argument("db", metavar="DB", help="the library (with --restore: the backup)")
    parser.add_argument(
        "out", metavar="OUT", help="the copy to write (with --restore: the library to replace)"
    )
    parser.add_argument(
        "--overwrite", action="store_true", help="replace OUT if it exists (never DB itself)"
    )
    parser.add_argument(
        "--restore",
        action="store_true",
        help="put the backup DB back as the library OUT (the library replaced is kept beside it)",
    )


def run(args: argparse.Namespace) -> int:
    """Make the copy or restore it; 0 on success, 2 with one stderr line otherwise."""
    if args.restore:
        return _restore(args)
    try:
        written = backup_file(args.db, args.out, overwrite=args.overwrite)
    except PersistenceError as exc:
        fail(NAME, str(exc))
    write_line(f"backed up {args.db} to {written} ({written.stat().st_size:,} bytes)")
    return 0


def _restore(args: argparse.Namespace) -> int:
    if args.overwrite:
        fail(NAME, "--overwrite is not for --restore: the library replaced is always kept")
    try:
        done = restore_backup(args.db, args.out)
    except PersistenceError as exc:
        fail(NAME, str(exc))
    counts = (
        f"{done.tournaments:,} tournament{'' if done.tournaments == 1 else 's'}, "
        f"{done.events:,} event{'' if done.events == 1 else 's'}, "
        f"{done.players:,} player{'' if done.players == 1 else 's'}"
    )
    kept = f"; the library it replaced is kept as {done.kept.name}" if done.kept else ""
    write_line(f"restored {args.db} to {args.out} ({counts}){kept}")
    return 0
