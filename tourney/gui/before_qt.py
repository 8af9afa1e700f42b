"""Load the storage and domain modules the director's window needs, before Qt.

PySide6 replaces Python's import function when it loads. From then on every module imported
for the first time has its whole source file read (PySide looks in it for ``from __feature__
import``), and every ``import`` statement runs through Python code. The window's start
imports some ninety modules that have nothing to do with Qt — the domain, the storage, the
parts of the standard library they use — and loading them first spares that work: about a
twentieth of the start. ``tourney`` calls :func:`load` before it imports the window.

A module missing here is no error, only slower; a test of the real start
(``tests/gui/test_main_window.py``) names any that the window's start imports after PySide6.
"""

from __future__ import annotations

import importlib

__all__ = ["WINDOW_MODULES", "load"]

WINDOW_MODULES: tuple[str, ...] = (
    "tourney.core.service",
    "tourney.core.moments",
    "tourney.persistence.open_tournament",
    "tourney.persistence.library",
    "tourney.domain.entries.actions",
    "tourney.domain.levels.actions",
    "tourney.domain.log.actions",
    "tourney.domain.figures",
    "tourney.domain.money.prize_pool",
    "tourney.resources",
)
"""The modules to load first; each brings the ones it imports."""


def load() -> None:
    """Import :data:`WINDOW_MODULES` (does nothing more when they are loaded already)."""
    for name in WINDOW_MODULES:
        importlib.import_module(name)
