"""What performing a command gives back: :class:`Performed` or :class:`Refused`, never raised.

The window, the command line and the room's server all get one of these two from
:meth:`tourney.core.service.TournamentService.perform`, and show it their way: the window in
its status bar or a red notice, a phone as JSON (``{"status": "performed", "label": …}``).
A refusal keeps its stable code beside its words, so that scripts and phones can tell
refusals apart in any language.

>>> from tourney.domain.errors import DomainNotAllowedError
>>> refused = Refused.of(DomainNotAllowedError("The clock is already running."))
>>> refused.translated("en"), refused.ok
('The clock is already running.', False)
"""

from __future__ import annotations

from dataclasses import dataclass

from tourney.base.refusals import Refusal, refusal_code
from tourney.domain.log.events import Event

__all__ = ["Performed", "Refused", "Result"]


@dataclass(frozen=True, slots=True)
class Performed:
    """The command's event is on disk and in the state.

    Attributes:
        event: The stored event (with its ``seq``).
        repeated: Whether the command had been performed before (a retried id): ``event``
            is the one it made then, and nothing new was stored.
    """

    event: Event
    repeated: bool = False

    ok = True

    def translated(self, language: str) -> str:
        """The event's label in ``language``."""
        return self.event.label.translated(language)


@dataclass(frozen=True, slots=True)
class Refused:
    """The command was refused (or could not be stored): nothing changed.

    Attributes:
        error: The refusal, with its sentence and fields.
        code: Its stable code (``domain.not-allowed`` …), the same in every language
            (:func:`tourney.base.refusals.refusal_code`).
    """

    error: Refusal
    code: str

    ok = False

    @classmethod
    def of(cls, error: Refusal) -> Refused:
        """The result of a command refused with ``error``."""
        return cls(error, refusal_code(error))

    def translated(self, language: str) -> str:
        """Why, in ``language``."""
        return self.error.translated(language)


Result = Performed | Refused
"""What :meth:`~tourney.core.service.TournamentService.perform` gives back."""
