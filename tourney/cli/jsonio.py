"""Shared plumbing of the JSON subcommands: read one document, print a result, fail cleanly.

The contract of every JSON subcommand: on bad input of any kind, exit status 2, one clear
line on stderr (said in ``--lang``, with the refusal's code: :mod:`tourney.cli.errors`), no
traceback, nothing on stdout.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping
from typing import Any

from tourney.base.json_input import JsonInputError, decode, decode_error_reason, too_deep
from tourney.base.languages import SOURCE
from tourney.base.messages import N_, Message, message
from tourney.cli.errors import (
    EXIT_BAD_INPUT,
    InputError,
    UnreadableInputError,
    fail,
    in_context,
    reason_of,
)
from tourney.cli.terminal import safe_json, write_text
from tourney.engine.cards import Card, parse_cards

__all__ = [
    "EXIT_BAD_INPUT",
    "InputError",
    "add_document_arguments",
    "fail",
    "read_document",
    "require_cards",
    "require_int",
    "require_list",
    "require_object",
    "require_str",
    "run_json_command",
]

Describe = Callable[[Mapping[str, Any], str], str]
"""Turns an answer into readable text in a language."""


def read_document(source: str) -> Any:
    """Read and decode one JSON document from a file path or ``-`` (stdin).

    Raises:
        UnreadableInputError: The file cannot be read or is not valid JSON.
    """
    try:
        if source == "-":
            text = sys.stdin.read()
        else:
            with open(source, encoding="utf-8") as handle:
                text = handle.read()
    except OSError as exc:
        raise UnreadableInputError(
            "cannot read {source}: {reason}", source=source, reason=exc.strerror or str(exc)
        ) from None
    except UnicodeDecodeError:
        raise UnreadableInputError("{source} is not UTF-8 text", source=source) from None
    where: Message | str = message("stdin") if source == "-" else source
    try:
        return decode(text)
    except json.JSONDecodeError as exc:
        raise UnreadableInputError(
            "invalid JSON in {source}: {reason} at line {line}, column {column}",
            source=where,
            reason=decode_error_reason(exc),
            line=exc.lineno,
            column=exc.colno,
        ) from None
    except JsonInputError as exc:
        raise UnreadableInputError("{source}: {reason}", source=where, reason=exc.message) from None


def run_json_command(
    command: str,
    source: str,
    *,
    as_json: bool,
    compute: Callable[[Any], Mapping[str, Any]],
    describe: Describe,
    language: str = SOURCE,
) -> int:
    """Read the document, compute the answer and print it as JSON or as readable text.

    Any :class:`ValueError` (the engine's and domain's errors are ``ValueError``), ``KeyError``
    or ``TypeError`` raised while reading or computing becomes exit status 2 with one line on
    stderr; nothing is printed on stdout before the answer is complete.

    Args:
        command: The subcommand's name, for the error line.
        source: A path or ``-``.
        as_json: Print one JSON object instead of the readable ruling (errors too).
        compute: Turns the decoded document into the JSON-ready answer.
        describe: Turns the answer into readable text in ``language``.
        language: The language of the readable text and of an error.

    Returns:
        0 on success.
    """
    try:
        document = read_document(source)
        answer = compute(document)
        text = json.dumps(answer, ensure_ascii=False) if as_json else describe(answer, language)
    except (ValueError, KeyError, TypeError) as exc:
        fail(command, exc, language=language, as_json=as_json)
    except RecursionError:
        fail(
            command,
            too_deep(),
            language=language,
            as_json=as_json,
        )
    if as_json:
        sys.stdout.write(safe_json(text) + "\n")
    else:
        write_text(text)
    return 0


def require_object(value: Any, what: str | Message) -> dict[str, Any]:
    """Return ``value`` if it is a JSON object, else raise :class:`InputError` naming ``what``."""
    if not isinstance(value, dict):
        raise InputError("{what} must be a JSON object, not {kind}", what=what, kind=_kind(value))
    return value


def require_list(value: Any, what: str | Message) -> list[Any]:
    """Return ``value`` if it is a JSON array, else raise :class:`InputError` naming ``what``."""
    if not isinstance(value, list):
        raise InputError("{what} must be a JSON array, not {kind}", what=what, kind=_kind(value))
    return value


def require_int(value: Any, what: str | Message, *, minimum: int | None = None) -> int:
    """Return ``value`` if it is a whole number (not a bool) at least ``minimum``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError("{what} must be a whole number, not {kind}", what=what, kind=_kind(value))
    if minimum is not None and value < minimum:
        raise InputError(
            "{what} must be at least {minimum}, not {value}",
            what=what,
            minimum=minimum,
            value=value,
        )
    return value


def require_str(value: Any, what: str | Message) -> str:
    """Return ``value`` if it is a string."""
    if not isinstance(value, str):
        raise InputError("{what} must be a string, not {kind}", what=what, kind=_kind(value))
    return value


_KINDS: dict[type, str] = {
    dict: N_("an object"),
    list: N_("an array"),
    str: N_("a string"),
    bool: N_("true/false"),
    int: N_("a number"),
    float: N_("a number"),
    type(None): N_("null"),
}


def _kind(value: Any) -> Message | str:
    """What a JSON value is, said in the error's language."""
    kind = _KINDS.get(type(value))
    return Message(kind) if kind is not None else type(value).__name__


def add_document_arguments(parser: argparse.ArgumentParser) -> None:
    """Add ``--json`` and the input ``FILE|-`` (``--lang`` every subcommand has already)."""
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("file", metavar="FILE|-", help="the JSON document, or - for stdin")


def require_cards(value: Any, what: str | Message) -> tuple[Card, ...]:
    """Read a JSON array of card texts; errors name ``what`` (e.g. ``"the hand of Ann"``).

    Raises:
        InputError: ``value`` is not an array of strings.
        MalformedCardError: A text is not a card (its code, ``engine.bad-card``, is kept).
    """
    items = require_list(value, what)
    for item in items:
        require_str(item, message("every card in {what}", what=what))
    try:
        return parse_cards(items)
    except ValueError as exc:
        said = message("{what}: {reason}", what=what, reason=reason_of(exc))
        raise in_context(exc, said) from None
