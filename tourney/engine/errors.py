"""The engine's errors: one base class, split into *malformed* and *not allowed*.

Every error the engine raises is an :class:`EngineError`, a :class:`ValueError`, so a
caller at the boundary (the CLI, the GUI) catches one class and shows its message.

Every error of the engine, the domain and the storage layer is a :class:`Refusal`: it is
raised with its English source text and the text's fields, as
:func:`tourney.engine.messages.say` takes them, so the GUI can show it in the director's
language while ``str(error)`` stays the English sentence that scripts and tests match.

>>> error = NotAllowedError("Seat {seat} is taken", seat=4)
>>> str(error), error.say("en")
('Seat 4 is taken', 'Seat 4 is taken')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tourney.engine.messages import Message

__all__ = ["EngineError", "MalformedError", "NotAllowedError", "Refusal", "refusal_text"]


class Refusal(ValueError):
    """An error whose message is a sentence for the director, in English, Italian or Romanian.

    Args:
        text: The English source text: a ``str.format`` template when ``values`` are given,
            else the sentence itself. The catalogs translate it (``refusals/*.json``).
        **values: The template's fields; a value may be a
            :class:`~tourney.engine.messages.Sayable` (a :class:`~tourney.engine.messages.Number`,
            a :class:`~tourney.engine.messages.Message`…), said in the same language.

    Attributes:
        message: The sentence, unsaid.
    """

    message: Message

    def __init__(self, text: str = "", /, **values: object) -> None:
        from tourney.engine.messages import message  # messages imports this module

        self.message = message(text, **values)
        super().__init__(self.message.say("en"))

    def say(self, language: str) -> str:
        """The sentence in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
        """
        return self.message.say(language)


def refusal_text(error: BaseException, language: str) -> str:
    """The message of ``error`` in ``language`` (a :class:`Refusal`), else as it is written.

    >>> refusal_text(ValueError("no"), "ro")
    'no'
    """
    return error.say(language) if isinstance(error, Refusal) else str(error)


class EngineError(Refusal):
    """Base class of every error the rules engine raises."""


class MalformedError(EngineError):
    """The input cannot be read: a card like ``Zz``, a number that is not a number."""


class NotAllowedError(EngineError):
    """The input is readable but breaks a rule: a duplicate card, a card not in the deck."""
