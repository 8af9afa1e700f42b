"""The language of the program: which one, and loading its translations into Qt.

The language is chosen once, at start: the ``--lang`` option if given, else the one saved
from the View → Language menu (``QSettings`` key ``language``), else the system's, else
English. Our messages come from ``tourney_<code>.qm`` (compiled from
``resources/translations/tourney_<code>.ts``); the buttons of Qt's standard dialogs come from
Qt's own ``qtbase_<code>.qm``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

from tourney.base.languages import LANGUAGES, SOURCE, check_language, language_from_locale
from tourney.base.languages import language as language_of
from tourney.base.refusals import refusal_text
from tourney.resources import resource_path

__all__ = [
    "SETTINGS_KEY",
    "choose_language",
    "current_language",
    "install_translators",
    "language_names",
    "qm_path",
    "refusal",
    "save_language",
    "saved_language",
]

SETTINGS_KEY = "language"
"""The ``QSettings`` key holding the language chosen in the View → Language menu."""

_TRANSLATOR = "tourney_translator"
_PROPERTY = "tourney_language"


def language_names() -> tuple[tuple[str, str], ...]:
    """Each language's code and its name in itself (``("ro", "Română")``), for a menu."""
    return tuple((item.code, item.native_name) for item in LANGUAGES)


def _known(code: object) -> str | None:
    return language_from_locale(code)


def saved_language(settings: QSettings | None = None) -> str | None:
    """The language saved from the menu, or ``None`` when none (or an unknown one) is."""
    store = settings if settings is not None else QSettings()
    return _known(store.value(SETTINGS_KEY))


def save_language(code: str, settings: QSettings | None = None) -> None:
    """Remember ``code`` for the next start.

    Raises:
        UnknownLanguageError: ``code`` is not a language Tourney speaks.
    """
    check_language(code)
    store = settings if settings is not None else QSettings()
    store.setValue(SETTINGS_KEY, code)
    store.sync()


def choose_language(
    explicit: str | None, *, settings: QSettings | None = None, system: QLocale | None = None
) -> str:
    """The language to use: ``explicit``, else the saved one, else the system's, else English."""
    for candidate in (explicit, saved_language(settings)):
        code = _known(candidate)
        if code is not None:
            return code
    for name in (system or QLocale.system()).uiLanguages():
        code = _known(name)
        if code is not None:
            return code
    return SOURCE


def current_language() -> str:
    """The language the running application speaks (English before any was installed)."""
    app = QCoreApplication.instance()
    code = _known(app.property(_PROPERTY)) if app is not None else None
    return code or SOURCE


def refusal(error: BaseException) -> str:
    """The message of ``error`` in the application's language (see :class:`Refusal`)."""
    return refusal_text(error, current_language())


def qm_path(code: str) -> str:
    """The path of our compiled translation for ``code`` (it exists for all but English)."""
    return str(resource_path("translations", f"tourney_{code}.qm"))


def install_translators(code: str) -> tuple[QTranslator, ...]:
    """Make ``code`` the language of the running application, replacing any earlier one.

    Installs Qt's own translation (``qtbase_<code>.qm``, for the standard dialogs' buttons)
    and ours; the translators are children of the application, so they live as long as it.
    What Qt writes itself (a day's name, a time, a spin box's number) follows the language's
    locale, as what :mod:`tourney.base.formats` writes does. Returns the translators
    installed: none for English, or where no ``.qm`` could be loaded.
    """
    app = QCoreApplication.instance()
    if app is None:
        return ()
    app.setProperty(_PROPERTY, code)
    for old in app.findChildren(QTranslator, _TRANSLATOR):
        app.removeTranslator(old)
        old.deleteLater()
    # by name: QLocale's Language enum alone takes 4 ms to create
    QLocale.setDefault(QLocale(language_of(code).qt_locale))
    if code == SOURCE:
        return ()
    from PySide6.QtCore import QLibraryInfo  # only where there is something to translate

    qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    installed: list[QTranslator] = []
    for name, folder in ((f"qtbase_{code}", qt_folder), (qm_path(code), "")):
        translator = QTranslator(app)
        if translator.load(name, folder):
            translator.setObjectName(_TRANSLATOR)
            app.installTranslator(translator)
            installed.append(translator)
        else:
            translator.deleteLater()
    return tuple(installed)
