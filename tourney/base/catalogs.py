"""The catalogs of every sentence below the GUI: gettext, one per language.

The engine, the domain, the storage layer, the reports and the command line write English in
the code; the translations are GNU gettext catalogs, edited as ``resources/translations/<code>.po``
(the sources, with Babel or any PO editor) and shipped compiled as
``tourney/resources/translations/<code>.mo``. ``resources/translations/update.py`` extracts the
texts from the code, updates the ``.po`` files and compiles them;
``tests/base/test_catalogs.py`` fails while a catalog is out of date with the code, or has an
entry untranslated or fuzzy. (The window's own words are Qt's: ``tr`` and ``.ts`` files.)

An entry is found by its English text (and, for a word that means two things, its context);
one with plural forms by its singular and plural, the number choosing the form by the
language's rule (Romanian has three: ``1 jucător``, ``2 jucători``, ``20 de jucători``). A text
a catalog does not have is said in English.

>>> gettext("it", "Main pot"), gettext("en", "Main pot")
('Piatto principale', 'Main pot')
>>> [ngettext("ro", "{count} player", "{count} players", n).format(count=n) for n in (1, 2, 20)]
['1 jucător', '2 jucători', '20 de jucători']
"""

from __future__ import annotations

import gettext as _gettext
from functools import cache

from tourney.base.languages import SOURCE, check_language
from tourney.resources import resource_path

__all__ = ["catalog", "catalog_path", "gettext", "ngettext"]


def catalog_path(code: str) -> str:
    """The path of language ``code``'s compiled catalog (there is none for English)."""
    return str(resource_path("translations", f"{code}.mo"))


@cache
def catalog(code: str) -> _gettext.NullTranslations:
    """Language ``code``'s catalog (English's translates nothing).

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    if check_language(code) == SOURCE:
        return _gettext.NullTranslations()
    with open(catalog_path(code), "rb") as compiled:
        return _gettext.GNUTranslations(compiled)


def gettext(code: str, text: str, context: str = "") -> str:
    """``text`` in language ``code`` (``text`` itself when the catalog does not have it).

    Args:
        code: The language.
        text: The English source text.
        context: What the text is, for a text that is translated differently by what it is
            (``"finishing place"``); empty for most.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    found = catalog(code)
    return found.pgettext(context, text) if context else found.gettext(text)


def ngettext(code: str, singular: str, plural: str, count: int, context: str = "") -> str:
    """The form of ``singular``/``plural`` that ``count`` takes in language ``code``.

    Raises:
        UnknownLanguageError: Not a language Tourney speaks.
    """
    found = catalog(code)
    if context:
        return found.npgettext(context, singular, plural, count)
    return found.ngettext(singular, plural, count)
