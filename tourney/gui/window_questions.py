"""The director's window's two boxes: "Quit Tourney?" while the clock runs, and About.

Their words keep the window's translation context (``MainWindow``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from tourney import __version__

__all__ = ["quit_question", "show_about"]


def quit_question(parent: QWidget, *, display_shown: bool) -> tuple[QMessageBox, QAbstractButton]:
    """The box asking whether to quit while the clock runs, and its Quit button.

    Keep running is the default and the Escape answer: a stray key never quits.

    Args:
        parent: The director's window.
        display_shown: Whether the clock display is showing: only then does the box say it
            closes now (started with ``--no-display``, or with the display hidden, it does not).
    """
    box = QMessageBox(
        QMessageBox.Icon.Question,
        QCoreApplication.translate("MainWindow", "Quit Tourney?"),
        QCoreApplication.translate("MainWindow", "The clock is running. Quit Tourney anyway?"),
        parent=parent,
    )
    box.setInformativeText(
        QCoreApplication.translate(
            "MainWindow",
            "The clock keeps time while Tourney is closed and is right when you start it "
            "again, but the clock display on the TV closes now.",
        )
        if display_shown
        else QCoreApplication.translate(
            "MainWindow",
            "The clock keeps time while Tourney is closed and is right when you start it again.",
        )
    )
    quit_button = box.addButton(
        QCoreApplication.translate("MainWindow", "&Quit"), QMessageBox.ButtonRole.AcceptRole
    )
    keep = box.addButton(
        QCoreApplication.translate("MainWindow", "&Keep running"), QMessageBox.ButtonRole.RejectRole
    )
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box, quit_button


def show_about(parent: QWidget) -> None:
    """Say what this program is."""
    QMessageBox.about(
        parent,
        QCoreApplication.translate("MainWindow", "About Tourney"),
        QCoreApplication.translate(
            "MainWindow",
            "Tourney {version}\n\nA tournament director for live poker: clock, seating, "
            "payouts, rulings and a print pack.\n\nFree software under the GNU GPL, "
            "version 3 or later.",
        ).format(version=__version__),
    )
