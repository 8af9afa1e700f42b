"""Sentences said in English, Italian and Romanian: the words below the GUI.

The engine, the domain, the storage layer and the command line build their sentences through
:func:`translate`: the English source text is both the key and the English output, with
``str.format`` fields for the parts that vary
(``translate(language, "Seat {seat} wins.", seat=3)``).
The translations are the gettext catalogs of :mod:`tourney.base.catalogs`; a text a catalog
does not have is said in English. A sentence about a number of things has plural forms,
said with :func:`translate_plural` (the number is the ``count`` field).

A word kept in a table and translated later is marked with :func:`N_` (a no-op the
extractor finds) and passed through :func:`translate` where it is spoken. A sentence made before
anyone knows the language it will be read in (a table's next-hand explanation, made deep in
the domain and shown in the GUI's language) is kept as a :class:`Message`, made with
:func:`message` or :func:`plural_message`, and said later with :meth:`Message.translated`.

Refusals (the errors of the engine, the domain and the storage layer, all
:class:`tourney.base.refusals.Refusal`) are raised with their English source text and fields
(``raise DuplicateCardError("{card} is given twice", card="Ah")``): ``str(error)`` is the
English sentence, ``error.translated("it")`` the Italian one.

Numbers in sentences are written by :mod:`tourney.base.formats`, as everywhere else.

>>> translate("en", "Seat {seat} wins.", seat=3)
'Seat 3 wins.'
>>> translate("it", "Main pot")
'Piatto principale'
>>> plural_message("{count} player", "{count} players", 20).translated("ro")
'20 de jucători'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from tourney.base import catalogs
from tourney.base.formats import format_chips, format_english_number, format_list

__all__ = [
    "NC_",
    "N_",
    "Listing",
    "Lowered",
    "Message",
    "Number",
    "Series",
    "Translatable",
    "join_words",
    "message",
    "plural_message",
    "translate",
    "translate_in",
    "translate_plural",
]


def N_(text: str) -> str:
    """Mark a constant for translation without translating it (speak it with :func:`translate`).

    >>> N_("first")
    'first'
    """
    return text


def NC_(context: str, text: str) -> str:
    """Mark a constant translated by what it is (its ``context``); say it with :func:`translate_in`.

    >>> NC_("rank: one card", "queen")
    'queen'
    """
    return text


def translate(language: str, text: str, /, **values: object) -> str:
    """``text`` in ``language`` with ``values`` filled in (English when there is no entry).

    Args:
        language: The language's code (``"en"``, ``"it"``, ``"ro"``).
        text: The English source text, a ``str.format`` template when ``values`` are given.
        **values: The template's fields.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    template = catalogs.gettext(language, text)
    return template.format(**values) if values else template


def translate_in(language: str, context: str, text: str, /, **values: object) -> str:
    """Like :func:`translate`, for a text translated by what it is (its ``context``).

    >>> translate_in("it", "finishing place", "{ordinal}", ordinal="9th", number=9)
    '9°'
    """
    template = catalogs.gettext(language, text, context)
    return template.format(**values) if values else template


def translate_plural(
    language: str, singular: str, plural: str, count: int, /, **values: object
) -> str:
    """The form of ``singular``/``plural`` that ``count`` takes, with ``count`` filled in too.

    The count is written with the language's thousands mark (``1.015 jetoane``).

    >>> translate_plural("en", "{count} table", "{count} tables", 1)
    '1 table'
    >>> translate_plural("it", "{count} player", "{count} players", 2)
    '2 giocatori'
    """
    template = catalogs.ngettext(language, singular, plural, count)
    return template.format(**{**values, "count": format_chips(count, language)})


def join_words(language: str, words: Sequence[str]) -> str:
    """Words as a list in a sentence: ``"a"``, ``"a and b"``, ``"a, b and c"``.

    >>> join_words("it", ["Ann", "Bob", "Cy"])
    'Ann, Bob e Cy'
    """
    return format_list(words, language)


@runtime_checkable
class Translatable(Protocol):
    """A value of a :class:`Message` that is written differently in each language."""

    def translated(self, language: str) -> str:
        """The value in ``language``."""
        ...  # pragma: no cover


@dataclass(frozen=True, slots=True)
class Number:
    """A number in a sentence, kept as English writes it and said as the language writes it.

    >>> [Number(text).translated(code) for text, code in (("12.5", "it"), ("12,500", "ro"))]
    ['12,5', '12.500']

    Attributes:
        english: The number as English writes it (comma thousands, point decimals), with a
            ``%`` after it for a percentage.
    """

    english: str

    def translated(self, language: str) -> str:
        """The number in ``language``.

        Raises:
            UnknownLanguageError: Not a language Tourney speaks.
        """
        return format_english_number(self.english, language)


@dataclass(frozen=True, slots=True)
class Lowered:
    """A sentence inside another, its first letter in lower case ("Undo rebuy for Ann").

    A first word in capitals is an abbreviation and keeps them ("Undo ICM deal between …").

    >>> Lowered(message("Rebuy for {name}", name="Ann")).translated("en")
    'rebuy for Ann'
    >>> Lowered(message("ICM deal between {names}", names="Ann and Bob")).translated("en")
    'ICM deal between Ann and Bob'

    Attributes:
        inner: The sentence.
    """

    inner: Message

    def translated(self, language: str) -> str:
        """The sentence in ``language``, its first letter lowered."""
        text = self.inner.translated(language)
        if text[1:2].isupper():  # ICM, TDA: an abbreviation, not a capitalised word
            return text
        return text[:1].lower() + text[1:]


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

    >>> Series((Number("50.5%"), Number("29.5%"))).translated("it")
    '50,5%, 29,5%'

    Attributes:
        items: The values, in the order they are read.
    """

    items: tuple[object, ...]

    def translated(self, language: str) -> str:
        """The values in ``language``, separated by commas."""
        return ", ".join(str(_translated(item, language)) for item in self.items)


@dataclass(frozen=True, slots=True)
class Message:
    """A sentence kept unsaid: its English source text and its values.

    A value may itself be a :class:`Message`, a :class:`Listing`, a :class:`Number` or any
    other :class:`Translatable`: it is said in the same language. Make one with :func:`message`
    or :func:`plural_message`.

    Attributes:
        text: The English source text, a ``str.format`` template (the singular, for a
            sentence with plural forms).
        values: The template's fields, as (name, value) pairs.
        plural: The English plural for a sentence with plural forms (its ``count`` value
            chooses the form, and is written with the language's thousands mark); empty for
            the others.
    """

    text: str
    values: tuple[tuple[str, object], ...] = ()
    plural: str = ""

    def __str__(self) -> str:
        """The sentence in English, the language of the code (as a refusal's ``str``)."""
        return self.translated("en")

    def translated(self, language: str) -> str:
        """The sentence in ``language``.

        >>> note = message("Seats {seats} wait.", seats=Listing((3, 4)))
        >>> note.translated("en")
        'Seats 3 and 4 wait.'

        Raises:
            UnknownLanguageError: Not a language Tourney speaks.
        """
        values = {name: _translated(value, language) for name, value in self.values}
        if self.plural:
            count = dict(self.values).get("count")
            number = count if isinstance(count, int) else 0
            values["count"] = format_chips(number, language)
            return catalogs.ngettext(language, self.text, self.plural, number).format(**values)
        return translate(language, self.text, **values)


def message(text: str, /, **values: object) -> Message:
    """A :class:`Message` of ``text`` with ``values``, to be said in some language later.

    The values are kept in the order of their names, so that two messages made with the same
    values are equal whatever order they were given in (and after a trip through JSON).
    """
    return Message(text, tuple(sorted(values.items())))


def plural_message(singular: str, plural: str, count: int, /, **values: object) -> Message:
    """A :class:`Message` with plural forms: ``count`` (the ``{count}`` field) chooses one.

    >>> one, many = (plural_message("{count} table", "{count} tables", n) for n in (1, 20))
    >>> one.translated("en"), one.translated("it"), many.translated("ro")
    ('1 table', '1 tavolo', '20 de mese')
    """
    return Message(singular, tuple(sorted({**values, "count": count}.items())), plural)


def _translated(value: object, language: str) -> object:
    if isinstance(value, Translatable):
        return value.translated(language)
    if isinstance(value, Listing):
        return join_words(language, [str(_translated(item, language)) for item in value.items])
    return value
