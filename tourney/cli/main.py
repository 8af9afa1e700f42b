"""The ``tourney`` argument parser: no subcommand opens the GUI; each subcommand is a module.

A subcommand module defines ``NAME`` (the word typed), ``HELP`` (one line for ``--help``),
``add_arguments(parser)`` and ``run(args) -> int``. Add its module name to ``COMMANDS``.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Iterable
from itertools import takewhile
from types import ModuleType
from typing import Any, NoReturn

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
    "pair",
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
        """Print ``PROG: error: MESSAGE (see PROG --help) [usage.bad-arguments]``, exit 2.

        The message is argparse's own, in English (argparse's words are not Tourney's).
        """
        from tourney.cli.errors import EXIT_BAD_INPUT, UsageError  # not when the window opens
        from tourney.cli.terminal import write_line

        code = UsageError.code
        write_line(f"{self.prog}: error: {message} (see {self.prog} --help) [{code}]", sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


class SubcommandParser(OneLineParser):
    """A subcommand's parser: an argument it does not know is its own error, not ``tourney``'s.

    Left to argparse, ``tourney show --bogus DB`` hands ``--bogus`` back to the main parser,
    whose line would start ``tourney: error:``; here it is ``tourney show: error: unrecognized
    arguments: --bogus``, as every other error of the subcommand's arguments.
    """

    def parse_known_args(
        self, args: Iterable[str] | None = None, namespace: Any = None
    ) -> tuple[Any, list[str]]:
        """As argparse's, but an argument left over is an error (:meth:`OneLineParser.error`)."""
        parsed, extras = super().parse_known_args(args, namespace)
        if extras:
            self.error(f"unrecognized arguments: {' '.join(extras)}")
        return parsed, extras


def _modules() -> list[ModuleType]:
    return [importlib.import_module(f"tourney.cli.{name}") for name in COMMANDS]


def build_parser() -> argparse.ArgumentParser:
    """The full parser, with one subparser per module in :data:`COMMANDS`."""
    parser = OneLineParser(
        prog="tourney",
        description="Tourney, a tournament director for live poker. "
        "With no subcommand it opens the director's window.",
    )
    _add_main_options(parser)
    subparsers = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=SubcommandParser
    )
    from tourney.cli.language import add_language_option

    for module in _modules():
        sub = subparsers.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        module.add_arguments(sub)
        add_language_option(sub)
        sub.set_defaults(handler=module.run)
    return parser


def _add_main_options(parser: argparse.ArgumentParser) -> None:
    """Add the options taken before any subcommand: ``--version`` and the window's."""
    parser.add_argument("--version", action="version", version=f"tourney {__version__}")
    from tourney.gui.launch import add_window_options

    add_window_options(parser)


def _unknown_leading_options(argv: list[str]) -> list[str]:
    """The options ``argv`` starts with that ``tourney`` does not know, before any other word.

    ``tourney --libary PATH`` is an unknown option, not a subcommand named ``PATH``: left to
    argparse, the line would say only that ``PATH`` is not a subcommand. The main options
    (abbreviations and values as argparse reads them) are skipped, so ``tourney --lang it show
    DB`` starts with none.
    """
    main_options = OneLineParser(prog="tourney", add_help=False)
    _add_main_options(main_options)
    main_options.add_argument("-h", "--help", action="store_true")
    _known, rest = main_options.parse_known_args(argv)
    return list(takewhile(lambda word: word.startswith("-") and word != "-", rest))


_WINDOW_OPTIONS_WITH_VALUE = frozenset({"--library", "--lang"})
_WINDOW_FLAGS = frozenset({"--demo", "--no-display", "--read-only", "--exit-after-start"})


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
        return _window(argv)  # no subcommand is loaded
    parser = build_parser()
    unknown = _unknown_leading_options(argv)
    if unknown:
        parser.error(f"unrecognized arguments: {' '.join(unknown)}")
    args = parser.parse_args(argv)
    if args.command is None:
        return _window(argv)
    _printable_streams()
    try:
        status: int = args.handler(args)
    except BrokenPipeError:
        return _output_closed()
    except Exception as error:
        return _crashed(args, error)
    return status


def _window(argv: list[str]) -> int:
    """Open the director's window (:func:`tourney.gui.launch.launch`) and run it until it closes.

    Start-up makes many objects (the modules' classes and functions, the tournament) and no
    garbage cycles worth finding: the collector is off from here until the window has painted
    (:func:`tourney.gui.app.run_window` turns it back on), which spares it from scanning
    them again and again while they are made.
    """
    import gc

    gc.disable()
    try:
        from tourney.cli.room_server import room_server
        from tourney.gui.launch import launch

        return launch(list(argv), room_server=room_server)
    finally:
        gc.enable()


EXIT_BUG = 70
"""The exit status of a bug in Tourney (``EX_SOFTWARE``): a crash log says what happened."""

EXIT_OUTPUT_CLOSED = 141
"""The exit status when the output's reader went away (``tourney show DB | head``): 128 plus
``SIGPIPE``, what a shell reports for a Unix tool stopped the same way."""


def _output_closed() -> int:
    """The pipe the command wrote to was closed by its reader: stop quietly, as Unix tools do.

    Not a bug, so no crash log. What was left to write goes nowhere, so that Python's own
    flush at exit does not fail on the closed pipe again.
    """
    import os

    try:
        target = sys.stdout.fileno()
    except (OSError, ValueError):  # not a file (a test's capture): nothing to silence
        return EXIT_OUTPUT_CLOSED
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, target)
    os.close(devnull)
    return EXIT_OUTPUT_CLOSED


def _crashed(args: argparse.Namespace, error: Exception) -> int:
    """Write the crash log beside the library the command named (else the default one's)."""
    from pathlib import Path

    from tourney.core.crash_log import CrashLog

    named = getattr(args, "db", None) or getattr(args, "library", None)
    if named:
        folder = Path(named).resolve().parent
    else:
        from tourney.persistence.paths import default_library_path

        folder = default_library_path().parent
    folder.mkdir(parents=True, exist_ok=True)
    context = {"command": " ".join(sys.argv[1:]) or args.command, "library": named or "-"}
    path = CrashLog(folder, context=lambda: context).write(error)
    sys.stderr.write(
        f"tourney {args.command}: internal error (a bug in Tourney, not in your input): "
        f"the details are in {path}\n"
    )
    return EXIT_BUG


def _printable_streams() -> None:
    """Let nothing unprintable stop a command: what the terminal cannot encode is escaped.

    Every text output already escapes control characters (:mod:`tourney.cli.terminal`); this
    covers a terminal whose encoding lacks a character (a Windows console, ``LANG=C``).
    """
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
