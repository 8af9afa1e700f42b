"""The staff's API: pairing a phone, its commands, what it sees, the player database's names.

* ``POST /api/pair`` — ``{"code": …, "device": NAME}`` (a pairing code), or ``{"pin": …,
  "role": …, "device": NAME}`` (the staff PIN) → ``{"token": …, "role": …, "device": …}``;
  a code that is unknown, expired or used, or a wrong PIN → 401. Misses are counted per
  address as the view PIN's are (a few a minute, then 429 with growing waits).
* ``POST /api/commands`` — ``Authorization: Bearer TOKEN`` and ``{"id": …, "kind": …, …}``
  (:mod:`tourney.web.command_json`) → ``{"status": "performed", "label": …, "seq": …}`` or
  ``{"status": "refused", "reason": …, "code": …}``; no token or an unknown one → 401, a
  role that may not → 403, a body that is not a command → 400 with a message.
* ``GET /api/staff`` — the phone's device and the staff view
  (:func:`~tourney.web.staff_view.staff_view`).
* ``GET /api/players?q=…`` — the desk's completion: players of the database whose name or
  nickname matches, with whether each is playing or out (names only, nothing private).

Every request that acts is performed on the thread that owns the tournament
(:mod:`tourney.web.owner`), by the same service as the window's: the answer leaves only
once the event is on disk. The words of an answer are in the phone's language
(``Accept-Language``); its ``error`` and ``code`` never change with it.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from aiohttp import web

from tourney.base.messages import translate
from tourney.core.commands import DIRECTOR, Command
from tourney.core.results import Performed, Refused
from tourney.core.staff import (
    NotPairedError,
    PairingCodeError,
    RoleError,
    StaffError,
    StaffPinError,
)
from tourney.domain.entries.actions import check_re_enter
from tourney.domain.errors import DomainError
from tourney.persistence.errors import PersistenceError
from tourney.web.command_json import CommandFormatError, read_command
from tourney.web.hub import Hub, encode
from tourney.web.owner import OwnerBusyError, Submit, on_owner
from tourney.web.security import Guard, refuse
from tourney.web.staff_gate import StaffGate, language_of, token_of

if TYPE_CHECKING:
    from tourney.core.staff import Staff
    from tourney.domain.state import TournamentState

__all__ = ["GATE", "STAFF", "StaffAccess", "add_staff_routes", "read_json"]


class StaffAccess:
    """What the staff's handlers need: the core's staff and how to reach its thread.

    The staff object is touched only on the thread that owns the tournament.

    Args:
        staff: The core's :class:`~tourney.core.staff.Staff`, or ``None`` for a room served
            without staff devices.
        submit: Runs a function on the owner thread.
    """

    def __init__(self, staff: Staff | None, submit: Submit | None) -> None:
        self.staff = staff
        self.submit = submit


STAFF = web.AppKey("staff", StaffAccess)
GATE = web.AppKey("gate", StaffGate)

_MOST_NAME = 200


def _answer(body: dict[str, object], status: int = 200) -> web.Response:
    return web.Response(text=encode(body), status=status, content_type="application/json")


def _access(request: web.Request) -> tuple[Staff, Submit]:
    access = request.app[STAFF]
    if access.staff is None or access.submit is None:
        raise refuse(404, "no_staff", "This server takes no staff devices.")
    return access.staff, access.submit


async def read_json(request: web.Request) -> Any:
    """The request's body as JSON (UTF-8, at most the server's request size).

    Raises:
        HTTPBadRequest: Not JSON, or not sent as ``application/json``.
        HTTPRequestEntityTooLarge: Bigger than the server takes.
    """
    if request.content_type != "application/json":
        raise refuse(400, "malformed", "Send the body as application/json.")
    raw = await request.read()
    try:
        return json.loads(raw.decode("utf-8"), parse_constant=_no_constant)
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise refuse(400, "malformed", "The body is not JSON.") from None


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a number JSON allows")


def _refused(
    status: int, error: str, refusal: StaffError | PersistenceError, language: str
) -> web.HTTPException:
    return refuse(status, error, refusal.translated(language), code=refusal.code)


async def _perform(request: web.Request, work: Any) -> Any:
    _staff, submit = _access(request)
    try:
        return await on_owner(submit, work)
    except OwnerBusyError:
        raise refuse(
            503, "busy", "The director's window is busy: try again.", **{"Retry-After": "2"}
        ) from None


# ----------------------------------------------------------------------------- pairing


async def pair(request: web.Request) -> web.Response:
    """``POST /api/pair``: a pairing code or the staff PIN gives the phone its token."""
    guard: Guard = request.app[GUARD_KEY]
    guard.check_origin(request)
    staff, _submit = _access(request)
    peer = request.remote or "?"
    wait = guard.pairings.wait(peer)
    if wait is not None:
        raise refuse(
            429, "locked", "Too many failed pairings: wait a moment.", **{"Retry-After": f"{wait}"}
        )
    language = language_of(request)
    body = await read_json(request)
    if not isinstance(body, dict):
        raise refuse(400, "malformed", "The body is a JSON object.")
    device = body.get("device", "")
    if not isinstance(device, str) or len(device) > _MOST_NAME:
        raise refuse(400, "malformed", "device must be text.")
    if set(body) <= {"code", "device"} and isinstance(body.get("code"), str):
        code = str(body["code"])
        work: Any = lambda: staff.pair(code, device)  # noqa: E731
    elif set(body) <= {"pin", "role", "device"} and all(
        isinstance(body.get(key), str) for key in ("pin", "role")
    ):
        pin, role = str(body["pin"]), str(body["role"])
        if role not in ("floor", "desk", "director"):
            raise refuse(400, "malformed", "role must be floor, desk or director.")
        work = lambda: staff.pair_with_pin(pin, role, device)  # noqa: E731
    else:
        raise refuse(
            400, "malformed", "Send a code and a device name, or a PIN, a role and a name."
        )
    try:
        paired = await _perform(request, work)
    except PairingCodeError as error:
        guard.pairings.missed(peer)
        raise _refused(401, "bad_code", error, language) from None
    except StaffPinError as error:
        guard.pairings.missed(peer)
        raise _refused(401, "bad_pin", error, language) from None
    except RoleError as error:
        guard.pairings.missed(peer)
        raise _refused(403, "not_allowed", error, language) from None
    except StaffError as error:
        raise _refused(400, "malformed", error, language) from None
    except PersistenceError as error:
        raise _refused(503, "storage", error, language) from None
    guard.pairings.forget(peer)
    return _answer(
        {"token": paired.token, "role": paired.device.role, "device": paired.device.name}
    )


# ----------------------------------------------------------------------------- commands


async def commands(request: web.Request) -> web.Response:
    """``POST /api/commands``: one command from a paired device, answered once it is stored."""
    guard: Guard = request.app[GUARD_KEY]
    guard.check_origin(request)
    staff, _submit = _access(request)
    language = language_of(request)
    token = token_of(request)
    device = request.app[GATE].device(token)
    if token is None or device is None:
        raise _not_paired(request, token, language)
    body = await read_json(request)
    try:
        command: Command = read_command(body)
    except CommandFormatError as error:
        raise refuse(400, "malformed", error.translated(language), code=error.code) from None
    own_undo = command.KIND == "undo"  # the floor's and the desk's own last action: the owner sees
    if device.role != DIRECTOR and device.role not in command.ROLES and not own_undo:
        raise refuse(403, "not_allowed", _not_allowed(device.role, language))
    try:
        result = await _perform(request, lambda: staff.perform(token, command))
    except NotPairedError as error:
        raise _refused(401, "not_paired", error, language) from None
    except RoleError as error:
        raise _refused(403, "not_allowed", error, language) from None
    except PersistenceError as error:  # the library cannot be written (a read-only window)
        raise _refused(503, "storage", error, language) from None
    if isinstance(result, Performed):
        draw = getattr(result.event.payload, "draw", None) or ()
        return _answer(
            {
                "status": "performed",
                "label": result.translated(language),
                "seq": result.event.seq,
                "repeated": result.repeated,
                # a draw for the button (the final-table redraw): the cards, as the window says
                "draw": " ".join(note.translated(language) for note in draw) or None,
            }
        )
    assert isinstance(result, Refused)
    return _answer(
        {"status": "refused", "reason": result.translated(language), "code": result.code}
    )


def _not_allowed(role: str, language: str) -> str:
    if role == "floor":
        return translate(language, "A phone paired for the floor may not do this.")
    return translate(language, "A phone paired for the desk may not do this.")


# ----------------------------------------------------------------------------- reading


def _device_or_401(request: web.Request, language: str) -> Any:
    token = token_of(request)
    device = request.app[GATE].device(token)
    if device is None:
        raise _not_paired(request, token, language)
    return device


def _not_paired(request: web.Request, token: str | None, language: str) -> web.HTTPException:
    """The 401 of a token that may not act: ``revoked`` when the director revoked it."""
    if request.app[GATE].was_revoked(token):
        return refuse(
            401,
            "revoked",
            translate(language, "The director revoked this phone's pairing: pair it again."),
        )
    return refuse(
        401, "not_paired", translate(language, "This phone is not paired: pair it again.")
    )


async def staff_state(request: web.Request) -> web.Response:
    """``GET /api/staff``: the paired phone's device and what the staff see now."""
    request.app[GUARD_KEY].check_origin(request)
    language = language_of(request)
    device = _device_or_401(request, language)
    hub: Hub = request.app[HUB_KEY]
    view = hub.staff_view(language)
    return _answer({"device": {"name": device.name, "role": device.role}, "staff": view})


async def players(request: web.Request) -> web.Response:
    """``GET /api/players?q=…``: the desk's completion from the player database."""
    request.app[GUARD_KEY].check_origin(request)
    language = language_of(request)
    device = _device_or_401(request, language)
    if device.role not in ("desk", DIRECTOR):
        raise refuse(403, "not_allowed", _not_allowed(device.role, language))
    query = request.query.get("q", "")[:80]
    staff, _submit = _access(request)

    def found() -> list[dict[str, object]]:
        service = staff.service
        state = service.state
        rows: list[dict[str, object]] = []
        for player in service.library.players.search(query, limit=8, language=language):
            entries = state.entries_of(player.id) if state is not None else ()
            rows.append(
                {
                    "player_id": player.id,
                    "name": player.name,
                    "nickname": player.nickname,
                    "playing": any(entry.active for entry in entries),
                    "out": bool(entries) and not any(entry.active for entry in entries),
                    "re_entry": _may_re_enter(state, player.id, service.now()),
                }
            )
        return rows

    return _answer({"players": await _perform(request, found)})


def _may_re_enter(state: TournamentState | None, player_id: int, now: float) -> bool:
    """Whether registering this player now is a re-entry the event allows."""
    if state is None or not state.entries_of(player_id):
        return False
    try:
        check_re_enter(state, player_id, now)
    except DomainError:
        return False
    return True


# ----------------------------------------------------------------------------- the routes

GUARD_KEY: web.AppKey[Guard] = web.AppKey("staff_guard", Guard)
HUB_KEY: web.AppKey[Hub] = web.AppKey("staff_hub", Hub)


def add_staff_routes(
    app: web.Application, *, guard: Guard, hub: Hub, access: StaffAccess, gate: StaffGate
) -> None:
    """Add the staff's API to the room's application."""
    app[GUARD_KEY] = guard
    app[HUB_KEY] = hub
    app[STAFF] = access
    app[GATE] = gate
    app.router.add_post("/api/pair", pair)
    app.router.add_post("/api/commands", commands)
    app.router.add_get("/api/staff", staff_state)
    app.router.add_get("/api/players", players)
