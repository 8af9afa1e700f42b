"""Runtime assets shipped in the wheel: fonts, sounds, icons, translations.

The files sit beside this module (``fonts/``, ``sounds/``, ``icons/``, ``translations/``) and
are found through :mod:`importlib.resources`, so they work from a source checkout, an installed
wheel and the PyInstaller app alike.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

#: The sizes, in pixels, of the square application icons in ``icons/tourney-<size>.png``.
ICON_SIZES: tuple[int, ...] = (16, 32, 48, 64, 128, 256, 512)


def icon_files() -> tuple[Path, ...]:
    """The application icon's files, smallest first: every PNG size, then the scalable SVG.

    Give them all to one ``QIcon`` (``icon.addFile(str(path))`` for each) and Qt picks the
    size that fits the title bar, the task bar or the dock.

    >>> [path.name for path in icon_files()][:2]
    ['tourney-16.png', 'tourney-32.png']
    >>> all(path.is_file() for path in icon_files())
    True
    """
    folder = resources.files(__name__) / "icons"
    names = [f"tourney-{size}.png" for size in ICON_SIZES] + ["tourney.svg"]
    return tuple(Path(str(folder / name)) for name in names)
