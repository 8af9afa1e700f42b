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
from typing import Any, NoReturn

from tourney.base.messages import N_, Message
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
Decode = Callable[[Any, str | None], Any]


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
    try:  # the common case: a sound record, read without making a single field's path
        return _read(record, None)
    except (_Invalid, DomainMalformedError):
        return _read(record, path)  # again, to name the field at fault


def _read(record: Mapping[str, Any], path: str | None) -> Event:
    """The event of ``record``; with ``path`` ``None``, a fault raises :class:`_Invalid`."""
    if type(record) is not dict and not isinstance(record, Mapping):
        _bad(path, N_("{path} must be an object"))
    if not _FIELDS.issuperset(record):
        unknown = ", ".join(sorted(map(str, record.keys() - _FIELDS)))
        _bad(path, N_("{path} has unknown fields: {fields}"), fields=unknown)
    get = record.get
    version = get("format", 1)
    if version != FORMAT:
        _version(version, path)
    kind = get("kind")
    if type(kind) is not str or kind not in KINDS:
        _bad(path, N_("{path}.kind must be a kind of event, not {kind!r}"), kind=kind)
    if path is None:
        return _event(
            payload_from_json(kind, get("data", {}), None),
            _at(get("at", 0.0), None),
            label_from_json(get("label"), None),
            _seq(get("seq", 0), None),
            _origin(get("origin"), None),
            _command(get("command"), None),
        )
    return _event(
        payload_from_json(kind, get("data", {}), f"{path}.data"),
        _at(get("at", 0.0), f"{path}.at"),
        label_from_json(get("label"), f"{path}.label"),
        _seq(get("seq", 0), f"{path}.seq"),
        _origin(get("origin"), f"{path}.origin"),
        _command(get("command"), f"{path}.command"),
    )


def _version(version: object, path: str | None) -> None:
    if isinstance(version, bool) or not isinstance(version, int) or version < 1:
        _bad(path, N_("{path}.format must be a whole number from 1, not {value!r}"), value=version)
    assert isinstance(version, int)
    if version > FORMAT:
        _bad(
            path,
            N_(
                "{path} was written by a newer Tourney (event format {version}); "
                "update Tourney to open it."
            ),
            version=version,
        )
    _bad(
        path,
        N_("{path} is in event format {version}: read it with the log it belongs to."),
        version=version,
    )


class _Invalid(Exception):
    """A fault found while reading without paths: read again with them to name it."""


def _bad(path: str | None, template: str, /, **values: object) -> NoReturn:
    """Refuse: cheaply while reading without paths, else naming the field."""
    if path is None:
        raise _Invalid
    raise DomainMalformedError(template, path=path, **values)


def _make_event() -> Callable[..., Event]:
    """An event made from values already checked, without the frozen ``__init__``.

    Opening a tournament makes tens of thousands of events; setting the slots directly is
    several times faster than a frozen dataclass's ``__init__``.
    """
    new = object.__new__
    setters = [vars(Event)[name].__set__ for name in RECORD_SLOTS]

    def make(*values: Any) -> Event:
        event: Event = new(Event)
        for setter, value in zip(setters, values, strict=True):
            setter(event, value)
        return event

    return make


RECORD_SLOTS = ("payload", "at", "label", "seq", "origin", "command")
_FIELDS = frozenset(RECORD_FIELDS)
_event = _make_event()


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


def label_from_json(value: object, path: str | None = "label") -> Message:
    """Read a label written by :func:`label_to_json` (``None``: no label).

    A label of plain values ("Next hand at table {table}", 7) is made once and shared: a log
    says the same few sentences thousands of times.

    Raises:
        DomainMalformedError: Not a sentence.
    """
    if value is None:
        return NO_LABEL
    if type(value) is dict and len(value) == 2:
        text, values = value.get("text"), value.get("values")
        if type(text) is str and type(values) is dict:
            key = (text, tuple(values.items()))
            try:
                label = _LABELS.get(key)
            except TypeError:  # a value that is itself a sentence: read it in full below
                label = None
            if label is not None:
                return label
            items = tuple(sorted(values.items()))
            if all(type(v) in _PLAIN for _, v in items):
                if len(_LABELS) > 20_000:
                    _LABELS.clear()
                label = _LABELS[key] = Message(text, items)
                return label
    return note_from_json(value, path if path is not None else "label")


_PLAIN = (str, int, float, type(None))
_LABELS: dict[tuple[str, tuple[tuple[str, object], ...]], Message] = {}


def _seq(value: object, path: str | None) -> int:
    if type(value) is not int or not 0 <= value <= _LARGEST:
        _bad(path, N_("{path} must be a whole number from 0, not {value!r}"), value=value)
    return value


def _at(value: object, path: str | None) -> float:
    kind = type(value)
    if kind is not float and kind is not int:
        _bad(path, N_("{path} must be a number, not {value!r}"), value=value)
    number = float(value)  # type: ignore[arg-type]
    if not 0 <= number <= 1e11:  # also refuses NaN and infinities
        if not math.isfinite(number):
            _bad(path, N_("{path} must be a number, not {value!r}"), value=value)
        _bad(path, N_("{path} must be a moment in seconds since 1970, not {value!r}"), value=value)
    return number


def _origin(value: object, path: str | None) -> Origin | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) != {"device", "role"}:
        _bad(path, N_("{path} must be an object with a device and a role"))
    device, role = value["device"], value["role"]
    if not isinstance(device, str) or not isinstance(role, str):
        _bad(path, N_("{path}'s device and role must be text"))
    return Origin(device, role)


def _command(value: object, path: str | None) -> str | None:
    if value is None or (isinstance(value, str) and 0 < len(value) <= 200):
        return value
    _bad(path, N_("{path} must be a command id (1 to 200 characters), not {value!r}"), value=value)


# ----------------------------------------------------------------------------- payloads


def payload_to_json(payload: Payload) -> dict[str, Any]:
    """A payload's data: its fields by name, as JSON-ready values."""
    encoded: dict[str, Any] = _encoder(typing.cast(Any, type(payload)))(payload)
    return encoded


def payload_from_json(kind: str, value: object, path: str | None = "data") -> Payload:
    """The payload of ``kind`` read from its data.

    Raises:
        DomainMalformedError: An unknown kind, or data that is not that kind's (the message
            names the field).
    """
    cls = KINDS.get(kind)
    if cls is None:
        _bad(path, N_("{path}: unknown kind of event {kind!r}"), kind=kind)
    decoded: Payload = _decoder(typing.cast(Any, cls))(value, path)
    return decoded


@cache
def _hints(cls: type) -> dict[str, Any]:
    names = dict(vars(sys.modules[cls.__module__]))
    if cls is DealRecorded:  # ICM and all load with the first deal, not at start
        from tourney.domain.money.deals import Deal

        names["Deal"] = Deal
    return typing.get_type_hints(cls, names)


Read = Callable[[Any, str], Any]
"""A reader of :mod:`tourney.domain.serialize`'s, which always names its fields."""


def _special(tp: Any) -> tuple[Encode, Read] | None:
    """The JSON form of the domain values events carry whole."""
    specials: dict[Any, tuple[Encode, Read]] = {
        TournamentSetup: (setup_to_json, lambda v, p: setup_from_json(v)),
        Structure: (structure_to_json, structure_from_json),
        Payouts: (payouts_to_json, payouts_from_json),
        Message: (note_to_json, note_from_json),
        Player: (lambda p: p.to_json(), _player),
    }
    if getattr(tp, "__module__", "") == "tourney.domain.money.deals":
        return deal_to_json, deal_from_json
    return specials.get(tp)


def _player(value: object, path: str | None) -> Player:
    if not isinstance(value, Mapping) or not set(value) <= {"player_id", "name", "nickname"}:
        _bad(path, N_("{path} must be a player with a player_id, a name and a nickname"))
    try:
        return Player.from_json(dict(value))
    except DomainError as error:
        _bad(path, N_("{path}: {reason}"), reason=error.message)


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
    """Reads a value of ``tp``: ``read(value, path)``.

    With ``path`` ``None`` (the fast read of a sound record) a fault raises :class:`_Invalid`;
    else it names the field.
    """
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


def _guarded(read: Read) -> Decode:
    """A reader of :mod:`tourney.domain.serialize` (it always names its fields)."""

    def decode(value: Any, path: str | None) -> Any:
        try:
            return read(value, path if path is not None else "data")
        except DomainMalformedError:
            if path is None:
                raise _Invalid from None
            raise
        except DomainError as error:
            _bad(path, N_("{path}: {reason}"), reason=error.message)

    return decode


def _int(value: Any, path: str | None) -> int:
    if type(value) is not int or not -_LARGEST <= value <= _LARGEST:
        _bad(
            path,
            N_("{path} must be a whole number of at most 15 digits, not {value!r}"),
            value=_short(value),
        )
    return value


def _str(value: Any, path: str | None) -> str:
    if type(value) is not str:
        _bad(path, N_("{path} must be text, not {value!r}"), value=_short(value))
    return value


def _bool(value: Any, path: str | None) -> bool:
    if type(value) is not bool:
        _bad(path, N_("{path} must be true or false, not {value!r}"), value=_short(value))
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
    members = {member.value: member for member in kind}

    def decode(value: Any, path: str | None) -> Any:
        try:
            return members[value]
        except (KeyError, TypeError):
            _bad(
                path,
                N_("{path} must be one of {known}, not {value!r}"),
                known=known,
                value=_short(value),
            )

    return decode


def _tuple_decoder(args: tuple[Any, ...]) -> Decode:
    if args[-1] is Ellipsis:
        item = _decoder(args[0])

        def many(value: Any, path: str | None) -> tuple[Any, ...]:
            if type(value) is not list:
                _bad(path, N_("{path} must be a list"))
            if path is None:
                return tuple([item(x, None) for x in value])
            return tuple(item(x, f"{path}[{i}]") for i, x in enumerate(value))

        return many
    parts = [_decoder(a) for a in args]

    def fixed(value: Any, path: str | None) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(parts):
            _bad(path, N_("{path} must be a list of {count} values"), count=len(parts))
        if path is None:
            return tuple([part(x, None) for part, x in zip(parts, value, strict=True)])
        pairs = enumerate(zip(parts, value, strict=True))
        return tuple(part(x, f"{path}[{i}]") for i, (part, x) in pairs)

    return fixed


def _dataclass_decoder(cls: type) -> Decode:
    hints = _hints(cls)
    named: list[tuple[str, str, Decode, bool]] = []
    for f in fields(cls):
        named.append((f.name, _KEYS.get(f.name, f.name), _decoder(hints[f.name]), _has_default(f)))
    keys = frozenset(key for _, key, _, _ in named)
    if not hasattr(cls, "__post_init__") and "__slots__" in vars(cls):
        return _slots_decoder(cls, named, keys)

    def decode(value: Any, path: str | None) -> Any:
        if type(value) is not dict and not isinstance(value, Mapping):
            _bad(path, N_("{path} must be an object"))
        unknown = value.keys() - keys
        if unknown:
            _bad(
                path,
                N_("{path} has unknown fields: {fields}"),
                fields=", ".join(sorted(map(str, unknown))),
            )
        arguments: dict[str, Any] = {}
        for name, key, read, optional in named:
            if key in value:
                arguments[name] = read(value[key], None if path is None else f"{path}.{key}")
            elif not optional:
                _bad(path, N_("{path}.{key} is missing"), key=key)
        try:
            return cls(**arguments)
        except DomainMalformedError as error:
            if path is None:
                raise _Invalid from None
            raise DomainMalformedError(
                "{path}: {reason}", path=path, reason=error.message
            ) from None
        except DomainError as error:
            _bad(path, N_("{path}: {reason}"), reason=error.message)

    return decode


def _slots_decoder(
    cls: type, named: list[tuple[str, str, Decode, bool]], keys: frozenset[str]
) -> Decode:
    """A decoder of a slotted dataclass with no checks of its own: its slots set directly.

    Most events are read this way: a frozen dataclass's ``__init__`` costs several times more
    than setting the slots of a new object, and it checks nothing here.
    """
    new = object.__new__
    defaults = {f.name: f for f in fields(cls)}
    plan = [
        (key, read, vars(cls)[name].__set__, _default_of(defaults[name]))
        for name, key, read, _optional in named
    ]

    def decode(value: Any, path: str | None) -> Any:
        if type(value) is not dict and not isinstance(value, Mapping):
            _bad(path, N_("{path} must be an object"))
        if not keys.issuperset(value):
            names = ", ".join(sorted(map(str, value.keys() - keys)))
            _bad(path, N_("{path} has unknown fields: {fields}"), fields=names)
        made: Any = new(cls)
        for key, read, put, default in plan:
            if key in value:
                put(made, read(value[key], None if path is None else f"{path}.{key}"))
            elif default is _REQUIRED:
                _bad(path, N_("{path}.{key} is missing"), key=key)
            else:
                put(made, default())
        return made

    return decode


_REQUIRED: Any = object()


def _default_of(f: Field[Any]) -> Any:
    """How a field's default is made, or :data:`_REQUIRED`."""
    if f.default is not MISSING:
        value = f.default
        return lambda: value
    if f.default_factory is not MISSING:
        return f.default_factory
    return _REQUIRED


def _has_default(f: Field[Any]) -> bool:
    return f.default is not MISSING or f.default_factory is not MISSING


def records_of(events: Iterable[Event]) -> list[dict[str, Any]]:
    """The records of several events (:func:`to_record` each)."""
    return [to_record(event) for event in events]
