"""The League tab of the tournament settings: the season the tournament counts towards.

The director turns the league on or off, names the season and picks how finishing places
earn points (one per entry, a square root, or a fixed table), with a live example.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.money.league import FixedPoints, LinearPoints, PointsFormula, SquareRootPoints
from tourney.domain.setup import LeagueSettings
from tourney.gui.language import refusal
from tourney.gui.number_boxes import DecimalSpinBox
from tourney.gui.tournaments.fields import form_layout, note_label
from tourney.gui.tournaments.settings_controller import (
    SettingsError,
    decimal_text,
    parse_points,
    points_example,
)

__all__ = ["LeaguePage"]

_LINEAR, _SQUARE_ROOT, _FIXED = "linear", "square-root", "fixed"


class LeaguePage(QWidget):
    """The League tab: on or off, the season, the points formula and its example.

    Args:
        league: The tournament's league, ``None`` when it counts towards none.
        entries: Gives the tournament's entries, for the example.

    Attributes:
        league: The checkable group: checked, the tournament counts towards the season.
        season, formula, scale, fixed_table, others: The fields.
        example: The points a few places would earn.
    """

    def __init__(
        self,
        league: LeagueSettings | None,
        *,
        entries: Callable[[], int],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._entries = entries
        self.league = QGroupBox(
            QCoreApplication.translate("Tournaments", "This tournament counts towards a &season")
        )
        self.league.setCheckable(True)
        self.league.setChecked(league is not None)
        self.season = QLineEdit(league.season if league is not None else "")
        self.season.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. Spring 2025")
        )
        formula = league.formula if league is not None else LinearPoints()
        self.formula = QComboBox()
        self.formula.addItem(
            QCoreApplication.translate("Tournaments", "One point per entry: entries − place + 1"),
            _LINEAR,
        )
        self.formula.addItem(
            QCoreApplication.translate("Tournaments", "Square root: scale × √(entries ÷ place)"),
            _SQUARE_ROOT,
        )
        self.formula.addItem(
            QCoreApplication.translate("Tournaments", "Fixed points by place"), _FIXED
        )
        self.formula.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "How finishing places turn into league points. Players who tie share the "
                "points of the places they cover.",
            )
        )
        self.scale = DecimalSpinBox()
        self.scale.setRange(0.01, 1000.0)
        self.scale.setValue(10.0)
        self.fixed_table = QLineEdit()
        self.fixed_table.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "e.g. 25, 18, 15, 12, 10")
        )
        self.fixed_table.setToolTip(
            QCoreApplication.translate(
                "Tournaments",
                "Points for the 1st, 2nd, 3rd … place, best first, separated by commas; "
                "a point for decimals (12.5).",
            )
        )
        self.others = DecimalSpinBox()
        self.others.setRange(0.0, 1000.0)
        self.others.setToolTip(
            QCoreApplication.translate(
                "Tournaments", "Points for every player placed below the table, for taking part."
            )
        )
        kind = _LINEAR
        if isinstance(formula, SquareRootPoints):
            kind = _SQUARE_ROOT
            self.scale.setValue(float(formula.scale))
        elif isinstance(formula, FixedPoints):
            kind = _FIXED
            self.fixed_table.setText(", ".join(decimal_text(p) for p in formula.table))
            self.others.setValue(float(formula.others))
        self.formula.setCurrentIndex(self.formula.findData(kind))
        self.example = QLabel()
        self.example.setWordWrap(True)
        self._form = form_layout()
        self._form.addRow(QCoreApplication.translate("Tournaments", "Season &name:"), self.season)
        self._form.addRow(QCoreApplication.translate("Tournaments", "&Points:"), self.formula)
        self._form.addRow(QCoreApplication.translate("Tournaments", "S&cale:"), self.scale)
        self._form.addRow(
            QCoreApplication.translate("Tournaments", "Points by &place:"), self.fixed_table
        )
        self._form.addRow(QCoreApplication.translate("Tournaments", "Everyone &else:"), self.others)
        self._form.addRow(self.example)
        self.league.setLayout(self._form)
        for signal in (
            self.formula.currentIndexChanged,
            self.scale.valueChanged,
            self.fixed_table.textChanged,
            self.others.valueChanged,
            self.league.toggled,
        ):
            signal.connect(self.refresh)

        layout = QVBoxLayout(self)
        layout.addWidget(self.league)
        layout.addWidget(
            note_label(
                QCoreApplication.translate(
                    "Tournaments",
                    "The season's standings add up the points of every tournament that counts "
                    "towards it (Reports → League standings).",
                )
            )
        )
        layout.addStretch(1)
        self.refresh()

    def formula_chosen(self) -> PointsFormula:
        """The points formula the fields describe.

        Raises:
            SettingsError: The points table cannot be read.
            DomainError: The domain refuses the points (negative, or rising down the table).
        """
        kind = self.formula.currentData()
        if kind == _SQUARE_ROOT:
            return SquareRootPoints(Decimal(str(round(self.scale.value(), 2))))
        if kind == _FIXED:
            return FixedPoints(
                parse_points(self.fixed_table.text()),
                Decimal(str(round(self.others.value(), 2))),
            )
        return LinearPoints()

    def refresh(self) -> None:
        """Show the rows of the chosen formula and its points example."""
        kind = self.formula.currentData()
        self._form.setRowVisible(self.scale, kind == _SQUARE_ROOT)
        self._form.setRowVisible(self.fixed_table, kind == _FIXED)
        self._form.setRowVisible(self.others, kind == _FIXED)
        entries = self._entries()
        entries = entries if entries >= 2 else 20
        try:
            text = points_example(self.formula_chosen(), entries)
        except SettingsError as exc:
            text = str(exc)
        except DomainError as exc:
            text = refusal(exc)
        self.example.setText(text)

    def settings(self) -> LeagueSettings | None:
        """The league the fields describe (``None``: the tournament counts towards none).

        Raises:
            SettingsError: No season name, or the points table cannot be read.
            DomainError: The domain refuses the points.
        """
        if not self.league.isChecked():
            return None
        season = self.season.text().strip()
        if not season:
            raise SettingsError(
                QCoreApplication.translate(
                    "Tournaments", "Name the season the tournament counts towards."
                ),
                field="season",
            )
        return LeagueSettings(season, self.formula_chosen())
