"""One writer per library whatever path leads to it: a symbolic link, a hard link elsewhere.

The issue: the lock followed the path as typed, so a library opened through a link in another
folder had two writers, and both recorded the same bust-out (two knockouts, a double bounty).
Here a real second process holds the library open for writing (``lock_holder.py``) through
one name, and this process tries the other names.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.persistence.conftest import note, numbers
from tourney.persistence.errors import DatabaseInUseError
from tourney.persistence.library import Library

from .faults import names

HOLDER = Path(__file__).parent / "lock_holder.py"


@pytest.fixture
def names_of_one_library(tmp_path: Path) -> dict[str, Path]:
    """One library, reached by its path, a symbolic link and a hard link in other folders."""
    (tmp_path / "real").mkdir()
    (tmp_path / "links").mkdir()
    (tmp_path / "elsewhere").mkdir()
    path = tmp_path / "real" / "library.sqlite"
    with Library.open(path) as library:
        library.events.append(library.events.create_tournament("Friday"), note(1))
    symlink = tmp_path / "links" / "friday.sqlite"
    symlink.symlink_to(path)
    hardlink = tmp_path / "elsewhere" / "copy-of-friday.sqlite"
    os.link(path, hardlink)
    return {"path": path, "symlink": symlink, "hardlink": hardlink}


@pytest.fixture
def holder(request: pytest.FixtureRequest, names_of_one_library: dict[str, Path]) -> Iterator[str]:
    """Another process with the library open for writing through the name ``request.param``."""
    name = request.param
    proc = subprocess.Popen(
        [sys.executable, str(HOLDER), str(names_of_one_library[name])],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdout is not None
    assert proc.stdout.readline().strip() == "locked"
    yield name
    proc.kill()
    proc.communicate()


@pytest.mark.parametrize("holder", ["path", "symlink", "hardlink"], indirect=True)
def test_no_second_writer_through_any_other_name(
    holder: str, names_of_one_library: dict[str, Path]
) -> None:
    for path in names_of_one_library.values():  # the holder's own name included
        with pytest.raises(DatabaseInUseError, match="in use by another Tourney"):
            Library.open(path)


@pytest.mark.parametrize("holder", ["path", "hardlink"], indirect=True)
def test_a_reader_through_another_name_sees_the_writers_changes(
    holder: str, names_of_one_library: dict[str, Path], tmp_path: Path
) -> None:
    for path in names_of_one_library.values():
        with Library.open(path, read_only=True) as library:
            (info,) = library.events.tournaments()
            assert info.name == "Friday"
    # a reader never creates a -wal or -shm of its own beside another name
    assert names(tmp_path / "links") == {"friday.sqlite"}
    if holder == "path":
        assert names(tmp_path / "elsewhere") == {"copy-of-friday.sqlite"}


def test_once_the_writer_is_gone_any_name_opens(names_of_one_library: dict[str, Path]) -> None:
    for path in names_of_one_library.values():
        with Library.open(path) as library:
            tid = library.events.tournaments()[0].id
            library.events.append(tid, note(2))
    with Library.open(names_of_one_library["path"], read_only=True) as library:
        assert numbers(library.events.events(tid)) == [1, 2, 2, 2]
