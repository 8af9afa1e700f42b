"""Runtime assets shipped in the wheel: fonts, sounds, icons, translations.

The files sit beside this module (``fonts/``, ``sounds/``, ``icons/``, ``translations/``) and
are found from its own path (:func:`resource_path`), so they work from a source checkout, an
installed wheel and the PyInstaller app alike — all three keep them as files on disk, which Qt,
reportlab and the sound player need anyway. (Not through :mod:`importlib.resources`: that adds
seven modules to the window's start and gives nothing a plain path does not.)
"""

from __future__ import annotations

from pathlib import Path

_FOLDER = Path(__file__).resolve().parent

#: The sizes, in pixels, of the square application icons in ``icons/tourney-<size>.png``.
ICON_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)


def icon_files() -> tuple[Path, ...]:
    """The application icon's files, smallest first: every PNG size, then the scalable SVG.

    Give the PNGs to one ``QIcon`` (``icon.addFile(str(path), QSize(size, size))`` for each
    size of :data:`ICON_SIZES`) and Qt picks the one that fits the title bar, the task bar or
    the dock; the SVG is for the packages' menu entries.

    >>> [path.name for path in icon_files()][:2]
    ['tourney-16.png', 'tourney-32.png']
    >>> all(path.is_file() for path in icon_files())
    True
    """
    names = [f"tourney-{size}.png" for size in ICON_SIZES] + ["tourney.svg"]
    return tuple(resource_path("icons", name) for name in names)


def resource_path(*parts: str) -> Path:
    """The path of a shipped file or folder: ``resource_path("sounds", "level_up.wav")``.

    >>> resource_path("fonts").is_dir()
    True
    """
    return _FOLDER.joinpath(*parts)
