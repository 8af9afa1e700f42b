"""``GET /api/state``: the contract's fields, with the figures the window and the reports show."""

from __future__ import annotations

import pytest

from tourney.core import commands as c
from tourney.domain.figures import compute_figures, standings
from tourney.web.hub import empty_view
from tourney.web.room_view import room_view

pytestmark = pytest.mark.asyncio

CONTRACT = {
    "tournament": str,
    "clock": dict,
    "players_left": int,
    "entries": int,
    "prize_pool_cents": int,
    "currency": dict,
    "payouts": list,
    "seats": list,
    "moves": list,
    "finished": bool,
}


async def _state(room) -> dict:
    response = await room.client.get("/api/state")
    assert response.status == 200
    assert response.content_type == "application/json"
    assert response.headers["Cache-Control"] == "no-store"
    return await response.json()


async def test_the_state_has_every_field_of_the_contract(room) -> None:
    state = await _state(room)
    for field, kind in CONTRACT.items():
        assert isinstance(state[field], kind), field
    assert set(state["clock"]) >= {"running", "level", "time_left_ms", "server_time_ms"}
    assert {"place", "amount_cents", "name"} <= set(state["payouts"][0])
    assert {"name", "table", "seat"} <= set(state["seats"][0])
    assert state["type"] == "state" and state["protocol"] == 1


async def test_the_figures_are_the_domains(room) -> None:
    state = await _state(room)
    tournament = room.service.state
    figures = compute_figures(tournament, room.clock())
    assert state["tournament"] == "Demo Friday Deepstack"
    assert state["players_left"] == figures.players_left == 22
    assert state["entries"] == figures.entries == 27
    assert state["prize_pool_cents"] == figures.pool.total
    assert state["average_stack"] == figures.average_stack
    assert state["average_bb"] == figures.average_stack // figures.big_blind
    assert figures.payouts is not None
    assert [p["amount_cents"] for p in state["payouts"]] == list(figures.payouts.payouts.amounts)
    assert [p["place"] for p in state["payouts"]] == list(range(1, len(state["payouts"]) + 1))


async def test_the_clock_is_sent_as_absolute_times(room) -> None:
    state = await _state(room)
    clock = state["clock"]
    stored = room.service.state.clock.advance(room.clock()).state  # levels 1 to 3 are over
    reading = stored.reading(room.clock())
    assert clock["running"] is True and clock["level"] == 4
    assert clock["server_time_ms"] == round(room.clock() * 1000)
    assert clock["ends_at_ms"] == stored.ends_at_ms
    assert (
        clock["time_left_ms"]
        == reading.time_left_ms
        == clock["ends_at_ms"] - clock["server_time_ms"]
    )
    assert clock["to_break_ms"] == reading.to_break_ms
    room.service.perform(c.PauseClock())
    paused = (await _state(room))["clock"]
    assert paused["running"] is False and paused["ends_at_ms"] is None
    assert paused["time_left_ms"] == reading.time_left_ms
    room.clock.advance(600)  # paused: nothing moves
    assert (await _state(room))["clock"]["time_left_ms"] == reading.time_left_ms


async def test_a_level_that_ended_is_caught_up_without_any_event(room) -> None:
    before = await _state(room)
    room.clock.advance(before["clock"]["time_left_ms"] / 1000 + 1)
    after = (await _state(room))["clock"]
    assert after["level"] == 5 and after["index"] == before["clock"]["index"] + 1
    level = before["structure"][after["index"]]
    assert after["time_left_ms"] == level["seconds"] * 1000 - 1000


async def test_every_seated_player_is_listed_by_name_with_table_and_seat(room) -> None:
    state = await _state(room)
    tournament = room.service.state
    assert len(state["seats"]) == tournament.players_left
    for row in state["seats"]:
        entry = next(e for e in tournament.active() if tournament.name(e.number) == row["name"])
        assert tournament.seat_of(entry.number) == (row["table"], row["seat"])
    names = [row["name"] for row in state["seats"]]
    busted = [tournament.name(e.number) for e in tournament.entries.values() if not e.active]
    assert busted and not set(busted) & set(names)
    assert names.index("Łukasz Nowak") < names.index("Niccolò Rossi")  # Ł sorts as L
    assert names.index("Niccolò Rossi") < names.index("Olga Petrova")


async def test_a_bust_out_is_in_the_state_at_once(room) -> None:
    victim = room.service.state.active()[0]
    name = room.service.state.name(victim.number)
    room.service.perform(c.BustOut(busts=(c.Bust(victim.number),)))
    state = await _state(room)
    assert state["players_left"] == 21
    assert name not in [row["name"] for row in state["seats"]]


async def test_a_move_says_where_from_and_is_among_the_recent_moves(room) -> None:
    service = room.service
    table_one = [e for e in service.state.room.tables[0].seats if e is not None]
    for number in table_one[:3]:
        service.perform(c.BustOut(busts=(c.Bust(number),)))
    result = service.perform(c.AcceptProposal())
    assert result.ok
    state = await _state(room)
    moved = [row for row in state["seats"] if "moved" in row]
    assert moved and len(moved) == len(state["moves"])
    for row in moved:
        move = next(m for m in state["moves"] if m["name"] == row["name"])
        assert (move["table"], move["seat"]) == (row["table"], row["seat"])
        assert (move["from_table"], move["from_seat"]) == (
            row["moved"]["from_table"],
            row["moved"]["from_seat"],
        )
        assert move["from_table"] != move["table"]


async def test_after_a_deal_the_ladder_shows_the_deals_amounts(room) -> None:
    from tourney.domain.figures import prizes_left
    from tourney.domain.money.deals import chip_chop

    service = room.service
    while service.state.players_left > 3:
        victim = service.state.active()[-1].number
        assert service.perform(c.BustOut(busts=(c.Bust(victim),))).ok
    tournament = service.state
    stacks = [(str(e.number), 10_000 * (i + 1)) for i, e in enumerate(tournament.active())]
    deal = chip_chop(stacks, prizes_left(tournament))
    assert service.perform(c.RecordDeal(deal=deal)).ok
    state = await _state(room)
    assert state["deal"] is not None
    got = {row["name"]: row["amount_cents"] for row in state["deal"]["players"]}
    want = {tournament.name(int(p)): a for p, a in zip(deal.players, deal.amounts, strict=True)}
    assert got == want
    assert state["payouts"][0]["place"] == 4  # the places below the deal
    # each with who finished there and his prize, as the window's Payouts tab says them
    from tourney.domain.figures import PaidKind, paid_places

    placed = [line for line in paid_places(service.state) if line.kind is PaidKind.PLACE]
    assert [(p["place"], p["amount_cents"], p["name"]) for p in state["payouts"]] == [
        (line.place, line.amount, line.name) for line in placed
    ]
    assert all(p["name"] for p in state["payouts"])


async def test_at_the_end_the_results_and_the_winner(room) -> None:
    service = room.service
    while service.state.players_left > 1:
        victim = service.state.active()[-1].number
        assert service.perform(c.BustOut(busts=(c.Bust(victim),))).ok
    state = await _state(room)
    tournament = service.state
    assert state["finished"] is True
    assert state["winner"] == tournament.name(tournament.winner.number)
    places = [row["place"] for row in state["results"]]
    assert places == sorted(places) and places[0] == 1 and len(places) == 27
    prizes = {s.name: s.prize for s in standings(tournament) if s.place is not None}
    assert {row["name"]: row["amount_cents"] for row in state["results"]} == prizes


async def test_without_a_tournament_the_same_fields_are_empty(room) -> None:
    fields = set(room_view(room.service.state, room.clock()))
    room.service.close_tournament()
    state = await _state(room)
    assert state["tournament"] is None and state["clock"] is None and state["seats"] == []
    assert set(empty_view(room.clock())) == fields


async def test_the_pages_are_served(room) -> None:
    for path, marker in (("/", "phone.js"), ("/display", "display.js")):
        response = await room.client.get(path)
        assert response.status == 200 and response.content_type == "text/html"
        assert marker in await response.text()
    missing = await room.client.get("/nothing-here")
    assert missing.status == 404


async def test_a_page_seen_before_is_not_sent_again(room) -> None:
    first = await room.client.get("/assets/room.js")
    etag = first.headers["ETag"]
    again = await room.client.get("/assets/room.js", headers={"If-None-Match": etag})
    assert again.status == 304 and await again.read() == b""


async def test_the_qr_code_gives_the_rooms_address(room) -> None:
    response = await room.client.get("/api/qr.svg")
    assert response.status == 200 and response.content_type == "image/svg+xml"
    assert (await response.text()).startswith("<svg")
    address = await (await room.client.get("/api/address")).json()
    assert address == {"urls": ["http://127.0.0.1:8080/"], "pin": False}
