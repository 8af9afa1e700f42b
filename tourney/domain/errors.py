"""The domain's errors: one base class, split into *malformed* and *not allowed*.

The GUI and the CLI catch :class:`DomainError` (a :class:`ValueError`) at the boundary and
show its message; a refused action changes nothing.
"""

from __future__ import annotations

from tourney.base.refusals import Refusal


class DomainError(Refusal):
    """Base class of every error the tournament model raises."""

    code = "domain.refused"


class DomainMalformedError(DomainError):
    """The input cannot be read: a missing field, a value of the wrong type."""

    code = "domain.malformed"


class DomainNotAllowedError(DomainError):
    """The input is readable but breaks a rule: an 11th player at a 10-seat table."""

    code = "domain.not-allowed"
