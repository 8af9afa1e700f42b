"""Where ``tourney report`` reads from: a library's tournament, a league season, a settle file.

Libraries are opened read-only, so a report can be printed while Tourney has the library
open; the tournament is replayed from its log (:meth:`OpenTournament.open`). Every problem is
a refusal (a :class:`ValueError`) with one sentence that names the file or the tournament, and
the code of what refused: ``storage.unknown-record`` for a tournament the library does not
hold, the domain's for a log that does not replay, the engine's for a settle input.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tourney.base.messages import message
from tourney.cli import settle
from tourney.cli.errors import in_context
from tourney.cli.jsonio import (
    InputError,
    read_document,
    require_int,
    require_object,
    require_str,
)
from tourney.domain.errors import DomainError
from tourney.domain.state import TournamentState
from tourney.persistence.errors import UnknownRecordError
from tourney.persistence.event_store import TournamentInfo
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament
from tourney.reports.errors import ReportDataError

__all__ = [
    "RulingDocument",
    "find_tournament",
    "league_states",
    "ruling_document",
    "tournament_state",
]

_WRAPPER_FIELDS = ("input", "output", "names", "table", "hand", "tournament")


def find_tournament(library: Library, wanted: str | None) -> TournamentInfo:
    """The tournament named by id or name (case does not matter), or the most recent one.

    Raises:
        UnknownRecordError: The library has no tournaments, none matches, or several share
            the name.
    """
    tournaments = library.events.tournaments()
    if not tournaments:
        raise UnknownRecordError("{path} has no tournaments", path=library.path)
    if wanted is None:
        return tournaments[0]
    if wanted.strip().isdigit():
        for info in tournaments:
            if info.id == int(wanted):
                return info
    named = [info for info in tournaments if info.name.casefold() == wanted.strip().casefold()]
    if len(named) > 1:
        ids = ", ".join(str(info.id) for info in named)
        raise UnknownRecordError(
            "{count} tournaments are named {wanted!r}: give its id ({ids})",
            count=len(named),
            wanted=wanted,
            ids=ids,
        )
    if not named:
        raise UnknownRecordError(
            "{path} has no tournament {wanted!r} (give an id or a name)",
            path=library.path,
            wanted=wanted,
        )
    return named[0]


def _state(library: Library, info: TournamentInfo) -> TournamentState:
    """The tournament replayed from its log; a log that does not replay keeps the domain's code."""
    try:
        return OpenTournament.open(library, info.id).state
    except DomainError as exc:
        said = message(
            "tournament {id} ({name}) cannot be replayed: {reason} "
            "(run 'tourney check' on the library)",
            id=info.id,
            name=info.name,
            reason=exc.message,
        )
        raise in_context(exc, said) from None


def tournament_state(path: str, wanted: str | None) -> TournamentState:
    """The state of one tournament of the library at ``path``, opened read-only."""
    with Library.open(path, read_only=True) as library:
        return _state(library, find_tournament(library, wanted))


def league_states(path: str, wanted: str | None) -> list[TournamentState]:
    """The chosen tournament first, then every other one of its league season, most recent first.

    Raises:
        UnknownRecordError: See :func:`find_tournament`.
        ReportDataError: The chosen tournament counts towards no league.
    """
    with Library.open(path, read_only=True) as library:
        chosen = find_tournament(library, wanted)
        first = _state(library, chosen)
        league = first.setup.league
        if league is None:
            raise ReportDataError("{name} does not count towards a league", name=chosen.name)
        states = [first]
        for info in library.events.tournaments():
            if info.id == chosen.id or info.last_seq == 0:
                continue
            state = _state(library, info)
            other = state.setup.league
            if other is not None and other.season == league.season:
                states.append(state)
        return states


@dataclass(frozen=True, slots=True)
class RulingDocument:
    """A hand to print a ruling slip for.

    Attributes:
        request: The ``tourney settle`` input.
        answer: The settle answer, computed from ``request``.
        names: Player names by seat.
        table: The table number, if given.
        hand: The hand's number or label.
        tournament: The tournament's name for the header, if given.
    """

    request: dict[str, Any]
    answer: dict[str, Any]
    names: dict[int, str] = field(default_factory=dict)
    table: int | None = None
    hand: str = ""
    tournament: str = ""


def ruling_document(source: str) -> RulingDocument:
    """Read a settle input (or ``{"input": …, "output": …}``) and settle it again.

    The wrapper may also give ``names`` (``{"3": "Ann"}``), ``table``, ``hand`` and
    ``tournament``; its ``output`` is not trusted: the hand is settled afresh.

    Raises:
        ValueError: The file cannot be read, or the settle input is refused.
    """
    document = require_object(read_document(source), message("the settle document"))
    if "input" not in document:
        return RulingDocument(document, settle.compute(document))
    unknown = sorted(set(document) - set(_WRAPPER_FIELDS))
    if unknown:
        raise InputError(
            "unknown field {field!r} (fields: {fields})",
            field=unknown[0],
            fields=", ".join(_WRAPPER_FIELDS),
        )
    request = require_object(document["input"], "input")
    names: dict[int, str] = {}
    for seat, name in require_object(document.get("names", {}), "names").items():
        if not seat.isdigit():
            raise InputError("names: {seat!r} is not a seat number", seat=seat)
        names[int(seat)] = require_str(name, message("the name of seat {seat}", seat=seat))
    table = document.get("table")
    hand = document.get("hand", "")
    return RulingDocument(
        request,
        settle.compute(request),
        names,
        None if table is None else require_int(table, "table", minimum=1),
        str(require_int(hand, "hand") if not isinstance(hand, str) else hand),
        require_str(document.get("tournament", ""), "tournament"),
    )
