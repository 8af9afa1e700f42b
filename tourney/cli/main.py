"""The ``tourney`` argument parser: no subcommand opens the GUI; each subcommand is a module.

A subcommand module defines ``NAME`` (the word typed), ``HELP`` (one line for ``--help``),
``add_arguments(parser)`` and ``run(args) -> int``. Add its module name to ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from types import ModuleType
from typing import NoReturn

from tourney import __version__
from tourney.cli.jsonio import EXIT_BAD_INPUT

#: Subcommand modules inside :mod:`tourney.cli`, in the order ``--help`` lists them.
COMMANDS: tuple[str, ...] = (
    "rank",
    "settle",
    "betting",
    "blinds",
    "demo",
    "show",
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


def main(argv: list[str]) -> int:
    """Parse ``argv`` and run the chosen subcommand, or the GUI when there is none."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        from tourney.gui.app import run_gui

        return run_gui(list(argv))
    status: int = args.handler(args)
    return status
