"""The staff's API: a phone pairs, acts through the same service, and is told what happened."""

from __future__ import annotations

import pytest

from tourney.core.staff import PAIRING_SECONDS
from tourney.domain.log.events import Origin

pytestmark = pytest.mark.asyncio


def bearer(token: str, **more: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", **more}


async def post(room, token: str | None, body: object, **headers: str):
    sent = bearer(token, **headers) if token is not None else dict(headers)
    return await room.client.post("/api/commands", json=body, headers=sent)


def _victim(room, index: int = 0) -> int:
    return room.service.state.active()[index].number


# ----------------------------------------------------------------------------- pairing


async def test_a_code_pairs_a_phone_once(room) -> None:
    code = room.staff.issue("floor").text
    response = await room.client.post("/api/pair", json={"code": code, "device": "Table 2"})
    assert response.status == 200
    paired = await response.json()
    assert paired["role"] == "floor" and paired["device"] == "Table 2"
    assert len(paired["token"]) >= 40
    again = await room.client.post("/api/pair", json={"code": code, "device": "Table 3"})
    assert again.status == 401
    refused = await again.json()
    assert refused["error"] == "bad_code" and refused["code"] == "staff.bad-code"
    assert "used already" in refused["message"]
    assert [d.name for d in room.staff.devices()] == ["Table 2"]


async def test_an_expired_or_unknown_code_pairs_nobody(room) -> None:
    code = room.staff.issue("director").text
    room.clock.advance(PAIRING_SECONDS + 1)
    for text in (code, "not-a-code-at-all-but-long-enough", ""):
        response = await room.client.post("/api/pair", json={"code": text, "device": "Mine"})
        assert response.status == 401, text
    assert room.staff.devices() == []


async def test_pairing_says_why_in_the_phones_language(room) -> None:
    room.clock.advance(0)
    code = room.staff.issue("floor").text
    room.clock.advance(PAIRING_SECONDS + 5)
    response = await room.client.post(
        "/api/pair", json={"code": code, "device": "T"}, headers={"Accept-Language": "it-IT"}
    )
    assert (await response.json())["message"].startswith("Questo codice di associazione è scaduto")


# ----------------------------------------------------------------------------- commands


async def test_a_bust_out_from_the_floor_is_stored_with_its_origin_and_labelled(room) -> None:
    token = room.paired("floor", "Table 2")
    victim = _victim(room)
    response = await post(
        room, token, {"id": "t2-1", "kind": "bust_out", "busts": [{"entry": victim}]}
    )
    assert response.status == 200
    answer = await response.json()
    assert answer["status"] == "performed" and answer["repeated"] is False
    assert answer["label"].startswith("Bust-out of ")
    event = room.service.state.log[answer["seq"] - 1]
    assert event.origin == Origin("Table 2", "floor")
    assert event.told.translated("en").endswith("— from the floor phone 'Table 2'")
    # it is in the library, read by another connection
    stored = room.service.library.events.by_command(room.service.tournament_id, event.command or "")
    assert stored == event


async def test_a_command_retried_after_a_lost_answer_is_applied_once(room) -> None:
    token = room.paired("floor")
    body = {"id": "retry-1", "kind": "bust_out", "busts": [{"entry": _victim(room)}]}
    first = await (await post(room, token, body)).json()
    before = room.count()
    second = await (await post(room, token, body)).json()
    assert second["seq"] == first["seq"] and second["repeated"] is True
    assert room.count() == before


async def test_two_phones_busting_the_same_player_the_second_is_refused_with_the_reason(
    room,
) -> None:
    one, two = room.paired("floor", "Table 1"), room.paired("floor", "Table 1 too")
    victim = _victim(room)
    body = {"kind": "bust_out", "busts": [{"entry": victim}]}
    assert (await (await post(room, one, {**body, "id": "a"})).json())["status"] == "performed"
    before = room.count()
    answer = await (await post(room, two, {**body, "id": "a"})).json()
    assert answer["status"] == "refused" and answer["code"].startswith("domain.")
    assert room.service.state.name(victim) in answer["reason"]
    assert room.count() == before


async def test_a_refusal_is_said_in_the_phones_language(room) -> None:
    token = room.paired("director")
    body = {"id": "s", "kind": "start_clock"}  # the demo's clock runs already
    english = await (await post(room, token, body)).json()
    italian = await post(room, token, {**body, "id": "s2"}, **{"Accept-Language": "it"})
    assert english["reason"] == "The clock is already running."
    assert (await italian.json())["reason"] == "L’orologio è già in funzione."


async def test_the_director_runs_the_clock_and_undoes_the_last_action_by_name(room) -> None:
    floor, director = room.paired("floor", "Table 2"), room.paired("director", "Mine")
    busted = await (
        await post(
            room, floor, {"id": "b", "kind": "bust_out", "busts": [{"entry": _victim(room)}]}
        )
    ).json()
    for kind in ("pause_clock", "resume_clock", "next_level", "previous_level"):
        answer = await (await post(room, director, {"id": kind, "kind": kind})).json()
        assert answer["status"] == "performed", (kind, answer)
    adjusted = await (
        await post(room, director, {"id": "+1", "kind": "adjust_clock", "seconds": 60})
    ).json()
    assert adjusted["label"] == "Add 1 minute"
    staff = await (await room.client.get("/api/staff", headers=bearer(director))).json()
    undo = staff["staff"]["undo"]
    assert undo["seq"] == busted["seq"]  # clock actions are not undone: the bust-out is
    assert undo["label"].startswith("Undo bust-out of ") and "'Table 2'" in undo["label"]
    wrong = await (await post(room, director, {"id": "u0", "kind": "undo", "expected": 3})).json()
    assert wrong["status"] == "refused"
    undone = await (
        await post(room, director, {"id": "u", "kind": "undo", "expected": busted["seq"]})
    ).json()
    assert undone["status"] == "performed" and room.service.state.players_left == 22


async def test_the_desk_registers_with_completion_from_the_player_database(room) -> None:
    desk = room.paired("desk", "Door")
    found = await (await room.client.get("/api/players?q=ann", headers=bearer(desk))).json()
    names = [row["name"] for row in found["players"]]
    assert "Ann Miller" in names
    ann = next(row for row in found["players"] if row["name"] == "Ann Miller")
    assert set(ann) == {"player_id", "name", "nickname", "playing", "out", "re_entry"}
    assert ann["re_entry"] is (ann["out"] and room.service.state.setup.buyins.re_entries != 0)
    answer = await (
        await post(room, desk, {"id": "r1", "kind": "register", "name": "Zoe Quinn"})
    ).json()
    assert answer["status"] == "performed" and "Zoe Quinn" in answer["label"]
    entry = room.service.state.entries[max(room.service.state.entries)]
    seat = room.service.state.seat_of(entry.number)
    assert seat is not None  # the seat is drawn at once
    view = (await (await room.client.get("/api/staff", headers=bearer(desk))).json())["staff"]
    mine = next(row for row in view["playing"] if row["entry"] == entry.number)
    assert (mine["table"], mine["seat"]) == seat
    floor = room.paired("floor")
    refused = await room.client.get("/api/players?q=ann", headers=bearer(floor))
    assert refused.status == 403


async def test_the_floor_accepts_the_moves_the_phones_are_shown(room) -> None:
    floor = room.paired("floor", "Table 3")
    view = await _bust_until_proposed(room, floor)
    proposal = view["proposal"]
    assert proposal is not None and proposal["moves"]
    body = {
        "id": "accept",
        "kind": "accept_moves",
        "moves": [{k: m[k] for k in ("entry", "from", "to", "reason")} for m in proposal["moves"]],
        "closed": proposal["closed"],
        "final_redraw": proposal["final_redraw"],
    }
    answer = await (await post(room, floor, body)).json()
    assert answer["status"] == "performed", answer
    for move in proposal["moves"]:
        assert room.service.state.seat_of(move["entry"]) == tuple(move["to"])
    stale = await (await post(room, floor, {**body, "id": "again"})).json()
    assert stale["status"] == "refused"  # the room has changed since: the reason is said


async def _bust_until_proposed(room, floor: str) -> dict:
    state = room.service.state
    for index in range(8):  # bust a table's players until the room needs balancing
        table = state.room.tables[0]
        entry = next(e for e in table.seats if e is not None)
        answer = await (
            await post(
                room, floor, {"id": f"b{index}", "kind": "bust_out", "busts": [{"entry": entry}]}
            )
        ).json()
        assert answer["status"] == "performed"
        state = room.service.state
        view = (await (await room.client.get("/api/staff", headers=bearer(floor))).json())["staff"]
        if view["proposal"] is not None:
            return view
    raise AssertionError("no proposal came")


async def test_the_phones_and_the_window_are_shown_the_same_proposal(room) -> None:
    from tourney.domain.room.actions import room_proposal

    floor = room.paired("floor", "Table 3")
    view = await _bust_until_proposed(room, floor)
    proposal = room_proposal(room.service.state)  # what the window's Tables tab shows
    shown = [(m["entry"], tuple(m["from"]), tuple(m["to"])) for m in view["proposal"]["moves"]]
    assert shown == [
        (int(s.player), (s.from_table, s.from_seat), (s.to_table, s.to_seat))
        for s in proposal.moves
    ]


async def test_balancing_waits_for_the_button_where_it_is_not_confirmed(room) -> None:
    floor = room.paired("floor", "Table 3")
    view = await _bust_until_proposed(room, floor)
    balancing = [m for m in view["proposal"]["moves"] if m["reason"] == "balance"]
    assert balancing, view["proposal"]
    room.clock.advance(4 * 60)  # four minutes of play: nobody has said where the button is
    view = (await (await room.client.get("/api/staff", headers=bearer(floor))).json())["staff"]
    asks = view["proposal"]["asks_button"]
    source = balancing[0]["from"][0]
    assert asks["table"] == source and "Where is the button" in asks["says"]
    body = {
        "id": "accept",
        "kind": "accept_moves",
        "moves": [
            {k: m[k] for k in ("entry", "from", "to", "reason")} for m in view["proposal"]["moves"]
        ],
        "closed": view["proposal"]["closed"],
        "final_redraw": view["proposal"]["final_redraw"],
    }
    refused = await (await post(room, floor, body)).json()
    assert refused["status"] == "refused" and "Where is the button" in refused["reason"]
    table = next(t for t in view["tables"] if t["table"] == source)
    told = await post(
        room,
        floor,
        {"id": "btn", "kind": "set_button", "table": source, "seat": table["seats"][0]["seat"]},
    )
    assert (await told.json())["status"] == "performed"
    view = (await (await room.client.get("/api/staff", headers=bearer(floor))).json())["staff"]
    assert view["proposal"]["asks_button"] is None
    body["moves"] = [
        {k: m[k] for k in ("entry", "from", "to", "reason")} for m in view["proposal"]["moves"]
    ]
    answer = await (await post(room, floor, {**body, "id": "accept-2"})).json()
    assert answer["status"] == "performed", answer


async def test_a_phone_sees_the_tables_with_the_button_and_blinds(room) -> None:
    floor = room.paired("floor")
    response = await room.client.get("/api/staff", headers=bearer(floor))
    body = await response.json()
    assert body["device"] == {"name": "Phone", "role": "floor"}
    table = body["staff"]["tables"][0]
    assert {"table", "seats", "open", "button", "sb", "bb", "confirmed"} <= set(table)
    assert table["bb"] in {seat["seat"] for seat in table["seats"]}
    set_button = await post(
        room,
        floor,
        {
            "id": "btn",
            "kind": "set_button",
            "table": table["table"],
            "seat": table["seats"][0]["seat"],
        },
    )
    assert (await set_button.json())["status"] == "performed"


async def test_every_viewer_sees_a_phones_change(room) -> None:
    token = room.paired("floor")
    async with room.client.ws_connect("/api/live") as ws:
        assert (await ws.receive_json())["players_left"] == 22
        await post(
            room, token, {"id": "x", "kind": "bust_out", "busts": [{"entry": _victim(room)}]}
        )
        change = await ws.receive_json()
        assert change["type"] == "change" and change["set"]["players_left"] == 21


async def test_a_library_that_cannot_be_written_is_a_503_not_a_crash(room, monkeypatch) -> None:
    from tourney.persistence.errors import PersistenceError

    floor = room.paired("floor")

    def cannot(*_args: object, **_kwargs: object) -> None:
        raise PersistenceError("cannot write in {folder}: the disk is full", folder="/lib")

    monkeypatch.setattr(room.staff, "perform", cannot)
    response = await post(room, floor, {"id": "x", "kind": "bust_out", "busts": [{"entry": 1}]})
    assert response.status == 503
    body = await response.json()
    assert body["error"] == "storage" and "disk is full" in body["message"]


async def test_a_final_table_redraw_from_a_phone_answers_with_the_draw_for_the_button(
    room,
) -> None:
    floor = room.paired("floor", "Table 1")
    for index in range(40):
        view = (await (await room.client.get("/api/staff", headers=bearer(floor))).json())["staff"]
        proposal = view["proposal"]
        if proposal is None:
            entry = room.service.state.active()[-1].number
            body = {"id": f"b{index}", "kind": "bust_out", "busts": [{"entry": entry}]}
            assert (await (await post(room, floor, body)).json())["status"] == "performed"
            continue
        moves = [{k: m[k] for k in ("entry", "from", "to", "reason")} for m in proposal["moves"]]
        body = {
            "id": f"a{index}",
            "kind": "accept_moves",
            "moves": moves,
            "closed": proposal["closed"],
            "final_redraw": proposal["final_redraw"],
        }
        answer = await (await post(room, floor, body)).json()
        assert answer["status"] == "performed", answer
        if proposal["final_redraw"]:
            assert answer["draw"], answer  # the cards drawn for the button, said to the phone
            return
        assert answer["draw"] is None
    raise AssertionError("the final table never came")


async def test_a_revoked_phone_is_told_it_was_revoked(room) -> None:
    token = room.paired("floor", "Lost")
    unknown = "x" * 43
    device = room.staff.devices()[0]
    room.staff.revoke(device.id)
    for path in ("/api/staff",):
        refused = await room.client.get(path, headers=bearer(token))
        assert refused.status == 401 and (await refused.json())["error"] == "revoked"
        stranger = await room.client.get(path, headers=bearer(unknown))
        assert stranger.status == 401 and (await stranger.json())["error"] == "not_paired"
    answer = await post(room, token, {"id": "x", "kind": "pause_clock"})
    assert answer.status == 401 and (await answer.json())["error"] == "revoked"


async def test_the_floor_is_told_what_a_rebuy_and_the_add_on_cost(room) -> None:
    from tourney.domain.money.money_text import money

    floor = room.paired("floor")
    buyins = room.service.state.setup.buyins
    view = (await (await room.client.get("/api/staff", headers=bearer(floor))).json())["staff"]
    assert buyins.rebuy is not None and buyins.addon is not None
    price = money(buyins.rebuy.price.price, room.service.state.setup.currency)
    assert view["rebuy_terms"] == f"{price} for {buyins.rebuy.chips:,} chips"
    assert view["add_on_terms"].endswith(f"for {buyins.addon.chips:,} chips")
    italian = await room.client.get(
        "/api/staff", headers=bearer(floor, **{"Accept-Language": "it"})
    )
    assert " per " in (await italian.json())["staff"]["rebuy_terms"]


async def test_the_players_are_listed_as_the_phones_language_sorts_names(room) -> None:
    from tourney.core.commands import Register
    from tourney.core.results import Performed

    added = ("Ștefan Vodă", "Cristina Pop", "Vlad Ene", "Cătălin Moț", "Sorin Iacob")
    for name in added:
        assert isinstance(room.service.perform(Register(name=name)), Performed)
    desk = room.paired("desk", "Door")
    view = await room.client.get("/api/staff", headers=bearer(desk, **{"Accept-Language": "ro"}))
    names = [row["name"] for row in (await view.json())["staff"]["playing"]]
    ours = [name for name in names if name in added]
    assert ours == ["Cătălin Moț", "Cristina Pop", "Sorin Iacob", "Ștefan Vodă", "Vlad Ene"]
