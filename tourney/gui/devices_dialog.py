"""The Staff devices panel: the paired phones, revoking one, the staff PIN, the seat cards.

Lists every phone ever paired — its name, its role, when it was last seen, whether it may
still act — and revokes the one selected: it is refused at once, even on a connection it has
open. The staff PIN is the fallback where scanning is awkward: six digits or more, for the
roles ticked, typed on the phone's staff page; it is kept as a salted hash, shown nowhere
(never on the TV), and the server locks out an address that guesses. The last choice prints
the seat card of every player registered from the desk on this computer's printer.
"""

from __future__ import annotations

import datetime as dt

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from tourney.base.formats import format_time
from tourney.core.staff import DevicesChange
from tourney.gui.language import current_language, refusal
from tourney.gui.pairing_dialog import role_name
from tourney.gui.staff_devices import StaffDevices
from tourney.persistence.devices_repo import Device

__all__ = ["DevicesDialog"]


class DevicesDialog(QDialog):
    """The paired phones, revoking, the staff PIN and the desk's seat cards (see the module)."""

    def __init__(
        self, staff: StaffDevices, *, pair: object = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.staff = staff
        self.setWindowTitle(self.tr("Staff devices"))
        self.resize(640, 520)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "Phones paired for the floor, the desk or the director act through the same "
                "rules, refusals and undo as this window. Revoke a lost phone: it is refused at "
                "once."
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Role"), self.tr("Last seen"), self.tr("State")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in (1, 2, 3):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.table.itemSelectionChanged.connect(self._selected)
        layout.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.revoke_button = QPushButton(self.tr("Revoke"))
        self.revoke_button.clicked.connect(self.revoke_selected)
        row.addWidget(self.revoke_button)
        row.addStretch(1)
        self.pair_button = QPushButton(self.tr("Pair a phone…"))
        if callable(pair):
            self.pair_button.clicked.connect(pair)
        else:
            self.pair_button.hide()
        row.addWidget(self.pair_button)
        layout.addLayout(row)
        layout.addWidget(self._pin_box())
        self.cards = QCheckBox(self.tr("Print the seat card of each player registered at the desk"))
        self.cards.setChecked(staff.print_seat_cards)
        self.cards.toggled.connect(self._cards)
        layout.addWidget(self.cards)
        self.message = QLabel()
        self.message.setWordWrap(True)
        layout.addWidget(self.message)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.devices: list[Device] = []
        staff.devices_changed.connect(self._told)
        self.finished.connect(lambda _result: staff.devices_changed.disconnect(self._told))
        self.refresh()

    # ----------------------------------------------------------------- the devices

    def _told(self, _change: DevicesChange) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Show every device, and the PIN as it is set."""
        self.devices = self.staff.devices()
        self.table.setRowCount(len(self.devices))
        now = self.staff.session.now()
        for index, device in enumerate(self.devices):
            cells = (
                device.name,
                role_name(device.role),
                self._seen(device, now),
                self.tr("Revoked") if device.revoked else self.tr("Active"),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if device.revoked:
                    item.setForeground(Qt.GlobalColor.gray)
                self.table.setItem(index, column, item)
        self._selected()
        self._show_pin()

    def _seen(self, device: Device, now: float) -> str:
        if device.last_seen is None:
            return self.tr("never")
        ago = max(0, int(now - device.last_seen))
        if ago < 60:
            return self.tr("just now")
        if ago < 3600:
            return self.tr("{minutes} min ago").format(minutes=ago // 60)
        moment = dt.datetime.fromtimestamp(device.last_seen)
        return format_time(moment, current_language())

    def _chosen(self) -> Device | None:
        rows = self.table.selectionModel().selectedRows()
        if not rows:
            return None
        return self.devices[rows[0].row()]

    def _selected(self) -> None:
        device = self._chosen()
        self.revoke_button.setEnabled(device is not None and not device.revoked)

    def revoke_selected(self) -> None:
        """Revoke the device selected."""
        device = self._chosen()
        if device is None or device.revoked:
            return
        self.staff.revoke(device.id)
        self.message.setText(
            self.tr("{name} is revoked: it can no longer act.").format(name=device.name)
        )
        self.refresh()

    # ----------------------------------------------------------------- the staff PIN

    def _pin_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Staff PIN"))
        layout = QVBoxLayout(box)
        note = QLabel(
            self.tr(
                "For a phone that cannot scan: typed on the staff page with the phone's name. "
                "Six digits or more; never shown on the TV; an address that guesses is locked "
                "out."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        row = QHBoxLayout()
        self.pin = QLineEdit()
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,20}"), self))
        self.pin.setPlaceholderText(self.tr("six digits or more"))
        self.pin.textChanged.connect(self._pin_typed)
        row.addWidget(self.pin, 1)
        self.pin_roles: dict[str, QCheckBox] = {}
        for role in ("floor", "desk", "director"):
            box_role = QCheckBox(role_name(role))
            box_role.setChecked(role != "director")
            self.pin_roles[role] = box_role
            row.addWidget(box_role)
        layout.addLayout(row)
        buttons = QHBoxLayout()
        self.set_pin_button = QPushButton(self.tr("Set the PIN"))
        self.set_pin_button.clicked.connect(self.set_pin)
        buttons.addWidget(self.set_pin_button)
        self.clear_pin_button = QPushButton(self.tr("No PIN"))
        self.clear_pin_button.clicked.connect(self.clear_pin)
        buttons.addWidget(self.clear_pin_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.pin_state = QLabel()
        layout.addWidget(self.pin_state)
        self._pin_typed(self.pin.text())
        return box

    def _pin_typed(self, text: str) -> None:
        self.set_pin_button.setEnabled(len(text) >= 6)

    def _show_pin(self) -> None:
        roles = self.staff.pin_roles
        self.clear_pin_button.setEnabled(roles is not None)
        if roles is None:
            self.pin_state.setText(self.tr("No staff PIN is set: phones pair with a code only."))
        else:
            self.pin_state.setText(
                self.tr("A staff PIN is set; it pairs: {roles}.").format(
                    roles=", ".join(role_name(role) for role in roles)
                )
            )

    def set_pin(self) -> None:
        """Set the PIN typed, for the roles ticked."""
        roles = tuple(role for role, box in self.pin_roles.items() if box.isChecked())
        try:
            self.staff.set_pin(self.pin.text(), roles)
        except ValueError as error:
            self.message.setText(refusal(error))
            return
        self.pin.clear()
        self.message.setText(self.tr("The staff PIN is set."))
        self._show_pin()

    def clear_pin(self) -> None:
        """No staff PIN: phones pair with a code only."""
        self.staff.set_pin(None, ())
        self.message.setText(self.tr("The staff PIN is removed."))
        self._show_pin()

    def _cards(self, on: bool) -> None:  # noqa: FBT001 - a Qt slot
        self.staff.print_seat_cards = on
