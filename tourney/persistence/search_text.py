"""Folding names for search: case, accents and a few special letters do not matter.

A director typing ``lukasz`` must find ``Łukasz``, and ``sebastien`` must find ``Sébastien``.
"""

from __future__ import annotations

import unicodedata

__all__ = ["fold", "like_pattern"]

# Letters that Unicode does not decompose into a base letter plus a mark.
_SPECIAL = str.maketrans(
    {"ł": "l", "ø": "o", "đ": "d", "ð": "d", "þ": "th", "æ": "ae", "œ": "oe", "ı": "i", "ŀ": "l"}
)


def fold(text: str) -> str:
    """The search key of ``text``: lower case, no accents, single spaces.

    >>> fold("  Łukasz   Żółć ")
    'lukasz zolc'
    >>> fold("Sébastien Strauß")
    'sebastien strauss'
    """
    lowered = text.casefold().translate(_SPECIAL)
    decomposed = unicodedata.normalize("NFKD", lowered)
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split())


def like_pattern(folded: str) -> str:
    r"""A ``LIKE ... ESCAPE '\'`` pattern matching ``folded`` anywhere.

    >>> like_pattern("50%_a")
    '%50\\%\\_a%'
    """
    escaped = folded.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"
