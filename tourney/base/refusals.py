"""Refusals: errors whose message is a sentence for the director, said in any language.

Every error of the engine, the domain, the storage layer and the reports is a
:class:`Refusal`: it is raised with its English source text and the text's fields, as
:func:`tourney.base.messages.translate` takes them, so the GUI and the command line can say it
in the director's language while ``str(error)`` stays the English sentence.

Beside its words a refusal has a :attr:`~Refusal.code` that does not change with the language
or the wording, for scripts: ``area.reason``, lowercase, such as ``storage.in-use`` or
``engine.duplicate-card`` (``docs/cli/errors.md`` lists them). Each class declares its own;
a subclass that declares none has its parent's.

>>> error = Refusal("Seat {seat} is taken", seat=4)
>>> str(error), error.translated("en"), error.code
('Seat 4 is taken', 'Seat 4 is taken', 'refused')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from tourney.base.messages import Message

__all__ = ["Refusal", "refusal_code", "refusal_text"]


class Refusal(ValueError):
    """An error whose message is a sentence for the director, in English, Italian or Romanian.

    Args:
        text: The English source text: a ``str.format`` template when ``values`` are given,
            else the sentence itself; or a whole :class:`~tourney.base.messages.Message`
            (one with plural forms). The catalogs translate it.
        **values: The template's fields; a value may be a
            :class:`~tourney.base.messages.Translatable` (a :class:`~tourney.base.messages.Number`,
            a :class:`~tourney.base.messages.Message`…), said in the same language.

    Attributes:
        code: The refusal's stable code (``area.reason``), the same in every language.
        message: The sentence, unsaid.
    """

    code: ClassVar[str] = "refused"
    message: Message

    def __init__(self, text: str | Message = "", /, **values: object) -> None:
        from tourney.base.messages import Message, message  # messages imports this module

        self.message = text if isinstance(text, Message) else message(text, **values)
        super().__init__(self.message.translated("en"))

    def translated(self, language: str) -> str:
        """The sentence in ``language`` (``"en"``, ``"it"`` or ``"ro"``).

        Raises:
            UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
        """
        return self.message.translated(language)


def refusal_text(error: BaseException, language: str) -> str:
    """The message of ``error`` in ``language`` (a :class:`Refusal`), else as it is written.

    >>> refusal_text(ValueError("no"), "ro")
    'no'
    """
    return error.translated(language) if isinstance(error, Refusal) else str(error)


def refusal_code(error: BaseException) -> str:
    """The stable code of ``error``: its own for a :class:`Refusal`, ``"refused"`` otherwise.

    >>> refusal_code(ValueError("no"))
    'refused'
    """
    return error.code if isinstance(error, Refusal) else Refusal.code
