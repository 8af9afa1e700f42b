"""The "Open tournament" dialog: the recent list with search, open, duplicate, rename, delete."""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QModelIndex, QSize, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from tourney.gui.session import Session
from tourney.gui.tournaments.catalog import TournamentRow
from tourney.gui.tournaments.duplicate_dialog import DuplicateDialog
from tourney.gui.tournaments.fields import ErrorLabel
from tourney.gui.tournaments.library_controller import TournamentsController
from tourney.gui.tournaments.tournaments_model import (
    ID_ROLE,
    SORT_ROLE,
    TournamentColumn,
    TournamentsModel,
)

__all__ = ["OpenTournamentDialog"]


class OpenTournamentDialog(QDialog):
    """Choose a tournament of the library; the dialog closes once it is open in the session."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("Tournaments", "Open tournament"))
        self.controller = TournamentsController(session, self)
        self.model = TournamentsModel(self)
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.model)
        self.proxy.setSortRole(SORT_ROLE)
        self.proxy.setFilterKeyColumn(-1)
        self.proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

        self.search = QLineEdit()
        self.search.setPlaceholderText(
            QCoreApplication.translate("Tournaments", "Search by name, date or venue")
        )
        self.search.setClearButtonEnabled(True)
        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(self.fontMetrics().height() + 10)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(TournamentColumn.CHANGED, Qt.SortOrder.DescendingOrder)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(TournamentColumn.NAME, QHeaderView.ResizeMode.Stretch)
        self.empty = QLabel(
            QCoreApplication.translate(
                "Tournaments", "There are no tournaments yet: create one with New tournament."
            )
        )
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.error = ErrorLabel()

        self.open_button = QPushButton(QCoreApplication.translate("Tournaments", "&Open"))
        self.open_button.setDefault(True)
        self.duplicate_button = QPushButton(
            QCoreApplication.translate("Tournaments", "D&uplicate…")
        )
        self.rename_button = QPushButton(QCoreApplication.translate("Tournaments", "&Rename…"))
        self.delete_button = QPushButton(QCoreApplication.translate("Tournaments", "De&lete…"))
        close = QPushButton(QCoreApplication.translate("Tournaments", "Close"))
        buttons = QHBoxLayout()
        for button in (self.duplicate_button, self.rename_button, self.delete_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        buttons.addWidget(self.open_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.search)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.empty)
        layout.addWidget(self.error)
        layout.addLayout(buttons)

        self.search.textChanged.connect(self.proxy.setFilterFixedString)
        self.search.textChanged.connect(lambda _text: self._select_first())
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.selectionModel().selectionChanged.connect(self._update_buttons)
        self.open_button.clicked.connect(self.open_selected)
        self.duplicate_button.clicked.connect(self.duplicate_selected)
        self.rename_button.clicked.connect(self.rename_selected)
        self.delete_button.clicked.connect(self.delete_selected)
        close.clicked.connect(self.reject)
        self.controller.rows_changed.connect(self._show_rows)
        self.controller.failed.connect(self.error.show_message)
        self.controller.refresh()

    def sizeHint(self) -> QSize:
        """Wide enough for every column of a long name."""
        return QSize(900, 520)

    # -- the list -----------------------------------------------------------------------------

    def _show_rows(self) -> None:
        selected = self.selected()
        self.model.set_rows(self.controller.rows)
        self.empty.setVisible(not self.controller.rows)
        self.table.setVisible(bool(self.controller.rows))
        if selected is None or not self.select(selected.id):
            self._select_first()
        self._update_buttons()

    def _select_first(self) -> None:
        if self.proxy.rowCount():
            self.table.selectRow(0)
        self._update_buttons()

    def select(self, tournament_id: int) -> bool:
        """Select the tournament's row; whether it is listed (and not filtered out)."""
        for row in range(self.proxy.rowCount()):
            if self.proxy.index(row, 0).data(ID_ROLE) == tournament_id:
                self.table.selectRow(row)
                return True
        return False

    def selected(self) -> TournamentRow | None:
        """The selected tournament, or ``None``."""
        rows = self.table.selectionModel().selectedRows() if self.table.model() else []
        if not rows:
            return None
        index: QModelIndex = self.proxy.mapToSource(rows[0])
        return self.model.tournament(index.row())

    def _update_buttons(self) -> None:
        chosen = self.selected() is not None
        for button in (
            self.open_button,
            self.duplicate_button,
            self.rename_button,
            self.delete_button,
        ):
            button.setEnabled(chosen)

    # -- actions ------------------------------------------------------------------------------

    def open_selected(self) -> None:
        """Open the selected tournament and close the dialog."""
        row = self.selected()
        if row is not None and self.controller.open(row.id):
            self.accept()

    def duplicate_selected(self) -> None:
        """Ask for the copy's name and night, then make it and select it."""
        row = self.selected()
        if row is None:
            return
        today = datetime.fromtimestamp(self.controller.session.now()).date()
        choice = DuplicateDialog.ask(self, row, today=today)
        if choice is None:
            return
        if choice.exact:
            new_id = self.controller.exact_copy(row.id, name=choice.name)
        else:
            new_id = self.controller.duplicate_for(row.id, name=choice.name, day=choice.day)
        if new_id is not None:
            self.error.show_message("")
            self.select(new_id)

    def rename_selected(self) -> None:
        """Ask for a new name."""
        row = self.selected()
        if row is None:
            return
        name, ok = QInputDialog.getText(
            self,
            QCoreApplication.translate("Tournaments", "Rename tournament"),
            QCoreApplication.translate("Tournaments", "New name:"),
            QLineEdit.EchoMode.Normal,
            row.name,
        )
        if ok and self.controller.rename(row.id, name):
            self.error.show_message("")

    def delete_selected(self) -> None:
        """Delete the selected tournament once the director confirms it by name."""
        row = self.selected()
        if row is None:
            return
        answer = QMessageBox.question(
            self,
            QCoreApplication.translate("Tournaments", "Delete tournament"),
            QCoreApplication.translate(
                "Tournaments",
                "Delete “%1” with all its entries and history? This cannot be undone.",
            ).replace("%1", f"{row.name}, {row.date}" if row.date else row.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer == QMessageBox.StandardButton.Yes and self.controller.delete(row.id):
            self.error.show_message("")
