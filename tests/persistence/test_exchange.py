"""A tournament as one JSON document: round trips, and bad files refused by field."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tourney.domain.log.events import Event
from tourney.persistence.errors import ImportFileError, PersistenceError
from tourney.persistence.exchange import import_tournament, read_tournament_file
from tourney.persistence.exchange_export import export_tournament, write_tournament_file
from tourney.persistence.library import Library

from .conftest import FakeClock, dump

# -- round trip ----------------------------------------------------------------------------------

_words = st.text(alphabet="abcdeéłżŁÅ", min_size=1, max_size=8)
_names = st.lists(_words, min_size=1, max_size=3).map(" ".join)
_keys = st.text(min_size=1, max_size=6).filter(lambda k: k not in {"player_id", "player_ids"})
_json = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=10),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_keys, inner, max_size=3),
    max_leaves=8,
)


@st.composite
def tournaments(draw: st.DrawFn) -> tuple[list[str], list[dict[str, Any]]]:
    """Player names, and event records whose data may name players by index."""
    players = draw(st.lists(_names, min_size=1, max_size=4))
    events = []
    for _ in range(draw(st.integers(0, 25))):
        data = draw(st.dictionaries(_keys, _json, max_size=3))
        ref = draw(st.sampled_from(["none", "one", "many", "nested"]))
        index = st.integers(0, len(players) - 1)
        if ref == "one":
            data["player_id"] = draw(index)
        elif ref == "many":
            data["player_ids"] = draw(st.lists(index, max_size=3))
        elif ref == "nested":
            data["seats"] = [{"player_id": draw(index), "seat": 1}]
        events.append(
            {
                "kind": draw(st.text(min_size=1, max_size=12)),
                "at": draw(st.floats(0, 2e9, allow_nan=False)),
                "label": draw(st.text(max_size=12)),
                "data": data,
            }
        )
    return players, events


def _map_refs(value: Any, mapping: dict[int, Any]) -> Any:
    if isinstance(value, dict):
        return {
            k: (
                mapping[v]
                if k == "player_id"
                else [mapping[p] for p in v]
                if k == "player_ids"
                else _map_refs(v, mapping)
            )
            for k, v in value.items()
        }
    if isinstance(value, list):
        return [_map_refs(v, mapping) for v in value]
    return value


def _named_log(library: Library, tournament_id: int) -> list[tuple[Any, ...]]:
    """The log with every player reference replaced by the player's name."""
    names = {p.id: p.name for p in library.players.all_players(include_merged=True)}
    return [
        (e.seq, e.kind, e.at, e.label, _map_refs(e.data, names))
        for e in library.events.events(tournament_id)
    ]


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(tournaments())
def test_export_then_import_gives_the_same_log(
    tmp_path_factory: pytest.TempPathFactory, drawn: tuple[list[str], list[dict[str, Any]]]
) -> None:
    folder = tmp_path_factory.mktemp("roundtrip")
    names, records = drawn
    with Library.open(folder / "a.sqlite", clock=FakeClock()) as source:
        source.players.add("Somebody Unrelated")  # so that ids differ between the libraries
        ids = [source.players.add(name).id for name in names]
        tid = source.events.create_tournament("Friday")
        source.events.append_many(
            tid,
            [
                Event(
                    kind=r["kind"],
                    data=_map_refs(r["data"], dict(enumerate(ids))),
                    at=r["at"],
                    label=r["label"],
                )
                for r in records
            ],
        )
        write_tournament_file(source, tid, folder / "friday.json")
        expected = _named_log(source, tid)
    with Library.open(folder / "b.sqlite", clock=FakeClock()) as target:
        new_id = read_tournament_file(target, folder / "friday.json", verify=None)
        assert target.events.tournament(new_id).name == "Friday"
        assert _named_log(target, new_id) == expected


def test_import_reuses_a_player_with_the_same_name_and_email(library: Library) -> None:
    ann = library.players.add("Ann Smith", email="ann@example.org")
    tid = library.events.create_tournament("T")
    library.events.append(tid, Event(kind="registered", data={"player_id": ann.id}))
    document = export_tournament(library, tid)
    new_id = import_tournament(library, document, name="T again", verify=None)
    assert library.players.count() == 1
    assert library.events.events(new_id)[0].data == {"player_id": ann.id}
    assert library.events.tournament(new_id).name == "T again"


def test_export_names_the_player_an_old_id_resolves_to(library: Library) -> None:
    keep = library.players.add("Łukasz Kowalski")
    dup = library.players.add("Lukasz K")
    tid = library.events.create_tournament("T")
    library.events.append(tid, Event(kind="registered", data={"player_id": dup.id}))
    library.players.merge(keep.id, dup.id)
    document = export_tournament(library, tid)
    assert [(p["id"], p["name"]) for p in document["players"]] == [(dup.id, "Łukasz Kowalski")]


# -- refused documents -------------------------------------------------------------------------


def _valid() -> dict[str, Any]:
    return {
        "format": "tourney-tournament",
        "version": 1,
        "tournament": {"name": "Friday", "status": ""},
        "players": [{"id": 7, "name": "Ann"}, {"id": 8, "name": "Bob"}],
        "events": [
            {"seq": 1, "kind": "registered", "at": 1.0, "label": "", "data": {"player_id": 7}},
            {"seq": 2, "kind": "registered", "at": 2.0, "label": "", "data": {"player_id": 8}},
        ],
    }


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
    (_set(["version"], 2), "written by a newer Tourney (version 2)"),
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
        _set(["events", 1, "data"], {"player_id": 99}),
        "events[1].data.player_id: player 99 is not in the file's players",
    ),
    (
        _set(["events", 1, "data"], {"table": {"player_ids": [7, "x"]}}),
        "events[1].data.table.player_ids[1] must be a whole number",
    ),
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
    tid = import_tournament(library, _valid(), verify=None)
    assert [p.name for p in library.players.all_players()] == ["Ann", "Bob"]
    assert len(library.events.events(tid)) == 2


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
