"""The ``tourney`` argument parser: no subcommand opens the GUI; each subcommand is a module.

A subcommand module defines ``NAME`` (the word typed), ``HELP`` (one line for ``--help``),
``add_arguments(parser)`` and ``run(args) -> int``. Add its module name to ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import sys
from types import ModuleType
from typing import NoReturn

from tourney import __version__

#: Subcommand modules inside :mod:`tourney.cli`, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = (
    "rank",
    "settle",
    "betting",
    "blinds",
    "demo",
    "show",
    "serve",
    "check",
    "backup",
    "tournament_export",
    "tournament_import",
    "players",
    "report",
    "screenshot",
)


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line on stderr and exit status 2."""

    def error(self, message: str) -> NoReturn:
        """Print ``PROG: error: MESSAGE (see PROG --help)`` and exit 2."""
        from tourney.cli.jsonio import EXIT_BAD_INPUT  # not imported when the window opens

        sys.stderr.write(f"{self.prog}: error: {message} (see {self.prog} --help)\n")
        raise SystemExit(EXIT_BAD_INPUT)


def _modules() -> list[ModuleType]:
    return [importlib.import_module(f"tourney.cli.{name}") for name in COMMANDS]


def build_parser() -> argparse.ArgumentParser:
    """The full parser, with one subparser per module in :data:`COMMANDS`."""
    parser = OneLineParser(
        prog="tourney",
        description="Tourney, a tournament director for live poker. "
        "With no subcommand it opens the director's window.",
    )
    parser.add_argument("--version", action="version", version=f"tourney {__version__}")
    _add_window_options(parser)
    subparsers = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=OneLineParser
    )
    for module in _modules():
        sub = subparsers.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        sub.set_defaults(handler=module.run)
    return parser


def _add_window_options(parser: argparse.ArgumentParser) -> None:
    """The options of the director's window (no subcommand); ``run_gui`` reads them again."""
    group = parser.add_argument_group("the director's window (no COMMAND)")
    group.add_argument("--library", metavar="PATH", help="the library database to open")
    group.add_argument(
        "--demo", action="store_true", help="open a fresh demo tournament (a demo library)"
    )
    group.add_argument(
        "--no-display", action="store_true", help="do not open the clock display for the TV"
    )
    group.add_argument(
        "--lang",
        choices=("en", "it", "ro"),
        help="the window's language (default: the saved choice, else the system's)",
    )
    group.add_argument("--exit-after-start", action="store_true", help=argparse.SUPPRESS)


_WINDOW_OPTIONS_WITH_VALUE = frozenset({"--library", "--lang"})
_WINDOW_FLAGS = frozenset({"--demo", "--no-display", "--exit-after-start"})


def _only_window_options(argv: list[str]) -> bool:
    """Whether ``argv`` holds nothing but the director's window options (well formed)."""
    rest = iter(argv)
    for token in rest:
        name = token.split("=", 1)[0]
        if name in _WINDOW_OPTIONS_WITH_VALUE:
            if "=" not in token and next(rest, None) is None:
                return False
        elif token not in _WINDOW_FLAGS:
            return False
    return True


def main(argv: list[str]) -> int:
    """Parse ``argv`` and run the chosen subcommand, or the GUI when there is none.

    Opening the window does not import the subcommands (the reports, the exporters…): they
    are loaded only when one is asked for, or for ``--help``.
    """
    if _only_window_options(argv):
        # Start-up makes many objects and no garbage cycles worth finding: the collector
        # stays off until the window has painted (``run_gui`` turns it back on).
        gc.disable()
        try:
            from tourney.gui.before_qt import load

            load()  # the domain and storage modules, before Qt's import hook is in place
            from tourney.cli.room_server import room_server
            from tourney.gui.app import run_gui

            return run_gui(list(argv), room_server=room_server)
        finally:
            gc.enable()  # run_gui turns it on after the first paint; this covers an early return
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from tourney.cli.room_server import room_server
        from tourney.gui.app import run_gui

        return run_gui(list(argv), room_server=room_server)
    status: int = args.handler(args)
    return status
