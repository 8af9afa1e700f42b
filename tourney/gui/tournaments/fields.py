"""Small input widgets the tournament dialogs share: money in cents, chips, "level N" windows.

Each is a spin box that reads and writes the domain's integers, so pages never convert;
money and chips are shown and read with the window's language's marks (``1.234,50`` and
``12.500`` in Italian, ``1,234.50`` and ``12,500`` in English).
"""

from __future__ import annotations

from datetime import date

from PySide6.QtCore import QCoreApplication, QDate, QLocale
from PySide6.QtGui import QShowEvent, QValidator
from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QWidget,
)

from tourney.base.languages import language
from tourney.domain.money.money_text import Currency, money
from tourney.domain.room.button import MAX_SEATS
from tourney.gui.language import current_language
from tourney.gui.number_boxes import ChipsSpinBox, DecimalSpinBox, shown_keeping_typed_text
from tourney.gui.text_styles import ERROR_STYLE

__all__ = [
    "ChipsBox",
    "ErrorLabel",
    "LevelBox",
    "MoneyBox",
    "SeatsBox",
    "WholeBox",
    "form_layout",
    "from_qdate",
    "note_label",
    "show_adds_up",
    "to_qdate",
]


def form_layout() -> QFormLayout:
    """A form whose fields grow with the dialog and whose rows never wrap."""
    form = QFormLayout()
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.ExpandingFieldsGrow)
    form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.DontWrapRows)
    return form


def note_label(text: str) -> QLabel:
    """A sentence of explanation under a group of fields, wrapped."""
    label = QLabel(text)
    label.setWordWrap(True)
    return label


def show_adds_up(label: QLabel, problem: str) -> None:
    """Say on ``label`` whether a price's parts add up: ``problem`` in red, else a green tick."""
    if problem:
        label.setText(problem)
        label.setStyleSheet(ERROR_STYLE)
    else:
        label.setText(QCoreApplication.translate("Tournaments", "✓ The parts add up to the price."))
        label.setStyleSheet("color: #1b5e20;")


def from_qdate(day: QDate) -> date:
    """A ``QDate`` as a ``datetime.date``."""
    return date(day.year(), day.month(), day.day())


def four_digit_years(qt_format: str) -> str:
    """A Qt date format with the year in four digits.

    The language's short format ("dd/MM/yy" in Italian) writes 2026 as "26".

    >>> four_digit_years("dd/MM/yy"), four_digit_years("M/d/yy"), four_digit_years("dd.MM.yyyy")
    ('dd/MM/yyyy', 'M/d/yyyy', 'dd.MM.yyyy')
    """
    return qt_format if "yyyy" in qt_format else qt_format.replace("yy", "yyyy")


def date_format() -> str:
    """How a date box writes a day: the window's language's short date, four-digit year."""
    written = QLocale(language(current_language()).qt_locale)
    return four_digit_years(written.dateFormat(QLocale.FormatType.ShortFormat))


def to_qdate(day: date) -> QDate:
    """A ``datetime.date`` as a ``QDate``."""
    return QDate(day.year, day.month, day.day)


class MoneyBox(DecimalSpinBox):
    """An amount of money, read and written in integer cents.

    Shown with two decimals until :meth:`show_currency` says the money has none (an amount
    with cents still shows them).

    :meth:`~tourney.gui.numbers.DecimalSpinBox.cents` and
    :meth:`~tourney.gui.numbers.DecimalSpinBox.set_cents` read and show the amount.
    """

    def __init__(
        self, cents: int = 0, *, maximum: int = 100_000_000, parent: QWidget | None = None
    ):
        super().__init__(parent)
        self.setRange(0.0, maximum / 100)
        self.setSingleStep(1.0)
        self.set_cents(cents)

    def show_currency(self, currency: Currency) -> None:
        """Write the currency's symbol where the window's language puts it (``€``, ``lei``).

        Whole-amount money (``decimals`` 0) is shown and typed without cents: ``50 lei``.
        """
        self.follow_decimals(currency.decimals)
        written = money(100, currency, language=current_language())  # "€1.00", "1,00 €"
        digits = [i for i, char in enumerate(written) if char.isdigit()]
        self.setPrefix(written[: digits[0]] if currency.symbol else "")
        self.setSuffix(written[digits[-1] + 1 :] if currency.symbol else "")


class ChipsBox(ChipsSpinBox):
    """An amount of chips (whole numbers, with the language's thousands separators)."""

    def __init__(self, chips: int = 0, *, step: int = 1000, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRange(0, 100_000_000)
        self.setSingleStep(step)
        self.setValue(chips)


class WholeBox(QSpinBox):
    """A whole number that keeps what is typed: ``60`` past the highest is not read as ``6``.

    Qt's spin box refuses the keystroke that takes the text out of range, so typing ``60``
    where 50 is the most leaves ``6``. Here the text stays as typed and, when the field is
    left, becomes the nearest number allowed, which the director sees.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCorrectionMode(QAbstractSpinBox.CorrectionMode.CorrectToNearestValue)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown again while typed in: the text stays (:func:`shown_keeping_typed_text`)."""
        shown_keeping_typed_text(self, lambda: super(WholeBox, self).showEvent(event))

    def validate(self, text: str, pos: int) -> tuple[QValidator.State, str, int]:
        """As Qt's, but a number out of range is unfinished rather than refused."""
        state, text, pos = super().validate(text, pos)
        body = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if state is QValidator.State.Invalid and body.isdigit():
            return QValidator.State.Intermediate, text, pos
        return state, text, pos

    def fixup(self, text: str) -> str:
        """A number out of range becomes the nearest one allowed."""
        body = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if not body.isdigit():
            return text
        nearest = min(max(int(body), self.minimum()), self.maximum())
        return f"{self.prefix()}{self.textFromValue(nearest)}{self.suffix()}"


class SeatsBox(WholeBox):
    """Seats per table, 2 to :data:`MAX_SEATS`: more typed becomes the most, and says so.

    Attributes:
        note: The line that says so (hidden until then): the page puts it under the box.
    """

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRange(2, MAX_SEATS)
        self.setValue(seats)
        self.setSuffix(QCoreApplication.translate("Tournaments", " seats"))
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.hide()
        line = self.lineEdit()
        if line is not None:
            line.textEdited.connect(lambda _text: self.note.hide())  # typing again: it goes

    def fixup(self, text: str) -> str:
        """Too many seats typed: the most a table has, and the note says why."""
        body = text.removeprefix(self.prefix()).removesuffix(self.suffix()).strip()
        if body.isdigit() and int(body) > self.maximum():
            self.note.setText(
                QCoreApplication.translate("Tournaments", "A table has at most %1 seats.").replace(
                    "%1", str(self.maximum())
                )
            )
            self.note.show()
        return super().fixup(text)


class LevelBox(WholeBox):
    """A window "until level N"; its lowest setting means "no limit" (``None``)."""

    def __init__(self, none_text: str, level: int | None = None, *, parent: QWidget | None = None):
        super().__init__(parent)
        self.setRange(0, 200)
        self.setSpecialValueText(none_text)
        self.setPrefix(QCoreApplication.translate("Tournaments", "until level "))
        self.set_level(level)

    def level(self) -> int | None:
        """The last level, or ``None`` for the special value."""
        return None if self.value() == 0 else self.value()

    def set_level(self, level: int | None) -> None:
        """Show ``level`` (``None``: the special value)."""
        self.setValue(0 if level is None else level)


class ErrorLabel(QLabel):
    """An inline message under a form: red, wrapped, hidden while there is nothing to say."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setStyleSheet(ERROR_STYLE)
        self.hide()

    def show_message(self, text: str) -> None:
        """Show ``text``, or hide the label when it is empty."""
        self.setText(text)
        self.setVisible(bool(text))
