"""The engine's errors: one base class, split into *malformed* and *not allowed*.

Every error the engine raises is an :class:`EngineError`, a :class:`ValueError`, so a
caller at the boundary (the CLI, the GUI) catches one class and shows its message.
"""

from __future__ import annotations


class EngineError(ValueError):
    """Base class of every error the rules engine raises."""


class MalformedError(EngineError):
    """The input cannot be read: a card like ``Zz``, a number that is not a number."""


class NotAllowedError(EngineError):
    """The input is readable but breaks a rule: a duplicate card, a card not in the deck."""
