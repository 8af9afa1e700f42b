"""Shared fixtures of the storage tests: a fresh library with a fixed clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from tourney.base.messages import message
from tourney.domain.log.events import Event
from tourney.domain.log.payloads import ClockAdjusted
from tourney.persistence.library import Library


def note(number: int, at: float = 0.0) -> Event:
    """An event for the storage tests, told apart by ``number`` (storage reads no meaning)."""
    return Event(ClockAdjusted(number), at, message("Add {count} seconds", count=number))


def numbers(events: list[Event]) -> list[int]:
    """The numbers of :func:`note` events."""
    return [e.payload.seconds for e in events]  # type: ignore[attr-defined]


class FakeClock:
    """A clock that moves one second each time it is read."""

    def __init__(self, start: float = 1_700_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        self.now += 1.0
        return self.now


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "library.sqlite"


@pytest.fixture
def library(db_path: Path) -> Iterator[Library]:
    lib = Library.open(db_path, clock=FakeClock())
    yield lib
    lib.close()


def dump(path: Path) -> list[str]:
    """Every row of every table of the database at ``path``, as SQL text (reads only)."""
    import sqlite3

    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return list(conn.iterdump())
    finally:
        conn.close()
