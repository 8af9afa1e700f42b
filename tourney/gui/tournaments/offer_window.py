"""When a rebuy or an add-on may be bought, as the wizard and the settings ask it.

:class:`WindowBox` is a choice and a number: for the whole tournament; until the end of level
N; until the end of level N and the break after it (what "until level N" always meant);
until the end of break N; or during break N only ("the add-on at the first break"). It
reads and writes the window fields of :class:`~tourney.domain.setup.Offer`, and
:class:`Window` is the choice as a value the sentences are made from.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QCoreApplication, QSignalBlocker, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QWidget

from tourney.domain.setup import Offer
from tourney.gui.tournaments.fields import WholeBox

__all__ = ["Window", "WindowBox", "WindowKind"]


class WindowKind(Enum):
    """Where the window of a rebuy or an add-on ends."""

    WHOLE = "whole"
    LEVEL = "level"
    """Until the end of level N (the break after it left out)."""
    LEVEL_AND_BREAK = "level-and-break"
    """Until the end of level N and the break after it, if there is one."""
    BREAK = "break"
    """Until the end of break N."""
    BREAK_ONLY = "break-only"
    """During break N only."""


@dataclass(frozen=True, slots=True)
class Window:
    """A window as chosen: its kind and its level or break number (ignored for WHOLE).

    Attributes:
        kind: Where it ends.
        number: The level or the break it names.
    """

    kind: WindowKind = WindowKind.WHOLE
    number: int = 1

    @classmethod
    def of(cls, offer: Offer) -> Window:
        """The window of ``offer``."""
        if offer.at_break is not None:
            return cls(WindowKind.BREAK_ONLY, offer.at_break)
        if offer.until_break is not None:
            return cls(WindowKind.BREAK, offer.until_break)
        if offer.until_level is not None:
            kind = WindowKind.LEVEL_AND_BREAK if offer.through_break else WindowKind.LEVEL
            return cls(kind, offer.until_level)
        return cls()

    def fields(self) -> dict[str, Any]:
        """The :class:`~tourney.domain.setup.Offer` fields for this window."""
        kind, number = self.kind, self.number
        return {
            "until_level": number
            if kind in (WindowKind.LEVEL, WindowKind.LEVEL_AND_BREAK)
            else None,
            "through_break": kind is not WindowKind.LEVEL,
            "until_break": number if kind is WindowKind.BREAK else None,
            "at_break": number if kind is WindowKind.BREAK_ONLY else None,
        }


def _choices() -> tuple[tuple[WindowKind, str], ...]:
    return (
        (WindowKind.WHOLE, QCoreApplication.translate("Tournaments", "the whole tournament")),
        (WindowKind.LEVEL, QCoreApplication.translate("Tournaments", "until the end of a level")),
        (
            WindowKind.LEVEL_AND_BREAK,
            QCoreApplication.translate(
                "Tournaments", "until the end of a level and the break after it"
            ),
        ),
        (WindowKind.BREAK, QCoreApplication.translate("Tournaments", "until the end of a break")),
        (WindowKind.BREAK_ONLY, QCoreApplication.translate("Tournaments", "during one break only")),
    )


class WindowBox(QWidget):
    """The choice of a window and its level or break number.

    Signals:
        valueChanged: The choice or the number changed.
    """

    valueChanged = Signal()

    def __init__(self, window: Window | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kind = QComboBox()
        for kind, text in _choices():
            self.kind.addItem(text, kind.value)
        self.number = WholeBox()
        self.number.setRange(1, 200)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.kind, 1)
        layout.addWidget(self.number)
        self._numbers = {False: 6, True: 1}  # the last level and break chosen: each kept
        self._breaks = False
        self.set_window(window or Window())
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.number.valueChanged.connect(self._changed)

    def chosen(self) -> Window:
        """The window chosen."""
        return Window(WindowKind(self.kind.currentData()), self.number.value())

    def set_window(self, window: Window) -> None:
        """Show ``window``."""
        with QSignalBlocker(self.kind):
            self.kind.setCurrentIndex(self.kind.findData(window.kind.value))
        self._breaks = _counts_breaks(window.kind)
        if window.kind is not WindowKind.WHOLE:
            self._numbers[self._breaks] = window.number
        self.number.setValue(self._numbers[self._breaks])
        self._show_number()
        self.valueChanged.emit()

    def set_offer(self, offer: Offer) -> None:
        """Show the window of ``offer``."""
        self.set_window(Window.of(offer))

    def set_level(self, level: int | None) -> None:
        """Until the end of ``level`` and the break after it (``None``: the whole tournament)."""
        if level is None:
            self.set_window(Window())
        else:
            self.set_window(Window(WindowKind.LEVEL_AND_BREAK, level))

    def level(self) -> int | None:
        """The last level of a window that ends at a level, else ``None``."""
        return self.chosen().fields()["until_level"]  # type: ignore[no-any-return]

    def _kind_changed(self) -> None:
        """A level is not a break: each keeps its own number (level 6, break 1)."""
        breaks = _counts_breaks(WindowKind(self.kind.currentData()))
        if breaks != self._breaks:
            self._numbers[self._breaks] = self.number.value()
            self._breaks = breaks
            with QSignalBlocker(self.number):
                self.number.setValue(self._numbers[breaks])
        self._changed()

    def _changed(self) -> None:
        self._show_number()
        self.valueChanged.emit()

    def _show_number(self) -> None:
        kind = WindowKind(self.kind.currentData())
        self.number.setVisible(kind is not WindowKind.WHOLE)
        breaks = _counts_breaks(kind)
        self.number.setPrefix(
            QCoreApplication.translate("Tournaments", "break ")
            if breaks
            else QCoreApplication.translate("Tournaments", "level ")
        )


def _counts_breaks(kind: WindowKind) -> bool:
    """Whether the window's number is a break's (else a level's)."""
    return kind in (WindowKind.BREAK, WindowKind.BREAK_ONLY)
