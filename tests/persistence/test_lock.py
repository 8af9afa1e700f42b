"""One writer per library: other processes are refused by name, or read."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.persistence.conftest import note
from tourney.persistence.errors import DatabaseInUseError, ReadOnlyError
from tourney.persistence.library import Library

HOLDER = Path(__file__).parent / "lock_holder.py"


@pytest.fixture
def holder(db_path: Path) -> Iterator[subprocess.Popen[str]]:
    """Another process with the library open for writing."""
    Library.open(db_path).close()  # create it, with one tournament, before the holder starts
    with Library.open(db_path) as library:
        library.events.append(library.events.create_tournament("T"), note(1))
    proc = subprocess.Popen(
        [sys.executable, str(HOLDER), str(db_path)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "locked"
    yield proc
    if proc.poll() is None:
        proc.kill()
    proc.communicate()


def test_a_second_process_is_refused_with_who_holds_it(
    db_path: Path, holder: subprocess.Popen[str]
) -> None:
    with pytest.raises(DatabaseInUseError) as caught:
        Library.open(db_path)
    message = str(caught.value)
    assert "in use by another Tourney" in message
    assert f"pid {holder.pid} on host {socket.gethostname()}" in message
    assert "open it read-only" in message


def test_read_only_works_while_another_process_writes(
    db_path: Path, holder: subprocess.Popen[str]
) -> None:
    with Library.open(db_path, read_only=True) as library:
        (tournament,) = library.events.tournaments()
        assert [e.kind for e in library.events.events(tournament.id)] == ["clock_adjusted"]
        with pytest.raises(ReadOnlyError):
            library.events.append(tournament.id, note(2))


def test_a_killed_holder_does_not_block(db_path: Path, holder: subprocess.Popen[str]) -> None:
    holder.kill()
    holder.wait()
    with Library.open(db_path) as library:
        (tournament,) = library.events.tournaments()
        assert library.events.append(tournament.id, note(3)).seq == 2


def test_a_closed_library_can_be_opened_again_and_the_same_process_is_refused(
    db_path: Path,
) -> None:
    first = Library.open(db_path)
    with pytest.raises(DatabaseInUseError, match=f"pid {os.getpid()}"):
        Library.open(db_path)
    first.close()
    Library.open(db_path).close()
