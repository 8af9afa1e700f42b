"""The one door every printed word goes through: English, Italian and Romanian reports.

Every user-visible string in :mod:`tourney.reports` is written as ``_("...")``, with
``str.format`` fields for the parts that vary (``_("Page {page} of {pages}").format(page=1,
pages=3)``). :func:`_` translates into the *current* language when it is called, so it must be
called while a report is being made, never at import time: a constant that is translated
later is marked with :func:`N_` (a no-op the extraction test finds) and passed through
:func:`_` where it is printed.

The current language is set with :func:`use_language` (a context variable, so nothing
global changes). :class:`tourney.reports.base.Report` does that for its own ``render`` from
``RenderOptions.language``; code that builds report rows outside a renderer (the
``from_state`` adapters) runs inside ``with use_language(options.language):`` —
:mod:`tourney.reports.tournament_reports` does.

The catalogs are JSON files in ``tourney/resources/translations`` (``reports_it.json``,
``reports_ro.json``), each mapping the English source text to its translation. A missing
entry prints in English; ``tests/reports/test_i18n.py`` keeps both catalogs complete.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import json
from collections.abc import Iterator, Mapping
from contextvars import ContextVar
from functools import cache

from tourney.resources import resource_path

__all__ = [
    "LANGUAGES",
    "N_",
    "_",
    "catalog",
    "check_language",
    "current_language",
    "format_date",
    "format_datetime",
    "format_time",
    "system_language",
    "translate",
    "use_language",
]

LANGUAGES: tuple[str, ...] = ("en", "it", "ro")
"""The languages reports print in: English (the source), Italian, Romanian."""


def N_(text: str) -> str:
    """Mark a constant for translation without translating it (translate it with ``_``)."""
    return text


_MONTHS = (
    N_("January"),
    N_("February"),
    N_("March"),
    N_("April"),
    N_("May"),
    N_("June"),
    N_("July"),
    N_("August"),
    N_("September"),
    N_("October"),
    N_("November"),
    N_("December"),
)

_current: ContextVar[str] = ContextVar("tourney_report_language", default="en")


def check_language(language: str) -> str:
    """Return ``language`` if reports print in it.

    Raises:
        ValueError: Not one of :data:`LANGUAGES`.
    """
    if language not in LANGUAGES:
        raise ValueError(f"unknown language {language!r} (languages: {', '.join(LANGUAGES)})")
    return language


@cache
def catalog(language: str) -> Mapping[str, str]:
    """The translations of one language, English text to translated text (empty for English)."""
    if check_language(language) == "en":
        return {}
    path = resource_path("translations", f"reports_{language}.json")
    entries = json.loads(path.read_text(encoding="utf-8"))
    return {str(key): str(value) for key, value in entries.items()}


def translate(text: str, language: str) -> str:
    """``text`` in ``language``; English (unchanged) when the catalog has no translation."""
    return catalog(language).get(text) or text


def current_language() -> str:
    """The language reports are being printed in now (``"en"`` unless set)."""
    return _current.get()


@contextlib.contextmanager
def use_language(language: str) -> Iterator[None]:
    """Print in ``language`` inside the ``with`` block.

    Raises:
        ValueError: Not one of :data:`LANGUAGES`.
    """
    token = _current.set(check_language(language))
    try:
        yield
    finally:
        _current.reset(token)


def _(text: str) -> str:
    """Translate one user-visible string into the current language."""
    return translate(text, _current.get())


def system_language(environ: Mapping[str, str]) -> str:
    """The report language the system asks for: ``it`` or ``ro`` when it says so, else ``en``.

    Reads the POSIX variables in their order of precedence (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``); the first one set decides.

    Args:
        environ: The process environment (``os.environ``).
    """
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name, "")
        if value:
            code = value.split(":")[0].split("_")[0].split(".")[0].lower()
            return code if code in LANGUAGES else "en"
    return "en"


def format_date(day: dt.date) -> str:
    """A date as printed on a report: ``"1 March 2025"``, ``"1 marzo 2025"``."""
    return _("{day} {month} {year}").format(
        day=day.day, month=_(_MONTHS[day.month - 1]), year=day.year
    )


def format_time(moment: dt.time | dt.datetime) -> str:
    """A clock time, 24-hour: ``"19:30"``."""
    return f"{moment.hour:02d}:{moment.minute:02d}"


def format_datetime(moment: dt.datetime) -> str:
    """A date and time: ``"1 March 2025, 19:30"``."""
    return _("{date}, {time}").format(date=format_date(moment.date()), time=format_time(moment))
