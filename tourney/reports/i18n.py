"""The language a report is printed in, and the door every printed word goes through.

Every user-visible string in :mod:`tourney.reports` is written as ``_("...")``, with
``str.format`` fields for the parts that vary (``_("Page {page} of {pages}").format(page=1,
pages=3)``); one about a number of things as ``_n(singular, plural, count)``, which picks
the form the language's plural rule gives ``count``. Both translate into the *current*
language when called, so they must be called while a report is being made, never at import
time: a constant translated later is marked with :func:`N_` and passed through :func:`_`
where it is printed.

The words come from the one set of catalogs below the GUI (:mod:`tourney.base.catalogs`);
dates, times, numbers and money are written by :mod:`tourney.base.formats`, in the report's
language like everything else.

The current language is set with :func:`use_language` (a context variable, so nothing
global changes). :class:`tourney.reports.base.Report` does that for its own ``render`` from
``RenderOptions.language``; code that builds report rows outside a renderer (the
``from_state`` adapters) runs inside ``with use_language(options.language):`` —
:mod:`tourney.reports.tournament_reports` does.
"""

from __future__ import annotations

import contextlib
import datetime as dt
from collections.abc import Iterator
from contextvars import ContextVar

from tourney.base import catalogs, formats
from tourney.base.languages import SOURCE, check_language
from tourney.base.messages import N_

__all__ = [
    "N_",
    "_",
    "_n",
    "current_language",
    "format_date",
    "format_datetime",
    "format_time",
    "use_language",
]

_current: ContextVar[str] = ContextVar("tourney_report_language", default=SOURCE)


def current_language() -> str:
    """The language reports are being printed in now (English unless set)."""
    return _current.get()


@contextlib.contextmanager
def use_language(language: str) -> Iterator[None]:
    """Print in ``language`` inside the ``with`` block.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    token = _current.set(check_language(language))
    try:
        yield
    finally:
        _current.reset(token)


def _(text: str) -> str:
    """Translate one user-visible string into the current language."""
    return catalogs.gettext(_current.get(), text)


def _n(singular: str, plural: str, count: int) -> str:
    """The form of ``singular``/``plural`` that ``count`` takes in the current language.

    >>> with use_language("ro"):
    ...     _n("{count} player", "{count} players", 20).format(count=20)
    '20 de jucători'
    """
    return catalogs.ngettext(_current.get(), singular, plural, count)


def format_date(day: dt.date) -> str:
    """A date as printed on a report: ``"1 March 2025"``, ``"1 marzo 2025"``."""
    return formats.format_date(day, _current.get())


def format_time(moment: dt.time | dt.datetime) -> str:
    """A clock time: ``"19:30"``."""
    return formats.format_time(moment, _current.get())


def format_datetime(moment: dt.datetime) -> str:
    """A date and time: ``"1 March 2025, 19:30"`` (``"1 marzo 2025, ore 19:30"``)."""
    return formats.format_datetime(moment, _current.get(), joined=_("{date}, {time}"))
