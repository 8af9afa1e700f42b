"""A tournament as one JSON document: round trips, and bad files refused by field."""

from __future__ import annotations

import copy
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.domain.log.golden import digest
from tourney.domain.demo import demo_setup
from tourney.domain.entries.actions import create_tournament, register
from tourney.domain.entries.players import Player
from tourney.domain.log.codec import events_from_records, to_record
from tourney.domain.log.reducer import replay
from tourney.persistence.errors import ImportFileError, PersistenceError
from tourney.persistence.exchange import import_tournament, read_tournament_file
from tourney.persistence.exchange_export import export_tournament, write_tournament_file
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import create_demo

from .conftest import FakeClock, dump

# -- round trip ----------------------------------------------------------------------------------

GOLDEN = Path(__file__).parents[1] / "domain" / "log" / "fixtures"


def _named(library: Library, tournament_id: int) -> list[Any]:
    """The log's records with every player reference replaced by the player's name."""
    names = {p.id: p.name for p in library.players.all_players(include_merged=True)}
    return [
        {**record, "data": _map_refs(record["data"], names)}
        for record in library.events.records(tournament_id)
    ]


def _map_refs(value: Any, mapping: dict[int, Any]) -> Any:
    if isinstance(value, dict):
        return {
            k: mapping[v] if k == "player_id" else _map_refs(v, mapping) for k, v in value.items()
        }
    if isinstance(value, list):
        return [_map_refs(v, mapping) for v in value]
    return value


@settings(
    max_examples=5, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(0, 1000), st.integers(0, 3))
def test_export_then_import_gives_the_same_log(
    tmp_path_factory: pytest.TempPathFactory, seed: int, strangers: int
) -> None:
    folder = tmp_path_factory.mktemp("roundtrip")
    with Library.open(folder / "a.sqlite", clock=FakeClock()) as source:
        for number in range(strangers):  # so that ids differ between the libraries
            source.players.add(f"Somebody Unrelated {number}")
        demo = create_demo(source, now=1_742_000_000.0, seed=seed)
        write_tournament_file(source, demo.tournament_id, folder / "friday.json")
        expected = _named(source, demo.tournament_id)
    with Library.open(folder / "b.sqlite", clock=FakeClock()) as target:
        target.players.add("Somebody Else")
        new_id = read_tournament_file(target, folder / "friday.json")
        assert target.events.tournament(new_id).name == "Demo Friday Deepstack"
        assert _named(target, new_id) == expected
        assert digest(replay(target.events.events(new_id))) == digest(demo.state)


def _document(records: list[dict[str, Any]]) -> dict[str, Any]:
    """An export document of format-1 records (as Tourney wrote them before typed events)."""
    ids = sorted(
        {r["data"]["player"]["player_id"] for r in records if r["kind"] == "player_registered"}
    )
    names = {
        r["data"]["player"]["player_id"]: r["data"]["player"]["name"]
        for r in records
        if r["kind"] == "player_registered"
    }
    return {
        "format": "tourney-tournament",
        "version": 1,
        "tournament": {"name": "Friday", "status": ""},
        "players": [{"id": pid, "name": names[pid]} for pid in ids],
        "events": records,
    }


def test_a_version_1_file_imports_with_its_places_corrected(library: Library) -> None:
    records = json.loads((GOLDEN / "night_v1.json").read_text(encoding="utf-8"))
    tid = import_tournament(library, _document(records))
    state = replay(library.events.events(tid))
    places = sorted(e.place for e in state.entries.values() if e.place is not None)
    assert places == [*range(2, 23), 22, *range(24, 28)]  # 22nd a tie: Bob and Olga
    assert {r["format"] for r in library.events.records(tid)} == {2}
    assert state.log[1].label.translated("it") == "Iscrizione di Ann Miller"


def _forged(records: list[dict[str, Any]], change: Any) -> dict[str, Any]:
    forged = copy.deepcopy(records)
    change(forged)
    return _document(forged)


def _bust_twice(records: list[dict[str, Any]]) -> None:
    first = next(r for r in records if r["kind"] == "bust_out")
    records.append({**copy.deepcopy(first), "seq": len(records) + 1})


def _rebuy_busted(records: list[dict[str, Any]]) -> None:
    first = next(r for r in records if r["kind"] == "bust_out")
    victim = first["data"]["busted"][0]["entry"]
    data = {"entry": victim, "chips": 10_000, "bounty": 0, "stack": 0}
    at = records[-1]["at"]
    records.append({"seq": len(records) + 1, "kind": "rebuy", "at": at, "label": "", "data": data})


@pytest.mark.parametrize(
    ("change", "reason"),
    [
        (_bust_twice, "already busted out"),
        (_rebuy_busted, "already busted out"),
    ],
    ids=["a bust-out twice", "a rebuy for a busted entry"],
)
def test_an_event_the_rules_refuse_is_not_imported(
    library: Library, db_path: Path, change: Any, reason: str
) -> None:
    records = json.loads((GOLDEN / "demo_v1.json").read_text(encoding="utf-8"))
    before = dump(db_path)
    with pytest.raises(ImportFileError, match=f"refused by the rules: .*{reason}"):
        import_tournament(library, _forged(records, change))
    assert dump(db_path) == before


def test_forged_places_and_bounties_cannot_be_stored(library: Library, db_path: Path) -> None:
    demo = create_demo(library, now=1_742_000_000.0, seed=3)
    document = export_tournament(library, demo.tournament_id)
    bust = next(r for r in document["events"] if r["kind"] == "bust_out")
    before = dump(db_path)
    for field, value in (("place", 1), ("bounties", [{"entry": 1, "cash": 10**30}])):
        forged = copy.deepcopy(document)
        target = next(r for r in forged["events"] if r["seq"] == bust["seq"])
        if field == "place":
            target["data"]["busted"][0]["place"] = value
        else:
            target["data"]["bounties"] = value
        with pytest.raises(ImportFileError, match="unknown fields"):
            import_tournament(library, forged)
    assert dump(db_path) == before


def test_import_reuses_a_player_with_the_same_name_and_email(library: Library) -> None:
    demo = create_demo(library, now=1_742_000_000.0)
    count = library.players.count()
    document = export_tournament(library, demo.tournament_id)
    new_id = import_tournament(library, document, name="Demo again")
    assert library.players.count() == count
    assert library.events.records(new_id) == library.events.records(demo.tournament_id)
    assert library.events.tournament(new_id).name == "Demo again"


def test_export_names_the_player_an_old_id_resolves_to(library: Library) -> None:
    keep = library.players.add("Łukasz Kowalski")
    dup = library.players.add("Lukasz K")
    tid = import_tournament(library, _valid_with(dup.id, "Lukasz K"), verify=None)
    library.players.merge(keep.id, dup.id)
    document = export_tournament(library, tid)
    assert [(p["id"], p["name"]) for p in document["players"]] == [(dup.id, "Łukasz Kowalski")]


def test_a_tournament_that_merged_a_typo_exports_and_imports_with_the_merge(
    tmp_path: Path,
) -> None:
    from tourney.core import commands as c
    from tourney.core.service import TournamentService

    service = TournamentService.open(tmp_path / "first.sqlite", clock=lambda: 1_742_000_000.0)
    service.create_demo()
    service.perform(c.Register(name="Ann  Miler"))
    typo = service.state.entries[max(service.state.entries)].player_id
    keep = service.library.players.add("Zed Keeper")
    service.perform(c.MergePlayers(duplicate=typo, keep_id=keep.id))
    document = export_tournament(service.library, service.tournament_id)
    listed = {p["id"]: p["name"] for p in document["players"]}
    assert (listed[typo], listed[keep.id]) == ("Ann Miler", "Zed Keeper")  # both, as played
    state = service.state
    service.close()
    with Library.open(tmp_path / "second.sqlite") as other:
        new_id = import_tournament(other, document)
        imported = replay(other.events.events(new_id))
        assert digest(imported) == digest(state)
        names = [p.name for p in other.players.all_players()]
        assert "Zed Keeper" in names and "Ann Miler" not in names  # the merge followed
        assert len(names) == len({p["id"] for p in document["players"]}) - 1


# -- refused documents -------------------------------------------------------------------------


def _valid_with(player_id: int = 7, name: str = "Ann") -> dict[str, Any]:
    """A small format-2 document: the setup, then one registration."""
    first = create_tournament(demo_setup(), 1_742_000_000.0)
    state = replay([first])
    entry = register(state, Player(player_id, name), 1_742_000_060.0, random.Random(1))
    return {
        "format": "tourney-tournament",
        "version": 2,
        "tournament": {"name": "Friday", "status": ""},
        "players": [{"id": player_id, "name": name}],
        "events": [to_record(first.stored_as(1)), to_record(entry.stored_as(2))],
    }


def _valid() -> dict[str, Any]:
    document = _valid_with()
    second = register(
        replay(events_from_records(document["events"])),
        Player(8, "Bob"),
        1_742_000_070.0,
        random.Random(2),
    )
    document["players"].append({"id": 8, "name": "Bob"})
    document["events"].append(to_record(second.stored_as(3)))
    return document


def _set(path: list[Any], value: Any) -> Any:
    def change(doc: dict[str, Any]) -> dict[str, Any]:
        target: Any = doc
        for key in path[:-1]:
            target = target[key]
        if value is _DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
        return doc

    return change


_DELETE = object()

BAD_DOCUMENTS = [
    (_set(["format"], "spreadsheet"), "not a Tourney tournament file"),
    (_set(["version"], 3), "written by a newer Tourney (version 3)"),
    (_set(["version"], "1"), "version must be a whole number"),
    (_set(["events"], _DELETE), "events is missing"),
    (_set(["extra"], 1), "the file has an unknown field 'extra'"),
    (_set(["tournament", "name"], _DELETE), "tournament.name is missing"),
    (_set(["tournament", "name"], "  "), "tournament.name is empty"),
    (_set(["players", 1, "id"], 7), "players[1].id: player 7 is listed twice"),
    (_set(["players", 0, "name"], 5), "players[0].name must be text"),
    (_set(["players", 0, "id"], True), "players[0].id must be a whole number"),
    (_set(["events", 1, "kind"], 5), "events[1].kind must be text"),
    (_set(["events", 1, "seq"], 5), "events[1].seq must be 2"),
    (_set(["events", 0, "at"], "noon"), "events[0].at must be a number"),
    (_set(["events", 0, "data"], []), "events[0].data must be an object"),
    (_set(["events", 0, "surprise"], 1), "events[0] has an unknown field 'surprise'"),
    (
        _set(["events", 1, "data", "player", "player_id"], 99),
        "events[1].data.player.player_id: player 99 is not in the file's players",
    ),
    (_set(["events", 1, "format"], 3), "written by a newer Tourney (event format 3)"),
    (_set(["events", 1, "data", "entry"], "1"), "data.entry must be a whole number"),
    (_set(["events", 2, "at"], 1e300), "must be a moment in seconds since 1970"),
    (lambda doc: [doc], "the file must be an object"),
]


@pytest.mark.parametrize(("mutate", "message"), BAD_DOCUMENTS)
def test_a_bad_document_is_refused_by_field_and_nothing_is_written(
    library: Library, db_path: Path, mutate: Any, message: str
) -> None:
    library.players.add("Already Here")
    before = dump(db_path)
    with pytest.raises(ImportFileError) as caught:
        import_tournament(library, mutate(copy.deepcopy(_valid())), verify=None)
    assert message in str(caught.value)
    assert dump(db_path) == before


def test_the_valid_base_document_imports(library: Library) -> None:
    tid = import_tournament(library, _valid())
    assert [p.name for p in library.players.all_players()] == ["Ann", "Bob"]
    assert len(library.events.events(tid)) == 3


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "tourney-tournament",\n "version": 1,\n "events": [,]}', "line 3, column"),
        ('{"format": "tourney-tournament", "version": NaN}', "NaN is not a number JSON allows"),
    ],
)
def test_a_file_that_is_not_json_is_refused_with_its_line(
    library: Library, tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ImportFileError, match=message):
        read_tournament_file(library, path)
    path.write_bytes(b'{"name": "\xff"}')
    with pytest.raises(ImportFileError, match="not UTF-8"):
        read_tournament_file(library, path)
    assert library.events.tournaments() == []


def test_a_failure_while_writing_rolls_everything_back(
    library: Library, db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = dump(db_path)

    def broken(*args: Any, **kwargs: Any) -> Any:
        raise PersistenceError("the disk is full")

    monkeypatch.setattr(library.events, "append_many", broken)
    with pytest.raises(PersistenceError, match="disk is full"):
        import_tournament(library, _valid(), verify=None)
    assert dump(db_path) == before
