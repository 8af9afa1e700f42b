"""``tourney export``/``import`` and ``tourney players export``/``import``.

The round trip is checked on real tournaments: prefixes of the crash test's scripted
tournament (registrations, seat draw, hands, rebuys, bust-outs with balancing, undo, redo).
"""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.cli.refusal_line import refusal
from tourney.cli.main import main
from tourney.domain.figures import compute_figures, payout_status, standings
from tourney.domain.log.events import Event
from tourney.domain.log.reducer import replay
from tourney.domain.state import TournamentState
from tourney.persistence.library import Library

CHILD = Path(__file__).parents[1] / "persistence" / "crash_child.py"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("crash_child_script", CHILD)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


SCRIPT = _script()


def _store(db: Path, events: list[Event]) -> None:
    """A library whose players 1..120 are the script's, holding the tournament's log."""
    state = replay(SCRIPT.expected_events(SCRIPT.PLAYERS + 1))
    with Library.open(db) as library:
        for number in sorted(state.players):
            assert library.players.add(state.players[number].name).id == number
        tid = library.events.create_tournament(SCRIPT.TOURNAMENT_NAME)
        library.events.append_many(tid, events)


def _seen(state: TournamentState) -> dict[str, Any]:
    """What a user sees, players by name (ids differ between libraries)."""
    figures = compute_figures(state, state.log[-1].at)
    seats = {
        (table.number, seat): state.name(player)
        for table in state.room.tables
        for seat, player in enumerate(table.seats, start=1)
        if isinstance(player, int)
    }
    payouts = payout_status(state).payouts.amounts if state.entries else ()
    return {
        "standings": [(r.name, r.place, r.prize, r.knockouts, r.rebuys) for r in standings(state)],
        "chips": figures.chips_in_play,
        "pool": figures.pool.total,
        "payouts": payouts,
        "seats": seats,
        "undo": None if state.undo_label is None else state.undo_label.translated("en"),
    }


def _state(db: Path, tournament_id: int) -> TournamentState:
    with Library.open(db, read_only=True) as library:
        return replay(library.events.events(tournament_id))


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.integers(min_value=1, max_value=400))
def test_import_of_an_export_gives_back_the_same_tournament(
    tmp_path_factory: pytest.TempPathFactory, length: int
) -> None:
    folder = tmp_path_factory.mktemp("roundtrip")
    source, target, file = folder / "a.sqlite", folder / "b.sqlite", folder / "t.json"
    _store(source, SCRIPT.expected_events(length))
    with Library.open(target) as library:
        library.players.add("Somebody Else")  # so that the player ids differ
    assert main(["export", str(source), "1", "-o", str(file)]) == 0
    assert main(["import", str(target), str(file)]) == 0
    assert _seen(_state(target, 1)) == _seen(_state(source, 1))


def test_export_import_messages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source, target, file = tmp_path / "a.sqlite", tmp_path / "b.sqlite", tmp_path / "t.json"
    _store(source, SCRIPT.expected_events(130))
    assert main(["export", str(source), "-o", str(file)]) == 0
    assert main(["import", str(target), str(file), "--name", "Copy"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"exported tournament 1: Crash test (130 events, 120 players) to {file}",
        f"imported tournament 1: Copy (130 events) from {file}",
    ]
    assert main(["export", str(source), "Crash test"]) == 0
    assert json.loads(capsys.readouterr().out)["format"] == "tourney-tournament"


def test_a_log_that_does_not_replay_is_refused_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target, file = tmp_path / "a.sqlite", tmp_path / "b.sqlite", tmp_path / "t.json"
    _store(source, SCRIPT.expected_events(130))
    assert main(["export", str(source), "-o", str(file)]) == 0
    document = json.loads(file.read_text(encoding="utf-8"))
    busted = next(r for r in document["events"] if r["kind"] == "bust_out")
    victim = busted["data"]["busted"][0]["entry"]
    rebuy = {**busted, "seq": 131, "kind": "rebuy", "data": {"entry": victim, "stack": 0}}
    document["events"].append(rebuy)  # a rebuy for an entry that has busted out
    file.write_text(json.dumps(document), encoding="utf-8")
    capsys.readouterr()
    with pytest.raises(SystemExit) as caught:
        main(["import", str(target), str(file)])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("tourney import: error: the tournament in the file does not replay: ")
    assert "Event 131 (rebuy) is refused by the rules: " in err and "already busted out" in err
    with Library.open(target, read_only=True) as library:
        assert (library.events.tournaments(), library.players.count()) == ([], 0)


def test_a_bad_field_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "t.json"
    file.write_text(
        json.dumps({"format": "tourney-tournament", "version": 1, "tournament": {"name": 5}}),
        encoding="utf-8",
    )
    with pytest.raises(SystemExit):
        main(["import", str(tmp_path / "b.sqlite"), str(file)])
    err = capsys.readouterr().err
    assert refusal(err, "import") == ("storage.bad-import", "tournament.name must be text")


def test_players_csv_round_trip_neutralises_formulas(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target, file = tmp_path / "a.sqlite", tmp_path / "b.sqlite", tmp_path / "p.csv"
    with Library.open(source) as library:
        library.players.add("Łukasz Nowak", notes='=HYPERLINK("http://x")')
        library.players.add("Ștefan Popescu", email="stefan@example.ro")
    assert main(["players", "export", str(source), "-o", str(file)]) == 0
    text = file.read_text(encoding="utf-8-sig")
    assert "'=HYPERLINK" in text
    assert main(["players", "import", str(target), str(file)]) == 0
    assert main(["players", "import", str(target), str(file)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [
        f"exported 2 players to {file}",
        f"imported {file}: 2 players added, 0 already in the library",
        f"imported {file}: 0 players added, 2 already in the library",
    ]
    with Library.open(target, read_only=True) as library:
        notes = {p.name: p.notes for p in library.players.all_players()}
    assert notes["Łukasz Nowak"] == '=HYPERLINK("http://x")'


def test_a_bad_csv_line_is_named_and_nothing_is_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    file, target = tmp_path / "p.csv", tmp_path / "b.sqlite"
    file.write_text("name,email\nAnn,ann@example.com\n,nobody@example.com\n", encoding="utf-8")
    with pytest.raises(SystemExit) as caught:
        main(["players", "import", str(target), str(file)])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert refusal(err, "players import") == ("storage.bad-import", "line 3: the name is empty")
    with Library.open(target, read_only=True) as library:
        assert library.players.count() == 0


def test_exit_status_from_a_real_process(tmp_path: Path) -> None:
    missing = tmp_path / "missing.sqlite"
    for argv in (["export", str(missing)], ["players", "export", str(missing)]):
        run = subprocess.run(
            [sys.executable, "-m", "tourney", *argv], capture_output=True, text=True, check=False
        )
        assert (run.returncode, run.stdout) == (2, "")
        assert run.stderr.count("\n") == 1
        assert "Traceback" not in run.stderr
