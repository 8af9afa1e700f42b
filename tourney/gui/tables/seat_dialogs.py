"""Small dialogs of the Tables tab: pick a seat for a move, the stack of a rebuy.

They only ask; the tab hands the answer to the controller.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.numbers import chips_text

__all__ = ["RebuyDialog", "SeatPickerDialog"]


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


class RebuyDialog(QDialog):
    """Ask for the stack of a player rebuying (the rule may allow only a short stack)."""

    def __init__(
        self,
        name: str,
        *,
        start: int | None,
        terms: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rebuy for %1").replace("%1", name))
        self.terms = QLabel(self.tr("Collect %1.").replace("%1", terms))  # what the floor takes
        self.terms.setVisible(bool(terms))
        self.stack = ChipsSpinBox()
        self.stack.setRange(0, 2_000_000_000)
        self.stack.setSingleStep(100)
        if start is None:
            prompt = self.tr("%1's stack now:").replace("%1", name)
        else:
            prompt = (
                self.tr("%1's stack now (at most %2 for a rebuy):")
                .replace("%1", name)
                .replace("%2", chips_text(start))
            )
        self.prompt = QLabel(prompt)
        form = QFormLayout()
        form.addRow(self.terms)
        form.addRow(self.prompt)
        form.addRow(self.stack)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setText(self.tr("Rebuy"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(buttons)
        self.stack.setFocus()

    def value(self) -> int:
        """The stack typed."""
        self.stack.interpretText()
        return self.stack.value()
