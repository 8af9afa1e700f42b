"""The words the director reads out, in English, Italian and Romanian.

The engine and the domain build their explanation sentences through :func:`say`: the English
source text is both the key and the English output, with ``str.format`` fields for the parts
that vary (``say(language, "Seat {seat} wins.", seat=3)``). English is therefore exactly the
text in the code; Italian and Romanian come from JSON catalogs beside the other translations
(``tourney/resources/translations/messages_{it,ro}.json``), found with
:func:`tourney.resources.resource_path`. A missing entry speaks English;
``tests/engine/test_messages.py`` keeps both catalogs complete.

A word kept in a table and translated later is marked with :func:`N_` (a no-op the
completeness test finds) and passed through :func:`say` where it is spoken. A sentence made
before anyone knows the language it will be read in (a table's next-hand explanation, made
deep in the domain and shown in the GUI's language) is kept as a :class:`Message`, made with
:func:`message`, and said later with :meth:`Message.say`.

Refusals (the errors of the engine, the domain and the storage layer, all
:class:`tourney.engine.errors.Refusal`) are raised with their English source text and fields
(``raise DuplicateCardError("{card} is given twice", card="Ah")``): ``str(error)`` is the
English sentence that tests and scripts match, ``error.say("it")`` the Italian one.

>>> say("en", "Seat {seat} wins.", seat=3)
'Seat 3 wins.'
>>> say("it", "Main pot")
'Piatto principale'
>>> say("ro", "{first} and {last}", first="1, 2", last="3")
'1, 2 și 3'
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Protocol, runtime_checkable

from tourney.base.languages import check_language
from tourney.resources import resource_path

__all__ = [
    "N_",
    "Count",
    "Listing",
    "Lowered",
    "Message",
    "Number",
    "Sayable",
    "Series",
    "catalog",
    "chips",
    "continental",
    "join_words",
    "message",
    "say",
]


def N_(text: str) -> str:
    """Mark a constant for translation without translating it (speak it with :func:`say`).

    >>> N_("first")
    'first'
    """
    return text


@cache
def catalog(language: str) -> Mapping[str, str]:
    """One language's translations, English text to translated text (empty for English).

    The explanations are in ``translations/messages_{language}.json``; the refusals (the
    messages of :class:`tourney.engine.errors.Refusal`) in ``translations/refusals/``, one
    file per part of the code and language (``domain-tables.it.json``).

    Raises:
        UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
    """
    if check_language(language) == "en":
        return {}
    folder = resource_path("translations")
    files = [folder.joinpath(f"messages_{language}.json")]
    refusals = folder.joinpath("refusals")
    files += sorted(
        (item for item in refusals.iterdir() if item.name.endswith(f".{language}.json")),
        key=lambda item: item.name,
    )
    entries: dict[str, str] = {}
    for path in files:
        loaded = json.loads(path.read_text(encoding="utf-8"))
        entries.update({str(key): str(value) for key, value in loaded.items()})
    return entries


def say(language: str, text: str, /, **values: object) -> str:
    """``text`` in ``language`` with ``values`` filled in (English when there is no entry).

    Args:
        language: ``"en"``, ``"it"`` or ``"ro"``.
        text: The English source text, a ``str.format`` template when ``values`` are given.
        **values: The template's fields.

    Raises:
        UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
    """
    template = catalog(language).get(text) or text
    return template.format(**values) if values else template


def join_words(language: str, words: Sequence[str]) -> str:
    """Words as a list in a sentence: ``"a"``, ``"a and b"``, ``"a, b and c"``.

    >>> join_words("it", ["Ann", "Bob", "Cy"])
    'Ann, Bob e Cy'
    """
    if len(words) == 1:
        return words[0]
    return say(language, "{first} and {last}", first=", ".join(words[:-1]), last=words[-1])


def chips(language: str, amount: int) -> str:
    """A whole number of chips with the language's thousands separator.

    >>> chips("en", 12500), chips("it", 12500), chips("ro", 12500)
    ('12,500', '12.500', '12.500')
    """
    text = f"{amount:,}"
    return text if check_language(language) == "en" else continental(text)


def continental(english: str) -> str:
    """A number written the English way (``"1,460.5"``) with point thousands, comma decimals.

    >>> continental("1,460.50")
    '1.460,50'
    """
    return english.translate(_SWAP)


_SWAP = str.maketrans({",": ".", ".": ","})


@runtime_checkable
class Sayable(Protocol):
    """A value of a :class:`Message` that is written differently in each language."""

    def say(self, language: str) -> str:
        """The value in ``language``."""
        ...  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Number:
    """A number in a sentence, written the English way and said with the language's marks.

    >>> Number("12.5").say("it"), Number("12,500").say("ro"), Number("12.5").say("en")
    ('12,5', '12.500', '12.5')

    Attributes:
        english: The number as English writes it (comma thousands, point decimals).
    """

    english: str

    def say(self, language: str) -> str:
        """The number in ``language``.

        Raises:
            UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
        """
        return self.english if check_language(language) == "en" else continental(self.english)


@dataclass(frozen=True, slots=True)
class Lowered:
    """A sentence inside another, its first letter in lower case ("Undo rebuy for Ann").

    >>> Lowered(message("Rebuy for {name}", name="Ann")).say("en")
    'rebuy for Ann'

    Attributes:
        inner: The sentence.
    """

    inner: Message

    def say(self, language: str) -> str:
        """The sentence in ``language``, its first letter lowered."""
        text = self.inner.say(language)
        return text[:1].lower() + text[1:]


@dataclass(frozen=True, slots=True)
class Count:
    """A count before a noun: Romanian puts "de" after it from 20 on (``20 de minute``).

    >>> Count(5).say("ro"), Count(20).say("ro"), Count(101).say("ro"), Count(20).say("it")
    ('5', '20 de', '101', '20')

    Attributes:
        number: The count.
    """

    number: int

    def say(self, language: str) -> str:
        """The count in ``language``."""
        if check_language(language) == "ro" and (
            self.number % 100 >= 20 or (self.number and self.number % 100 == 0)
        ):
            return f"{self.number} de"
        return str(self.number)


@dataclass(frozen=True, slots=True)
class Listing:
    """Values said as a list in a sentence (``"2, 5 and 7"``), in the sentence's language.

    Attributes:
        items: The values, in the order they are read.
    """

    items: tuple[object, ...]


@dataclass(frozen=True, slots=True)
class Series:
    """Values said one after another with commas (``"50.5%, 30%"``), each in the language.

    >>> Series((Number("50.5%"), Number("29.5%"))).say("it")
    '50,5%, 29,5%'

    Attributes:
        items: The values, in the order they are read.
    """

    items: tuple[object, ...]

    def say(self, language: str) -> str:
        """The values in ``language``, separated by commas."""
        return ", ".join(str(_said(item, language)) for item in self.items)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence kept unsaid: its English source text and its values.

    A value may itself be a :class:`Message`, a :class:`Listing`, a :class:`Number` or any
    other :class:`Sayable`: it is said in the same language. Make one with :func:`message`.

    Attributes:
        text: The English source text, a ``str.format`` template.
        values: The template's fields, as (name, value) pairs.
    """

    text: str
    values: tuple[tuple[str, object], ...] = ()

    def say(self, language: str) -> str:
        """The sentence in ``language``.

        >>> note = message("Seats {seats} wait.", seats=Listing((3, 4)))
        >>> note.say("en")
        'Seats 3 and 4 wait.'

        Raises:
            UnknownLanguageError: Not ``en``, ``it`` or ``ro``.
        """
        values = {name: _said(value, language) for name, value in self.values}
        return say(language, self.text, **values)


def message(text: str, /, **values: object) -> Message:
    """A :class:`Message` of ``text`` with ``values``, to be said in some language later.

    The values are kept in the order of their names, so that two messages made with the same
    values are equal whatever order they were given in (and after a trip through JSON).
    """
    return Message(text, tuple(sorted(values.items())))


def _said(value: object, language: str) -> object:
    if isinstance(value, Sayable):
        return value.say(language)
    if isinstance(value, Listing):
        return join_words(language, [str(_said(item, language)) for item in value.items])
    return value
