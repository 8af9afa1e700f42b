r"""Text for the terminal: names and other people's text never reach it raw.

A player's name, a tournament's name or a field of a JSON input can hold control characters:
an escape sequence (``\x1b[2J`` clears the screen, others retitle the window or worse), a
carriage return that overwrites the line, a bell, C1 controls, Unicode's bidirectional
overrides that make text read backwards, or a lone surrogate that cannot be printed at all.
Every readable output of ``tourney`` — the rulings, ``show``, ``check``, the one-line results
and the error line — goes through :func:`safe_text`, which writes those characters as
escapes (``\x1b``, ``\u202e``, ``\ud800``) and leaves every other character, accents and
all, as it is. ``--json`` output needs no such care: JSON escapes control characters itself,
and a lone surrogate is written as its ``\ud800`` escape.

>>> safe_text("Ann \x1b[31mRed\x1b[0m")
'Ann \\x1b[31mRed\\x1b[0m'
>>> safe_text("Łukasz\tŞtefan\nZoë")
'Łukasz\tŞtefan\nZoë'
>>> safe_text("A\ud800 \u202eevil")
'A\\ud800 \\u202eevil'
"""

from __future__ import annotations

import re
import sys
from typing import TextIO

__all__ = ["safe_json", "safe_text", "write_line", "write_text"]

# C0 controls but tab and newline, DEL, C1 controls, lone surrogates, and the bidirectional
# embeddings, overrides and isolates (and the marks that steer them).
_UNSAFE = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\ud800-\udfff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)


def safe_text(text: str) -> str:
    """``text`` with every character that could drive a terminal written as an escape."""
    return _UNSAFE.sub(_escape, text)


def safe_json(text: str) -> str:
    r"""JSON text with the same characters written as JSON's own ``\u`` escapes (still JSON)."""
    return _UNSAFE.sub(_json_escape, text)


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def _json_escape(found: re.Match[str]) -> str:
    return f"\\u{ord(found.group()):04x}"


def write_text(text: str, stream: TextIO | None = None) -> None:
    """Write ``text`` (made safe) and a line break to ``stream`` (stdout by default)."""
    out = sys.stdout if stream is None else stream
    out.write(safe_text(text) + "\n")


def write_line(text: str, stream: TextIO | None = None) -> None:
    """Write one line: like :func:`write_text`, with any line break inside escaped too."""
    write_text(text.replace("\n", "\\n").replace("\t", " "), stream)
