"""``tourney demo DB``: add the demo tournament to a library (created if missing).

The demo (:mod:`tourney.domain.demo`) is 27 players at 3 tables of 9, level 4 running,
5 bust-outs, some rebuys and add-ons, built through the director's own actions at the current
time; the GUI, the TV display and the reports can be tried on it. Running the command again
adds another demo tournament. Prints ``created demo tournament ID: NAME in DB``; exit status 2
with one line on stderr when the library cannot be opened for writing (missing folder,
in use by another Tourney, damaged, from a newer Tourney). The contract is in
``docs/cli/demo.md``.
"""

from __future__ import annotations

import argparse
import time

from tourney.base.messages import translate_plural
from tourney.cli.language import output_language
from tourney.cli.library_io import refusals
from tourney.cli.terminal import write_line
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

NAME = "demo"
HELP = "add the demo tournament (27 players, level 4 running) to a library"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the database path."""
    parser.add_argument("db", metavar="DB", help="the library database file (created if missing)")


def run(args: argparse.Namespace) -> int:
    """Create the demo; 0 on success, 2 with one stderr line otherwise."""
    language = output_language(args)
    with refusals(NAME, language), Library.open(args.db) as library:
        demo = create_demo(library, now=time.time())
        name = demo.state.setup.name
        entries = len(demo.state.entries)
    created = translate_plural(
        language,
        "created demo tournament {id}: {name} ({count} entry) in {path}",
        "created demo tournament {id}: {name} ({count} entries) in {path}",
        entries,
        id=demo.tournament_id,
        name=name,
        path=args.db,
    )
    write_line(created)
    return 0
