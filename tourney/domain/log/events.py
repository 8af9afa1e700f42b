"""The event record: every director action becomes one, and the log of them is the truth.

A tournament's state is the replay of its events. The same records are the undo history
and the audit trail. An event is plain data, JSON-ready, so that storage never needs to
know what it means: ``kind`` names the action, ``data`` holds its facts (including the
outcome of any random draw, so that replay needs no randomness), ``at`` is when it happened
(seconds since the epoch, passed in by the caller) and ``label`` is what the Edit menu shows
("Bust-out of Ann, 9th").

>>> e = Event(kind="player_registered", data={"player_id": 7}, at=1.5, label="Register Ann")
>>> Event.from_record(e.to_record()) == e
True
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from tourney.domain.errors import DomainMalformedError

__all__ = ["Event"]


@dataclass(frozen=True, slots=True)
class Event:
    """One recorded director action.

    Attributes:
        kind: The action's name, e.g. ``"bust_out"``.
        data: The action's facts, JSON-ready (str, int, float, bool, None, lists, dicts).
        at: When it happened, in seconds since the epoch.
        label: The action as the director reads it in the undo menu.
        seq: Position in the tournament's log, 1-based; 0 until stored.
    """

    kind: str
    data: Mapping[str, Any] = field(default_factory=dict)
    at: float = 0.0
    label: str = ""
    seq: int = 0

    @classmethod
    def from_row(cls, kind: str, data: Mapping[str, Any], at: float, label: str, seq: int) -> Event:
        """An event from a trusted storage row, built without ``__init__``'s per-field checks.

        Opening a tournament builds tens of thousands of events; setting the slots directly is
        about a third faster than the frozen dataclass's ``__init__``. The values must already
        be of the right types (storage's CHECK constraints and ``tourney check`` ensure it).
        """
        event = _new(cls)
        _set_kind(event, kind)
        _set_data(event, data)
        _set_at(event, at)
        _set_label(event, label)
        _set_seq(event, seq)
        return event

    def stored_as(self, seq: int) -> Event:
        """The same event with its log position."""
        return replace(self, seq=seq)

    def data_json(self) -> str:
        """``data`` as compact JSON text (keys sorted, so equal data gives equal text)."""
        return json.dumps(self.data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))

    def to_record(self) -> dict[str, Any]:
        """A JSON-ready dict: ``seq``, ``kind``, ``at``, ``label``, ``data``."""
        return {
            "seq": self.seq,
            "kind": self.kind,
            "at": self.at,
            "label": self.label,
            "data": json.loads(self.data_json()),
        }

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> Event:
        """Read an event back from :meth:`to_record`'s form.

        Raises:
            DomainMalformedError: A field is missing or has the wrong type.
        """
        try:
            kind, at, label = record["kind"], record.get("at", 0.0), record.get("label", "")
            data, seq = record.get("data", {}), record.get("seq", 0)
        except (KeyError, AttributeError, TypeError):
            raise DomainMalformedError("an event needs at least a 'kind'") from None
        if not isinstance(kind, str) or not kind:
            raise DomainMalformedError("an event's kind must be a non-empty string")
        if not isinstance(data, dict):
            raise DomainMalformedError("the data of event {kind!r} must be an object", kind=kind)
        if isinstance(at, bool) or not isinstance(at, int | float):
            raise DomainMalformedError("the time of event {kind!r} must be a number", kind=kind)
        if not isinstance(label, str):
            raise DomainMalformedError("the label of event {kind!r} must be text", kind=kind)
        if isinstance(seq, bool) or not isinstance(seq, int) or seq < 0:
            raise DomainMalformedError(
                "the position of event {kind!r} must be a whole number", kind=kind
            )
        return cls(kind=kind, data=data, at=float(at), label=label, seq=seq)


# The slots' own setters: they bypass the frozen ``__setattr__`` (see :meth:`Event.from_row`).
_new = object.__new__
_set_kind = vars(Event)["kind"].__set__
_set_data = vars(Event)["data"].__set__
_set_at = vars(Event)["at"].__set__
_set_label = vars(Event)["label"].__set__
_set_seq = vars(Event)["seq"].__set__
