"""The engine's errors: one base class, split into *malformed* and *not allowed*.

Every error the engine raises is an :class:`EngineError`, a :class:`ValueError`, so a
caller at the boundary (the CLI, the GUI) catches one class and shows its message. Like every
error of the domain and the storage layer it is a :class:`~tourney.base.refusals.Refusal`: a
sentence said in the director's language.

>>> error = NotAllowedError("Seat {seat} is taken", seat=4)
>>> str(error), error.translated("en")
('Seat 4 is taken', 'Seat 4 is taken')
"""

from __future__ import annotations

from tourney.base.refusals import Refusal

__all__ = ["EngineError", "MalformedError", "NotAllowedError"]


class EngineError(Refusal):
    """Base class of every error the rules engine raises."""

    code = "engine.refused"


class MalformedError(EngineError):
    """The input cannot be read: a card like ``Zz``, a number that is not a number."""

    code = "engine.malformed"


class NotAllowedError(EngineError):
    """The input is readable but breaks a rule: a duplicate card, a card not in the deck."""

    code = "engine.not-allowed"
