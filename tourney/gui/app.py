"""Start the Qt application on an open library and tournament: the windows, the display.

:mod:`tourney.gui.launch` opens the library and its tournament first (without Qt) and hands the
core service to :func:`run_window`. The clock display opens beside the director's window once
that has painted: full screen on a second screen when there is one, else as a window next to
it.
"""

from __future__ import annotations

import argparse
import gc
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, QTimer
from PySide6.QtGui import QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QWidget

from tourney.core.service import TournamentService
from tourney.gui.language import choose_language, install_translators, refusal
from tourney.gui.main_window import MainWindow
from tourney.gui.room_share import RoomServerFactory
from tourney.gui.session import Session, load_for_actions
from tourney.persistence.errors import DatabaseInUseError, PersistenceError
from tourney.resources import ICON_SIZES, icon_files

if TYPE_CHECKING:  # the display's modules load once the director's window has painted
    from tourney.gui.display.display_window import DisplayWindow

__all__ = [
    "attach_audio",
    "open_display",
    "open_windows",
    "place_display",
    "run_gui",
    "run_window",
]


ACTIONS_AFTER_MS = 500
"""How long after the director's window has painted the actions' modules load (milliseconds):
after the TV's first paint too, long before a director's first click."""


def place_display(display: DisplayWindow, window: MainWindow) -> None:
    """Show the display full screen on a second screen, or as a window beside ``window``.

    On one screen with no room beside ``window`` (a laptop alone), the display opens behind
    it: the director's controls stay in view.
    """
    screens = QGuiApplication.screens()
    main_screen = window.screen()
    others = [s for s in screens if s != main_screen]
    if others:
        display.show_on(others[0], fullscreen=True)
        return
    area = main_screen.availableGeometry() if main_screen is not None else None
    frame = window.frameGeometry()
    if area is not None and area.right() - frame.right() > 400:
        display.setGeometry(
            frame.right() + 8,
            frame.top(),
            area.right() - frame.right() - 16,
            min(frame.height(), (area.right() - frame.right()) * 9 // 16),
        )
        display.show()
        return
    if area is not None:
        display.resize(area.width() // 2, area.height() // 2)
        display.move(area.right() - display.width() - 20, area.top() + 40)
    display.show()
    # no room beside it: the display waits behind the director's window, which stays in
    # front and keeps the keyboard (its controls were covered)
    window.raise_()
    window.activateWindow()


def open_windows(
    session: Session, *, display: bool, room_server: RoomServerFactory | None = None
) -> tuple[MainWindow, DisplayWindow | None]:
    """The director's window and (unless ``display`` is false) the clock display.

    ``room_server`` makes the room's server when the director shares the room on the network
    (``tourney`` gives :func:`tourney.cli.room_server.room_server`; without it the switch is
    off).

    The display's chimes and voice come later, from :func:`attach_audio`. ``run_gui`` opens
    the display itself, once the director's window has painted (:func:`open_display`).
    """
    window = MainWindow(session, room_server=room_server)
    return window, open_display(window) if display else None


def open_display(window: MainWindow) -> DisplayWindow:
    """Make the clock display for ``window``'s tournament, feed it and place it on a screen."""
    from tourney.gui.display.display_window import DisplayWindow
    from tourney.gui.numbers import number_locale

    screen = DisplayWindow(now=window.session.now, locale=number_locale())
    window.set_display(screen)
    return screen


class _FirstPaint(QObject):
    """Calls ``then`` once, when the window it watches has painted for the first time.

    The director's window opens first; the display, the chimes and the voice follow a moment
    later, so the window the director works in is on screen as soon as it can be. A window
    that never paints (minimised at start) still gets them after ``fallback_ms``.
    """

    def __init__(self, window: MainWindow, then: Callable[[], None], fallback_ms: int) -> None:
        super().__init__(window)
        self._window = window
        self._then: Callable[[], None] | None = then
        window.installEventFilter(self)
        QTimer.singleShot(fallback_ms, self._fire)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Fire after the first paint event of the watched window."""
        if event.type() == QEvent.Type.Paint and self._then is not None:
            QTimer.singleShot(0, self._fire)
        return False

    def _fire(self) -> None:
        then, self._then = self._then, None
        if then is not None:
            self._window.removeEventFilter(self)  # the window's later events go straight on
            then()


def attach_audio(window: MainWindow, *, use_qt: bool = True) -> None:
    """Give ``window`` the display's chimes and spoken announcements (when it has a display).

    ``run_gui`` calls this once the windows are on screen: Qt Multimedia and Qt TextToSpeech
    load here, which takes a noticeable moment on a desktop with sound, and the clock needs
    them only at its first event.
    """
    if window.display is None:
        return
    from tourney.gui.display.sounds import SoundPlayer
    from tourney.gui.display.voice import Announcer

    window.sounds = SoundPlayer(use_qt=use_qt, parent=window)
    window.announcer = Announcer(use_qt=use_qt, parent=window)


def _report(what: str, at: float) -> None:
    """Print ``started WHAT EPOCH`` for ``--exit-after-start`` (read by the start-up bench)."""
    print(f"started {what} {at:.6f}", flush=True)


def watch_for_bugs(session: Session, window: QWidget, folder: Path) -> Callable[[], None]:
    """Write a crash log beside the library for any bug, and tell the director in one dialog.

    Returns how to stop watching.
    """
    from tourney.core.crash_log import CrashLog, install
    from tourney.gui.crash_dialog import CrashNotice

    notice = CrashNotice(window)  # shows the dialog on the window's thread, whatever crashed
    return install(CrashLog(folder, context=session.service.describe), notice.tell)


def _offer_read_only(path: Path, failure: DatabaseInUseError) -> TournamentService | None:
    """Another Tourney writes the library: offer to follow it read-only (else quit)."""
    from PySide6.QtWidgets import QMessageBox

    from tourney.core.startup import open_for_window
    from tourney.domain.errors import DomainError

    box = QMessageBox(QMessageBox.Icon.Warning, QCoreApplication.translate("App", "Tourney"), "")
    box.setText(
        QCoreApplication.translate(
            "App", "The library {path} is in use by another Tourney (pid {pid} on host {host})."
        ).format(path=path, pid=failure.pid, host=failure.host)
        if failure.pid is not None
        else QCoreApplication.translate(
            "App", "The library {path} is in use by another Tourney."
        ).format(path=path)
    )
    box.setInformativeText(  # what each button does, once: the refusal's words would repeat it
        QCoreApplication.translate(
            "App",
            "Open it read-only to follow that tournament here, with the clock live: nothing "
            "can be changed from this window. To change it here, quit, close the other "
            "window, then start Tourney again.",
        )
    )
    follow = box.addButton(
        QCoreApplication.translate("App", "Open read-only"), QMessageBox.ButtonRole.AcceptRole
    )
    box.addButton(QCoreApplication.translate("App", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(follow)
    box.exec()
    if box.clickedButton() is not follow:
        return None
    try:
        return open_for_window(path, demo=False, prune=False, read_only=True)
    except (DomainError, PersistenceError) as error:
        _refuse(
            QCoreApplication.translate(
                "App", "The library {path} cannot be opened: {reason}"
            ).format(path=path, reason=refusal(error))
        )
        return None


def _refuse(text: str) -> int:
    from PySide6.QtWidgets import QMessageBox  # made only when needed, like every dialog

    QMessageBox.critical(None, QCoreApplication.translate("App", "Tourney"), text)
    return 1


def application(*, language: str | None = None) -> QApplication:
    """The Qt application, created once and set up: names, icon, language, number formats.

    The language is ``language`` when given (the ``--lang`` option), else the one saved from
    the View → Language menu, else the system's, else English; calling again with another
    language switches to it. Where the system has no locale of its own ("C", common on servers
    and in containers), English numbers keep chip counts' separators (16,363).
    """
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication([sys.argv[0]])
    app.setApplicationName("Tourney")
    app.setOrganizationName("Tourney")
    app.setDesktopFileName("org.tourney.Tourney")
    icon = QIcon()
    pngs = icon_files()[: len(ICON_SIZES)]  # with their sizes given, read only when shown
    for size, path in zip(ICON_SIZES, pngs, strict=True):
        icon.addFile(str(path), QSize(size, size))
    app.setWindowIcon(icon)
    install_translators(choose_language(language))
    return app


def run_gui(argv: list[str], *, room_server: RoomServerFactory | None = None) -> int:
    """Run the director's window for ``argv`` (see :func:`tourney.gui.launch.launch`).

    ``room_server`` makes the room's server for the Share on the network switch.
    """
    from tourney.gui.launch import launch

    return launch(argv, room_server=room_server)


def run_window(
    service: TournamentService | None,
    options: argparse.Namespace,
    *,
    path: Path,
    failure: Exception | None = None,
    room_server: RoomServerFactory | None = None,
) -> int:
    """Run the Qt event loop until the director's window closes; returns the exit status.

    ``service`` is the open library and its tournament; when it could not be opened,
    ``failure`` says why, in a dialog. ``room_server`` makes the room's server for the
    Share on the network switch.
    """
    app = application(language=options.lang)
    if service is None and isinstance(failure, DatabaseInUseError):
        service = _offer_read_only(path, failure)
        if service is None:
            return 1
    if service is None:
        if isinstance(failure, PersistenceError):
            return _refuse(
                QCoreApplication.translate(
                    "App", "The library {path} cannot be opened: {reason}"
                ).format(path=path, reason=refusal(failure))
            )
        return _refuse(
            QCoreApplication.translate("App", "The tournament cannot be opened: {reason}").format(
                reason=refusal(failure) if failure is not None else ""
            )
        )
    try:
        session = Session.of(service)
        window, _display = open_windows(session, display=False, room_server=room_server)
        uninstall = watch_for_bugs(session, window, path.resolve().parent)
        window.show()
        window.raise_()
        window.activateWindow()

        def then() -> None:
            if options.exit_after_start:
                _report("director", time.time())
            gc.freeze()  # what start-up made lives on: later collections need not scan it
            gc.enable()
            if not options.no_display:
                place_display(open_display(window), window)
                attach_audio(window)
            window.room_share.resume()  # shared when the window last closed: shared again
            if options.exit_after_start:
                QTimer.singleShot(0, finish)
            else:
                QTimer.singleShot(ACTIONS_AFTER_MS, load_for_actions)

        def finish() -> None:
            if not options.no_display:
                _report("display", time.time())
            app.quit()

        _FirstPaint(window, then, fallback_ms=500)
        try:
            return int(app.exec())
        finally:
            uninstall()
    finally:
        service.close()
