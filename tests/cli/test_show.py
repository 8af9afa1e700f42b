"""``tourney show``: the demo's state in words and as JSON, read-only, by id or by name."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tourney.cli.main import main
from tourney.cli.show import show_answer
from tourney.domain.money.actions import lock_payouts
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo

T0 = 1_750_000_000.0

# The demo by hand: 27 entries, 3 rebuys and 4 add-ons, each putting 40.00 in the pool, and
# 100.00 added by the house: 27 x 40 + 3 x 40 + 4 x 40 + 100 = 1,460.00.
DEMO_POOL_CENTS = 146_000


@pytest.fixture
def demo_db(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> Path:
    db = tmp_path / "library.sqlite"
    assert main(["demo", str(db)]) == 0
    capsys.readouterr()
    return db


def test_the_text_names_level_players_pool_payouts_and_standings(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", str(demo_db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "Demo Friday Deepstack (tournament 1), 14 March 2025, Club 52"
    assert lines[1].startswith("Level 4: ") and lines[1].endswith(" left (running)")
    assert lines[2].startswith("Next: level 5: ")
    assert lines[3].startswith("Players left: 22 of 27 entries")
    assert "Prize pool: 1,460.00 (the house adds 100.00)" in lines
    assert any(line.startswith("Payouts: ") for line in lines)
    assert lines[lines.index("Standings:") + 1].startswith("  23rd ")
    assert any(line.startswith("Knockouts: ") for line in lines)


def test_json_has_cents_and_the_standings(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["show", "--json", str(demo_db), "Demo Friday Deepstack"]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["tournament"]["id"] == 1
    assert answer["clock"]["item"]["level"] == 4
    assert answer["clock"]["running"] is True
    assert (answer["players_left"], answer["entries"]) == (22, 27)
    assert answer["prize_pool_cents"] == DEMO_POOL_CENTS
    places = answer["payouts"]["places"]
    assert sum(p["amount_cents"] for p in places) == DEMO_POOL_CENTS
    assert answer["payouts"]["locked"] is False
    busted = [row for row in answer["standings"] if not row["playing"]]
    assert sorted(row["place"] for row in busted) == [23, 24, 25, 26, 27]
    assert all(row["knocked_out_by"] for row in busted)
    assert sum(row["knockouts"] for row in answer["standings"]) == 5
    assert answer["average_stack"] == answer["chips_in_play"] // 22
    assert answer["finished"] is False and answer["winner"] is None


def test_a_finished_tournament_says_who_won_in_place_of_the_clock(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from tourney.core import commands as c
    from tourney.core.service import TournamentService

    db = tmp_path / "library.sqlite"
    service = TournamentService.open(db, clock=lambda: T0)
    service.create_demo()
    while service.state.players_left > 1:
        assert service.perform(c.BustOut(busts=(c.Bust(service.state.active()[-1].number),))).ok
    winner = service.state.winner
    assert winner is not None
    name = service.state.name(winner.number)
    service.close()

    assert main(["show", str(db)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == f"Finished: {name} won"
    assert not any(line.startswith("Next: ") for line in lines)
    assert main(["show", "--json", str(db)]) == 0
    answer = json.loads(capsys.readouterr().out)
    assert answer["finished"] is True and answer["winner"] == {"entry": winner.number, "name": name}
    assert main(["show", "--lang", "it", str(db)]) == 0
    assert capsys.readouterr().out.splitlines()[1] == f"Finito: ha vinto {name}"


def test_locked_payouts_are_marked_locked(tmp_path: Path) -> None:
    with Library.open(tmp_path / "library.sqlite") as library:
        demo = create_demo(library, now=T0)
        demo.perform(lambda state: lock_payouts(state, T0))
        info = library.events.tournament(demo.tournament_id)
        answer = show_answer(info, demo.state, now=T0)
    assert answer["payouts"]["locked"] is True
    assert answer["payouts"]["difference_cents"] == 0


def test_show_reads_while_the_library_is_open_for_writing(
    demo_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    with Library.open(demo_db) as writer:
        OpenTournament.open(writer, 1)
        assert main(["show", "--json", str(demo_db), "1"]) == 0
    assert json.loads(capsys.readouterr().out)["players_left"] == 22


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["show", "{db}", "7"], "has no tournament with the id or name '7'"),
        (["show", "{db}", "Sunday"], "has no tournament with the id or name 'Sunday'"),
        (["show", "{missing}"], "does not exist"),
    ],
)
def test_bad_input_is_exit_2_with_one_line(
    demo_db: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    missing = demo_db.parent / "missing.sqlite"
    args = [a.format(db=demo_db, missing=missing) for a in argv]
    with pytest.raises(SystemExit) as caught:
        main(args)
    assert caught.value.code == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tourney show: error: ")
    assert message in captured.err
    assert captured.err.count("\n") == 1


def test_exit_status_from_a_real_process(demo_db: Path) -> None:
    ok = subprocess.run(
        [sys.executable, "-m", "tourney", "show", "--json", str(demo_db)],
        capture_output=True,
        text=True,
        check=False,
    )
    assert ok.returncode == 0
    assert json.loads(ok.stdout)["entries"] == 27
    bad = subprocess.run(
        [sys.executable, "-m", "tourney", "show", str(demo_db), "nope"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert (bad.returncode, bad.stdout) == (2, "")
    assert "Traceback" not in bad.stderr


def test_the_time_left_is_rounded_as_the_clock_shows_it(tmp_path: Path) -> None:
    from tourney.cli.show_text import describe
    from tourney.domain.levels.clock_events import format_time_left

    with Library.open(tmp_path / "library.sqlite") as library:
        demo = create_demo(library, now=T0)
        info = library.events.tournament(demo.tournament_id)
        at = T0 + 0.5  # half a second into a second: the clock still shows the whole one
        answer = show_answer(info, demo.state, now=at)
        reading = demo.state.clock.reading(at)
    shown = format_time_left(reading.time_left_ms)  # what the window, the TV and phones show
    assert reading.time_left_ms % 1000 == 500
    assert answer["clock"]["time_left_seconds"] == -(-reading.time_left_ms // 1000)
    assert f"— {shown} " in describe(answer, "en")
