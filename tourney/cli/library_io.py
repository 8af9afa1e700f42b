"""Shared plumbing of the subcommands that work on a library: open it, find a tournament, refuse.

Every such command turns a refusal of the storage or the domain (a missing, locked, damaged
or newer library; a tournament that does not exist; a log that does not replay) into exit
status 2 with one line on stderr and nothing on stdout, like the JSON commands
(:func:`tourney.cli.errors.fail`): said in the output's language, with the refusal's code.
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator
from contextlib import contextmanager

from tourney.base.languages import SOURCE
from tourney.cli.errors import fail
from tourney.domain.errors import DomainError
from tourney.persistence.errors import PersistenceError, UnknownRecordError
from tourney.persistence.event_store import TournamentInfo
from tourney.persistence.library import Library

__all__ = ["add_tournament_argument", "find_tournament", "refusals"]


@contextmanager
def refusals(command: str, language: str = SOURCE, *, as_json: bool = False) -> Iterator[None]:
    """Turn a storage or domain refusal (or an OS error) inside the block into exit status 2.

    Args:
        command: The subcommand, for the error line.
        language: The language the line is said in.
        as_json: Write the line as ``{"code": …, "message": …}``.
    """
    try:
        yield
    except (PersistenceError, DomainError, OSError) as exc:
        fail(command, exc, language=language, as_json=as_json)


def add_tournament_argument(parser: argparse.ArgumentParser) -> None:
    """Add the optional ``TOURNAMENT`` argument (an id or a name)."""
    parser.add_argument(
        "tournament",
        metavar="TOURNAMENT",
        nargs="?",
        help="the tournament's id or name (default: the one changed most recently)",
    )


def find_tournament(library: Library, wanted: str | None) -> TournamentInfo:
    """The tournament named by ``wanted``: its id, or its name (the most recent of that name).

    ``None`` means the tournament changed most recently. Names are compared without regard
    to case or outer spaces.

    Raises:
        UnknownRecordError: The library has no tournament, or none with that id or name.
    """
    tournaments = library.events.tournaments()  # most recently changed first
    if not tournaments:
        raise UnknownRecordError("{path} holds no tournament yet", path=library.path)
    if wanted is None:
        return tournaments[0]
    text = wanted.strip()
    if text.isdigit():
        for info in tournaments:
            if info.id == int(text):
                return info
    folded = text.casefold()
    for info in tournaments:
        if info.name.casefold() == folded:
            return info
    raise UnknownRecordError(
        "{path} has no tournament with the id or name {wanted!r}", path=library.path, wanted=wanted
    )
