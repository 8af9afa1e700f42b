"""The Structure tab: the level editor with its problems, templates, the generator, the chips.

Layout only: the :class:`StructureController` decides what may change, and every change to
the tournament goes through it (and so through the session). Problems found in the draft
are listed below the table and marked on their rows; "Apply changes" stays disabled until
there are none.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QHideEvent, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.levels.templates import TEMPLATES
from tourney.gui.display.texts import english_plural
from tourney.gui.language import current_language
from tourney.gui.session import Session
from tourney.gui.structure.chip_set_view import ChipSetView
from tourney.gui.structure.generator_dialog import GeneratorDialog
from tourney.gui.structure.level_delegate import LevelDelegate
from tourney.gui.structure.levels_model import Column, LevelsModel
from tourney.gui.structure.structure_controller import StructureController
from tourney.gui.text_styles import ERROR_STYLE

__all__ = ["StructureTab"]

_ROW_ROLE = Qt.ItemDataRole.UserRole + 1
_REFRESH_MS = 5000


class StructureTab(QWidget):
    """The level table and its buttons, the problems panel, and the chip set."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._session = session
        self.controller = StructureController(session, self)
        self.model = LevelsModel(self.controller, self)

        self.table = QTableView(self)
        self.table.setModel(self.model)
        self.table.setItemDelegate(LevelDelegate(chip_step=self._chip_step, parent=self.table))
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
            | QAbstractItemView.EditTrigger.AnyKeyPressed
        )
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setWordWrap(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)
        header.setMinimumSectionSize(64)

        self.insert_level = QPushButton(self.tr("Insert level"), self)
        self.insert_break = QPushButton(self.tr("Insert break"), self)
        self.remove = QPushButton(self.tr("Remove"), self)
        self.templates = QPushButton(self.tr("Templates"), self)  # its width counts the arrow
        self.templates.setMenu(self._templates_menu())
        self.generator = QPushButton(self.tr("Generator…"), self)
        self.revert = QPushButton(self.tr("Revert"), self)
        self.apply = QPushButton(self.tr("Apply changes"), self)
        self.apply.setDefault(True)
        self.status = QLabel(self)
        self._applied_to: object = None

        self.message = QLabel(self)
        self.message.setWordWrap(True)
        self.message.setStyleSheet(ERROR_STYLE)
        self.message.hide()

        self.problems = QListWidget(self)
        self.problems.setWordWrap(True)
        self.problems.setMaximumHeight(self.fontMetrics().height() * 6 + 12)
        self.problems_title = QLabel(self)

        self.chip_set = ChipSetView(self)
        self.edit_chips = QPushButton(self.tr("Edit the chip set…"), self)
        self.edit_chips.clicked.connect(lambda _=False: self.open_chip_set_dialog())
        chips_box = QGroupBox(self.tr("Chip set"), self)
        chips_layout = QVBoxLayout(chips_box)
        chips_layout.addWidget(self.chip_set)
        chips_layout.addWidget(self.edit_chips)
        chips_layout.addStretch(1)

        self._lay_out(chips_box)

        self.insert_level.clicked.connect(self._insert_level)
        self.insert_break.clicked.connect(self._insert_break)
        self.remove.clicked.connect(self._remove)
        self.generator.clicked.connect(self.open_generator)
        self.revert.clicked.connect(self.controller.revert)
        self.apply.clicked.connect(self.controller.apply)
        self.problems.itemActivated.connect(self._go_to_problem)
        self.problems.itemClicked.connect(self._go_to_problem)
        self.controller.draft_changed.connect(self._update)
        self.controller.refused.connect(self._show_message)
        self.controller.applied.connect(self._applied)
        self.table.selectionModel().currentRowChanged.connect(self._update_buttons)

        self._timer = QTimer(self)
        self._timer.setInterval(_REFRESH_MS)
        self._timer.timeout.connect(self._tick)
        self._update()

    # --- layout --------------------------------------------------------------------------

    def _lay_out(self, chips_box: QGroupBox) -> None:
        buttons = QHBoxLayout()
        for button in (self.insert_level, self.insert_break, self.remove):
            buttons.addWidget(button)
        buttons.addSpacing(16)
        buttons.addWidget(self.templates)
        buttons.addWidget(self.generator)
        buttons.addStretch(1)
        buttons.addWidget(self.status)
        buttons.addWidget(self.revert)
        buttons.addWidget(self.apply)

        editor = QWidget(self)
        left = QVBoxLayout(editor)
        left.setContentsMargins(0, 0, 0, 0)
        left.addLayout(buttons)
        left.addWidget(self.message)
        left.addWidget(self.table, 1)
        left.addWidget(self.problems_title)
        left.addWidget(self.problems)

        self._splitter = splitter = QSplitter(Qt.Orientation.Horizontal, self)
        self._chips_box = chips_box
        splitter.addWidget(editor)
        splitter.addWidget(chips_box)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        chips_box.setMinimumWidth(320)
        splitter.setSizes([900, 360])
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)

    def _templates_menu(self) -> QMenu:
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        for candidate in TEMPLATES:
            title = candidate.title_in(current_language())
            action = menu.addAction(self.tr("Load “{title}”").format(title=title))
            action.setToolTip(candidate.description)
            action.setData(candidate.key)
            action.triggered.connect(
                lambda _checked=False, key=candidate.key: self.load_template(key)
            )
        return menu

    # --- actions -------------------------------------------------------------------------

    def load_template(self, key: str) -> None:
        """Load a template into the draft (its later levels only, during play)."""
        self._clear_message()
        self.controller.load_template(key)

    def open_generator(self) -> GeneratorDialog:
        """Show the generator; its structure goes into the draft if the director uses it."""
        self._clear_message()
        dialog = self.generator_dialog()
        dialog.finished.connect(lambda _result: self._use_generated(dialog))
        dialog.open()
        return dialog

    def generator_dialog(self) -> GeneratorDialog:
        """A generator dialog filled in from the tournament (not shown)."""
        state = self._session.state
        stack, players, chips = 10_000, 20, None
        if state is not None:
            stack = state.setup.starting_stack
            players = max(len(state.entries), 10)
            chips = state.setup.chips
        start = datetime.fromtimestamp(self._session.now())
        return GeneratorDialog(
            chips=chips, starting_stack=stack, players=players, start=start, parent=self
        )

    def _use_generated(self, dialog: GeneratorDialog) -> None:
        if dialog.result_structure is not None:
            self.controller.use_structure(dialog.result_structure)
        dialog.deleteLater()

    def _selected_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def _insert_level(self) -> None:
        self._clear_message()
        row = self._selected_row()
        position = row + 1 if row >= 0 else len(self.controller.draft)
        if self.controller.insert_level(position):
            self._select(position)

    def _insert_break(self) -> None:
        self._clear_message()
        row = self._selected_row()
        position = row + 1 if row >= 0 else len(self.controller.draft)
        if self.controller.insert_break(position):
            self._select(position)

    def _remove(self) -> None:
        self._clear_message()
        row = self._selected_row()
        if row >= 0 and self.controller.remove(row):
            self._select(min(row, self.model.rowCount() - 1))

    def _select(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            self.table.setCurrentIndex(self.model.index(row, Column.ITEM))

    def _go_to_problem(self, item: QListWidgetItem) -> None:
        row = item.data(_ROW_ROLE)
        if isinstance(row, int) and row >= 0:
            self._select(row)
            self.table.scrollTo(self.model.index(row, Column.ITEM))

    def open_chip_set_dialog(self) -> QDialog | None:
        """Edit the chip set (shown at once, window-modal; its OK is one undoable action)."""
        if self._session.state is None:
            return None
        from tourney.gui.structure.chip_set_dialog import ChipSetDialog

        dialog = ChipSetDialog(self._session, self.controller.set_chip_set, self)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _applied(self) -> None:
        self._clear_message()
        self.status.setText(self.tr("Applied."))
        self._applied_to = self._session.state  # "Applied." says so until the next action

    # --- showing -------------------------------------------------------------------------

    def _widen_chips(self) -> None:
        """Give the chip set the width its table needs whole, taken from the levels' side.

        Only while the tab is shown (the sizes are known then), never narrower than the
        director made it; the window's smallest size does not grow with it.
        """
        sizes = self._splitter.sizes()
        if not self.isVisible() or len(sizes) != 2 or sum(sizes) <= 0:
            return
        extra = self._chips_box.width() - self.chip_set.table.width()
        wanted = self.chip_set.whole_width() + max(extra, 0)
        if sizes[1] < wanted < sum(sizes):
            self._splitter.setSizes([sum(sizes) - wanted, wanted])

    def _update(self) -> None:
        controller = self.controller
        state = self._session.state
        self.chip_set.show_chips(
            controller.chips,
            starting_stack=state.setup.starting_stack if state else None,
            entries=len(state.entries) if state else 0,
        )
        self._widen_chips()
        self.problems.clear()
        language = current_language()
        for problem in controller.problems:
            item = QListWidgetItem(problem.translated(language))
            item.setData(_ROW_ROLE, problem.index)
            item.setForeground(Qt.GlobalColor.darkRed)
            self.problems.addItem(item)
        count = len(controller.problems)
        if count:
            text = english_plural(
                self.tr("%Ln problem(s) to fix before applying:", "", count), count
            )
            self.problems_title.setText(text)
        else:
            self.problems_title.setText(self.tr("No problems found."))
        self.problems.setVisible(bool(count))
        self.apply.setEnabled(controller.can_apply)
        self.revert.setEnabled(controller.modified)
        if controller.modified:
            self.status.setText(self.tr("Changes not applied yet"))
        elif self._applied_to is not state:
            self.status.setText("")  # an undo (or any later action): no longer just applied
        self._update_buttons()

    def _update_buttons(self) -> None:
        controller = self.controller
        row = self._selected_row()
        has_tournament = self._session.state is not None
        current = controller.current
        self.insert_level.setEnabled(has_tournament)
        self.insert_break.setEnabled(has_tournament)
        self.remove.setEnabled(row >= 0 and controller.editable(row) and row != current)
        self.templates.setEnabled(has_tournament)
        self.generator.setEnabled(has_tournament)
        self.edit_chips.setEnabled(has_tournament)

    def _show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.show()

    def _clear_message(self) -> None:
        self.message.clear()
        self.message.hide()

    def _chip_step(self) -> int:
        chips = self.controller.chips
        return chips.smallest if chips is not None else 1

    def _tick(self) -> None:
        if self.isVisible():
            self.controller.refresh_position()

    def showEvent(self, event: QShowEvent) -> None:
        """Catch up with the clock and keep doing so while shown; the chip set whole."""
        super().showEvent(event)
        self.controller.refresh_position()
        self._timer.start()
        QTimer.singleShot(0, self, self._widen_chips)  # once laid out: the sizes are known

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop following the clock while hidden."""
        self._timer.stop()
        super().hideEvent(event)
