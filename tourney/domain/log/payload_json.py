"""A payload's JSON form, read strictly and written from its dataclass.

Each field by its name (``Move.origin`` is ``"from"``), whole numbers strict (never a
boolean, at most 15 digits), enums by their value, tuples as lists, ``None`` as ``null``;
setups, structures, payouts, deals and sentences have the forms of
:mod:`tourney.domain.serialize`. A missing field without a default, a field of the wrong type
or an unknown field refuses the payload, naming it (:mod:`tourney.domain.log.reading`).
The whole record is :mod:`tourney.domain.log.codec`'s.

:func:`value_to_json` and :func:`value_from_json` give the same form to any typed value built
of these (with floats and frozensets too): a snapshot of the state uses them
(:mod:`tourney.domain.state_json`).
"""

from __future__ import annotations

import enum
import sys
import types
import typing
from collections.abc import Callable, Mapping
from dataclasses import MISSING, Field, fields, is_dataclass
from functools import cache
from typing import Any, TypeVar

from tourney.base.messages import N_, Message
from tourney.domain.entries.players import Player
from tourney.domain.errors import DomainError, DomainMalformedError
from tourney.domain.levels.structure import Structure
from tourney.domain.log.payloads import KINDS, Payload, payload_class
from tourney.domain.log.reading import LARGEST, Invalid, bad
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
    "fields_from_json",
    "fields_to_json",
    "payload_from_json",
    "payload_to_json",
    "value_from_json",
    "value_to_json",
]


T = TypeVar("T")

_KEYS = {"origin": "from"}
"""Field names written under another key."""

Encode = Callable[[Any], Any]
Decode = Callable[[Any, str | None], Any]


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
    if kind not in KINDS:
        raise bad(path, N_("{path}: unknown kind of event {kind!r}"), kind=kind)
    decoded: Payload = _decoder(typing.cast(Any, payload_class(kind)))(value, path)
    return decoded


def value_to_json(tp: Any, value: Any) -> Any:
    """``value``, of type ``tp``, as JSON-ready values (the form payloads have)."""
    return _encoder(tp)(value)


def value_from_json(tp: Any, value: object, path: str = "value") -> Any:
    """A value of type ``tp`` read from its JSON form.

    Raises:
        DomainMalformedError: ``value`` is not of that type (the message names the field).
    """
    return _decoder(tp)(value, path)


def fields_to_json(value: Any, *, skip: tuple[str, ...] = ()) -> dict[str, Any]:
    """A dataclass's fields as JSON-ready values, those named in ``skip`` left out."""
    cls = type(value)
    hints = _hints(typing.cast(Any, cls))
    return {
        _KEYS.get(f.name, f.name): _encoder(hints[f.name])(getattr(value, f.name))
        for f in fields(cls)
        if f.init and f.name not in skip
    }


def fields_from_json(cls: type[T], value: object, path: str, **given: Any) -> T:
    """A dataclass read from its fields' JSON form, the fields in ``given`` given made.

    Raises:
        DomainMalformedError: ``value`` is not of that class (the message names the field).
    """
    if not isinstance(value, Mapping):
        raise bad(path, N_("{path} must be an object"))
    hints = _hints(typing.cast(Any, cls))
    arguments = dict(given)
    known = set(given)
    for f in fields(typing.cast(Any, cls)):
        if not f.init or f.name in given:
            continue
        key = _KEYS.get(f.name, f.name)
        known.add(key)
        if key in value:
            arguments[f.name] = _decoder(hints[f.name])(value[key], f"{path}.{key}")
        elif not _has_default(f):
            raise bad(path, N_("{path}.{key} is missing"), key=key)
    unknown = value.keys() - known
    if unknown:
        names = ", ".join(sorted(map(str, unknown)))
        raise bad(path, N_("{path} has unknown fields: {fields}"), fields=names)
    return cls(**arguments)


@cache
def _hints(cls: type) -> dict[str, Any]:
    names = dict(vars(sys.modules[cls.__module__]))
    if getattr(cls, "KIND", None) == "deal_recorded":  # ICM and all load with the first deal
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
        raise bad(path, N_("{path} must be a player with a player_id, a name and a nickname"))
    try:
        return Player.from_json(dict(value))
    except DomainError as error:
        raise bad(path, N_("{path}: {reason}"), reason=error.message) from error


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
        if all(o in (int, str) for o in options):  # e.g. a seat's player: an entry or a name
            return _same
        inner = _encoder(options[0])
        return lambda v: None if v is None else inner(v)
    if origin is frozenset:
        item = _encoder(typing.get_args(tp)[0])
        return lambda v: [item(x) for x in sorted(v, key=_sort_key)]
    if origin is tuple:
        args = typing.get_args(tp)
        parts = [_encoder(a) for a in (args[:1] if args[-1] is Ellipsis else args)]
        if args[-1] is Ellipsis:
            item = parts[0]
            return lambda v: [item(x) for x in v]
        return lambda v: [part(x) for part, x in zip(parts, v, strict=True)]
    if is_dataclass(tp):
        hints = _hints(typing.cast(type, tp))
        named = [
            (f.name, _KEYS.get(f.name, f.name), _encoder(hints[f.name]))
            for f in fields(tp)
            if f.init
        ]
        return lambda v: {key: enc(getattr(v, name)) for name, key, enc in named}
    raise TypeError(f"no JSON form for {tp!r}")  # pragma: no cover - a payload of a new type


def _same(value: Any) -> Any:
    return value


def _sort_key(value: Any) -> tuple[str, Any]:
    """A set's items in one order, whatever their types (a set may hold entries and names)."""
    return type(value).__name__, value


def _enum_value(value: enum.Enum) -> Any:
    return value.value


@cache
def _decoder(tp: Any) -> Decode:
    """Reads a value of ``tp``: ``read(value, path)``.

    With ``path`` ``None`` (the fast read of a sound record) a fault raises :class:`Invalid`;
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
    if tp is float:
        return _float
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return _enum_decoder(tp)
    origin = typing.get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        options = [o for o in typing.get_args(tp) if o is not type(None)]
        inner = _decoder(options[0]) if len(options) == 1 else _either(options)
        return lambda v, p: None if v is None else inner(v, p)
    if origin is tuple:
        return _tuple_decoder(typing.get_args(tp))
    if origin is frozenset:
        items = _tuple_decoder((typing.get_args(tp)[0], Ellipsis))
        return lambda v, p: frozenset(items(v, p))
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
                raise Invalid from None
            raise
        except DomainError as error:
            raise bad(path, N_("{path}: {reason}"), reason=error.message) from error

    return decode


def _int(value: Any, path: str | None) -> int:
    if type(value) is not int or not -LARGEST <= value <= LARGEST:
        raise bad(
            path,
            N_("{path} must be a whole number of at most 15 digits, not {value!r}"),
            value=_short(value),
        )
    return value


def _str(value: Any, path: str | None) -> str:
    if type(value) is not str:
        raise bad(path, N_("{path} must be text, not {value!r}"), value=_short(value))
    return value


def _bool(value: Any, path: str | None) -> bool:
    if type(value) is not bool:
        raise bad(path, N_("{path} must be true or false, not {value!r}"), value=_short(value))
    return value


def _float(value: Any, path: str | None) -> float:
    if type(value) not in (int, float) or not -1e18 < value < 1e18:
        raise bad(path, N_("{path} must be a number, not {value!r}"), value=_short(value))
    return float(value)


def _either(options: list[Any]) -> Decode:
    """Reads a whole number or a text (a seat's player: an entry, or a name in a ruling)."""
    if set(options) != {int, str}:
        raise TypeError(f"no JSON form for a union of {options!r}")  # pragma: no cover
    readers = [_decoder(option) for option in options]

    def decode(value: Any, path: str | None) -> Any:
        for read in readers:
            try:
                return read(value, None)
            except Invalid:
                continue
        raise bad(
            path, N_("{path} must be a whole number or text, not {value!r}"), value=_short(value)
        )

    return decode


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
            raise bad(
                path,
                N_("{path} must be one of {known}, not {value!r}"),
                known=known,
                value=_short(value),
            ) from None

    return decode


def _tuple_decoder(args: tuple[Any, ...]) -> Decode:
    if args[-1] is Ellipsis:
        item = _decoder(args[0])

        def many(value: Any, path: str | None) -> tuple[Any, ...]:
            if type(value) is not list:
                raise bad(path, N_("{path} must be a list"))
            if path is None:
                return tuple([item(x, None) for x in value])
            return tuple(item(x, f"{path}[{i}]") for i, x in enumerate(value))

        return many
    parts = [_decoder(a) for a in args]

    def fixed(value: Any, path: str | None) -> tuple[Any, ...]:
        if type(value) is not list or len(value) != len(parts):
            raise bad(path, N_("{path} must be a list of {count} values"), count=len(parts))
        if path is None:
            return tuple([part(x, None) for part, x in zip(parts, value, strict=True)])
        pairs = enumerate(zip(parts, value, strict=True))
        return tuple(part(x, f"{path}[{i}]") for i, (part, x) in pairs)

    return fixed


def _dataclass_decoder(cls: type) -> Decode:
    hints = _hints(cls)
    named: list[tuple[str, str, Decode, bool]] = []
    for f in fields(cls):
        if not f.init:  # worked out by the class itself
            continue
        named.append((f.name, _KEYS.get(f.name, f.name), _decoder(hints[f.name]), _has_default(f)))
    keys = frozenset(key for _, key, _, _ in named)
    if not hasattr(cls, "__post_init__") and "__slots__" in vars(cls):
        return _slots_decoder(cls, named, keys)

    def decode(value: Any, path: str | None) -> Any:
        if type(value) is not dict and not isinstance(value, Mapping):
            raise bad(path, N_("{path} must be an object"))
        unknown = value.keys() - keys
        if unknown:
            raise bad(
                path,
                N_("{path} has unknown fields: {fields}"),
                fields=", ".join(sorted(map(str, unknown))),
            )
        arguments: dict[str, Any] = {}
        for name, key, read, optional in named:
            if key in value:
                arguments[name] = read(value[key], None if path is None else f"{path}.{key}")
            elif not optional:
                raise bad(path, N_("{path}.{key} is missing"), key=key)
        try:
            return cls(**arguments)
        except DomainMalformedError as error:
            if path is None:
                raise Invalid from None
            raise DomainMalformedError(
                "{path}: {reason}", path=path, reason=error.message
            ) from None
        except DomainError as error:
            raise bad(path, N_("{path}: {reason}"), reason=error.message) from error

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
            raise bad(path, N_("{path} must be an object"))
        if not keys.issuperset(value):
            names = ", ".join(sorted(map(str, value.keys() - keys)))
            raise bad(path, N_("{path} has unknown fields: {fields}"), fields=names)
        made: Any = new(cls)
        for key, read, put, default in plan:
            if key in value:
                put(made, read(value[key], None if path is None else f"{path}.{key}"))
            elif default is _REQUIRED:
                raise bad(path, N_("{path}.{key} is missing"), key=key)
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
