"""Opening from a snapshot: the same state as the whole replay, reading only the latest events.

The snapshot interval is made small here (10 events) so that the demo's 60 events cross it;
every test compares the opened state with the replay of the whole stored log, the state
Tourney would show without snapshots.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.persistence.conftest import FakeClock
from tourney.domain.levels.actions import adjust_clock, pause_clock, start_clock
from tourney.domain.log.actions import undo
from tourney.domain.log.reducer import replay
from tourney.domain.room.actions import set_hand_for_hand
from tourney.domain.state import TournamentState
from tourney.domain.state_json import state_to_json
from tourney.persistence import snapshots
from tourney.persistence.library import Library
from tourney.persistence.open_tournament import OpenTournament, create_demo
from tourney.persistence.tournament_check import tournament_problems

NOW = 1_750_000_000.0


@pytest.fixture
def made(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The positions of the stored events read into events, as they are read."""
    monkeypatch.setattr(snapshots, "SNAPSHOT_EVERY", 10)
    seqs: list[int] = []
    read = snapshots.event_from_row

    def counted(row: tuple[object, ...]) -> object:
        seqs.append(int(row[0]))  # type: ignore[call-overload]
        return read(row)  # type: ignore[arg-type]

    monkeypatch.setattr(snapshots, "event_from_row", counted)
    yield seqs


@pytest.fixture
def demo(tmp_path: Path) -> Iterator[tuple[Path, int]]:
    path = tmp_path / "library.sqlite"
    with Library.open(path, clock=FakeClock()) as library:
        tournament_id = create_demo(library, now=NOW).tournament_id
    yield path, tournament_id


def _replayed(library: Library, tournament_id: int) -> TournamentState:
    return replay(library.events.events(tournament_id))


def test_a_long_replay_keeps_a_snapshot_and_the_next_open_reads_only_what_it_needs(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        assert library.events.latest_snapshot(tid) is None
        first = OpenTournament.open(library, tid).state  # replays the 60 events, keeps one
        snapshot = library.events.latest_snapshot(tid)
        assert snapshot is not None and snapshot.seq == len(first.log) == 60
    with Library.open(path) as library:
        made.clear()
        again = OpenTournament.open(library, tid).state
        assert made == []  # no event read to open it
        assert again == first == _replayed(library, tid)
        assert again.log[-1] == first.log[-1] and made == [60]
        assert list(again.log) == list(first.log)  # the History reads them all, as stored
        assert sorted(made) == list(range(1, 61))


def test_actions_after_the_snapshot_are_replayed_on_top_of_it(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        opened = OpenTournament.open(library, tid)
        opened.perform(lambda s: adjust_clock(s, 60, NOW + 4000))
        opened.perform(lambda s: set_hand_for_hand(s, NOW + 4001, on=True))
        opened.perform(lambda s: undo(s, NOW + 4002))  # undoes the hand-for-hand
    with Library.open(path) as library:
        made.clear()
        state = OpenTournament.open(library, tid).state
        assert sorted(made) == [61, 62, 63]  # the three events after the snapshot
        assert state == _replayed(library, tid)
        assert not state.clock.hand_for_hand and state.history.can_redo


def test_an_undo_after_opening_from_a_snapshot_gives_the_replay(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        OpenTournament.open(library, tid)  # keeps the snapshot
    with Library.open(path) as library:
        opened = OpenTournament.open(library, tid)
        before = opened.state
        opened.perform(lambda s: undo(s, NOW + 5000))  # of an action before the snapshot
        assert opened.state == _replayed(library, tid) != before
    with Library.open(path) as library:
        assert OpenTournament.open(library, tid).state == opened.state


def test_every_tenth_action_keeps_a_snapshot(demo: tuple[Path, int], made: list[int]) -> None:
    path, tid = demo
    with Library.open(path) as library:
        opened = OpenTournament.open(library, tid)  # 60 events: kept at 60
        for n in range(12):
            opened.perform(lambda s, n=n: adjust_clock(s, 1 + n, NOW + 6000 + n))
        snapshot = library.events.latest_snapshot(tid)
        assert snapshot is not None and snapshot.seq == 70
        assert library.events.latest_snapshot(tid, at_most=69) is None  # the one at 60 went
        assert OpenTournament.open(library, tid).state == opened.state


def test_a_snapshot_of_another_version_is_replayed_over_and_replaced(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        state = _replayed(library, tid)
        old = {**state_to_json(state), "version": "0.0.1"}
        library.events.save_snapshot(tid, seq=60, state=old)
        assert OpenTournament.open(library, tid).state == state
        kept = library.events.latest_snapshot(tid)
        assert kept is not None and kept.state["version"] != "0.0.1"


@pytest.mark.parametrize(
    "damage",
    [
        {"entries": "nobody"},
        {"seq": 59},
        {"structures": []},
        {"tables": [{"number": "one"}]},
    ],
)
def test_a_damaged_snapshot_is_passed_over(
    demo: tuple[Path, int], made: list[int], damage: dict[str, object]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        state = _replayed(library, tid)
        library.events.save_snapshot(tid, seq=60, state={**state_to_json(state), **damage})
        assert OpenTournament.open(library, tid).state == state


def test_a_read_only_library_opens_and_keeps_no_snapshot(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path, read_only=True) as library:
        state = OpenTournament.open(library, tid).state
        assert library.events.latest_snapshot(tid) is None
        assert state == _replayed(library, tid)


def test_tourney_check_names_a_snapshot_that_does_not_agree_with_its_log(
    demo: tuple[Path, int], made: list[int]
) -> None:
    path, tid = demo
    with Library.open(path) as library:
        state = OpenTournament.open(library, tid).state
        assert not [str(p) for p in tournament_problems(library)]
        wrong = {**state_to_json(state), "players_left": state.players_left + 1}
        library.events.save_snapshot(tid, seq=60, state=wrong)
        problems = [str(p) for p in tournament_problems(library)]
    assert any("snapshot after event 60 does not agree" in p for p in problems), problems


def test_the_clock_reads_the_same_from_a_snapshot(demo: tuple[Path, int], made: list[int]) -> None:
    path, tid = demo
    with Library.open(path) as library:
        opened = OpenTournament.open(library, tid)
        if opened.state.clock.running:
            opened.perform(lambda s: pause_clock(s, NOW + 7000))
        opened.perform(lambda s: start_clock(s, NOW + 7100))
        for n in range(9):
            opened.perform(lambda s, n=n: adjust_clock(s, 30, NOW + 7200 + n))
        snapshot = library.events.latest_snapshot(tid)
        assert snapshot is not None and 60 < snapshot.seq <= len(opened.state.log)
        made.clear()
        again = OpenTournament.open(library, tid).state
        assert sorted(made) == list(range(snapshot.seq + 1, len(opened.state.log) + 1))
        for at in (NOW + 7300, NOW + 9000, NOW + 20_000):
            assert again.clock.reading(at) == opened.state.clock.reading(at)
