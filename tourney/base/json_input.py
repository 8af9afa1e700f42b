r"""JSON that people give Tourney: decode it, and refuse what would trip the code behind.

Python's :mod:`json` accepts two things that later stop a program with a traceback:
arrays or objects nested hundreds deep (the decoder itself, or any code that walks the
document, runs out of stack: ``RecursionError``), and ``\ud800``-style escapes that decode
to a lone surrogate (not a character: it cannot be printed or stored as UTF-8). Every JSON
input — the ruling commands' documents, ``tourney import`` files — is read through
:func:`decode`, which refuses both with :class:`JsonInputError`, saying where.

>>> decode('{"a": [1, 2]}')
{'a': [1, 2]}
>>> decode('[' * 200 + ']' * 200)
Traceback (most recent call last):
...
tourney.base.json_input.JsonInputError: the JSON is nested more than 100 levels deep
>>> decode('{"name": "A\\ud800"}')
Traceback (most recent call last):
...
tourney.base.json_input.JsonInputError: name holds a lone surrogate (\ud800), which is not text
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from tourney.base.refusals import Refusal

__all__ = [
    "MAX_DEPTH",
    "JsonInputError",
    "check_shape",
    "decode",
    "decode_error_reason",
    "lone_surrogate",
    "too_deep",
]

#: How deep arrays and objects may nest (Tourney's own documents need fewer than ten).
MAX_DEPTH = 100

_SURROGATE = re.compile("[\ud800-\udfff]")
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


class JsonInputError(Refusal):
    r"""A JSON document Tourney refuses (a :class:`~tourney.base.refusals.Refusal`).

    Made by :func:`too_deep` or :func:`lone_surrogate`.

    Attributes:
        kind: ``"deep"`` (nested too deeply) or ``"surrogate"`` (a lone surrogate).
        where: Where in the document (``name``, ``players[2].name``); ``""`` for the whole.
        value: For ``"surrogate"``, the lone surrogate, escaped (``\ud800``).
    """

    code = "input.unreadable"
    kind: str = "deep"
    where: str = ""
    value: str = ""


def too_deep() -> JsonInputError:
    """The refusal of a document nested more than :data:`MAX_DEPTH` levels."""
    return JsonInputError("the JSON is nested more than {depth} levels deep", depth=MAX_DEPTH)


def lone_surrogate(where: str, value: str) -> JsonInputError:
    """The refusal of a lone surrogate (``value``, escaped) at ``where`` in the document."""
    if where:
        error = JsonInputError(
            "{where} holds a lone surrogate ({value}), which is not text", where=where, value=value
        )
    else:
        error = JsonInputError(
            "the JSON holds a lone surrogate ({value}), which is not text", value=value
        )
    error.kind, error.where, error.value = "surrogate", where, value
    return error


def decode(text: str, *, parse_constant: Callable[[str], Any] | None = None) -> Any:
    """``json.loads(text)``, refusing documents nested too deeply or holding lone surrogates.

    Raises:
        json.JSONDecodeError: Not JSON (see :func:`decode_error_reason`).
        JsonInputError: Nested more than :data:`MAX_DEPTH` levels, or a lone surrogate.
    """
    try:
        value = json.loads(text, parse_constant=parse_constant)
    except RecursionError:
        raise too_deep() from None
    has_surrogates = _SURROGATE_ESCAPE.search(text) or _SURROGATE.search(text)
    check_shape(value, strings=has_surrogates is not None)
    return value


def check_shape(value: Any, *, strings: bool = True) -> None:
    r"""Refuse a decoded document nested too deeply or holding a lone surrogate (iteratively).

    Args:
        value: The decoded document.
        strings: Look for lone surrogates too (``False`` when the text had no ``\ud800``
            to ``\udfff`` escape, so none can be there).

    Raises:
        JsonInputError: As :func:`decode`.
    """
    pending: list[tuple[Any, int]] = [(value, 0)]
    while pending:
        item, depth = pending.pop()
        if depth > MAX_DEPTH:
            raise too_deep()
        if isinstance(item, dict):
            pending.extend((child, depth + 1) for child in item.values() if _container(child))
        elif isinstance(item, list):
            pending.extend((child, depth + 1) for child in item if _container(child))
    if strings:
        _find_surrogate(value, "")


def _container(value: Any) -> bool:
    return isinstance(value, dict | list)


def _find_surrogate(value: Any, where: str) -> None:
    """Raise at the first lone surrogate in ``value`` (a string, a key), naming its place."""
    pending: list[tuple[Any, str]] = [(value, where)]
    while pending:
        item, path = pending.pop()
        if isinstance(item, str):
            _refuse_surrogates(item, path)
        elif isinstance(item, dict):
            for key, child in item.items():
                here = f"{path}.{key}" if path else str(key)
                _refuse_surrogates(str(key), here)
                pending.append((child, here))
        elif isinstance(item, list):
            pending.extend((child, f"{path}[{i}]") for i, child in enumerate(item))


def decode_error_reason(error: json.JSONDecodeError) -> str:
    """The decoder's reason without its dangling "at" ("Invalid control character at")."""
    reason = error.msg
    return reason[: -len(" at")] if reason.endswith(" at") else reason


def _refuse_surrogates(text: str, where: str) -> None:
    found = _SURROGATE.search(text)
    if found is not None:
        escaped = f"\\u{ord(found.group()):04x}"
        raise lone_surrogate(_printable(where), escaped)


def _printable(where: str) -> str:
    return where.encode("utf-8", "backslashreplace").decode("utf-8")
