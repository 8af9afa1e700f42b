"""Editors for numbers in the window's language: chips and money spin boxes, a chips prompt.

:class:`ChipsSpinBox` shows ``20.000`` in Italian and ``20,000`` in English and reads either
the language's grouping or plain digits back (:func:`tourney.gui.numbers.parse_chips`);
:class:`DecimalSpinBox` does the same for money (``12,50`` / ``12.50``); :func:`ask_chips`
asks for an amount in a small dialog. Apart from :mod:`tourney.gui.numbers` so that the
window's start, which only writes numbers, does not make Qt's spin box and dialog classes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from PySide6.QtGui import QShowEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.numbers import (
    chips_text,
    decimal_mark,
    decimal_text,
    group_mark,
    parse_chips,
    parse_decimal,
)

__all__ = ["ChipsSpinBox", "DecimalSpinBox", "ask_chips"]


def shown_keeping_typed_text(box: QAbstractSpinBox, show: Callable[[], None]) -> None:
    """Run the box's own ``showEvent`` (``show``), keeping the text the director is typing.

    Qt's spin box writes its value out afresh whenever it is shown. A wizard hides and shows
    its page each time its buttons change (Next greys out while the buy-in's parts do not add
    up), so typing ``40,00`` made ``4`` into ``4,00`` at the first key and the amount came
    out 4.000,00. While the text is being typed (changed by the director and not yet taken,
    which leaving the field or Enter does) it stays as typed, cursor and all.
    """
    editor = box.lineEdit()
    if not editor.isModified():
        show()
        return
    text, cursor = editor.text(), editor.cursorPosition()
    show()
    if editor.text() != text:
        editor.setText(text)
        editor.setCursorPosition(cursor)


class ChipsSpinBox(QSpinBox):
    """A spin box for chips: shows the window's language's marks and reads them back.

    ``20.000`` typed in Italian, ``20,000`` in English and plain ``20000`` in either are all
    twenty thousand; the other language's mark is refused as the director types it.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setGroupSeparatorShown(True)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again while typed in: the text stays (:func:`shown_keeping_typed_text`)."""
        shown_keeping_typed_text(self, lambda: super(ChipsSpinBox, self).showEvent(event))

    def textFromValue(self, value: int) -> str:
        """``value`` with the language's thousands mark (none when separators are hidden)."""
        return chips_text(value) if self.isGroupSeparatorShown() else str(value)

    def valueFromText(self, text: str) -> int:
        """The number typed (the current value when the text is not one)."""
        try:
            return parse_chips(self._body(text))
        except ValueError:
            return self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Acceptable: a number in range; Intermediate: on the way to one; else Invalid."""
        return self._state(self._body(text)), text, pos

    def _state(self, body: str) -> QValidator.State:
        try:
            value = parse_chips(body)
        except ValueError:
            partial = rf"[+-]?[\d{re.escape(group_mark())}]*"
            if re.fullmatch(partial, body):
                return QValidator.State.Intermediate
            return QValidator.State.Invalid
        if value > self.maximum() and value > 0:
            return QValidator.State.Invalid
        if value < self.minimum():
            return QValidator.State.Intermediate
        return QValidator.State.Acceptable

    def _body(self, text: str) -> str:
        return _body(self, text)


class DecimalSpinBox(QDoubleSpinBox):
    """A spin box for money (or any amount with decimals) in the window's language's marks.

    Italian and Romanian show ``1.234,50`` and read ``12,50``; English shows ``1,234.50`` and
    reads ``12.50`` (plain digits and the language's grouping are read in both). The other
    language's decimal mark is not read: the text stays unfinished until it is corrected.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setDecimals(2)
        self.setGroupSeparatorShown(True)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again while typed in: the text stays (:func:`shown_keeping_typed_text`)."""
        shown_keeping_typed_text(self, lambda: super(DecimalSpinBox, self).showEvent(event))

    def cents(self) -> int:
        """The amount in hundredths (cents for money with two decimals)."""
        return round(self.value() * 100)

    def set_cents(self, cents: int) -> None:
        """Show ``cents`` hundredths (a box showing whole amounts shows cents for this one)."""
        if cents % 100 and self.decimals() < 2:
            self.setDecimals(2)
        self.setValue(cents / 100)

    def follow_decimals(self, decimals: int) -> None:
        """Show the money's decimals: 2, or 0 for whole amounts unless this amount has cents.

        Nothing typed or stored is lost: an amount with cents keeps them in view.
        """
        self.setDecimals(2 if decimals or self.cents() % 100 else 0)

    def textFromValue(self, value: float) -> str:
        """``value`` with the language's marks and the box's decimals."""
        return decimal_text(value, self.decimals(), grouped=self.isGroupSeparatorShown())

    def valueFromText(self, text: str) -> float:
        """The number typed (the current value when the text is not one)."""
        try:
            return parse_decimal(_body(self, text), decimals=self.decimals())
        except ValueError:
            return self.value()

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """Acceptable: a number in range; Intermediate: on the way to one; else Invalid."""
        return self._state(_body(self, text)), text, pos

    def fixup(self, text: str) -> str:
        """Unfinished text is left as it is (the box then goes back to its value)."""
        return text

    def _state(self, body: str) -> QValidator.State:
        try:
            value = parse_decimal(body, decimals=self.decimals())
        except ValueError:
            group, point = re.escape(group_mark()), re.escape(decimal_mark())
            partial = re.fullmatch(rf"[+-]?[\d{group}]*(?:{point}(?P<part>\d*))?", body)
            if partial is not None and len(partial["part"] or "") <= self.decimals():
                return QValidator.State.Intermediate
            return QValidator.State.Invalid
        if value > self.maximum() and value > 0:
            return QValidator.State.Invalid
        if value < self.minimum():
            return QValidator.State.Intermediate
        return QValidator.State.Acceptable


def _body(box: QSpinBox | QDoubleSpinBox, text: str) -> str:
    """``text`` without the box's prefix and suffix, stripped."""
    body = text
    if box.prefix() and body.startswith(box.prefix()):
        body = body[len(box.prefix()) :]
    if box.suffix() and body.endswith(box.suffix()):
        body = body[: -len(box.suffix())]
    return body.strip()


def ask_chips(
    parent: QWidget | None,
    title: str,
    label: str,
    *,
    value: int = 0,
    minimum: int = 0,
    maximum: int = 2_000_000_000,
    step: int = 1,
) -> int | None:
    """Ask for a number of chips like ``QInputDialog.getInt``; ``None`` when cancelled."""
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    box = ChipsSpinBox(dialog)
    box.setRange(minimum, maximum)
    box.setSingleStep(step)
    box.setValue(value)
    box.selectAll()
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog
    )
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    layout = QVBoxLayout(dialog)
    layout.addWidget(QLabel(label, dialog))
    layout.addWidget(box)
    layout.addWidget(buttons)
    try:
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        box.interpretText()
        return box.value()
    finally:
        dialog.deleteLater()
