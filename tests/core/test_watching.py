"""The read-only window's service: it follows the Tourney that writes, and changes nothing."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tourney.core import commands as c
from tourney.core.results import Performed, Refused
from tourney.core.service import Change, TournamentService
from tourney.persistence.library import Library
from tourney.persistence.lock import LibraryLock

NOW = 1_742_000_000.0


@pytest.fixture
def writer(tmp_path: Path) -> Iterator[TournamentService]:
    service = TournamentService.open(tmp_path / "library.sqlite", clock=lambda: NOW)
    service.create_demo()
    yield service
    service.close()


def test_a_watcher_sees_each_action_of_the_writer_and_stores_none(
    writer: TournamentService,
) -> None:
    watcher = TournamentService.open(writer.library.path, watch=True, clock=lambda: NOW)
    try:
        assert watcher.read_only and watcher.library.live
        told: list[Change] = []
        watcher.subscribe(told.append)
        assert watcher.refresh() is False  # nothing new yet
        victim = writer.state.active()[0].number
        assert isinstance(writer.perform(c.BustOut(busts=(c.Bust(victim),))), Performed)
        assert isinstance(writer.perform(c.PauseClock()), Performed)
        assert watcher.refresh() is True
        assert watcher.state == writer.state
        assert [change.event.seq for change in told if change.event] == [writer.state.last_seq]
        refused = watcher.perform(c.StartClock())
        assert isinstance(refused, Refused) and refused.code == "storage.read-only"
        assert watcher.state == writer.state  # the refusal changed nothing here either
        assert isinstance(writer.perform(c.Undo()), Performed)  # an undo is followed too
        assert watcher.refresh() and watcher.state == writer.state
    finally:
        watcher.close()
    assert writer.library.events.last_seq(writer.tournament_id) == writer.state.last_seq


def test_with_nobody_writing_a_watcher_holds_no_lock_and_follows_a_writer_that_starts(
    tmp_path: Path,
) -> None:
    path = tmp_path / "library.sqlite"
    first = TournamentService.open(path, clock=lambda: NOW)
    first.create_demo()
    seen = first.state
    first.close()
    watcher = TournamentService.open(path, watch=True, clock=lambda: NOW)
    try:
        assert not watcher.library.live and watcher.state == seen
        LibraryLock.acquire(path, wait=0.0).release()  # no reader's lock keeps a writer waiting
        assert watcher.refresh() is False  # nobody writes: nothing can have changed
        writer = TournamentService.open(path, clock=lambda: NOW)
        try:
            assert isinstance(writer.perform(c.PauseClock()), Performed)
            assert watcher.refresh() is True  # the writer's file, from now on
            assert watcher.library.live and watcher.state == writer.state
            assert isinstance(writer.perform(c.StartClock()), Performed)
            assert watcher.refresh() and watcher.state == writer.state
        finally:
            writer.close()
    finally:
        watcher.close()
    with Library.open(path, read_only=True) as library:  # the watcher wrote nothing
        assert library.events.last_seq(watcher.tournament_id) == seen.last_seq + 2
