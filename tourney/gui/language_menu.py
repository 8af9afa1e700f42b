"""The View → Language menu: pick the language Tourney speaks from the next start.

The choice is saved (``QSettings`` key ``language``, see :mod:`tourney.gui.language`); the
windows keep their language until Tourney starts again, and the menu says so.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from tourney.gui.language import current_language, language_names, save_language

__all__ = ["LanguageMenu"]


class LanguageMenu(QObject):
    """A submenu with one checkable entry per language.

    Args:
        menu: The menu to add the submenu to.
        tell: Shows a short message to the director (the status bar).
        settings: Where the choice is saved (the application's settings when not given).
    """

    def __init__(
        self,
        menu: QMenu,
        tell: Callable[[str], None],
        settings: QSettings | None = None,
    ) -> None:
        super().__init__(menu)
        self._tell = tell
        self._settings = settings
        self.menu = menu.addMenu(self.tr("&Language"))
        self.menu.setObjectName("language_menu")
        group = QActionGroup(self.menu)
        group.setExclusive(True)
        current = current_language()
        self.actions: dict[str, QAction] = {}
        for code, name in language_names():
            action = self.menu.addAction(name)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            group.addAction(action)
            action.triggered.connect(lambda _checked=False, chosen=code: self.choose(chosen))
            self.actions[code] = action

    def choose(self, code: str) -> None:
        """Save ``code`` as the language and tell the director when it takes effect."""
        save_language(code, self._settings)
        self.actions[code].setChecked(True)
        if code == current_language():
            self._tell(self.tr("Tourney speaks this language already."))
        else:
            self._tell(self.tr("The language changes the next time Tourney starts."))
