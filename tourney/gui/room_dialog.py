"""The sharing dialog: the room's addresses as QR codes, and how the room sees the players.

One QR code and its address for every address of the machine on the local network (a laptop
on Wi-Fi and on a cable has two), with the browser TV's address under each; then the choices:
how players are named on the phones, an optional view PIN for a private home game, and the
port. The dialog only lays out: :class:`~tourney.gui.room_share.RoomShare` starts, stops and
applies.
"""

from __future__ import annotations

from PySide6.QtCore import QRegularExpression, Qt
from PySide6.QtGui import QRegularExpressionValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.display.room_code import QrSquare, qr_matrix
from tourney.gui.room_share import RoomShare, ShareChoices

__all__ = ["RoomDialog"]

_CODE_PIXELS = 180


class RoomDialog(QDialog):
    """Share on the network: the switch, the addresses, the names, the PIN, the port."""

    def __init__(self, share: RoomShare, *, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.share = share
        self.setWindowTitle(self.tr("Share on the network"))
        layout = QVBoxLayout(self)
        self.switch = QCheckBox(
            self.tr("Share this tournament with the phones and TVs of the room")
        )
        self.switch.setChecked(share.address is not None)
        self.switch.toggled.connect(share.action.setChecked)
        layout.addWidget(self.switch)
        self.codes = QWidget()
        self.codes_layout = QGridLayout(self.codes)
        layout.addWidget(self.codes)
        note = QLabel(
            self.tr(
                "Phones on the same network scan a code or type its address; a TV's browser "
                "opens the address with /display at the end. Nothing leaves the local network."
            )
        )
        note.setWordWrap(True)
        layout.addWidget(note)
        layout.addLayout(self._form(share.choices))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.pin.textChanged.connect(self._check_pin)
        share.changed.connect(self.show_codes)
        self.finished.connect(lambda _result: share.changed.disconnect(self.show_codes))
        self.show_codes()

    def _form(self, choices: ShareChoices) -> QFormLayout:
        form = QFormLayout()
        self.names = QComboBox()
        for value, text in (
            ("full", self.tr("Full name")),
            ("initial", self.tr("First name and initial")),
            ("nickname", self.tr("Nickname (else first name and initial)")),
        ):
            self.names.addItem(text, value)
        self.names.setCurrentIndex(max(0, self.names.findData(choices.names)))
        form.addRow(self.tr("Players are named"), self.names)
        self.pin = QLineEdit(choices.pin)
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,12}"), self))
        self.pin.setPlaceholderText(self.tr("none: anybody on the network may look"))
        form.addRow(self.tr("View PIN (4 to 12 digits)"), self.pin)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(choices.port)
        form.addRow(self.tr("Port"), self.port)
        return form

    def show_codes(self) -> None:
        """One QR code and address per address of the machine (nothing while not shared)."""
        while self.codes_layout.count():
            item = self.codes_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        address = self.share.address
        self.switch.blockSignals(True)  # noqa: FBT003 - Qt's own switch
        self.switch.setChecked(address is not None)
        self.switch.blockSignals(False)  # noqa: FBT003 - Qt's own switch
        if address is None:
            return
        pin = self.share.choices.pin
        for column, url in enumerate(address.urls[:3]):
            square = QrSquare(self.codes)
            square.matrix = qr_matrix(url + (f"#pin={pin}" if pin else ""))
            square.setFixedSize(_CODE_PIXELS, _CODE_PIXELS)
            self.codes_layout.addWidget(square, 0, column, Qt.AlignmentFlag.AlignHCenter)
            text = QLabel(self.tr("{phones}\nTV: {tv}").format(phones=url, tv=url + "display"))
            text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            text.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            self.codes_layout.addWidget(text, 1, column)

    def _check_pin(self, text: str) -> None:
        """A PIN is none or 4 to 12 digits: OK waits until it is."""
        self.ok.setEnabled(len(text) == 0 or len(text) >= 4)

    def choices(self) -> ShareChoices:
        """The choices as the form says them."""
        chosen = ShareChoices()
        chosen.names = str(self.names.currentData())
        chosen.pin = self.pin.text().strip()
        chosen.port = self.port.value()
        return chosen

    def accept(self) -> None:
        """Apply the choices and close."""
        self.share.apply(self.choices())
        super().accept()
