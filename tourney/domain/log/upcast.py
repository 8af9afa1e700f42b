"""Event format 1 read as format 2: every log written before events were typed still opens.

Format 1 stored each action's facts as a loose object and its label as an English sentence.
:func:`upcast` turns a whole format-1 log into records of the current format
(:mod:`tourney.domain.log.codec`), in one pass:

* the data keeps the director's decisions and chance's draws, and drops what the rules derive
  (a bust-out's places, level, players left and bounties; a purchase's chips and bounty), so an
  old log replays with today's rules — the places of a night with late registrations after
  bust-outs, stored wrong by format 1, come out right;
* the label becomes a sentence with its values, said in the reader's language: it is made
  again from the kind and the data (the names from the registrations before it) and kept only
  if its English is the stored label word for word; otherwise the stored English is kept as it
  is (:data:`STORED`).

>>> old = {"kind": "tournament_created", "label": "Create X", "data": {"setup": {"name": "X"}}}
>>> upcast([old])[0]["label"]
{'text': 'Create {name}', 'values': {'name': 'X'}}
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from tourney.base.messages import N_, Listing, Lowered, Message, message, plural_message
from tourney.domain.entries.entry import Place
from tourney.domain.errors import DomainMalformedError
from tourney.domain.log.codec import FORMAT
from tourney.domain.room.actions import tables_label
from tourney.domain.serialize import note_to_json

__all__ = ["STORED", "upcast"]

STORED = N_("{label}")
"""The template of a format-1 label kept as it was stored (its one value is the English)."""

Record = dict[str, Any]
_Names = dict[int, str]


def upcast(records: Iterable[Mapping[str, Any]]) -> list[Record]:
    """A format-1 log (records as format 1 wrote them) as records of the current format.

    Raises:
        DomainMalformedError: A record that is not an object, or whose data is not an object.
    """
    names: _Names = {}
    labels: dict[int, Message] = {}
    out: list[Record] = []
    for position, record in enumerate(records, start=1):
        if not isinstance(record, Mapping):
            raise DomainMalformedError("event {position} must be an object", position=position)
        kind = record.get("kind")
        data = record.get("data", {})
        if not isinstance(data, Mapping):
            raise DomainMalformedError(
                "the data of event {position} must be an object", position=position
            )
        seq = record.get("seq") or position
        text = record.get("label", "")
        label = _label(str(kind), data, text if isinstance(text, str) else "", names, labels)
        if isinstance(seq, int):
            labels[seq] = label
        _remember(str(kind), data, names)
        out.append(
            {
                "seq": record.get("seq", 0),
                "kind": kind,
                "format": FORMAT,
                "at": record.get("at", 0.0),
                "label": note_to_json(label),
                "data": _data(str(kind), data),
                "origin": None,
                "command": None,
            }
        )
    return out


# ----------------------------------------------------------------------------- data


def _sentences(value: object) -> list[Any]:
    """Format 1's explanations: sentences (unsaid), or English strings (older)."""
    if not isinstance(value, list):
        return []
    return [{"text": item, "values": {}} if isinstance(item, str) else item for item in value]


def _explained(document: object) -> object:
    """A payouts or deal object with its English explanation as sentences."""
    if not isinstance(document, Mapping):
        return document
    out = {key: value for key, value in document.items() if key != "explanation"}
    out["notes"] = _sentences(document.get("explanation", []))
    return out


def _player(value: object) -> object:
    if not isinstance(value, Mapping):
        return value
    return {key: value[key] for key in ("player_id", "name", "nickname") if key in value}


def _data(kind: str, data: Mapping[str, Any]) -> Record:
    get = data.get
    if kind == "player_registered":
        return {
            "entry": get("entry"),
            "player": _player(get("player")),
            "kind": get("kind", "entry"),
            "seat": get("seat"),
            "new_table": get("open_table") is not None,
        }
    if kind == "rebuy":
        return {"entry": get("entry"), "stack": get("stack", 0)}
    if kind == "addon":
        return {"entries": [get("entry")]}
    if kind == "bust_out":
        busted = get("busted", [])
        items = busted if isinstance(busted, list) else []
        return {
            "busted": [
                {"entry": b.get("entry"), "stack": b.get("stack"), "by": b.get("by", [])}
                if isinstance(b, Mapping)
                else b
                for b in items
            ]
        }
    if kind == "player_moved":
        return {"entry": get("entry"), "to": get("to")}
    if kind == "proposal_accepted":
        final = bool(get("final_redraw"))
        draw = get("explanation")
        return {
            "moves": get("moves", []),
            "closed": get("closed", []),
            "final_table": get("final_table") if final else None,
            "button": get("button") if final else None,
            "draw": None if draw is None or not final else _sentences(draw),
        }
    if kind == "seats_drawn":
        tables = get("tables", [])
        return {
            "tables": [
                {"number": t.get("number"), "seats": t.get("seats"), "button": t.get("button")}
                if isinstance(t, Mapping)
                else t
                for t in (tables if isinstance(tables, list) else [])
            ]
        }
    if kind == "button_set":
        draw = get("explanation")
        return {
            "table": get("table"),
            "seat": get("seat"),
            "draw": None if draw is None else _sentences(draw),
        }
    if kind == "chip_race":
        out = {key: get(key) for key in ("table", "removed", "into", "value_before", "value_after")}
        out["notes"] = _sentences(get("explanation", []))
        return out
    if kind == "payouts_locked":
        return {"payouts": _explained(get("payouts"))}
    if kind == "deal_recorded":
        return {"deal": _explained(get("deal"))}
    return dict(data)


def _remember(kind: str, data: Mapping[str, Any], names: _Names) -> None:
    if kind != "player_registered":
        return
    player, entry = data.get("player"), data.get("entry")
    if isinstance(player, Mapping) and isinstance(entry, int):
        names[entry] = str(player.get("name", ""))


# ----------------------------------------------------------------------------- labels


def _label(
    kind: str,
    data: Mapping[str, Any],
    stored: str,
    names: _Names,
    labels: Mapping[int, Message],
) -> Message:
    build = _BUILDERS.get(kind)
    if build is not None:
        try:
            candidates = build(data, stored, names, labels)
        except (LookupError, ValueError, TypeError, AttributeError):
            candidates = ()
        for candidate in candidates:
            if candidate.translated("en") == stored:
                return candidate
    template = STORED
    return message(template, label=stored)


_Candidates = Sequence[Message]
_Builder = Callable[[Mapping[str, Any], str, _Names, Mapping[int, Message]], _Candidates]


def _history(data: Mapping[str, Any], labels: Mapping[int, Message], *, undo: bool) -> _Candidates:
    target = labels[int(data["target"])]
    if not target.translated("en"):
        return (message("Undo the last action") if undo else message("Redo the last action"),)
    action = Lowered(target)
    return (
        message("Undo {action}", action=action)
        if undo
        else message("Redo {action}", action=action),
    )


def _registered(data: Mapping[str, Any], names: _Names) -> _Candidates:
    name = data["player"]["name"]
    seat = data.get("seat")
    re_entry = data.get("kind") != "entry"
    if seat is None:
        if re_entry:
            return (message("Re-entry of {name}", name=name),)
        return (message("Register {name}", name=name),)
    table, number = seat
    if re_entry:
        return (
            message(
                "Re-entry of {name} (table {table}, seat {seat})",
                name=name,
                table=table,
                seat=number,
            ),
        )
    return (
        message(
            "Register {name} (table {table}, seat {seat})", name=name, table=table, seat=number
        ),
    )


def _bust_out(data: Mapping[str, Any], names: _Names) -> _Candidates:
    busted = data["busted"]
    if len(busted) == 1:
        (item,) = busted
        name, place = names[item["entry"]], Place(item["place"])
        if item.get("covers", 1) > 1:
            return (message("Bust-out of {name}, {place} (tie)", name=name, place=place),)
        return (message("Bust-out of {name}, {place}", name=name, place=place),)
    parts: list[Message] = []
    for item in busted:
        name, place = names[item["entry"]], Place(item["place"])
        if item.get("covers", 1) > 1:
            parts.append(message("{name} ({place} (tie))", name=name, place=place))
        else:
            parts.append(message("{name} ({place})", name=name, place=place))
    return (message("Bust-out of {names}", names=Listing(tuple(parts))),)


def _clock_adjusted(data: Mapping[str, Any]) -> _Candidates:
    seconds = int(data["seconds"])
    amount = abs(seconds)
    if amount % 60 == 0:
        minutes = amount // 60
        if seconds > 0:
            return (plural_message("Add {count} minute", "Add {count} minutes", minutes),)
        return (plural_message("Take away {count} minute", "Take away {count} minutes", minutes),)
    if seconds > 0:
        return (plural_message("Add {count} second", "Add {count} seconds", amount),)
    return (plural_message("Take away {count} second", "Take away {count} seconds", amount),)


_ITEM = re.compile(
    r"(?P<verb>Go to|Restart) (?:(?P<level>level (?P<n>\d+))|(?P<before>the break before "
    r"level 1)|(?P<after>the break after level (?P<m>\d+)))"
)


def _item(stored: str) -> _Candidates:
    """The item read from the label ("Go to level 5", "Restart the break after level 4")."""
    found = _ITEM.fullmatch(stored)
    if found is None:
        return ()
    go = found["verb"] == "Go to"
    if found["level"]:
        template = N_("Go to level {number}") if go else N_("Restart level {number}")
        return (message(template, number=int(found["n"])),)
    if found["before"]:
        return (
            message("Go to the break before level 1")
            if go
            else message("Restart the break before level 1"),
        )
    template = (
        N_("Go to the break after level {number}")
        if go
        else N_("Restart the break after level {number}")
    )
    return (message(template, number=int(found["m"])),)


def _seats_drawn(data: Mapping[str, Any]) -> _Candidates:
    counts = [sum(1 for seat in table["seats"] if seat is not None) for table in data["tables"]]
    sizes = "/".join(str(count) for count in counts)
    seated = sum(counts)
    said = message(
        "Draw seats: {players} at {tables} ({sizes})",
        players=plural_message("{count} player", "{count} players", seated),
        tables=plural_message("{count} table", "{count} tables", len(counts)),
        sizes=sizes,
    )
    if len(counts) == 1:  # as format 1 wrote it
        old = message(
            "Draw seats: {players} players at 1 tables ({sizes})", players=seated, sizes=sizes
        )
        return (said, old)
    return (said,)


def _proposal(data: Mapping[str, Any]) -> _Candidates:
    moves = data["moves"]
    if data.get("final_redraw"):
        return (message("Final-table redraw at table {table}", table=data["final_table"]),)
    broken = sorted({move["from"][0] or 0 for move in moves if move["reason"] == "break"})
    if broken:
        return (tables_label(broken, broken=True),)
    if moves:
        return (
            plural_message(
                "Balance tables ({count} move)", "Balance tables ({count} moves)", len(moves)
            ),
        )
    return (tables_label(list(data["closed"]), broken=False),)


def _payouts_locked(data: Mapping[str, Any]) -> _Candidates:
    places = len(data["payouts"]["amounts"])
    said = plural_message(
        "Lock the payouts ({count} place)", "Lock the payouts ({count} places)", places
    )
    if places == 1:  # as format 1 wrote it
        return (said, message("Lock the payouts (1 places)"))
    return (said,)


def _constant(text: Message) -> _Builder:
    return lambda data, stored, names, labels: (text,)


_BUILDERS: dict[str, _Builder] = {
    "undo": lambda d, s, n, labels: _history(d, labels, undo=True),
    "redo": lambda d, s, n, labels: _history(d, labels, undo=False),
    "tournament_created": lambda d, s, n, la: (message("Create {name}", name=d["setup"]["name"]),),
    "setup_changed": _constant(message("Edit the settings")),
    "structure_edited": _constant(message("Edit the structure")),
    "player_registered": lambda d, s, names, la: _registered(d, names),
    "entry_unregistered": lambda d, s, names, la: (
        message("Unregister {name}", name=names[d["entry"]]),
    ),
    "late_registration_closed": _constant(message("Close late registration")),
    "rebuy": lambda d, s, names, la: (message("Rebuy for {name}", name=names[d["entry"]]),),
    "addon": lambda d, s, names, la: (message("Add-on for {name}", name=names[d["entry"]]),),
    "bust_out": lambda d, s, names, la: _bust_out(d, names),
    "seats_drawn": lambda d, s, n, la: _seats_drawn(d),
    "player_moved": lambda d, s, names, la: (
        message(
            "Move {name} to table {table}, seat {seat}",
            name=names[d["entry"]],
            table=d["to"][0],
            seat=d["to"][1],
        ),
    ),
    "proposal_accepted": lambda d, s, n, la: _proposal(d),
    "table_opened": lambda d, s, n, la: (message("Open table {number}", number=d["table"]),),
    "table_closed": lambda d, s, n, la: (message("Close table {number}", number=d["table"]),),
    "button_set": lambda d, s, n, la: (
        message("Draw for the button at table {table}", table=d["table"])
        if "explanation" in d
        else message("Button to seat {seat} at table {table}", seat=d["seat"], table=d["table"]),
    ),
    "hand_played": lambda d, s, n, la: (message("Next hand at table {table}", table=d["table"]),),
    "hand_for_hand": lambda d, s, n, la: (
        message("Start hand-for-hand") if d["on"] else message("End hand-for-hand"),
    ),
    "chip_race": lambda d, s, n, la: (message("Chip race at table {table}", table=d["table"]),),
    "clock_started": lambda d, s, n, la: (message("Start the clock"), message("Resume the clock")),
    "clock_paused": _constant(message("Pause the clock")),
    "clock_adjusted": lambda d, s, n, la: _clock_adjusted(d),
    "level_jumped": lambda d, stored, n, la: _item(stored),
    "level_restarted": lambda d, stored, n, la: _item(stored),
    "pause_at_level_end": lambda d, s, n, la: (
        message("Pause at each level end") if d["on"] else message("Run on at level ends"),
    ),
    "payouts_locked": lambda d, s, n, la: _payouts_locked(d),
    "payouts_unlocked": _constant(message("Unlock the payouts")),
    "deal_recorded": lambda d, s, names, la: (
        message(
            "Deal between {names}", names=", ".join(names[int(p)] for p in d["deal"]["players"])
        ),
    ),
}
"""How each kind's format-1 label is said again; a kind not here keeps its stored English."""
