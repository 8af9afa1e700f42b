"""The languages Tourney speaks — English, Italian, Romanian — and the check for them.

The engine's hand names (:mod:`tourney.engine.hand_names`) re-export them.

>>> check_language("ro")
'ro'
"""

from __future__ import annotations

from tourney.base.refusals import Refusal

__all__ = ["HAND_NAME_LANGUAGES", "LANGUAGES", "UnknownLanguageError", "check_language"]

HAND_NAME_LANGUAGES: tuple[str, ...] = ("en", "it", "ro")
"""The languages hands are named in (and everything else said): English, Italian, Romanian."""

LANGUAGES = HAND_NAME_LANGUAGES
"""The languages Tourney speaks, by their codes (the window's ``--lang`` choices)."""


class UnknownLanguageError(Refusal):
    """A language hands are not named in."""


def check_language(language: str) -> str:
    """Return ``language`` if hands are named in it.

    Raises:
        UnknownLanguageError: Not one of :data:`HAND_NAME_LANGUAGES`.
    """
    if language not in HAND_NAME_LANGUAGES:
        raise UnknownLanguageError(
            "hands are not named in {language!r} (languages: {languages})",
            language=language,
            languages=", ".join(HAND_NAME_LANGUAGES),
        )
    return language
