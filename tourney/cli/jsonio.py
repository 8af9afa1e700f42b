"""Shared plumbing of the JSON subcommands: read one document, print a result, fail cleanly.

The contract of every JSON subcommand: on bad input of any kind, exit status 2, one clear
line on stderr, no traceback, nothing on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any, NoReturn

from tourney.base.json_input import JsonInputError, decode, decode_error_reason
from tourney.cli.terminal import safe_json, write_line, write_text
from tourney.engine.cards import Card, parse_cards

EXIT_BAD_INPUT = 2


class InputError(ValueError):
    """Bad input found by the CLI itself (not by the engine): wrong types, missing fields."""


def fail(command: str, message: str) -> NoReturn:
    """Print ``tourney COMMAND: error: MESSAGE`` on one line of stderr and exit with status 2.

    The message is made safe for the terminal (:func:`~tourney.cli.terminal.safe_text`).
    """
    one_line = " ".join(str(message).split())
    write_line(f"tourney {command}: error: {one_line}", sys.stderr)
    raise SystemExit(EXIT_BAD_INPUT)


def read_document(source: str) -> Any:
    """Read and decode one JSON document from a file path or ``-`` (stdin).

    Raises:
        InputError: The file cannot be read or is not valid JSON.
    """
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as exc:
        raise InputError(f"cannot read {source}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise InputError(f"{source} is not UTF-8 text") from None
    where = "stdin" if source == "-" else source
    try:
        return decode(text)
    except json.JSONDecodeError as exc:
        raise InputError(
            f"invalid JSON in {where}: "
            f"{decode_error_reason(exc)} at line {exc.lineno}, column {exc.colno}"
        ) from None
    except JsonInputError as exc:
        raise InputError(f"{where}: {exc}") from None


def run_json_command(
    command: str,
    source: str,
    *,
    as_json: bool,
    compute: Callable[[Any], Mapping[str, Any]],
    describe: Callable[[Mapping[str, Any]], str],
) -> int:
    """Read the document, compute the answer and print it as JSON or as readable text.

    Any :class:`ValueError` (the engine's and domain's errors are ``ValueError``), ``KeyError``
    or ``TypeError`` raised while reading or computing becomes exit status 2 with one line on
    stderr; nothing is printed on stdout before the answer is complete.

    Args:
        command: The subcommand's name, for the error line.
        source: A path or ``-``.
        as_json: Print one JSON object instead of the readable ruling.
        compute: Turns the decoded document into the JSON-ready answer.
        describe: Turns the answer into readable text.

    Returns:
        0 on success.
    """
    try:
        document = read_document(source)
        answer = compute(document)
        text = json.dumps(answer, ensure_ascii=False) if as_json else describe(answer)
    except (ValueError, KeyError, TypeError) as exc:
        message = str(exc) if not isinstance(exc, KeyError) else f"missing field {exc}"
        fail(command, message or type(exc).__name__)
    except RecursionError:
        fail(command, "the input is nested too deeply")
    if as_json:
        sys.stdout.write(safe_json(text) + "\n")
    else:
        write_text(text)
    return 0


def require_object(value: Any, what: str) -> dict[str, Any]:
    """Return ``value`` if it is a JSON object, else raise :class:`InputError` naming ``what``."""
    if not isinstance(value, dict):
        raise InputError(f"{what} must be a JSON object, not {_kind(value)}")
    return value


def require_list(value: Any, what: str) -> list[Any]:
    """Return ``value`` if it is a JSON array, else raise :class:`InputError` naming ``what``."""
    if not isinstance(value, list):
        raise InputError(f"{what} must be a JSON array, not {_kind(value)}")
    return value


def require_int(value: Any, what: str, *, minimum: int | None = None) -> int:
    """Return ``value`` if it is a whole number (not a bool) at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{what} must be a whole number, not {_kind(value)}")
    if minimum is not None and value < minimum:
        raise InputError(f"{what} must be at least {minimum}, not {value}")
    return value


def require_str(value: Any, what: str) -> str:
    """Return ``value`` if it is a string."""
    if not isinstance(value, str):
        raise InputError(f"{what} must be a string, not {_kind(value)}")
    return value


def _kind(value: Any) -> str:
    names = {
        dict: "an object",
        list: "an array",
        str: "a string",
        bool: "true/false",
        int: "a number",
        float: "a number",
        type(None): "null",
    }
    return names.get(type(value), type(value).__name__)


def add_document_arguments(
    parser: argparse.ArgumentParser, *, languages: Sequence[str] = (), language_help: str = ""
) -> None:
    """Add ``--json``, the input ``FILE|-`` and, when ``languages`` are given, ``--lang``."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    if languages:
        parser.add_argument("--lang", choices=tuple(languages), default="en", help=language_help)
    parser.add_argument("file", metavar="FILE|-", help="the JSON document, or - for stdin")


def require_cards(value: Any, what: str) -> tuple[Card, ...]:
    """Read a JSON array of card texts; errors name ``what`` (e.g. ``"the hand of Ann"``)."""
    items = require_list(value, what)
    for item in items:
        require_str(item, f"every card in {what}")
    try:
        return parse_cards(items)
    except ValueError as exc:
        raise InputError(f"{what}: {exc}") from None
