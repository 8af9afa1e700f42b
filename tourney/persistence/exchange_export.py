"""Exporting a tournament as one JSON document (the format of :mod:`tourney.persistence.exchange`).

The document is written as a stream, so a tournament of 100,000 events costs the time of
reading it once and the memory of one event: the players the events name are collected in a
first pass over the log (only events whose stored data mentions ``player_id`` are decoded),
then each event is written as one line of the current event format
(:mod:`tourney.domain.log.codec`) whose ``data``, ``label`` and ``origin`` are the canonical
JSON text the library stores, never decoded and encoded again. A tournament begun before
events were typed (format-1 rows) is read whole and upcast first, then written the same way.
To a file it goes through :func:`~tourney.persistence.atomic_file.atomic_file`: the file
appears complete or not at all.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from json.encoder import encode_basestring
from pathlib import Path
from typing import Any, Protocol

from tourney.domain.log.codec import to_record
from tourney.persistence.atomic_file import atomic_file
from tourney.persistence.errors import UnknownRecordError
from tourney.persistence.event_store import event_columns
from tourney.persistence.exchange import FORMAT, VERSION, player_references
from tourney.persistence.library import Library
from tourney.persistence.players_repo import PLAYER_FIELDS

__all__ = ["Exported", "Writer", "export_tournament", "write_tournament", "write_tournament_file"]


class Writer(Protocol):
    """Where a document is written: an open text file, ``sys.stdout``, a ``StringIO``."""

    def write(self, text: str, /) -> object:
        """Write ``text``."""
        ...  # pragma: no cover


_ROWS = "SELECT {columns} FROM events WHERE tournament_id = ? ORDER BY seq"


@dataclass(frozen=True, slots=True)
class Exported:
    """What an export wrote.

    Attributes:
        events: How many events.
        players: How many players the events name.
    """

    events: int
    players: int


def export_tournament(library: Library, tournament_id: int) -> dict[str, Any]:
    """The tournament as a JSON-ready document (see :mod:`tourney.persistence.exchange`).

    Raises:
        UnknownRecordError: There is no such tournament, or an event names a missing player.
    """
    return dict(json.loads(_document_text(library, tournament_id)))


def write_tournament(library: Library, tournament_id: int, out: Writer) -> Exported:
    """Write the tournament's document to ``out``, streaming it event by event.

    Raises:
        UnknownRecordError: As :func:`export_tournament` (before anything is written).
    """
    head, players = _head(library, tournament_id)
    with library.events.reading() as db:
        columns = event_columns(db)
        typed = "format" in columns  # a library not yet migrated holds format 1 only
        old = (
            not typed
            or db.execute(
                "SELECT 1 FROM events WHERE tournament_id = ? AND format = 1 LIMIT 1",
                [tournament_id],
            ).fetchone()
            is not None
        )
    out.write(head)
    events = 0
    if old:  # format-1 rows: the whole log upcast, each event written anew
        for event in library.events.events(tournament_id):
            out.write(",\n  " if events else "\n  ")
            out.write(json.dumps(to_record(event), ensure_ascii=False, allow_nan=False))
            events += 1
    else:
        with library.events.reading() as db:
            rows = db.execute(_ROWS.format(columns=columns), [tournament_id])
            for seq, kind, at, label, data, version, origin, command in rows:
                out.write(",\n  " if events else "\n  ")
                out.write(
                    f'{{"seq": {seq}, "kind": {_text(kind)}, "format": {version}, '
                    f'"at": {float(at)!r}, "label": {label}, "data": {data}, '
                    f'"origin": {origin if origin is not None else "null"}, '
                    f'"command": {_text(command) if command is not None else "null"}}}'
                )
                events += 1
    out.write("\n ]}\n")
    return Exported(events=events, players=players)


def write_tournament_file(library: Library, tournament_id: int, path: str | Path) -> Exported:
    """Export the tournament to the JSON file ``path`` (UTF-8), complete or not at all.

    Raises:
        UnknownRecordError: As :func:`export_tournament`.
        PersistenceError: The file cannot be written (the disk is full…); ``path`` is as
            it was.
    """
    with atomic_file(path, text=True, encoding="utf-8", newline="\n") as out:
        return write_tournament(library, tournament_id, out)


def _document_text(library: Library, tournament_id: int) -> str:
    import io

    buffer = io.StringIO()
    write_tournament(library, tournament_id, buffer)
    return buffer.getvalue()


def _head(library: Library, tournament_id: int) -> tuple[str, int]:
    """The document up to its ``events`` array, and how many players it lists."""
    info = library.events.tournament(tournament_id)
    merged = _merged_here(library, info.id)
    players = [
        _player(library, tournament_id, pid, own=pid in merged)
        for pid in sorted(_referenced(library, info.id))
    ]
    tournament = {
        "name": info.name,
        "status": info.status,
        "created_at": info.created_at,
        "updated_at": info.updated_at,
    }
    lines = [
        f'{{"format": {_text(FORMAT)}, "version": {VERSION},',
        f' "tournament": {json.dumps(tournament, ensure_ascii=False)},',
        ' "players": [',
        ",\n".join(f"  {json.dumps(player, ensure_ascii=False)}" for player in players),
        " ],",
        ' "events": [',
    ]
    return "\n".join(line for line in lines if line), len(players)


def _referenced(library: Library, tournament_id: int) -> set[int]:
    found: set[int] = set()
    with library.events.reading() as db:
        rows = db.execute(
            "SELECT seq, data FROM events WHERE tournament_id = ? "
            "AND instr(data, '\"player_id') > 0",
            [tournament_id],
        )
        for seq, data in rows:
            found.update(pid for pid, _ in player_references(json.loads(data), f"events[{seq}]"))
    return found


def _merged_here(library: Library, tournament_id: int) -> set[int]:
    """The duplicates this tournament's own log merges into another record."""
    with library.events.reading() as db:
        rows = db.execute(
            "SELECT data FROM events WHERE tournament_id = ? AND kind = 'players_merged'",
            [tournament_id],
        )
        return {int(json.loads(data)["player_id"]) for (data,) in rows}


def _player(library: Library, tournament_id: int, pid: int, *, own: bool) -> dict[str, Any]:
    """A player as the file lists it: the record it resolves to today.

    With ``own`` (a duplicate merged by this very log) its own record, so the merge replays.
    """
    try:
        player = library.players.get(pid) if own else library.players.resolve(pid)
    except UnknownRecordError:
        raise UnknownRecordError(
            "an event of tournament {tournament} names player {player}, who is not in the library",
            tournament=tournament_id,
            player=pid,
        ) from None
    return {"id": pid, **{key: getattr(player, key) for key in PLAYER_FIELDS}}


def _text(value: str) -> str:
    """``value`` as a JSON string, as ``json.dumps(value, ensure_ascii=False)`` writes it."""
    return str(encode_basestring(value))
