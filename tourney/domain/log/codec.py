"""The events' JSON form, in one place: every payload, the label, and the format version.

An event is stored as a *record*: ``kind`` (the payload's kind), ``format`` (the event format
it is written in, :data:`FORMAT`), ``data`` (the payload as a JSON object, its fields by name),
``label`` (the sentence as ``{"text": …, "values": {…}}``), ``at``, ``seq``, and, for an action
from a paired device, ``origin`` (``{"device": …, "role": …}``) and ``command`` (its id).
Records of format 1 — every log written before events were typed — are upcast on reading
(:mod:`tourney.domain.log.upcast`), so every log ever written still opens.

The payload's JSON form follows its dataclass (:mod:`tourney.domain.log.payload_json`).
Reading is strict: a missing field without a default, a field of the wrong type or an unknown
field refuses the record with a :class:`~tourney.domain.errors.DomainMalformedError` naming
it (:mod:`tourney.domain.log.reading`).

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

import math
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from tourney.base.messages import N_, Message
from tourney.domain.errors import DomainMalformedError
from tourney.domain.log.events import NO_LABEL, Event, Origin
from tourney.domain.log.payload_json import payload_from_json, payload_to_json
from tourney.domain.log.payloads import KINDS
from tourney.domain.log.reading import LARGEST, Invalid, bad
from tourney.domain.serialize import (
    note_from_json,
    note_to_json,
)

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
    except (Invalid, DomainMalformedError):
        return _read(record, path)  # again, to name the field at fault


def _read(record: Mapping[str, Any], path: str | None) -> Event:
    """The event of ``record``; with ``path`` ``None``, a fault raises :class:`Invalid`."""
    if type(record) is not dict and not isinstance(record, Mapping):
        raise bad(path, N_("{path} must be an object"))
    if not _FIELDS.issuperset(record):
        unknown = ", ".join(sorted(map(str, record.keys() - _FIELDS)))
        raise bad(path, N_("{path} has unknown fields: {fields}"), fields=unknown)
    get = record.get
    version = get("format", 1)
    if version != FORMAT:
        _version(version, path)
    kind = get("kind")
    if type(kind) is not str or kind not in KINDS:
        raise bad(path, N_("{path}.kind must be a kind of event, not {kind!r}"), kind=kind)
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
        raise bad(
            path, N_("{path}.format must be a whole number from 1, not {value!r}"), value=version
        )
    assert isinstance(version, int)
    if version > FORMAT:
        raise bad(
            path,
            N_(
                "{path} was written by a newer Tourney (event format {version}); "
                "update Tourney to open it."
            ),
            version=version,
        )
    raise bad(
        path,
        N_("{path} is in event format {version}: read it with the log it belongs to."),
        version=version,
    )


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
    if type(value) is not int or not 0 <= value <= LARGEST:
        raise bad(path, N_("{path} must be a whole number from 0, not {value!r}"), value=value)
    return value


def _at(value: object, path: str | None) -> float:
    kind = type(value)
    if kind is not float and kind is not int:
        raise bad(path, N_("{path} must be a number, not {value!r}"), value=value)
    number = float(value)  # type: ignore[arg-type]
    if not 0 <= number <= 1e11:  # also refuses NaN and infinities
        if not math.isfinite(number):
            raise bad(path, N_("{path} must be a number, not {value!r}"), value=value)
        raise bad(
            path, N_("{path} must be a moment in seconds since 1970, not {value!r}"), value=value
        )
    return number


def _origin(value: object, path: str | None) -> Origin | None:
    if value is None:
        return None
    if not isinstance(value, Mapping) or set(value) != {"device", "role"}:
        raise bad(path, N_("{path} must be an object with a device and a role"))
    device, role = value["device"], value["role"]
    if not isinstance(device, str) or not isinstance(role, str):
        raise bad(path, N_("{path}'s device and role must be text"))
    return Origin(device, role)


def _command(value: object, path: str | None) -> str | None:
    if value is None or (isinstance(value, str) and 0 < len(value) <= 200):
        return value
    raise bad(
        path, N_("{path} must be a command id (1 to 200 characters), not {value!r}"), value=value
    )


def records_of(events: Iterable[Event]) -> list[dict[str, Any]]:
    """The records of several events (:func:`to_record` each)."""
    return [to_record(event) for event in events]
