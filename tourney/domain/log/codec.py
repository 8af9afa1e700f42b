"""The events' JSON form, in one place: every payload, the label, and the format version.

An event is stored as a *record*: ``kind`` (the payload's kind), ``format`` (the event format
it is written in, :data:`FORMAT`), ``data`` (the payload as a JSON object, its fields by name),
``label`` (the sentence as ``{"text": …, "values": {…}}``), ``at``, ``seq``, and, for an action
from a paired device, ``origin`` (``{"device": …, "role": …}``) and ``command`` (its id).
Records of format 1 — every log written before events were typed — are upcast on reading
(:mod:`tourney.domain.log.upcast`), so every log ever written still opens.

The payload's JSON form follows its dataclass: each field by its name (``Move.origin`` is
``"from"``), whole numbers strict (never a boolean, at most 15 digits), enums by their value,
tuples as lists, ``None`` as ``null``; setups, structures, payouts, deals and sentences have
the forms of :mod:`tourney.domain.serialize`. Reading is strict: a missing field without a
default, a field of the wrong type or an unknown field refuses the record with a
:class:`~tourney.domain.errors.DomainMalformedError` naming it.

>>> from tourney.base.messages import message
>>> from tourney.domain.log.events import Event
>>> from tourney.domain.log.payloads import BustOut, Bust
>>> event = Event(BustOut((Bust(7, by=(3,)),)), 1.5, message("Bust-out"), seq=4)
>>> record = to_record(event)
>>> record["data"], record["format"]
({'busted': [{'entry': 7, 'by': [3], 'stack': None}], 'positions': None}, 2)
>>> from_record(record) == event
True
"""

from __future__ import annotations

import enum
import math
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import MISSING, Field, fields, is_dataclass
from functools import cache
from typing import Any

from tourney.base.messages import Message
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError, DomainMalformedError
from tourney.domain.levels.structure import Structure
from tourney.domain.log.events import NO_LABEL, Event, Origin
from tourney.domain.log.payloads import KINDS, DealRecorded, Payload
from tourney.domain.money.payouts import Payouts
from tourney.domain.serialize import (
    deal_from_json,
    deal_to_json,
    note_from_json,
    note_to_json,
    payouts_from_json,
    payouts_to_json,
    setup_from_json,
    setup_to_json,
    structure_from_json,
    structure_to_json,
)
from tourney.domain.setup import TournamentSetup

__all__ = [
    "FORMAT",
    "RECORD_FIELDS",
    "events_from_records",
    "from_record",
    "label_from_json",
    "label_to_json",
    "payload_from_json",
    "payload_to_json",
    "readable",
    "records_of",
    "to_record",
]

FORMAT = 2
"""The event format this Tourney writes (1: untyped data and English labels)."""

RECORD_FIELDS = ("seq", "kind", "format", "at", "label", "data", "origin", "command")
"""The fields of an event's record, as ``tourney export`` writes them."""

_LARGEST = 10**15
"""The largest whole number an event may hold (chips, cents, seats): 15 digits."""

_KEYS = {"origin": "from"}
"""Field names written under another key."""

Encode = Callable[[Any], Any]
Decode = Callable[[Any, str], Any]


# ----------------------------------------------------------------------------- events


def to_record(event: Event) -> dict[str, Any]:
    """``event`` as a JSON-ready record (see the module docstring)."""
    return {
        "seq": event.seq,
        "kind": event.kind,
        "format": FORMAT,
        "at": event.at,
        "label": label_to_json(event.label),
        "data": payload_to_json(event.payload),
        "origin": None
        if event.origin is None
        else {"device": event.origin.device, "role": event.origin.role},
        "command": event.command,
    }


def from_record(record: Mapping[str, Any], *, path: str = "event") -> Event:
    """Read an event of the current format from :func:`to_record`'s form.

    Raises:
        DomainMalformedError: The record is not an event of this format, or a field is
            missing, of the wrong type or refused (the message names it).
    """
    if not isinstance(record, Mapping):
        raise DomainMalformedError("{path} must be an object", path=path)
    unknown = sorted(set(record) - set(RECORD_FIELDS))
    if unknown:
        raise DomainMalformedError(
            "{path} has unknown fields: {fields}", path=path, fields=", ".join(unknown)
        )
    version = record.get("format", 1)
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        raise DomainMalformedError(
            "{path}.format must be a whole number from 1, not {value!r}", path=path, value=version
        )
    if version > FORMAT:
        raise DomainMalformedError(
            "{path} was written by a newer Tourney (event format {version}); "
            "update Tourney to open it.",
            path=path,
            version=version,
        )
    if version < FORMAT:
        raise DomainMalformedError(
            "{path} is in event format {version}: read it with the log it belongs to.",
            path=path,
            version=version,
        )
    seq = _seq(record.get("seq", 0), f"{path}.seq")
    kind = record.get("kind")
    if not isinstance(kind, str) or kind not in KINDS:
        raise DomainMalformedError(
            "{path}.kind must be a kind of event, not {kind!r}", path=path, kind=kind
        )
    return Event(
        payload_from_json(kind, record.get("data", {}), f"{path}.data"),
        _at(record.get("at", 0.0), f"{path}.at"),
        label_from_json(record.get("label"), f"{path}.label"),
        seq,
        _origin(record.get("origin"), f"{path}.origin"),
        _command(record.get("command"), f"{path}.command"),
    )


def events_from_records(
    records: Iterable[Mapping[str, Any]], *, path: str = "event"
) -> list[Event]:
    """A whole log read from its records, whatever format each was written in.

    A record without a ``format`` is format 1 (written before events were typed, or exported
    then). A log may start in format 1 and go on in this format (a tournament begun with an
    older Tourney): the format-1 records are upcast first (:mod:`tourney.domain.log.upcast`).

    Raises:
        DomainMalformedError: A record that cannot be read (the message names it).
    """
    listed = list(records)
    old = [i for i, r in enumerate(listed) if isinstance(r, Mapping) and r.get("format", 1) == 1]
    if old:
        from tourney.domain.log.upcast import upcast  # only for logs begun before format 2

        for index, upcast_record in zip(old, upcast(listed[i] for i in old), strict=True):
            listed[index] = upcast_record
    events = []
    for position, record in enumerate(listed, start=1):
        where = f"{path} {record.get('seq', position) if isinstance(record, Mapping) else position}"
        events.append(from_record(record, path=where))
    return events


def readable(record: Mapping[str, Any], *, path: str = "event") -> Event:
    """One record read on its own, whatever its format: what ``tourney check`` asks of each.

    A format-1 record is upcast alone (its label, which needs the log's names, may stay the
    stored English).

    Raises:
        DomainMalformedError: The record cannot be read (the message names the field).
    """
    if isinstance(record, Mapping) and record.get("format", 1) == 1:
        from tourney.domain.log.upcast import upcast

        (record,) = upcast([record])
    return from_record(record, path=path)


def label_to_json(label: Message) -> dict[str, Any]:
    """A label as JSON: its template and its values."""
    return note_to_json(label)


def label_from_json(value: object, path: str = "label") -> Message:
    """Read a label written by :func:`label_to_json` (``None``: no label).

    Raises:
        DomainMalformedError: Not a sentence.
    """
    if value is None:
        return NO_LABEL
    return note_from_json(value, path)


def _seq(value: object, path: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= _LARGEST:
        raise DomainMalformedError(
            "{path} must be a whole number from 0, not {value!r}", path=path, value=value
        )
    return value


def _at(value: object, path: str) -> float:
    if isinstance(value, bool) or not isinstance(value, int | float) or not math.isfinite(value):
        raise DomainMalformedError("{path} must be a number, not {value!r}", path=path, value=value)
    if not 0 <= value <= 1e11:
        raise DomainMalformedError(
            "{path} must be a moment in seconds since 1970, not {value!r}", path=path, value=value
        )
    return float(value)


def _origin(value: object, path: str) -> Origin | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) != {"device", "role"}:
        raise DomainMalformedError("{path} must be an object with a device and a role", path=path)
    device, role = value["device"], value["role"]
    if not isinstance(device, str) or not isinstance(role, str):
        raise DomainMalformedError("{path}'s device and role must be text", path=path)
    return Origin(device, role)


def _command(value: object, path: str) -> str | None:
    if value is None or (isinstance(value, str) and 0 < len(value) <= 200):
        return value
    raise DomainMalformedError(
        "{path} must be a command id (1 to 200 characters), not {value!r}", path=path, value=value
    )


# ----------------------------------------------------------------------------- payloads


def payload_to_json(payload: Payload) -> dict[str, Any]:
    """A payload's data: its fields by name, as JSON-ready values."""
    encoded: dict[str, Any] = _encoder(typing.cast(Any, type(payload)))(payload)
    return encoded


def payload_from_json(kind: str, value: object, path: str = "data") -> Payload:
    """The payload of ``kind`` read from its data.

    Raises:
        DomainMalformedError: An unknown kind, or data that is not that kind's (the message
            names the field).
    """
    cls = KINDS.get(kind)
    if cls is None:
        raise DomainMalformedError("{path}: unknown kind of event {kind!r}", path=path, kind=kind)
    decoded: Payload = _decoder(typing.cast(Any, cls))(value, path)
    return decoded


@cache
def _hints(cls: type) -> dict[str, Any]:
    names = dict(vars(sys.modules[cls.__module__]))
    if cls is DealRecorded:  # ICM and all load with the first deal, not at start
        from tourney.domain.money.deals import Deal

        names["Deal"] = Deal
    return typing.get_type_hints(cls, names)


def _special(tp: Any) -> tuple[Encode, Decode] | None:
    """The JSON form of the domain values events carry whole."""
    specials: dict[Any, tuple[Encode, Decode]] = {
        TournamentSetup: (setup_to_json, lambda v, p: setup_from_json(v)),
        Structure: (structure_to_json, structure_from_json),
        Payouts: (payouts_to_json, payouts_from_json),
        Message: (note_to_json, note_from_json),
        Player: (lambda p: p.to_json(), _player),
    }
    if getattr(tp, "__module__", "") == "tourney.domain.money.deals":
        return deal_to_json, deal_from_json
    return specials.get(tp)


def _player(value: object, path: str) -> Player:
    if not isinstance(value, Mapping) or not set(value) <= {"player_id", "name", "nickname"}:
        raise DomainMalformedError(
            "{path} must be a player with a player_id, a name and a nickname", path=path
        )
    try:
        return Player.from_json(dict(value))
    except DomainError as error:
        raise DomainMalformedError("{path}: {reason}", path=path, reason=error.message) from None


@cache
def _encoder(tp: Any) -> Encode:
    special = _special(tp)
    if special is not None:
        return special[0]
    if tp in (int, str, bool, float, type(None)):
        return _same
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum_value
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        options = [o for o in typing.get_args(tp) if o is not type(None)]
        inner = _encoder(options[0])
        return lambda v: None if v is None else inner(v)
    if origin is tuple:
        args = typing.get_args(tp)
        parts = [_encoder(a) for a in (args[:1] if args[-1] is Ellipsis else args)]
        if args[-1] is Ellipsis:
            item = parts[0]
            return lambda v: [item(x) for x in v]
        return lambda v: [part(x) for part, x in zip(parts, v, strict=True)]
    if is_dataclass(tp):
        hints = _hints(typing.cast(type, tp))
        named = [(f.name, _KEYS.get(f.name, f.name), _encoder(hints[f.name])) for f in fields(tp)]
        return lambda v: {key: enc(getattr(v, name)) for name, key, enc in named}
    raise TypeError(f"no JSON form for {tp!r}")  # pragma: no cover - a payload of a new type


def _same(value: Any) -> Any:
    return value


def _enum_value(value: enum.Enum) -> Any:
    return value.value


@cache
def _decoder(tp: Any) -> Decode:
    special = _special(tp)
    if special is not None:
        return _guarded(special[1])
    if tp is int:
        return _int
    if tp is str:
        return _str
    if tp is bool:
        return _bool
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum_decoder(tp)
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        options = [o for o in typing.get_args(tp) if o is not type(None)]
        inner = _decoder(options[0])
        return lambda v, p: None if v is None else inner(v, p)
    if origin is tuple:
        return _tuple_decoder(typing.get_args(tp))
    if is_dataclass(tp):
        return _dataclass_decoder(typing.cast(type, tp))
    raise TypeError(f"no JSON form for {tp!r}")  # pragma: no cover - a payload of a new type


def _guarded(read: Decode) -> Decode:
    def decode(value: Any, path: str) -> Any:
        try:
            return read(value, path)
        except DomainMalformedError:
            raise
        except DomainError as error:
            raise DomainMalformedError(
                "{path}: {reason}", path=path, reason=error.message
            ) from None

    return decode


def _int(value: Any, path: str) -> int:
    if type(value) is not int or not -_LARGEST <= value <= _LARGEST:
        raise DomainMalformedError(
            "{path} must be a whole number of at most 15 digits, not {value!r}",
            path=path,
            value=_short(value),
        )
    return value


def _str(value: Any, path: str) -> str:
    if not isinstance(value, str):
        raise DomainMalformedError(
            "{path} must be text, not {value!r}", path=path, value=_short(value)
        )
    return value


def _bool(value: Any, path: str) -> bool:
    if not isinstance(value, bool):
        raise DomainMalformedError(
            "{path} must be true or false, not {value!r}", path=path, value=_short(value)
        )
    return value


def _short(value: Any) -> Any:
    """A value as a refusal shows it: long ones cut."""
    text = repr(value)
    return value if len(text) <= 40 else _Cut(text[:37] + "…")


class _Cut(str):
    """A repr already cut: shown as it is."""

    def __repr__(self) -> str:
        return str(self)


def _enum_decoder(kind: type[enum.Enum]) -> Decode:
    known = ", ".join(repr(member.value) for member in kind)

    def decode(value: Any, path: str) -> Any:
        try:
            return kind(value)
        except (ValueError, TypeError):
            raise DomainMalformedError(
                "{path} must be one of {known}, not {value!r}",
                path=path,
                known=known,
                value=_short(value),
            ) from None

    return decode


def _tuple_decoder(args: tuple[Any, ...]) -> Decode:
    if args[-1] is Ellipsis:
        item = _decoder(args[0])

        def many(value: Any, path: str) -> tuple[Any, ...]:
            if not isinstance(value, list):
                raise DomainMalformedError("{path} must be a list", path=path)
            return tuple(item(x, f"{path}[{i}]") for i, x in enumerate(value))

        return many
    parts = [_decoder(a) for a in args]

    def fixed(value: Any, path: str) -> tuple[Any, ...]:
        if not isinstance(value, list) or len(value) != len(parts):
            raise DomainMalformedError(
                "{path} must be a list of {count} values", path=path, count=len(parts)
            )
        pairs = enumerate(zip(parts, value, strict=True))
        return tuple(part(x, f"{path}[{i}]") for i, (part, x) in pairs)

    return fixed


def _dataclass_decoder(cls: type) -> Decode:
    hints = _hints(cls)
    named: list[tuple[str, str, Decode, bool]] = []
    for f in fields(cls):
        named.append((f.name, _KEYS.get(f.name, f.name), _decoder(hints[f.name]), _has_default(f)))
    keys = {key for _, key, _, _ in named}

    def decode(value: Any, path: str) -> Any:
        if not isinstance(value, Mapping):
            raise DomainMalformedError("{path} must be an object", path=path)
        unknown = set(value) - keys
        if unknown:
            raise DomainMalformedError(
                "{path} has unknown fields: {fields}",
                path=path,
                fields=", ".join(sorted(map(str, unknown))),
            )
        arguments: dict[str, Any] = {}
        for name, key, read, optional in named:
            if key in value:
                arguments[name] = read(value[key], f"{path}.{key}")
            elif not optional:
                raise DomainMalformedError("{path}.{key} is missing", path=path, key=key)
        try:
            return cls(**arguments)
        except DomainMalformedError:
            raise
        except DomainError as error:
            raise DomainMalformedError(
                "{path}: {reason}", path=path, reason=error.message
            ) from None

    return decode


def _has_default(f: Field[Any]) -> bool:
    return f.default is not MISSING or f.default_factory is not MISSING


def records_of(events: Iterable[Event]) -> list[dict[str, Any]]:
    """The records of several events (:func:`to_record` each)."""
    return [to_record(event) for event in events]
