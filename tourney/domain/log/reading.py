"""Refusing a malformed event record: the fault, where it is, and the largest number allowed.

Reading a log first goes without paths, cheaply (:class:`Invalid` stops it at the first
fault); a record that fails is read again with paths so that :func:`bad` names the field.
"""

from __future__ import annotations

from tourney.domain.errors import DomainMalformedError

__all__ = ["LARGEST", "Invalid", "bad"]

LARGEST = 10**15
"""The largest whole number an event may hold (chips, cents, seats): 15 digits."""


class Invalid(Exception):
    """A fault found while reading without paths: read again with them to name it."""


def bad(path: str | None, template: str, /, **values: object) -> Exception:
    """The refusal to raise: cheap while reading without paths, else naming the field.

    >>> isinstance(bad(None, "{path} is wrong"), Invalid)
    True
    """
    if path is None:
        return Invalid()
    return DomainMalformedError(template, path=path, **values)
