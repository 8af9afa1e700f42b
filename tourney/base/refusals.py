"""Refusals: errors whose message is a sentence for the director, said in any language.

Every error of the engine, the domain and the storage layer is a :class:`Refusal`: it is
raised with its English source text and the text's fields, as
:func:`tourney.base.messages.say` takes them, so the GUI can show it in the director's
language while ``str(error)`` stays the English sentence that scripts and tests match.

>>> error = Refusal("Seat {seat} is taken", seat=4)
>>> str(error), error.say("en")
('Seat 4 is taken', 'Seat 4 is taken')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tourney.base.messages import Message

__all__ = ["Refusal", "refusal_text"]


class Refusal(ValueError):
    """An error whose message is a sentence for the director, in English, Italian or Romanian.

    Args:
        text: The English source text: a ``str.format`` template when ``values`` are given,
            else the sentence itself. The catalogs translate it (``refusals/*.json``).
        **values: The template's fields; a value may be a
            :class:`~tourney.base.messages.Sayable` (a :class:`~tourney.base.messages.Number`,
            a :class:`~tourney.base.messages.Message`…), said in the same language.

    Attributes:
        message: The sentence, unsaid.
    """

    message: Message

    def __init__(self, text: str = "", /, **values: object) -> None:
        from tourney.base.messages import message  # messages imports this module

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
