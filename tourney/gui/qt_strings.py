"""Qt's own button texts, listed so that our translations carry them too.

Qt ships Italian for its standard buttons (``qtbase_it.qm``) but no Romanian, so the texts of
the message boxes' and the wizard's buttons are marked here, in Qt's own translation contexts,
and translated in ``resources/translations/tourney_*.ts`` with the rest. Nothing calls this
module's values: Qt looks the texts up itself.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

__all__ = ["QT_TEXTS"]

QT_TEXTS: tuple[object, ...] = (
    QT_TRANSLATE_NOOP("QPlatformTheme", "OK"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Close"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Save"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Open"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "&No"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Apply"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Reset"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Help"),
    QT_TRANSLATE_NOOP("QPlatformTheme", "Discard"),
    QT_TRANSLATE_NOOP("QWizard", "< &Back"),
    QT_TRANSLATE_NOOP("QWizard", "&Next >"),
    QT_TRANSLATE_NOOP("QWizard", "&Finish"),
    QT_TRANSLATE_NOOP("QWizard", "Cancel"),
    QT_TRANSLATE_NOOP("QWizard", "&Help"),
)
"""The texts, in English (Qt's source language)."""
