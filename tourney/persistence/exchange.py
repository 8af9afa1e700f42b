r"""A tournament as one JSON document: export it, and import it into another library.

The document::

    {"format": "tourney-tournament", "version": 2,
     "tournament": {"name": "Friday Deepstack", "status": "finished"},
     "players": [{"id": 7, "name": "Łukasz Kowalski", "nickname": "", "email": "",
                  "phone": "", "notes": ""}],
     "events": [{"seq": 2, "kind": "player_registered", "format": 2, "at": 1718000000.0,
                 "label": {"text": "Register {name}", "values": {"name": "Łukasz"}},
                 "data": {"entry": 1, "player": {"player_id": 7, "name": "Łukasz"}, …},
                 "origin": null, "command": null}, …]}

The events are event records (:mod:`tourney.domain.log.codec`). Version 1 files (written
before events were typed) hold event-format-1 records (an English ``label``, no ``format``):
import reads both and stores the current format.

**Player references.** Storage does not interpret events, except for one convention: inside an
event's data (at any depth) a key ``player_id`` holds a player id (or ``null``) and a key
``player_ids`` a list of them. Export lists every player so referenced (as the record it
resolves to today; a duplicate that the tournament's own log merges as its own record, so the
merge replays); import matches each to a library player with the same name and e-mail, or
adds one (a merged duplicate always gets a record of its own), rewrites the references to the
ids of this library, and lets the player database follow the log's renames and merges as it
did when they were made.

Import checks the whole document before writing anything, names the field at fault
(``events[12].kind must be text``), replays the tournament checking every event with the rules
the director's actions apply (a log that does not replay, or an event the rules refuse, is
refused, naming the event) and then writes everything in one transaction. A document nested
more than 100 levels deep, or holding a lone surrogate (``\ud800``, not text), is refused
as such. Export is :mod:`tourney.persistence.exchange_export`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tourney.base.json_input import (
    MAX_DEPTH,
    JsonInputError,
    check_shape,
    decode,
    decode_error_reason,
)
from tourney.base.refusals import Refusal
from tourney.domain.errors import DomainError
from tourney.domain.log.codec import events_from_records
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import PlayerRenamed, PlayersMerged
from tourney.domain.log.reducer import apply, replay
from tourney.persistence.errors import ImportFileError, PersistenceError
from tourney.persistence.library import Library
from tourney.persistence.players_follow import follow, touches_players
from tourney.persistence.players_repo import PLAYER_FIELDS
from tourney.persistence.repository import clean_text

__all__ = [
    "FORMAT",
    "VERSION",
    "Verify",
    "import_tournament",
    "player_references",
    "read_tournament_file",
    "replays",
]

FORMAT = "tourney-tournament"
VERSION = 2
_TOP_FIELDS = frozenset({"format", "version", "tournament", "players", "events"})
_TOURNAMENT_FIELDS = frozenset({"name", "status", "created_at", "updated_at"})
_EVENT_FIELDS = frozenset({"seq", "kind", "format", "at", "label", "data", "origin", "command"})
#: The ``where`` of the document's top level in the checkers' refusals.
_THE_FILE = "the file"

#: Checks an import's events before they are stored; raises ImportFileError to refuse them.
Verify = Callable[[Sequence[Event]], None]


@dataclass(frozen=True, slots=True)
class _Checked:
    """A document that passed every check, ready to write."""

    name: str
    status: str
    players: tuple[dict[str, Any], ...]
    records: tuple[dict[str, Any], ...]


def replays(events: Sequence[Event]) -> None:
    """Refuse a log that does not replay as a tournament, or that the rules refuse.

    The default check of an import: every event is checked by the rules the director's
    actions apply, against the state just before it.

    Raises:
        ImportFileError: The replay fails; the message names the event.
    """
    try:
        replay(events, check=True)
    except DomainError as error:
        raise ImportFileError(
            "the tournament in the file does not replay: {reason}", reason=error.message
        ) from None


def read_tournament_file(
    library: Library,
    source: str | Path,
    *,
    name: str | None = None,
    verify: Verify | None = replays,
) -> int:
    """Import the tournament JSON file ``source``; returns the new tournament's id.

    Raises:
        ImportFileError: The file cannot be read or is refused (nothing is written).
    """
    try:
        text = Path(source).read_text(encoding="utf-8-sig")
    except OSError as exc:
        raise ImportFileError(
            "cannot read {path}: {reason}", path=source, reason=exc.strerror or str(exc)
        ) from None
    except UnicodeDecodeError:
        raise ImportFileError("{path} is not UTF-8 text", path=source) from None
    try:
        document = decode(text, parse_constant=_refuse_constant)
    except json.JSONDecodeError as exc:
        raise ImportFileError(
            "{path} is not valid JSON: line {line}, column {column}: {reason}",
            path=source,
            line=exc.lineno,
            column=exc.colno,
            reason=decode_error_reason(exc),
        ) from None
    except JsonInputError as exc:
        if exc.kind == "deep":
            raise ImportFileError(
                "{path} is nested more than {depth} levels deep", path=source, depth=MAX_DEPTH
            ) from None
        raise ImportFileError(
            "{path}: {where} holds a lone surrogate ({value}), which is not text",
            path=source,
            where=exc.where or "the file",
            value=exc.value,
        ) from None
    except ValueError as exc:
        reason = exc.message if isinstance(exc, Refusal) else str(exc)
        raise ImportFileError("{path}: {reason}", path=source, reason=reason) from None
    return import_tournament(library, document, name=name, verify=verify)


def import_tournament(
    library: Library, document: Any, *, name: str | None = None, verify: Verify | None = replays
) -> int:
    """Add the tournament of ``document`` to ``library``; returns its new id.

    Args:
        library: Where to import (open for writing).
        document: The decoded JSON document.
        name: A name for the imported tournament instead of the document's.
        verify: Checks the events (with this library's player ids) before anything is
            stored, raising :class:`ImportFileError` to refuse them; by default they must
            replay as a tournament (``None``: storage only, any events).

    Raises:
        ImportFileError: The document is refused; the message names the field, or the
            event at which the tournament does not replay. Nothing is written.
    """
    try:
        check_shape(document)
    except JsonInputError as exc:
        if exc.kind == "deep":
            raise ImportFileError(
                "the file is nested more than {depth} levels deep", depth=MAX_DEPTH
            ) from None
        raise ImportFileError(
            "{where} holds a lone surrogate ({value}), which is not text",
            where=exc.where or "the file",
            value=exc.value,
        ) from None
    checked = _check_document(document)
    duplicates = _merged_duplicates(checked.records)
    with library.events.writing():
        ids: dict[int, int] = {}
        for player in checked.players:
            fields = {key: player.get(key, "") for key in PLAYER_FIELDS}
            same = None
            if player["id"] not in duplicates:  # a duplicate the log merges is its own record
                same = library.players.find_same(fields["name"], email=fields["email"])
            ids[player["id"]] = same.id if same else library.players.add(**fields).id
        records = [{**r, "data": _remap(r.get("data", {}), ids)} for r in checked.records]
        try:
            events = events_from_records(records, path="events")
        except DomainError as error:
            raise ImportFileError("{reason}", reason=error.message) from None
        if verify is not None:
            verify(events)
        tournament_id = library.events.create_tournament(
            name if name is not None else checked.name, status=checked.status
        )
        library.events.append_many(tournament_id, events)
        _follow_names(library, events)
    return tournament_id


def _merged_duplicates(records: Sequence[Mapping[str, Any]]) -> set[int]:
    """The file's player ids that its log merges into another record."""
    return {
        int(record["data"]["player_id"])
        for record in records
        if record.get("kind") == "players_merged"
        and isinstance(record.get("data"), Mapping)
        and isinstance(record["data"].get("player_id"), int)
    }


def _follow_names(library: Library, events: Sequence[Event]) -> None:
    """The player database follows the imported log's renames and merges, as when played."""
    if not any(isinstance(event.payload, PlayerRenamed | PlayersMerged) for event in events):
        return
    state = replay(events[:1])
    for event in events[1:]:
        after = apply(state, event)
        if touches_players(state, event):
            follow(library.players, state, event, after)
        state = after


# -- checking -----------------------------------------------------------------------------------


def _check_document(document: Any) -> _Checked:
    if not isinstance(document, dict):
        raise ImportFileError("the file must be an object")
    doc: dict[str, Any] = document
    if doc.get("format") != FORMAT:
        raise ImportFileError(
            "this is not a Tourney tournament file (format must be {format!r})", format=FORMAT
        )
    version = doc.get("version")
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise ImportFileError("version must be a whole number from 1")
    if version > VERSION:
        raise ImportFileError(
            "the file was written by a newer Tourney (version {version}); "
            "update Tourney to import it",
            version=version,
        )
    _known_fields(doc, _TOP_FIELDS, _THE_FILE)
    tournament = _object(_required(doc, "tournament", _THE_FILE), "tournament")
    _known_fields(tournament, _TOURNAMENT_FIELDS, "tournament")
    name = _text(_required(tournament, "name", "tournament"), "tournament.name", required=True)
    status = _text(tournament.get("status", ""), "tournament.status")
    _allowed(name, "tournament name", "tournament.name")
    _allowed(status, "tournament status", "tournament.status")
    for key in ("created_at", "updated_at"):
        if key in tournament:
            _number(tournament[key], f"tournament.{key}")
    players = _check_players(_list(_required(doc, "players", _THE_FILE), "players"))
    records = _check_events(_list(_required(doc, "events", _THE_FILE), "events"), players)
    return _Checked(name=name, status=status, players=tuple(players.values()), records=records)


def _check_players(items: list[Any]) -> dict[int, dict[str, Any]]:
    players: dict[int, dict[str, Any]] = {}
    for index, item in enumerate(items):
        where = f"players[{index}]"
        player = _object(item, where)
        _known_fields(player, frozenset({"id", *PLAYER_FIELDS}), where)
        pid = _whole(_required(player, "id", where), f"{where}.id", minimum=1)
        if pid in players:
            raise ImportFileError(
                "{where}.id: player {player} is listed twice", where=where, player=pid
            )
        _text(_required(player, "name", where), f"{where}.name", required=True)
        for key in PLAYER_FIELDS:
            if key in player:
                _text(player[key], f"{where}.{key}")
                _allowed(player[key], key, f"{where}.{key}")
        players[pid] = player
    return players


def _check_events(items: list[Any], players: Mapping[int, Any]) -> tuple[dict[str, Any], ...]:
    records = []
    for index, item in enumerate(items):
        where = f"events[{index}]"
        record = _object(item, where)
        _known_fields(record, _EVENT_FIELDS, where)
        seq = _whole(_required(record, "seq", where), f"{where}.seq", minimum=1)
        if seq != index + 1:
            raise ImportFileError(
                "{where}.seq must be {expected} (events are numbered 1, 2, 3… in order), not {seq}",
                where=where,
                expected=index + 1,
                seq=seq,
            )
        kind = _text(_required(record, "kind", where), f"{where}.kind")
        if not kind:
            raise ImportFileError("{where}.kind is empty", where=where)
        _number(record.get("at", 0.0), f"{where}.at")
        version = _whole(record.get("format", 1), f"{where}.format", minimum=1)
        if version == 1:
            _text(record.get("label", ""), f"{where}.label")
        data = _object(record.get("data", {}), f"{where}.data")
        for pid, path in player_references(data, f"{where}.data"):
            if pid not in players:
                raise ImportFileError(
                    "{where}: player {player} is not in the file's players", where=path, player=pid
                )
        records.append(record)
    return tuple(records)


def player_references(value: Any, where: str) -> Iterator[tuple[int, str]]:
    """Every player id in ``value`` (keys ``player_id``/``player_ids``), with its path.

    Raises:
        ImportFileError: An id is not a whole number from 1.
    """
    if isinstance(value, dict):
        for key, item in value.items():
            path = f"{where}.{key}"
            if key == "player_id" and item is not None:
                yield _whole(item, path, minimum=1), path
            elif key == "player_ids":
                for i, pid in enumerate(_list(item, path)):
                    yield _whole(pid, f"{path}[{i}]", minimum=1), f"{path}[{i}]"
            else:
                yield from player_references(item, path)
    elif isinstance(value, list):
        for i, item in enumerate(value):
            yield from player_references(item, f"{where}[{i}]")


def _remap(value: Any, ids: Mapping[int, int]) -> Any:
    if isinstance(value, dict):
        out: dict[str, Any] = {}
        for key, item in value.items():
            if key == "player_id" and item is not None:
                out[key] = ids[item]
            elif key == "player_ids":
                out[key] = [ids[pid] for pid in item]
            else:
                out[key] = _remap(item, ids)
        return out
    if isinstance(value, list):
        return [_remap(item, ids) for item in value]
    return value


# -- small checkers ----------------------------------------------------------------------------


def _allowed(value: str, what: str, where: str) -> None:
    """Refuse text the library would refuse (a control character), naming the field."""
    try:
        clean_text(value, what)
    except PersistenceError as exc:
        raise ImportFileError("{where}: {reason}", where=where, reason=exc.message) from None


def _refuse_constant(name: str) -> Any:
    raise ImportFileError("{name} is not a number JSON allows", name=name)


def _required(obj: Mapping[str, Any], key: str, where: str) -> Any:
    if key not in obj:
        field = key if where == _THE_FILE else f"{where}.{key}"
        raise ImportFileError("{field} is missing", field=field)
    return obj[key]


def _known_fields(obj: Mapping[str, Any], known: frozenset[str], where: str) -> None:
    unknown = sorted(set(obj) - known)
    if not unknown:
        return
    names = ", ".join(sorted(known))
    if where == _THE_FILE:
        raise ImportFileError(
            "the file has an unknown field {field!r} (known: {known})",
            field=unknown[0],
            known=names,
        )
    raise ImportFileError(
        "{where} has an unknown field {field!r} (known: {known})",
        where=where,
        field=unknown[0],
        known=names,
    )


def _object(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise ImportFileError("{where} must be an object", where=where)
    return value


def _list(value: Any, where: str) -> list[Any]:
    if not isinstance(value, list):
        raise ImportFileError("{where} must be a list", where=where)
    return value


def _text(value: Any, where: str, *, required: bool = False) -> str:
    if not isinstance(value, str):
        raise ImportFileError("{where} must be text", where=where)
    if required and not value.strip():
        raise ImportFileError("{where} is empty", where=where)
    return value


def _whole(value: Any, where: str, *, minimum: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ImportFileError("{where} must be a whole number", where=where)
    if value < minimum:
        raise ImportFileError("{where} must be at least {minimum}", where=where, minimum=minimum)
    return value


def _number(value: Any, where: str) -> float:
    if not isinstance(value, bool) and isinstance(value, int | float):
        try:
            number = float(value)
        except OverflowError:
            number = math.inf
        if math.isfinite(number):
            return number
    raise ImportFileError("{where} must be a number", where=where)
