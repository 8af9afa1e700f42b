"""How a subcommand fails: one line on stderr, exit status 2, the words in ``--lang``.

The contract of every subcommand: on bad input of any kind, exit status 2, one line on
stderr, no traceback, nothing on stdout. The line is the refusal said in the output's
language with its stable code after it, for scripts::

    tourney show: error: library.sqlite does not exist [storage.not-found]

With ``--json`` the line is one JSON object instead, ``{"code": …, "message": …}``. The codes
are the refusals' own (:attr:`tourney.base.refusals.Refusal.code`); ``docs/cli/errors.md``
lists them. The command line's own refusals are here: :class:`InputError` (a JSON document
the command cannot use) and :class:`UsageError` (arguments that do not go together).
"""

from __future__ import annotations

import json
import sys
from typing import NoReturn

from tourney.base.languages import SOURCE
from tourney.base.messages import Message
from tourney.base.refusals import Refusal, refusal_code
from tourney.cli.terminal import safe_json, write_line

__all__ = [
    "EXIT_BAD_INPUT",
    "InputError",
    "UnreadableInputError",
    "UsageError",
    "fail",
    "failure_line",
    "in_context",
    "reason_of",
    "refusal_of",
]

EXIT_BAD_INPUT = 2
"""The exit status of a refused command."""


class InputError(Refusal):
    """Bad input found by the command line itself (not by the engine): wrong types, fields."""

    code = "input.invalid"


class UnreadableInputError(InputError):
    """The input cannot be read at all: no such file, not UTF-8, not JSON."""

    code = "input.unreadable"


class UsageError(Refusal):
    """Arguments the command cannot take, or not together."""

    code = "usage.bad-arguments"


class _SystemError(Refusal):
    """The operating system refused: a folder that cannot be written, a full disk."""

    code = "system.refused"


def reason_of(error: BaseException) -> object:
    """What ``error`` says, to put in another sentence: a refusal's unsaid, else its words."""
    return error.message if isinstance(error, Refusal) else str(error)


def in_context(error: BaseException, words: Message) -> Refusal:
    """``error`` said again in ``words``, which name where it was found, keeping its code.

    A refusal keeps its class and its attributes, so its code stays its own (a card that is
    not a card is ``engine.bad-card`` whichever seat held it); any other error becomes an
    :class:`InputError`.

    >>> from tourney.base.messages import message
    >>> from tourney.engine.cards import MalformedCardError
    >>> card = MalformedCardError("{text!r} is not a card", text="4x")
    >>> error = in_context(card, message("board: {reason}", reason=card.message))
    >>> str(error), error.code
    ("board: '4x' is not a card", 'engine.bad-card')

    Args:
        error: What refused.
        words: The new sentence (made with :func:`~tourney.base.messages.message`, so that
            the catalogs have it), usually with ``error``'s own words inside.
    """
    kind = type(error) if isinstance(error, Refusal) else InputError
    said = kind.__new__(kind)  # not kind(words): a refusal class may take other arguments
    said.__dict__.update(getattr(error, "__dict__", {}))
    Refusal.__init__(said, words)
    return said


def refusal_of(error: BaseException) -> Refusal:
    """``error`` as a refusal: itself, or one that says the system's or Python's reason.

    A ``KeyError`` from reading a document is a missing field; an ``OSError`` names its
    file and the system's reason; any other error keeps its words (in English: they are not
    Tourney's).
    """
    if isinstance(error, Refusal):
        return error
    if isinstance(error, KeyError):
        return InputError("missing field {field}", field=str(error))
    if isinstance(error, OSError):
        reason = error.strerror or str(error)
        if error.filename:
            return _SystemError("{path}: {reason}", path=error.filename, reason=reason)
        return _SystemError(_as_it_is(reason))
    return _PassedOn(_as_it_is(str(error) or type(error).__name__))


def _as_it_is(words: str) -> Message:
    """Words that are not Tourney's (the system's, Python's): said as they are in any language."""
    return Message("{words}", (("words", words),))


class _PassedOn(Refusal):
    """Another error's words, passed on as they are."""

    code = "refused"


def failure_line(
    command: str, error: BaseException | Message, *, language: str = SOURCE, as_json: bool = False
) -> str:
    """The one line :func:`fail` writes (without its newline).

    >>> failure_line("rank", InputError("hands is empty: give at least one hand"))
    'tourney rank: error: hands is empty: give at least one hand [input.invalid]'
    >>> failure_line("rank", UsageError("--all-moves is only for the moves report"), as_json=True)
    '{"code": "usage.bad-arguments", "message": "--all-moves is only for the moves report"}'
    """
    refusal = _PassedOn(error) if isinstance(error, Message) else refusal_of(error)
    words = " ".join(refusal.translated(language).split())
    code = refusal_code(refusal)
    if as_json:
        return json.dumps({"code": code, "message": words}, ensure_ascii=False)
    return f"tourney {command}: error: {words} [{code}]"


def fail(
    command: str, error: BaseException | Message, *, language: str = SOURCE, as_json: bool = False
) -> NoReturn:
    """Write the one line of a refusal on stderr and exit with status 2.

    Args:
        command: The subcommand, for the line's start (``tourney show: error: …``).
        error: What refused: a refusal (said in ``language``, with its code), a sentence,
            or another error (its words as they are).
        language: The language of the output (``--lang``).
        as_json: Write ``{"code": …, "message": …}`` instead (``--json``).
    """
    line = failure_line(command, error, language=language, as_json=as_json)
    if as_json:
        sys.stderr.write(safe_json(line) + "\n")
    else:
        write_line(line, sys.stderr)
    raise SystemExit(EXIT_BAD_INPUT)
