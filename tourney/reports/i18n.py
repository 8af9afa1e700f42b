"""The one door every printed word goes through, so the reports can be translated.

Today :func:`_` returns its text unchanged (English). Italian and Romanian will plug in
here (issue 7) without touching the report modules: every user-visible string in
:mod:`tourney.reports` is written as ``_("...")``, with ``str.format`` fields for the parts
that vary (``_("Page {page} of {pages}").format(page=1, pages=3)``).
"""

from __future__ import annotations

import datetime as dt

__all__ = ["_", "format_date", "format_datetime", "format_time"]

_MONTHS = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


def _(text: str) -> str:
    """Translate one user-visible string (a no-op until translations land)."""
    return text


def format_date(day: dt.date) -> str:
    """A date as printed on a report: ``"1 March 2025"``."""
    return _("{day} {month} {year}").format(
        day=day.day, month=_(_MONTHS[day.month - 1]), year=day.year
    )


def format_time(moment: dt.time | dt.datetime) -> str:
    """A clock time, 24-hour: ``"19:30"``."""
    return f"{moment.hour:02d}:{moment.minute:02d}"


def format_datetime(moment: dt.datetime) -> str:
    """A date and time: ``"1 March 2025, 19:30"``."""
    return _("{date}, {time}").format(date=format_date(moment.date()), time=format_time(moment))
