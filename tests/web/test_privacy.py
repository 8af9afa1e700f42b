"""Nothing private ever leaves for the network: every private field filled, none of it ever sent.

The demo's players get an e-mail, a phone number, the director's notes and player-database ids
nobody could mistake; then everything the server sends (the state, every change and moment of
a night with bust-outs, a balancing move and the end, the pongs, the address, the pages) is
searched for each of them, in every way the director may name the players.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Iterator

import pytest

from tests.web.conftest import FakeClock, make_room
from tourney.core import commands as c
from tourney.core.service import TournamentService
from tourney.domain.demo import DEMO_NAMES
from tourney.web.names import NameStyle
from tourney.web.settings import RoomSettings

pytestmark = pytest.mark.asyncio

FIRST_ID = 987_001
PRIVATE_KEYS = {"email", "phone", "notes", "player_id", "merged_into", "search_key"}
LATE = (("Zoe Hidden", "Zed"), ("Yuri Secretson", ""))
"""Two late registrations, found in the player database with their nicknames."""


def _private(index: int) -> dict[str, str]:
    return {
        "email": f"player{index}@private.example",
        "phone": f"+40 700 {index:03d} 555",
        "notes": f"SECRET-NOTE-{index}: owes the bar",
    }


@pytest.fixture
def secretive(tmp_path, clock: FakeClock) -> Iterator[TournamentService]:
    """The demo, its players' private fields all filled and their ids unmistakable."""
    service = TournamentService.open(tmp_path / "library.sqlite", clock=clock, rng=random.Random(3))
    players = service.library.players
    placeholder = players.add("Placeholder")  # the next ids follow the highest
    service.library.db.execute(
        "UPDATE players SET id = ? WHERE id = ?", [FIRST_ID - 1, placeholder.id]
    )
    added = [players.add(name, nickname=f"Nick{i}") for i, name in enumerate(DEMO_NAMES)]
    service.create_demo()  # finds them by name
    for index, player in enumerate(added):
        players.update(player.id, **_private(index))
        assert players.get(player.id).notes.startswith("SECRET")
    for index, (name, nickname) in enumerate(LATE, start=len(DEMO_NAMES)):
        late = players.add(name, nickname=nickname, **_private(index))
        assert service.perform(c.Register(player_id=late.id)).ok
    assert {p.id for p in service.state.players.values()} == {
        FIRST_ID + i for i in range(len(DEMO_NAMES) + len(LATE))
    }
    yield service
    service.close()


def _walk(value: object, keys: set[str], numbers: set[int], texts: list[str]) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            keys.add(key)
            _walk(item, keys, numbers, texts)
    elif isinstance(value, list):
        for item in value:
            _walk(item, keys, numbers, texts)
    elif isinstance(value, bool):
        return
    elif isinstance(value, int):
        numbers.add(value)
    elif isinstance(value, str):
        texts.append(value)


def _check(sent: list[str], style: NameStyle) -> None:
    keys: set[str] = set()
    numbers: set[int] = set()
    texts: list[str] = []
    for text in sent:
        assert (
            "@private.example" not in text and "SECRET-NOTE" not in text and "+40 700" not in text
        )
        try:
            _walk(json.loads(text), keys, numbers, texts)
        except ValueError:
            texts.append(text)  # a page or an SVG
    assert not keys & PRIVATE_KEYS, keys & PRIVATE_KEYS
    ids = {FIRST_ID + i for i in range(len(DEMO_NAMES) + len(LATE))}
    assert not numbers & ids, numbers & ids
    everything = "\n".join(texts)
    for name in (*DEMO_NAMES, *(late for late, _ in LATE)):
        surname = name.split()[-1]
        if style is NameStyle.FULL:
            assert name in everything or surname  # the names are there, as chosen
        else:
            assert surname not in everything, (style, surname)
    if style is NameStyle.FULL:
        assert "Zed" not in everything


async def _night(room, collected: list[str]) -> None:
    """A night's changes while a page follows: bust-outs, a move, a level, the end."""
    async with room.client.ws_connect("/api/live") as ws:

        async def drain() -> None:
            while True:
                try:
                    message = await asyncio.wait_for(ws.receive(), 0.2)
                except TimeoutError:
                    return
                collected.append(message.data)

        service = room.service
        table_one = [e for e in service.state.room.tables[0].seats if e is not None]
        for number in table_one[:3]:
            service.perform(c.BustOut(busts=(c.Bust(number),)))
        assert service.perform(c.AcceptProposal()).ok
        await ws.send_json({"type": "ping", "id": 1})
        await drain()
        room.clock.advance(20 * 60)
        room.hub.tick()
        await drain()
        while service.state.players_left > 1:
            victim = service.state.active()[-1].number
            assert service.perform(c.BustOut(busts=(c.Bust(victim),))).ok
        await drain()
    for path in ("/api/state", "/api/address", "/api/qr.svg", "/", "/display"):
        collected.append(await (await room.client.get(path)).text())


@pytest.mark.parametrize("style", list(NameStyle), ids=lambda s: s.value)
async def test_nothing_private_is_ever_sent(aiohttp_client, secretive, clock, style) -> None:
    room = await make_room(aiohttp_client, secretive, clock, RoomSettings(style))
    collected: list[str] = []
    await _night(room, collected)
    assert len(collected) > 10
    assert any('"results"' in text and '"winner"' in text for text in collected)
    _check(collected, style)


async def test_nicknames_are_shown_when_chosen(aiohttp_client, secretive, clock) -> None:
    room = await make_room(aiohttp_client, secretive, clock, RoomSettings(NameStyle.NICKNAME))
    state = await (await room.client.get("/api/state")).json()
    names = {row["name"] for row in state["seats"]}
    assert "Zed" in names and "Yuri S." in names  # no nickname: first name and initial
    assert all(name == "Zed" or name.endswith(".") for name in names)
