"""The "Generator…" dialog: a structure from a few numbers, with a preview of the evening.

The director gives the starting stack, the expected players, the target length, the level
duration and the ante kind; :func:`tourney.domain.generator.generate` builds the structure,
and the preview lists every level with its start time and the average stack in big blinds,
then the estimated end. "Use this structure" hands it to the caller (:attr:`result`).
"""

from __future__ import annotations

from datetime import datetime
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    Qt,
    QTime,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableView,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.chips import ChipSet
from tourney.domain.errors import DomainError
from tourney.domain.generator import GeneratedStructure, PreviewRow, generate
from tourney.domain.structure import AnteKind, Break, Level, Structure
from tourney.domain.templates import HOME_CHIPS
from tourney.gui.structure.labels import ante_kind_name, choices, minutes_text

__all__ = ["GeneratorDialog", "PreviewColumn", "PreviewModel"]

_Index = QModelIndex | QPersistentModelIndex


class PreviewColumn(IntEnum):
    """The preview's columns."""

    ITEM = 0
    BLINDS = 1
    ANTE = 2
    MINUTES = 3
    STARTS = 4
    DEPTH = 5


class PreviewModel(QAbstractTableModel):
    """The generated structure's preview rows, read-only."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._rows: tuple[PreviewRow, ...] = ()

    def set_rows(self, rows: tuple[PreviewRow, ...]) -> None:
        """Show other preview rows."""
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """Rows in the preview."""
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008
        """The columns of :class:`PreviewColumn`."""
        return 0 if parent.isValid() else len(PreviewColumn)

    def headerData(
        self,
        section: int,
        orientation: Qt.Orientation,
        role: int = Qt.ItemDataRole.DisplayRole,
    ) -> Any:
        """Column titles."""
        if orientation is not Qt.Orientation.Horizontal or not 0 <= section < len(PreviewColumn):
            return None
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return {
            PreviewColumn.ITEM: QCoreApplication.translate("GeneratorDialog", "Level"),
            PreviewColumn.BLINDS: QCoreApplication.translate("GeneratorDialog", "Blinds"),
            PreviewColumn.ANTE: QCoreApplication.translate("GeneratorDialog", "Ante"),
            PreviewColumn.MINUTES: QCoreApplication.translate("GeneratorDialog", "Minutes"),
            PreviewColumn.STARTS: QCoreApplication.translate("GeneratorDialog", "Starts"),
            PreviewColumn.DEPTH: QCoreApplication.translate("GeneratorDialog", "Average stack"),
        }[PreviewColumn(section)]

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        """The cell's text, right-aligned for numbers."""
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        column = PreviewColumn(index.column())
        if role == Qt.ItemDataRole.TextAlignmentRole and column is not PreviewColumn.ITEM:
            return Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter  # fmt: skip
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return _cell(row, column)


def _cell(row: PreviewRow, column: PreviewColumn) -> str:
    item = row.item
    level = item if isinstance(item, Level) else None
    if column is PreviewColumn.ITEM:
        return (
            QCoreApplication.translate("GeneratorDialog", "Level {number}").format(number=row.level)
            if level
            else QCoreApplication.translate("GeneratorDialog", "Break")
        )
    if column is PreviewColumn.MINUTES:
        return minutes_text(item.seconds)
    if column is PreviewColumn.STARTS:
        if row.starts_at is not None:
            return row.starts_at.strftime("%H:%M")
        return _duration(row.starts_after)
    if level is None:
        if column is PreviewColumn.BLINDS and isinstance(item, Break) and item.colour_up:
            values = ", ".join(f"{v:,}" for v in item.colour_up)
            return QCoreApplication.translate("GeneratorDialog", "colour up {values}").format(
                values=values
            )
        return ""
    if column is PreviewColumn.BLINDS:
        return f"{level.small_blind:,} / {level.big_blind:,}"
    if column is PreviewColumn.ANTE:
        return f"{level.ante:,}" if level.ante else ""
    if row.average_stack_bb is None:
        return ""
    return QCoreApplication.translate("GeneratorDialog", "{depth} BB").format(
        depth=f"{row.average_stack_bb:.1f}"
    )


def _duration(seconds: int) -> str:
    hours, rest = divmod(seconds // 60, 60)
    return f"{hours}:{rest:02d}"


class GeneratorDialog(QDialog):
    """Numbers in, a previewed structure out; :attr:`result` holds it after "Use"."""

    def __init__(
        self,
        *,
        chips: ChipSet | None = None,
        starting_stack: int = 10_000,
        players: int = 20,
        start: datetime | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Generate a structure"))
        self._chips = chips or HOME_CHIPS
        self._start = start
        self.generated: GeneratedStructure | None = None
        self.result_structure: Structure | None = None

        self.stack = QSpinBox(self)
        self.stack.setRange(1, 10_000_000)
        self.stack.setSingleStep(1000)
        self.stack.setGroupSeparatorShown(True)
        self.stack.setValue(starting_stack)
        self.players = QSpinBox(self)
        self.players.setRange(2, 2000)
        self.players.setValue(max(players, 2))
        self.length = QTimeEdit(self)
        self.length.setDisplayFormat("H:mm")
        self.length.setMinimumTime(QTime(0, 30))
        self.length.setTime(QTime(4, 0))
        self.length.setToolTip(self.tr("How long the tournament should last (hours:minutes)."))
        self.level_minutes = QSpinBox(self)
        self.level_minutes.setRange(1, 240)
        self.level_minutes.setValue(20)
        self.level_minutes.setSuffix(self.tr(" min"))
        self.ante_kind = QComboBox(self)
        for value, name in choices(AnteKind):
            self.ante_kind.addItem(name, value)
        self.ante_kind.setCurrentIndex(self.ante_kind.findData(AnteKind.BIG_BLIND.value))

        form = QFormLayout()
        form.addRow(self.tr("Starting stack"), self.stack)
        form.addRow(self.tr("Expected players"), self.players)
        form.addRow(self.tr("Target length"), self.length)
        form.addRow(self.tr("Level duration"), self.level_minutes)
        form.addRow(self.tr("Ante"), self.ante_kind)

        self.model = PreviewModel(self)
        self.preview = QTableView(self)
        self.preview.setModel(self.model)
        self.preview.verticalHeader().hide()
        self.preview.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.preview.setEditTriggers(QTableView.EditTrigger.NoEditTriggers)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #c62828;")

        self.buttons = QDialogButtonBox(self)
        self.use_button = self.buttons.addButton(
            self.tr("Use this structure"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._use)
        self.buttons.rejected.connect(self.reject)

        top = QHBoxLayout()
        top.addLayout(form)
        side = QVBoxLayout()
        side.addWidget(self.summary)
        side.addWidget(self.message)
        side.addStretch(1)
        top.addLayout(side, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.preview, 1)
        layout.addWidget(self.buttons)
        self.resize(760, 620)

        for spin in (self.stack, self.players, self.level_minutes):
            spin.valueChanged.connect(self.update_preview)
        self.length.timeChanged.connect(self.update_preview)
        self.ante_kind.currentIndexChanged.connect(self.update_preview)
        self.update_preview()

    def update_preview(self) -> None:
        """Generate again from the numbers shown; a refusal shows its reason."""
        time = self.length.time()
        try:
            generated = generate(
                self.stack.value(),
                self.players.value(),
                (time.hour() * 60 + time.minute()) * 60,
                self.level_minutes.value() * 60,
                chips=self._chips,
                ante_kind=AnteKind(self.ante_kind.currentData()),
                start=self._start,
            )
        except DomainError as exc:
            self.generated = None
            self.model.set_rows(())
            self.summary.clear()
            self.message.setText(str(exc))
            self.use_button.setEnabled(False)
            return
        self.generated = generated
        self.model.set_rows(generated.rows)
        self.message.clear()
        self.use_button.setEnabled(True)
        levels = len(generated.structure.levels())
        if generated.estimated_end_at is not None:
            end = generated.estimated_end_at.strftime("%H:%M")
        else:
            end = _duration(generated.estimated_end_seconds)
        kind = AnteKind(self.ante_kind.currentData())
        if kind is AnteKind.NONE:
            text = self.tr("{levels} levels, no ante. Expected end: {end}.")
        else:
            text = self.tr("{levels} levels, {kind} from level 5. Expected end: {end}.")
        self.summary.setText(text.format(levels=levels, kind=ante_kind_name(kind).lower(), end=end))

    def _use(self) -> None:
        if self.generated is None:
            return
        self.result_structure = self.generated.structure
        self.accept()
