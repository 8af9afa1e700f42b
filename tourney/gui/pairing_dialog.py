"""Pair a staff phone: a QR code for a role, valid for two minutes and for one phone.

The director picks the role — the floor (bust-outs, rebuys, add-ons, moves, the button), the
desk (registrations, buy-ins, re-entries) or the director (everything, the clock and undo
included) — and may name the phone ("Table 2"). The dialog shows the code as a QR code of
the staff page's address (``…/staff#pair=CODE``) with a countdown; the phone that scans it
is paired, and the dialog says so. An expired code is replaced by a click. While the room is
not shared on the network there is no address to scan: the dialog offers to share it.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tourney.core.staff import DevicesChange, PairingCode
from tourney.gui.display.room_code import QrSquare, qr_matrix
from tourney.gui.language import refusal
from tourney.gui.room_share import RoomShare
from tourney.gui.staff_devices import StaffDevices

__all__ = ["PairingDialog", "role_name"]

_CODE_PIXELS = 240


def role_name(role: str) -> str:
    """A role as the window names it."""
    from PySide6.QtCore import QCoreApplication

    names = {
        "floor": QCoreApplication.translate("PairingDialog", "Floor"),
        "desk": QCoreApplication.translate("PairingDialog", "Desk"),
        "director": QCoreApplication.translate("PairingDialog", "Director"),
    }
    return names.get(role, role)


class PairingDialog(QDialog):
    """The pairing QR code for a role, its countdown, and who paired (see the module)."""

    def __init__(
        self,
        staff: StaffDevices,
        share: RoomShare,
        *,
        role: str = "floor",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.staff = staff
        self.share = share
        self.code: PairingCode | None = None
        self._known: set[int] = set()
        self.setWindowTitle(self.tr("Pair a staff phone"))
        layout = QVBoxLayout(self)
        roles = QHBoxLayout()
        self.roles = QButtonGroup(self)
        self.role_buttons: dict[str, QPushButton] = {}
        for key in ("floor", "desk", "director"):
            button = QPushButton(role_name(key))
            button.setCheckable(True)
            button.setMinimumHeight(36)
            self.roles.addButton(button)
            self.role_buttons[key] = button
            roles.addWidget(button)
            button.clicked.connect(lambda _checked=False, chosen=key: self.choose(chosen))
        layout.addLayout(roles)
        self.what = QLabel()
        self.what.setWordWrap(True)
        layout.addWidget(self.what)
        form = QFormLayout()
        self.device = QLineEdit()
        self.device.setMaxLength(40)
        self.device.setPlaceholderText(self.tr("optional: the phone says it"))
        self.device.editingFinished.connect(self.new_code)
        form.addRow(self.tr("Phone's name"), self.device)
        layout.addLayout(form)
        self.square = QrSquare(self)
        self.square.setFixedSize(_CODE_PIXELS, _CODE_PIXELS)
        layout.addWidget(self.square, 0, Qt.AlignmentFlag.AlignHCenter)
        self.countdown = QLabel()
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        bold = self.countdown.font()
        bold.setBold(True)
        bold.setPointSizeF(bold.pointSizeF() * 1.25)
        self.countdown.setFont(bold)
        layout.addWidget(self.countdown)
        self.address = QLabel()
        self.address.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.address.setWordWrap(True)
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.address)
        row = QHBoxLayout()
        self.renew = QPushButton(self.tr("New code"))
        self.renew.clicked.connect(self.new_code)
        row.addWidget(self.renew)
        self.share_button = QPushButton(self.tr("Share on the network"))
        self.share_button.clicked.connect(self._share)
        row.addWidget(self.share_button)
        layout.addLayout(row)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._timer = QTimer(self)
        self._timer.setInterval(500)
        self._timer.timeout.connect(self.tick)
        self._timer.start()
        staff.devices_changed.connect(self._paired)
        self.finished.connect(lambda _result: self._stop())
        self.role_buttons[role].setChecked(True)
        self.choose(role)

    @property
    def role(self) -> str:
        """The role chosen."""
        return next(key for key, button in self.role_buttons.items() if button.isChecked())

    def choose(self, role: str) -> None:
        """Pair for ``role``: a new code."""
        self.role_buttons[role].setChecked(True)
        self.what.setText(
            {
                "floor": self.tr(
                    "The floor busts players out (with who knocked them out), sells rebuys and "
                    "add-ons, makes the moves and sets the button, at the table."
                ),
                "desk": self.tr(
                    "The desk registers players (from the player database), sells buy-ins, "
                    "late registrations and re-entries."
                ),
                "director": self.tr(
                    "The director's phone does everything: the clock, undo and redo, and what "
                    "the floor and the desk do."
                ),
            }[role]
        )
        self.new_code()

    def new_code(self) -> None:
        """Make a code for the role and name chosen, and show it (if the room is shared)."""
        address = self.share.address
        self.share_button.setVisible(address is None)
        if address is None:
            self.code = None
            self.square.matrix = ()
            self.square.update()
            self.square.setEnabled(False)
            self.address.setText(
                self.tr("The room is not shared on the network: share it to pair phones.")
            )
            self.countdown.setText("")
            self.renew.setEnabled(False)
            return
        try:
            self.code = self.staff.issue(self.role, self.device.text().strip())
        except ValueError as error:
            self.code = None
            self.address.setText(refusal(error))
            return
        self._known = {device.id for device in self.staff.devices()}
        url = f"{address.url}staff#pair={self.code.text}"
        self.square.matrix = qr_matrix(url)
        modules = len(self.square.matrix) + 4  # with the quiet zone
        side = modules * max(4, _CODE_PIXELS // modules)  # whole pixels per module: sharp
        self.square.setFixedSize(side, side)
        self.square.setEnabled(True)
        self.square.update()
        self.address.setText(address.url + "staff")
        self.address.setToolTip(url)
        self.renew.setEnabled(True)
        self.tick()

    def tick(self) -> None:
        """The countdown: the time the code has left, or that it has expired."""
        code = self.code
        if code is None:
            return
        left = int(code.expires_at - self.staff.session.now())
        if left <= 0:
            self.countdown.setText(self.tr("This code has expired: make a new one."))
            self.square.matrix = ()
            self.square.update()
            return
        self.countdown.setText(
            self.tr("Scan with the phone within {time} — for one phone only").format(
                time=f"{left // 60}:{left % 60:02d}"
            )
        )

    def _paired(self, change: DevicesChange) -> None:
        if self.code is None:
            return
        new = [
            device
            for device in change.active.values()
            if device.id not in self._known and device.role == self.code.role
        ]
        if not new:
            return
        device = new[0]
        self.code = None
        self.square.matrix = ()
        self.square.update()
        self.countdown.setText(
            self.tr("Paired: {name} ({role}). Make a new code for another phone.").format(
                name=device.name, role=role_name(device.role)
            )
        )

    def _share(self) -> None:
        self.share.action.setChecked(True)
        self.new_code()

    def _stop(self) -> None:
        self._timer.stop()
        self.staff.devices_changed.disconnect(self._paired)
