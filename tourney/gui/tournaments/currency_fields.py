"""The currency fields the wizard and the settings dialog share: symbol and decimals.

The symbol is an editable list of the usual ones (€, $, £, lei, CHF, or none); where it goes is
the reader's language's choice (``€5.00`` in English, ``5,00 €`` in Italian: CLDR's). The
example below the fields writes two amounts the way the tournament will write them, in the
window's language, and says why when the symbol cannot be used.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QFormLayout, QLabel, QWidget

from tourney.domain.errors import DomainError
from tourney.domain.money.money_text import NO_CURRENCY, Currency, money
from tourney.gui.language import current_language, refusal
from tourney.gui.tournaments.fields import form_layout

__all__ = ["COMMON_SYMBOLS", "CurrencyFields"]

COMMON_SYMBOLS: tuple[str, ...] = ("€", "$", "£", "lei", "CHF")
"""The symbols offered first."""


class CurrencyFields(QWidget):
    """Symbol and decimals of a tournament's money, with a live example.

    Signals:
        changed: Any field changed (the example is up to date).
    """

    changed = Signal()

    def __init__(self, currency: Currency = NO_CURRENCY, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.symbol = QComboBox()
        self.symbol.setEditable(True)
        self.symbol.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.symbol.addItem(QCoreApplication.translate("Tournaments", "(none)"), "")
        for symbol in COMMON_SYMBOLS:
            self.symbol.addItem(symbol, symbol)
        line = self.symbol.lineEdit()
        assert line is not None  # an editable combo box has one
        line.setMaxLength(8)
        hint = QCoreApplication.translate("Tournaments", "e.g. €, $, lei (empty: none)")
        line.setPlaceholderText(hint)
        arrow = self.symbol.sizeHint().width() - line.sizeHint().width()  # the drop-down's
        self.symbol.setMinimumWidth(
            line.fontMetrics().horizontalAdvance(hint) + max(arrow, 24) + 12
        )
        self.symbol.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "The currency's sign or code, up to 8 characters. It goes where the language "
                "puts it: €5.00 in English, 5,00 € in Italian and Romanian.",
            )
        )
        self.decimals = QComboBox()
        self.decimals.addItem(QCoreApplication.translate("Tournaments", "2 (cents)"), 2)
        self.decimals.addItem(QCoreApplication.translate("Tournaments", "0 (whole amounts)"), 0)
        self.decimals.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "With 0 decimals amounts are written without cents; an amount that has "
                "cents still shows them.",
            )
        )
        self.example = QLabel()
        self.example.setStyleSheet("font-weight: bold;")
        self.form: QFormLayout = form_layout()
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.addRow(QCoreApplication.translate("Tournaments", "S&ymbol:"), self.symbol)
        self.form.addRow(QCoreApplication.translate("Tournaments", "De&cimals:"), self.decimals)
        self.form.addRow(QCoreApplication.translate("Tournaments", "Example:"), self.example)
        self.setLayout(self.form)
        self.set_currency(currency)
        self.symbol.currentIndexChanged.connect(self._symbol_chosen)
        self.symbol.editTextChanged.connect(self._refresh)
        self.decimals.currentIndexChanged.connect(self._refresh)

    def set_currency(self, currency: Currency) -> None:
        """Show ``currency`` in the fields."""
        self.symbol.setEditText(currency.symbol)
        self.decimals.setCurrentIndex(0 if currency.decimals == 2 else 1)
        self._refresh()

    def symbol_text(self) -> str:
        """The symbol typed or chosen ("" for none)."""
        text = self.symbol.currentText().strip()
        return "" if text == self.symbol.itemText(0) else text

    def currency(self) -> Currency:
        """The currency the fields describe.

        Raises:
            DomainError: The symbol is too long.
        """
        return Currency(self.symbol_text(), decimals=int(self.decimals.currentData()))

    def _symbol_chosen(self, index: int) -> None:
        """Picking "(none)" empties the symbol."""
        if index == 0:
            self.symbol.setEditText("")
        self._refresh()

    def _refresh(self) -> None:
        try:
            currency = self.currency()
        except DomainError as exc:
            self.example.setText(refusal(exc))
        else:
            language = current_language()
            small = 1250 if currency.decimals else 1200  # whole amounts: an example without cents
            self.example.setText(
                f"{money(146000, currency, language=language)}   ·   "
                f"{money(small, currency, language=language)}"
            )
        self.changed.emit()
