"""Small dialogs of the Tables tab: pick a seat for a move, confirm a bust-out.

They only ask; the tab hands the answer to the controller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

__all__ = ["BustDialog", "SeatPickerDialog"]


class SeatPickerDialog(QDialog):
    """Choose one open seat from a list, grouped by table."""

    def __init__(
        self,
        title: str,
        prompt: str,
        choices: Sequence[tuple[int, int]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.seats = QListWidget()
        self.seats.setAlternatingRowColors(True)
        for table, seat in choices:
            text = self.tr("Table %1, seat %2").replace("%1", str(table)).replace("%2", str(seat))
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, (table, seat))
            self.seats.addItem(item)
        self.seats.setStyleSheet("QListWidget::item { padding: 6px; }")
        if choices:
            self.seats.setCurrentRow(0)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(bool(choices))
        self.seats.itemDoubleClicked.connect(lambda _item: self.accept())
        label = QLabel(prompt if choices else self.tr("There is no open seat."))
        label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addWidget(label)
        layout.addWidget(self.seats)
        layout.addWidget(buttons)
        self.resize(340, 420)

    def choice(self) -> tuple[int, int] | None:
        """The chosen ``(table, seat)``, or ``None``."""
        item = self.seats.currentItem()
        if item is None:
            return None
        table, seat = item.data(Qt.ItemDataRole.UserRole)
        return int(table), int(seat)

    def choose(self, table: int, seat: int) -> bool:
        """Select ``table`` seat ``seat`` in the list; whether it is offered."""
        for row in range(self.seats.count()):
            if tuple(self.seats.item(row).data(Qt.ItemDataRole.UserRole)) == (table, seat):
                self.seats.setCurrentRow(row)
                return True
        return False


class BustDialog(QDialog):
    """Confirm a bust-out and say who knocked the player out (for bounties and the record)."""

    def __init__(
        self,
        name: str,
        eliminators: Sequence[tuple[int, str]],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Bust out %1").replace("%1", name))
        self.by = QComboBox()
        self.by.addItem(self.tr("(nobody named)"), 0)  # the words of the Players tab's dialog
        for entry, who in eliminators:
            self.by.addItem(who, entry)
        form = QFormLayout()
        form.addRow(self.tr("Knocked out by:"), self.by)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Bust out"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        question = QLabel(self.tr("%1 is out of the tournament.").replace("%1", name))
        layout = QVBoxLayout(self)
        layout.addWidget(question)
        layout.addLayout(form)
        layout.addWidget(buttons)

    def eliminators(self) -> tuple[int, ...]:
        """The entries that won the pot, or ``()`` when not recorded."""
        entry = int(self.by.currentData() or 0)
        return (entry,) if entry else ()
