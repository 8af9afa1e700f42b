"""The default library lives in the user data folder."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tourney.persistence.paths import default_library_path


@pytest.mark.skipif(sys.platform != "linux", reason="XDG_DATA_HOME is the Linux convention")
def test_default_library_is_in_the_user_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    path = default_library_path()
    assert path == tmp_path / "Tourney" / "library.sqlite"
    assert path.parent.is_dir()
    assert not path.exists()
