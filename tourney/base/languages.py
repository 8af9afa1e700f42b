"""The languages Tourney speaks, declared once: every list of languages iterates :data:`LANGUAGES`.

Each :class:`Language` names its code (ISO 639-1, what ``--lang`` takes and the catalogs are
named after), its name in itself (for the View → Language menu), the CLDR locale whose number,
money and date formats it writes (:mod:`tourney.base.formats`) and the Qt locale the window
uses for what Qt writes itself. English is the source language: the text in the code.

To add a language: a line here, its catalog (``resources/translations/<code>.po``, made by
``resources/translations/update.py --add <code>``) and its Qt translation
(``resources/translations/tourney_<code>.ts``); the tests then ask for every entry.

>>> check_language("ro")
'ro'
>>> [language.native_name for language in LANGUAGES]
['English', 'Italiano', 'Română']
>>> language_from_locale("it_CH.UTF-8"), language_from_locale("de_DE"), language_from_locale("C")
('it', None, None)
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tourney.base.refusals import Refusal

__all__ = [
    "CODES",
    "LANGUAGES",
    "SOURCE",
    "TRANSLATED",
    "Language",
    "UnknownLanguageError",
    "check_language",
    "language",
    "language_from_locale",
    "system_language",
]


@dataclass(frozen=True, slots=True)
class Language:
    """One language Tourney speaks.

    Attributes:
        code: Its ISO 639-1 code (``"ro"``): ``--lang``, the catalogs' names, the saved choice.
        native_name: Its name in itself (``"Română"``), as a language menu lists it.
        locale: The CLDR locale (Babel's name) of its numbers, money and dates (``"ro_RO"``).
        qt_locale: The locale name Qt is given for what Qt itself writes (``"ro_RO"``).
    """

    code: str
    native_name: str
    locale: str
    qt_locale: str


LANGUAGES: tuple[Language, ...] = (
    # British English: day-month-year dates and a 24-hour clock, as a poker room's clock reads
    Language("en", "English", "en_GB", "en_GB"),
    Language("it", "Italiano", "it_IT", "it_IT"),
    Language("ro", "Română", "ro_RO", "ro_RO"),
)
"""Every language, English (the source) first, then in the order a menu lists them."""

SOURCE = "en"
"""The language of the text in the code; its catalog is empty."""

CODES: tuple[str, ...] = tuple(item.code for item in LANGUAGES)
"""Every language's code, in :data:`LANGUAGES`' order (``--lang``'s choices)."""

TRANSLATED: tuple[str, ...] = tuple(code for code in CODES if code != SOURCE)
"""The codes of the languages that have catalogs (every one but the source)."""

_BY_CODE: Mapping[str, Language] = {item.code: item for item in LANGUAGES}


class UnknownLanguageError(Refusal):
    """A language Tourney does not speak."""

    code = "usage.unknown-language"


def check_language(code: str) -> str:
    """Return ``code`` if Tourney speaks it.

    Raises:
        UnknownLanguageError: Not one of :data:`CODES`.
    """
    if code not in _BY_CODE:
        raise UnknownLanguageError(
            "Tourney does not speak {language!r} (languages: {languages})",
            language=code,
            languages=", ".join(CODES),
        )
    return code


def language(code: str) -> Language:
    """The :class:`Language` of ``code``.

    >>> language("it").locale
    'it_IT'

    Raises:
        UnknownLanguageError: Not one of :data:`CODES`.
    """
    return _BY_CODE[check_language(code)]


def language_from_locale(name: object) -> str | None:
    """The code of the language a locale name asks for (``"ro-RO"``, ``"it_IT.UTF-8"``), if any."""
    text = str(name or "").strip().lower().replace("-", "_")
    code = text.split(":")[0].split(".")[0].split("@")[0].split("_")[0]
    return code if code in _BY_CODE else None


ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""The POSIX variables that name the user's language, in their order of precedence."""


def system_language(environ: Mapping[str, str], *, default: str = SOURCE) -> str:
    """The language the environment asks for, else ``default``.

    The first of :data:`ENVIRONMENT` that is set decides (``LANGUAGE`` may list several
    languages, ``ro:en``: the first that Tourney speaks wins).

    >>> system_language({"LANGUAGE": "de:it", "LANG": "ro_RO.UTF-8"})
    'it'
    >>> system_language({"LANG": "C.UTF-8"})
    'en'
    """
    for name in ENVIRONMENT:
        value = environ.get(name, "")
        if value:
            parts: Iterable[str] = value.split(":") if name == "LANGUAGE" else (value,)
            for part in parts:
                code = language_from_locale(part)
                if code is not None:
                    return code
            return default
    return default
