"""The cheat sheet: every keyboard shortcut of the director's window, from :data:`SHORTCUTS`.

Opened from the Help menu, with ``?`` or F1; its module loads then, not at start.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.shortcuts import SHORTCUTS

__all__ = ["CheatSheet"]


class CheatSheet(QDialog):
    """The list of shortcuts, generated from :data:`SHORTCUTS`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard shortcuts"))
        self.table = QTableWidget(len(SHORTCUTS), 2, self)
        self.table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(26)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for row, item in enumerate(SHORTCUTS):
            self.table.setItem(row, 0, QTableWidgetItem(item.text()))
            self.table.setItem(row, 1, QTableWidgetItem(item.translated()))
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        note = QLabel(
            self.tr(
                "While you type in a text field, the keys that act on the tournament (the "
                "clock's, bust-out, rename, undo and redo) are the field's: press Esc to leave "
                "it. The keys that take you somewhere (the tabs, Ctrl+R, Ctrl+F, Ctrl+P, F1) "
                "work everywhere."
            )
        )
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(560, 620)

    def rows(self) -> list[tuple[str, str]]:
        """The sheet's lines: keys and description."""
        return [(self._text(row, 0), self._text(row, 1)) for row in range(self.table.rowCount())]

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text() if item is not None else ""
