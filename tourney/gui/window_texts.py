"""What the director's window says of the open tournament: its title and its Undo/Redo items.

The words keep the window's translation context (``MainWindow``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction, QFontMetrics

from tourney.domain.state import TournamentState
from tourney.gui.language import current_language

__all__ = ["MENU_ITEM", "name_undo_items", "window_title"]

MENU_ITEM = 560
"""The widest an Undo or Redo item's name is written in the Edit menu, in pixels (the whole
name is in its tooltip)."""


def window_title(state: TournamentState | None, *, read_only: bool) -> str:
    """``"Friday Freezeout, 2025-03-14 — Tourney"``; two events of one name told apart by date."""
    if state is None:
        no_event = QCoreApplication.translate("MainWindow", "no tournament open")
        title = QCoreApplication.translate("MainWindow", "{name} — Tourney").format(name=no_event)
    elif state.setup.date:
        title = QCoreApplication.translate("MainWindow", "{name}, {date} — Tourney").format(
            name=state.setup.name, date=state.setup.date
        )
    else:
        title = QCoreApplication.translate("MainWindow", "{name} — Tourney").format(
            name=state.setup.name
        )
    if read_only:
        title = QCoreApplication.translate("MainWindow", "{title} (read-only)").format(title=title)
    return title


def name_undo_items(
    undo: QAction, redo: QAction, state: TournamentState | None, metrics: QFontMetrics
) -> None:
    """Name the Undo and Redo items by their action ("Undo bust-out of Ann Miller, 25th").

    A long name ("Add-on for 16 players: …") is cut with "…" at :data:`MENU_ITEM` pixels;
    the whole of it is the item's tooltip.
    """
    notes = (None, None) if state is None else (state.undo_label, state.redo_label)
    words = (
        (
            QCoreApplication.translate("MainWindow", "Undo"),
            QCoreApplication.translate("MainWindow", "Nothing to undo"),
        ),
        (
            QCoreApplication.translate("MainWindow", "Redo"),
            QCoreApplication.translate("MainWindow", "Nothing to redo"),
        ),
    )
    for action, note, (word, nothing) in zip((undo, redo), notes, words, strict=True):
        said = note.translated(current_language()) if note is not None else None
        shown = metrics.elidedText(said or word, Qt.TextElideMode.ElideRight, MENU_ITEM)
        action.setText(shown)
        action.setIconText(word)
        action.setEnabled(said is not None)
        action.setToolTip(said or nothing)
