"""10,000 random requests at the staff's API: no answer is a 500, nothing stored breaks a rule.

A hypothesis strategy makes requests of every kind the server takes and many it does not:
every path, method, token (the floor's, the desk's, the director's, a revoked one, garbage,
none), Origin and Host headers, content types, and bodies — well-formed commands of every
kind with values near and far from the tournament's (entries, tables, seats, ids), pairing
bodies, random JSON and random bytes. They are sent to a server on a real socket, in batches
of a hundred, the fake clock moving on now and then. After them all, the tournament's log
replays with every rule checked (nothing was stored that the window would refuse) and
``tourney check`` passes on the library.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest
from aiohttp.test_utils import TestClient, TestServer
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.web.conftest import FakeClock, make_room
from tourney.cli.main import main
from tourney.core.service import TournamentService
from tourney.domain.log.audit import audit
from tourney.domain.serialize import setup_to_json
from tourney.web.command_json import KINDS
from tourney.web.settings import RoomSettings

pytestmark = pytest.mark.slow

BATCHES = 100
PER_BATCH = 100
EXPECTED = {200, 400, 401, 403, 404, 405, 413, 421, 429, 503}

small = st.integers(min_value=-3, max_value=40)
number = st.one_of(
    small, small, st.integers(), st.floats(allow_nan=False), st.booleans(), st.none()
)
text = st.one_of(st.sampled_from(["Ann Miller", "Zoe", "", " ", "Table 2"]), st.text(max_size=30))
json_value = st.recursive(
    st.one_of(
        st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=12)
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)
seat = st.lists(small, min_size=2, max_size=2)
FIELD_VALUES = {
    "busts": st.lists(
        st.fixed_dictionaries(
            {"entry": small},
            optional={"by": st.lists(small, max_size=2), "stack": st.one_of(st.none(), small)},
        ),
        max_size=3,
    ),
    "moves": st.lists(
        st.fixed_dictionaries(
            {
                "entry": small,
                "from": seat,
                "to": seat,
                "reason": st.sampled_from(["balance", "break", "final_table", "late_entry", "x"]),
            }
        ),
        max_size=3,
    ),
    "entries": st.lists(small, max_size=4),
    "closed": st.lists(small, max_size=2),
    "name": text,
    "nickname": text,
    "seconds": st.one_of(st.sampled_from([60, -60, 0, 86_401]), st.integers()),
    "on": st.booleans(),
    "resume": st.booleans(),
    "final_redraw": st.booleans(),
}


@st.composite
def commands(draw: st.DrawFn, setup: dict[str, object]) -> dict[str, object]:
    kind = draw(st.sampled_from(sorted(KINDS)))
    _cls, fields = KINDS[kind]
    body: dict[str, object] = {"kind": kind}
    if draw(st.integers(0, 20)):
        body["id"] = draw(
            st.one_of(
                st.integers(0, 10**9).map(str),
                st.text(min_size=1, max_size=8),
                st.sampled_from(["1", "2"]),
            )
        )
    for name, (_reader, required) in fields.items():
        if required or draw(st.booleans()):
            if name == "setup":
                changed = dict(setup)
                changed["name"] = draw(text)
                body[name] = draw(st.sampled_from([changed, {}, setup]))
            elif name == "structure":
                body[name] = draw(json_value)
            else:
                body[name] = draw(FIELD_VALUES.get(name, number))
    if draw(st.integers(0, 15)) == 0:
        body[draw(st.text(max_size=6))] = draw(json_value)
    return body


@st.composite
def well_formed(draw: st.DrawFn, setup: dict[str, object]) -> dict[str, object]:
    """A command a paired phone could send: the right envelope, values near the room's."""
    return {
        "path": "/api/commands",
        "method": "POST",
        "body": json.dumps(draw(commands(setup))).encode(),
        "token": draw(st.sampled_from(["floor", "desk", "director", "director"])),
        "origin": draw(st.sampled_from(["none", "self"])),
        "host": "good",
        "type": "application/json",
        "language": draw(st.sampled_from(["en", "it", "ro"])),
        "peer": "",
        "advance": draw(st.sampled_from([0.0] * 12 + [30.0, 400.0])),
    }


def requests(setup: dict[str, object]) -> st.SearchStrategy[dict[str, object]]:
    """Well-formed commands half the time, anything at all the other half."""
    return st.one_of(well_formed(setup), wild(setup))


@st.composite
def wild(draw: st.DrawFn, setup: dict[str, object]) -> dict[str, object]:
    path = draw(
        st.sampled_from(
            ["/api/commands"] * 6
            + ["/api/pair"] * 2
            + ["/api/staff", "/api/players", "/api/state", "/staff", "/api/nothing"]
        )
    )
    method = draw(st.sampled_from(["POST"] * 5 + ["GET", "PUT", "DELETE"]))
    body_kind = draw(st.sampled_from(["command"] * 6 + ["pair", "json", "bytes", "none"]))
    if body_kind == "command":
        body: bytes | None = json.dumps(draw(commands(setup))).encode()
    elif body_kind == "pair":
        pairing = draw(
            st.one_of(
                st.fixed_dictionaries({"code": text, "device": text}),
                st.fixed_dictionaries(
                    {
                        "pin": st.sampled_from(["482613", "000000", "1"]),
                        "role": text,
                        "device": text,
                    }
                ),
                st.fixed_dictionaries({"code": st.just("VALID"), "device": text}),
            )
        )
        body = json.dumps(pairing).encode()
    elif body_kind == "json":
        body = json.dumps(draw(json_value)).encode()
    elif body_kind == "bytes":
        body = draw(st.binary(max_size=200))
    else:
        body = None
    return {
        "path": path,
        "method": method,
        "body": body,
        "token": draw(st.sampled_from(["floor", "desk", "director", "revoked", "garbage", "none"])),
        "origin": draw(st.sampled_from(["none", "none", "self", "evil", "cross-site"])),
        "host": draw(st.sampled_from(["good"] * 8 + ["evil"])),
        "type": draw(st.sampled_from(["application/json"] * 8 + ["text/plain", ""])),
        "language": draw(st.sampled_from(["en", "it", "ro", "fr", ""])),
        "peer": draw(st.sampled_from(["", "192.168.1.10", "192.168.1.11", "10.0.0.5"])),
        "advance": draw(st.sampled_from([0.0] * 12 + [30.0, 400.0])),
    }


class Fuzzed:
    """One room on a real socket, kept across hypothesis's examples."""

    def __init__(self, tmp: Path) -> None:
        self.loop = asyncio.new_event_loop()
        self.clock = FakeClock()
        self.service = TournamentService.open(
            tmp / "library.sqlite", clock=self.clock, rng=random.Random(11)
        )
        self.service.create_demo()
        self.room = self.loop.run_until_complete(self._room())
        self.tokens = {
            role: self.room.paired(role, f"Fuzz {role}") for role in ("floor", "desk", "director")
        }
        lost = self.room.paired("floor", "Lost")
        self.room.staff.revoke(self.room.staff.device(lost).id)
        self.tokens["revoked"] = lost
        self.tokens["garbage"] = "g" * 43
        self.room.staff.set_pin("482613", ("floor", "desk"))
        self.statuses: dict[int, int] = {}
        self.sent = 0

    async def _room(self):
        async def client_of(app):
            client = TestClient(TestServer(app))
            await client.start_server()
            return client

        return await make_room(client_of, self.service, self.clock, RoomSettings())

    async def send(self, request: dict[str, object]) -> None:
        room = self.room
        self.clock.advance(float(request["advance"]))  # type: ignore[arg-type]
        headers: dict[str, str] = {}
        token = request["token"]
        if token != "none":
            headers["Authorization"] = f"Bearer {self.tokens[str(token)]}"
        host = f"{room.client.server.host}:{room.client.server.port}"
        if request["origin"] == "self":
            headers["Origin"] = f"http://{host}"
        elif request["origin"] == "evil":
            headers["Origin"] = "http://evil.example"
        elif request["origin"] == "cross-site":
            headers["Sec-Fetch-Site"] = "cross-site"
        if request["host"] == "evil":
            headers["Host"] = "evil.example"
        if request["type"]:
            headers["Content-Type"] = str(request["type"])
        if request["language"]:
            headers["Accept-Language"] = str(request["language"])
        if request["peer"]:
            headers["X-Test-Peer"] = str(request["peer"])
        body = request["body"]
        if body is not None and b'"VALID"' in body:  # type: ignore[operator]
            body = body.replace(b'"VALID"', json.dumps(room.staff.issue("floor").text).encode())  # type: ignore[union-attr]
        response = await room.client.request(
            str(request["method"]), str(request["path"]), data=body, headers=headers
        )
        await response.read()
        self.sent += 1
        self.statuses[response.status] = self.statuses.get(response.status, 0) + 1
        assert response.status != 500, request
        assert response.status in EXPECTED, (response.status, request)
        if response.status == 200 and request["path"] == "/api/commands":
            answer = json.loads(await response.text())
            assert answer["status"] in ("performed", "refused"), answer

    def batch(self, batch: list[dict[str, object]]) -> None:
        async def run() -> None:
            for request in batch:
                await self.send(request)

        self.loop.run_until_complete(run())

    def close(self) -> None:
        self.loop.run_until_complete(self.room.client.close())
        self.loop.close()
        self.service.close()


def test_ten_thousand_random_requests(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    fuzzed = Fuzzed(tmp_path)
    assert fuzzed.service.state is not None
    setup = setup_to_json(fuzzed.service.state.setup)
    before = fuzzed.service.state.last_seq

    @settings(
        max_examples=BATCHES,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.lists(requests(setup), min_size=PER_BATCH, max_size=PER_BATCH))
    def fire(batch: list[dict[str, object]]) -> None:
        fuzzed.batch(batch)

    try:
        fire()
        state = fuzzed.service.state
        assert state is not None
        events = fuzzed.service.library.events.events(fuzzed.service.tournament_id or 0)
    finally:
        fuzzed.close()
    assert fuzzed.sent >= BATCHES * PER_BATCH
    assert state.last_seq > before, fuzzed.statuses  # some commands were performed
    assert fuzzed.statuses.get(200, 0) and fuzzed.statuses.get(401, 0)
    replayed, refused = audit(events)
    assert refused == [], refused[:3]
    assert replayed.last_seq == state.last_seq
    capsys.readouterr()
    assert main(["check", str(tmp_path / "library.sqlite")]) == 0
