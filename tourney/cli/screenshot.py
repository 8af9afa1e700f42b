"""``tourney screenshot DB --view VIEW -o FILE.png [--size WxH] [--lang L] [TOURNAMENT]``.

A view as a PNG: renders the director's window, the TV clock, the Tables tab or the Rulings screen
of a tournament without showing a window (Qt's offscreen platform unless ``QT_QPA_PLATFORM`` says
otherwise), for the documentation and for tests. The library is opened read-only, so it works while
Tourney has it open. Prints ``wrote FILE (VIEW, WxH)``; exit status 2 with one line on stderr when
the library, the tournament, the size or the file is wrong. The contract is in
``docs/cli/screenshot.md``.
"""

from __future__ import annotations

import argparse
import os

from tourney.base.messages import translate
from tourney.cli.errors import fail
from tourney.cli.language import output_language
from tourney.cli.library_io import add_tournament_argument, find_tournament, refusals
from tourney.cli.terminal import write_line
from tourney.persistence.library import Library

NAME = "screenshot"
HELP = "render a view (director, display, tables, rulings) of a tournament to a PNG"

_VIEWS = ("director", "display", "tables", "rulings")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add DB, TOURNAMENT, ``--view``, ``-o`` and ``--size`` (``--lang``: every command has it)."""
    parser.add_argument("db", metavar="DB", help="the library database file")
    add_tournament_argument(parser)
    parser.add_argument("--view", choices=_VIEWS, default="director", help="what to render")
    parser.add_argument("-o", "--output", metavar="FILE.png", required=True, help="the PNG")
    parser.add_argument("--size", metavar="WxH", default="1280x720", help="default 1280x720")


def run(args: argparse.Namespace) -> int:
    """Render and write the PNG; 0 on success, 2 with one stderr line otherwise."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from tourney.gui.app import application
    from tourney.gui.screenshot import parse_size, quiet_platform, render_view, save_view

    chosen = getattr(args, "lang", None)  # the views: as the window would start, unless told
    language = output_language(args)
    try:
        size = parse_size(args.size)
    except ValueError as exc:
        fail(NAME, exc, language=language)
    application(language=chosen)
    with (
        refusals(NAME, language),
        Library.open(args.db, read_only=True) as library,
        quiet_platform(),
    ):
        info = find_tournament(library, args.tournament)
        try:
            image = render_view(library, info.id, args.view, size)
            path = save_view(image, args.output)
        except ValueError as exc:
            fail(NAME, exc, language=language)
    line = translate(
        language,
        "wrote {path} ({view}, {width}x{height})",
        path=path,
        view=args.view,
        width=size.width(),
        height=size.height(),
    )
    write_line(line)
    return 0
