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

from tourney.base.messages import translate, translate_plural
from tourney.cli.errors import UsageError, fail
from tourney.cli.language import output_language
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
    language = output_language(args)
    if args.restore:
        return _restore(args, language)
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
    write_line(line)
    return 0


def _restore(args: argparse.Namespace, language: str) -> int:
    if args.overwrite:
        fail(
            NAME,
            UsageError("--overwrite is not for --restore: the library replaced is always kept"),
            language=language,
        )
    try:
        done = restore_backup(args.db, args.out)
    except PersistenceError as exc:
        fail(NAME, exc, language=language)
    counts = ", ".join(
        (
            translate_plural(
                language, "{count} tournament", "{count} tournaments", done.tournaments
            ),
            translate_plural(language, "{count} event", "{count} events", done.events),
            translate_plural(language, "{count} player", "{count} players", done.players),
        )
    )
    if done.kept:
        line = translate(
            language,
            "restored {db} to {out} ({counts}); the library it replaced is kept as {kept}",
            db=args.db,
            out=args.out,
            counts=counts,
            kept=done.kept.name,
        )
    else:
        line = translate(
            language, "restored {db} to {out} ({counts})", db=args.db, out=args.out, counts=counts
        )
    write_line(line)
    return 0
