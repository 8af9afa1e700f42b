"""A staff device's command as it comes over the network: JSON read strictly into a command.

``POST /api/commands`` takes one JSON object: ``id`` (the command's id, chosen by the phone:
1 to :data:`~tourney.core.staff.MAX_COMMAND_ID` printable ASCII characters; the same id sent
again is answered with what it did the first time), ``kind`` (one of :data:`KINDS`) and the
kind's own fields, documented in ``docs/web.md``. Reading is strict — a missing field that
has no default, a value of the wrong type, an unknown field, a list too long — and refuses
with :class:`CommandFormatError` naming the field, before anything reaches the tournament.

Only the kinds of :data:`KINDS` come from the network; the window's own (a deal, a chip race,
a structure edited cell by cell) are not sent by phones.

>>> command = read_command({"id": "t2-17", "kind": "bust_out", "busts": [{"entry": 7, "by": [3]}]})
>>> command.KIND, command.busts[0].by, command.id
('bust_out', (3,), 't2-17')
>>> read_command({"id": "1", "kind": "pause_clock", "force": True})
Traceback (most recent call last):
...
tourney.web.command_json.CommandFormatError: unknown field 'force'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from tourney.base.refusals import Refusal
from tourney.core import commands as c
from tourney.core.staff import MAX_COMMAND_ID
from tourney.domain.errors import DomainError
from tourney.domain.log.payloads import Bust, Move
from tourney.domain.room.seating import MoveReason

__all__ = ["KINDS", "CommandFormatError", "read_command"]

_LARGEST = 10**15 - 1
_MOST_ITEMS = 500
_MOST_TEXT = 200

Reader = Callable[[Any, str], Any]
Fields = dict[str, tuple[Reader, bool]]


class CommandFormatError(Refusal):
    """A command that cannot be read: not an object, an unknown kind or field, a wrong value."""

    code = "staff.bad-command"


def _int(value: Any, path: str) -> int:
    if type(value) is not int or not -_LARGEST <= value <= _LARGEST:
        raise CommandFormatError("{path} must be a whole number", path=path)
    return value


def _positive(value: Any, path: str) -> int:
    number = _int(value, path)
    if number < 1:
        raise CommandFormatError("{path} must be 1 or more", path=path)
    return number


def _optional_int(value: Any, path: str) -> int | None:
    return None if value is None else _int(value, path)


def _bool(value: Any, path: str) -> bool:
    if type(value) is not bool:
        raise CommandFormatError("{path} must be true or false", path=path)
    return value


def _text(value: Any, path: str) -> str:
    if type(value) is not str or len(value) > _MOST_TEXT:
        raise CommandFormatError(
            "{path} must be text of at most {most} characters", path=path, most=_MOST_TEXT
        )
    return value


def _list(item: Reader) -> Reader:
    def read(value: Any, path: str) -> tuple[Any, ...]:
        if type(value) is not list:
            raise CommandFormatError("{path} must be a list", path=path)
        if len(value) > _MOST_ITEMS:
            raise CommandFormatError(
                "{path} has more than {most} items", path=path, most=_MOST_ITEMS
            )
        return tuple(item(one, f"{path}[{index}]") for index, one in enumerate(value))

    return read


def _seat(value: Any, path: str) -> tuple[int, int]:
    if type(value) is not list or len(value) != 2:
        raise CommandFormatError("{path} must be [table, seat]", path=path)
    return _positive(value[0], f"{path}[0]"), _positive(value[1], f"{path}[1]")


def _object(fields: Mapping[str, tuple[Reader, bool]], value: Any, path: str) -> dict[str, Any]:
    """The fields of a JSON object, each read; ``(reader, required)`` by name."""
    if not isinstance(value, dict):
        raise CommandFormatError("{path} must be an object", path=path)
    for name in value:
        if name not in fields:
            where = f"{path}.{name}" if path else name
            raise CommandFormatError("unknown field {field!r}", field=where)
    read: dict[str, Any] = {}
    for name, (reader, required) in fields.items():
        where = f"{path}.{name}" if path else name
        if name in value:
            read[name] = reader(value[name], where)
        elif required:
            raise CommandFormatError("missing field {field!r}", field=where)
    return read


def _bust(value: Any, path: str) -> Bust:
    read = _object(
        {
            "entry": (_positive, True),
            "by": (_list(_positive), False),
            "stack": (_optional_int, False),
        },
        value,
        path,
    )
    return Bust(read["entry"], read.get("by", ()), read.get("stack"))


_REASONS = {reason.value: reason for reason in MoveReason}


def _reason(value: Any, path: str) -> MoveReason:
    if type(value) is not str or value not in _REASONS:
        raise CommandFormatError(
            "{path} must be one of {known}", path=path, known=", ".join(_REASONS)
        )
    return _REASONS[value]


def _move(value: Any, path: str) -> Move:
    read = _object(
        {
            "entry": (_positive, True),
            "from": (_seat, True),
            "to": (_seat, True),
            "reason": (_reason, True),
        },
        value,
        path,
    )
    return Move(read["entry"], read["from"], read["to"], read["reason"])


def _setup(value: Any, path: str) -> object:
    from tourney.domain.serialize import setup_from_json

    try:
        return setup_from_json(value)
    except DomainError as error:
        raise CommandFormatError("{path}: {reason}", path=path, reason=error.message) from None


def _structure(value: Any, path: str) -> object:
    from tourney.domain.serialize import structure_from_json

    try:
        return structure_from_json(value, path)
    except DomainError as error:
        raise CommandFormatError("{path}: {reason}", path=path, reason=error.message) from None


_NONE: Fields = {}
_TABLE: Fields = {"table": (_positive, True)}
_ENTRY: Fields = {"entry": (_positive, True)}
_ON: Fields = {"on": (_bool, False)}
_EXPECTED: Fields = {"expected": (_optional_int, False)}

KINDS: dict[str, tuple[type[c.Command], Fields]] = {
    "bust_out": (c.BustOut, {"busts": (_list(_bust), True)}),
    "rebuy": (c.Rebuy, {"entry": (_positive, True), "stack": (_int, False)}),
    "add_on": (c.AddOn, {"entries": (_list(_positive), True)}),
    "register": (
        c.Register,
        {
            "name": (_text, False),
            "player_id": (_optional_int, False),
            "nickname": (_text, False),
        },
    ),
    "re_enter": (c.ReEnter, {"player_id": (_positive, True)}),
    "unregister": (c.Unregister, _ENTRY),
    "rename_player": (
        c.RenamePlayer,
        {"player_id": (_positive, True), "name": (_text, True), "nickname": (_text, False)},
    ),
    "close_late_registration": (c.CloseLateRegistration, _NONE),
    "draw_seats": (c.DrawSeats, _NONE),
    "move_player": (
        c.MovePlayer,
        {"entry": (_positive, True), "table": (_positive, True), "seat": (_positive, True)},
    ),
    "accept_moves": (
        c.AcceptMoves,
        {
            "moves": (_list(_move), True),
            "closed": (_list(_positive), False),
            "final_redraw": (_bool, False),
        },
    ),
    "open_table": (c.OpenTable, _TABLE),
    "close_table": (c.CloseTable, _TABLE),
    "set_button": (c.SetButton, {"table": (_positive, True), "seat": (_positive, True)}),
    "draw_button": (c.DrawButton, _TABLE),
    "next_hand": (c.NextHand, _TABLE),
    "hand_for_hand": (c.HandForHand, _ON),
    "start_clock": (c.StartClock, _NONE),
    "pause_clock": (c.PauseClock, _NONE),
    "resume_clock": (c.ResumeClock, _NONE),
    "adjust_clock": (c.AdjustClock, {"seconds": (_int, True)}),
    "next_level": (c.NextLevel, _NONE),
    "previous_level": (c.PreviousLevel, _NONE),
    "jump_to": (c.JumpTo, {"index": (_int, True), "resume": (_bool, False)}),
    "restart_level": (c.RestartLevel, _NONE),
    "pause_at_level_end": (c.PauseAtLevelEnd, _ON),
    "edit_setup": (c.EditSetup, {"setup": (_setup, True)}),
    "edit_structure": (c.EditStructure, {"structure": (_structure, True)}),
    "lock_payouts": (c.LockPayouts, _NONE),
    "unlock_payouts": (c.UnlockPayouts, _NONE),
    "undo": (c.Undo, _EXPECTED),
    "redo": (c.Redo, _EXPECTED),
}
"""Every kind a device may send, with its command and its fields: ``(reader, required)``."""


def _command_id(value: Any) -> str:
    if (
        type(value) is not str
        or not 1 <= len(value) <= MAX_COMMAND_ID
        or not value.isascii()
        or not value.isprintable()
    ):
        raise CommandFormatError(
            "id must be 1 to {most} printable ASCII characters (the command's own id)",
            most=MAX_COMMAND_ID,
        )
    return value


def read_command(value: object) -> c.Command:
    """The command a device sent, read strictly (see the module docstring).

    Raises:
        CommandFormatError: The message names what is wrong.
    """
    if not isinstance(value, dict):
        raise CommandFormatError("A command is a JSON object.")
    if "kind" not in value:
        raise CommandFormatError("missing field {field!r}", field="kind")
    kind = value["kind"]
    if type(kind) is not str or kind not in KINDS:
        raise CommandFormatError(
            "unknown kind of command {kind!r}", kind=kind if type(kind) is str else str(kind)[:40]
        )
    if "id" not in value:
        raise CommandFormatError("missing field {field!r}", field="id")
    ident = _command_id(value["id"])
    cls, fields = KINDS[kind]
    rest = {name: part for name, part in value.items() if name not in ("id", "kind")}
    read = _object(fields, rest, "")
    if (
        kind == "register"
        and not str(read.get("name", "")).strip()
        and read.get("player_id") is None
    ):
        raise CommandFormatError("a registration needs a name or a player_id")
    try:
        return cls(id=ident, **read)
    except (TypeError, ValueError) as error:  # pragma: no cover - the readers give types
        raise CommandFormatError("{reason}", reason=str(error)) from None
