"""Start the director's window: its options, the system check and the library, before Qt.

``tourney`` with no subcommand comes here. Everything that needs no toolkit happens first —
the options (argparse; Qt's own settings come from its environment, ``QT_QPA_PLATFORM`` and
the like, not from options), the check that
the system can show a window at all (:mod:`tourney.gui.platform_check`: one line and status 1
instead of Qt's abort), and opening the library and its tournament through the core service
(:func:`tourney.core.startup.open_for_window`) — so the domain and storage modules are loaded
before PySide6, whose import hook reads the source of every module imported after it; Babel's
formatting modules, which the first screen's numbers need, are loaded then too. Then
:func:`tourney.gui.app.run_window` starts Qt. This module imports no Qt.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
from typing import TYPE_CHECKING, NoReturn

from tourney.base.languages import CODES

if TYPE_CHECKING:
    from tourney.gui.room_share import RoomServerFactory

__all__ = ["add_window_options", "launch", "parse_options"]


def add_window_options(parser: argparse.ArgumentParser) -> None:
    """The window's options: ``--library``, ``--demo``, ``--no-display``, ``--lang``.

    ``--exit-after-start`` opens everything, lets the windows paint once and quits: for the
    start-up benchmark and for checking an installed or packaged app. It prints on standard
    output when the director's window had painted and when the display was up too
    (``started director 1764460000.123``, seconds since the epoch).
    """
    group = parser.add_argument_group("the director's window (no COMMAND)")
    group.add_argument("--library", metavar="PATH", help="the library database to open")
    group.add_argument(
        "--demo", action="store_true", help="open a fresh demo tournament (a demo library)"
    )
    group.add_argument(
        "--no-display", action="store_true", help="do not open the clock display for the TV"
    )
    group.add_argument(
        "--read-only",
        action="store_true",
        help="only look: follow the Tourney that has the library open, change nothing",
    )
    group.add_argument(
        "--lang",
        choices=CODES,
        help="the window's language, or a subcommand's (default: the saved choice, else the "
        "system's)",
    )
    group.add_argument("--exit-after-start", action="store_true", help=argparse.SUPPRESS)


class _OneLine(argparse.ArgumentParser):
    """Errors are one line on stderr and exit status 2, as the command line's."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"tourney: error: {message} (see tourney --help) [usage.bad-arguments]\n")
        raise SystemExit(2)


def parse_options(argv: list[str]) -> argparse.Namespace:
    """The window's options in ``argv`` (``tourney`` has refused any other before).

    A bad ``--lang`` stops with status 2, as the command line does.
    """
    parser = _OneLine(prog="tourney", add_help=False)
    add_window_options(parser)
    options, _toolkit = parser.parse_known_args(argv)
    return options


def launch(argv: list[str], *, room_server: RoomServerFactory | None = None) -> int:
    """Open the library and its tournament, then run the window until it closes.

    ``room_server`` makes the room's server when the director shares the room on the
    network (``tourney`` gives :func:`tourney.cli.room_server.room_server`).
    """
    options = parse_options(argv)
    from tourney.gui.platform_check import window_problem

    problem = window_problem(os.environ, argv)
    if problem is not None:  # Qt would abort with "Reinstalling the application may fix…"
        sys.stderr.write(f"tourney: {problem}\n")
        return 1
    import tourney.core.moments  # noqa: F401  (the clock's moments: loaded before Qt too)
    from tourney.base.formats import load_formats

    load_formats()  # the first screen writes chip counts: Babel loads before Qt's hook too
    from tourney.core.startup import library_path, open_for_window
    from tourney.domain.errors import DomainError
    from tourney.persistence.errors import PersistenceError

    path = library_path(options.library, demo=options.demo)
    service = failure = None
    # Start-up makes many objects and no garbage cycles worth finding: the collector stays off
    # until the window has painted (run_window turns it back on). ``tourney`` turned it off
    # before loading the modules already; this covers a caller that did not.
    gc.disable()
    try:
        try:
            service = open_for_window(
                path, demo=options.demo, prune=not options.library, read_only=options.read_only
            )
        except (DomainError, PersistenceError) as error:
            failure = error
        # Qt Multimedia lists on the terminal each codec library it looked for and did not
        # need (pipewire, VA-API): not a director's business (a rule the user set wins)
        os.environ.setdefault(
            "QT_LOGGING_RULES", "qt.multimedia.symbolsresolver=false;qt.multimedia.ffmpeg=false"
        )
        from tourney.gui.app import run_window  # Qt loads here

        return run_window(service, options, path=path, failure=failure, room_server=room_server)
    finally:
        gc.enable()
