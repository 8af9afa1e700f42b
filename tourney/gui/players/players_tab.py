"""The Players tab: quick registration, the entries table, and the director's entry actions.

Layout only: the :class:`~tourney.gui.players.players_controller.PlayersController`
decides. The buttons on the right are big (the director is often playing too) and act on
the selected entry; the same actions are in the table's context menu, and a double click
on a playing entry opens the bust-out dialog. Several entries can be selected (Ctrl- and
Shift-click): the Add-on button then gives each of them the add-on in one action and says
how many. F2 (or the context menu) corrects the selected player's name, or merges a typo's
record into the right one (:mod:`tourney.gui.players.rename_dialog`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QModelIndex, QPoint, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenu,
    QSizePolicy,
    QTableView,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.entries.counts import entry_counts
from tourney.gui.numbers import chips_text, count_text
from tourney.gui.players.players_controller import PlayersController
from tourney.gui.players.players_model import ENTRY_ROLE, Column, PlayersFilter, PlayersModel
from tourney.gui.players.registration_box import RegistrationBox
from tourney.gui.session import Session

if TYPE_CHECKING:
    from tourney.gui.players.bust_dialog import BustChoice, BustDialog
    from tourney.gui.players.rename_dialog import RenameDialog

__all__ = ["PlayersTab"]

_BIG = 44
"""The height of the action buttons, in pixels: easy to hit between two hands."""


class PlayersTab(QWidget):
    """Register players, find them, and record rebuys, add-ons, re-entries and bust-outs."""

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.controller = PlayersController(session, self)
        self.model = PlayersModel(self)
        self.proxy = PlayersFilter(self)
        self.proxy.setSourceModel(self.model)
        self.bust_dialog: BustDialog | None = None
        self.rename_dialog: RenameDialog | None = None
        self._build()
        session.state_changed.connect(self.refresh)
        self.refresh()

    # ----------------------------------------------------------------- parts

    def _build(self) -> None:
        self.registration = RegistrationBox(self.controller.candidates)
        self.registration.setPlaceholderText(self.tr("Type a name, Enter registers (Ctrl+R)"))
        self.registration.setMinimumHeight(_BIG - 8)
        self.registration.setMaximumWidth(640)
        self.registration.register_requested.connect(self._register)
        self.registration.new_name_unconfirmed.connect(self.session.refused)
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search (Ctrl+F)"))
        self.search.setClearButtonEnabled(True)
        self.search.setMaximumWidth(320)
        self.search.textChanged.connect(self.proxy.set_search)
        self.only_playing = QCheckBox(self.tr("Only playing"))
        self.only_playing.toggled.connect(lambda on: self.proxy.set_only_active(on=on))

        self.table = QTableView()
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(Column.NUMBER, Qt.SortOrder.AscendingOrder)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setAlternatingRowColors(True)
        self.table.verticalHeader().hide()
        self.table.verticalHeader().setDefaultSectionSize(30)
        header = self.table.horizontalHeader()
        # The short columns fit their longest text (_fit_columns, at each refresh): measured
        # here, not by Qt's "resize to contents", which asks the model for nine roles of every
        # cell on screen at each layout — twice the work of painting the table. The columns
        # that could hold a long text (name, knocked out by) stretch instead.
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setSectionResizeMode(Column.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(Column.KNOCKED_OUT_BY, QHeaderView.ResizeMode.Stretch)
        self.table.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.table.customContextMenuRequested.connect(self._context_menu)
        self.table.doubleClicked.connect(self._double_clicked)
        self.registration.escaped.connect(self.table.setFocus)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self.update_actions())

        self.register_action = QAction(self.tr("Register"), self)
        self.register_action.triggered.connect(self.registration.submit)
        self.bust_action = QAction(self.tr("Bust out…"), self)
        self.bust_action.triggered.connect(lambda _=False: self.open_bust_dialog())
        self.rebuy_action = QAction(self.tr("Rebuy…"), self)
        self.rebuy_action.triggered.connect(self.rebuy_selected)
        self.addon_action = QAction(self.tr("Add-on"), self)
        self.addon_action.triggered.connect(self.add_on_selected)
        self.reentry_action = QAction(self.tr("Re-entry"), self)
        self.reentry_action.triggered.connect(self.re_enter_selected)
        self.unregister_action = QAction(self.tr("Unregister"), self)
        self.unregister_action.triggered.connect(self.unregister_selected)
        self.rename_action = QAction(self.tr("Correct the name…"), self)
        self.rename_action.triggered.connect(lambda _=False: self.open_rename_dialog())
        self.merge_action = QAction(self.tr("Merge with another record…"), self)
        self.merge_action.triggered.connect(lambda _=False: self.open_rename_dialog(merging=True))

        top = QHBoxLayout()
        top.addWidget(QLabel(self.tr("Register:")))
        top.addWidget(self.registration, 3)
        top.addWidget(self._button(self.register_action, expand=False))
        top.addSpacing(24)
        top.addWidget(self.search, 2)
        top.addWidget(self.only_playing)

        side = QVBoxLayout()
        self.buttons: dict[str, QToolButton] = {}
        for name, action in (
            ("bust_out", self.bust_action),
            ("rebuy", self.rebuy_action),
            ("addon", self.addon_action),
            ("re_entry", self.reentry_action),
            ("unregister", self.unregister_action),
        ):
            self.buttons[name] = self._button(action)
            side.addWidget(self.buttons[name])
        side.addStretch(1)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        side.addWidget(self.summary)

        middle = QHBoxLayout()
        middle.addWidget(self.table, 1)
        middle.addLayout(side)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addLayout(middle, 1)

    @staticmethod
    def _button(action: QAction, *, expand: bool = True) -> QToolButton:
        button = QToolButton()
        button.setDefaultAction(action)
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        button.setMinimumHeight(_BIG)
        button.setMinimumWidth(140 if expand else 110)
        if expand:
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        return button

    # ----------------------------------------------------------------- state

    def refresh(self) -> None:
        """Show the tournament as it is now."""
        state = self.session.state
        selected = self.selected_entries()
        current = self.selected_entry()
        self.model.set_state(state)
        self._fit_columns()
        if selected:
            self.select_entries(selected, current=current)
        if state is None:
            self.summary.setText(self.tr("No tournament is open."))
        else:
            counts = entry_counts(state)
            self.summary.setText(
                self.tr(
                    "Playing: {left}\nEntries: {entries}\nRebuys: {rebuys}\nAdd-ons: {addons}"
                ).format(
                    left=count_text(counts.players_left),
                    entries=count_text(counts.entries),
                    rebuys=count_text(counts.rebuys),
                    addons=count_text(counts.addons),
                )
            )
        self.update_actions()

    def _fit_columns(self) -> None:
        """Size each short column to its title and its longest text (as "resize to contents")."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        padding = 2 * metrics.averageCharWidth()
        for column in Column:
            if header.sectionResizeMode(column) != QHeaderView.ResizeMode.Fixed:
                continue
            texts = self.model.longest_texts(column)
            widest = max((metrics.horizontalAdvance(text) for text in texts), default=0)
            header.resizeSection(column, max(header.sectionSizeHint(column), widest + padding))

    def selected_entries(self) -> list[int]:
        """The entry numbers of the selected rows, in the order the table shows them."""
        selection = self.table.selectionModel()
        if selection is None:
            return []
        rows = sorted(selection.selectedRows(), key=lambda index: index.row())
        return [n for n in (index.data(ENTRY_ROLE) for index in rows) if isinstance(n, int)]

    def selected_entry(self) -> int | None:
        """The entry the single-entry actions act on.

        That is the current row if it is selected, else the first selected; ``None`` when
        nothing is selected.
        """
        selected = self.selected_entries()
        if not selected:
            return None
        current = self.table.currentIndex().data(ENTRY_ROLE)
        return current if current in selected else selected[0]

    def select_entry(self, number: int) -> bool:
        """Select entry ``number`` in the table (if it is shown), and only it."""
        return self.select_entries([number]) == 1

    def select_entries(self, numbers: list[int], *, current: int | None = None) -> int:
        """Select the entries ``numbers`` that are shown, ``current`` as the current row.

        Returns:
            How many are selected.
        """
        from PySide6.QtCore import QItemSelection, QItemSelectionModel

        selection = QItemSelection()
        indexes = {}
        for number in numbers:
            row = self.model.row_of(number)
            index = self.proxy.mapFromSource(self.model.index(row, 0)) if row >= 0 else None
            if index is not None and index.isValid():
                indexes[number] = index
                selection.select(index, index)
        flags = (
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows
        )
        model = self.table.selectionModel()
        model.select(selection, flags)
        focus = indexes.get(current) if current is not None else None
        focus = focus or next(iter(indexes.values()), None)
        if focus is not None:
            model.setCurrentIndex(focus, QItemSelectionModel.SelectionFlag.NoUpdate)
            self.table.scrollTo(focus)
        return len(indexes)

    def update_actions(self) -> None:
        """Enable the actions the selection allows now.

        Called again when the level changes: a rebuy period ends with its level.
        """
        state = self.session.state
        selected = self.selected_entries()
        one = len(selected) == 1
        number = self.selected_entry() if one else None
        entry = state.entries.get(number) if state is not None and number is not None else None
        buyins = state.setup.buyins if state is not None else None
        self.bust_action.setEnabled(state is not None and state.players_left > 1)
        # Only what the event offers is shown: no Rebuy in a freezeout, no Re-entry where
        # the setup allows none (a rebuy event without re-entries).
        offered = {
            "rebuy": buyins is not None and buyins.rebuy is not None,
            "addon": buyins is not None and buyins.addon is not None,
            "re_entry": buyins is not None and buyins.re_entries != 0,
        }
        for name, action in (
            ("rebuy", self.rebuy_action),
            ("addon", self.addon_action),
            ("re_entry", self.reentry_action),
        ):
            action.setVisible(offered[name])
            self.buttons[name].setVisible(offered[name])
        # What would be refused is greyed out, its reason in the tooltip and the status bar's
        # tip (a rebuy after the rebuy period, a second add-on where one is allowed).
        rebuy_refused = (
            self.controller.rebuy_refusal(entry.number)
            if entry is not None and offered["rebuy"]
            else None
        )
        self._allow(
            self.rebuy_action,
            possible=entry is not None and offered["rebuy"],
            refused=rebuy_refused,
        )
        addon_refused = (
            self.controller.add_ons_refusal(selected) if selected and offered["addon"] else None
        )
        self._allow(
            self.addon_action, possible=bool(selected) and offered["addon"], refused=addon_refused
        )
        self.addon_action.setText(self._addon_text(len(selected)))
        self.rename_action.setEnabled(entry is not None)
        self.merge_action.setEnabled(entry is not None)
        can_re_enter = offered["re_entry"] and entry is not None and not entry.active
        self._allow(
            self.reentry_action,
            possible=can_re_enter,
            refused=self.controller.re_entry_refusal(entry.number)
            if can_re_enter and entry is not None
            else None,
        )
        started = state is not None and state.started
        self.unregister_action.setEnabled(entry is not None and not started)

    @staticmethod
    def _allow(action: QAction, *, possible: bool, refused: str | None) -> None:
        """Enable ``action`` when ``possible`` and not ``refused``; the refusal as its tip."""
        action.setEnabled(possible and refused is None)
        action.setToolTip(refused or "")
        action.setStatusTip(refused or "")

    # ----------------------------------------------------------------- focus

    def focus_registration(self) -> None:
        """Put the cursor in the registration box."""
        self.registration.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.registration.selectAll()

    def focus_search(self) -> None:
        """Put the cursor in the search box."""
        self.search.setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.search.selectAll()

    # ----------------------------------------------------------------- actions

    def _register(self, name: str, player_id: object) -> None:
        picked = player_id if isinstance(player_id, int) else None
        if self.controller.register_name(name, player_id=picked):
            self.registration.done()

    def ask_stack(self, name: str) -> int | None:
        """Ask for the stack of the player rebuying; ``None`` when cancelled."""
        state = self.session.state
        start = state.setup.starting_stack if state is not None else 0
        label = self.tr("{name}'s stack now (at most {start} for a rebuy):")
        from tourney.domain.money.offer_terms import offer_terms
        from tourney.gui.language import current_language
        from tourney.gui.number_boxes import ask_chips  # the dialog's classes load when needed

        said = label.format(name=name, start=chips_text(start))
        terms = offer_terms(state, current_language(), rebuy=True) if state is not None else ""
        if terms:  # what the floor takes, above the question
            said = self.tr("Collect {terms}.").format(terms=terms) + "\n" + said
        return ask_chips(self, self.tr("Rebuy"), said, step=100)

    def rebuy_selected(self) -> bool:
        """A rebuy for the selected entry, asking for its stack."""
        number = self.selected_entry()
        state = self.session.state
        if number is None or state is None:
            return False
        stack = self.ask_stack(state.name(number))
        return stack is not None and self.controller.rebuy(number, stack=stack)

    def _addon_text(self, count: int) -> str:
        if count <= 1:
            return self.tr("Add-on")
        text = self.tr("Add-on for %n player(s)", "", count)
        return text.replace("(s)", "" if count == 1 else "s")  # English when untranslated

    def add_on_selected(self) -> bool:
        """The add-on for every selected entry, in one action (one undo)."""
        numbers = self.selected_entries()
        return bool(numbers) and self.controller.add_ons(numbers)

    def re_enter_selected(self) -> bool:
        """A re-entry for the selected (busted) entry's player."""
        number = self.selected_entry()
        return number is not None and self.controller.re_enter(number)

    def unregister_selected(self) -> bool:
        """Take back the selected entry (before play starts)."""
        number = self.selected_entry()
        return number is not None and self.controller.unregister(number)

    def open_bust_dialog(self, first: int | None = None) -> BustDialog | None:
        """Open the bust-out dialog, the selected playing entry filled in."""
        state = self.session.state
        if state is None:
            return None
        if first is None:
            selected = self.selected_entry()
            if selected is not None and state.entries[selected].active:
                first = selected
        from tourney.gui.players.bust_dialog import BustDialog  # loads when first needed

        now = self.session.now()
        dialog = BustDialog(state, self._submit_busts, first=first, now=now, parent=self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session.refused.connect(dialog.show_error)
        dialog.finished.connect(lambda _result: self._bust_dialog_closed(dialog))
        self.bust_dialog = dialog
        dialog.open()
        return dialog

    def _bust_dialog_closed(self, dialog: BustDialog) -> None:
        self.session.refused.disconnect(dialog.show_error)
        if self.bust_dialog is dialog:
            self.bust_dialog = None

    def _submit_busts(self, choice: BustChoice) -> bool:
        return self.controller.bust_out(choice.busts, positions=choice.positions)

    def open_rename_dialog(self, *, merging: bool = False) -> RenameDialog | None:
        """Correct the selected player's name (F2), or merge the record into the right one."""
        state = self.session.state
        number = self.selected_entry()
        if state is None or number is None or len(self.selected_entries()) != 1:
            return None
        player = state.players[state.entries[number].player_id]
        from tourney.gui.players.rename_dialog import RenameDialog  # loads when first needed

        controller = self.controller
        dialog = RenameDialog(
            player,
            [e.number for e in state.entries_of(player.id)],
            search=controller.candidates,
            target=lambda name, picked: controller.merge_target(player.id, name, picked),
            rename=lambda name, nickname: controller.rename(player.id, name, nickname=nickname),
            merge=lambda keep: controller.merge(player.id, keep),
            merging=merging,
            parent=self,
        )
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.session.refused.connect(dialog.show_error)
        dialog.finished.connect(lambda _result: self._rename_dialog_closed(dialog))
        self.rename_dialog = dialog
        dialog.open()
        return dialog

    def _rename_dialog_closed(self, dialog: RenameDialog) -> None:
        self.session.refused.disconnect(dialog.show_error)
        if self.rename_dialog is dialog:
            self.rename_dialog = None

    def _double_clicked(self, index: QModelIndex) -> None:
        number = index.data(ENTRY_ROLE)
        state = self.session.state
        if isinstance(number, int) and state is not None and state.entries[number].active:
            self.open_bust_dialog(number)

    def _context_menu(self, point: QPoint) -> None:
        index = self.table.indexAt(point)
        if index.isValid() and not self.table.selectionModel().isRowSelected(index.row()):
            self.table.selectRow(index.row())  # a click outside the selection selects that row
        menu = QMenu(self)
        for action in (
            self.bust_action,
            self.rebuy_action,
            self.addon_action,
            self.reentry_action,
            self.unregister_action,
        ):
            menu.addAction(action)
        menu.addSeparator()
        menu.addAction(self.rename_action)
        menu.addAction(self.merge_action)
        menu.popup(self.table.viewport().mapToGlobal(point))
