"""The "Generator…" dialog: a structure from a few numbers, with a preview of the evening.

The director gives the starting stack, the expected players, the target length, the level
duration and the ante kind; :func:`tourney.domain.levels.generator.generate` builds the structure,
and the preview lists every level with its start time and the average stack in big blinds,
then the estimated end. "Use this structure" hands it to the caller (:attr:`result`).
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import (
    QModelIndex,
    QPersistentModelIndex,
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

from tourney.domain.errors import DomainError
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.generator import STARTING_BIG_BLINDS, GeneratedStructure, generate
from tourney.domain.levels.structure import AnteKind, Structure
from tourney.domain.levels.templates import HOME_CHIPS
from tourney.gui.display.texts import english_plural
from tourney.gui.language import refusal
from tourney.gui.number_boxes import ChipsSpinBox
from tourney.gui.structure.labels import ante_kind_name, choices
from tourney.gui.structure_preview import PreviewModel, shallower_start
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["GeneratorDialog"]

_Index = QModelIndex | QPersistentModelIndex


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

        self.stack = ChipsSpinBox(self)
        self.stack.setRange(1, 10_000_000)
        self.stack.setSingleStep(1000)
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
        self.message.setStyleSheet(ERROR_STYLE)

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
            self.message.setText(refusal(exc))
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
            text = self.tr("%n level(s), no ante. Expected end: {end}.", "", levels)
        else:
            text = self.tr("%n level(s), {kind} from level 5. Expected end: {end}.", "", levels)
        said = english_plural(text, levels).format(kind=ante_kind_name(kind).lower(), end=end)
        self.summary.setText(said + shallower_start(generated, STARTING_BIG_BLINDS))

    def _use(self) -> None:
        if self.generated is None:
            return
        self.result_structure = self.generated.structure
        self.accept()
