"""``tourney serve [LIBRARY] [TOURNAMENT] [--bind ADDRESS] [--port N]``: the room, headless.

Serves one tournament to the room's phones and browser TVs without a window: the small box
by the TV. The library is opened for writing, so it holds the writer lock as the window does
(``tourney show`` and the reports still read it); the clock's moments happen as in the
window. The first line on stdout is ``serving NAME on http://ADDRESS:PORT/``; the other
addresses follow. It runs until SIGINT or SIGTERM, then closes the library and exits 0.
A bad argument, a library it cannot open or an address it cannot listen on: exit status 2
and one line on stderr. The contract is in ``docs/cli/serve.md``.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from tourney.cli.errors import fail
from tourney.cli.language import output_language
from tourney.cli.library_io import find_tournament, refusals
from tourney.persistence.errors import MissingFileError

NAME = "serve"
HELP = "serve a tournament to the room's phones and TVs, without a window"

_NAMES = ("full", "initial", "nickname")
PIN_VARIABLE = "TOURNEY_VIEW_PIN"
"""The environment variable that may hold the view PIN (not shown in the process list)."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add LIBRARY, TOURNAMENT, ``--bind``, ``--port``, ``--names`` and ``--pin``."""
    parser.add_argument(
        "library",
        metavar="LIBRARY",
        nargs="?",
        help="the library database file (default: Tourney's own library)",
    )
    parser.add_argument(
        "tournament",
        metavar="TOURNAMENT",
        nargs="?",
        help="the tournament's id or name (default: the one changed most recently)",
    )
    parser.add_argument(
        "--bind",
        metavar="ADDRESS",
        default="0.0.0.0",
        help="the address to listen on (default 0.0.0.0: every network of this machine)",
    )
    parser.add_argument(
        "--port",
        metavar="N",
        type=int,
        default=8080,
        help="the port (default 8080; when it is taken, the next free one; 0: any)",
    )
    parser.add_argument(
        "--names",
        choices=_NAMES,
        default="full",
        help="how the players are named: full name, first name and initial, or nickname",
    )
    parser.add_argument(
        "--pin",
        metavar="PIN",
        help=f"a view PIN the pages ask for, 4 to 12 digits (or set {PIN_VARIABLE})",
    )


def run(args: argparse.Namespace) -> int:
    """Serve until SIGINT or SIGTERM; 0 then, 2 with one stderr line when it cannot start."""
    from tourney.core.results import Refused
    from tourney.core.service import TournamentService
    from tourney.web.headless import serve
    from tourney.web.names import NameStyle
    from tourney.web.server import RoomAddress, RoomServerError
    from tourney.web.settings import RoomSettings, check_port

    language = output_language(args)
    try:
        port = check_port(args.port)
        pin = args.pin if args.pin is not None else os.environ.get(PIN_VARIABLE, "")
        settings = RoomSettings(NameStyle(args.names), pin=pin)
    except ValueError as exc:
        fail(NAME, exc, language=language)
    path = _library_path(args.library, language)
    with refusals(NAME, language):
        service = TournamentService.open(path)
    try:
        with refusals(NAME, language):
            info = find_tournament(service.library, args.tournament)
            if service.tournament_id != info.id:
                refused = service.open_tournament(info.id)
                if isinstance(refused, Refused):
                    fail(NAME, refused.error, language=language)
        name = info.name

        def ready(address: RoomAddress) -> None:
            out = sys.stdout
            out.write(f"serving {name} on {address.url}\n")
            for other in address.urls[1:]:
                out.write(f"also on {other}\n")
            if address.moved:
                out.write(f"(port {address.asked} was in use: serving on {address.port})\n")
            if settings.pin_required:
                out.write("the pages ask for the view PIN\n")
            if out.isatty():  # a screen by the box: the room's code, for a phone to scan
                import segno

                pin = f"#pin={settings.pin}" if settings.pin_required else ""
                segno.make(address.url + pin, error="m").terminal(out=out, compact=True)
            out.write("stop with Ctrl+C\n")
            out.flush()

        try:
            serve(service, settings=settings, bind=args.bind, port=port, ready=ready)
        except RoomServerError as exc:
            fail(NAME, exc, language=language)
    finally:
        service.close()
    return 0


def _library_path(given: str | None, language: str) -> Path:
    """The library to serve: the one named, else Tourney's own; it must exist."""
    if given:
        path = Path(given)
    else:
        from tourney.persistence.paths import default_library_path

        path = default_library_path(create_folder=False)
    if not path.is_file():
        fail(NAME, MissingFileError("there is no library at {path}", path=path), language=language)
    return path
