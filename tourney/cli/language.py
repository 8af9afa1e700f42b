"""``--lang``: the language of everything a subcommand says, its words, numbers and money.

Every subcommand takes ``--lang`` (one of :data:`tourney.base.languages.CODES`), after the
subcommand's name or before it (``tourney --lang it show DB``); without it the output follows
the system (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``) when the system's language is
one Tourney speaks, else English. JSON field names and values meant for programs (codes,
numbers in cents) stay the same in every language; the sentences, hand names and the
readable text change.
"""

from __future__ import annotations

import argparse
import os

from tourney.base.languages import CODES, system_language

__all__ = ["LANGUAGE_HELP", "add_language_option", "output_language"]

LANGUAGE_HELP = (
    "the language of the output: " + ", ".join(CODES) + " (default: the system's, else en)"
)


def add_language_option(parser: argparse.ArgumentParser, *, text: str = LANGUAGE_HELP) -> None:
    """Add ``--lang`` to ``parser`` (given before the subcommand, it is kept: no default)."""
    parser.add_argument("--lang", choices=CODES, default=argparse.SUPPRESS, help=text)


def output_language(args: argparse.Namespace) -> str:
    """The language ``args`` ask for: ``--lang``, else the system's, else English."""
    chosen = getattr(args, "lang", None)
    return str(chosen) if chosen else system_language(os.environ)
