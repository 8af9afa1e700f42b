"""The wizard's structure page: a built-in template or the generator, with a live preview."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHeaderView,
    QLabel,
    QRadioButton,
    QSpinBox,
    QTableView,
    QWidget,
)

from tourney.domain.errors import DomainError
from tourney.domain.levels.chips import ChipSet
from tourney.domain.levels.generator import generate
from tourney.domain.levels.structure import AnteKind, Structure
from tourney.domain.levels.templates import HOME_CHIPS, TEMPLATES
from tourney.gui.language import current_language, refusal
from tourney.gui.numbers import chips_text
from tourney.gui.structure_preview import LevelColumn, PreviewModel, shallower_start
from tourney.gui.tournaments.draft_page import DraftPage
from tourney.gui.tournaments.fields import WholeBox
from tourney.gui.tournaments.setup_form import SetupDraft, preview_rows, template_structure

__all__ = ["StructurePage"]


def _spin(low: int, high: int, value: int, *, suffix: str = "", step: int = 1) -> QSpinBox:
    box = WholeBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setSuffix(suffix)
    box.setValue(value)
    return box


class StructurePage(DraftPage):
    """Choose a template or generate the levels; the preview follows every change."""

    def __init__(self, draft: SetupDraft, parent: QWidget | None = None):
        super().__init__(
            draft,
            QCoreApplication.translate("Tournaments", "Structure"),
            QCoreApplication.translate(
                "Tournaments",
                "The levels and breaks: start from a template or let Tourney build them.",
            ),
            parent,
        )
        self.use_template = QRadioButton(QCoreApplication.translate("Tournaments", "&Template"))
        self.use_generator = QRadioButton(QCoreApplication.translate("Tournaments", "&Generate"))
        self.use_template.setChecked(True)
        self._mode = QButtonGroup(self)
        self._mode.addButton(self.use_template)
        self._mode.addButton(self.use_generator)

        self.template = QComboBox()
        for item in TEMPLATES:
            self.template.addItem(item.title_in(current_language()), item.key)
        self.template.setCurrentIndex(1)
        self.template_note = QLabel()
        self.template_note.setWordWrap(True)
        template_page = QWidget()
        template_form = QFormLayout(template_page)
        template_form.setContentsMargins(0, 0, 0, 0)
        template_form.addRow(QCoreApplication.translate("Tournaments", "Template:"), self.template)
        template_form.addRow(self.template_note)

        self.players = _spin(2, 2000, draft.expected_players)
        self.length = _spin(
            30, 24 * 60, 300, suffix=QCoreApplication.translate("Tournaments", " min"), step=30
        )
        self.level_minutes = _spin(
            3, 120, 20, suffix=QCoreApplication.translate("Tournaments", " min")
        )
        self.start_depth = _spin(
            10, 1000, 100, suffix=QCoreApplication.translate("Tournaments", " big blinds"), step=10
        )
        self.ante = QComboBox()
        for kind, text in (
            (AnteKind.BIG_BLIND, QCoreApplication.translate("Tournaments", "Big-blind ante")),
            (AnteKind.CLASSIC, QCoreApplication.translate("Tournaments", "Classic ante")),
            (AnteKind.NONE, QCoreApplication.translate("Tournaments", "No ante")),
        ):
            self.ante.addItem(text, kind)
        self.ante_from = _spin(1, 100, 5)
        self.ante_from.setPrefix(QCoreApplication.translate("Tournaments", "from level "))
        self.break_every = _spin(
            0, 24 * 60, 0, suffix=QCoreApplication.translate("Tournaments", " min"), step=10
        )
        self.break_every.setSpecialValueText(
            QCoreApplication.translate("Tournaments", "about every 100 minutes")
        )
        self.break_minutes = _spin(
            1, 60, 10, suffix=QCoreApplication.translate("Tournaments", " min")
        )
        generator_page = QWidget()
        grid = QGridLayout(generator_page)
        grid.setContentsMargins(0, 0, 0, 0)
        rows: tuple[tuple[str, QWidget, str, QWidget], ...] = (
            (
                QCoreApplication.translate("Tournaments", "Expected players:"),
                self.players,
                QCoreApplication.translate("Tournaments", "Target length:"),
                self.length,
            ),
            (
                QCoreApplication.translate("Tournaments", "Each level:"),
                self.level_minutes,
                QCoreApplication.translate("Tournaments", "Start with:"),
                self.start_depth,
            ),
            (QCoreApplication.translate("Tournaments", "Ante:"), self.ante, "", self.ante_from),
            (
                QCoreApplication.translate("Tournaments", "Break every:"),
                self.break_every,
                QCoreApplication.translate("Tournaments", "Breaks last:"),
                self.break_minutes,
            ),
        )
        for row, (left_label, left, right_label, right) in enumerate(rows):
            grid.addWidget(QLabel(left_label), row, 0)
            grid.addWidget(left, row, 1)
            grid.addWidget(QLabel(right_label), row, 2)
            grid.addWidget(right, row, 3)
        grid.setColumnStretch(1, 1)
        grid.setColumnStretch(3, 1)

        self.template_inputs = template_page
        self.generator_inputs = generator_page
        generator_page.hide()
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.model = PreviewModel(self)
        self.preview = QTableView()
        self.preview.setModel(self.model)
        self.preview.verticalHeader().hide()
        self.preview.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.preview.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.preview.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 8)

        top = QGridLayout()
        top.addWidget(self.use_template, 0, 0)
        top.addWidget(self.use_generator, 0, 1)
        top.setColumnStretch(2, 1)
        self.body.addLayout(top)
        self.body.addWidget(template_page)
        self.body.addWidget(generator_page)
        self.body.addWidget(self.summary)
        self.body.addWidget(self.preview, 1)

        self.use_template.toggled.connect(self.refresh)
        self.template.currentIndexChanged.connect(self.refresh)
        for box in (
            self.players,
            self.length,
            self.level_minutes,
            self.start_depth,
            self.ante_from,
            self.break_every,
            self.break_minutes,
        ):
            box.valueChanged.connect(self.refresh)
        self.ante.currentIndexChanged.connect(self.refresh)

    def initializePage(self) -> None:
        """Show the preview for the stack, game and start chosen on the earlier pages."""
        self.refresh()

    def _stack(self) -> int:
        return self.draft.buyins.chips if self.draft.buyins is not None else 10_000

    def build(self) -> tuple[Structure, ChipSet]:
        """The structure and chips the fields describe, showing them in the preview.

        Raises:
            DomainError: The generator cannot build a structure from these numbers.
        """
        draft = self.draft
        if self.use_template.isChecked():
            self._show_inputs(generator=False)
            structure, chips = template_structure(
                self.template.currentData(), draft.game, draft.limit
            )
            self.model.set_rows(preview_rows(structure, start=draft.start))
            self._describe_template(structure, chips)
            return structure, chips
        self._show_inputs(generator=True)
        generated = generate(
            self._stack(),
            self.players.value(),
            self.length.value() * 60,
            self.level_minutes.value() * 60,
            chips=HOME_CHIPS,
            starting_big_blinds=self.start_depth.value(),
            ante_kind=self.ante.currentData(),
            ante_from_level=self.ante_from.value(),
            break_every=self.break_levels(),
            break_seconds=self.break_minutes.value() * 60,
            game=draft.game,
            limit=draft.limit,
            start=draft.start,
            name=QCoreApplication.translate("Tournaments", "Generated"),
        )
        self.model.set_rows(generated.rows)
        hours, minutes = divmod(generated.estimated_end_seconds // 60, 60)
        text = (
            QCoreApplication.translate(
                "Tournaments", "From a %1 stack, %2 players should be done in about %3 h %4 min."
            )
            .replace("%1", chips_text(self._stack()))
            .replace("%2", str(self.players.value()))
            .replace("%3", str(hours))
            .replace("%4", f"{minutes:02d}")
        )
        if generated.estimated_end_at is not None:
            end = generated.estimated_end_at.strftime("%H:%M")
            text += " " + QCoreApplication.translate("Tournaments", "That is around %1.").replace(
                "%1", end
            )
        every = self.break_levels()
        if every is not None:
            text += " " + QCoreApplication.translate(
                "Tournaments", "A break after every %1 levels (%2 min of play)."
            ).replace("%1", str(every)).replace("%2", str(every * self.level_minutes.value()))
        text += shallower_start(generated, self.start_depth.value())
        self.summary.setText(text)
        return generated.structure, generated.chips

    def break_levels(self) -> int | None:
        """The break interval typed in minutes, as a number of levels (``None``: the default).

        A break comes after whole levels: 60 minutes with 20-minute levels is every 3 levels;
        less than a level is after every level.
        """
        minutes = self.break_every.value()
        if not minutes:
            return None
        return max(1, round(minutes / self.level_minutes.value()))

    def _show_inputs(self, *, generator: bool) -> None:
        self.template_inputs.setVisible(not generator)
        self.generator_inputs.setVisible(generator)
        self.preview.setColumnHidden(LevelColumn.DEPTH, not generator)

    def _describe_template(self, structure: Structure, chips: ChipSet) -> None:
        chosen = TEMPLATES[self.template.currentIndex()]
        text = chosen.description_in(current_language())
        if chips.starting_total and chips.starting_total != self._stack():
            text += " " + QCoreApplication.translate(
                "Tournaments",
                "Note: it is made for a %1 stack; the buy-in gives %2, so players start "
                "deeper or shallower than planned.",
            ).replace("%1", chips_text(chips.starting_total)).replace(
                "%2", chips_text(self._stack())
            )
        self.template_note.setText(text)
        hours, minutes = divmod(structure.total_seconds // 60, 60)
        self.summary.setText(
            QCoreApplication.translate("Tournaments", "%1 levels, %2 h %3 min in all.")
            .replace("%1", str(len(structure.levels())))
            .replace("%2", str(hours))
            .replace("%3", f"{minutes:02d}")
        )

    def refresh(self) -> None:
        """Rebuild the preview after any change, showing a refusal inline."""
        try:
            self.build()
        except DomainError as exc:
            self.model.set_rows(())
            self.summary.setText("")
            self.error.show_message(refusal(exc))
            return
        self.error.show_message("")

    def commit(self) -> None:
        """Store the structure and its chips."""
        structure, chips = self.build()
        self.draft.structure = structure
        self.draft.chips = chips
        if self.use_generator.isChecked():
            self.draft.expected_players = self.players.value()
