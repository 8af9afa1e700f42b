"""Where the library lives unless the director picks another file."""

from __future__ import annotations

from pathlib import Path

import platformdirs

__all__ = ["LIBRARY_FILE_NAME", "default_library_path"]

#: The file name of the library inside the user data folder.
LIBRARY_FILE_NAME = "library.sqlite"


def default_library_path(*, create_folder: bool = True) -> Path:
    r"""The default library: ``library.sqlite`` in the user data folder of "Tourney".

    That folder is ``~/.local/share/Tourney`` on Linux, ``~/Library/Application Support/Tourney``
    on macOS and ``%LOCALAPPDATA%\Tourney`` on Windows.

    Args:
        create_folder: Create the folder if it does not exist yet.
    """
    folder = Path(platformdirs.user_data_dir("Tourney", appauthor=False))
    if create_folder:
        folder.mkdir(parents=True, exist_ok=True)
    return folder / LIBRARY_FILE_NAME
