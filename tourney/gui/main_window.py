"""The director's window: menus, the toolbar with undo/redo and the clock, the tabs, messages.

The window lays out and wires; the decisions are the controllers' (players, clock, reports)
and the domain's. What was done shows in the status bar; what was refused shows there too,
in a red notice that does not block the window and clears itself. The TV display, when
given, is fed a new snapshot on every change and its clock events ring and speak.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QTabWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from tourney.domain.levels.clock_events import ClockEvent
from tourney.domain.levels.structure import Structure
from tourney.gui.clock_actions import ClockActions
from tourney.gui.clock_panel import ClockPanel
from tourney.gui.clock_watcher import ClockWatcher
from tourney.gui.icons import action_icon
from tourney.gui.language_menu import LanguageMenu
from tourney.gui.players.players_tab import PlayersTab
from tourney.gui.room_share import RoomServerFactory, RoomShare
from tourney.gui.session import Session
from tourney.gui.shortcuts import SHORTCUTS, TextFieldGuard, key_sequences
from tourney.gui.status_bar import ElidedLabel, StatusBar
from tourney.gui.tabs import TABS, build_tab
from tourney.gui.window_state import (
    WindowStateKeeper,
    restore_window_state,
    save_window_state,
)
from tourney.gui.window_texts import name_undo_items, window_title

if TYPE_CHECKING:  # the display's modules load when there is a display (after the first paint)
    from PySide6.QtGui import QCloseEvent
    from PySide6.QtWidgets import QMessageBox

    from tourney.gui.cheat_sheet import CheatSheet
    from tourney.gui.display.display_window import DisplayWindow
    from tourney.gui.display.sounds import SoundPlayer
    from tourney.gui.display.voice import Announcer
    from tourney.gui.reports_menu import ReportsController
    from tourney.gui.staff_devices import StaffDevices

__all__ = ["MainWindow"]

NOTICE_MS = 10_000
"""How long a refusal stays in the status bar."""

_NOTICE_STYLE = (
    "QLabel { background: #fde7e9; color: #8a0012; border: 1px solid #e0a0a8;"
    " border-radius: 3px; padding: 3px 8px; font-weight: bold; }"
)


class MainWindow(QMainWindow):
    """The director's window: the tabs, the menus, the clock controls and the status bar."""

    def __init__(
        self,
        session: Session,
        *,
        display: DisplayWindow | None = None,
        sounds: SoundPlayer | None = None,
        announcer: Announcer | None = None,
        room_server: RoomServerFactory | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.session = session
        self.display = display
        self.sounds = sounds
        self.announcer = announcer
        self.cheat_sheet: CheatSheet | None = None
        self.quit_question: QMessageBox | None = None
        self._quit_confirmed = False
        self.actions_by_name: dict[str, QAction] = {}
        self.clock_actions = ClockActions(session, self)
        self._reports: ReportsController | None = None
        self.watcher = ClockWatcher(session, parent=self)
        self.watcher.events_raised.connect(self._clock_events)
        self.watcher.watch(self)
        self._staff_devices: StaffDevices | None = None
        # a read-only window shows the room, and takes no phone's command: it writes nothing
        staff = None if session.service.read_only else (lambda: self.staff_devices)
        self.room_share = RoomShare(session, self, room_server, staff)
        self._build_tabs()
        self._build_actions()
        self._build_toolbar()
        self._build_menus()
        self._build_status_bar()
        self._bind_shortcuts()
        self.guard = TextFieldGuard(self)
        self.installEventFilter(self.guard)
        session.state_changed.connect(self.refresh)
        session.performed.connect(self.show_done)
        session.refused.connect(self.show_refusal)
        if display is not None:
            self.set_display(display)
        restore_window_state(self)
        self.state_keeper = WindowStateKeeper(self)  # a kill -9 finds it where it was put
        self.refresh()

    # ----------------------------------------------------------------- parts

    def _build_tabs(self) -> None:
        """One page per tab; a tab's widget is built the first time it is shown or asked for.

        Only the Players tab is built when the window opens, so the other tabs' modules load
        (and their widgets are made) when the director first goes to them.
        """
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self._pages: dict[str, QWidget] = {}
        self._page_layouts: dict[str, QVBoxLayout] = {}
        self._built: dict[str, QWidget] = {}
        for spec in TABS:
            page = QWidget()
            layout = QVBoxLayout(page)
            layout.setContentsMargins(0, 0, 0, 0)
            self._pages[spec.key] = page
            self._page_layouts[spec.key] = layout
            self.tabs.addTab(page, spec.translated_title())
        self.setCentralWidget(self.tabs)
        self.tab("players")
        self.tabs.currentChanged.connect(self._tab_shown)

    def tab(self, key: str) -> QWidget:
        """The widget of tab ``key`` (``players``, ``tables``, …), built on first use."""
        built = self._built.get(key)
        if built is None:
            spec = next(spec for spec in TABS if spec.key == key)
            built = build_tab(spec, self.session, self._pages[key])
            self._page_layouts[key].addWidget(built)
            self._built[key] = built
            self._connect_tab(key, built)
        return built

    @property
    def staff_devices(self) -> StaffDevices:
        """The staff's paired phones, made when the room's server or a staff panel first asks."""
        if self._staff_devices is None:
            from tourney.gui.staff_devices import StaffDevices

            self._staff_devices = StaffDevices(self.session, self)
            self._staff_devices.printed = self.show_done
        return self._staff_devices

    def current_tab(self) -> str:
        """The key of the tab in front."""
        return TABS[self.tabs.currentIndex()].key

    def _tab_shown(self, index: int) -> None:
        if 0 <= index < len(TABS):
            self.tab(TABS[index].key)

    def _connect_tab(self, key: str, widget: QWidget) -> None:
        if key == "players":
            widget.registration.nothing_to_undo.connect(self._nothing_typed)  # type: ignore[attr-defined]
        elif key == "tables":
            widget.print_move_slips.connect(self.reports.open_move_slips)  # type: ignore[attr-defined]
        elif key == "rulings":
            widget.print_requested.connect(self.reports.open_ruling)  # type: ignore[attr-defined]
            widget.print_betting_requested.connect(self.reports.open_betting_ruling)  # type: ignore[attr-defined]
            self.session.state_changed.connect(self._rulings_follow)
            self._rulings_follow()

    def _nothing_typed(self) -> None:  # Ctrl+Z in the registration box with nothing typed
        self.show_done(self.tr("Nothing typed to undo: press Esc, then Ctrl+Z undoes an action."))

    def _rulings_follow(self) -> None:
        """Start the Rulings from the tournament as it stands (:meth:`RulingsView.follow`)."""
        state, rulings = self.session.state, self._built.get("rulings")
        if state is not None and rulings is not None:
            rulings.follow(state, self.session.now())  # type: ignore[attr-defined]

    @property
    def reports(self) -> ReportsController:
        """Makes, saves and opens the reports (its module loads at the first use)."""
        if self._reports is None:
            from tourney.gui.reports_menu import ReportsController

            self._reports = ReportsController(self.session, self)
        return self._reports

    def _fill_reports_menu(self) -> None:
        """Fill the Reports menu the first time it opens (nothing to build at start)."""
        if self.reports_menu.isEmpty():
            from tourney.gui.reports_menu import build_reports_menu

            build_reports_menu(self.reports_menu, self.reports, self)

    @property
    def players_tab(self) -> PlayersTab:
        """The Players tab."""
        tab = self.tab("players")
        assert isinstance(tab, PlayersTab)
        return tab

    def _action(self, name: str, text: str, slot: object, *, icon: str | None = None) -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(action_icon(icon))
        action.triggered.connect(slot)
        self.actions_by_name[name] = action
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        self.undo_action = self._action("undo", self.tr("Undo"), self.session.undo, icon="undo")
        self.redo_action = self._action("redo", self.tr("Redo"), self.session.redo, icon="redo")
        self._action("new", self.tr("New tournament…"), self.request_new_tournament)
        self._action("open", self.tr("Open tournament…"), self.open_tournament)
        self._action("print", self.tr("Print…"), self.print_report)
        self._action("quit", self.tr("Quit"), self.request_quit)
        self._action("close_late", self.tr("Close late registration"), self.close_late_registration)
        self._action("settings", self.tr("Tournament settings…"), self.open_settings)
        self._action("cheat_sheet", self.tr("Keyboard shortcuts"), self.show_cheat_sheet)
        self._action("about", self.tr("About Tourney"), self.show_about)
        players = self.players_tab
        self.actions_by_name["bust_out"] = players.bust_action
        self.addAction(players.bust_action)
        self.actions_by_name["rename_player"] = players.rename_action
        self.addAction(players.rename_action)
        self._action("register", self.tr("Register a player"), self.focus_registration)
        self._action("search", self.tr("Search the players"), self.focus_search)
        for spec in TABS:
            self._action(
                f"tab_{spec.key}",
                spec.translated_title(),
                lambda _=False, key=spec.key: self.show_tab(key),
            )
        clock = self.clock_actions
        for name, action in (
            ("start_pause", clock.toggle),
            ("plus_minute", clock.plus_minute),
            ("minus_minute", clock.minus_minute),
            ("next_level", clock.next_level),
            ("previous_level", clock.previous_level),
            ("restart_level", clock.restart),
        ):
            self.actions_by_name[name] = action
            self.addAction(action)
        self.show_display_action = self._action(
            "show_display", self.tr("Show the clock display"), self._toggle_display
        )
        self.show_display_action.setCheckable(True)
        self._action(
            "display_fullscreen",
            self.tr("Clock display full screen"),
            self.toggle_display_fullscreen,
        )

    def _build_toolbar(self) -> None:
        toolbar = QToolBar(self.tr("Main"))
        toolbar.setObjectName("main_toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextUnderIcon)
        toolbar.addAction(self.undo_action)
        toolbar.addAction(self.redo_action)
        toolbar.addSeparator()
        self.clock_panel = ClockPanel(self.session, self.clock_actions)
        toolbar.addWidget(self.clock_panel)
        self.toolbar = toolbar
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, toolbar)

    def _menu(self, title: str, *items: str | QAction | None) -> QMenu:
        """A menu of the menu bar: actions by name (or themselves), ``None`` a separator."""
        menu = self.menuBar().addMenu(title)
        for item in items:
            if item is None:
                menu.addSeparator()
            else:
                menu.addAction(self.actions_by_name[item] if isinstance(item, str) else item)
        return menu

    def _build_menus(self) -> None:
        self._menu(self.tr("&File"), "new", "open", None, "print", None, "quit")
        edit = self._menu(
            self.tr("&Edit"), "undo", "redo", None, "register", "bust_out", "rename_player",
            "search", None, "close_late", "settings",
        )  # fmt: skip
        edit.aboutToShow.connect(self._update_late_registration)  # the clock closes it too
        edit.setToolTipsVisible(True)  # an Undo item cut with "…" shows its whole name
        self.edit_menu = edit
        self._menu(self.tr("&Clock"), *self.clock_actions.all())
        tabs = (f"tab_{spec.key}" for spec in TABS)
        view = self._menu(self.tr("&View"), *tabs, None, "show_display", "display_fullscreen")
        self.screens_menu = view.addMenu(self.tr("Clock display on screen"))
        self.screens_menu.aboutToShow.connect(self._fill_screens_menu)
        view.aboutToShow.connect(self._sync_display_action)
        share = self.room_share
        view.addSeparator()
        for action in (share.action, share.dialog_action, share.pair_action, share.devices_action):
            view.addAction(action)
        view.addSeparator()
        self.language_menu = LanguageMenu(view, self.show_done)
        self.view_menu = view
        self.reports_menu = self._menu(self.tr("&Reports"))
        self.reports_menu.aboutToShow.connect(self._fill_reports_menu)
        self._menu(self.tr("&Help"), "cheat_sheet", "about")

    def _build_status_bar(self) -> None:
        self.setStatusBar(StatusBar(self))
        self.notice = ElidedLabel()
        self.notice.setStyleSheet(_NOTICE_STYLE)
        self.notice.hide()
        self.statusBar().addWidget(self.notice, 1)
        self.read_only_label: QLabel | None = None
        if self.session.read_only:  # said all the time: nothing done here is kept
            self.read_only_label = QLabel(
                self.tr("Read-only: following the Tourney that has this library open")
            )
            self.read_only_label.setToolTip(
                self.tr(
                    "This window changes nothing: actions are made in the window that has the "
                    "library open, and appear here within a second."
                )
            )
            self.read_only_label.setStyleSheet("font-weight: bold; color: #8a4b00;")
            self.statusBar().addPermanentWidget(self.read_only_label)
        self.statusBar().addPermanentWidget(self.room_share.status)  # "On the network: …"
        self.statusBar().addPermanentWidget(self.clock_panel.status)  # "Finished — winner …"
        self._notice_timer = QTimer(self)
        self._notice_timer.setSingleShot(True)
        self._notice_timer.timeout.connect(self.clear_notice)

    def _bind_shortcuts(self) -> None:
        for item in SHORTCUTS:
            action = self.actions_by_name.get(item.name)
            if action is None:
                continue
            action.setShortcuts(key_sequences(item.name))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.actions_by_name["quit"].setMenuRole(QAction.MenuRole.QuitRole)

    # ----------------------------------------------------------------- state

    def refresh(self) -> None:
        """Show the open tournament: title, undo and redo labels, the display's snapshot."""
        state = self.session.state
        self.setWindowTitle(window_title(state, read_only=self.session.read_only))
        self._update_late_registration()
        name_undo_items(self.undo_action, self.redo_action, state, self.fontMetrics())
        if self.display is not None:
            from tourney.gui.display_adapter import snapshot_of

            self.display.set_snapshot(snapshot_of(state, self.session.now()))

    def late_registration_open(self) -> bool:
        """Whether players may still register: not closed by hand nor past its last level."""
        state = self.session.state
        if state is None or state.late_registration_closed:
            return False
        last = state.setup.buyins.late_until_level
        return last is None or state.levels_started_at(self.session.now()) <= last

    def _update_late_registration(self) -> None:
        """Close late registration only while it is open (it also closes by itself)."""
        self.actions_by_name["close_late"].setEnabled(self.late_registration_open())

    def show_done(self, text: str) -> None:
        """Say in the status bar what was just done."""
        self.clear_notice()
        self.statusBar().showMessage(text, 8000)

    def show_refusal(self, text: str) -> None:
        """Show why an action was refused: a red notice that clears itself."""
        self.statusBar().clearMessage()
        self.notice.setText(text)
        self.notice.setToolTip(text)
        self.notice.show()
        self._notice_timer.start(NOTICE_MS)

    def clear_notice(self) -> None:
        """Hide the refusal notice."""
        self.notice.clear()
        self.notice.hide()

    def notice_text(self) -> str:
        """The refusal shown, empty when none."""
        return "" if self.notice.isHidden() else self.notice.text()

    # ----------------------------------------------------------------- tabs and focus

    def show_tab(self, key: str) -> None:
        """Bring the tab ``key`` to the front."""
        page = self._pages.get(key)
        if page is not None:
            self.tabs.setCurrentWidget(page)

    def focus_registration(self) -> None:
        """Show the Players tab with the cursor in the registration box."""
        self.show_tab("players")
        self.players_tab.focus_registration()

    def focus_search(self) -> None:
        """Show the Players tab with the cursor in the search box."""
        self.show_tab("players")
        self.players_tab.focus_search()

    # ----------------------------------------------------------------- dialogs

    def open_settings(self) -> None:
        """Edit the open tournament's settings (one undoable action)."""
        from tourney.gui.tournaments.settings_dialog import open_settings

        open_settings(self)

    def open_tournament(self) -> None:
        """Choose a tournament of the library (open, duplicate, rename, delete) and open it."""
        from tourney.gui.tournaments import OpenTournamentDialog

        OpenTournamentDialog(self.session, parent=self).exec()

    def request_new_tournament(self) -> None:
        """Create a tournament with the wizard; it opens when the wizard finishes."""
        from tourney.gui.tournaments import NewTournamentWizard

        NewTournamentWizard(self.session, parent=self).exec()

    def print_report(self) -> None:
        """File ▸ Print… (Ctrl+P): choose a report and see it in the print preview."""
        from tourney.gui.reports_menu import choose_and_print

        choose_and_print(self.reports, self)

    def close_late_registration(self) -> None:
        """Close late registration and re-entries now, whatever the level (undoable)."""
        self.players_tab.controller.close_late_registration()

    def show_cheat_sheet(self) -> CheatSheet:
        """Show the list of shortcuts (not modal: it can stay open beside the window)."""
        if self.cheat_sheet is None:
            from tourney.gui.cheat_sheet import CheatSheet

            self.cheat_sheet = CheatSheet(self)
        self.cheat_sheet.show()
        self.cheat_sheet.raise_()
        return self.cheat_sheet

    def show_about(self) -> None:
        """Say what this program is."""
        from tourney.gui.window_questions import show_about

        show_about(self)

    # ----------------------------------------------------------------- the display

    def set_display(self, display: DisplayWindow) -> None:
        """Feed ``display`` from now on and let the View menu show, hide and move it."""
        from tourney.gui.display_adapter import snapshot_of

        self.display = display
        display.set_keyboard_owner(self)  # the TV never keeps the keyboard
        self.watcher.watch(display)
        display.installEventFilter(self)
        display.set_snapshot(snapshot_of(self.session.state, self.session.now()))
        display.set_room_url(self.room_share.shared_url())
        self._sync_display_action()

    def _toggle_display(self) -> None:
        self.show_display(on=self.show_display_action.isChecked())

    def show_display(self, *, on: bool) -> None:
        """Show the clock display (``on``) or hide it."""
        if self.display is None:
            if not on:
                return
            self.show_refusal(self.tr("There is no clock display."))
            self.show_display_action.setChecked(False)
            return
        self.display.setVisible(on)

    def toggle_display_fullscreen(self) -> None:
        """Put the clock display full screen, or back in a window."""
        if self.display is None:
            return
        if not self.display.isVisible():
            self.display.show()
        self.display.toggle_fullscreen()

    def show_display_on(self, index: int) -> None:
        """Move the clock display to screen ``index``, full screen."""
        from tourney.gui.display.screens import find_screen

        screen = find_screen(index)
        if self.display is not None and screen is not None:
            self.display.show_on(screen, fullscreen=True)

    def _fill_screens_menu(self) -> None:
        from tourney.gui.display.screens import fill_screens_menu

        fill_screens_menu(self.screens_menu, self.display, self.show_display_on)

    def _sync_display_action(self) -> None:
        shown = self.display is not None and self.display.isVisible()
        self.show_display_action.setChecked(shown)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Keep the View menu's tick in step with the display being shown or hidden."""
        if watched is self.display and event.type() in {QEvent.Type.Show, QEvent.Type.Hide}:
            self._sync_display_action()
        return super().eventFilter(watched, event)

    def _clock_events(self, events: tuple[ClockEvent, ...], structure: Structure) -> None:
        now = self.session.now()
        self._update_late_registration()
        self.players_tab.update_actions()  # a rebuy or add-on period may just have closed
        if self.sounds is not None:
            self.sounds.play_events(events, now=now)
        if self.announcer is not None:
            self.announcer.announce_events(events, structure, now=now)
        if self.display is not None:
            self.display.refresh()

    # ----------------------------------------------------------------- closing

    def save_window_state(self) -> None:
        """Remember the window's size, position and tab for the next start."""
        save_window_state(self)

    def clock_running(self) -> bool:
        """Whether the tournament's clock is counting down now."""
        state = self.session.state
        return state is not None and state.clock.reading(self.session.now()).running

    def request_quit(self) -> None:
        """Quit (Ctrl+Q, File ▸ Quit), asking first while the clock runs."""
        if self.clock_running() and not self.confirm_quit():
            return
        self._quit_confirmed = True
        self.close()

    def confirm_quit(self) -> bool:
        """Ask whether to quit while the clock runs; true when the director says Quit."""
        from tourney.gui.window_questions import quit_question

        shown = self.display is not None and self.display.isVisible()
        box, quit_button = quit_question(self, display_shown=shown)
        self.quit_question = box
        try:
            box.exec()
            return box.clickedButton() is quit_button
        finally:
            self.quit_question = None
            box.deleteLater()

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the director's window closes the display too.

        Closed from the window's title bar while the clock runs, it asks first, as Ctrl+Q
        does (a close that the program makes, at the end of a test or of the session, does
        not ask).
        """
        if (
            event.spontaneous()
            and not self._quit_confirmed
            and self.clock_running()
            and not self.confirm_quit()
        ):
            event.ignore()
            return
        self.save_window_state()
        self.room_share.close()
        if self._staff_devices is not None:
            self._staff_devices.close()
        if self.display is not None:
            self.display.close()
        if self.cheat_sheet is not None:
            self.cheat_sheet.close()
        super().closeEvent(event)
